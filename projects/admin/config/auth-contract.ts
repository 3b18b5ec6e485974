import type { Observable } from 'rxjs';

import type { AdminUser } from './types';

/** What the login form sends; a provider may accept more fields. */
export interface AdminCredentials {
  readonly email?: string;
  readonly username?: string;
  readonly password?: string;
  readonly [key: string]: unknown;
}

/** What an API error means for the session. */
export type AuthErrorOutcome = 'logout' | 'forbidden' | 'ignore';

/** Anything a provider method may return: a value, a Promise or an Observable of it. */
export type AuthResult<T> = T | Promise<T> | Observable<T>;

/** The part of an HTTP error a provider needs to classify it (an `HttpErrorResponse` fits). */
export interface AuthHttpError {
  readonly status: number;
  readonly url?: string | null;
  /** The response body, e.g. `{ message }`. */
  readonly error?: unknown;
}

/**
 * The contract between the admin and an authentication backend
 * (docs/decisions.md §12 "Authentication"). Methods run in an injection context, so a provider may
 * `inject()` services such as HttpClient.
 */
export interface AuthProvider {
  /**
   * Whether users sign in; default true. `false` (what `withoutAuth()` provides): the API needs no
   * login, the provider is always signed in (`restore()` and `me()` give its user), and the admin
   * shows no sign-out, and sends a visit of the login route to its home page.
   */
  readonly signIn?: boolean;
  /** Signs in; resolves to the signed-in user or fails with an error naming what was wrong. */
  login(credentials: AdminCredentials): AuthResult<AdminUser>;
  /** Signs out (server side too when the backend has a logout endpoint). */
  logout(): AuthResult<void>;
  /** The current user, or null when nobody is signed in (used to restore a session on start). */
  me(): AuthResult<AdminUser | null>;
  /**
   * The user of a session kept on this device and still valid (its token not expired), read at
   * once: the admin starts with it, so that guards and the first data requests do not wait for
   * `me()`, which then confirms it in the background (a revoked session signs out). Absent or
   * null: the admin waits for `me()`.
   */
  restore?(): AdminUser | null;
  /**
   * Renews an ended session without asking the user (a refresh token, a cookie the server
   * extends…): resolves to the user of the renewed session, or null (or fails) when it cannot.
   * After a 401 from the admin API, the admin tries it first and retries what failed; absent, or
   * when it cannot renew, the admin asks the user to sign in again in a dialog over the page.
   */
  refresh?(): AuthResult<AdminUser | null>;
  /** The user's roles; default `user.roles`. */
  permissions?(user: AdminUser): readonly string[];
  /**
   * What an HTTP error status from the admin API means; default 401 → logout (the session ended:
   * renewed through `refresh()` or a sign-in dialog, else signed out), 403 → forbidden.
   */
  handleError?(error: AuthHttpError): AuthErrorOutcome;
  /** The bearer token `adminAuthInterceptor` adds to admin API requests; none when absent or null. */
  token?(): string | null;
  /**
   * The scheme `adminAuthInterceptor` writes the token with, `Authorization: <scheme> <token>`;
   * default `Bearer` (Django REST framework's `TokenAuthentication`: `Token`).
   */
  readonly tokenScheme?: string;
  /**
   * The `localStorage` key the token is kept under, when it is: the early-data script
   * (`withEarlyData()`) reads it there to send the first page's request before the app starts.
   */
  readonly tokenKey?: string;
  /** Forgets the local session without calling the server (after a 401 from the API). */
  clear?(): void;
}
