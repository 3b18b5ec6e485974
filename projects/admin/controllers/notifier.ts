import { InjectionToken } from '@angular/core';

import type { AdminRecord, Resource } from 'admin/core';
import type { AdminI18n } from 'admin/i18n';
import { AdminAccessError } from 'admin/data';

/** The kind of a notification; it sets the snack bar's style class and politeness. */
export type AdminNotificationType = 'success' | 'info' | 'error';

/** What the admin's record-changing actions report. */
export type ɵRecordChange = 'created' | 'updated' | 'deleted';

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

/** "Post “Hello” created" / "... updated" / "... deleted", in the current locale. */
export function ɵrecordChangedMessage(
  i18n: AdminI18n,
  resource: Resource,
  change: ɵRecordChange,
  record: AdminRecord | null | undefined,
): string {
  return i18n.t(`admin.notifications.${change}`, {
    singular: i18n.resourceName(resource, 'singular'),
    label: i18n.recordLabel(resource, record),
  });
}

/**
 * A readable message for any error: a call the access check refused ("You are not allowed to
 * edit posts"), the API's message, a network failure, or a generic text.
 */
export function ɵerrorMessage(i18n: AdminI18n, error: unknown): string {
  if (error instanceof AdminAccessError) return ɵaccessDeniedMessage(i18n, error);
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: unknown; message?: unknown };
    if (status === 0) return i18n.t('admin.notifications.networkError');
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof error === 'string' && error.trim()) return error;
  return i18n.t('admin.notifications.unknownError');
}

/** "You are not allowed to edit posts": a refused call, in the current locale. */
export function ɵaccessDeniedMessage(i18n: AdminI18n, error: AdminAccessError): string {
  const plural = i18n.resourceName({ name: error.resource }, 'plural');
  return i18n.t('admin.notifications.accessDenied', {
    action: i18n.t(`admin.notifications.accessActions.${error.action}`),
    pluralLower: plural.charAt(0).toLowerCase() + plural.slice(1),
  });
}

/** The error notification's text for an error or a message ("Error: …"). */
export function ɵerrorNotice(i18n: AdminI18n, error: unknown): string {
  const message = typeof error === 'string' ? error : ɵerrorMessage(i18n, error);
  return i18n.t('admin.notifications.error', { message });
}
