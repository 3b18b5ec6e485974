// A page's code is asked for when its route is matched and allowed, beside its data (a show page's
// record), not after it; a list page declared with listPage() remembers its request for the
// early-data script (withEarlyData()).
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { RouterOutlet, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import type { AdminRecord, Resource, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import { EARLY_DATA_KEY } from '../data/early-data';
import { withEarlyData, type AdminFeature } from '../setup/admin-features';
import { provideAdmin } from '../setup/provide-admin';
import { listPage } from '../ui/list/list-page';
import { adminRoutes } from './admin-routes';

const RESOURCES: ResourceDescriptor[] = [{ name: 'posts', label: 'title' }];

@Component({
  selector: 'app-post-show',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<h1>{{ item()?.['title'] }}</h1>`,
})
class PostsShow {
  readonly resource = input<Resource>();
  readonly item = input<AdminRecord>();
}

@Component({
  selector: 'app-posts-list',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>list</p>`,
})
class PostsList {
  readonly resource = input<Resource>();
}

@Component({
  selector: 'app-layout',
  imports: [RouterOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<router-outlet />`,
})
class Layout {}

const user: AdminUser = { id: 1, name: 'Ada', roles: ['admin'] };
const auth: AuthProvider = {
  login: () => user,
  logout: () => undefined,
  me: () => user,
  token: () => 'tok',
  tokenKey: 'admin.token',
};
const settle = async (times = 10) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve));
};

async function start(features: AdminFeature[] = []) {
  let loads = 0;
  let release!: (page: Type<unknown>) => void;
  const code = new Promise<Type<unknown>>((resolve) => (release = resolve));
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter(
        [{ path: '', component: Layout, children: adminRoutes() }],
        withComponentInputBinding(),
      ),
      provideAdmin(
        {
          resources: RESOURCES,
          apiUrl: '/api',
          auth,
          pages: {
            PostsShow: () => {
              loads++;
              return code;
            },
            PostsList: listPage(() => Promise.resolve(PostsList), { filter: { archived: false } }),
          },
        },
        ...features,
      ),
    ],
  });
  const harness = await RouterTestingHarness.create();
  return {
    harness,
    http: TestBed.inject(HttpTestingController),
    loads: () => loads,
    release: () => release(PostsShow),
  };
}

afterEach(() => localStorage.clear());

describe('a show page’s code', () => {
  it('is asked for beside its record, and the page shows both', async () => {
    const { harness, http, loads, release } = await start();
    const navigation = harness.navigateByUrl('/posts/3');
    await settle();
    // The record is not answered yet: its page's code is already asked for.
    const record = http.expectOne('/api/posts/3');
    expect(loads()).toBe(1);
    record.flush({ id: 3, title: 'Third' });
    release();
    await navigation;
    harness.detectChanges();
    expect((harness.routeNativeElement as HTMLElement).textContent).toContain('Third');
  });
});

describe('a listPage() list with withEarlyData()', () => {
  it('remembers its request under the page URL', async () => {
    const { harness, http } = await start([withEarlyData()]);
    const navigation = harness.navigateByUrl('/posts?page=2');
    await settle();
    http
      .expectOne((req) => req.url === '/api/posts')
      .flush([], { headers: { 'X-Total-Count': '0' } });
    await navigation;
    const map = JSON.parse(localStorage.getItem(EARLY_DATA_KEY) ?? 'null');
    expect(map).toEqual({
      v: 1,
      token: 'admin.token',
      pages: {
        '/posts?page=2': { url: '/api/posts?_page=2&_limit=25&archived=false', headers: {} },
      },
    });
  });

  it('remembers nothing without it', async () => {
    const { harness, http } = await start();
    const navigation = harness.navigateByUrl('/posts');
    await settle();
    http
      .expectOne((req) => req.url === '/api/posts')
      .flush([], { headers: { 'X-Total-Count': '0' } });
    await navigation;
    expect(localStorage.getItem(EARLY_DATA_KEY)).toBeNull();
  });
});
