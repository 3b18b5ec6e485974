/*
 * admin/feedback: what the admin tells and asks the user outside a page: the snack bar
 * notifications (`AdminNotifications`, the controllers' `ADMIN_NOTIFIER`), the confirm question
 * (`AdminConfirm`) and the alert dialog they share. An entry point of its own, which
 * `provideAdmin()` reaches with `import()` on the first message or question: the Material snack
 * bar, dialog and overlay stay out of the first download, and loading them brings nothing of the
 * layout.
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './admin-notifications';
export * from './confirm-dialog';
export * from './conflict-dialog';
export * from './private-export';
