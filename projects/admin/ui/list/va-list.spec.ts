import { Location } from '@angular/common';
import { type TestRequest } from '@angular/common/http/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { DeferBlockBehavior, DeferBlockState, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import axe from 'axe-core';
import { Router } from '@angular/router';

import { ɵAdminPagePrefetch } from '../../routing/page-prefetch';
import { AdminCsvExport } from '../../controllers/list/csv-export';
import { VaList } from './va-list';
import { REFERENCE_WAIT_MS } from './va-data-table';
import { timeZoneMinus5 } from './time-zone.spec-helper';
import { ɵFILTER_DEBOUNCE } from './list-checks-internal';
import { ADMIN, ListPageTest, VIEWER, post } from './va-list.testing';
import { VaConfirmDialogHarness } from '../../testing/dialog-harnesses';
import { VaListHarness } from '../../testing/list-harness';

/** axe walks the whole page: seconds on a loaded 2-core machine, beyond jest's 5 s default. */
const AXE_TIMEOUT = 20_000;

describe('VaList', () => {
  const page = new ListPageTest();
  let http: ListPageTest['http'];
  let harness: ListPageTest['harness'];
  let overlay: HTMLElement;

  async function setup(
    url: string,
    user = ADMIN,
    deferBlockBehavior = DeferBlockBehavior.Playthrough,
  ) {
    const root = await page.open(url, user, deferBlockBehavior);
    ({ http, harness, overlay } = page);
    return root;
  }

  /** Undoes a `timeZoneMinus5()` of the test. */
  let restoreDate = () => undefined as void;

  afterEach(() => {
    restoreDate();
    restoreDate = () => undefined;
    page.verify();
  });

  const settle = () => page.settle();
  /** The pending list request of an endpoint (not a getMany by ids). */
  const expectList = (api = 'posts'): TestRequest => page.expectList(api);
  const flushList = (...args: Parameters<ListPageTest['flushList']>) => page.flushList(...args);
  const flushUsers = () => page.flushUsers();

  const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();
  const rows = (root: HTMLElement) => [...root.querySelectorAll('tr.va-row')];
  const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => text(td));
  const url = () => TestBed.inject(Router).url;
  /** The list of the page shown, and the dialogs (admin/testing's harnesses). */
  const list = () => TestbedHarnessEnvironment.loader(harness.fixture).getHarness(VaListHarness);
  const confirmDialog = () =>
    TestbedHarnessEnvironment.documentRootLoader(harness.fixture).getHarness(
      VaConfirmDialogHarness,
    );
  const query = (name: string) => new URL(url(), 'http://x').searchParams.get(name);

  it('loads the first page, shows typed columns and references in one batched request', async () => {
    const root = await setup('/posts');
    const request = expectList();
    expect(request.request.params.get('_page')).toBe('1');
    expect(request.request.params.get('_limit')).toBe('25');
    request.flush([post(1), post(2), post(3)], { headers: { 'X-Total-Count': '42' } });
    await settle();
    expect(await flushUsers()).toEqual(['2', '1']);
    expect(text(root.querySelector('h1'))).toBe('Posts');
    const headers = [...root.querySelectorAll('th')].map((th) => text(th));
    expect(headers).toEqual(['', 'Title', 'User', 'Published', 'Views', 'Actions']);
    const first = rows(root)[0];
    expect(cells(first).slice(1, 5)).toEqual(['Post 1', 'User 2', '', '1,000']);
    expect(first.querySelector('svg.va-cell-icon')?.getAttribute('aria-label')).toBe('No');
    expect(first.querySelector('.va-reference a')?.getAttribute('href')).toBe('/users/2');
    // Simple columns (text, boolean, number) and references are written by the row itself.
    expect(first.querySelectorAll('va-cell')).toHaveLength(0);
    expect(text(root.querySelector('.mat-mdc-paginator-range-label'))).toBe('1 – 25 of 42');
    expect(root.querySelector('table')?.getAttribute('aria-label')).toBe('Posts list');
  });

  it("fetches the code of a row's page when the pointer comes over it: show, or edit over its link", async () => {
    const root = await setup('/posts');
    await flushList([post(1), post(2)]);
    await flushUsers();
    const prefetch = jest.spyOn(TestBed.inject(ɵAdminPagePrefetch), 'prefetch');
    const over = (target: Element) =>
      target.dispatchEvent(new Event('pointerover', { bubbles: true }));
    over(rows(root)[1].querySelector('td.mat-column-col-title')!);
    over(rows(root)[1].querySelector('a.va-row-edit')!);
    over(root.querySelector('th')!);
    expect(prefetch.mock.calls.map(([resource, action]) => [resource.name, action])).toEqual([
      ['posts', 'show'],
      ['posts', 'edit'],
    ]);
  });

  it('fetches no page code a row does not offer', async () => {
    const root = await setup('/notes');
    await flushList([{ id: 9, title: 'Note' }], 1, 'notes');
    const prefetch = jest.spyOn(TestBed.inject(ɵAdminPagePrefetch), 'prefetch');
    // Notes have no show page: over a row, the edit page (offered) is fetched, never show.
    rows(root)[0].dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch.mock.calls.map(([, action]) => action)).toEqual(['edit']);
  });

  it('shows the rows before the code of the filter bar and paginator; slots keep their place', async () => {
    const root = await setup('/posts', ADMIN, DeferBlockBehavior.Manual);
    await flushList([post(1), post(2)], 42);
    await flushUsers();
    expect(rows(root).length).toBe(2);
    // Placeholders of their height: the rows do not move when the bar and paginator come.
    expect(root.querySelector('va-list-filters')).toBeNull();
    expect(root.querySelector('va-paginator')).toBeNull();
    expect(root.querySelector('.va-filters-slot.va-filters-slot-search')).not.toBeNull();
    expect(root.querySelector('.va-paginator-slot')).not.toBeNull();
    const blocks = await harness.fixture.getDeferBlocks();
    expect(blocks.length).toBe(2);
    for (const block of blocks) await block.render(DeferBlockState.Complete);
    await settle();
    expect(root.querySelector('va-list-filters input[type="search"]')).not.toBeNull();
    expect(text(root.querySelector('.mat-mdc-paginator-range-label'))).toBe('1 – 25 of 42');
    expect(root.querySelector('.va-filters-slot, .va-paginator-slot')).toBeNull();
  });

  it('sorts on the server and keeps the sort in the URL', async () => {
    await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    await (await list()).sortBy('title', 'asc');
    await settle();
    expect(url()).toBe('/posts?sort=title');
    let request = expectList();
    expect(request.request.params.get('_sort')).toBe('title');
    expect(request.request.params.get('_order')).toBe('asc');
    request.flush([post(1)], { headers: { 'X-Total-Count': '1' } });
    await settle();
    await (await list()).sortBy('title', 'desc');
    await settle();
    expect(url()).toBe('/posts?sort=-title');
    request = expectList();
    expect(request.request.params.get('_order')).toBe('desc');
    request.flush([post(1)], { headers: { 'X-Total-Count': '1' } });
    await settle();
    expect(await (await list()).getSort()).toEqual({ column: 'title', direction: 'desc' });
  });

  it('pages on the server; the URL restores page and size on reload and back', async () => {
    await setup('/posts?perPage=10&page=2');
    let request = expectList();
    expect(request.request.params.get('_page')).toBe('2');
    expect(request.request.params.get('_limit')).toBe('10');
    request.flush([post(11)], { headers: { 'X-Total-Count': '35' } });
    await settle();
    await flushUsers();
    expect(await (await list()).getRange()).toBe('11 – 20 of 35');
    await (await list()).nextPage();
    await settle();
    expect(url()).toBe('/posts?perPage=10&page=3');
    request = expectList();
    expect(request.request.params.get('_page')).toBe('3');
    request.flush([post(21)], { headers: { 'X-Total-Count': '35' } });
    await settle(); // user 2 is cached since page 2: no look-up
    TestBed.inject(Location).back();
    await settle();
    // Page 2 was answered moments ago: shown again from memory, no request (http.verify()).
    expect(url()).toBe('/posts?perPage=10&page=2');
    expect(await (await list()).getRange()).toBe('11 – 20 of 35');
    expect(await (await list()).getCellText(0, 'title')).toBe('Post 11');
  });

  /** Page 1 shown with its user, then page 2 answered: post 12, whose user 7 is not known yet. */
  async function secondPageWithUnknownUser(): Promise<HTMLElement> {
    const root = await setup('/posts?perPage=10');
    await flushList([post(1)], 35);
    await flushUsers();
    root.querySelector<HTMLButtonElement>('button.mat-mdc-paginator-navigation-next')!.click();
    await settle();
    await flushList([post(12, { userId: 7 })], 35);
    return root;
  }

  it('shows a new page whole: its rows wait for their references, the previous page stays meanwhile', async () => {
    const root = await secondPageWithUnknownUser();
    // User 7 is not known yet: page 1 still shows, the table busy.
    expect(cells(rows(root)[0])[1]).toBe('Post 1');
    expect(root.querySelector('.va-table-wrap')?.getAttribute('aria-busy')).toBe('true');
    expect(await flushUsers()).toEqual(['7']);
    // One render of the new page, its reference labelled: no "Loading…" in between.
    expect(cells(rows(root)[0]).slice(1, 3)).toEqual(['Post 12', 'User 7']);
    expect(root.querySelector('.va-table-wrap')?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows a new page whose references are slow after REFERENCE_WAIT_MS, labels loading', async () => {
    const root = await secondPageWithUnknownUser();
    expect(cells(rows(root)[0])[1]).toBe('Post 1');
    await new Promise((resolve) => setTimeout(resolve, REFERENCE_WAIT_MS + 20));
    await settle();
    expect(cells(rows(root)[0]).slice(1, 3)).toEqual(['Post 12', 'Loading…']);
    expect(root.querySelector('.va-reference')?.getAttribute('aria-busy')).toBe('true');
    expect(await flushUsers()).toEqual(['7']);
    expect(cells(rows(root)[0])[2]).toBe('User 7');
  });

  it('names a failed reference look-up in its cells and asks again from their retry button', async () => {
    const root = await setup('/posts');
    await flushList([post(1), post(2)]);
    http
      .expectOne((req) => req.url === '/api/users' && req.params.has('id'))
      .flush({ message: 'down' }, { status: 500, statusText: 'Server Error' });
    await settle();
    const cell = rows(root)[0].querySelector('.va-reference')!;
    expect(cell.querySelector('.va-field-error')).not.toBeNull();
    const retry = cell.querySelector<HTMLButtonElement>('button.va-reference-retry')!;
    expect(retry.getAttribute('aria-label')).toContain('user');
    retry.click();
    await settle();
    // Asked again, and the row was not opened by the click.
    expect(url()).toBe('/posts');
    expect(await flushUsers()).toEqual(['2', '1']);
    expect(cells(rows(root)[0])[2]).toBe('User 2');
    expect(root.querySelector('button.va-reference-retry')).toBeNull();
  });

  it("sends the next page's request before the router has navigated to it, once", async () => {
    const root = await setup('/posts?perPage=10');
    await flushList([post(1)], 35);
    await flushUsers();
    root.querySelector<HTMLButtonElement>('button.mat-mdc-paginator-navigation-next')!.click();
    await Promise.resolve();
    // Under way while the URL still shows page 1.
    expect(url()).toBe('/posts?perPage=10');
    expect(expectList().request.params.get('_page')).toBe('2');
    await settle();
    expect(url()).toBe('/posts?perPage=10&page=2');
    http.expectNone((req) => req.url === '/api/posts');
  });

  it('searches with q once typing pauses, back on page 1', async () => {
    const root = await setup('/posts?page=3');
    await flushList([post(1)], 100);
    await flushUsers();
    const search = root.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(root.querySelector(`label[for="${search.id}"]`)?.textContent?.trim()).toBe('Search');
    search.value = 'hel';
    search.dispatchEvent(new Event('input'));
    search.value = 'hello';
    search.dispatchEvent(new Event('input'));
    await settle();
    http.expectNone((req) => req.params.has('q'));
    await new Promise((resolve) => setTimeout(resolve, ɵFILTER_DEBOUNCE + 20));
    await settle();
    expect(url()).toBe('/posts?q=hello');
    const request = expectList();
    expect(request.request.params.get('q')).toBe('hello');
    expect(request.request.params.get('_page')).toBe('1');
    request.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
    expect(text(root.querySelector('.va-list-empty p'))).toBe(
      'No posts match the search and filters.',
    );
    root.querySelector<HTMLButtonElement>('.va-empty-clear')!.click();
    await settle();
    expect(url()).toBe('/posts');
    await flushList([post(1)]);
  });

  it('sends typed filters: boolean, select, date range (whole local days, as ISO)', async () => {
    restoreDate = timeZoneMinus5();
    const filter = {
      published: true,
      status: 'draft',
      publishedAt: { from: '2024-01-01', to: '2024-01-31' },
    };
    const root = await setup(`/posts?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    const request = expectList();
    const params = request.request.params;
    expect(params.get('published')).toBe('true');
    expect(params.get('status')).toBe('draft');
    // Midnight and 23:59:59.999 in New York (winter, UTC-5): evening records of the 31st count.
    expect(params.get('publishedAt_gte')).toBe('2024-01-01T05:00:00.000Z');
    expect(params.get('publishedAt_lte')).toBe('2024-02-01T04:59:59.999Z');
    request.flush([post(2)], { headers: { 'X-Total-Count': '1' } });
    await settle();
    await flushUsers();
    const dates = [...root.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    expect(dates.map((d) => d.value)).toEqual(['2024-01-01', '2024-01-31']);
    expect(dates.map((d) => text(root.querySelector(`label[for="${d.id}"]`)))).toEqual([
      'Published at from',
      'Published at to',
    ]);
    dates[1].value = '';
    dates[1].dispatchEvent(new Event('change'));
    await settle();
    expect(JSON.parse(query('filter')!)).toEqual({
      published: true,
      status: 'draft',
      publishedAt: { from: '2024-01-01' },
    });
    const next = expectList();
    expect(next.request.params.has('publishedAt_lte')).toBe(false);
    next.flush([post(2)], { headers: { 'X-Total-Count': '1' } });
    await settle();
  });

  it('chooses a boolean filter from its select', async () => {
    await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    const filters = await list();
    expect(await filters.getFilterOptions('Published')).toEqual(['Any', 'Yes', 'No']);
    await filters.setFilter('Published', 'No');
    await settle();
    expect(query('filter')).toBe('{"published":false}');
    const request = expectList();
    expect(request.request.params.get('published')).toBe('false');
    request.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
  });

  it('filters by text ("contains") once typing pauses', async () => {
    await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    // Typed in the "Title" filter; the harness waits for the typing pause (ɵFILTER_DEBOUNCE).
    await (await list()).setFilter('Title', 'Post 1');
    await settle();
    expect(JSON.parse(query('filter')!)).toEqual({ title: 'Post 1' });
    const request = expectList();
    // "Contains": json-server's `_like`, the text regex-escaped.
    expect(request.request.params.has('title')).toBe(false);
    expect(request.request.params.get('title_like')).toBe('Post 1');
    request.flush([post(1)], { headers: { 'X-Total-Count': '1' } });
    await settle();
  });

  it('filters by a referenced record chosen by its label', async () => {
    const root = await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    const input = root.querySelector<HTMLInputElement>('va-reference-filter input')!;
    expect(text(root.querySelector(`label[for="${input.id}"]`))).toBe('User');
    input.focus();
    input.value = 'ali';
    input.dispatchEvent(new Event('input'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settle();
    const search = http.expectOne(
      (req) => req.url === '/api/users' && req.params.get('q') === 'ali',
    );
    search.flush([{ id: 7, name: 'Alice' }], { headers: { 'X-Total-Count': '1' } });
    await settle();
    const option = [...overlay.querySelectorAll<HTMLElement>('mat-option')].find(
      (o) => text(o) === 'Alice',
    )!;
    option.click();
    await settle();
    expect(JSON.parse(query('filter')!)).toEqual({ userId: 7 });
    const request = expectList();
    expect(request.request.params.get('userId')).toBe('7');
    request.flush([post(1, { userId: 7 })], { headers: { 'X-Total-Count': '1' } });
    await settle();
    input.dispatchEvent(new Event('blur'));
    await settle();
    expect(input.value).toBe('Alice');
  });

  it('says when a reference filter search finds nothing or fails, with the reason', async () => {
    const root = await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    const input = root.querySelector<HTMLInputElement>('va-reference-filter input')!;
    const status = () => text(overlay.querySelector('mat-option.va-autocomplete-status'));
    const search = async (q: string) => {
      input.focus();
      input.value = q;
      input.dispatchEvent(new Event('input'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await settle();
      return http.expectOne((req) => req.url === '/api/users' && req.params.get('q') === q);
    };
    const nobody = await search('zz');
    expect(status()).toBe('Searching…');
    nobody.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
    expect(status()).toBe('No results');
    (await search('zzz')).flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    await settle();
    expect(status()).toBe('The search failed: Database down');
  });

  it('shows the label of a reference filter restored from the URL', async () => {
    const root = await setup(`/posts?filter=${encodeURIComponent('{"userId":5}')}`);
    const list = expectList();
    expect(list.request.params.get('userId')).toBe('5');
    await settle();
    http
      .expectOne((req) => req.url === '/api/users' && req.params.getAll('id')?.join() === '5')
      .flush([{ id: 5, name: 'Eve' }]);
    await settle();
    expect(root.querySelector<HTMLInputElement>('va-reference-filter input')!.value).toBe('Eve');
    list.flush([], { headers: { 'X-Total-Count': '0' } });
    await settle();
  });

  it('always sends the permanent filter and shows no control for it', async () => {
    const root = await setup('/archived-posts');
    const request = expectList('posts');
    expect(request.request.params.get('archived')).toBe('true');
    request.flush([post(5, { archived: true })], { headers: { 'X-Total-Count': '1' } });
    await settle();
    await flushUsers();
    expect(text(root.querySelector('h1'))).toBe('Archive');
    expect(root.querySelector('.va-clear-filters')).toBeNull();
    expect(url()).toBe('/archived-posts');
  });

  it('offers show, edit and delete per row, selection and create to an admin', async () => {
    const root = await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    const row = rows(root)[0];
    expect(row.querySelector('.va-row-show')?.getAttribute('href')).toBe('/posts/1');
    expect(row.querySelector('.va-row-show')?.getAttribute('aria-label')).toBe('Show Post 1');
    expect(row.querySelector('.va-row-edit')?.getAttribute('href')).toBe('/posts/1/edit');
    expect(row.querySelector('.va-row-delete')?.getAttribute('aria-label')).toBe('Delete Post 1');
    expect(row.querySelector('input.va-checkbox')?.getAttribute('aria-label')).toBe(
      'Select Post 1',
    );
    expect(root.querySelector('.va-create')?.getAttribute('href')).toBe('/posts/create');
  });

  it('hides actions the viewer may not perform', async () => {
    const root = await setup('/posts', VIEWER);
    await flushList([post(1)]);
    await flushUsers();
    const row = rows(root)[0];
    expect(row.querySelector('.va-row-show')).not.toBeNull();
    expect(row.querySelector('.va-row-edit')).toBeNull();
    expect(row.querySelector('.va-row-delete')).toBeNull();
    expect(row.querySelector('input.va-checkbox')).toBeNull();
    expect(root.querySelector('.va-create')).toBeNull();
  });

  it('hides disabled actions: no delete without the action, no edit on a read-only resource', async () => {
    const root = await setup('/categories');
    await flushList([{ id: 1, name: 'News' }], 1, 'categories');
    let row = rows(root)[0];
    expect(row.querySelector('.va-row-edit')).not.toBeNull();
    expect(row.querySelector('.va-row-delete')).toBeNull();
    expect(row.querySelector('input.va-checkbox')).toBeNull();
    await harness.navigateByUrl('/archived-posts');
    await flushList([post(5)], 1, 'posts');
    await flushUsers();
    row = rows(root.ownerDocument.body)[0];
    expect(row.querySelector('.va-row-show')?.getAttribute('href')).toBe('/archived-posts/5');
    expect(row.querySelector('.va-row-edit')).toBeNull();
    expect(row.querySelector('.va-row-delete')).toBeNull();
  });

  it('opens the show page on row click, or edit when show has no route', async () => {
    const root = await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    (rows(root)[0].querySelector('td:nth-child(2)') as HTMLElement).click();
    await settle();
    expect(url()).toBe('/posts/1');
    await harness.navigateByUrl('/notes');
    await flushList([{ id: 9, title: 'Note' }], 1, 'notes');
    const row = rows(root.ownerDocument.body)[0] as HTMLElement;
    expect(row.getAttribute('tabindex')).toBe('0');
    row.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(url()).toBe('/notes/9/edit');
  });

  it('shows a recent answer at once when coming back, with no request; retry asks the server', async () => {
    await setup('/posts');
    await flushList([post(1), post(2)], 2);
    await flushUsers();
    await harness.navigateByUrl('/posts/1');
    const root = await harness.navigateByUrl('/posts').then(() => harness.routeNativeElement!);
    // Rendered with the rows in the first pass: no skeleton, no loading flag, no request.
    expect(root.querySelector('.va-skeleton')).toBeNull();
    expect(root.querySelector('table')?.getAttribute('aria-busy')).not.toBe('true');
    expect(rows(root).map((r) => cells(r)[1])).toEqual(['Post 1', 'Post 2']);
    await settle();
    http.verify();
    // An explicit reload bypasses the recent answer.
    const list = harness.routeDebugElement!.query(By.directive(VaList)).componentInstance as VaList;
    list.reload();
    await settle();
    await flushList([post(2)], 1);
    expect(rows(root).map((r) => cells(r)[1])).toEqual(['Post 2']);
  });

  it('asks the server again once the list was written to', async () => {
    const root = await setup('/posts');
    await flushList([post(1), post(2)], 2);
    await flushUsers();
    rows(root)[0].querySelector<HTMLButtonElement>('.va-row-delete')!.click();
    await settle();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/posts/1' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    await flushList([post(2)], 1);
    // The answer after the delete is the recent one now.
    await harness.navigateByUrl('/posts/2');
    await harness.navigateByUrl('/posts');
    await settle();
    expect(rows(harness.routeNativeElement!).map((r) => cells(r)[1])).toEqual(['Post 2']);
  });

  it('shows an empty state with a create button', async () => {
    const root = await setup('/posts');
    await flushList([], 0);
    expect(await (await list()).getEmptyText()).toBe('No posts yet.');
    expect(root.querySelector('.va-empty-create')?.getAttribute('href')).toBe('/posts/create');
    expect(root.querySelector('table')).toBeNull();
  });

  it('shows a skeleton while loading, then an error with retry', async () => {
    const root = await setup('/posts');
    expect(root.querySelector('.va-skeleton')?.getAttribute('role')).toBe('status');
    expectList().flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    await settle();
    expect(root.querySelector('.va-list-error')!.getAttribute('role')).toBe('alert');
    expect(await (await list()).getErrorText()).toContain(
      'The posts could not be loaded: Database down',
    );
    await (await list()).retry();
    await settle();
    await flushList([post(1)]);
    await flushUsers();
    expect(await (await list()).getErrorText()).toBeNull();
    expect(await (await list()).getRowCount()).toBe(1);
  });

  it('deletes a row after confirmation naming it; the row vanishes at once', async () => {
    await setup('/posts');
    await flushList([post(1), post(2)], 2);
    await flushUsers();
    await (await list()).runRowAction(0, 'delete');
    await settle();
    const dialog = await confirmDialog();
    expect(await dialog.getMessage()).toBe('Delete post “Post 1”? This cannot be undone.');
    await dialog.confirm();
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/posts/1' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    expect((await (await list()).getRows()).map((row) => row['title'])).toEqual(['Post 2']);
    expect(text(overlay.querySelector('.va-notification-success'))).toContain(
      'Post “Post 1” deleted',
    );
    await flushList([post(2)], 1);
  });

  it('keeps the row and reports the API error when deleting fails', async () => {
    const root = await setup('/posts');
    await flushList([post(1)]);
    await flushUsers();
    rows(root)[0].querySelector<HTMLButtonElement>('.va-row-delete')!.click();
    await settle();
    overlay.querySelector<HTMLButtonElement>('.va-confirm-ok')!.click();
    await settle();
    http
      .expectOne({ method: 'DELETE', url: '/api/posts/1' })
      .flush(
        { message: 'Posts with comments cannot be deleted' },
        { status: 409, statusText: 'Conflict' },
      );
    await settle();
    expect(rows(root).length).toBe(1);
    expect(text(overlay.querySelector('.va-notification-error'))).toContain(
      'Posts with comments cannot be deleted',
    );
  });

  it('selects rows and deletes them in bulk', async () => {
    const root = await setup('/posts');
    await flushList([post(1), post(2), post(3)], 3);
    await flushUsers();
    const table = await list();
    await table.toggleRow(0);
    await table.toggleRow(2);
    await settle();
    expect(await table.getSelectionText()).toBe('2 selected');
    await table.deleteSelected();
    await settle();
    const dialog = await confirmDialog();
    expect(await dialog.getMessage()).toBe('Delete 2 posts? This cannot be undone.');
    await dialog.confirm();
    await settle();
    for (const id of [1, 3]) {
      http
        .expectOne({ method: 'DELETE', url: `/api/posts/${id}` })
        .flush(null, { status: 204, statusText: 'No Content' });
    }
    await settle();
    expect((await table.getRows()).map((row) => row['title'])).toEqual(['Post 2']);
    expect(root.querySelector('.va-bulk-bar')).toBeNull();
    expect(text(overlay.querySelector('.va-notification-success'))).toContain('2 posts deleted');
    await flushList([post(2)], 1);
  });

  it('selects a whole page from the header checkbox', async () => {
    const root = await setup('/posts');
    await flushList([post(1), post(2)], 2);
    await flushUsers();
    const all = root.querySelector<HTMLInputElement>('th input.va-checkbox')!;
    expect(all.getAttribute('aria-label')).toBe('Select all rows of this page');
    all.click();
    await settle();
    expect(text(root.querySelector('.va-bulk-count'))).toBe('2 selected');
    all.click();
    await settle();
    expect(root.querySelector('.va-bulk-bar')).toBeNull();
  });

  it('exports every page of the current filter and sort as CSV, with reference labels', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:x';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const root = await setup(`/posts?sort=-views&q=post`);
    await flushList([post(1)], 300);
    await flushUsers();
    root.querySelector<HTMLButtonElement>('.va-export')!.click();
    await settle();
    let request = expectList();
    expect(request.request.params.get('_page')).toBe('1');
    expect(request.request.params.get('_limit')).toBe('250');
    expect(request.request.params.get('_sort')).toBe('views');
    expect(request.request.params.get('_order')).toBe('desc');
    expect(request.request.params.get('q')).toBe('post');
    request.flush(
      Array.from({ length: 250 }, (_, i) => post(i + 1)),
      { headers: { 'X-Total-Count': '300' } },
    );
    await settle();
    expect(text(root.querySelector('.va-export-progress span'))).toBe('Exporting 250 of 300 rows…');
    request = expectList();
    expect(request.request.params.get('_page')).toBe('2');
    request.flush(
      Array.from({ length: 50 }, (_, i) =>
        post(i + 251, i === 0 ? { title: '=HYPERLINK("x")' } : {}),
      ),
      { headers: { 'X-Total-Count': '300' } },
    );
    await settle();
    await flushUsers();
    expect(click).toHaveBeenCalledTimes(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Title,User,Published,Views');
    expect(lines[1]).toBe('Post 1,User 2,false,1000');
    expect(lines[251]).toBe(`"'=HYPERLINK(""x"")",User 2,false,251000`);
    expect(lines.length).toBe(302);
    expect(root.querySelector('.va-export-progress')).toBeNull();
    expect(text(overlay.querySelector('.va-notification-success'))).toContain('300 rows exported');
    click.mockRestore();
  });

  it(
    'passes an axe accessibility check (labels, names, roles)',
    async () => {
      const root = await setup('/posts');
      await flushList([post(1), post(2)], 40);
      await flushUsers();
      const result = await axe.run(root, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
      ).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('takes columns declared in the template, with custom cells and links', async () => {
    const root = await setup('/declared');
    await flushList([post(4)]);
    expect([...root.querySelectorAll('th')].map((th) => text(th))).toEqual([
      '',
      'Title',
      'Readers',
      'Actions',
    ]);
    const row = rows(root)[0];
    expect(row.querySelector('td a')?.getAttribute('href')).toBe('/posts/4');
    expect(text(row.querySelector('b.custom'))).toBe('Post 4: 4000');
    expect(row.querySelector('b.custom')?.closest('a')?.getAttribute('href')).toBe('/posts/4/edit');
    expect(root.querySelector('input[type="search"]')).toBeNull();
    expect(root.querySelector('.va-export')).toBeNull();
  });
  it('links cells of any non-reference type: number to edit, date, boolean and chip to show', async () => {
    const root = await setup('/linked');
    await flushList([post(4, { publishedAt: '2024-05-01T10:00:00Z', status: 'live' })]);
    const row = rows(root)[0];
    const link = (source: string) =>
      row.querySelector(`td.mat-column-col-${source} a`)?.getAttribute('href');
    expect(link('title')).toBeUndefined();
    // A linked column keeps its va-cell (the link); an unlinked text column is inline.
    expect(row.querySelector('td.mat-column-col-title va-cell')).toBeNull();
    expect(row.querySelector('td.mat-column-col-views va-cell')).not.toBeNull();
    expect(link('views')).toBe('/posts/4/edit');
    expect(text(row.querySelector('td.mat-column-col-views a'))).toBe('4,000');
    expect(link('publishedAt')).toBe('/posts/4');
    expect(row.querySelector('td.mat-column-col-publishedAt a time')).not.toBeNull();
    expect(link('published')).toBe('/posts/4');
    expect(link('status')).toBe('/posts/4');
    const result = await axe.run(root.querySelector('table')!, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    row.querySelector<HTMLElement>('td.mat-column-col-views a')!.click();
    await settle();
    expect(url()).toBe('/posts/4/edit');
  });

  it('leaves a link out when the user may not open its page', async () => {
    const root = await setup('/linked', VIEWER);
    await flushList([post(4)]);
    const row = rows(root)[0];
    expect(row.querySelector('td.mat-column-col-views a')).toBeNull();
    expect(text(row.querySelector('td.mat-column-col-views'))).toBe('4,000');
    expect(row.querySelector('td.mat-column-col-published a')?.getAttribute('href')).toBe(
      '/posts/4',
    );
  });

  it('exports at most the limit: a bounded fetch and a "first rows only" message', async () => {
    const root = await setup('/posts');
    await flushList([post(1)], 12);
    await flushUsers();
    const exporter = TestBed.inject(AdminCsvExport);
    const run = exporter.export.bind(exporter);
    // A limit of 5 rows fetched 2 per request (the defaults are 10 000 and 250).
    jest
      .spyOn(exporter, 'export')
      .mockImplementation((resource, columns, params, options) =>
        run(resource, columns, params, { ...options, limit: 5, pageSize: 2 }),
      );
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => created.push(blob) && 'blob:x'),
      revokeObjectURL: jest.fn(),
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    root.querySelector<HTMLButtonElement>('.va-export')!.click();
    await settle();
    for (const page of [1, 2, 3]) {
      const request = expectList();
      expect(request.request.params.get('_page')).toBe(String(page));
      expect(request.request.params.get('_limit')).toBe('2');
      request.flush([post(2 * page - 1), post(2 * page)], { headers: { 'X-Total-Count': '12' } });
      await settle();
      if (page === 1) {
        expect(text(root.querySelector('.va-export-progress span'))).toBe('Exporting 2 of 5 rows…');
      }
    }
    // Five rows reached: no fourth page.
    await flushUsers();
    expect(click).toHaveBeenCalledTimes(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
      'Post 4',
      'Post 5',
    ]);
    expect(text(overlay.querySelector('.va-notification-success'))).toContain(
      'Only the first 5 rows were exported',
    );
    click.mockRestore();
  });
});
