/*
 * admin/shell: the frame every page shows in, loaded at start: layout, menu, breadcrumb, login,
 * theme, icons, notifications and the confirm dialog. The pages' parts (lists, forms, fields,
 * inputs) are in admin/ui, which only the lazy pages import: in an app built from the package,
 * they stay out of the first download.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './common/va-icon';
export * from './layout/admin-theme';
export * from './layout/va-breadcrumb';
export * from './layout/va-layout';
export * from './layout/va-menu';
export * from './private-export';
