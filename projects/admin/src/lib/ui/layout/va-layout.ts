import { BreakpointObserver } from '@angular/cdk/layout';
import {
  ChangeDetectionStrategy,
  Component,
  InjectionToken,
  computed,
  effect,
  inject,
  input,
  linkedSignal,
  makeEnvironmentProviders,
  untracked,
  type EnvironmentProviders,
} from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatDivider } from '@angular/material/divider';
import { MatMenu, MatMenuItem, MatMenuTrigger } from '@angular/material/menu';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatSidenav, MatSidenavContainer, MatSidenavContent } from '@angular/material/sidenav';
import { MatToolbar } from '@angular/material/toolbar';
import { MatTooltip } from '@angular/material/tooltip';
import { Router, RouterLink, RouterOutlet } from '@angular/router';
import { map } from 'rxjs';

import { AdminAuth } from '../../auth';
import { ADMIN_CONFIG, ADMIN_RESOURCES } from '../../config/admin-config';
import { AdminActivity, ResourceRepositories } from '../../data';
import { AdminI18n } from '../../i18n/admin-i18n';
import { ResourceLinkService, type ResourceLinkEntry } from '../../links';
import { AdminNotifications } from '../common/admin-notifications';
import { AdminIcons } from '../icons/admin-icons';
import { VaIcon } from '../icons/va-icon';
import { AdminTheme } from './admin-theme';
import { VaMenu } from './va-menu';

/** The side menu entries of `VaLayout` (as for `getResourceLinks`); default one link per resource. */
export const ADMIN_MENU = new InjectionToken<readonly ResourceLinkEntry[]>('ADMIN_MENU');

/** Provides the side menu: `provideAdminMenu(['posts', { text: 'People', children: ['users'] }])`. */
export function provideAdminMenu(entries: readonly ResourceLinkEntry[]): EnvironmentProviders {
  return makeEnvironmentProviders([{ provide: ADMIN_MENU, useValue: entries }]);
}

/** Below this width the side menu becomes a drawer. */
export const NARROW_SCREEN = '(max-width: 959.98px)';

/**
 * The admin shell: toolbar (menu button, title, language, theme, user menu), a progress bar
 * while admin requests are in flight, the side navigation from `ResourceLinkService` (a drawer on
 * narrow screens) and the router outlet. Mount it as the parent route of `adminRoutes()`.
 */
@Component({
  selector: 'va-layout',
  imports: [
    MatButton,
    MatDivider,
    MatIconButton,
    MatMenu,
    MatMenuItem,
    MatMenuTrigger,
    MatProgressBar,
    MatSidenav,
    MatSidenavContainer,
    MatSidenavContent,
    MatToolbar,
    MatTooltip,
    RouterLink,
    RouterOutlet,
    VaIcon,
    VaMenu,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-layout.html',
  styleUrl: './va-layout.css',
})
export class VaLayout {
  protected readonly i18n = inject(AdminI18n);
  protected readonly auth = inject(AdminAuth);
  protected readonly theme = inject(AdminTheme);
  protected readonly activity = inject(AdminActivity);
  private readonly links = inject(ResourceLinkService);
  private readonly router = inject(Router);
  private readonly notifications = inject(AdminNotifications);
  private readonly repositories = inject(ResourceRepositories);
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  private readonly resources = inject(ADMIN_RESOURCES, { optional: true }) ?? [];
  private readonly menuToken = inject(ADMIN_MENU, { optional: true });

  /** The menu entries; default the `ADMIN_MENU` token, else one list link per resource. */
  readonly menu = input<readonly ResourceLinkEntry[] | null>(null);
  /** The toolbar title; default the config's `title`. */
  readonly title = input('');

  protected readonly narrow = toSignal(
    inject(BreakpointObserver)
      .observe(NARROW_SCREEN)
      .pipe(map((state) => state.matches)),
    { initialValue: false },
  );
  /** Open by default on wide screens, closed (a drawer) on narrow ones. */
  protected readonly menuOpen = linkedSignal(() => !this.narrow());
  protected readonly entries = computed(() =>
    this.links.getResourceLinks(
      this.menu() ?? this.menuToken ?? this.resources.map((resource) => resource.name),
    ),
  );
  protected readonly heading = computed(() => this.title() || this.i18n.appTitle());
  protected readonly user = this.auth.user;
  protected readonly userName = computed(() => {
    const user = this.user();
    return String(user?.name ?? user?.email ?? user?.id ?? '');
  });
  protected readonly roles = computed(() => this.auth.permissions().join(', '));
  protected readonly localeName = computed(() => this.localeLabel(this.i18n.locale()));

  constructor() {
    inject(AdminIcons);
    // A 403 from the API: tell the user, then clear it.
    effect(() => {
      const forbidden = this.auth.forbidden();
      if (!forbidden) return;
      untracked(() => {
        this.notifications.notify(
          forbidden.message ?? this.i18n.t('admin.pages.forbiddenText'),
          'error',
        );
        this.auth.dismissForbidden();
      });
    });
  }

  protected localeLabel(locale: string): string {
    const key = `admin.locales.${locale}`;
    return this.i18n.has(key) ? this.i18n.t(key) : locale;
  }

  protected followed(): void {
    if (this.narrow()) this.menuOpen.set(false);
  }

  protected async signOut(): Promise<void> {
    try {
      await this.auth.logout();
    } finally {
      // The next user must not see records cached for this one.
      this.repositories.clearCache();
      await this.router.navigateByUrl(this.config?.loginRoute ?? '/login');
    }
  }
}
