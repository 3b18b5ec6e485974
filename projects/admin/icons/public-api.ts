/*
 * admin/icons: the admin's icon registry (SVG path data that `VaIcon` draws inline), the app's
 * `mdi-*` icons and the library's UI icon set, loaded as a chunk of its own. Below the shell, so
 * that `provideAdmin()` registers icons without bringing the layout into the first download.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './icon-registry';
export * from './ui-icons-preload';
