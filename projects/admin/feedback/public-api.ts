/*
 * admin/feedback: what the admin tells and asks the user outside a page: the snack bar
 * notifications (`AdminNotifications`, the controllers' `ADMIN_NOTIFIER`), the confirm question
 * (`AdminConfirm`) and the alert dialog they share. An entry point of its own, which
 * `provideAdmin()` reaches with `import()` on the first message or question: the Material snack
 * bar, dialog and overlay stay out of the first download, and loading them brings nothing of the
 * layout.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './admin-notifications';
export * from './alert-dialog';
export * from './confirm-dialog';
export * from './conflict-dialog';
