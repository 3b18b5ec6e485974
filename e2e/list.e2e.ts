// The list page: paging, sorting, search, filters, URL state, CSV export, the archived view of
// posts, and the number of requests a list and a show page make.
import { readFileSync } from 'node:fs';

import {
  api,
  browserSuite,
  columnTexts,
  isApiCall,
  listReady,
  recordApiCalls,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Post {
  id: number;
  title: string;
  categoryId: number;
  tagIds: number[];
  archived: boolean;
  published: boolean;
}

/** The posts the API returns for a json-server query (as the admin). */
const posts = (query: string) => api<Post[]>('GET', `/posts?${query}`, { role: 'admin' });

/** The last call of the posts list (reference calls follow each list call). */
const lastListCall = (calls: URL[]) => calls.filter((url) => url.pathname === '/api/posts').at(-1);

/** The numbers of a number column; empty cells left out. */
const views = (texts: string[]) =>
  texts.filter((text) => /\d/.test(text)).map((text) => Number(text.replace(/\D/g, '')));

/** The paginator's range label, once it has one (it is written after the paginator renders). */
const rangeLabel = async (page: import('playwright-core').Page) => {
  const label = page.locator('va-list .mat-mdc-paginator-range-label');
  await label.filter({ hasText: /\d/ }).waitFor();
  return label.innerText();
};

describe('list state', () => {
  test('pages through the posts, 25 per page, and changes the page size', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/posts');
    await listReady(page);
    const total = (await posts('archived=false')).length;
    expect(await rangeLabel(page)).toBe(`1 – 25 of ${total}`);
    expect(await page.locator('va-list tr.va-row').count()).toBe(25);
    const first = await columnTexts(page, 'Title');

    await page.locator('va-list button.mat-mdc-paginator-navigation-next').click();
    await waitForPath(page, /^\/posts\?page=2$/);
    await listReady(page);
    expect(await rangeLabel(page)).toBe(`26 – 50 of ${total}`);
    const second = await columnTexts(page, 'Title');
    expect(second).toEqual((await posts('archived=false&_page=2&_limit=25')).map((p) => p.title));
    expect(second).not.toEqual(first);
    const listCalls = calls.calls.filter((url) => url.pathname === '/api/posts');
    expect(listCalls.at(-1)?.searchParams.get('_page')).toBe('2');

    await page.locator('va-list button.mat-mdc-paginator-navigation-last').click();
    await listReady(page);
    const lastPage = Math.ceil(total / 25);
    await waitForPath(page, new RegExp(`page=${lastPage}`));
    expect(await page.locator('va-list tr.va-row').count()).toBe(total - (lastPage - 1) * 25);

    // Page size 10 (the paginator's touch target opens its select); the URL keeps it.
    await page.locator('va-list mat-paginator .mat-mdc-paginator-touch-target').click();
    await page.locator('mat-option', { hasText: /^\s*10\s*$/ }).click();
    await waitForPath(page, /perPage=10/);
    await listReady(page);
    expect(await page.locator('va-list tr.va-row').count()).toBeLessThanOrEqual(10);
    expect(lastListCall(calls.calls)?.searchParams.get('_limit')).toBe('10');
  });

  test('sorts by a column, ascending then descending', async ({ page }) => {
    await page.goto('/posts');
    await listReady(page);
    const header = page.locator('va-list th', { hasText: 'Views' });
    await header.click();
    await waitForPath(page, /^\/posts\?sort=views$/);
    await listReady(page);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = views(await columnTexts(page, 'Views'));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await columnTexts(page, 'Title')).toEqual(
      (await posts('archived=false&_sort=views&_order=asc&_page=1&_limit=25')).map((p) => p.title),
    );

    await header.click();
    await waitForPath(page, /^\/posts\?sort=-views$/);
    await listReady(page);
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    // Posts without views (created by other tests) may come first: json-server's order.
    const descending = views(await columnTexts(page, 'Views'));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]);
    expect(await columnTexts(page, 'Title')).toEqual(
      (await posts('archived=false&_sort=views&_order=desc&_page=1&_limit=25')).map((p) => p.title),
    );
  });

  test('searches the posts (q) and shows the empty state for no match', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/posts');
    await listReady(page);
    await page.locator('va-list-filters input[name=q]').fill('jazz piano');
    await waitForPath(page, /q=jazz(%20|\+)piano/);
    await listReady(page);
    const expected = await posts('archived=false&q=jazz%20piano');
    expect(expected.length).toBeGreaterThan(0);
    expect(await rangeLabel(page)).toMatch(new RegExp(`of ${expected.length}$`));
    const titles = await columnTexts(page, 'Title');
    expect(titles).toEqual(expected.slice(0, 25).map((p) => p.title));
    expect(lastListCall(calls.calls)?.searchParams.get('q')).toBe('jazz piano');

    await page.locator('va-list-filters input[name=q]').fill('no-such-text-anywhere');
    await page.locator('va-list .va-list-empty').waitFor();
    expect(await page.locator('va-list tr.va-row').count()).toBe(0);
    await page.locator('va-list .va-empty-clear').click();
    await waitForPath(page, /^\/posts$/);
    await listReady(page);
    expect(await page.locator('va-list tr.va-row').count()).toBe(25);
  });

  test('filters the posts (published: yes) and clears the filter', async ({ page }) => {
    const calls = recordApiCalls(page);
    await page.goto('/posts');
    await listReady(page);
    await page.locator('va-list-filters mat-select').click();
    await page.locator('mat-option', { hasText: 'Yes' }).click();
    await waitForPath(page, /filter=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '')).toEqual({
      published: true,
    });
    await listReady(page);
    const expected = await posts('archived=false&published=true');
    expect(await rangeLabel(page)).toMatch(new RegExp(`of ${expected.length}$`));
    const sent = lastListCall(calls.calls);
    expect(sent?.searchParams.get('published')).toBe('true');
    expect(sent?.searchParams.get('archived')).toBe('false');
    // Every row shows the "published" check mark.
    const rows = await page.locator('va-list tr.va-row').count();
    expect(await page.locator('va-list tr.va-row .va-true').count()).toBe(rows);

    await page.locator('va-list-filters .va-clear-filters').click();
    await waitForPath(page, /^\/posts$/);
    await listReady(page);
    expect(await rangeLabel(page)).toMatch(
      new RegExp(`of ${(await posts('archived=false')).length}$`),
    );
  });

  test('keeps page, sort, search and filter in the URL: reload and back restore them', async ({
    page,
  }) => {
    await page.goto('/posts');
    await listReady(page);
    await page.locator('va-list th', { hasText: 'Title' }).click();
    await waitForPath(page, /sort=title/);
    await listReady(page);
    const sortedFirstPage = await columnTexts(page, 'Title');

    await page.locator('va-list-filters mat-select').click();
    await page.locator('mat-option', { hasText: 'No' }).click();
    await waitForPath(page, /filter=/);
    await listReady(page);
    await page.locator('va-list button.mat-mdc-paginator-navigation-next').click();
    await waitForPath(page, /page=2/);
    await listReady(page);
    const url = page.url();
    const rows = await columnTexts(page, 'Title');
    const label = await rangeLabel(page);
    expect(rows).toEqual(
      (await posts('archived=false&published=false&_sort=title&_order=asc&_page=2&_limit=25')).map(
        (p) => p.title,
      ),
    );

    await page.reload();
    await listReady(page);
    expect(page.url()).toBe(url);
    expect(await columnTexts(page, 'Title')).toEqual(rows);
    expect(await rangeLabel(page)).toBe(label);
    expect(await page.locator('va-list th', { hasText: 'Title' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await page.locator('va-list-filters mat-select').innerText()).toContain('No');

    // Back: page 1 of the same filter and sort, then the sorted list without the filter.
    await page.goBack();
    await waitForPath(page, /^\/posts\?(?!.*page=)/);
    await listReady(page);
    expect(await rangeLabel(page)).toMatch(/^1 – /);
    await page.goBack();
    await waitForPath(page, /^\/posts\?sort=title$/);
    await listReady(page);
    expect(await columnTexts(page, 'Title')).toEqual(sortedFirstPage);
    expect(await page.locator('va-list-filters mat-select').innerText()).not.toContain('No');
  });

  test('a search typed in the URL is shown in the search box', async ({ page }) => {
    await page.goto('/posts?q=chess&sort=-views');
    await listReady(page);
    expect(await page.locator('va-list-filters input[name=q]').inputValue()).toBe('chess');
    const expected = await posts(
      'archived=false&q=chess&_sort=views&_order=desc&_page=1&_limit=25',
    );
    expect(await columnTexts(page, 'Title')).toEqual(expected.map((p) => p.title));
  });
});

