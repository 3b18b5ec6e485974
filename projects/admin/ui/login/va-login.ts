import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { MatCard, MatCardContent, MatCardHeader, MatCardTitle } from '@angular/material/card';
import { MatProgressBar } from '@angular/material/progress-bar';

import { injectLoginController } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { AdminTheme } from 'admin/shell';
import { VaLoginForm } from './va-login-form';

/**
 * The sign-in page: email and password, errors shown inline, then the `returnUrl` query param
 * (set by the guard) or the admin's home. Mount it on the login route (`ADMIN_CONFIG.loginRoute`).
 * With `withoutAuth()` it is never needed: a visit goes to the admin's home at once.
 */
@Component({
  selector: 'va-login',
  imports: [MatCard, MatCardContent, MatCardHeader, MatCardTitle, MatProgressBar, VaLoginForm],
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
          <va-login-form [(busy)]="busy" (signedIn)="login.enter()" />
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
  `,
})
export class VaLogin {
  protected readonly i18n = inject(AdminI18n);
  /** Where a sign-in goes (`returnUrl` or the admin's home); home at once without sign-in. */
  protected readonly login = injectLoginController();
  protected readonly busy = signal(false);

  constructor() {
    // The light/dark choice made in the layout applies to the sign-in page too.
    inject(AdminTheme);
  }
}
