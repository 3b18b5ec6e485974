import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatCard, MatCardContent, MatCardHeader, MatCardTitle } from '@angular/material/card';
import { MatProgressBar } from '@angular/material/progress-bar';
import { ActivatedRoute, Router } from '@angular/router';
import { map } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { AdminMount } from 'admin/config';
import { ɵsafeReturnTo } from 'admin/controllers';
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
          <va-login-form [(busy)]="busy" (signedIn)="enter()" />
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
  private readonly router = inject(Router);
  /** Where to go without a `returnUrl`: where `adminRoutes()` is mounted. */
  private readonly home = inject(AdminMount).url;
  private readonly returnUrl = toSignal(
    inject(ActivatedRoute).queryParamMap.pipe(map((params) => params.get('returnUrl'))),
    { initialValue: null },
  );
  protected readonly busy = signal(false);

  constructor() {
    // The light/dark choice made in the layout applies to the sign-in page too.
    inject(AdminTheme);
    // An admin without sign-in (`withoutAuth()`) has no login page: a visit goes home.
    if (!inject(AdminAuth).canSignIn) {
      void this.router.navigateByUrl(this.home(), { replaceUrl: true });
    }
  }

  /** Signed in: the `returnUrl` page, or the admin's home. */
  protected enter(): void {
    // Only an in-app path (the one rule against open redirects, as after a save).
    void this.router.navigateByUrl(ɵsafeReturnTo(this.returnUrl()) ?? this.home());
  }
}
