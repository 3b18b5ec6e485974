import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatDivider } from '@angular/material/divider';
import { MatMenu, MatMenuItem, MatMenuTrigger } from '@angular/material/menu';
import { MatTooltip } from '@angular/material/tooltip';
import { Router } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import { ADMIN_CONFIG } from 'admin/config';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from '../common/va-icon';
import { AdminTheme } from './admin-theme';

/**
 * The controls at the end of `VaLayout`'s toolbar: language menu, theme toggle and user menu.
 * Loaded by the layout with `import()` after its first render, so that menus, tooltips and the
 * CDK overlay are not part of the initial bundle; not exported (a lazy chunk of its own in the
 * package too).
 */
@Component({
  selector: 'va-toolbar-menus',
  imports: [
    MatButton,
    MatDivider,
    MatIconButton,
    MatMenu,
    MatMenuItem,
    MatMenuTrigger,
    MatTooltip,
    VaIcon,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-toolbar-menus' },
  template: `
    <button
      mat-icon-button
      type="button"
      class="va-locale-button"
      [matMenuTriggerFor]="localeMenu"
      [attr.aria-label]="i18n.t('admin.layout.languageMenu', { language: localeName() })"
      [matTooltip]="i18n.t('admin.layout.language')"
    >
      <va-icon name="mdi-translate" />
    </button>
    <mat-menu #localeMenu="matMenu">
      @for (locale of i18n.locales; track locale) {
        <button
          mat-menu-item
          type="button"
          role="menuitemradio"
          class="va-locale-option"
          [attr.aria-checked]="locale === i18n.locale()"
          [attr.lang]="locale"
          (click)="i18n.setLocale(locale)"
        >
          @if (locale === i18n.locale()) {
            <va-icon name="mdi-check" />
          }
          <span>{{ localeLabel(locale) }}</span>
        </button>
      }
    </mat-menu>

    <button
      mat-icon-button
      type="button"
      class="va-theme-toggle"
      (click)="theme.toggle()"
      [attr.aria-label]="themeText()"
      [matTooltip]="themeText()"
    >
      <va-icon
        [name]="theme.scheme() === 'dark' ? 'mdi-white-balance-sunny' : 'mdi-weather-night'"
      />
    </button>

    @if (user()) {
      <button
        matButton
        type="button"
        class="va-user-button"
        [matMenuTriggerFor]="userMenu"
        [attr.aria-label]="i18n.t('admin.layout.userMenu', { name: userName() })"
      >
        <va-icon name="mdi-account-circle" />
        @if (!narrow()) {
          <span class="va-user-name">{{ userName() }}</span>
        }
      </button>
      <mat-menu #userMenu="matMenu" xPosition="before">
        <div class="va-user-info">
          <div class="va-user-info-name">{{ userName() }}</div>
          @if (user()?.email; as email) {
            <div class="va-user-info-email">{{ email }}</div>
          }
          <div class="va-user-info-roles">
            {{
              roles()
                ? i18n.t('admin.layout.roles', { roles: roles() })
                : i18n.t('admin.layout.noRoles')
            }}
          </div>
        </div>
        @if (canSignOut) {
          <mat-divider />
          <button mat-menu-item type="button" class="va-sign-out" (click)="signOut()">
            <va-icon name="mdi-logout" />
            <span>{{ i18n.t('admin.layout.signOut') }}</span>
          </button>
        }
      </mat-menu>
    }
  `,
  styles: `
    :host {
      display: inline-flex;
      align-items: center;
      gap: 4px;
    }
    .va-user-name {
      margin-left: 6px;
    }
    .va-user-info {
      padding: 8px 16px 12px;
      font: var(--mat-sys-body-medium);
    }
    .va-user-info-name {
      font: var(--mat-sys-title-small);
    }
    .va-user-info-email,
    .va-user-info-roles {
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class VaToolbarMenus {
  protected readonly i18n = inject(AdminI18n);
  protected readonly theme = inject(AdminTheme);
  private readonly auth = inject(AdminAuth);
  private readonly router = inject(Router);
  private readonly repositories = inject(ResourceRepositories);
  private readonly config = inject(ADMIN_CONFIG, { optional: true });

  /** Narrow screen: the user button shows its icon only. */
  readonly narrow = input(false);

  protected readonly user = this.auth.user;
  /** Whether "Sign out" is offered: not with `withoutAuth()`, where there is no sign-in. */
  protected readonly canSignOut = this.auth.canSignIn;
  protected readonly userName = computed(() => {
    const user = this.user();
    return String(user?.name ?? user?.email ?? user?.id ?? '');
  });
  protected readonly roles = computed(() => this.auth.permissions().join(', '));
  protected readonly localeName = computed(() => this.localeLabel(this.i18n.locale()));
  protected readonly themeText = computed(() =>
    this.i18n.t(
      this.theme.scheme() === 'dark' ? 'admin.layout.themeToLight' : 'admin.layout.themeToDark',
    ),
  );

  protected localeLabel(locale: string): string {
    const key = `admin.locales.${locale}`;
    return this.i18n.has(key) ? this.i18n.t(key) : locale;
  }

  /**
   * Leaves for the login page first, so that the page's guards (unsaved changes) may still keep
   * the user where they are; only once the page is left is the user signed out. A navigation
   * that fails (e.g. the login page's chunk cannot load) still signs out: the user asked to.
   */
  protected async signOut(): Promise<void> {
    let left: boolean;
    try {
      left = await this.router.navigateByUrl(this.config?.loginRoute ?? '/login');
    } catch {
      left = true;
    }
    if (!left) return;
    try {
      // Undoable writes still waiting are sent first, while the session is still valid
      // (AdminMutations' task in AdminBeforeSignOut).
      await this.auth.logout();
    } finally {
      // The next user must not see records cached for this one.
      this.repositories.clearCache();
    }
  }
}
