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
import { VaRichTextField } from './rich-text-field';
import { VaTextField } from './text-field';

// The first test compiles the show page, the table and the paginator (about 4 s on a loaded
// machine, over jest's 5 s default at times).
jest.setTimeout(20_000);

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  {
    name: 'comments',
    label: 'body',
    permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'secrets', label: 'name', permissions: ['admin'] },
  { name: 'users', label: 'name' },
  // No label: a record's name, title or label (else #id) names it.
  { name: 'reviews' },
  { name: 'notes', label: (note) => `${String(note['text'])} (${String(note['by'])})` },
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

/** A post page with tables without columns (the defaults), beside plain and long fields. */
@Component({
  imports: [VaShow, VaReferenceManyField, VaTextField, VaRichTextField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-show [resource]="resource()" [item]="item()">
      <va-text-field source="title" />
      <va-text-field id="wide-title" source="title" wide />
      <va-rich-text-field source="body" />
      <va-rich-text-field id="narrow-body" source="body" [wide]="false" />
      <va-reference-many-field reference="comments" target="postId" />
      <va-reference-many-field reference="reviews" target="postId" />
      <va-reference-many-field reference="notes" target="postId" />
    </va-show>
  `,
})
class PostDefaults {
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
              path: 'defaults/:id',
              component: PostDefaults,
              data: { resource: posts, item: { id: 1, title: 'Hello', body: '<p>Long</p>' } },
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
            { path: 'reviews/:id', component: Page },
            { path: 'notes/:id', component: Page },
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

  describe('without columns, on a show page', () => {
    async function defaults(): Promise<HTMLElement> {
      const el = await setup(ADMIN, '/defaults/1');
      await settle();
      flush(lists().table, comments(2), 2);
      flush(lists('reviews').table, [{ id: 4, postId: 1, title: 'Great read' }, { id: 5 }], 2);
      flush(lists('notes').table, [{ id: 9, postId: 1, text: 'Check', by: 'Ann' }], 1);
      await settle();
      return el;
    }
    const tables = (el: HTMLElement) => [
      ...el.querySelectorAll<HTMLElement>('va-reference-many-field'),
    ];
    const headers = (table: HTMLElement) =>
      [...table.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    const column = (table: HTMLElement, cls: string) =>
      [...table.querySelectorAll(`tbody td.mat-column-col-${cls}`)].map((td) =>
        td.textContent!.trim(),
      );

    it("shows the id and the related resource's label, linked to the record", async () => {
      const [byProperty, byFallback, byCallback] = tables(await defaults());
      // label: 'body': the property, sortable (sent to the API) and linked.
      expect(headers(byProperty)).toEqual(['Id', 'Body', 'Actions']);
      expect(column(byProperty, 'body')).toEqual(['Comment 1', 'Comment 2']);
      expect(
        byProperty.querySelector('th.mat-column-col-body .mat-sort-header-container'),
      ).not.toBeNull();
      expect(
        byProperty
          .querySelector<HTMLAnchorElement>('td.mat-column-col-body a')!
          .getAttribute('href'),
      ).toBe('/comments/1');
      // No label: the record's title (else #id), as every other place names these records.
      expect(headers(byFallback)).toEqual(['Id', 'Review', 'Actions']);
      expect(column(byFallback, 'va-record-label')).toEqual(['Great read', '#5']);
      expect(
        byFallback
          .querySelector<HTMLAnchorElement>('td.mat-column-col-va-record-label a')!
          .getAttribute('href'),
      ).toBe('/reviews/4');
      // A label callback: its text, not sortable (the API knows no such field).
      expect(headers(byCallback)).toEqual(['Id', 'Note', 'Actions']);
      expect(column(byCallback, 'va-record-label')).toEqual(['Check (Ann)']);
      expect(
        byCallback.querySelector('th.mat-column-col-va-record-label .mat-sort-header-container'),
      ).toBe(null);
    });

    it('marks tables and long content wide: the show grid gives them a whole row', async () => {
      const el = await defaults();
      // The grid's rule (VaShow's styles, which jest leaves out) reads this class; the browser
      // suite (e2e/relations.e2e.ts) checks the widths it gives.
      const grid = el.querySelector<HTMLElement>('va-show .va-show-fields')!;
      const wide = (element: Element) => element.classList.contains('va-field-wide');
      for (const table of tables(el)) {
        expect(table.parentElement).toBe(grid);
        expect(wide(table)).toBe(true);
      }
      const [title, wideTitle] = [...el.querySelectorAll('va-text-field')];
      const [body, narrowBody] = [...el.querySelectorAll('va-rich-text-field')];
      expect([wide(title), wide(wideTitle), wide(body), wide(narrowBody)]).toEqual([
        false,
        true,
        true,
        false,
      ]);
      expect(wideTitle.id).toBe('wide-title');
      expect(narrowBody.id).toBe('narrow-body');
    });
  });
});
