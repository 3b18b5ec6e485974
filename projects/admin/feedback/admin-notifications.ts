import { Injectable, inject } from '@angular/core';
import {
  MatSnackBar,
  type MatSnackBarRef,
  type TextOnlySnackBar,
} from '@angular/material/snack-bar';

import type { AdminRecord, Resource } from 'admin/core';
import {
  ɵerrorMessage,
  ɵerrorNotice,
  ɵrecordChangedMessage,
  type AdminNotificationType,
  type AdminNotifier,
  type AdminNotifyOptions,
  type ɵRecordChange,
} from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';

/**
 * The admin's notifications (MatSnackBar): `success`, `info`, `error(errorOrMessage)`, and the
 * localised record messages `recordChanged(resource, 'created' | 'updated' | 'deleted', record)`.
 * Used by the list, show and form components alike.
 */
@Injectable({ providedIn: 'root' })
export class AdminNotifications implements AdminNotifier {
  private readonly snackBar = inject(MatSnackBar);
  private readonly i18n = inject(AdminI18n);

  /**
   * Shows a message; errors stay longer, are announced assertively and can be dismissed. With
   * `retry`, an error offers a "Retry" action that calls it (`ADMIN_NOTIFIER` is bound here).
   */
  notify(
    message: string,
    type: AdminNotificationType = 'info',
    options: AdminNotifyOptions = {},
  ): MatSnackBarRef<TextOnlySnackBar> {
    const { retry, undo, duration } = options;
    if (undo) {
      const ref = this.snackBar.open(message, this.i18n.t('admin.mutations.undo'), {
        duration: duration ?? 5000,
        politeness: 'polite',
        panelClass: ['va-notification', `va-notification-${type}`, 'va-notification-undo'],
      });
      ref.onAction().subscribe(() => void undo());
      return ref;
    }
    if (retry) {
      const ref = this.snackBar.open(message, this.i18n.t('admin.actions.retry'), {
        duration: 10000,
        politeness: 'assertive',
        panelClass: ['va-notification', `va-notification-${type}`],
      });
      ref.onAction().subscribe(() => void retry());
      return ref;
    }
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
    return this.notify(ɵerrorNotice(this.i18n, error), 'error');
  }

  /** "Post “Hello” created" / "... updated" / "... deleted", in the current locale. */
  recordChanged(
    resource: Resource,
    change: ɵRecordChange,
    record: AdminRecord | null | undefined,
  ): MatSnackBarRef<TextOnlySnackBar> {
    return this.success(ɵrecordChangedMessage(this.i18n, resource, change, record));
  }

  /** A readable message for any error: the API's message, a network failure, or a generic text. */
  errorMessage(error: unknown): string {
    return ɵerrorMessage(this.i18n, error);
  }
}
