import { HttpClient, HttpContext, HttpErrorResponse, HttpHeaders } from '@angular/common/http';
import { PLATFORM_ID, inject } from '@angular/core';
import { isPlatformServer } from '@angular/common';
import { catchError, from, map, of, switchMap, tap, throwError, type Observable } from 'rxjs';

import { ADMIN_CONFIG } from 'admin/config';
import type { AdminUser } from 'admin/config';
import {
  ADMIN_AUTH_REQUEST,
  AdminAuthError,
  type AdminCredentials,
  type AuthProvider,
} from './auth-provider';
import { tokenCookie } from './token-cookie';

/** Options of `bearerTokenAuth`; every one has a default. */
export interface BearerTokenAuthOptions {
  /**
   * Endpoint URLs; defaults `<apiUrl>/auth/login`, `<apiUrl>/auth/logout`, `<apiUrl>/auth/me`.
   * `logout: null` signs out locally only.
   */
  readonly endpoints?: {
    readonly login?: string;
    readonly logout?: string | null;
    readonly me?: string;
  };
  /** The `localStorage` key of the token; default `admin.token`. */
  readonly tokenKey?: string;
  /**
   * Also keeps the token in a cookie named like `tokenKey` (Path=/, SameSite=Strict, Secure on
   * https), so that the app rendered on the server (`@angular/ssr`) knows the session: there,
   * with no `localStorage`, the token is read from the request's cookie. The kept session (the
   * signed-in user) goes in `<tokenKey>.session` beside it when it fits a cookie (3 800
   * characters encoded), so that a render knows the user at once, as a restart in the browser
   * does, and asks for the page's data while `GET me` confirms the session. Default false.
   */
  readonly cookie?: boolean;
  /**
   * Reads the login response body; default `{ token: body.token, user: body.user,
   * expiresAt: body.expiresAt }` (`expiresAt`: an ISO date or a timestamp in ms, optional).
   */
  readonly parseLogin?: (body: unknown) => { token: unknown; user?: unknown; expiresAt?: unknown };
  /** Reads the `me` response body; default the body itself. */
  readonly parseUser?: (body: unknown) => unknown;
  /**
   * The scheme of the `Authorization` header, `<scheme> <token>`: default `Bearer`; Django REST
   * framework's `TokenAuthentication` wants `Token`.
   */
  readonly scheme?: string;
  /**
   * The body of `POST login` from the sign-in form's credentials (`{ email, password }`); default
   * the credentials as they are. Django REST framework's `obtain_auth_token` reads
   * `{ username, password }`: `({ email, password }) => ({ username: email, password })`.
   */
  readonly loginBody?: (credentials: AdminCredentials) => unknown;
}

export const DEFAULT_TOKEN_KEY = 'admin.token';

/** The default scheme of the `Authorization` header. */
const DEFAULT_SCHEME = 'Bearer';

/** An HTTP authentication scheme's name (RFC 9110 token). */
const SCHEME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * A provider factory for `provideAdmin({ auth: bearerTokenAuth(options) })` (the default when
 * `auth` is absent): `POST login` with the credentials → `{ token, user }`, the token kept in
 * `localStorage` and sent as `Authorization: Bearer <token>` (another `scheme`: `Token <token>`);
 * `GET me` restores the session; `POST logout` ends it. A refused sign-in (400, 401, 403, 422)
 * shows the server's `message`, `detail` or `non_field_errors` (Django REST framework's 400
 * "Unable to log in with provided credentials."). The factory runs in an injection context.
 *
 * The signed-in user is kept beside the token (`<tokenKey>.session`, with the login's
 * `expiresAt` when it sends one): on a restart, `restore()` gives it back at once while the
 * token has not expired, and `GET me` confirms it in the background.
 */
