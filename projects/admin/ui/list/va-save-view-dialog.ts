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
import { firstValueFrom } from 'rxjs';

import type { SavedView } from 'admin/config';
import { AdminI18n } from 'admin/i18n';

// Loaded by VaViewsMenu with import(): MatDialog stays out of the list's first download.

/** What the save dialog starts from and does. */
export interface SaveViewDialogData {
  readonly title: string;
  readonly name: string;
  readonly sharedWith: readonly string[];
  /** The roles offered to share with. */
  readonly roles: readonly string[];
  /** Saves; rejects with an error whose message is shown (the dialog keeps what was typed). */
  readonly save: (name: string, sharedWith: readonly string[]) => Promise<SavedView>;
}

/** The name and share-with-roles of a view; closes with the saved view once the store answers. */
@Component({
  selector: 'va-save-view-dialog',
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
      <mat-dialog-content class="va-save-view">
        @if (formError(); as message) {
          <p class="va-save-view-error" role="alert">{{ message }}</p>
        }
        <mat-form-field>
          <mat-label>{{ i18n.t('admin.views.name') }}</mat-label>
          <input
            matInput
            name="name"
            class="va-save-view-name"
            required
            maxlength="80"
            [ngModel]="name()"
            (ngModelChange)="setName($event)"
          />
          @if (nameError()) {
            <mat-error>{{ i18n.t('admin.views.nameRequired') }}</mat-error>
          }
        </mat-form-field>
        @if (data.roles.length) {
          <fieldset class="va-save-view-roles">
            <legend>{{ i18n.t('admin.views.shareWith') }}</legend>
            @for (role of data.roles; track role) {
              <mat-checkbox
                [attr.data-role]="role"
                [checked]="sharedWith().includes(role)"
                (change)="toggleRole(role, $event.checked)"
                >{{ role }}</mat-checkbox
              >
            }
          </fieldset>
        }
      </mat-dialog-content>
      <mat-dialog-actions align="end">
        <button matButton type="button" mat-dialog-close>
          {{ i18n.t('admin.actions.cancel') }}
        </button>
        <button matButton="filled" type="submit" class="va-save-view-submit" [disabled]="saving()">
          {{ i18n.t('admin.views.save') }}
        </button>
      </mat-dialog-actions>
    </form>
  `,
  styles: `
    .va-save-view {
      display: flex;
      flex-direction: column;
      min-width: min(360px, 80vw);
    }
    .va-save-view-roles {
      border: none;
      padding: 0;
      margin: 0;
      display: flex;
      flex-wrap: wrap;
    }
    .va-save-view-error {
      color: var(--mat-sys-error);
    }
  `,
})
export class VaSaveViewDialog {
  protected readonly data = inject<SaveViewDialogData>(MAT_DIALOG_DATA);
  protected readonly i18n = inject(AdminI18n);
  private readonly ref = inject<MatDialogRef<VaSaveViewDialog, SavedView>>(MatDialogRef);

  protected readonly name = signal(this.data.name);
  protected readonly sharedWith = signal<readonly string[]>(this.data.sharedWith);
  protected readonly nameError = signal(false);
  protected readonly formError = signal('');
  protected readonly saving = signal(false);

  protected setName(value: string): void {
    this.name.set(value);
    if (value.trim()) this.nameError.set(false);
  }

  protected toggleRole(role: string, checked: boolean): void {
    this.sharedWith.update((roles) =>
      checked ? [...roles.filter((r) => r !== role), role] : roles.filter((r) => r !== role),
    );
  }

  protected async submit(): Promise<void> {
    if (this.saving()) return;
    const name = this.name().trim();
    if (!name) {
      this.nameError.set(true);
      return;
    }
    this.saving.set(true);
    this.formError.set('');
    try {
      this.ref.close(await this.data.save(name, this.sharedWith()));
    } catch (error) {
      this.formError.set(error instanceof Error ? error.message : String(error));
    } finally {
      this.saving.set(false);
    }
  }

  /** Opens the dialog; resolves the saved view, or `undefined` when dismissed. */
  static async open(injector: Injector, data: SaveViewDialogData): Promise<SavedView | undefined> {
    const ref = injector
      .get(MatDialog)
      .open<VaSaveViewDialog, SaveViewDialogData, SavedView>(VaSaveViewDialog, {
        data,
        autoFocus: 'first-tabbable',
        restoreFocus: true,
      });
    return firstValueFrom(ref.afterClosed(), { defaultValue: undefined });
  }
}
