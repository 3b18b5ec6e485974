import { HarnessLoader } from '@angular/cdk/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router } from '@angular/router';

import type { AdminRecord, Resource } from 'admin/core';
import type { ListAction, ListActionContext } from '../controllers/list/list-actions';
import { VaList } from '../ui/list/va-list';
import { ADMIN, ListPageTest, post, resources } from '../ui/list/va-list.testing';
import { VaConfirmDialogHarness } from './dialog-harnesses';
import { VaListHarness } from './list-harness';

const published = jest.fn((context: ListActionContext) => context.ids);
const ACTIONS: { bulk: ListAction[]; row: ListAction[] } = {
  bulk: [{ id: 'feature', label: 'Feature {count}', run: published }],
  row: [{ id: 'publish-one', label: 'Publish {label}', icon: 'mdi-eye', run: published }],
};

@Component({
  imports: [VaList],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `<va-list
    [resource]="resource()"
    [columns]="[{ source: 'title' }, { source: 'views', type: 'number' }]"
    [bulkActions]="actions.bulk"
    [rowActions]="actions.row"
    [layout]="layout()"
  />`,
})
class ActionsPage {
  readonly resource = input.required<Resource>();
  readonly layout = input<'table' | 'cards'>('table');
  protected readonly actions = ACTIONS;
}

// Each harness call runs change detection and waits for stability: seconds on a loaded machine.
jest.setTimeout(30_000);

