import { ChangeDetectionStrategy, Component, inject, signal, type Injector } from '@angular/core';
import { FormsModule } from '@angular/forms';
import { MatButton } from '@angular/material/button';
import { MatCheckbox } from '@angular/material/checkbox';
import {
  MAT_DIALOG_DATA,
  MatDialog,
  MatDialogActions,
  MatDialogClose,
  MatDialogContent,
  MatDialogRef,
  MatDialogTitle,
} from '@angular/material/dialog';
import { MatError, MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import type { ErrorStateMatcher } from '@angular/material/core';
import { firstValueFrom } from 'rxjs';

import type { AdminRecord } from 'admin/core';
import { ɵerrorMessage } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import type { ɵRecordOperationDialogData } from './record-operation-action-internal';

// Loaded by recordOperationAction() with import(): MatDialog stays out of the initial bundle.

/**
 * The form of a record operation's request body: one Material input per field; a failed send
 * shows the server's field errors under their fields (and its message above) and keeps what was
 * typed; closes with the server's answer once sent.
 */
@Component({
  selector: 'va-record-operation-dialog',
  imports: [
    FormsModule,
    MatButton,
    MatCheckbox,
    MatDialogActions,
    MatDialogClose,
    MatDialogContent,
    MatDialogTitle,
    MatError,
    MatFormField,
    MatInput,
    MatLabel,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form (ngSubmit)="submit()" novalidate>
      <h2 mat-dialog-title>{{ data.title }}</h2>
      <mat-dialog-content class="va-operation-fields">
        @if (formError(); as message) {
          <p class="va-operation-error" role="alert">{{ message }}</p>
        }
        @for (field of data.fields; track field.source) {
          @if (field.type === 'boolean') {
            <mat-checkbox
              [name]="field.source"
              [attr.data-field]="field.source"
              [ngModel]="values()[field.source]"
              (ngModelChange)="set(field.source, $event)"
              >{{ field.label }}</mat-checkbox
            >
            @if (errors()[field.source]; as error) {
              <mat-error [attr.data-error]="field.source">{{ error }}</mat-error>
            }
          } @else {
            <mat-form-field [attr.data-field]="field.source">
              <mat-label>{{ field.label }}</mat-label>
              @if (field.type === 'textarea') {
                <textarea
                  matInput
                  [name]="field.source"
                  [required]="!!field.required"
                  [errorStateMatcher]="matchers[field.source]"
                  [ngModel]="values()[field.source]"
                  (ngModelChange)="set(field.source, $event)"
                ></textarea>
              } @else {
                <input
                  matInput
                  [type]="field.type === 'number' ? 'number' : 'text'"
                  [name]="field.source"
                  [required]="!!field.required"
                  [errorStateMatcher]="matchers[field.source]"
                  [ngModel]="values()[field.source]"
                  (ngModelChange)="set(field.source, $event)"
                />
              }
              @if (errors()[field.source]; as error) {
                <mat-error [attr.data-error]="field.source">{{ error }}</mat-error>
              }
            </mat-form-field>
          }
        }
      </mat-dialog-content>
      <mat-dialog-actions align="end">
        <button matButton type="button" mat-dialog-close class="va-operation-cancel">
          {{ i18n.t('admin.actions.cancel') }}
        </button>
        <button matButton="filled" type="submit" class="va-operation-send" [disabled]="sending()">
          {{ data.title }}
        </button>
      </mat-dialog-actions>
    </form>
  `,
  styles: `
    .va-operation-fields {
      display: flex;
      flex-direction: column;
      min-width: min(360px, 80vw);
    }
    .va-operation-error {
      color: var(--mat-sys-error);
    }
  `,
})
export class VaRecordOperationDialog {
  protected readonly data = inject<ɵRecordOperationDialogData>(MAT_DIALOG_DATA);
  protected readonly i18n = inject(AdminI18n);
  private readonly ref =
    inject<MatDialogRef<VaRecordOperationDialog, { answer: unknown }>>(MatDialogRef);

  /** Shows a field's error whenever there is one (the server's too, on a valid value). */
  protected readonly matchers: Readonly<Record<string, ErrorStateMatcher>> = Object.fromEntries(
    this.data.fields.map((field) => [
      field.source,
      { isErrorState: () => !!this.errors()[field.source] },
    ]),
  );

  /** What the user typed, by field. */
  protected readonly values = signal<AdminRecord>({});
  /** Field errors: of the required check, else the server's. */
  protected readonly errors = signal<Readonly<Record<string, string>>>({});
  /** The failure's message when it named no field. */
  protected readonly formError = signal('');
  protected readonly sending = signal(false);

  protected set(source: string, value: unknown): void {
    this.values.update((values) => ({ ...values, [source]: value }));
    if (this.errors()[source]) {
      this.errors.update(({ [source]: _, ...rest }) => rest);
    }
  }

  /** The body: the fields with a value (numbers as numbers). */
  private body(): AdminRecord {
    const body: Record<string, unknown> = {};
    for (const field of this.data.fields) {
      const value = this.values()[field.source];
      if (value === undefined || value === null || value === '') continue;
      body[field.source] = field.type === 'number' ? Number(value) : value;
    }
    return body;
  }

  protected async submit(): Promise<void> {
    if (this.sending()) return;
    const body = this.body();
    const missing = this.data.fields.filter(
      (field) => field.required && field.type !== 'boolean' && !(field.source in body),
    );
    if (missing.length) {
      const required = this.i18n.t('admin.validation.required');
      this.errors.set(Object.fromEntries(missing.map((field) => [field.source, required])));
      return;
    }
    this.sending.set(true);
    this.formError.set('');
    try {
      const answer = await this.data.send(body);
      this.ref.close({ answer: answer ?? null });
    } catch (error) {
      const fieldErrors = (error as { errors?: Readonly<Record<string, readonly string[]>> })
        ?.errors;
      const known = new Set(this.data.fields.map((field) => field.source));
      const shown: Record<string, string> = {};
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (known.has(field)) shown[field] = [messages].flat().join(' ');
      }
      this.errors.set(shown);
      if (!Object.keys(shown).length) this.formError.set(ɵerrorMessage(this.i18n, error));
    } finally {
      this.sending.set(false);
    }
  }

  /** Opens the dialog; resolves the server's answer (`null` when empty), `undefined` when dismissed. */
  static async open(injector: Injector, data: ɵRecordOperationDialogData): Promise<unknown> {
    const ref = injector
      .get(MatDialog)
      .open<VaRecordOperationDialog, ɵRecordOperationDialogData, { answer: unknown }>(
        VaRecordOperationDialog,
        {
          data,
          autoFocus: 'first-tabbable',
          restoreFocus: true,
        },
      );
    const closed = await firstValueFrom(ref.afterClosed(), { defaultValue: undefined });
    // Sent: { answer }; Cancel, Escape and the backdrop close with something else.
    return closed && typeof closed === 'object' && 'answer' in closed ? closed.answer : undefined;
  }
}
