// The headless saved views on a list page without Material, driven through the router; the store
// is an in-memory ViewStore (the HTTP one has its own spec in admin/data).
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { Subject, of, throwError, type Observable } from 'rxjs';

import { AdminAuth } from '../../auth/auth';
import { normalizeResources } from '../../core/normalize';
import type { Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { ViewStore, type SavedView, type SavedViewDraft } from '../../config/views';
import { provideAdmin } from '../../setup/provide-admin';
import { ListColumns, localColumnStorage } from './list-columns';
import { injectListController } from './list-controller';
import { ViewsError, injectViewsController, type ViewsController } from './views-controller';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;
const EDITOR: AdminUser = { id: 2, name: 'Eddie', roles: ['editor'] };

const STATE = {
  q: 'angular',
  filter: { status: 'published' },
  sort: ['-publishedAt'],
  order: 'desc' as const,
  perPage: 50,
  columns: { order: ['title', 'id', 'status'], hidden: ['id'], widths: {}, density: 'compact' },
};

/** A view store in memory; `failNext` makes the next call fail, `hold` keeps lists pending. */
class MemoryViews extends ViewStore {
  views: SavedView[] = [
    { id: 'v1', resource: 'posts', name: 'Published', owner: 2, sharedWith: [], state: STATE },
    {
      id: 'v2',
      resource: 'posts',
      name: 'Alice picks',
      owner: 1,
      ownerName: 'Alice',
      sharedWith: ['editor'],
      state: {
        ...STATE,
        q: '',
        filter: {},
        sort: ['title'],
        order: 'asc',
        perPage: 10,
        columns: null,
      },
    },
  ];
  failNext: Error | null = null;
  hold: Subject<readonly SavedView[]> | null = null;
  lists = 0;
  private fail<T>(run: () => Observable<T>): Observable<T> {
    const error = this.failNext;
    this.failNext = null;
    return error ? throwError(() => error) : run();
  }
  list(resource: string): Observable<readonly SavedView[]> {
    this.lists++;
    if (this.hold) return this.hold;
    return this.fail(() => of(this.views.filter((view) => view.resource === resource)));
  }
  save(draft: SavedViewDraft): Observable<SavedView> {
    return this.fail(() => {
      const view = { ...draft, id: draft.id ?? `v${this.views.length + 1}`, owner: 2 };
      this.views = [...this.views.filter((v) => v.id !== view.id), view];
      return of(view);
    });
  }
  remove(id: string): Observable<void> {
    return this.fail(() => {
      this.views = this.views.filter((view) => view.id !== id);
      return of(undefined);
    });
  }
}

@Component({
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `{{ views.status() }}`,
})
class PostsList {
  readonly resource = input.required<Resource>();
  readonly list = injectListController({ resource: this.resource, perPage: 25 });
  readonly columns = new ListColumns(
    signal(['id', 'title', 'status']),
    signal('columns.posts'),
    localColumnStorage(null),
  );
  readonly views: ViewsController = injectViewsController({
    list: this.list,
    columns: this.columns,
    name: computed(() => this.resource().name),
  });
}

describe('ViewsController', () => {
  let store: MemoryViews;
  let harness: RouterTestingHarness;

  async function setup(url: string, open = true): Promise<PostsList> {
    store = new MemoryViews();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        provideAdmin({
          resources,
          auth: { login: () => EDITOR, logout: () => undefined, me: () => EDITOR },
        }),
        { provide: ViewStore, useValue: store },
        provideRouter(
          [{ path: 'posts', component: PostsList, data: { resource: posts } }],
          withComponentInputBinding(),
        ),
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    await settle();
    const page = harness.routeDebugElement!.componentInstance as PostsList;
    if (open) {
      page.views.open();
      await settle();
    }
    return page;
  }

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };
  const url = () => decodeURIComponent(TestBed.inject(Router).url);

  afterEach(() => {
    // The list's own requests are not this spec's concern.
    TestBed.inject(HttpTestingController).match(() => true);
  });

  it("lists the user's views first, then those shared with them, and applies one: URL, columns, current", async () => {
    // A visit asks for no views: they load when the menu opens (or the URL names one).
    const page = await setup('/posts', false);
    const { views } = page;
    expect(views.status()).toBe('loading');
    expect(store.lists).toBe(0);
    views.open();
    await settle();
    expect(store.lists).toBe(1);
    expect(views.status()).toBe('ready');
    expect(views.items().map(({ view, mine, current }) => [view.name, mine, current])).toEqual([
      ['Published', true, false],
      ['Alice picks', false, false],
    ]);

    views.apply(views.views()[0]);
    await settle();
    expect(url()).toBe(
      '/posts?perPage=50&sort=-publishedAt&q=angular&filter={"status":"published"}&view=v1',
    );
    expect(page.list.query()).toMatchObject({
      q: 'angular',
      perPage: 50,
      sort: [{ field: 'publishedAt', order: 'desc' }],
    });
    expect(page.columns.visible()).toEqual(['title', 'status']);
    expect(page.columns.density()).toBe('compact');
    expect(views.current()?.name).toBe('Published');
    expect(views.modified()).toBe(false);

    // A change of the list, or of its columns, makes the view "modified"; the view stays current.
    page.list.setSearch('react');
    await settle();
    expect(url()).toContain('view=v1');
    expect(views.modified()).toBe(true);
    page.list.setSearch('angular');
    await settle();
    expect(views.modified()).toBe(false);
    page.columns.setDensity('comfortable');
    expect(views.modified()).toBe(true);

    // A shared view without columns applies the list state and leaves the columns as they are.
    views.apply(views.views()[1]);
    await settle();
    expect(url()).toBe('/posts?perPage=10&sort=title&view=v2');
    expect(page.columns.density()).toBe('comfortable');
    views.leave();
    await settle();
    expect(url()).toBe('/posts?perPage=10&sort=title');
    expect(views.current()).toBeNull();
  });

  it('saves the current state under a name (it becomes current), overwrites, renames, shares and deletes own views', async () => {
    const page = await setup('/posts?q=vue&sort=-id');
    const { views } = page;
    page.columns.toggle('status');
    const saved = await views.save({ name: '  Vue, newest ', sharedWith: ['viewer'] });
    await settle();
    expect(store.views.at(-1)).toEqual({
      id: 'v3',
      resource: 'posts',
      name: 'Vue, newest',
      owner: 2,
      sharedWith: ['viewer'],
      state: {
        q: 'vue',
        filter: {},
        sort: ['-id'],
        order: 'desc',
        perPage: 25,
        columns: {
          order: ['id', 'title', 'status'],
          hidden: ['status'],
          widths: {},
          density: 'comfortable',
        },
      },
    });
    expect(url()).toBe('/posts?q=vue&sort=-id&view=v3');
    expect(views.current()).toEqual(saved);
    expect(views.views().map((v) => v.name)).toEqual(['Published', 'Vue, newest', 'Alice picks']);

    page.list.setSort([{ field: 'title', order: 'asc' }]);
    await settle();
    expect(views.modified()).toBe(true);
    await views.save({ name: saved.name, sharedWith: ['viewer'], replace: saved.id });
    expect(store.views.find((v) => v.id === 'v3')?.state.sort).toEqual(['title']);
    expect(views.modified()).toBe(false);

    const renamed = await views.rename(views.current()!, 'Vue by title');
    expect(renamed.name).toBe('Vue by title');
    const shared = await views.share(renamed, ['viewer', 'admin']);
    expect(store.views.find((v) => v.id === 'v3')).toMatchObject({
      name: 'Vue by title',
      sharedWith: ['viewer', 'admin'],
    });
    expect(views.current()?.sharedWith).toEqual(['viewer', 'admin']);

    await views.remove(shared);
    await settle();
    expect(store.views.some((v) => v.id === 'v3')).toBe(false);
    expect(views.current()).toBeNull();
    expect(url()).toBe('/posts?q=vue&sort=title');
  });

  it("refuses to change others' views and an empty name, and keeps the list when a save fails", async () => {
    const { views } = await setup('/posts');
    const shared = views.views()[1];
    await expect(views.remove(shared)).rejects.toThrow(
      new ViewsError('Only your own views can be deleted ("Alice picks" is not yours)'),
    );
    await expect(views.rename(shared, 'Mine now')).rejects.toThrow(
      'Only your own views can be changed ("Alice picks" is not yours)',
    );
    await expect(views.save({ name: 'x', replace: 'v2' })).rejects.toThrow(
      'Only your own views can be overwritten ("x" is not yours)',
    );
    await expect(views.save({ name: '   ' })).rejects.toThrow('A view needs a name');
    store.failNext = new Error('503 Service Unavailable');
    await expect(views.save({ name: 'Later' })).rejects.toThrow(
      'The view "Later" could not be saved: 503 Service Unavailable',
    );
    expect(views.views()).toHaveLength(2);
    expect(views.current()).toBeNull();
  });

  it('opens ?view=<id>: applies the view, unless the URL carries a list state of its own', async () => {
    let page = await setup('/posts?view=v1');
    await settle();
    expect(url()).toBe(
      '/posts?view=v1&perPage=50&sort=-publishedAt&q=angular&filter={"status":"published"}',
    );
    expect(page.columns.visible()).toEqual(['title', 'status']);
    expect(page.views.current()?.id).toBe('v1');

    TestBed.resetTestingModule();
    page = await setup('/posts?view=v1&q=changed');
    await settle();
    expect(url()).toBe('/posts?view=v1&q=changed');
    expect(page.views.modified()).toBe(true);
  });

  it('shows loading, then an error naming the cause, and loads again on retry', async () => {
    const page = await setup('/posts');
    store.hold = new Subject();
    page.views.retry();
    await settle();
    expect(page.views.status()).toBe('loading');
    store.hold.error(new Error('Network down'));
    await settle();
    expect(page.views.status()).toBe('error');
    expect((page.views.error() as Error).message).toBe(
      'The saved views could not be loaded: Network down',
    );
    store.hold = null;
    page.views.retry();
    await settle();
    expect(page.views.status()).toBe('ready');
    expect(page.views.views()).toHaveLength(2);
  });
});
