// withoutAuth(): an API without a login. The admin is signed in at once as the configured user,
// offers no sign-in and no sign-out, and answers every role check from the configured roles.
import { OverlayContainer } from '@angular/cdk/overlay';
import { HttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_AUTH, AdminAuth } from '../auth/auth';
import type { ResourceDescriptor } from 'admin/core';
import { adminRoutes } from '../routing/admin-routes';
import { VaLayout } from '../shell/layout/va-layout';
import { VaLogin } from '../ui/login/va-login';
import { withHttp, withoutAuth } from './admin-features';
import { AdminModule, provideAdmin } from './provide-admin';

@Component({
  template: '<p class="page">page</p>',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
class Page {}

const resources: ResourceDescriptor[] = [
  { name: 'posts', permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }] },
  { name: 'users', permissions: ['superuser'] },
  { name: 'tags' },
];
const pages = Object.fromEntries(
  ['PostsList', 'PostsShow', 'PostsCreate', 'PostsEdit', 'UsersList', 'TagsList'].map((name) => [
    name,
    () => Promise.resolve(Page as Type<unknown>),
  ]),
);

async function setup(
  feature = withoutAuth({ user: { id: 'local', name: 'Ada' }, roles: ['admin'] }),
) {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources, pages }, withHttp(), feature),
      provideHttpClientTesting(),
      provideRouter([
        { path: 'login', component: VaLogin },
        { path: '', component: VaLayout, children: adminRoutes() },
      ]),
    ],
  });
  const auth = TestBed.inject(AdminAuth);
  const http = TestBed.inject(HttpTestingController);
  return { auth, http };
}

const settled = async (harness: RouterTestingHarness) => {
  await harness.fixture.whenStable();
  await new Promise((resolve) => setTimeout(resolve));
  await harness.fixture.whenStable();
};

// The first test loads the route table and Material chunks: slow on a loaded machine.
jest.setTimeout(30_000);

describe('withoutAuth()', () => {
  afterEach(() => {
    TestBed.inject(HttpTestingController, null)?.verify();
    TestBed.inject(OverlayContainer, null)?.ngOnDestroy();
  });

  it('is signed in at once as the configured user, with no request and no redirect to login', async () => {
    const { auth } = await setup();
    expect(auth.signedIn()).toBe(true);
    expect(auth.canSignIn).toBe(false);
    expect(auth.user()).toEqual({ id: 'local', name: 'Ada', roles: ['admin'] });
    expect(auth.permissions()).toEqual(['admin']);
    const harness = await RouterTestingHarness.create('/');
    await settled(harness);
    // The guard passes without a session: home is the first list, never /login.
    expect(TestBed.inject(Router).url).toBe('/posts');
    expect(harness.routeNativeElement?.querySelector('p.page')).not.toBeNull();
  });

  it('answers role checks from the configured roles, and the guard follows them', async () => {
    const { auth } = await setup(withoutAuth({ roles: ['viewer'] }));
    expect(auth.user()).toEqual({ id: 'local', name: 'Admin', roles: ['viewer'] });
    expect(auth.can('posts', 'list')).toBe(true);
    expect(auth.can('posts', 'edit')).toBe(false);
    expect(auth.can('users', 'list')).toBe(false);
    expect(auth.can('tags', 'delete')).toBe(true);
    const harness = await RouterTestingHarness.create('/users');
    await settled(harness);
    expect(TestBed.inject(Router).url).toBe('/users');
    expect(harness.routeNativeElement?.textContent).toContain('Access denied');
    await harness.navigateByUrl('/posts/1/edit');
    await settled(harness);
    expect(harness.routeNativeElement?.textContent).toContain('Access denied');
  });

  it('defaults: the user { id: "local", name: "Admin" } with its own roles, else none', async () => {
    const { auth } = await setup(withoutAuth());
    expect(auth.user()).toEqual({ id: 'local', name: 'Admin', roles: [] });
    expect(auth.can('tags', 'list')).toBe(true);
    expect(auth.can('posts', 'list')).toBe(false);
    TestBed.resetTestingModule();
    const other = await setup(withoutAuth({ user: { id: 7, name: 'Eve', roles: ['superuser'] } }));
    expect(other.auth.can('users', 'list')).toBe(true);
  });

  it('a visit to the login page goes home', async () => {
    await setup();
    const harness = await RouterTestingHarness.create('/login');
    await settled(harness);
    expect(TestBed.inject(Router).url).toBe('/posts');
  });

  it('offers no "Sign out" in the account menu', async () => {
    await setup();
    const harness = await RouterTestingHarness.create('/posts');
    await settled(harness);
    const root = harness.routeNativeElement!.ownerDocument.body;
    const button = root.querySelector<HTMLButtonElement>('.va-user-button');
    expect(button?.getAttribute('aria-label')).toBe('Account menu for Ada');
    button!.click();
    await harness.fixture.whenStable();
    const overlay = TestBed.inject(OverlayContainer).getContainerElement();
    expect(overlay.querySelector('.va-user-info-roles')?.textContent?.trim()).toBe('Roles: admin');
    expect(overlay.querySelector('.va-sign-out')).toBeNull();
  });

  it('a 401 from the API is reported as refused, never a sign-out or a sign-in dialog', async () => {
    const { auth, http } = await setup();
    const done = firstValueFrom(TestBed.inject(HttpClient).get('/api/posts')).catch((e) => e);
    http
      .expectOne('/api/posts')
      .flush({ message: 'no' }, { status: 401, statusText: 'Unauthorized' });
    await expect(done).resolves.toMatchObject({ status: 401 });
    expect(auth.signedIn()).toBe(true);
    expect(auth.forbidden()).toMatchObject({ status: 401, message: 'no' });
    // A sign-out asked by code starts the same session again.
    await auth.logout();
    expect(auth.user()?.name).toBe('Ada');
  });

  it('is one choice: refused beside provideAdmin({ auth }), and bad options are named', () => {
    const auth = { login: () => ({}), logout: () => undefined, me: () => null };
    expect(() => provideAdmin({ resources, auth }, withoutAuth())).toThrow(
      /also sets "auth"; authentication is one choice/,
    );
    expect(() => AdminModule.forRoot(resources, { auth }, withoutAuth())).toThrow(/one choice/);
    expect(() => provideAdmin({ resources }, withoutAuth(), withoutAuth())).toThrow(
      'the "auth" feature is given twice',
    );
    expect(() => withoutAuth({ roles: 'admin' as unknown as string[] })).toThrow(
      `withoutAuth({ roles }): roles must be an array of strings such as ['admin'], got "admin"`,
    );
    expect(() => withoutAuth({ user: null as never })).toThrow(/withoutAuth\(\{ user \}\)/);
  });

  it('provides an AuthProvider that says it has no sign-in', async () => {
    await setup();
    const provider = TestBed.inject(ADMIN_AUTH);
    expect(provider.signIn).toBe(false);
    expect(provider.me()).toEqual({ id: 'local', name: 'Ada', roles: ['admin'] });
  });
});
