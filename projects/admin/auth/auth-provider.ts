import { HttpContextToken } from '@angular/common/http';

import type { AuthErrorOutcome, AuthHttpError } from 'admin/config';

// The provider contract lives in config/ (config/auth-contract.ts), so that the configuration can
// name it without depending on auth/; auth/ implements it.
export type {
  AdminCredentials,
  AuthErrorOutcome,
  AuthHttpError,
  AuthProvider,
  AuthResult,
} from 'admin/config';

/**
 * Why a sign-in request failed, so that the login page can say what to change:
 * `credentials` (the server refused them: 400, 401, 403, 422), `endpoint` (the sign-in URL is
 * missing or broken: 404, 405, 5xx…) or `unreachable` (no answer).
 */
export interface AdminAuthFailure {
  readonly reason: 'credentials' | 'endpoint' | 'unreachable';
  /** The request: `POST` and its URL. */
  readonly method: string;
  readonly url: string;
  /** The status with its reason phrase, e.g. `404 Not Found` (empty when unreachable). */
  readonly statusText: string;
  /** The server's own `message`, when its answer had one. */
  readonly serverMessage?: string;
}

/** Fails a sign-in; `status` is the HTTP status (0 when the server could not be reached). */
export class AdminAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** What failed, when the error comes from a sign-in request (`bearerTokenAuth`'s login). */
    readonly failure?: AdminAuthFailure,
  ) {
    super(message);
    this.name = 'AdminAuthError';
  }
}

/**
 * Marks a request made by the auth provider itself (login, me, logout): `adminAuthInterceptor`
 * never turns its 401/403 into a sign-out or a "forbidden" report, so a failed sign-in cannot loop.
 */
export const ADMIN_AUTH_REQUEST = new HttpContextToken<boolean>(() => false);

/** The default meaning of an API error status: 401 → logout, 403 → forbidden, else ignore. */
export function defaultAuthErrorOutcome(error: AuthHttpError): AuthErrorOutcome {
  if (error.status === 401) return 'logout';
  if (error.status === 403) return 'forbidden';
  return 'ignore';
}
