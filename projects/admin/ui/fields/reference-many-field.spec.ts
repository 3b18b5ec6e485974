import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { MATERIAL_ANIMATIONS } from '@angular/material/core';
import { Router, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { VaColumnDef } from '../list/va-column';
import { VaForm } from '../form/va-form';
import { VaTextInput } from '../inputs/va-text-input';
import { VaShow } from '../show/va-show';
import { VaReferenceManyCount, VaReferenceManyField } from './reference-many-field';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  {
    name: 'comments',
    label: 'body',
    permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'secrets', label: 'name', permissions: ['admin'] },
  { name: 'users', label: 'name' },
]);
const [posts] = resources;

const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };

@Component({
  imports: [VaShow, VaReferenceManyField, VaReferenceManyCount, VaColumnDef],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [item]="item()">
      <va-reference-many-count reference="comments" target="postId" />
      <va-reference-many-field reference="comments" target="postId" sort="-id">
        <va-column source="body" sortable />
      </va-reference-many-field>
      <va-reference-many-field reference="secrets" target="postId" />
    </va-show>
  `,
})
class PostShow {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

/** A post page whose comments table shows each comment's author (a reference column). */
@Component({
  imports: [VaShow, VaReferenceManyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [item]="item()">
      <va-reference-many-field
        reference="comments"
        target="postId"
        [columns]="[
          { source: 'body' },
          { source: 'authorId', type: 'reference', reference: 'users' },
        ]"
      />
    </va-show>
  `,
})
class PostWithAuthors {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

/** An edit page of a post: its comments below the form, from the form's record. */
@Component({
  imports: [VaForm, VaTextInput, VaReferenceManyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-form [resource]="resource()" [item]="item()" mode="edit">
      <va-text-input source="title" />
      <va-reference-many-field reference="comments" target="postId" />
    </va-form>
  `,
})
class PostEdit {
  readonly resource = input.required<Resource>();
  readonly item = input<AdminRecord>();
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

const comments = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, postId: 1, body: `Comment ${from + i}` }));

describe('VaReferenceManyField and VaReferenceManyCount', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;

  async function setup(user: AdminUser = ADMIN, url = '/posts/1'): Promise<HTMLElement> {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        { provide: MATERIAL_ANIMATIONS, useValue: { animationsDisabled: true } },
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        provideRouter(
          [
            {
              path: 'posts/:id',
              component: PostShow,
              data: { resource: posts, item: { id: 1, title: 'Hello' } },
            },
            {
              path: 'posts/:id/edit',
              component: PostEdit,
              data: { resource: posts, item: { id: 1, title: 'Hello' } },
            },
            {
              path: 'authors/:id',
              component: PostWithAuthors,
              data: { resource: posts, item: { id: 1, title: 'Hello' } },
            },
            { path: 'comments', component: Page },
            { path: 'comments/create', component: Page },
            { path: 'comments/:id', component: Page },
            { path: 'comments/:id/edit', component: Page },
            { path: 'secrets', component: Page },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    harness = await RouterTestingHarness.create(url);
    return harness.routeNativeElement!;
  }

  afterEach(() => http.verify());

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };

  /** The pending list requests of an endpoint: the table's page and the count's one record. */
  function lists(api = 'comments'): { table?: TestRequest; count?: TestRequest } {
    const found = http.match((req) => req.url === `/api/${api}` && req.method === 'GET');
    return {
      table: found.find((r) => r.request.params.get('_limit') !== '1'),
      count: found.find((r) => r.request.params.get('_limit') === '1'),
    };
  }
  const flush = (req: TestRequest | undefined, rows: object[], total: number) => {
    expect(req).toBeDefined();
    req!.flush(rows, { headers: { 'X-Total-Count': String(total) } });
  };
  /** The comments table (the first of the page). */
  const field = (el: HTMLElement) => el.querySelector<HTMLElement>('va-reference-many-field')!;

  it('lists the children with their count, row links and a create link with the parent filled in', async () => {
    const el = await setup();
    await settle();
    const { table, count } = lists();
    expect(table!.request.params.get('postId')).toBe('1');
    expect(table!.request.params.get('_sort')).toBe('id');
    expect(table!.request.params.get('_order')).toBe('desc');
    expect(table!.request.params.get('_limit')).toBe('10');
    flush(table, comments(10), 12);
    flush(count, comments(1), 12);
    flush(lists('secrets').table, [], 0);
    await settle();

    const comment = field(el);
    expect(comment.querySelector('h2')!.textContent).toContain('Comments (12)');
    expect(comment.querySelectorAll('tbody tr').length).toBe(10);
    expect(comment.textContent).toContain('Comment 10');
    expect(comment.querySelector<HTMLAnchorElement>('a.va-row-show')!.getAttribute('href')).toBe(
      '/comments/1',
    );
    const create = comment.querySelector<HTMLAnchorElement>('a.va-reference-many-create')!;
    expect(create.textContent).toContain('Add comment');
    const url = new URL(create.href, 'http://x');
    expect(url.pathname).toBe('/comments/create');
    expect(JSON.parse(url.searchParams.get('prefill')!)).toEqual({ postId: 1 });
    expect(url.searchParams.get('returnTo')).toBe('/posts/1');

    const counter = el.querySelector<HTMLElement>('va-reference-many-count')!;
    expect(counter.textContent).toContain('12 comments');
    expect(counter.querySelector('a')!.getAttribute('href')).toBe(
      '/comments?filter=%7B%22postId%22:1%7D',
    );
    // The second table: no record, its empty state.
    expect(el.textContent).toContain('No secrets yet.');
  });

  it('pages and sorts on its own', async () => {
    const el = await setup();
    await settle();
    const first = lists();
    flush(first.table, comments(10), 12);
    flush(first.count, comments(1), 12);
    flush(lists('secrets').table, [], 0);
    await settle();
    const comment = field(el);
    comment.querySelector<HTMLButtonElement>('.mat-mdc-paginator-navigation-next')!.click();
    await settle();
    const page2 = lists().table!;
    expect(page2.request.params.get('_page')).toBe('2');
    flush(page2, comments(2, 11), 12);
    await settle();
    expect(comment.querySelectorAll('tbody tr').length).toBe(2);
    // The URL keeps no state of this table.
    expect(TestBed.inject(Router).url).toBe('/posts/1');

    comment
      .querySelector<HTMLElement>('th.mat-column-col-body .mat-sort-header-container')!
      .click();
    await settle();
    const sorted = lists().table!;
    expect(sorted.request.params.get('_sort')).toBe('body');
    expect(sorted.request.params.get('_page')).toBe('1');
    flush(sorted, comments(10), 12);
    await settle();
  });

  it('shows an error with a retry button that asks again', async () => {
    const el = await setup();
    await settle();
    const first = lists();
    first.table!.flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    first.count!.flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    flush(lists('secrets').table, [], 0);
    await settle();
    const comment = field(el);
    expect(comment.querySelector('[role="alert"]')!.textContent).toContain(
      'The comments could not be loaded: Database down',
    );
    const counter = el.querySelector<HTMLElement>('va-reference-many-count')!;
    expect(counter.textContent).toContain('could not be counted');

    comment.querySelector<HTMLButtonElement>('.va-retry')!.click();
    counter.querySelector<HTMLButtonElement>('.va-reference-retry')!.click();
    await settle();
    const again = lists();
    flush(again.table, [], 0);
    flush(again.count, [], 0);
    await settle();
    expect(comment.textContent).toContain('No comments yet.');
    expect(counter.textContent).toContain('0 comments');
  });

  it("looks the rows' references up in one batched request, then from the cache", async () => {
    const el = await setup(ADMIN, '/authors/1');
    await settle();
    const rows = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: from + i,
        postId: 1,
        body: `C${from + i}`,
        authorId: (from + i) % 2 ? 7 : 8,
      }));
    flush(lists().table, rows(1, 10), 14);
    await settle();
    // Two authors for ten rows: one request for both.
    const users = http.match((req) => req.url === '/api/users');
    expect(users.length).toBe(1);
    expect(users[0].request.params.getAll('id')).toEqual(['7', '8']);
    users[0].flush([
      { id: 7, name: 'Ann' },
      { id: 8, name: 'Bob' },
    ]);
    await settle();
    expect(field(el).textContent).toContain('Ann');
    expect(field(el).textContent).toContain('Bob');
    // The next page's rows by the same authors: their labels from the cache, no request.
    field(el).querySelector<HTMLButtonElement>('.mat-mdc-paginator-navigation-next')!.click();
    await settle();
    const page2 = lists().table!;
    expect(page2.request.params.get('_page')).toBe('2');
    flush(page2, rows(11, 4), 14);
    await settle();
    http.expectNone((req) => req.url === '/api/users');
    expect(field(el).querySelectorAll('tbody tr').length).toBe(4);
    expect(field(el).textContent).toContain('Ann');
  });

  it('works on an edit page too: the form record is the parent, the form keeps its value', async () => {
    const el = await setup(ADMIN, '/posts/1/edit');
    await settle();
    const table = lists().table!;
    expect(table.request.params.get('postId')).toBe('1');
    flush(table, comments(10), 12);
    await settle();
    const comment = field(el);
    expect(comment.querySelectorAll('tbody tr').length).toBe(10);
    const create = new URL(
      comment.querySelector<HTMLAnchorElement>('a.va-reference-many-create')!.href,
      'http://x',
    );
    expect(create.searchParams.get('returnTo')).toBe('/posts/1/edit');
    // Paging the relation neither submits nor changes the form.
    comment.querySelector<HTMLButtonElement>('.mat-mdc-paginator-navigation-next')!.click();
    await settle();
    flush(lists().table, comments(2, 11), 12);
    await settle();
    http.expectNone((req) => req.method !== 'GET');
    expect(el.querySelector<HTMLInputElement>('va-text-input input')!.value).toBe('Hello');
  });

  it('asks nothing and offers no link for a resource the user may not see', async () => {
    const el = await setup(VIEWER);
    await settle();
    // Comments: the viewer lists and opens them, but creates none.
    const { table, count } = lists();
    http.expectNone((req) => req.url === '/api/secrets');
    flush(table, comments(1), 1);
    flush(count, comments(1), 1);
    await settle();
    const comment = field(el);
    expect(comment.querySelector('a.va-reference-many-create')).toBeNull();
    expect(comment.querySelector('a.va-row-edit')).toBeNull();
    expect(comment.querySelector('a.va-row-show')).not.toBeNull();
    expect(el.querySelector<HTMLElement>('va-reference-many-count')!.textContent).toContain(
      '1 comment',
    );
    const hidden = [...el.querySelectorAll<HTMLElement>('va-reference-many-field')].filter(
      (f) => f.hidden,
    );
    expect(hidden.length).toBe(1);
    expect(el.textContent).not.toContain('Secrets');
  });
});
