import { ChangeDetectionStrategy, Component, inject, type Injector } from '@angular/core';
import { MAT_DIALOG_DATA } from '@angular/material/dialog';

import { AdminI18n } from 'admin/i18n';
import { ɵALERT_DIALOG_IMPORTS, ɵopenAlertDialog } from './alert-dialog';
import type { ConfirmOptions } from './confirm-dialog';

// Loaded by AdminConfirm.confirm() with import(): MatDialog stays out of the initial bundle.

/** The dialog behind `AdminConfirm.confirm()`; closes with `true` when confirmed. */
@Component({
  selector: 'va-confirm-dialog',
  imports: [ɵALERT_DIALOG_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2 mat-dialog-title>{{ data.title }}</h2>
    <mat-dialog-content>
      <p class="va-confirm-message">{{ data.message }}</p>
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <button matButton type="button" [mat-dialog-close]="false" class="va-confirm-cancel">
        {{ data.cancelText || i18n.t('admin.actions.cancel') }}
      </button>
      <button
        matButton="filled"
        type="button"
        [mat-dialog-close]="true"
        class="va-confirm-ok"
        [class.va-danger]="data.danger"
      >
        {{ data.confirmText || i18n.t('admin.actions.confirm') }}
      </button>
    </mat-dialog-actions>
  `,
  styles: `
    .va-danger {
      --mat-button-filled-container-color: var(--mat-sys-error);
      --mat-button-filled-label-text-color: var(--mat-sys-on-error);
    }
  `,
})
export class VaConfirmDialog {
  protected readonly data = inject<ConfirmOptions>(MAT_DIALOG_DATA);
  protected readonly i18n = inject(AdminI18n);

  /** Opens the dialog; resolves `true` when confirmed (what `AdminConfirm.confirm()` does). */
  static async open(injector: Injector, options: ConfirmOptions): Promise<boolean> {
    const confirmed = await ɵopenAlertDialog<VaConfirmDialog, ConfirmOptions, boolean>(
      injector,
      VaConfirmDialog,
      options,
    );
    return confirmed === true;
  }
}
