import { HttpTestingController, type TestRequest } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Title } from '@angular/platform-browser';
import { By } from '@angular/platform-browser';
import { Router, RouterOutlet, provideRouter, type Route, type Routes } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../auth/auth';
import type { AdminCredentials, AuthProvider } from '../auth/auth-provider';
import { ADMIN_CONFIG, type AdminConfig } from '../config/config';
import { provideAdmin } from 'admin/setup';
import type { AdminRecord, Resource, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import { AdminI18n } from '../i18n/i18n';
import { unsavedChangesGuard } from './unsaved-changes';
import { provideAdminStatusPages } from './status-pages';
import { createAdminRoutes } from './admin-route-table';
import { adminRoutes } from './admin-routes';
import { VaErrorPage } from 'admin/status';
import { VaForbiddenPage } from 'admin/status';
import { VaNotFoundPage } from 'admin/status';
import { permissionGuard } from './permission-guard';
import { VaRecordNotFoundPage } from 'admin/status';
import { ɵADMIN_ROUTE } from 'admin/config';
import { ɵadminRouteData } from './route-meta';
import {
  SpecPageInputs,
  expectGet as expectGetOf,
  lazyPages,
  macrotask,
  startRoutes,
} from './routes.testing';

/** The four descriptor shapes of docs/contract.md §2.2, plus a resource without an edit action. */
const RESOURCES: ResourceDescriptor[] = [
  // Restricted resource: list only, one role.
  { name: 'users', icon: 'mdi-account', label: 'name', routes: ['list'], permissions: ['admin'] },
  // Translatable resource with two roles.
  {
    name: 'posts',
    icon: 'mdi-post',
    label: 'title',
    translatable: true,
    include: ['comments'],
    permissions: ['admin', 'editor'],
  },
  // Resource with a denied action.
  { name: 'categories', icon: 'mdi-shape', label: 'name', except: ['create'] },
  // Resource reusing another resource's endpoint.
  {
    name: 'archived-posts',
    api: 'posts',
    icon: 'mdi-archive',
    label: 'title',
    routes: ['list', 'show'],
    permissions: ['admin'],
  },
  { name: 'tags', label: 'name', except: ['edit'] },
];

const USERS: Record<string, AdminUser> = {
  admin: { id: 1, name: 'Ada', roles: ['admin'] },
  editor: { id: 2, name: 'Eddie', roles: ['editor'] },
  nobody: { id: 3, name: 'Nemo', roles: [] },
};

/** A real AuthProvider kept in memory: `login({ email: 'admin' })`. */
function memoryAuth(start: string | null): AuthProvider {
  let current: AdminUser | null = start ? USERS[start] : null;
  return {
    login: async (credentials: AdminCredentials) => {
      const user = USERS[String(credentials.email)];
      if (!user) throw new Error(`no user ${String(credentials.email)}`);
      current = user;
      return user;
    },
    logout: async () => {
      current = null;
    },
    me: () => current,
  };
}

/** What a test page received. */
interface PageState {
  readonly name: string;
  readonly resource: Resource;
  readonly title: string;
  readonly id: string | undefined;
  readonly item: AdminRecord | undefined;
  readonly permissions: readonly string[];
}

/** A page component with the inputs of docs/contract.md §2.6, one class per registered name. */
function testPage(name: string): Type<unknown> {
  @Component({
    selector: 'app-test-page',
    changeDetection: ChangeDetectionStrategy.OnPush,
    template: `<h1>{{ title() }}</h1>`,
  })
  class TestPage extends SpecPageInputs {
    readonly pageName = name;
  }
  return TestPage;
}

const PAGE_NAMES = [
  'UsersList',
  'PostsList',
  'PostsCreate',
  'PostsShow',
  'PostsEdit',
  'CategoriesList',
  'CategoriesShow',
  // CategoriesEdit is missing on purpose: its route shows the not-found page.
  'ArchivedPostsList',
  'ArchivedPostsShow',
  'TagsList',
  'TagsCreate',
  'TagsShow',
];

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<main><router-outlet /></main>`,
})
class Layout {}

@Component({
  selector: 'app-login',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p class="login">Sign in</p>`,
})
class Login {}

