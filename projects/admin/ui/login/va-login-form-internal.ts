/*
 * The internals of ./va-login-form.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import { AdminAuthError } from 'admin/auth';
import { AdminI18n } from 'admin/i18n';

/**
 * What the form says when a sign-in fails: refused credentials in a few words (the server's
 * message, else "Invalid email or password"); a failing sign-in endpoint (404, 405, 5xx, no
 * answer) with its URL, its status and the option to change, once; any other error through
 * `errorMessage`.
 */
export function ɵsignInErrorMessage(
  i18n: AdminI18n,
  error: unknown,
  errorMessage: (error: unknown) => string,
): string {
  if (!(error instanceof AdminAuthError) || !error.failure) {
    return i18n.t('admin.login.failedWith', { message: errorMessage(error) });
  }
  const failure = error.failure;
  const request = `${failure.method} ${failure.url}`;
  const status = failure.statusText;
  switch (failure.reason) {
    case 'credentials':
      return i18n.t('admin.login.failedWith', {
        message: failure.serverMessage ?? i18n.t('admin.login.invalidCredentials'),
      });
    case 'unreachable':
      return i18n.t('admin.login.unreachable', { request });
    case 'endpoint':
      if (error.status === 404 || error.status === 405) {
        return i18n.t('admin.login.noEndpoint', { request, status });
      }
      return i18n.t('admin.login.endpointFailed', {
        request,
        status,
        detail: failure.serverMessage ? ` (${failure.serverMessage})` : '',
      });
  }
}
