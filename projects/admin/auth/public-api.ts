/*
 * admin/auth: Sessions, auth providers, the access check and the HTTP interceptor.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './auth';
export * from './auth-interceptor';
export * from './auth-provider';
export * from './before-sign-out';
export * from './bearer-token-auth';
export * from './field-access';
export * from './session-prompt';
export * from './session-renewal';
export * from './without-auth';
export * from './private-export';