describe('CSV export', () => {
  test('downloads the filtered rows', async ({ page }) => {
    await page.goto('/posts?q=coffee');
    await listReady(page);
    const expected = await posts('archived=false&q=coffee');
    expect(expected.length).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('va-list button.va-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('posts.csv');
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toContain('Title');
    expect(lines).toHaveLength(expected.length + 1);
    for (const post of expected) expect(csv).toContain(post.title.replace(/"/g, '""'));
    // Reference columns by their labels.
    const categories = await api<{ id: number; name: string }[]>('GET', '/categories', {
      role: 'admin',
    });
    const name = categories.find((c) => c.id === expected[0].categoryId)?.name ?? '?';
    expect(csv).toContain(name);
  });
});

describe('archived posts', () => {
  test('calls the posts endpoint with the permanent filter, and hides that filter', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto('/archived-posts');
    await listReady(page);
    const archived = await posts('archived=true');
    expect(archived.length).toBeGreaterThan(0);
    const listCalls = calls.calls.filter((url) => url.pathname === '/api/posts');
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0].searchParams.get('archived')).toBe('true');
    expect(calls.calls.some((url) => url.pathname.startsWith('/api/archived-posts'))).toBe(false);
    expect(await rangeLabel(page)).toMatch(new RegExp(`of ${archived.length}$`));
    expect(await page.locator('h1.va-page-title').innerText()).toMatch(/archived posts/i);
    // Read-only: no create, edit or delete; the show page reads the same endpoint.
    expect(await page.locator('va-list a.va-create').count()).toBe(0);
    expect(await page.locator('va-list a.va-row-edit').count()).toBe(0);
    expect(await page.locator('va-list .va-row-delete').count()).toBe(0);
    // A search keeps the permanent filter.
    await page.locator('va-list-filters input[name=q]').fill('the');
    await waitForPath(page, /q=the/);
    await listReady(page);
    const searched = calls.calls.filter((url) => url.pathname === '/api/posts').at(-1);
    expect(searched?.searchParams.get('archived')).toBe('true');
    expect(searched?.searchParams.get('q')).toBe('the');

    await page.locator('va-list a.va-row-show').first().click();
    await waitForPath(page, /^\/archived-posts\/\d+$/);
    await page.locator('va-show .va-show-fields').waitFor();
    const id = new URL(page.url()).pathname.split('/')[2];
    expect(archived.map((p) => String(p.id))).toContain(id);
    expect(await page.locator('va-show a.va-edit').count()).toBe(0);
  });
});

