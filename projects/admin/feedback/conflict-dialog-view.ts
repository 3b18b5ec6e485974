import { ChangeDetectionStrategy, Component, inject, type Injector } from '@angular/core';
import { MAT_DIALOG_DATA } from '@angular/material/dialog';

import { AdminI18n } from 'admin/i18n';
import { ɵALERT_DIALOG_IMPORTS, ɵopenAlertDialog } from './alert-dialog';
import type { ConflictChoice, ConflictQuestion } from 'admin/config';

// Loaded by AdminConflicts.ask() with import(): MatDialog stays out of the initial bundle.

/** The dialog behind `AdminConflicts.ask()`: the fields that differ and the three choices. */
@Component({
  selector: 'va-conflict-dialog',
  imports: [ɵALERT_DIALOG_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2 mat-dialog-title>{{ data.title }}</h2>
    <mat-dialog-content>
      <p class="va-conflict-message">{{ data.message }}</p>
      @if (data.fields.length) {
        <table class="va-conflict-fields">
          <thead>
            <tr>
              <th scope="col">{{ i18n.t('admin.conflict.field') }}</th>
              <th scope="col">{{ i18n.t('admin.conflict.server') }}</th>
              <th scope="col">{{ i18n.t('admin.conflict.mine') }}</th>
            </tr>
          </thead>
          <tbody>
            @for (row of data.fields; track row.field) {
              <tr
                class="va-conflict-field"
                [attr.data-field]="row.field"
                [class.va-conflict-both]="row.changedOnServer && row.changedByMe"
              >
                <th scope="row">
                  {{ row.label }}
                  @if (row.changedOnServer && row.changedByMe) {
                    <span class="va-conflict-badge">{{ i18n.t('admin.conflict.both') }}</span>
                  }
                </th>
                <td class="va-conflict-server" [class.va-changed]="row.changedOnServer">
                  {{ text(row.server) }}
                </td>
                <td class="va-conflict-mine" [class.va-changed]="row.changedByMe">
                  {{ text(row.mine) }}
                </td>
              </tr>
            }
          </tbody>
        </table>
      } @else {
        <p class="va-conflict-none">{{ i18n.t('admin.conflict.none') }}</p>
      }
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <button matButton type="button" [mat-dialog-close]="'cancel'" class="va-conflict-cancel">
        {{ i18n.t('admin.actions.cancel') }}
      </button>
      <button
        matButton="tonal"
        type="button"
        [mat-dialog-close]="'overwrite'"
        class="va-conflict-overwrite"
      >
        {{ i18n.t('admin.conflict.overwrite') }}
      </button>
      <button
        matButton="filled"
        type="button"
        [mat-dialog-close]="'reload'"
        class="va-conflict-reload"
      >
        {{ i18n.t('admin.conflict.reload') }}
      </button>
    </mat-dialog-actions>
  `,
  styles: `
    .va-conflict-fields {
      border-collapse: collapse;
      width: 100%;
    }
    .va-conflict-fields th,
    .va-conflict-fields td {
      text-align: left;
      vertical-align: top;
      padding: 6px 8px;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
      overflow-wrap: anywhere;
    }
    .va-changed {
      font-weight: 500;
      background: var(--mat-sys-secondary-container);
      color: var(--mat-sys-on-secondary-container);
    }
    .va-conflict-badge {
      display: block;
      font: var(--mat-sys-label-small);
      color: var(--mat-sys-error);
    }
  `,
})
export class VaConflictDialog {
  protected readonly data = inject<ConflictQuestion>(MAT_DIALOG_DATA);
  protected readonly i18n = inject(AdminI18n);

  /** A value as text: empty values named, objects and arrays as JSON. */
  protected text(value: unknown): string {
    if (value === null || value === undefined || value === '') {
      return this.i18n.t('admin.conflict.empty');
    }
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  }

  /** Opens the dialog; resolves the user's choice (`cancel` when dismissed). */
  static async open(injector: Injector, data: ConflictQuestion): Promise<ConflictChoice> {
    const choice = await ɵopenAlertDialog<VaConflictDialog, ConflictQuestion, ConflictChoice>(
      injector,
      VaConflictDialog,
      data,
      { maxWidth: '760px', width: '90vw' },
    );
    return choice ?? 'cancel';
  }
}