describe('VaListHarness', () => {
  const page = new ListPageTest();
  let list: VaListHarness;
  let documentLoader: HarnessLoader;

  async function open(url: string, rows: AdminRecord[], total = rows.length) {
    await page.open(url, ADMIN, undefined, [
      { path: 'actions', component: ActionsPage, data: { resource: resources[0] } },
      {
        path: 'cards',
        component: ActionsPage,
        data: { resource: resources[0], layout: 'cards' },
      },
    ]);
    await page.flushList(rows, total);
    // The pages of custom actions show no user column.
    if (!/^\/(actions|cards)/.test(url)) await page.flushUsers();
    documentLoader = TestbedHarnessEnvironment.documentRootLoader(page.harness.fixture);
    list = await TestbedHarnessEnvironment.loader(page.harness.fixture).getHarness(VaListHarness);
  }

  const url = () => TestBed.inject(Router).url;

  afterEach(() => page.verify());

  it('reads the rows as records of cell texts, by column source', async () => {
    await open('/posts', [post(1), post(2)], 42);
    expect(await list.getTitle()).toBe('Posts');
    expect(await list.getColumns()).toEqual(['title', 'userId', 'published', 'views']);
    expect(await list.getHeaderLabels()).toEqual(['Title', 'User', 'Published', 'Views']);
    expect(await list.getRowCount()).toBe(2);
    expect(await list.getRows()).toEqual([
      { title: 'Post 1', userId: 'User 2', published: '', views: '1,000' },
      { title: 'Post 2', userId: 'User 1', published: '', views: '2,000' },
    ]);
    expect(await list.getCellText(1, 'views')).toBe('2,000');
    expect(await list.getCellLink(0, 'userId')).toBe('/users/2');
    expect(await list.getRange()).toBe('1 – 25 of 42');
    expect(await list.getCreateLink()).toBe('/posts/create');
    await expect(list.getCellText(5, 'views')).rejects.toThrow(
      'VaListHarness: no cell in row 5, column "views"',
    );
    expect(
      await TestbedHarnessEnvironment.loader(page.harness.fixture).getHarnessOrNull(
        VaListHarness.with({ title: 'Users' }),
      ),
    ).toBeNull();
  });

  it('sorts by a column in the direction asked, one click per step', async () => {
    await open('/posts', [post(1)]);
    expect(await list.getSort()).toBeNull();
    await list.sortBy('title', 'asc');
    expect(url()).toBe('/posts?sort=title');
    await page.flushList([post(1)]);
    await list.sortBy('title', 'desc');
    expect(url()).toBe('/posts?sort=-title');
    await page.flushList([post(1)]);
    expect(await list.getSort()).toEqual({ column: 'title', direction: 'desc' });
    await expect(list.sortBy('userId')).rejects.toThrow('column "userId" is not sortable');
  });

  it('searches once typing pauses, filters by text, select and date, and clears them', async () => {
    await open('/posts', [post(1)]);
    expect(await list.getFilterLabels()).toEqual([
      'Published',
      'Published at from',
      'Published at to',
      'Status',
      'Title',
      'User',
    ]);
    await list.search('hello');
    expect(page.expectList().request.params.get('q')).toBe('hello');
    expect(await list.getSearch()).toBe('hello');
    await list.setFilter('Status', 'Draft');
    expect(page.expectList().request.params.get('status')).toBe('draft');
    expect(await list.getFilterValue('Status')).toBe('Draft');
    await list.setFilter('Title', 'Post');
    expect(page.expectList().request.params.get('title_like')).toBe('Post');
    await list.setFilter('Published at from', '2024-01-01');
    expect(page.expectList().request.params.has('publishedAt_gte')).toBe(true);
    await page.settle(); // the request goes before the router writes the URL
    expect(JSON.parse(new URL(url(), 'http://x').searchParams.get('filter')!)).toEqual({
      status: 'draft',
      title: 'Post',
      publishedAt: { from: '2024-01-01' },
    });
    expect(await list.hasActiveFilters()).toBe(true);
    await list.clearFilters();
    expect(url()).toBe('/posts');
    // The unfiltered first page was answered moments ago: shown again, no request.
    await page.settle();
    expect(await list.hasActiveFilters()).toBe(false);
    await expect(list.setFilter('Nope', 'x')).rejects.toThrow('no filter "Nope"');
  });

  it('filters by a referenced record: search, answer, choose', async () => {
    await open('/posts', [post(1)]);
    await list.searchReference('User', 'ali');
    page.http
      .expectOne((req) => req.url === '/api/users' && req.params.get('q') === 'ali')
      .flush([{ id: 7, name: 'Alice' }], { headers: { 'X-Total-Count': '1' } });
    expect(await list.getReferenceOptions('User')).toEqual(['Alice']);
    await list.chooseReference('User', 'Alice');
    expect(page.expectList().request.params.get('userId')).toBe('7');
    expect(await list.getReferenceFilterText('User')).toBe('Alice');
  });

  it('pages: next, a page by number, the range', async () => {
    await open('/posts?perPage=10', [post(1)], 45);
    expect(await list.getPageSize()).toBe(10);
    await list.nextPage();
    await page.flushList([post(11)], 45);
    expect(await list.getRange()).toBe('11 – 20 of 45');
    await list.goToPage(5);
    expect(url()).toBe('/posts?perPage=10&page=5');
    await page.flushList([post(41)], 45);
    await list.goToPage(4);
    await page.flushList([post(31)], 45);
    expect(await list.getRange()).toBe('31 – 40 of 45');
    await list.goToPage(1);
    expect(url()).toBe('/posts?perPage=10');
    await expect(list.goToPage(6)).rejects.toThrow('no page 6 (the list has 5)');
  });

  it('selects rows, deletes them in bulk through the confirm dialog', async () => {
    await open('/posts', [post(1), post(2), post(3)]);
    await list.selectRows(0, 2);
    expect(await list.isRowSelected(0)).toBe(true);
    expect(await list.isRowSelected(1)).toBe(false);
    expect(await list.getSelectionText()).toBe('2 selected');
    expect(await list.getBulkActions()).toEqual(['Delete selected', 'Clear the selection']);
    await list.deleteSelected();
    const dialog = await documentLoader.getHarness(VaConfirmDialogHarness);
    expect(await dialog.getMessage()).toBe('Delete 2 posts? This cannot be undone.');
    await dialog.confirm();
    for (const id of [1, 3]) {
      page.http
        .expectOne({ method: 'DELETE', url: `/api/posts/${id}` })
        .flush(null, { status: 204, statusText: 'No Content' });
    }
    await page.settle();
    expect((await list.getRows()).map((row) => row['title'])).toEqual(['Post 2']);
    expect(await list.getSelectionText()).toBeNull();
    await page.flushList([post(2)]);
    await list.toggleAll();
    expect(await list.getSelectionText()).toBe('1 selected');
    await list.clearSelection();
    expect(await list.getSelectionText()).toBeNull();
  });

  it('runs bulk and row actions by id or label; deletes a row after its confirmation', async () => {
    published.mockClear();
    await open('/actions', [post(1), post(2)]);
    expect(await list.getRowActions(0)).toEqual([
      'Publish Post 1',
      'Show Post 1',
      'Edit Post 1',
      'Delete Post 1',
    ]);
    expect(await list.getRowLink(0, 'edit')).toBe('/posts/1/edit');
    await list.runRowAction(1, 'publish-one');
    expect(published.mock.calls.map(([context]) => context.ids)).toEqual([[2]]);
    // The list asks again after an action.
    await page.flushList([post(1), post(2)]);
    await list.selectRows(0, 1);
    await list.runBulkAction('Feature 2');
    expect(published.mock.calls.map(([context]) => context.ids)).toEqual([[2], [1, 2]]);
    await page.flushList([post(1), post(2)]);
    await list.runRowAction(0, 'delete');
    const dialog = await documentLoader.getHarness(VaConfirmDialogHarness);
    await dialog.cancel();
    expect(await documentLoader.getHarnessOrNull(VaConfirmDialogHarness)).toBeNull();
    await expect(list.runRowAction(0, 'archive')).rejects.toThrow('row 0 has no action "archive"');
    await list.runRowAction(0, /^Show/);
    expect(url()).toBe('/posts/1');
  });

  it("opens a card's menu and runs a row action on small screens", async () => {
    published.mockClear();
    await open('/cards', [post(1), post(2)]);
    expect(await list.getCardTitles()).toEqual(['Post 1', 'Post 2']);
    expect(await list.getRowActions(1)).toEqual(['Publish Post 2', 'Show', 'Edit', 'Delete']);
    await list.runRowAction(1, 'Publish Post 2');
    expect(published.mock.calls.map(([context]) => context.ids)).toEqual([[2]]);
    await page.flushList([post(1), post(2)]);
    await list.toggleRow(0);
    expect(await list.isRowSelected(0)).toBe(true);
    await list.runRowAction(0, 'edit');
    expect(url()).toBe('/posts/1/edit');
  });

  it('tells loading, empty and error states apart, and retries', async () => {
    await page.open('/posts');
    list = await TestbedHarnessEnvironment.loader(page.harness.fixture).getHarness(VaListHarness);
    expect(await list.isLoading()).toBe(true);
    page
      .expectList()
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    await page.settle();
    expect(await list.isLoading()).toBe(false);
    expect(await list.getErrorText()).toContain('The posts could not be loaded: Database down');
    await list.retry();
    await page.flushList([], 0);
    expect(await list.getErrorText()).toBeNull();
    expect(await list.isEmpty()).toBe(true);
    expect(await list.getEmptyText()).toBe('No posts yet.');
    expect(await list.getRowCount()).toBe(0);
  });

  it('opens a row from a click in it', async () => {
    await open('/posts', [post(1)]);
    await list.openRow(0);
    expect(url()).toBe('/posts/1');
  });
});
