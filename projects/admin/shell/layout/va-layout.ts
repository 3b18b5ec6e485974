import { BreakpointObserver } from '@angular/cdk/layout';
import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  PLATFORM_ID,
  PendingTasks,
  afterNextRender,
  computed,
  effect,
  inject,
  input,
  linkedSignal,
  signal,
  untracked,
  type Type,
} from '@angular/core';
import { NgComponentOutlet, isPlatformBrowser } from '@angular/common';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatToolbar } from '@angular/material/toolbar';
import { RouterLink, RouterOutlet } from '@angular/router';
import { map } from 'rxjs';
import { AdminAuth } from 'admin/auth';
import { ADMIN_HISTORY, AdminMount, ResourceRegistry } from 'admin/config';
import { ɵAdminActivity } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ResourceLinkService, type ResourceLink, type ResourceLinkEntry } from 'admin/links';
import { ɵregisterShellIcons } from '../common/core-icons';
import { VaIcon } from '../common/va-icon';
import { ɵADMIN_MENU } from 'admin/links';
import { AdminTheme } from './admin-theme';
import { VaBreadcrumb } from './va-breadcrumb';
import { VaMenu } from './va-menu';
import { ɵNARROW_SCREEN } from './va-layout-internal';

/**
 * The admin shell: toolbar (menu button, title, language, theme, user menu), a progress bar
 * while admin requests are in flight, the side navigation from `ResourceLinkService` and the
 * router outlet. Mount it as the parent route of `adminRoutes()`. On wide screens the menu is a
 * column beside the page; on narrow ones a modal drawer (`mat-sidenav`, loaded with `import()`
 * once the screen is narrow, so that wide screens never download it).
 * The language, theme and user controls load once the page is rendered and the browser idle
 * (`import()`): their menus, tooltips and overlay stay out of the initial bundle.
 */
@Component({
  selector: 'va-layout',
  imports: [MatToolbar, RouterLink, RouterOutlet, VaIcon, VaMenu, VaBreadcrumb, NgComponentOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-layout.html',
  styleUrl: './va-layout.css',
})
export class VaLayout {
  protected readonly i18n = inject(AdminI18n);
  protected readonly auth = inject(AdminAuth);
  protected readonly activity = inject(ɵAdminActivity);
  private readonly links = inject(ResourceLinkService);
  /** The admin's home: where `adminRoutes()` is mounted. */
  protected readonly home = inject(AdminMount).url;
  private readonly injector = inject(Injector);
  private readonly registry = inject(ResourceRegistry);
  private readonly menuToken = inject(ɵADMIN_MENU, { optional: true });

  /** The menu entries; default the `ADMIN_MENU` token, else one list link per resource. */
  readonly menu = input<readonly ResourceLinkEntry[] | null>(null);
  /** The toolbar title; default the config's `title`. */
  readonly title = input('');

  protected readonly narrow = toSignal(
    inject(BreakpointObserver)
      .observe(ɵNARROW_SCREEN)
      .pipe(map((state) => state.matches)),
    { initialValue: false },
  );
  /** Open by default on wide screens, closed (a drawer) on narrow ones. */
  protected readonly menuOpen = linkedSignal(() => !this.narrow());
  private readonly history = inject(ADMIN_HISTORY);
  private readonly mount = inject(AdminMount);
  protected readonly entries = computed(() => {
    const links = this.links.getResourceLinks(
      this.menu() ??
        this.menuToken ??
        // A nested resource's pages live under a parent record: reached from it, not the menu.
        this.registry.resources.filter((r) => !r.parent).map((r) => r.name),
    );
    // The audit log (withHistory()), last, for its roles.
    const history = this.history;
    if (!history || !this.auth.permissions().some((r) => history.auditRoles.includes(r))) {
      return links;
    }
    const audit: ResourceLink = {
      name: history.auditPath,
      action: 'list',
      icon: 'mdi-history',
      text: this.i18n.t('admin.history.auditTitle'),
      routerLink: this.mount.commands([history.auditPath]),
    };
    return [...links, audit];
  });
  protected readonly heading = computed(() => this.title() || this.i18n.appTitle());
  /** The language, theme and user controls, once loaded. */
  protected readonly toolbarMenus = signal<Type<unknown> | null>(null);
  /** The narrow screens' drawer, once loaded. */
  protected readonly drawer = signal<Type<unknown> | null>(null);
  /** The progress bar, once loaded (when the first admin request starts). */
  protected readonly progressBar = signal<Type<unknown> | null>(null);

  constructor() {
    ɵregisterShellIcons();
    // The theme applies from the start, before the toolbar controls load.
    inject(AdminTheme);
    this.loadToolbarMenus();
    this.loadDrawerWhenNarrow();
    this.loadProgressBarWhenBusy();
    // A 403 from the API: tell the user (the snack bar loads then), then clear it.
    effect(() => {
      const forbidden = this.auth.forbidden();
      if (!forbidden) return;
      untracked(() => {
        const message = forbidden.message ?? this.i18n.t('admin.pages.forbiddenText');
        this.auth.dismissForbidden();
        void import('./forbidden-notice').then((m) => m.notifyForbidden(this.injector, message));
      });
    });
  }

  /**
   * Loads the toolbar controls after the first render, when the browser is idle. A render on the
   * server leaves them out (it never runs after-render hooks, and would wait for them for ever):
   * the browser adds them once the page is hydrated.
   */
  private loadToolbarMenus(): void {
    if (!isPlatformBrowser(inject(PLATFORM_ID))) return;
    // The app is not stable before they show (tests and pre-rendering wait for them).
    const done = inject(PendingTasks).add();
    afterNextRender(() => {
      const load = () =>
        import('./va-toolbar-menus')
          .then((m) => this.toolbarMenus.set(m.VaToolbarMenus))
          .catch((error: unknown) =>
            console.error('[admin] the toolbar menus failed to load', error),
          )
          .finally(done);
      const idle = globalThis.requestIdleCallback;
      if (typeof idle === 'function') idle(() => void load(), { timeout: 2000 });
      else setTimeout(() => void load());
    });
  }

  /** Loads the progress bar the first time an admin request is in flight. */
  private loadProgressBarWhenBusy(): void {
    const tasks = inject(PendingTasks);
    let asked = false;
    effect(() => {
      if (this.activity.pending() === 0 || asked) return;
      asked = true;
      const done = tasks.add();
      import('./va-progress-bar')
        .then((m) => this.progressBar.set(m.VaProgressBar))
        .catch((error: unknown) => console.error('[admin] the progress bar failed to load', error))
        .finally(done);
    });
  }

  /** Loads the drawer the first time the screen is narrow. */
  private loadDrawerWhenNarrow(): void {
    const tasks = inject(PendingTasks);
    let asked = false;
    effect(() => {
      if (!this.narrow() || asked) return;
      asked = true;
      const done = tasks.add();
      import('./va-nav-drawer')
        .then((m) => this.drawer.set(m.VaNavDrawer))
        .catch((error: unknown) => console.error('[admin] the menu drawer failed to load', error))
        .finally(done);
    });
  }
}