const POST = { id: 1, title: 'Hello', body: 'World', userId: 1 };

describe('adminRoutes', () => {
  let loads: string[];
  let warn: jest.SpyInstance;
  let http: HttpTestingController | undefined;

  interface SetupOptions {
    user?: string | null;
    config?: Partial<AdminConfig>;
    routes?: (admin: Routes) => Routes;
    providers?: unknown[];
  }

  async function setup(options: SetupOptions = {}): Promise<RouterTestingHarness> {
    loads = [];
    const pages = lazyPages(PAGE_NAMES, testPage, loads);
    const admin = adminRoutes();
    const routes = options.routes?.(admin) ?? [
      { path: 'login', component: Login },
      { path: '', component: Layout, children: admin },
    ];
    const started = await startRoutes(
      routes,
      {
        resources: RESOURCES,
        pages,
        title: 'My Admin',
        auth: memoryAuth(options.user === undefined ? 'admin' : options.user),
        ...options.config,
      },
      options.providers,
    );
    http = started.http;
    return started.harness;
  }

  beforeEach(() => {
    http = undefined;
    localStorage.clear();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    http?.verify();
    warn.mockRestore();
    localStorage.clear();
  });

  const expectGet = (url: string) => expectGetOf(http!, url);

  /** Navigates to a page whose record is fetched, answering the fetch with `respond`. */
  async function navigateWithFetch(
    harness: RouterTestingHarness,
    url: string,
    api: string,
    respond: (req: TestRequest) => void,
  ): Promise<TestRequest> {
    const done = harness.navigateByUrl(url);
    const req = await expectGet(api);
    respond(req);
    await done;
    await harness.fixture.whenStable();
    return req;
  }

  /** Lets effects, refresh navigations and input bindings run. */
  async function settle(harness: RouterTestingHarness) {
    for (let i = 0; i < 5; i++) {
      await macrotask();
      await harness.fixture.whenStable();
    }
  }

  async function go(harness: RouterTestingHarness, url: string): Promise<void> {
    await harness.navigateByUrl(url);
    await harness.fixture.whenStable();
  }

  function page(harness: RouterTestingHarness): PageState | null {
    const element = harness.fixture.debugElement.query(By.css('app-test-page'));
    if (!element) return null;
    const p = element.componentInstance as {
      pageName: string;
      resource(): Resource;
      title(): string;
      id(): string | undefined;
      item(): AdminRecord | undefined;
      permissions(): readonly string[];
    };
    return {
      name: p.pageName,
      resource: p.resource(),
      title: p.title(),
      id: p.id(),
      item: p.item(),
      permissions: p.permissions(),
    };
  }

  function shown(harness: RouterTestingHarness, component: Type<unknown>): boolean {
    return !!harness.fixture.debugElement.query(By.directive(component));
  }

  function text(harness: RouterTestingHarness, selector: string): string {
    const element = (harness.fixture.nativeElement as HTMLElement).querySelector(selector);
    return element?.textContent?.trim() ?? '';
  }

  const url = () => TestBed.inject(Router).url;
  const tabTitle = () => TestBed.inject(Title).getTitle();
  const resource = (name: string) =>
    TestBed.inject(ADMIN_CONFIG).resources.find((r) => r.name === name)!;

  describe('route table', () => {
    function table(): Routes {
      TestBed.configureTestingModule({
        providers: [
          provideRouter([]),
          provideAdmin({
            resources: RESOURCES,
            pages: Object.fromEntries(
              PAGE_NAMES.map((n) => [n, () => Promise.resolve(testPage(n))]),
            ),
            auth: memoryAuth(null),
          }),
        ],
      });
      return TestBed.runInInjectionContext(createAdminRoutes);
    }

    const paths = (routes: Routes) => routes.map((r) => r.path);
    const resourceOf = (route: Route) =>
      (route.data?.[ɵADMIN_ROUTE] as { resource: Resource } | undefined)?.resource.name;

    it('has a route per routed page action, create before :id, and no delete route', () => {
      const routes = table();
      expect(paths(routes)).toEqual([
        '**', // forbidden, record not found and error pages (only for navigations that ask)
        '**',
        '**',
        '', // home: redirect to the first visible list
        'users',
        'posts',
        'posts/create',
        'posts/:id',
        'posts/:id/edit',
        'categories',
        'categories/create', // create is denied: the not-found page, never record "create"
        'categories/:id',
        'categories/:id/edit',
        'archived-posts',
        'archived-posts/create', // create is not routed: not found
        'archived-posts/:id',
        'tags',
        'tags/create',
        'tags/:id',
        '**', // not found
      ]);
      expect(routes.some((r) => /delete/.test(r.path ?? ''))).toBe(false);
    });

    it('guards every resource route with permissionGuard and loads registered pages lazily', async () => {
      const routes = table();
      const pageRoutes = routes.slice(4, -1);
      for (const route of pageRoutes) expect(route.canMatch).toEqual([permissionGuard]);
      const byPath = (path: string) => routes.find((r) => r.path === path)!;
      expect(byPath('posts/:id').loadComponent).toEqual(expect.any(Function));
      expect(byPath('posts/:id').component).toBeUndefined();
      expect(resourceOf(byPath('posts/:id'))).toBe('posts');
      // Unregistered component, denied action and unrouted action show the not-found page.
      // The library's status pages load with import() when first shown, as the pages do.
      const loaded = (route: Route) => (route.loadComponent as () => Promise<unknown>)();
      expect(await loaded(byPath('categories/:id/edit'))).toBe(VaNotFoundPage);
      expect(await loaded(byPath('categories/create'))).toBe(VaNotFoundPage);
      expect(await loaded(byPath('archived-posts/create'))).toBe(VaNotFoundPage);
      expect(await loaded(routes.at(-1)!)).toBe(VaNotFoundPage);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('no page component "CategoriesEdit"'),
      );
    });

    it('asks before leaving a dirty form: create and edit pages carry unsavedChangesGuard', () => {
      const routes = table();
      const byPath = (path: string) => routes.find((r) => r.path === path)!;
      expect(byPath('posts/create').canDeactivate).toEqual([unsavedChangesGuard]);
      expect(byPath('posts/:id/edit').canDeactivate).toEqual([unsavedChangesGuard]);
      expect(byPath('posts').canDeactivate).toBeUndefined();
      expect(byPath('posts/:id').canDeactivate).toBeUndefined();
    });

    it('uses the endpoint-reusing resource under its own name', () => {
      const routes = table();
      const archived = routes.filter((r) => resourceOf(r) === 'archived-posts');
      expect(archived.map((r) => r.path)).toEqual(['archived-posts', 'archived-posts/:id']);
    });

    it('fails clearly without provideAdmin', () => {
      TestBed.configureTestingModule({ providers: [provideRouter([])] });
      expect(() => TestBed.runInInjectionContext(createAdminRoutes)).toThrow(
        /add provideAdmin\(\{ resources \}\)/,
      );
    });
  });

  describe('pages and injected inputs', () => {
    it('list: /posts loads PostsList with resource, title and permissions', async () => {
      const harness = await setup();
      await go(harness, '/posts');
      const state = page(harness)!;
      expect(state.name).toBe('PostsList');
      expect(state.resource).toBe(resource('posts'));
      expect(state.title).toBe('Posts');
      expect(state.id).toBeUndefined();
      expect(state.item).toBeUndefined();
      expect(state.permissions).toEqual(['admin']);
      expect(tabTitle()).toBe('Posts · My Admin');
      expect(loads).toEqual(['PostsList']);
    });

    it('show: /posts/1 fetches the record once, with include, and hands it to PostsShow', async () => {
      const harness = await setup();
      const req = await navigateWithFetch(harness, '/posts/1', '/api/posts/1', (r) =>
        r.flush(POST),
      );
      expect(req.request.params.getAll('_embed')).toEqual(['comments']);
      const state = page(harness)!;
      expect(state).toEqual({
        name: 'PostsShow',
        resource: resource('posts'),
        title: 'Post Hello',
        id: '1',
        item: POST,
        permissions: ['admin'],
      });
      expect(tabTitle()).toBe('Post Hello · My Admin');
    });

    it('edit: /posts/1/edit hands the record to PostsEdit; the tab reads "Edit post Hello"', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/1/edit', '/api/posts/1', (r) => r.flush(POST));
      const state = page(harness)!;
      expect(state.name).toBe('PostsEdit');
      expect(state.id).toBe('1');
      expect(state.item).toEqual(POST);
      expect(state.title).toBe('Edit post Hello');
      expect(tabTitle()).toBe('Edit post Hello · My Admin');
    });

    it('create: /posts/create is the create page, not the record "create"', async () => {
      const harness = await setup();
      await go(harness, '/posts/create');
      const state = page(harness)!;
      expect(state.name).toBe('PostsCreate');
      expect(state.id).toBeUndefined();
      expect(state.item).toBeUndefined();
      expect(state.title).toBe('New post');
      expect(tabTitle()).toBe('New post · My Admin');
    });

    it('copy: /posts/create?source=1 hands a copy of record 1 without its id', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/create?source=1', '/api/posts/1', (r) =>
        r.flush(POST),
      );
      const state = page(harness)!;
      expect(state.name).toBe('PostsCreate');
      expect(state.item).toEqual({ title: 'Hello', body: 'World', userId: 1 });
      expect(state.id).toBeUndefined();
      // Another source re-runs the resolver.
      await navigateWithFetch(harness, '/posts/create?source=2', '/api/posts/2', (r) =>
        r.flush({ id: 2, title: 'Second' }),
      );
      expect(page(harness)!.item).toEqual({ title: 'Second' });
    });

    it('moving between records re-fetches and updates the inputs', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/1', '/api/posts/1', (r) => r.flush(POST));
      await navigateWithFetch(harness, '/posts/2', '/api/posts/2', (r) =>
        r.flush({ id: 2, title: 'Other' }),
      );
      const state = page(harness)!;
      expect(state.id).toBe('2');
      expect(state.item).toEqual({ id: 2, title: 'Other' });
      expect(state.title).toBe('Post Other');
    });

    it('query params cannot stand in for inputs a page does not get', async () => {
      const harness = await setup();
      await go(harness, '/posts?id=7&item=x&title=y');
      const state = page(harness)!;
      expect(state.id).toBeUndefined();
      expect(state.item).toBeUndefined();
      expect(state.title).toBe('Posts');
    });

    it('each resource shape routes to its own pages', async () => {
      const harness = await setup();
      await go(harness, '/users');
      expect(page(harness)!.name).toBe('UsersList');
      await go(harness, '/archived-posts');
      expect(page(harness)!.name).toBe('ArchivedPostsList');
      expect(page(harness)!.resource.api).toBe('posts');
      await navigateWithFetch(harness, '/archived-posts/3', '/api/posts/3', (r) =>
        r.flush({ id: 3, title: 'Old' }),
      );
      expect(page(harness)!.name).toBe('ArchivedPostsShow');
      expect(page(harness)!.title).toBe('Archived post Old');
      await go(harness, '/categories');
      expect(page(harness)!.name).toBe('CategoriesList');
      await go(harness, '/tags/create');
      expect(page(harness)!.name).toBe('TagsCreate');
    });
  });

  describe('not found', () => {
    it('shows the not-found page for an unknown URL', async () => {
      const harness = await setup();
      await go(harness, '/nowhere/at/all');
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      expect(text(harness, 'h1')).toBe('Page not found');
      expect(url()).toBe('/nowhere/at/all');
      expect(tabTitle()).toBe('Page not found · My Admin');
    });

    it('shows it when the page component is not registered (docs/contract.md §4.2, §7), fetching nothing', async () => {
      const harness = await setup();
      await go(harness, '/categories/1/edit');
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      expect(url()).toBe('/categories/1/edit');
      expect(tabTitle()).toBe('Page not found · My Admin');
      expect(loads).toEqual([]);
    });

    it('shows it for a direct URL to a disabled or unrouted action', async () => {
      const harness = await setup();
      await go(harness, '/tags/1/edit'); // edit is denied
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      await go(harness, '/categories/create'); // create is denied
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      await go(harness, '/users/1'); // users routes only its list
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      await go(harness, '/posts/1/delete'); // delete never has a route
      expect(shown(harness, VaNotFoundPage)).toBe(true);
      expect(loads).toEqual([]);
    });

    it('sends signed-out users to the login page rather than a not-found page', async () => {
      const harness = await setup({ user: null });
      await go(harness, '/nowhere');
      expect(url()).toBe('/login?returnUrl=%2Fnowhere');
    });
  });

  describe('permissionGuard', () => {
    it('sends a signed-out user to the login route with returnUrl, without loading the page', async () => {
      const harness = await setup({ user: null });
      await go(harness, '/posts/1/edit?tab=2');
      expect(url()).toBe('/login?returnUrl=%2Fposts%2F1%2Fedit%3Ftab%3D2');
      expect(text(harness, '.login')).toBe('Sign in');
      expect(loads).toEqual([]);
    });

    it('uses the configured login route', async () => {
      const harness = await setup({
        user: null,
        config: { loginRoute: '/auth/sign-in' },
        routes: (admin) => [
          { path: 'auth/sign-in', component: Login },
          { path: '', component: Layout, children: admin },
        ],
      });
      await go(harness, '/tags');
      expect(url()).toBe('/auth/sign-in?returnUrl=%2Ftags');
    });

    it('shows the 403 page at the same URL to a user without the permission, before any download', async () => {
      const harness = await setup({ user: 'editor' });
      await go(harness, '/users');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      expect(text(harness, 'h1')).toBe('Access denied');
      expect(text(harness, '.va-status-code')).toBe('403');
      expect(url()).toBe('/users');
      expect(tabTitle()).toBe('Access denied · My Admin');
      expect(loads).toEqual([]);
      const forbidden = harness.fixture.debugElement.query(By.directive(VaForbiddenPage))
        .componentInstance as VaForbiddenPage;
      expect(forbidden.resource()).toBe(resource('users'));
      expect(forbidden.action()).toBe('list');
    });

    it('lets the editor use posts and refuses the admin-only endpoint reuse', async () => {
      const harness = await setup({ user: 'editor' });
      await go(harness, '/posts');
      expect(page(harness)!.permissions).toEqual(['editor']);
      await go(harness, '/archived-posts');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      expect(loads).toEqual(['PostsList']);
    });

    it('is evaluated again when the user changes: no reload, no new navigation needed', async () => {
      const harness = await setup({ user: 'editor' });
      await go(harness, '/users');
      expect(shown(harness, VaForbiddenPage)).toBe(true);

      // Signing in as an allowed user turns the 403 into the page, at the same URL.
      const auth = TestBed.inject(AdminAuth);
      await auth.login({ email: 'admin' });
      await settle(harness);
      expect(url()).toBe('/users');
      expect(page(harness)!.name).toBe('UsersList');
      expect(page(harness)!.permissions).toEqual(['admin']);
      expect(loads).toEqual(['UsersList']);

      // Signing out sends the user to the login page, to come back here.
      await auth.logout();
      await settle(harness);
      expect(url()).toBe('/login?returnUrl=%2Fusers');

      // A plain navigation checks the guard again too.
      await auth.login({ email: 'editor' });
      await go(harness, '/users');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      await go(harness, '/posts');
      expect(page(harness)!.permissions).toEqual(['editor']);
    });

    it("checks an app's own route against a resource action given by adminRouteData", async () => {
      const Stats = testPage('Stats');
      const harness = await setup({
        user: 'editor',
        routes: (admin) => [
          {
            path: '',
            component: Layout,
            children: [
              {
                path: 'user-stats',
                canMatch: [permissionGuard],
                data: ɵadminRouteData('users', 'list'),
                component: Stats,
              },
              {
                path: 'post-stats',
                canMatch: [permissionGuard],
                data: ɵadminRouteData('posts', 'list'),
                component: Stats,
              },
              ...admin,
            ],
          },
        ],
      });
      await go(harness, '/user-stats');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      expect(url()).toBe('/user-stats');
      await go(harness, '/post-stats');
      expect(shown(harness, Stats)).toBe(true);
    });

    it('names what is wrong in adminRouteData', async () => {
      expect(() => ɵadminRouteData('posts', 'destroy' as never)).toThrow(
        'unknown action "destroy" (valid: list, show, create, edit, delete)',
      );
      const harness = await setup({
        routes: (admin) => [
          {
            path: 'pots',
            canMatch: [permissionGuard],
            data: ɵadminRouteData('pots', 'list'),
            component: Login,
          },
          { path: '', component: Layout, children: admin },
        ],
      });
      await expect(harness.navigateByUrl('/pots')).rejects.toThrow(
        'permissionGuard: route "pots" names the unknown resource "pots" (resources: users, posts,',
      );
    });
  });

  describe('home', () => {
    it('redirects to the first list the user may see', async () => {
      let harness = await setup({ user: 'admin' });
      await go(harness, '/');
      expect(url()).toBe('/users');
      TestBed.resetTestingModule();
      harness = await setup({ user: 'editor' });
      await go(harness, '/');
      expect(url()).toBe('/posts'); // users is admin-only
    });

    it('shows the 403 page when no list is visible, and login when signed out', async () => {
      const harness = await setup({
        user: 'nobody',
        config: {
          resources: RESOURCES.filter((r) => r.permissions),
        },
      });
      await go(harness, '/');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      expect(url()).toBe('/');
      await TestBed.inject(AdminAuth).logout();
      await go(harness, '/posts');
      expect(url()).toBe('/login?returnUrl=%2Fposts');
    });

    it('works when the admin is mounted under a path', async () => {
      const harness = await setup({
        user: 'editor',
        routes: (admin) => [{ path: 'admin', component: Layout, children: admin }],
      });
      await go(harness, '/admin');
      expect(url()).toBe('/admin/posts');
      expect(page(harness)!.name).toBe('PostsList');
      await go(harness, '/admin/users');
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      const home = (harness.fixture.nativeElement as HTMLElement).querySelector('a.va-status-home');
      expect(home?.getAttribute('href')).toBe('/admin');
    });

    it("gives way to the app's own home page", async () => {
      const Dashboard = testPage('Dashboard');
      const harness = await setup({
        routes: (admin) => [
          {
            path: '',
            component: Layout,
            children: [{ path: '', pathMatch: 'full', component: Dashboard }, ...admin],
          },
        ],
      });
      await go(harness, '/');
      expect(url()).toBe('/');
      expect(shown(harness, Dashboard)).toBe(true);
    });
  });

  describe('record fetch failures', () => {
    it('shows "<resource> #<id> not found" at the same URL on a 404', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/9', '/api/posts/9', (r) =>
        r.flush({ message: 'Not Found' }, { status: 404, statusText: 'Not Found' }),
      );
      expect(shown(harness, VaRecordNotFoundPage)).toBe(true);
      expect(text(harness, 'h1')).toBe('Post #9 not found');
      expect(url()).toBe('/posts/9');
      expect(tabTitle()).toBe('Post #9 not found · My Admin');
      // The page's code was asked for beside the record (pageCodeResolver), once; not shown.
      expect(loads).toEqual(['PostsShow']);
      expect(shown(harness, VaRecordNotFoundPage)).toBe(true);
      const back = (harness.fixture.nativeElement as HTMLElement).querySelector('a.va-status-list');
      expect(back?.getAttribute('href')).toBe('/posts');
    });

    it('shows the record-not-found page for a copy of a missing record', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/create?source=5', '/api/posts/5', (r) =>
        r.flush({}, { status: 404, statusText: 'Not Found' }),
      );
      expect(text(harness, 'h1')).toBe('Post #5 not found');
      expect(url()).toBe('/posts/create?source=5');
    });

    it('shows the error page on other failures; retry loads the page again', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/1/edit', '/api/posts/1', (r) =>
        r.flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' }),
      );
      expect(shown(harness, VaErrorPage)).toBe(true);
      expect(text(harness, 'h1')).toBe('Something went wrong');
      expect(text(harness, '.va-status-message')).toBe('Database down');
      expect(text(harness, '.va-status-code')).toBe('500');
      expect(url()).toBe('/posts/1/edit');
      expect(tabTitle()).toBe('Something went wrong · My Admin');

      // A retry that fails again stays on the error page, with the new error.
      const retry = () =>
        (harness.fixture.nativeElement as HTMLElement)
          .querySelector<HTMLButtonElement>('button.va-status-retry')!
          .click();
      retry();
      (await expectGet('/api/posts/1')).flush(
        { message: 'Still down' },
        { status: 503, statusText: 'Unavailable' },
      );
      await settle(harness);
      expect(text(harness, '.va-status-message')).toBe('Still down');

      retry();
      (await expectGet('/api/posts/1')).flush(POST);
      await settle(harness);
      expect(shown(harness, VaErrorPage)).toBe(false);
      expect(page(harness)!.name).toBe('PostsEdit');
      expect(page(harness)!.item).toEqual(POST);
      expect(url()).toBe('/posts/1/edit');
      expect(tabTitle()).toBe('Edit post Hello · My Admin');
    });

    it('shows the 403 page when the API refuses the record', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/1', '/api/posts/1', (r) =>
        r.flush({ message: 'No' }, { status: 403, statusText: 'Forbidden' }),
      );
      expect(shown(harness, VaForbiddenPage)).toBe(true);
      expect(url()).toBe('/posts/1');
    });
  });

  describe('locale', () => {
    async function switchTo(harness: RouterTestingHarness, locale: string) {
      TestBed.inject(AdminI18n).setLocale(locale);
      await settle(harness);
    }

    it('re-computes the title input and the tab title without fetching the record again', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/1/edit', '/api/posts/1', (r) => r.flush(POST));
      await switchTo(harness, 'fr');
      expect(page(harness)!.title).toBe('Modifier post Hello');
      expect(page(harness)!.item).toEqual(POST);
      expect(tabTitle()).toBe('Modifier post Hello · My Admin');
      expect(url()).toBe('/posts/1/edit');
      // afterEach's verify() proves no second request was made.
    });

    it('re-computes the title of a status page', async () => {
      const harness = await setup();
      await navigateWithFetch(harness, '/posts/9', '/api/posts/9', (r) =>
        r.flush({}, { status: 404, statusText: 'Not Found' }),
      );
      await switchTo(harness, 'fr');
      expect(text(harness, 'h1')).toBe('Post n°9 introuvable');
      expect(tabTitle()).toBe('Post n°9 introuvable · My Admin');
    });
  });

  describe('replacing the status pages', () => {
    @Component({
      selector: 'app-lost',
      changeDetection: ChangeDetectionStrategy.OnPush,
      template: `<p class="lost">Lost</p>`,
    })
    class Lost {}

    it('uses the app page given to provideAdminStatusPages', async () => {
      const harness = await setup({ providers: [provideAdminStatusPages({ notFound: Lost })] });
      await go(harness, '/nowhere');
      expect(text(harness, '.lost')).toBe('Lost');
      expect(shown(harness, VaNotFoundPage)).toBe(false);
    });

    it('rejects what is not a component, naming it', () => {
      expect(() =>
        provideAdminStatusPages({ forbidden: (() => 1) as unknown as Type<unknown> }),
      ).toThrow('"forbidden" must be a standalone component class');
      expect(() => provideAdminStatusPages({ gone: Lost } as never)).toThrow(
        'unknown page "gone" (valid: notFound, forbidden, recordNotFound, error)',
      );
    });
  });

  describe('page registry', () => {
    it('rejects a component class where a loader is expected, naming the page', async () => {
      const PostsList = testPage('PostsList');
      const harness = await setup({
        config: { pages: { PostsList: PostsList as unknown as () => Promise<Type<unknown>> } },
      });
      await expect(harness.navigateByUrl('/posts')).rejects.toThrow(
        /"PostsList" is a component class; register a loader/,
      );
    });

    it('warns in dev mode about an entry no route uses, with the closest name', async () => {
      const harness = await setup({
        config: { pages: { PostList: () => Promise.resolve(testPage('PostList')) } },
      });
      await go(harness, '/nowhere');
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('"PostList" is the page of no route'),
      );
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('did you mean "PostsList"?'));
    });
  });
});
