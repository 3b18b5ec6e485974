// The next page's code is fetched once the current page is shown: a list's rows lead to the show
// page (edit when there is none), a show page to edit; never a page the user may not open, and
// never on the server.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, PLATFORM_ID, type Provider } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { RouterOutlet, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import type { ResourceDescriptor } from 'admin/core';
import { normalizeResources } from '../core/normalize';
import type { AdminUser } from '../config/types';
import { provideAdmin } from '../setup/provide-admin';
import { adminRoutes } from './admin-routes';
import { nextPage } from './page-preload';

@Component({
  selector: 'app-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>page</p>`,
})
class Page {}

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<router-outlet />`,
})
class Layout {}

const settle = async (times = 10) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve));
};

function authAs(roles: string[]): AuthProvider {
  const user: AdminUser = { id: 1, name: 'Ada', roles };
  return { login: () => user, logout: () => undefined, me: () => user, token: () => 'tok' };
}

const POSTS: ResourceDescriptor = {
  name: 'posts',
  label: 'title',
  permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
};

async function start(
  resources: ResourceDescriptor[],
  { roles = ['admin'], providers = [] as Provider[] } = {},
) {
  const loads: string[] = [];
  const page = (name: string) => () => {
    loads.push(name);
    return Promise.resolve(Page);
  };
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter([{ path: '', component: Layout, children: adminRoutes() }]),
      provideAdmin({
        resources,
        apiUrl: '/api',
        auth: authAs(roles),
        pages: {
          PostsList: page('PostsList'),
          PostsShow: page('PostsShow'),
          PostsEdit: page('PostsEdit'),
          PostsCreate: page('PostsCreate'),
        },
      }),
      ...providers,
    ],
  });
  const harness = await RouterTestingHarness.create();
  const http = TestBed.inject(HttpTestingController);
  /** Navigates, answers the page's record when it asks for one, and waits for the app to settle. */
  const open = async (url: string, record?: object) => {
    const navigation = harness.navigateByUrl(url);
    await settle();
    if (record) http.expectOne((r) => r.url.startsWith('/api/posts/')).flush(record);
    await navigation;
    harness.detectChanges();
    await settle();
  };
  return { open, loads };
}

describe('the next page’s code', () => {
  it('is the show page after a list, and the edit page after a show page', async () => {
    const { open, loads } = await start([POSTS]);
    await open('/posts');
    expect(loads).toEqual(['PostsList', 'PostsShow']);
    await open('/posts/3', { id: 3, title: 'Third' });
    // The router's own load of the show page (an import() the browser answers from its module
    // map), then the edit page's code.
    expect(loads.slice(2)).toEqual(['PostsShow', 'PostsEdit']);
  });

  it('is asked for once however often the list is shown', async () => {
    const { open, loads } = await start([POSTS]);
    await open('/posts');
    await open('/posts?page=2');
    expect(loads.filter((name) => name === 'PostsShow')).toHaveLength(1);
  });

  it('is not fetched when the user may not open that page', async () => {
    const { open, loads } = await start([POSTS], { roles: ['viewer'] });
    await open('/posts/3', { id: 3, title: 'Third' });
    expect(loads).toEqual(['PostsShow']);
  });

  it('is not fetched on the server', async () => {
    const { open, loads } = await start([POSTS], {
      providers: [{ provide: PLATFORM_ID, useValue: 'server' }],
    });
    await open('/posts');
    expect(loads).toEqual(['PostsList']);
  });
});

describe('nextPage', () => {
  it('follows the routed pages of the resource', () => {
    const [full, editOnly, listOnly] = normalizeResources([
      { name: 'posts' },
      { name: 'tags', routes: ['list', 'edit'] },
      { name: 'logs', routes: ['list'] },
    ]);
    expect(nextPage(full, 'list')).toBe('show');
    expect(nextPage(full, 'show')).toBe('edit');
    expect(nextPage(full, 'edit')).toBeNull();
    expect(nextPage(editOnly, 'list')).toBe('edit');
    expect(nextPage(listOnly, 'list')).toBeNull();
    expect(nextPage(full, 'create')).toBeNull();
  });
});
