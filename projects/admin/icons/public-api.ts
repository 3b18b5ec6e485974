/*
 * admin/icons: the admin's icon registry (SVG path data that `VaIcon` draws inline), the app's
 * `mdi-*` icons and the library's UI icon set, loaded as a chunk of its own. Below the shell, so
 * that `provideAdmin()` registers icons without bringing the layout into the first download.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './icon-registry';
export * from './private-export';
