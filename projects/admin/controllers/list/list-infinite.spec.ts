// The infinite mode of the headless list (issue 38 §3): pages loaded one after the other and
// merged, "loaded N of M", a failed next page kept apart from the rows with a retry, a reload that
// keeps the user's place, and selection and bulk delete over every loaded row.
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { ɵADMIN_CONFIRM } from '../../config/confirm-internal';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { injectListController, type ListController } from './list-controller';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;
const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class InfiniteList {
  readonly resource = input.required<Resource>();
  readonly list = injectListController({
    resource: this.resource,
    perPage: 10,
    sort: 'id',
    mode: 'infinite',
  });
}

/** A request size beyond the paginator's (10/25/50/100): infinite lists take any. */
@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class ThousandList {
  readonly resource = input.required<Resource>();
  readonly list = injectListController({
    resource: this.resource,
    perPage: 1000,
    mode: 'infinite',
  });
}

const rowsOf = (from: number, to: number): AdminRecord[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i, title: `Post ${from + i}` }));

describe('ListController, infinite mode', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let list: ListController;

  async function setup(url: string): Promise<void> {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        provideAdmin({
          resources,
          auth: { login: () => ADMIN, logout: () => undefined, me: () => ADMIN },
        }),
        { provide: ɵADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        provideRouter(
          [
            { path: 'posts', component: InfiniteList, data: { resource: posts } },
            { path: 'thousand', component: ThousandList, data: { resource: posts } },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    TestBed.inject(Router).setUpLocationChangeListener();
    harness = await RouterTestingHarness.create(url);
    list = (harness.routeDebugElement!.componentInstance as InfiniteList | ThousandList).list;
  }

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };

  function expectPage(page: number): TestRequest {
    const request = http.expectOne(
      (req) =>
        req.url === '/api/posts' && req.method === 'GET' && req.params.get('_page') === `${page}`,
    );
    expect(request.request.params.get('_limit')).toBe('10');
    return request;
  }

  async function flushPage(page: number, rows: AdminRecord[], total: number): Promise<void> {
    expectPage(page).flush(rows, { headers: { 'X-Total-Count': String(total) } });
    await settle();
  }

  afterEach(() => http.verify());

  it('loads page after page as asked, merges them once each, and stops at the total', async () => {
    // A page in the URL means nothing to an infinite list: it starts at the top.
    await setup('/posts?page=3');
    expect(list.mode()).toBe('infinite');
    expect(list.query().page).toBe(1);
    await flushPage(1, rowsOf(1, 10), 25);
    expect(list.loadedCount()).toBe(10);
    expect(list.total()).toBe(25);
    expect(list.hasMore()).toBe(true);

    list.loadMore();
    list.loadMore(); // while page 2 is under way: no second request
    await settle();
    expect(list.moreStatus()).toBe('loading');
    // Post 10 moved down a page meanwhile (a creation above it): shown once.
    await flushPage(2, rowsOf(10, 20), 25);
    expect(list.moreStatus()).toBe('idle');
    expect(list.rows().map((row) => row['id'])).toEqual(rowsOf(1, 20).map((row) => row['id']));

    list.loadMore();
    await settle();
    await flushPage(3, rowsOf(21, 25), 25);
    expect(list.loadedCount()).toBe(25);
    expect(list.hasMore()).toBe(false);
    list.loadMore(); // every record is loaded: nothing to ask
    await settle();
    http.expectNone(() => true);
  });

  it('keeps the loaded rows when the next page fails, and asks for that page again on retry', async () => {
    await setup('/posts');
    await flushPage(1, rowsOf(1, 10), 30);
    list.loadMore();
    await settle();
    expectPage(2).flush('down', { status: 503, statusText: 'Unavailable' });
    await settle();
    expect(list.status()).toBe('ready');
    expect(list.moreStatus()).toBe('error');
    expect(list.moreError()).toBeDefined();
    expect(list.loadedCount()).toBe(10);

    list.loadMore();
    await settle();
    await flushPage(2, rowsOf(11, 20), 30);
    expect(list.moreStatus()).toBe('idle');
    expect(list.moreError()).toBeUndefined();
    expect(list.loadedCount()).toBe(20);
  });

  it('shows a failed first page as the list error, and loads it again on reload', async () => {
    await setup('/posts');
    expectPage(1).flush('down', { status: 500, statusText: 'Error' });
    await settle();
    expect(list.status()).toBe('error');
    expect(list.hasMore()).toBe(false);
    list.reload();
    await settle();
    await flushPage(1, rowsOf(1, 10), 12);
    expect(list.status()).toBe('ready');
    expect(list.loadedCount()).toBe(10);
  });

  it('selects every loaded row, deletes them in bulk, then loads the pages it had again', async () => {
    await setup('/posts');
    await flushPage(1, rowsOf(1, 10), 40);
    list.loadMore();
    await settle();
    await flushPage(2, rowsOf(11, 20), 40);

    list.select();
    expect(list.selection().length).toBe(20);
    expect(list.isSelected(list.rows()[19])).toBe(true);

    const done = list.deleteSelected();
    const deleted: string[] = [];
    for (let round = 0; round < 20 && deleted.length < 20; round++) {
      await settle();
      for (const req of http.match((r) => r.method === 'DELETE')) {
        deleted.push(req.request.url);
        req.flush({});
      }
    }
    expect(deleted.sort()).toEqual(
      rowsOf(1, 20)
        .map((row) => `/api/posts/${row['id']}`)
        .sort(),
    );
    expect(await done).toBe(true);
    await settle();
    expect(list.selection()).toEqual([]);
    // Both pages asked for again (the user keeps their place), in one state.
    expectPage(1).flush(rowsOf(21, 30), { headers: { 'X-Total-Count': '20' } });
    await flushPage(2, rowsOf(31, 40), 20);
    expect(list.rows().map((row) => row['id'])).toEqual(rowsOf(21, 40).map((row) => row['id']));
    expect(list.total()).toBe(20);
    expect(list.hasMore()).toBe(false);
  });

  it('starts again from one page when the search changes, and keeps the page out of the URL', async () => {
    await setup('/posts');
    await flushPage(1, rowsOf(1, 10), 30);
    list.loadMore();
    await settle();
    await flushPage(2, rowsOf(11, 20), 30);
    list.setSearch('ten');
    await settle();
    expect(TestBed.inject(Router).url).toBe('/posts?q=ten');
    const first = expectPage(1);
    expect(first.request.params.get('q')).toBe('ten');
    first.flush(rowsOf(10, 10), { headers: { 'X-Total-Count': '1' } });
    await settle();
    expect(list.loadedCount()).toBe(1);
    expect(list.hasMore()).toBe(false);
  });

  it('asks for any request size (perPage 1 000), not only the paginator sizes', async () => {
    await setup('/thousand');
    const first = http.expectOne((req) => req.url === '/api/posts');
    expect(first.request.params.get('_limit')).toBe('1000');
    first.flush(rowsOf(1, 1000), { headers: { 'X-Total-Count': '10000' } });
    await settle();
    expect(list.loadedCount()).toBe(1000);
    expect(list.hasMore()).toBe(true);
  });
});
