import { DOCUMENT, REQUEST, inject } from '@angular/core';

/**
 * The session token's copy in a cookie (`bearerTokenAuth({ cookie: true })`), so that a
 * server-side render of the app knows who is signed in: the browser writes it beside the
 * `localStorage` token and clears it with it; on the server (no `localStorage`) the token is read
 * from the request's `Cookie` header. Must run in an injection context.
 */
export interface TokenCookie {
  /** The token of the request being rendered on the server (null in a browser, or none sent). */
  readonly requestToken: string | null;
  /** Writes (a token) or clears (null) the cookie; does nothing outside a browser. */
  write(token: string | null): void;
  /** The cookie's value in this browser document (null when absent or outside a browser). */
  read(): string | null;
}

export function tokenCookie(name: string): TokenCookie {
  const request = inject(REQUEST, { optional: true });
  const document = inject(DOCUMENT, { optional: true });
  const view = document?.defaultView ?? null;
  const browser = view !== null && typeof view.localStorage !== 'undefined';
  return {
    requestToken: request ? readCookie(request.headers.get('cookie'), name) : null,
    read: () => (browser ? readCookie(document!.cookie, name) : null),
    write(token) {
      if (!browser) return;
      const secure = view.location?.protocol === 'https:' ? '; Secure' : '';
      const value = token === null ? '; Max-Age=0' : '';
      // SameSite=Strict: the cookie goes with the app's own page requests only, never with a
      // request another site starts; the API does not read it (it takes the Authorization header).
      document!.cookie = `${name}=${encodeURIComponent(token ?? '')}; Path=/; SameSite=Strict${secure}${value}`;
    },
  };
}

/** The value of cookie `name` in a `Cookie` header (`a=1; b=2`), decoded; null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return raw || null;
    }
  }
  return null;
}
