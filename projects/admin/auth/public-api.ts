/*
 * admin/auth: Sessions, auth providers, the access check and the HTTP interceptor.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './auth';
export * from './auth-interceptor';
export * from './auth-provider';
export * from './before-sign-out';
export * from './bearer-token-auth';
export * from './session-prompt';
export * from './session-renewal';
export * from './without-auth';
