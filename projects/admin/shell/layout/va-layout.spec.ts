import { OverlayContainer } from '@angular/cdk/overlay';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, PLATFORM_ID, inject, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import axe from 'axe-core';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { Subject } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { type AuthProvider } from '../../config/auth-contract';
import { ADMIN_CONFIG } from '../../config/config';
import { AdminMutations } from '../../controllers/mutations';
import { DeleteController } from '../../controllers/delete';
import { provideAdmin } from '../../setup/provide-admin';
import type { ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { ɵAdminActivity } from '../../data/admin-activity';
import { ResourceRepositories } from '../../data/resource-repositories';
import { AdminI18n } from '../../i18n/i18n';
import type { ResourceLinkEntry } from '../../links/resource-links';
import { unsavedChangesGuard } from '../../routing/unsaved-changes';
import { VaForm } from '../../ui/form/va-form';
import { VaTextInput } from '../../ui/inputs/va-text-input';
import { ɵAdminIcons } from 'admin/icons';
import { ɵCORE_UI_ICONS } from '../common/core-icons';
import { ɵTHEME_STORAGE_KEY } from './admin-theme-internal';
import { provideAdminMenu } from 'admin/links';
import { VaLayout } from './va-layout';

/** axe walks the whole page: seconds on a loaded 2-core machine, beyond jest's 5 s default. */
const AXE_TIMEOUT = 20_000;

const resources: ResourceDescriptor[] = [
  { name: 'users', icon: 'mdi-account', routes: ['list'], permissions: ['admin'] },
  {
    name: 'posts',
    icon: 'mdi-post',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'categories', icon: 'mdi-shape', except: ['delete'] },
  { name: 'archived-posts', api: 'posts', actions: ['list', 'show'], permissions: ['admin'] },
];

const ICONS = { 'mdi-post': 'M0,0H24V24Z', 'mdi-shape': 'M0,0H24Z' };
const ADMIN: AdminUser = {
  id: 1,
  name: 'Alice Admin',
  email: 'admin@example.com',
  roles: ['admin'],
};
const VIEWER: AdminUser = { id: 3, name: 'Victor Viewer', roles: ['viewer'] };

@Component({
  template: '<p class="page">page</p>',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class Page {}

@Component({
  imports: [VaLayout],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: '<va-layout [menu]="menu()" title="Custom title" />',
})
class MenuHost {
  readonly menu = signal<readonly ResourceLinkEntry[] | null>([
    'posts',
    { text: 'Admin area', icon: 'mdi-lock', children: ['users', 'archived-posts'] },
    { text: 'Nobody', children: [false] },
  ]);
}

/** An edit page whose form asks before unsaved changes are lost. */
@Component({
  imports: [VaForm, VaTextInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource" [item]="item" mode="edit">
      <va-text-input id="title" source="title" />
    </va-form>
  `,
})
class EditPage {
  readonly resource = inject(ADMIN_CONFIG).resources.find((r) => r.name === 'posts')!;
  readonly item = { id: 1, title: 'Hello' };
}

describe('VaLayout', () => {
  let logout: jest.Mock;
  let restoreMatchMedia: () => void = () => undefined;

  function mockMatchMedia(matching: (query: string) => boolean) {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: matching(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    restoreMatchMedia = () => {
      window.matchMedia = original;
    };
  }

  async function setup(user: AdminUser | null, extra: unknown[] = []) {
    localStorage.clear();
    logout = jest.fn(() => undefined);
    const auth: AuthProvider = {
      login: (credentials) =>
        credentials.email === 'viewer@example.com'
          ? VIEWER
          : { ...ADMIN, email: String(credentials.email) },
      logout,
      me: () => user,
    };
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({ resources, auth, title: 'Demo admin', icons: ICONS }),
        provideRouter([
          { path: 'login', component: Page },
          {
            path: '',
            component: VaLayout,
            children: [
              { path: 'users', component: Page },
              { path: 'posts', component: Page },
              { path: 'posts/:id', component: Page },
              { path: 'posts/:id/edit', component: EditPage, canDeactivate: [unsavedChangesGuard] },
              { path: 'categories', component: Page },
              { path: 'archived-posts', component: Page },
              { path: 'menu', component: MenuHost },
            ],
          },
        ]),
        ...(extra as []),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const harness = await RouterTestingHarness.create('/posts');
    // The language, theme and user controls load after the first render.
    await harness.fixture.whenStable();
    const root = harness.routeNativeElement!.ownerDocument.body;
    expect(root.querySelector('va-toolbar-menus')).not.toBeNull();
    return { harness, root };
  }

  afterEach(() => {
    jest.restoreAllMocks();
    restoreMatchMedia();
    restoreMatchMedia = () => undefined;
    TestBed.inject(OverlayContainer).ngOnDestroy();
    document.documentElement.style.colorScheme = '';
  });

  const links = (root: Element) =>
    [...root.querySelectorAll('nav a.va-menu-link')].map((a) => ({
      text: a.textContent!.trim(),
      href: a.getAttribute('href'),
    }));

  it('renders on the server without waiting for the toolbar menus, which the browser adds', async () => {
    TestBed.configureTestingModule({
      providers: [
        { provide: PLATFORM_ID, useValue: 'server' },
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources,
          auth: { login: () => ADMIN, logout: () => undefined, me: () => ADMIN },
        }),
        provideRouter([
          { path: '', component: VaLayout, children: [{ path: 'posts', component: Page }] },
        ]),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const harness = await RouterTestingHarness.create('/posts');
    // A render on the server ends once the app is stable: it must become so by itself.
    await harness.fixture.whenStable();
    const root = harness.routeNativeElement!.ownerDocument.body;
    expect(root.querySelector('va-layout p.page')).not.toBeNull();
    expect(root.querySelector('nav a[href="/posts"]')).not.toBeNull();
    expect(root.querySelector('va-toolbar-menus')).toBeNull();
  });

  it('builds the menu from the resources the user may list, with their icons', async () => {
    const { root } = await setup(ADMIN);
    const nav = root.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Main navigation');
    expect(links(root)).toEqual([
      { text: 'Users', href: '/users' },
      { text: 'Posts', href: '/posts' },
      { text: 'Categories', href: '/categories' },
      { text: 'Archived posts', href: '/archived-posts' },
    ]);
    expect(nav.querySelectorAll('a va-icon svg path[d]').length).toBe(4);
    expect(root.querySelector('.va-app-title')?.textContent?.trim()).toBe('Demo admin');
    TestBed.inject(HttpTestingController).verify();
  });

  it('brings the icons of the shell itself, so that a lazily loaded layout keeps them out of the first download', async () => {
    const registerMissing = jest.spyOn(ɵAdminIcons.prototype, 'registerMissing');
    const { root } = await setup(ADMIN);
    expect(registerMissing).toHaveBeenCalledWith(ɵCORE_UI_ICONS);
    const toggle = root.querySelector('button.va-menu-toggle va-icon path');
    expect(toggle?.getAttribute('d')).toBe(ɵCORE_UI_ICONS['mdi-menu']);
  });

  it("shows a viewer only the viewer's resources", async () => {
    const { root } = await setup(VIEWER);
    expect(links(root).map((l) => l.text)).toEqual(['Posts', 'Categories']);
  });

  it('highlights the active link, also on its sub-pages', async () => {
    const { harness, root } = await setup(ADMIN);
    const posts = () => root.querySelector('nav a[href="/posts"]')!;
    expect(posts().getAttribute('aria-current')).toBe('page');
    expect(posts().classList).toContain('va-menu-active');
    await harness.navigateByUrl('/posts/12');
    expect(posts().getAttribute('aria-current')).toBe('page');
    await harness.navigateByUrl('/categories');
    expect(posts().getAttribute('aria-current')).toBeNull();
    expect(root.querySelector('nav a[href="/categories"]')?.classList).toContain('va-menu-active');
  });

  it('takes menu entries from ADMIN_MENU, with expandable groups', async () => {
    const { harness, root } = await setup(ADMIN, [
      provideAdminMenu([{ text: 'Content', children: ['posts', 'categories'], expanded: false }]),
    ]);
    await harness.fixture.whenStable();
    const group = root.querySelector<HTMLButtonElement>('button.va-menu-group')!;
    expect(group.textContent).toContain('Content');
    expect(group.getAttribute('aria-expanded')).toBe('false');
    const panel = root.querySelector<HTMLElement>(`#${group.getAttribute('aria-controls')}`)!;
    expect(panel.hidden).toBe(true);
    group.click();
    await harness.fixture.whenStable();
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(links(panel).map((l) => l.text)).toEqual(['Posts', 'Categories']);
  });

  it('takes the menu input: groups keep permitted children, empty groups vanish', async () => {
    await setup(ADMIN);
    const fixture = TestBed.createComponent(MenuHost);
    await fixture.whenStable();
    // the first nav: the outlet below renders the current route (another layout)
    const host = (fixture.nativeElement as HTMLElement).querySelector('.va-sidenav')!;
    expect(
      (fixture.nativeElement as HTMLElement).querySelector('.va-app-title')?.textContent?.trim(),
    ).toBe('Custom title');
    expect(links(host).map((l) => l.text)).toEqual(['Posts', 'Users', 'Archived posts']);
    expect(host.querySelectorAll('button.va-menu-group').length).toBe(1);
    expect(host.querySelector('button.va-menu-group')?.textContent).toContain('Admin area');
    // a viewer may list posts only: the admin group loses every child and vanishes
    fixture.componentInstance.menu.set(['posts', { text: 'Admin area', children: ['users'] }]);
    await TestBed.inject(AdminAuth).logout();
    await TestBed.inject(AdminAuth).login({ email: 'viewer@example.com' });
    await fixture.whenStable();
    expect(links(host).map((l) => l.text)).toEqual(['Posts']);
    expect(host.querySelector('button.va-menu-group')).toBeNull();
  });

  it('shows the user menu with name and roles, and signs out to the login page', async () => {
    const { harness, root } = await setup(ADMIN);
    const clearCache = jest.spyOn(TestBed.inject(ResourceRepositories), 'clearCache');
    const button = root.querySelector<HTMLButtonElement>('.va-user-button')!;
    expect(button.getAttribute('aria-label')).toBe('Account menu for Alice Admin');
    button.click();
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    expect(overlay.querySelector('.va-user-info-name')?.textContent?.trim()).toBe('Alice Admin');
    expect(overlay.querySelector('.va-user-info-roles')?.textContent?.trim()).toBe('Roles: admin');
    overlay.querySelector<HTMLButtonElement>('.va-sign-out')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    await harness.fixture.whenStable();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(TestBed.inject(AdminAuth).user()).toBeNull();
    expect(TestBed.inject(Router).url).toBe('/login');
  });

  it('sends the undoable writes still waiting before signing out', async () => {
    const { harness, root } = await setup(ADMIN);
    const http = TestBed.inject(HttpTestingController);
    const posts = TestBed.inject(ADMIN_CONFIG).resources.find((r) => r.name === 'posts')!;
    await TestBed.inject(DeleteController).deleteRecord(
      posts,
      { id: 3, title: 'Third' },
      { mutationMode: 'undoable' },
    );
    expect(TestBed.inject(AdminMutations).pending()).toBe(1);
    http.expectNone((r) => r.method === 'DELETE');
    root.querySelector<HTMLButtonElement>('.va-user-button')!.click();
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    overlay.querySelector<HTMLButtonElement>('.va-sign-out')!.click();
    let sent = http.match({ method: 'DELETE', url: '/api/posts/3' });
    for (let i = 0; i < 50 && !sent.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      sent = http.match({ method: 'DELETE', url: '/api/posts/3' });
    }
    expect(sent.length).toBe(1);
    // The DELETE goes while the session is still valid: the provider has not signed out yet.
    expect(logout).not.toHaveBeenCalled();
    sent[0].flush(null, { status: 204, statusText: 'No Content' });
    for (let i = 0; i < 50 && !logout.mock.calls.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(logout).toHaveBeenCalledTimes(1);
    expect(TestBed.inject(AdminMutations).pending()).toBe(0);
  });

  it('signs out only once a dirty form is left: stay keeps the user and the form', async () => {
    const { harness, root } = await setup(ADMIN);
    const auth = TestBed.inject(AdminAuth);
    const router = TestBed.inject(Router);
    const clearCache = jest.spyOn(TestBed.inject(ResourceRepositories), 'clearCache');
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    await harness.navigateByUrl('/posts/1/edit');
    const input = () => root.querySelector<HTMLInputElement>('#title input')!;
    expect(input().value).toBe('Hello');
    input().value = 'Unsaved';
    input().dispatchEvent(new Event('input'));
    await harness.fixture.whenStable();
    const dialog = () => overlay.querySelector('mat-dialog-container');
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(done()).toBe(true);
    };
    const signOut = async () => {
      root.querySelector<HTMLButtonElement>('.va-user-button')!.click();
      await harness.fixture.whenStable();
      overlay.querySelector<HTMLButtonElement>('.va-sign-out')!.click();
      await until(() => !!dialog()?.textContent?.includes('You have unsaved changes'));
    };

    await signOut();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-cancel')!.click();
    await until(() => !dialog());
    await new Promise((resolve) => setTimeout(resolve));
    await harness.fixture.whenStable();
    expect(logout).not.toHaveBeenCalled();
    expect(clearCache).not.toHaveBeenCalled();
    expect(auth.user()).toEqual(ADMIN);
    expect(router.url).toBe('/posts/1/edit');
    expect(input().value).toBe('Unsaved');

    await signOut();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await until(() => router.url === '/login' && auth.user() === null);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('signs out even when the login page fails to load', async () => {
    const { harness, root } = await setup(ADMIN);
    jest
      .spyOn(TestBed.inject(Router), 'navigateByUrl')
      .mockRejectedValueOnce(new Error('Loading chunk failed'));
    root.querySelector<HTMLButtonElement>('.va-user-button')!.click();
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    overlay.querySelector<HTMLButtonElement>('.va-sign-out')!.click();
    await new Promise((resolve) => setTimeout(resolve));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(TestBed.inject(AdminAuth).user()).toBeNull();
  });

  it('has no user menu and no links when signed out', async () => {
    const { root } = await setup(null);
    expect(root.querySelector('.va-user-button')).toBeNull();
    expect(links(root)).toEqual([]);
  });

  it('toggles light and dark, remembered, defaulting to the OS preference', async () => {
    mockMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    const { harness, root } = await setup(ADMIN);
    await harness.fixture.whenStable();
    expect(document.documentElement.style.colorScheme).toBe('dark');
    const toggle = root.querySelector<HTMLButtonElement>('.va-theme-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Switch to the light theme');
    toggle.click();
    await harness.fixture.whenStable();
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(localStorage.getItem(ɵTHEME_STORAGE_KEY)).toBe('light');
    expect(toggle.getAttribute('aria-label')).toBe('Switch to the dark theme');
  });

  it('switches the locale from the language menu', async () => {
    const { harness, root } = await setup(ADMIN);
    root.querySelector<HTMLButtonElement>('.va-locale-button')!.click();
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    const options = [...overlay.querySelectorAll<HTMLButtonElement>('.va-locale-option')];
    expect(options.map((o) => o.textContent!.trim())).toEqual(['English', 'Français']);
    expect(options[0].getAttribute('aria-checked')).toBe('true');
    options[1].click();
    await harness.fixture.whenStable();
    expect(TestBed.inject(AdminI18n).locale()).toBe('fr');
    expect(root.querySelector('nav')?.getAttribute('aria-label')).toBe('Navigation principale');
    expect(root.querySelector('.va-theme-toggle')?.getAttribute('aria-label')).toMatch(/^Passer/);
  });

  it('shows a progress bar while admin requests are in flight', async () => {
    const { harness, root } = await setup(ADMIN);
    expect(root.querySelector('.va-progress-slot mat-progress-bar')).toBeNull();
    const request = new Subject<void>();
    const subscription = TestBed.inject(ɵAdminActivity).track(request).subscribe();
    await harness.fixture.whenStable();
    const bar = root.querySelector('.va-progress-slot mat-progress-bar')!;
    expect(bar.getAttribute('aria-label')).toBe('Loading');
    request.complete();
    subscription.unsubscribe();
    await harness.fixture.whenStable();
    expect(root.querySelector('.va-progress-slot mat-progress-bar')).toBeNull();
  });

  it('collapses the menu into a drawer on narrow screens', async () => {
    mockMatchMedia((query) => query.includes('max-width: 959.98px'));
    const { harness, root } = await setup(ADMIN);
    await harness.fixture.whenStable();
    const toggle = root.querySelector<HTMLButtonElement>('.va-menu-toggle')!;
    const sidenav = root.querySelector('mat-sidenav')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidenav.classList).toContain('mat-drawer-over');
    toggle.click();
    await harness.fixture.whenStable();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sidenav.classList).toContain('mat-drawer-opened');
    await new Promise((resolve) => setTimeout(resolve, 10)); // the drawer's opening
    root.querySelector<HTMLAnchorElement>('nav a[href="/categories"]')!.click();
    await harness.fixture.whenStable();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('reports a 403 from the API as a notification', async () => {
    const { harness } = await setup(ADMIN);
    TestBed.inject(AdminAuth).handleHttpError({
      status: 403,
      url: '/api/users',
      error: { message: 'Admins only' },
    });
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    expect(overlay.textContent).toContain('Admins only');
    expect(TestBed.inject(AdminAuth).forbidden()).toBeNull();
  });

  it(
    'passes an axe accessibility check, menus open',
    async () => {
      // axe measures icon ligatures with a canvas, which jsdom lacks
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      const { harness, root } = await setup(ADMIN, [
        provideAdminMenu(['posts', { text: 'People', icon: 'mdi-account', children: ['users'] }]),
      ]);
      root.querySelector<HTMLButtonElement>('.va-user-button')!.click();
      await harness.fixture.whenStable();
      const result = await axe.run(root, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
      ).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('labels every toolbar control', async () => {
    const { root } = await setup(ADMIN);
    for (const button of root.querySelectorAll('mat-toolbar button')) {
      expect(button.getAttribute('aria-label')).toBeTruthy();
    }
  });
});
