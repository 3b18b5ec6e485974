// withListReuse(): back from a record to its list, the list is the same component with the same
// DOM, shown with no request while its answer is fresh; checked again as it comes back (an edit
// made meanwhile is fetched); dropped beyond `max`, for another user or locale, on sign-out.
import { ChangeDetectionStrategy, Component, OnDestroy } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { HttpTestingController } from '@angular/common/http/testing';
import type { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from 'admin/auth';
import type { AdminUser } from 'admin/config';
import { injectListController } from 'admin/controllers';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { withListReuse } from 'admin/setup';
import { adminRoutes } from './admin-routes';
import { SpecPageInputs, macrotask, startRoutes } from './routes.testing';

let created: string[] = [];
let destroyed: string[] = [];

function listPage(name: string) {
  @Component({
    selector: 'app-spec-list',
    changeDetection: ChangeDetectionStrategy.OnPush,
    template: `<ul>
      @for (row of list.rows(); track row['id']) {
        <li>{{ row['title'] ?? row['name'] }}</li>
      }
    </ul>`,
  })
  class SpecList extends SpecPageInputs implements OnDestroy {
    protected readonly list = injectListController({ resource: this.resource });
    constructor() {
      super();
      created.push(name);
    }
    ngOnDestroy(): void {
      destroyed.push(name);
    }
  }
  return SpecList;
}

@Component({
  selector: 'app-spec-show',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>record {{ id() }}</p>`,
})
class SpecShow extends SpecPageInputs {}

@Component({
  selector: 'app-spec-login',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<p>Sign in</p>`,
})
class SpecLogin {}

const ADA: AdminUser = { id: 1, name: 'Ada', roles: ['admin'] };
const BOB: AdminUser = { id: 2, name: 'Bob', roles: ['admin'] };

describe('withListReuse(): back to a list', () => {
  let harness: RouterTestingHarness;
  let http: HttpTestingController;
  let user: AdminUser | null;

  async function start(max?: number) {
    created = [];
    destroyed = [];
    user = ADA;
    ({ harness, http } = await startRoutes(
      [{ path: 'login', component: SpecLogin }, ...adminRoutes()],
      {
        resources: [
          { name: 'posts', label: 'title' },
          { name: 'users', label: 'name' },
        ],
        apiUrl: '/api',
        auth: {
          login: (credentials) => (user = credentials as AdminUser),
          logout: () => void (user = null),
          me: () => user,
        },
        pages: {
          PostsList: () => Promise.resolve(listPage('posts')),
          PostsShow: () => Promise.resolve(SpecShow),
          UsersList: () => Promise.resolve(listPage('users')),
          UsersShow: () => Promise.resolve(SpecShow),
        },
      },
      [withListReuse(max === undefined ? {} : { max }).providers],
    ));
  }

  /** Navigates, answering the list and record requests it sends with `rows`. */
  async function visit(url: string, rows: Record<string, unknown>[] = []): Promise<string[]> {
    const navigation = harness.navigateByUrl(url);
    const sent: string[] = [];
    for (let i = 0; i < 20; i++) {
      await macrotask();
      for (const request of http.match(() => true)) {
        sent.push(request.request.urlWithParams);
        const single = /\/api\/\w+\/(\d+)$/.exec(request.request.url);
        if (single) request.flush({ id: Number(single[1]), title: 'one' });
        else request.flush(rows, { headers: { 'X-Total-Count': String(rows.length) } });
      }
    }
    await navigation;
    harness.detectChanges();
    return sent;
  }

  const text = () => (harness.routeNativeElement as HTMLElement).textContent?.trim();

  afterEach(() => http.verify());

  it('shows the same list again, with no request, after a record page', async () => {
    await start();
    expect(await visit('/posts', [{ id: 1, title: 'Hello' }])).toEqual([
      '/api/posts?_page=1&_limit=25',
    ]);
    const element = harness.routeNativeElement;
    await visit('/posts/1');
    expect(text()).toBe('record 1');
    expect(await visit('/posts')).toEqual([]);
    expect(harness.routeNativeElement).toBe(element);
    expect(text()).toBe('Hello');
    expect(created).toEqual(['posts']);
    expect(destroyed).toEqual([]);
  });

  it('fetches the list again when a write made meanwhile left its answer stale', async () => {
    await start();
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    TestBed.inject(ResourceRepositories).for('posts').invalidate([1]);
    expect(await visit('/posts', [{ id: 1, title: 'Hello again' }])).toEqual([
      '/api/posts?_page=1&_limit=25',
    ]);
    expect(text()).toBe('Hello again');
    expect(created).toEqual(['posts']);
  });

  it('keeps the list of another URL apart (page, sort, filters)', async () => {
    await start();
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    await visit('/posts?page=2', [{ id: 26, title: 'Second page' }]);
    expect(text()).toBe('Second page');
    expect(created).toEqual(['posts', 'posts']);
  });

  it('list A → list B → back to A: A is shown again and B kept', async () => {
    await start();
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/users', [{ id: 7, name: 'Grace' }]);
    expect(await visit('/posts')).toEqual([]);
    expect(text()).toBe('Hello');
    expect(await visit('/users')).toEqual([]);
    expect(text()).toBe('Grace');
    expect(created).toEqual(['posts', 'users']);
    expect(destroyed).toEqual([]);
  });

  it('keeps at most `max` lists: the oldest is destroyed', async () => {
    await start(1);
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    await visit('/users', [{ id: 7, name: 'Grace' }]);
    expect(destroyed).toEqual([]);
    await visit('/users/7');
    expect(destroyed).toEqual(['posts']);
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    expect(created).toEqual(['posts', 'users', 'posts']);
  });

  it('max 0 keeps nothing', async () => {
    await start(0);
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    expect(destroyed).toEqual(['posts']);
  });

  it('drops a list kept for another user, and keeps none once signed out', async () => {
    await start();
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    const auth = TestBed.inject(AdminAuth);
    await auth.login(BOB);
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    expect(created).toEqual(['posts', 'posts']);
    expect(destroyed).toEqual(['posts']);
    await visit('/posts/1');
    expect(destroyed).toEqual(['posts']);
    // Signing out drops the list kept for Bob at once; signed out, nothing is kept.
    await auth.logout();
    TestBed.tick();
    expect(destroyed).toEqual(['posts', 'posts']);
    await visit('/users');
    expect(text()).toBe('Sign in');
    expect(destroyed).toEqual(['posts', 'posts']);
  });

  it('drops a list kept in another locale', async () => {
    await start();
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    await visit('/posts/1');
    TestBed.inject(AdminI18n).setLocale('fr');
    await visit('/posts', [{ id: 1, title: 'Hello' }]);
    expect(created).toEqual(['posts', 'posts']);
    expect(destroyed).toEqual(['posts']);
  });
});

describe('withListReuse() options', () => {
  it('rejects a max that is not a whole number ≥ 0', () => {
    expect(() => withListReuse({ max: -1 })).toThrow(
      'withListReuse({ max }): max must be a whole number ≥ 0, got -1',
    );
    expect(() => withListReuse({ max: 1.5 })).toThrow('got 1.5');
    expect(() => withListReuse({ max: 3 })).not.toThrow();
  });
});
