/*
 * The internals of ./notifier.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminI18n } from 'admin/i18n';
import { AdminAccessError } from 'admin/data';

/** What the admin's record-changing actions report. */
export type ɵRecordChange = 'created' | 'updated' | 'deleted';

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
