// What a failed sign-in request says, for bearerTokenAuth(): loaded with import() when a login
// fails, so that its messages are not in the app's first download.
import { HttpErrorResponse } from '@angular/common/http';

import { AdminAuthError } from './auth-provider';

/** Reason phrases of the statuses a sign-in endpoint commonly answers (HTTP/2 sends none). */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The server's message in a failed sign-in's body: `message`, `detail`, or `non_field_errors`
 * (Django REST framework's 400 `{ "non_field_errors": ["Unable to log in with provided
 * credentials."] }`); undefined when it has none.
 */
function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, detail, non_field_errors } = body as Record<string, unknown>;
  const listed = Array.isArray(non_field_errors)
    ? non_field_errors.filter((m) => typeof m === 'string').join(' ')
    : undefined;
  return [message, detail, listed].find((m): m is string => typeof m === 'string' && !!m.trim());
}

/** A failed login request as an `AdminAuthError` that says what failed (`failure`). */
export function ɵloginError(error: unknown, method: string, url: string): unknown {
  if (!(error instanceof HttpErrorResponse)) return error;
  const serverMessage = messageOf(error.error);
  const phrase = REASONS[error.status] ?? (error.statusText === 'OK' ? '' : error.statusText);
  const statusText = error.status ? `${error.status} ${phrase}`.trim() : '';
  const failure = (reason: 'credentials' | 'endpoint' | 'unreachable') => ({
    reason,
    method,
    url,
    statusText,
    ...(serverMessage ? { serverMessage } : {}),
  });
  if (error.status === 0) {
    return new AdminAuthError(`${method} ${url} could not be reached`, 0, failure('unreachable'));
  }
  // The user's credentials were refused: the server's message, else a short one.
  if ([400, 401, 403, 422].includes(error.status)) {
    const message = serverMessage ?? 'Invalid credentials';
    return new AdminAuthError(message, error.status, failure('credentials'));
  }
  // The endpoint itself failed (404, 405, 5xx…): the URL and the status, for the developer.
  const message = `${method} ${url} answered ${statusText}${serverMessage ? ` (${serverMessage})` : ''}`;
  return new AdminAuthError(message, error.status, failure('endpoint'));
}
