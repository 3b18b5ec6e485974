import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  model,
  type OnInit,
  output,
  signal,
} from '@angular/core';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatError, MatFormField, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { AdminAuth } from 'admin/auth';
import type { AdminUser } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { AdminNotifications } from 'admin/feedback';
import { VaIcon, ɵregisterShellIcons } from 'admin/shell';
import { ɵsignInErrorMessage } from './va-login-form-internal';

/**
 * The sign-in form of the login page and of the dialog shown when the session ends: email and
 * password, errors shown inline, `AdminAuth.login()` on submit; emits `signedIn` with the user.
 */
@Component({
  selector: 'va-login-form',
  imports: [
    ReactiveFormsModule,
    MatButton,
    MatError,
    MatFormField,
    MatIconButton,
    MatInput,
    MatLabel,
    MatSuffix,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <form [formGroup]="form" (ngSubmit)="submit()" novalidate>
      <mat-form-field>
        <mat-label>{{ i18n.t('admin.login.email') }}</mat-label>
        <input matInput type="email" formControlName="email" autocomplete="username" required />
        @if (form.controls.email.hasError('required')) {
          <mat-error>{{ i18n.t('admin.login.emailRequired') }}</mat-error>
        } @else if (form.controls.email.hasError('email')) {
          <mat-error>{{ i18n.t('admin.login.emailInvalid') }}</mat-error>
        }
      </mat-form-field>
      <mat-form-field>
        <mat-label>{{ i18n.t('admin.login.password') }}</mat-label>
        <input
          matInput
          [type]="showPassword() ? 'text' : 'password'"
          formControlName="password"
          autocomplete="current-password"
          required
        />
        <button
          mat-icon-button
          matSuffix
          type="button"
          class="va-password-toggle"
          (click)="showPassword.set(!showPassword())"
          [attr.aria-label]="
            i18n.t(showPassword() ? 'admin.login.hidePassword' : 'admin.login.showPassword')
          "
          [attr.aria-pressed]="showPassword()"
        >
          <va-icon [name]="showPassword() ? 'mdi-eye-off' : 'mdi-eye'" />
        </button>
        @if (form.controls.password.hasError('required')) {
          <mat-error>{{ i18n.t('admin.login.passwordRequired') }}</mat-error>
        }
      </mat-form-field>
      @if (error(); as error) {
        <p class="va-login-error" role="alert">
          <va-icon name="mdi-alert-circle-outline" />{{ error }}
        </p>
      }
      <div class="va-login-actions">
        <ng-content select="[vaLoginFormAction]" />
        <button matButton="filled" type="submit" class="va-login-submit" [disabled]="busy()">
          <va-icon name="mdi-login" />{{ i18n.t('admin.login.submit') }}
        </button>
      </div>
    </form>
  `,
  styles: `
    form {
      display: grid;
      gap: 4px;
    }
    .va-login-error {
      display: flex;
      align-items: center;
      gap: 8px;
      margin: 0 0 12px;
      color: var(--mat-sys-error);
    }
    .va-login-actions {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 8px;
    }
    .va-login-actions > .va-login-submit:only-child {
      flex: 1;
    }
  `,
})
export class VaLoginForm implements OnInit {
  protected readonly i18n = inject(AdminI18n);
  private readonly auth = inject(AdminAuth);
  private readonly notifications = inject(AdminNotifications);

  /** The email the form starts with (the user whose session ended). */
  readonly email = input('');
  /** Whether a sign-in is under way (two-way: `[(busy)]`). */
  readonly busy = model(false);
  /** The signed-in user, once `AdminAuth.login()` succeeded. */
  readonly signedIn = output<AdminUser>();

  protected readonly form = new FormGroup({
    email: new FormControl('', {
      nonNullable: true,
      validators: [Validators.required, Validators.email],
    }),
    password: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
  });
  protected readonly showPassword = signal(false);
  private readonly failure = signal<unknown>(null);
  protected readonly error = computed(() => {
    const failure = this.failure();
    if (failure === null) return null;
    return ɵsignInErrorMessage(this.i18n, failure, (error) =>
      this.notifications.errorMessage(error),
    );
  });

  constructor() {
    ɵregisterShellIcons();
  }

  ngOnInit(): void {
    if (this.email()) this.form.controls.email.setValue(this.email());
  }

  protected async submit(): Promise<void> {
    if (this.busy()) return;
    this.form.markAllAsTouched();
    if (this.form.invalid) return;
    this.busy.set(true);
    this.failure.set(null);
    try {
      this.signedIn.emit(await this.auth.login(this.form.getRawValue()));
    } catch (error) {
      this.failure.set(error ?? new Error(''));
    } finally {
      this.busy.set(false);
    }
  }
}
