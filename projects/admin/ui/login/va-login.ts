import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormControl, FormGroup, ReactiveFormsModule, Validators } from '@angular/forms';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatCard, MatCardContent, MatCardHeader, MatCardTitle } from '@angular/material/card';
import { MatError, MatFormField, MatLabel, MatSuffix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { MatProgressBar } from '@angular/material/progress-bar';
import { ActivatedRoute, Router } from '@angular/router';
import { map } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { AdminMount } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { AdminNotifications, AdminTheme, VaIcon, ɵregisterShellIcons } from 'admin/shell';

/**
 * A `returnUrl` that stays in the app: an absolute path, never `//host` or a scheme; else
 * `fallback` (the admin's home).
 */
export function ɵsafeReturnUrl(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

/**
 * The sign-in page: email and password, errors shown inline, then the `returnUrl` query param
 * (set by the guard) or the admin's home. Mount it on the login route (`ADMIN_CONFIG.loginRoute`).
 */
@Component({
  selector: 'va-login',
  imports: [
    ReactiveFormsModule,
    MatButton,
    MatCard,
    MatCardContent,
    MatCardHeader,
    MatCardTitle,
    MatError,
    MatFormField,
    MatIconButton,
    MatInput,
    MatLabel,
    MatProgressBar,
    MatSuffix,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <main class="va-login">
      <mat-card appearance="outlined" class="va-login-card">
        @if (busy()) {
          <mat-progress-bar
            mode="indeterminate"
            [attr.aria-label]="i18n.t('admin.login.signingIn')"
          />
        }
        <mat-card-header>
          <mat-card-title>
            <h1 class="va-login-title">{{ i18n.appTitle() }}</h1>
            <p class="va-login-subtitle">{{ i18n.t('admin.login.title') }}</p>
          </mat-card-title>
        </mat-card-header>
        <mat-card-content>
          <form [formGroup]="form" (ngSubmit)="submit()" novalidate>
            <mat-form-field>
              <mat-label>{{ i18n.t('admin.login.email') }}</mat-label>
              <input
                matInput
                type="email"
                formControlName="email"
                autocomplete="username"
                required
              />
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
            <button matButton="filled" type="submit" class="va-login-submit" [disabled]="busy()">
              <va-icon name="mdi-login" />{{ i18n.t('admin.login.submit') }}
            </button>
          </form>
        </mat-card-content>
      </mat-card>
    </main>
  `,
  styles: `
    .va-login {
      min-height: 100vh;
      display: grid;
      place-items: center;
      padding: 16px;
      box-sizing: border-box;
      background: var(--mat-sys-surface-container);
    }
    .va-login-card {
      width: min(400px, 100%);
      overflow: hidden;
    }
    .va-login-title {
      margin: 8px 0 0;
      font: var(--mat-sys-headline-small);
    }
    .va-login-subtitle {
      margin: 4px 0 16px;
      font: var(--mat-sys-title-medium);
      color: var(--mat-sys-on-surface-variant);
    }
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
  `,
})
export class VaLogin {
  protected readonly i18n = inject(AdminI18n);
  private readonly auth = inject(AdminAuth);
  private readonly router = inject(Router);
  /** Where to go without a `returnUrl`: where `adminRoutes()` is mounted. */
  private readonly home = inject(AdminMount).url;
  private readonly notifications = inject(AdminNotifications);
  private readonly returnUrl = toSignal(
    inject(ActivatedRoute).queryParamMap.pipe(map((params) => params.get('returnUrl'))),
    { initialValue: null },
  );

  protected readonly form = new FormGroup({
    email: new FormControl('', {
      nonNullable: true,
      validators: [Validators.required, Validators.email],
    }),
    password: new FormControl('', { nonNullable: true, validators: [Validators.required] }),
  });
  protected readonly busy = signal(false);
  protected readonly showPassword = signal(false);

  constructor() {
    ɵregisterShellIcons();
    // The light/dark choice made in the layout applies to the sign-in page too.
    inject(AdminTheme);
  }

  private readonly failure = signal<unknown>(null);
  protected readonly error = computed(() => {
    const failure = this.failure();
    if (failure === null) return null;
    return `${this.i18n.t('admin.login.failed')}: ${this.notifications.errorMessage(failure)}`;
  });

  protected async submit(): Promise<void> {
    if (this.busy()) return;
    this.form.markAllAsTouched();
    if (this.form.invalid) return;
    this.busy.set(true);
    this.failure.set(null);
    try {
      await this.auth.login(this.form.getRawValue());
      await this.router.navigateByUrl(ɵsafeReturnUrl(this.returnUrl(), this.home()));
    } catch (error) {
      this.failure.set(error ?? new Error(''));
    } finally {
      this.busy.set(false);
    }
  }
}