export function bearerTokenAuth(options: BearerTokenAuthOptions = {}): () => AuthProvider {
  checkOptions(options);
  return () => {
    const http = inject(HttpClient);
    const apiUrl = inject(ADMIN_CONFIG, { optional: true })?.apiUrl ?? '/api';
    const login = options.endpoints?.login ?? `${apiUrl}/auth/login`;
    const me = options.endpoints?.me ?? `${apiUrl}/auth/me`;
    const logout =
      options.endpoints?.logout === null
        ? null
        : (options.endpoints?.logout ?? `${apiUrl}/auth/logout`);
    const key = options.tokenKey ?? DEFAULT_TOKEN_KEY;
    const parseLogin = options.parseLogin ?? defaultParseLogin;
    const parseUser = options.parseUser ?? ((body: unknown) => body);
    const scheme = options.scheme ?? DEFAULT_SCHEME;
    const loginBody = options.loginBody ?? ((credentials: AdminCredentials) => credentials);
    const bearer = (current: string) => new HttpHeaders({ Authorization: `${scheme} ${current}` });
    const context = () => new HttpContext().set(ADMIN_AUTH_REQUEST, true);
    // On the server (a render by @angular/ssr) the token can only come from the request's cookie.
    const server = isPlatformServer(inject(PLATFORM_ID));
    const store = server || typeof localStorage === 'undefined' ? null : localStorage;
    const cookie = options.cookie ? tokenCookie(key) : null;
    const token = () => (store ? store.getItem(key) || null : (cookie?.requestToken ?? null));
    // The user of the token, kept beside it so that a restart knows the session at once.
    const sessionKey = `${key}.session`;
    const sessionCookie = options.cookie ? tokenCookie(sessionKey) : null;
    const keptSession = () =>
      readSession(store ? store.getItem(sessionKey) : (sessionCookie?.requestToken ?? null));
    /** Writes the kept session's cookie (null: clears it); a session too big for one is left out. */
    const writeSessionCookie = (json: string | null) => {
      if (!sessionCookie) return;
      const fits = json !== null && encodeURIComponent(json).length <= MAX_SESSION_COOKIE;
      if (fits || sessionCookie.read() !== null) sessionCookie.write(fits ? json : null);
    };
    // A token (and session) kept before the cookie was asked for, or whose cookie expired, gets
    // one now.
    const stored = token();
    if (cookie && store && cookie.read() !== stored) cookie.write(stored);
    if (sessionCookie && store) {
      const json = store.getItem(sessionKey);
      if (sessionCookie.read() !== json) writeSessionCookie(json);
    }
    const clear = () => {
      store?.removeItem(key);
      store?.removeItem(sessionKey);
      cookie?.write(null);
      writeSessionCookie(null);
    };
    const keep = (current: string, user: AdminUser, expiresAt?: unknown) => {
      const previous = keptSession();
      const expires =
        expiresAt !== undefined
          ? toTime(expiresAt)
          : previous?.token === current
            ? previous.expiresAt
            : null;
      const json = JSON.stringify({ token: current, user, expiresAt: expires });
      try {
        store?.setItem(sessionKey, json);
      } catch {
        // A full or refused storage only costs the quick restore.
      }
      if (store) writeSessionCookie(json);
    };

    const fetchUser = (current: string): Observable<AdminUser | null> =>
      http.get<unknown>(me, { headers: bearer(current), context: context() }).pipe(
        map((body) => {
          const user = parseUser(body);
          if (user === null || user === undefined) return null;
          return checkUser(user, `GET ${me}`);
        }),
      );

    return {
      tokenKey: key,
      tokenScheme: scheme,
      login(credentials: AdminCredentials): Observable<AdminUser> {
        return http.post<unknown>(login, loginBody(credentials), { context: context() }).pipe(
          // What a failed sign-in says (its code loads with the failure: only the login page needs it).
          catchError((error: unknown) =>
            from(import('./login-errors')).pipe(
              switchMap((m) => throwError(() => m.ɵloginError(error, 'POST', login))),
            ),
          ),
          switchMap((body) => {
            const parsed = parseLogin(body);
            if (typeof parsed?.token !== 'string' || parsed.token === '') {
              throw new AdminAuthError(`The response of POST ${login} has no "token" string`, 200);
            }
            const current = parsed.token;
            store?.setItem(key, current);
            store?.removeItem(sessionKey);
            cookie?.write(current);
            writeSessionCookie(null);
            if (parsed.user !== undefined && parsed.user !== null) {
              const user = checkUser(parsed.user, `POST ${login}`);
              keep(current, user, parsed.expiresAt ?? null);
              return of(user);
            }
            return fetchUser(current).pipe(
              map((user) => {
                if (!user) throw new AdminAuthError(`GET ${me} returned no user after login`, 200);
                keep(current, user, parsed.expiresAt ?? null);
                return user;
              }),
            );
          }),
        );
      },

      logout(): Observable<void> {
        const current = token();
        clear();
        if (!current || !logout) return of(undefined);
        return http.post(logout, null, { headers: bearer(current), context: context() }).pipe(
          map(() => undefined),
          // The local session is gone whatever the server says.
          catchError(() => of(undefined)),
        );
      },

      me(): Observable<AdminUser | null> {
        const current = token();
        if (!current) return of(null);
        return fetchUser(current).pipe(
          tap((user) => {
            if (user && token() === current) keep(current, user);
          }),
          catchError((error: unknown) => {
            if (error instanceof HttpErrorResponse && error.status === 401) {
              if (token() === current) clear();
              return of(null);
            }
            return throwError(() => error);
          }),
        );
      },

      restore(): AdminUser | null {
        const current = token();
        const session = keptSession();
        if (!current || !session || session.token !== current) return null;
        if (session.expiresAt !== null && session.expiresAt <= Date.now()) return null;
        return session.user;
      },

      token,
      clear,
    };
  };
}

