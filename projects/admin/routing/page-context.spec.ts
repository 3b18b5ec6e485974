import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, input, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AuthProvider } from '../auth/auth-provider';
import type { AdminRecord, Resource } from 'admin/core';
import { withInputBinding } from '../setup/admin-features';
import { provideAdmin } from '../setup/provide-admin';
import { adminRoutes } from './admin-routes';
import { injectAdminPage } from './page-context';

/** A page that reads its context both ways: inputs and injectAdminPage(). */
@Component({
  selector: 'app-posts-page',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<h1>{{ page.title() }}</h1>`,
})
class PostsPage {
  readonly page = injectAdminPage();
  readonly resource = input<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}

const auth: AuthProvider = {
  login: async () => ({ id: 1 }),
  logout: async () => undefined,
  me: () => ({ id: 1, roles: ['editor'] }),
};

describe('injectAdminPage()', () => {
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([{ path: '', children: adminRoutes() }]),
        provideAdmin(
          {
            resources: [{ name: 'posts', label: 'title' }],
            pages: Object.fromEntries(
              ['PostsList', 'PostsShow', 'PostsEdit', 'PostsCreate'].map((n) => [
                n,
                () => Promise.resolve(PostsPage as Type<unknown>),
              ]),
            ),
            auth,
          },
          withInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  const macrotask = () => new Promise((resolve) => setTimeout(resolve));

  async function open(harness: RouterTestingHarness, url: string, record?: AdminRecord) {
    const done = harness.navigateByUrl(url, PostsPage);
    if (record) {
      for (let i = 0; i < 50; i++) {
        const found = http.match((r) => r.url === `/api/posts/${String(record['id'])}`);
        if (found.length) {
          found[0].flush(record);
          break;
        }
        await macrotask();
      }
    }
    const page = await done;
    await harness.fixture.whenStable();
    return page;
  }

  it('gives the same five values as the docs/contract.md §2.6 inputs, on every kind of page', async () => {
    const harness = await RouterTestingHarness.create();
    const list = await open(harness, '/posts');
    expect(list.page.resource().name).toBe('posts');
    expect(list.page.title()).toBe('Posts');
    expect(list.page.id()).toBeUndefined();
    expect(list.page.item()).toBeUndefined();
    expect(list.page.permissions()).toEqual(['editor']);

    const show = await open(harness, '/posts/7', { id: 7, title: 'Hello' });
    expect(show.page.title()).toBe(show.title());
    expect(show.page.title()).toBe('Post Hello');
    expect(show.page.id()).toBe('7');
    expect(show.page.id()).toBe(show.id());
    expect(show.page.item()).toEqual({ id: 7, title: 'Hello' });
    expect(show.page.item()).toBe(show.item());
    expect(show.page.resource()).toBe(show.resource());
    expect(show.page.permissions()).toEqual(show.permissions());
  });

  it('says where it must be called from', () => {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({ providers: [provideRouter([])] });
    expect(() => TestBed.runInInjectionContext(injectAdminPage)).toThrow(
      'injectAdminPage(): not inside a page of adminRoutes() (no resource route is active here)',
    );
  });
});
