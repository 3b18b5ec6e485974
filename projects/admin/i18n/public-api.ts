/*
 * admin/i18n: The message catalogues and the UI locale.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './app-messages';
export * from './i18n';
export * from './intl-formats';
export * from './locale';
export * from './messages-en';
