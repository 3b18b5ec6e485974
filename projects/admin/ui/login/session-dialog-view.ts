import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  signal,
  type Injector,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import {
  MAT_DIALOG_DATA,
  MatDialog,
  MatDialogContent,
  MatDialogRef,
  MatDialogTitle,
} from '@angular/material/dialog';
import { MatProgressBar } from '@angular/material/progress-bar';
import { firstValueFrom } from 'rxjs';

import type { AdminSessionPromptContext, AdminSessionSwitchContext } from 'admin/auth';
import type { AdminUser } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { ɵALERT_DIALOG_IMPORTS, ɵopenAlertDialog } from 'admin/feedback';
import { VaLoginForm } from './va-login-form';

// Loaded by AdminSessionDialog with import(): MatDialog stays out of the initial bundle.

/** A user's name for a message: name, else email, else username, else id. */
function nameOf(user: AdminUser): string {
  for (const value of [user.name, user.email, user['username'], user.id]) {
    if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  }
  return '?';
}

/**
 * The sign-in form over the page when the session ended: closes with the signed-in user, or
 * `null` when the user signs out instead. Neither Escape nor a click outside closes it.
 */
@Component({
  selector: 'va-session-dialog',
  imports: [MatButton, MatDialogContent, MatDialogTitle, MatProgressBar, VaLoginForm],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (busy()) {
      <mat-progress-bar mode="indeterminate" [attr.aria-label]="i18n.t('admin.login.signingIn')" />
    }
    <h2 mat-dialog-title>{{ i18n.t('admin.session.endedTitle') }}</h2>
    <mat-dialog-content>
      <p class="va-session-text">{{ i18n.t('admin.session.endedText') }}</p>
      <p class="va-session-user">{{ user() }}</p>
      <va-login-form [email]="email" [(busy)]="busy" (signedIn)="ref.close($event)">
        <button
          matButton
          vaLoginFormAction
          type="button"
          class="va-session-cancel"
          [disabled]="busy()"
          (click)="ref.close(null)"
        >
          {{ i18n.t('admin.session.cancel') }}
        </button>
      </va-login-form>
    </mat-dialog-content>
  `,
  styles: `
    :host {
      display: block;
      position: relative;
    }
    mat-progress-bar {
      position: absolute;
      inset: 0 0 auto;
    }
    .va-session-text {
      margin-top: 0;
    }
    .va-session-user {
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class VaSessionDialog {
  protected readonly i18n = inject(AdminI18n);
  private readonly data = inject<AdminSessionPromptContext>(MAT_DIALOG_DATA);
  protected readonly ref = inject<MatDialogRef<VaSessionDialog, AdminUser | null>>(MatDialogRef);
  protected readonly busy = signal(false);
  protected readonly email = typeof this.data.user.email === 'string' ? this.data.user.email : '';
  protected readonly user = computed(() =>
    this.i18n.t('admin.session.endedUser', { name: nameOf(this.data.user) }),
  );

  /** Opens the dialog; resolves the signed-in user, or null when the user signed out instead. */
  static async open(injector: Injector, context: AdminSessionPromptContext) {
    const ref = injector
      .get(MatDialog)
      .open<VaSessionDialog, AdminSessionPromptContext>(VaSessionDialog, {
        data: context,
        disableClose: true,
        autoFocus: context.user.email ? 'input[type=password]' : 'first-tabbable',
        restoreFocus: true,
        width: 'min(440px, calc(100vw - 32px))',
        maxWidth: '100vw',
      });
    const user = await firstValueFrom(ref.afterClosed(), { defaultValue: undefined });
    return (user as AdminUser | null | undefined) ?? null;
  }
}

/** Says why the page was left after someone else signed in over an ended session. */
@Component({
  selector: 'va-session-switched-dialog',
  imports: [ɵALERT_DIALOG_IMPORTS],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h2 mat-dialog-title>{{ i18n.t('admin.session.switchedTitle') }}</h2>
    <mat-dialog-content>
      <p class="va-session-switched">{{ message() }}</p>
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <button
        matButton="filled"
        type="button"
        class="va-session-switched-ok"
        [mat-dialog-close]="true"
      >
        {{ i18n.t('admin.session.switchedOk') }}
      </button>
    </mat-dialog-actions>
  `,
})
export class VaSessionSwitchedDialog {
  protected readonly i18n = inject(AdminI18n);
  private readonly data = inject<AdminSessionSwitchContext>(MAT_DIALOG_DATA);
  protected readonly message = computed(() =>
    this.i18n.t('admin.session.switchedText', {
      user: nameOf(this.data.user),
      previous: nameOf(this.data.previous),
    }),
  );

  static async open(injector: Injector, context: AdminSessionSwitchContext): Promise<void> {
    await ɵopenAlertDialog(injector, VaSessionSwitchedDialog, context);
  }
}
