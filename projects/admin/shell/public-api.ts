/*
 * admin/shell: the frame every page shows in, loaded at start: layout, menu, breadcrumb, login,
 * theme, icons, notifications and the confirm dialog. The pages' parts (lists, forms, fields,
 * inputs) are in admin/ui, which only the lazy pages import: in an app built from the package,
 * they stay out of the first download.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './common/core-icons';
export * from './common/va-icon';
export * from './layout/admin-theme';
export * from './layout/va-breadcrumb';
export * from './layout/va-layout';
export * from './layout/va-menu';