/** The kept session: the token it belongs to, its user, when it expires (ms, null: unknown). */
interface KeptSession {
  readonly token: string;
  readonly user: AdminUser;
  readonly expiresAt: number | null;
}

/** The longest kept session written to its cookie, encoded (a cookie holds about 4 kB). */
const MAX_SESSION_COOKIE = 3800;

/** A kept session from its JSON (`localStorage` or the cookie); null when absent or invalid. */
function readSession(json: string | null): KeptSession | null {
  let value: unknown;
  try {
    value = JSON.parse(json ?? 'null');
  } catch {
    return null;
  }
  const session = value as Partial<KeptSession> | null;
  if (
    typeof session?.token !== 'string' ||
    typeof session.user !== 'object' ||
    session.user === null ||
    Array.isArray(session.user) ||
    (session.expiresAt !== null && typeof session.expiresAt !== 'number')
  ) {
    return null;
  }
  return session as KeptSession;
}

/** An expiry as ms since the epoch: a timestamp, or a date string; null when unknown. */
function toTime(value: unknown): number | null {
  const time =
    typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isFinite(time) ? time : null;
}

function defaultParseLogin(body: unknown): { token: unknown; user?: unknown; expiresAt?: unknown } {
  const record = (body ?? {}) as Record<string, unknown>;
  return { token: record['token'], user: record['user'], expiresAt: record['expiresAt'] };
}

function checkUser(user: unknown, source: string): AdminUser {
  if (typeof user !== 'object' || Array.isArray(user)) {
    throw new AdminAuthError(`${source} returned ${JSON.stringify(user)}, not a user object`, 200);
  }
  return user as AdminUser;
}

function checkOptions(options: BearerTokenAuthOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('bearerTokenAuth(options): options must be an object');
  }
  if (options.cookie !== undefined && typeof options.cookie !== 'boolean') {
    throw new TypeError('bearerTokenAuth(options): "cookie" must be true or false');
  }
  if (
    options.tokenKey !== undefined &&
    (typeof options.tokenKey !== 'string' || !options.tokenKey)
  ) {
    throw new TypeError('bearerTokenAuth(options): "tokenKey" must be a non-empty string');
  }
  if (
    options.scheme !== undefined &&
    (typeof options.scheme !== 'string' || !SCHEME_PATTERN.test(options.scheme))
  ) {
    throw new TypeError(
      `bearerTokenAuth(options): "scheme" must be one word such as 'Token', got ${JSON.stringify(options.scheme)}`,
    );
  }
  for (const key of ['loginBody', 'parseLogin', 'parseUser'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'function') {
      throw new TypeError(`bearerTokenAuth(options): "${key}" must be a function`);
    }
  }
  for (const [name, url] of Object.entries(options.endpoints ?? {})) {
    if (!['login', 'logout', 'me'].includes(name)) {
      throw new TypeError(
        `bearerTokenAuth(options): unknown endpoint "${name}" (known: login, logout, me)`,
      );
    }
    const nullable = name === 'logout' && url === null;
    if (!nullable && url !== undefined && (typeof url !== 'string' || !url)) {
      throw new TypeError(`bearerTokenAuth(options): endpoint "${name}" must be a non-empty URL`);
    }
  }
}
