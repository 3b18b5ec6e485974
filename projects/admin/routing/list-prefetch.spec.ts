// A list page declared with listPage(): its data starts when its route is matched and allowed,
// while its code downloads; the page then sends no request of its own; a forbidden page gets
// neither its code nor its data.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { RouterOutlet, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import { listPage, type AdminListData } from '../ui/list/list-page';
import type { Resource, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import { provideAdmin } from '../setup/provide-admin';
import { VaList } from '../ui/list/va-list';
import { adminRoutes } from './admin-routes';

const RESOURCES: ResourceDescriptor[] = [
  { name: 'posts', label: 'title', permissions: ['admin'] },
  { name: 'users', label: 'name' },
];

const DATA = {
  columns: [{ source: 'title' }, { source: 'userId', type: 'reference', reference: 'users' }],
  filter: { archived: false },
} satisfies AdminListData;

@Component({
  selector: 'app-posts-list',
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [columns]="data.columns"
    [filter]="data.filter"
    [exportable]="false"
  />`,
})
class PostsList {
  readonly resource = input.required<Resource>();
  protected readonly data = DATA;
}

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<router-outlet />`,
})
class Layout {}

function auth(user: AdminUser): AuthProvider {
  return { login: () => user, logout: () => undefined, me: () => user };
}

describe('a list page declared with listPage()', () => {
  let loads: number;
  let release: (page: Type<unknown>) => void;

  async function start(user: AdminUser) {
    loads = 0;
    const code = new Promise<Type<unknown>>((resolve) => (release = resolve));
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter(
          [{ path: '', component: Layout, children: adminRoutes() }],
          withComponentInputBinding(),
        ),
        provideAdmin({
          resources: RESOURCES,
          apiUrl: '/api',
          auth: auth(user),
          pages: {
            PostsList: listPage(() => {
              loads++;
              return code;
            }, DATA),
          },
        }),
      ],
    });
    const harness = await RouterTestingHarness.create();
    const http = TestBed.inject(HttpTestingController);
    const navigation = harness.navigateByUrl('/posts?page=2');
    return { harness, http, navigation };
  }

  const settle = async (times = 10) => {
    for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve));
  };
  const listCall = (url: string) => url.startsWith('/api/posts');

  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('starts the list request while the page code downloads; the page joins it', async () => {
    const { harness, http, navigation } = await start({ id: 1, name: 'Ada', roles: ['admin'] });
    await settle();
    // The page's code is asked for, not there yet: the list request is already sent.
    expect(loads).toBe(1);
    const list = http.expectOne((req) => listCall(req.url));
    expect(list.request.urlWithParams).toBe('/api/posts?_page=2&_limit=25&archived=false');
    // Its answer comes first: the look-up of its references starts with it.
    list.flush(
      [
        { id: 26, title: 'A', userId: 7 },
        { id: 27, title: 'B', userId: 8 },
      ],
      { headers: { 'X-Total-Count': '40' } },
    );
    await settle();
    const users = http.expectOne((req) => req.url === '/api/users');
    expect(users.request.urlWithParams).toBe('/api/users?id=7&id=8');
    // Then the code: the list shows the answer it finds and sends nothing again.
    release(PostsList);
    await navigation;
    users.flush([
      { id: 7, name: 'Grace' },
      { id: 8, name: 'Linus' },
    ]);
    await settle();
    harness.detectChanges();
    await harness.fixture.whenStable();
    http.expectNone((req) => listCall(req.url) || req.url === '/api/users');
    const root = harness.routeNativeElement as HTMLElement;
    expect([...root.querySelectorAll('tr.va-row')].map((r) => r.textContent?.trim())).toEqual([
      expect.stringContaining('Grace'),
      expect.stringContaining('Linus'),
    ]);
  });

  it('asks for neither the code nor the data of a page the user may not see', async () => {
    const { http, navigation } = await start({ id: 2, name: 'Eve', roles: ['viewer'] });
    await navigation;
    await settle();
    expect(loads).toBe(0);
    http.expectNone((req) => listCall(req.url));
  });
});
