import { InjectionToken } from '@angular/core';

/** The kind of a notification; it sets the snack bar's style class and politeness. */
export type AdminNotificationType = 'success' | 'info' | 'error';

/** How a notification may be acted upon. */
export interface AdminNotifyOptions {
  /** Offers a "Retry" action that calls it (a failed save or reload). */
  readonly retry?: () => unknown;
  /** Offers an "Undo" action that calls it (an undoable write waiting to be sent). */
  readonly undo?: () => unknown;
  /** Milliseconds the message stays (an undoable write: its undo delay). */
  readonly duration?: number;
}

/**
 * Shows the messages of the admin's controllers (record saved, deleted, an error with a retry).
 * `provideAdmin` binds it to `AdminNotifications` (Material snack bar); any component kit can
 * provide its own.
 */
export interface AdminNotifier {
  notify(message: string, type?: AdminNotificationType, options?: AdminNotifyOptions): unknown;
}

/**
 * The notifications of the controllers (`DeleteController`, `SaveController`). Without a
 * provider (no `provideAdmin`), messages go to the console.
 */
export const ADMIN_NOTIFIER = new InjectionToken<AdminNotifier>('ADMIN_NOTIFIER', {
  providedIn: 'root',
  factory: () => ({
    notify: (message, type = 'info') =>
      type === 'error' ? console.error(message) : console.info(message),
  }),
});
