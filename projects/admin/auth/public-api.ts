/*
 * admin/auth: Sessions, auth providers, the access check and the HTTP interceptor.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export { ADMIN_AUTH, AdminAuth, type AdminForbidden } from './auth';
export { adminAuthInterceptor } from './auth-interceptor';
export { ADMIN_AUTH_REQUEST, AdminAuthError, defaultAuthErrorOutcome } from './auth-provider';
export {
  DEFAULT_TOKEN_KEY,
  bearerTokenAuth,
  type BearerTokenAuthOptions,
} from './bearer-token-auth';