describe('requests', () => {
  test('the posts list makes 1 list request and 1 request per referenced resource', async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto('/posts');
    await listReady(page);
    // Every reference cell has its label (no cell still loading).
    await page.waitForFunction(
      () => !document.querySelector('va-list .va-table-wrap [aria-busy="true"]'),
    );
    const paths = calls.calls.map((url) => url.pathname).sort();
    expect(paths).toEqual(['/api/categories', '/api/posts', '/api/tags']);
    const categoryCells = await columnTexts(page, 'Category');
    expect(categoryCells.every((text) => text.length > 0)).toBe(true);
  });

  test('a show page of a listed record asks for no reference again', async ({ page }) => {
    await page.goto('/posts');
    await listReady(page);
    await page.waitForFunction(
      () => !document.querySelector('va-list .va-table-wrap [aria-busy="true"]'),
    );
    // A row with a category and tags.
    const listed = await posts('archived=false&_page=1&_limit=25');
    const post = listed.find((p) => p.tagIds.length > 0 && p.categoryId);
    if (!post) throw new Error('no listed post with tags');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(request)) calls.push(new URL(request.url()).pathname);
    });
    await page.locator(`va-list a.va-row-show[href="/posts/${post.id}"]`).click();
    await waitForPath(page, `/posts/${post.id}`);
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    const tags = page.locator('va-show va-reference-array-field .va-reference-chip');
    await tags.first().waitFor();
    expect(await tags.count()).toBe(post.tagIds.length);
    await page.waitForFunction(() => !document.querySelector('va-show [aria-busy="true"]'));
    const category = await api<{ name: string }>('GET', `/categories/${post.categoryId}`, {
      role: 'admin',
    });
    expect(await page.locator('va-show va-reference-field .va-field-value').innerText()).toBe(
      category.name,
    );
    expect(calls.filter((path) => /^\/api\/(categories|tags)/.test(path))).toEqual([]);
  });
});
