import { Injectable, inject } from '@angular/core';
import {
  MatSnackBar,
  type MatSnackBarRef,
  type TextOnlySnackBar,
} from '@angular/material/snack-bar';

import type { AdminRecord, Resource } from '../../config/types';
import { AdminI18n } from '../../i18n/admin-i18n';

/** The kind of a notification; it sets the snack bar's style class and politeness. */
export type AdminNotificationType = 'success' | 'info' | 'error';

/** What the admin's record-changing actions report. */
export type RecordChange = 'created' | 'updated' | 'deleted';

/**
 * The admin's notifications (MatSnackBar): `success`, `info`, `error(errorOrMessage)`, and the
 * localised record messages `recordChanged(resource, 'created' | 'updated' | 'deleted', record)`.
 * Used by the list, show and form components alike.
 */
@Injectable({ providedIn: 'root' })
export class AdminNotifications {
  private readonly snackBar = inject(MatSnackBar);
  private readonly i18n = inject(AdminI18n);

  /** Shows a message; errors stay longer, are announced assertively and can be dismissed. */
  notify(message: string, type: AdminNotificationType = 'info'): MatSnackBarRef<TextOnlySnackBar> {
    const error = type === 'error';
    return this.snackBar.open(
      message,
      error ? this.i18n.t('admin.notifications.dismiss') : undefined,
      {
        duration: error ? 8000 : 4000,
        politeness: error ? 'assertive' : 'polite',
        panelClass: ['va-notification', `va-notification-${type}`],
      },
    );
  }

  success(message: string): MatSnackBarRef<TextOnlySnackBar> {
    return this.notify(message, 'success');
  }

  info(message: string): MatSnackBarRef<TextOnlySnackBar> {
    return this.notify(message, 'info');
  }

  /** Shows an error: a message, or an error (`AdminHttpError`, `Error`...) through `errorMessage`. */
  error(error: unknown): MatSnackBarRef<TextOnlySnackBar> {
    const message = typeof error === 'string' ? error : this.errorMessage(error);
    return this.notify(this.i18n.t('admin.notifications.error', { message }), 'error');
  }

  /** "Post “Hello” created" / "... updated" / "... deleted", in the current locale. */
  recordChanged(
    resource: Resource,
    change: RecordChange,
    record: AdminRecord | null | undefined,
  ): MatSnackBarRef<TextOnlySnackBar> {
    return this.success(
      this.i18n.t(`admin.notifications.${change}`, {
        singular: this.i18n.resourceName(resource, 'singular'),
        label: this.i18n.recordLabel(resource, record),
      }),
    );
  }

  /** A readable message for any error: the API's message, a network failure, or a generic text. */
  errorMessage(error: unknown): string {
    if (error && typeof error === 'object') {
      const { status, message } = error as { status?: unknown; message?: unknown };
      if (status === 0) return this.i18n.t('admin.notifications.networkError');
      if (typeof message === 'string' && message.trim()) return message;
    }
    if (typeof error === 'string' && error.trim()) return error;
    return this.i18n.t('admin.notifications.unknownError');
  }
}
