// A list page written without Material (plain HTML) on the headless list controller: what a team on
// another component kit writes. Driven through the router and the HTTP layer, like VaList's spec.
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { provideLocationMocks } from '@angular/common/testing';
import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, RouterLink, provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { ɵADMIN_CONFIRM } from '../../config/confirm-internal';
import { normalizeResources } from '../../core/normalize';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminUser } from '../../config/types';
import { provideAdmin } from '../../setup/provide-admin';
import { injectListController } from './list-controller';

const resources = normalizeResources([
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      { role: 'viewer', actions: ['list', 'show'], fields: { hidden: ['views'] } },
    ],
  },
  { name: 'users', label: 'name' },
  { name: 'notes', label: 'title', mutationMode: 'optimistic' },
  {
    name: 'pets',
    label: 'title',
    api: 'pet',
    operations: { list: { path: 'pet/findByStatus', filter: { status: 'available' } } },
  },
]);
const [posts, , notes, pets] = resources;
const ADMIN: AdminUser = { id: 1, name: 'Alice', roles: ['admin'] };
const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };

/** The whole page: no Material, only the controller's signals and methods. */
@Component({
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <input
      class="search"
      [value]="list.query().q"
      (change)="list.setSearch($any($event.target).value)"
    />
    @if (list.link('create'); as create) {
      <a class="create" [routerLink]="create">New post</a>
    }
    @switch (list.status()) {
      @case ('loading') {
        <p class="loading">Loading…</p>
      }
      @case ('error') {
        <p class="error">
          Could not load: <button class="retry" (click)="list.reload()">Retry</button>
        </p>
      }
    }
    @if (list.empty()) {
      <p class="empty">
        No posts.
        @if (list.filtered()) {
          <button class="clear" (click)="list.clearFilters()">Clear the search</button>
        }
      </p>
    }
    <table>
      <tr>
        <th></th>
        <th><button class="sort-title" (click)="list.toggleSort('title')">Title</button></th>
      </tr>
      @for (post of list.rows(); track post['id']) {
        <tr>
          <td>
            @if (list.offered('delete')) {
              <input
                type="checkbox"
                [checked]="list.isSelected(post)"
                (change)="list.toggle(post)"
              />
            }
          </td>
          <td>
            @if (list.link('show', post); as show) {
              <a [routerLink]="show">{{ post['title'] }}</a>
            } @else {
              {{ post['title'] }}
            }
          </td>
        </tr>
      }
    </table>
    <output class="status">{{ list.query().filter['status'] ?? '' }}</output>
    <output class="columns">{{ columns() }}</output>
    <p class="pager">
      Page {{ list.query().page }} of {{ list.pageCount() }} ({{ list.total() }})
      <button
        class="next"
        [disabled]="list.query().page >= list.pageCount()"
        (click)="list.setPage(list.query().page + 1)"
      >
        Next
      </button>
    </p>
    @if (list.selection().length) {
      <button class="delete" (click)="list.deleteSelected()">
        Delete {{ list.selection().length }}
      </button>
    }
  `,
})
class PlainPostsList {
  readonly resource = input.required<Resource>();
  protected readonly list = injectListController({
    resource: this.resource,
    perPage: 10,
    sort: '-id',
  });
  /** The columns the user may read (field permissions). */
  protected readonly columns = computed(() =>
    this.list
      .readable([{ source: 'title' }, { source: 'views' }])
      .map((column) => column.source)
      .join(','),
  );
}

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('ListController (a list page without Material)', () => {
  let http: HttpTestingController;
  let harness: RouterTestingHarness;
  let confirmed = true;

  async function setup(url: string, user: AdminUser = ADMIN): Promise<HTMLElement> {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideLocationMocks(),
        provideAdmin({
          resources,
          auth: { login: () => user, logout: () => undefined, me: () => user },
        }),
        { provide: ɵADMIN_CONFIRM, useValue: () => Promise.resolve(confirmed) },
        provideRouter(
          [
            { path: 'posts', component: PlainPostsList, data: { resource: posts } },
            { path: 'posts/create', component: Page },
            { path: 'posts/:id', component: Page },
            { path: 'notes', component: PlainPostsList, data: { resource: notes } },
            { path: 'notes/:id', component: Page },
            { path: 'pets', component: PlainPostsList, data: { resource: pets } },
            { path: 'pets/:id', component: Page },
          ],
          withComponentInputBinding(),
        ),
      ],
    });
    http = TestBed.inject(HttpTestingController);
    await TestBed.inject(AdminAuth).ready();
    TestBed.inject(Router).setUpLocationChangeListener();
    harness = await RouterTestingHarness.create(url);
    return harness.routeNativeElement!;
  }

  const settle = async () => {
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    }
  };

  function expectList(api = 'posts'): TestRequest {
    return http.expectOne((req) => req.url === `/api/${api}` && req.method === 'GET');
  }

  async function flush(rows: AdminRecord[], total = rows.length, api = 'posts') {
    expectList(api).flush(rows, { headers: { 'X-Total-Count': String(total) } });
    await settle();
  }

  const url = () => TestBed.inject(Router).url;
  const texts = (page: HTMLElement, selector: string) =>
    Array.from(page.querySelectorAll(selector)).map((el) => el.textContent?.trim());

  beforeEach(() => (confirmed = true));
  afterEach(() => http.verify());

  it('loads the page of the URL state, shows rows with links, and pages through the URL', async () => {
    const page = await setup('/posts');
    expect(page.querySelector('.loading')).not.toBeNull();
    const first = expectList();
    expect(first.request.params.get('_page')).toBe('1');
    expect(first.request.params.get('_limit')).toBe('10');
    expect(first.request.params.get('_sort')).toBe('id');
    expect(first.request.params.get('_order')).toBe('desc');
    first.flush(
      [
        { id: 5, title: 'Five' },
        { id: 4, title: 'Four' },
      ],
      { headers: { 'X-Total-Count': '25' } },
    );
    await settle();
    expect(page.querySelector('.loading')).toBeNull();
    expect(texts(page, 'td a')).toEqual(['Five', 'Four']);
    expect(page.querySelector('td a')!.getAttribute('href')).toBe('/posts/5');
    expect(page.querySelector('a.create')!.getAttribute('href')).toBe('/posts/create');
    expect(page.querySelector('.pager')!.textContent).toContain('Page 1 of 3 (25)');

    (page.querySelector('button.next') as HTMLButtonElement).click();
    await settle();
    expect(url()).toBe('/posts?page=2');
    expect(expectList().request.params.get('_page')).toBe('2');
    http.expectNone(() => true);
  });

  it('leaves a field the user may not read out of its columns, and its sort and filter from the URL out of the request', async () => {
    const query = '?sort=-views,title&filter=' + encodeURIComponent('{"views":3,"title":"A"}');
    const page = await setup('/posts' + query, VIEWER);
    const request = expectList();
    expect(request.request.params.get('_sort')).toBe('title');
    expect(request.request.params.has('views')).toBe(false);
    expect(request.request.params.get('title')).toBe('A');
    expect(request.request.urlWithParams).not.toContain('views');
    request.flush([{ id: 1, title: 'A' }], { headers: { 'X-Total-Count': '1' } });
    await settle();
    expect(texts(page, 'output.columns')).toEqual(['title']);
    // Only a hidden sort: the default sort, and no request with views.
    await harness.navigateByUrl('/posts?sort=views');
    await settle();
    const second = expectList();
    expect(second.request.params.get('_sort')).toBe('id');
    second.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
  });

  it('keeps every column, sort and filter for a user who may read every field', async () => {
    const page = await setup('/posts?sort=-views', ADMIN);
    const request = expectList();
    expect(request.request.params.get('_sort')).toBe('views');
    request.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
    expect(texts(page, 'output.columns')).toEqual(['title,views']);
  });

  it("starts a list whose operation requires a filter at the filter's default; a value in the URL wins", async () => {
    const page = await setup('/pets');
    const first = http.expectOne((req) => req.url === '/api/pet/findByStatus');
    expect(first.request.params.get('status')).toBe('available');
    first.flush([{ id: 1, title: 'Rex' }], { headers: { 'X-Total-Count': '1' } });
    await settle();
    expect(texts(page, 'td a')).toEqual(['Rex']);
    expect(texts(page, 'output.status')).toEqual(['available']);
    expect(url()).toBe('/pets');

    await harness.navigateByUrl('/pets?filter=' + encodeURIComponent('{"status":"sold"}'));
    await settle();
    const sold = http.expectOne((req) => req.url === '/api/pet/findByStatus');
    expect(sold.request.params.get('status')).toBe('sold');
    sold.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
    expect(texts(page, 'output.status')).toEqual(['sold']);
  });

  it('sorts by a column (ascending, descending, default) and searches from page 1', async () => {
    const page = await setup('/posts?page=2');
    await flush([{ id: 3, title: 'Three' }], 5);

    (page.querySelector('button.sort-title') as HTMLButtonElement).click();
    await settle();
    expect(url()).toBe('/posts?sort=title');
    const asc = expectList();
    expect([asc.request.params.get('_sort'), asc.request.params.get('_order')]).toEqual([
      'title',
      'asc',
    ]);
    asc.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();

    (page.querySelector('button.sort-title') as HTMLButtonElement).click();
    await settle();
    expect(url()).toBe('/posts?sort=-title');
    await flush([{ id: 1, title: 'Zed' }], 1);

    const search = page.querySelector('input.search') as HTMLInputElement;
    search.value = 'zed';
    search.dispatchEvent(new Event('change'));
    await settle();
    expect(url()).toBe('/posts?sort=-title&q=zed');
    expect(expectList().request.params.get('q')).toBe('zed');
  });

  it('shows an empty state that clears the search, and an error with a retry', async () => {
    const page = await setup('/posts?q=nothing');
    await flush([], 0);
    expect(page.querySelector('.empty')!.textContent).toContain('No posts.');
    (page.querySelector('button.clear') as HTMLButtonElement).click();
    await settle();
    expect(url()).toBe('/posts');
    expectList().flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    await settle();
    expect(page.querySelector('.error')).not.toBeNull();
    expect(page.querySelector('.empty')).toBeNull();

    (page.querySelector('button.retry') as HTMLButtonElement).click();
    await settle();
    await flush([{ id: 1, title: 'One' }]);
    expect(page.querySelector('.error')).toBeNull();
    expect(texts(page, 'td a')).toEqual(['One']);
  });

  it('selects rows and deletes them after the confirmation, then fills the page again', async () => {
    const page = await setup('/posts');
    await flush(
      [
        { id: 2, title: 'Two' },
        { id: 1, title: 'One' },
      ],
      3,
    );
    const boxes = page.querySelectorAll<HTMLInputElement>('input[type=checkbox]');
    boxes[0].click();
    boxes[1].click();
    await settle();
    expect(page.querySelector('button.delete')!.textContent).toContain('Delete 2');

    confirmed = false;
    (page.querySelector('button.delete') as HTMLButtonElement).click();
    await settle();
    http.expectNone(() => true);
    expect(texts(page, 'td a')).toEqual(['Two', 'One']);

    confirmed = true;
    (page.querySelector('button.delete') as HTMLButtonElement).click();
    await settle();
    const deletes = http.match((req) => req.method === 'DELETE');
    expect(deletes.map((req) => req.request.url).sort()).toEqual(['/api/posts/1', '/api/posts/2']);
    deletes.forEach((req) => req.flush({}));
    await settle();
    expect(texts(page, 'td a')).toEqual([]);
    expect(page.querySelector('button.delete')).toBeNull();
    await flush([{ id: 3, title: 'Three' }], 1);
    expect(texts(page, 'td a')).toEqual(['Three']);
  });

  it('offers only what the user may do: no create link, no selection, no delete', async () => {
    const page = await setup('/posts', VIEWER);
    await flush([{ id: 1, title: 'One' }]);
    expect(page.querySelector('a.create')).toBeNull();
    expect(page.querySelector('input[type=checkbox]')).toBeNull();
    expect(page.querySelector('td a')!.getAttribute('href')).toBe('/posts/1');
  });

  it('hides an optimistic delete at once and shows the rows exactly as before when refused', async () => {
    const page = await setup('/notes');
    await flush(
      [
        { id: 1, title: 'One' },
        { id: 2, title: 'Two' },
      ],
      2,
      'notes',
    );
    page.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[1].click();
    await settle();
    (page.querySelector('button.delete') as HTMLButtonElement).click();
    await settle();
    // Shown at once, before the server answered.
    expect(texts(page, 'td a')).toEqual(['One']);
    expect(page.querySelector('.pager')!.textContent).toContain('(1)');
    http
      .expectOne((req) => req.method === 'DELETE' && req.url === '/api/notes/2')
      .flush({ message: 'Locked' }, { status: 409, statusText: 'Conflict' });
    await settle();
    expect(texts(page, 'td a')).toEqual(['One', 'Two']);
    expect(page.querySelector('.pager')!.textContent).toContain('(2)');
  });
});
