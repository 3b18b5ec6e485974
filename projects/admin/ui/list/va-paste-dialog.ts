import { ChangeDetectionStrategy, Component, inject, type Injector } from '@angular/core';
import { MatButton } from '@angular/material/button';
import {
  MAT_DIALOG_DATA,
  MatDialog,
  MatDialogActions,
  MatDialogContent,
  MatDialogRef,
  MatDialogTitle,
} from '@angular/material/dialog';
import { MatError, MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { firstValueFrom } from 'rxjs';

import type { PasteController } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';

// Loaded by VaDataTable with import() on the first paste: MatDialog stays out of the list's code.

/**
 * The preview of a block pasted onto a list (issue 38): each change as record, field and
 * old → new (the new value editable, to fix it), its error under it; "Apply" writes them all in
 * one request once none is invalid, and a refusal (nothing written) shows above, naming the row
 * and field. Cancel (or Escape) writes nothing.
 */
@Component({
  selector: 'va-paste-dialog',
  imports: [
    MatButton,
    MatDialogActions,
    MatDialogContent,
    MatDialogTitle,
    MatError,
    MatFormField,
    MatInput,
    MatLabel,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (paste.preview(); as preview) {
      <h2 mat-dialog-title>
        {{ i18n.t('admin.paste.title', { rows: preview.rows, columns: preview.columns }) }}
      </h2>
      <mat-dialog-content>
        @if (preview.changes.length) {
          <p>
            {{
              i18n.t('admin.paste.intro', {
                count: preview.changes.length,
                records: recordCount(),
              })
            }}
          </p>
        } @else {
          <p>{{ i18n.t('admin.paste.nothing') }}</p>
        }
        @if (preview.outside) {
          <p>{{ i18n.t('admin.paste.outside', { count: preview.outside }) }}</p>
        }
        @if (paste.invalid()) {
          <p class="va-paste-invalid">
            {{ i18n.t('admin.paste.invalid', { count: paste.invalid() }) }}
          </p>
        }
        @if (paste.error(); as error) {
          <p class="va-paste-error" role="alert">{{ error }}</p>
        }
        <table class="va-paste-table">
          <thead>
            <tr>
              <th scope="col">{{ i18n.t('admin.paste.record') }}</th>
              <th scope="col">{{ i18n.t('admin.paste.field') }}</th>
              <th scope="col">{{ i18n.t('admin.paste.change') }}</th>
            </tr>
          </thead>
          <tbody>
            @for (change of preview.changes; track $index) {
              <tr class="va-paste-change" [class.va-paste-change-invalid]="change.error">
                <td>{{ change.record }}</td>
                <td>{{ change.field }}</td>
                <td>
                  <span class="va-paste-before">{{ shown(change.before) }}</span> →
                  <mat-form-field class="va-paste-after" subscriptSizing="dynamic">
                    <mat-label>{{ change.field }}</mat-label>
                    <input
                      matInput
                      [value]="change.text"
                      [attr.aria-invalid]="!!change.error"
                      (change)="paste.edit($index, $any($event.target).value)"
                    />
                    @if (change.error) {
                      <mat-error class="va-paste-cell-error">{{ change.error }}</mat-error>
                    }
                  </mat-form-field>
                  @if (change.error) {
                    <span class="va-paste-cell-message" role="alert">{{ change.error }}</span>
                  }
                </td>
              </tr>
            }
          </tbody>
        </table>
      </mat-dialog-content>
      <mat-dialog-actions align="end">
        <button matButton type="button" class="va-paste-cancel" (click)="cancel()">
          {{ i18n.t('admin.paste.cancel') }}
        </button>
        <button
          matButton="filled"
          type="button"
          class="va-paste-apply"
          [disabled]="!paste.canApply()"
          (click)="apply()"
        >
          {{ i18n.t('admin.paste.apply', { count: preview.changes.length }) }}
        </button>
      </mat-dialog-actions>
    }
  `,
  styles: `
    .va-paste-table {
      border-collapse: collapse;
      width: 100%;
    }
    .va-paste-table th,
    .va-paste-table td {
      text-align: start;
      padding: 4px 8px;
      vertical-align: top;
    }
    .va-paste-before {
      color: var(--mat-sys-on-surface-variant);
    }
    .va-paste-error,
    .va-paste-invalid,
    .va-paste-cell-message {
      color: var(--mat-sys-error);
    }
    .va-paste-cell-message {
      display: block;
      font: var(--mat-sys-body-small);
    }
  `,
})
export class VaPasteDialog {
  protected readonly paste = inject<PasteController>(MAT_DIALOG_DATA);
  protected readonly i18n = inject(AdminI18n);
  private readonly ref = inject(MatDialogRef<VaPasteDialog>);

  protected recordCount(): number {
    return new Set(this.paste.preview()?.changes.map((change) => change.id)).size;
  }

  protected shown(value: unknown): string {
    return value === null || value === undefined || value === '' ? '—' : String(value);
  }

  protected cancel(): void {
    this.paste.cancel();
    this.ref.close();
  }

  protected async apply(): Promise<void> {
    if ((await this.paste.apply()) === 'applied') this.ref.close();
  }
}

/** Opens the preview of `paste` (its `preview` set); resolves once closed. */
export async function openPasteDialog(injector: Injector, paste: PasteController): Promise<void> {
  const dialog = injector.get(MatDialog);
  const ref = dialog.open(VaPasteDialog, {
    data: paste,
    injector,
    width: 'min(720px, 95vw)',
    ariaLabelledBy: undefined,
  });
  await firstValueFrom(ref.afterClosed());
  paste.cancel();
}
