// Saved views (issue 38 item 5): an editor searches, sorts and hides a column on the posts list,
// saves it as a view shared with viewers; on another machine (a new browser context: no
// localStorage but the sign-in) the view is there and applies; `?view=<id>` opens it; a viewer
// sees the shared view and applies it, and may not delete it.
import type { Page } from 'playwright-core';

import { api, browserSuite, listReady, unique } from './support/browser';

const { test } = browserSuite({ role: 'editor' });

/** The texts of the table's data column headers. */
const headers = (page: Page) =>
  page
    .locator('va-list th[class*="mat-column-col-"]')
    .evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/\s+/g, ' ').trim() ?? ''));

/** Opens the views menu and waits for the views to be listed (or the empty state). */
async function openViews(page: Page): Promise<void> {
  await page.locator('va-list .va-views-open').click();
  await page.locator('.va-views-panel .va-view, .va-views-panel .va-views-empty').first().waitFor();
}

interface StoredView {
  id: string;
  name: string;
  sharedWith: string[];
  state: { q: string; sort: string[]; columns: { hidden: string[] } };
}

describe('saved views (kept on the server, shared with a role, by URL)', () => {
  let name = '';
  let id = '';
  let hiddenHeader = '';

  afterAll(async () => {
    if (id) await api('DELETE', `/views/${id}`, { role: 'editor' }).catch(() => undefined);
  });

  test('an editor saves the searched, sorted list without a column, shared with viewers', async ({
    page,
  }) => {
    name = unique('Sorted by title');
    await page.goto('/posts?q=a&sort=-title');
    await listReady(page);
    const declared = await headers(page);
    hiddenHeader = declared[1];

    await page.locator('va-list .va-column-menu-open').click();
    await page
      .locator('.va-column-menu .va-column-item')
      .nth(1)
      .locator('input[type="checkbox"]')
      .click();
    await page.keyboard.press('Escape');
    expect(await headers(page)).not.toContain(hiddenHeader);

    await openViews(page);
    await page.locator('.va-views-panel .va-view-save').click();
    await page.locator('va-save-view-dialog .va-save-view-name').fill(name);
    await page.locator('va-save-view-dialog mat-checkbox[data-role="viewer"] input').check();
    await page.locator('va-save-view-dialog .va-save-view-submit').click();
    await page.locator('va-save-view-dialog').waitFor({ state: 'detached' });
    await page.waitForURL(/[?&]view=\d+/);
    id = new URL(page.url()).searchParams.get('view')!;
    await page.locator('va-list .va-views-open', { hasText: name }).waitFor();

    const { data } = await api<{ data: StoredView[] }>('GET', '/views?resource=posts', {
      role: 'editor',
    });
    const stored = data.find((view) => view.id === id)!;
    expect(stored).toMatchObject({
      name,
      sharedWith: ['viewer'],
      state: { q: 'a', sort: ['-title'] },
    });
    expect(stored.state.columns.hidden).toHaveLength(1);
  });

  test('on another machine the view is listed and applies: search, sort, columns', async ({
    page,
  }) => {
    expect(id).not.toBe('');
    await page.goto('/posts');
    await listReady(page);
    expect(await headers(page)).toContain(hiddenHeader);
    await openViews(page);
    await page.locator(`.va-views-panel .va-view[data-view="${id}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('view') === id);
    const url = new URL(page.url());
    expect([url.searchParams.get('q'), url.searchParams.get('sort')]).toEqual(['a', '-title']);
    await listReady(page);
    expect(await headers(page)).not.toContain(hiddenHeader);
  });

  test(
    'a viewer opens ?view=<id>, sees it shared by its owner, and may not delete it',
    async ({ page }) => {
      expect(id).not.toBe('');
      await page.goto(`/posts?view=${id}`);
      await page.waitForURL((url) => url.searchParams.get('sort') === '-title');
      await listReady(page);
      expect(new URL(page.url()).searchParams.get('q')).toBe('a');
      await page.waitForFunction(
        (hidden) =>
          !Array.from(document.querySelectorAll('va-list th[class*="mat-column-col-"]')).some(
            (th) => th.textContent?.trim() === hidden,
          ),
        hiddenHeader,
      );

      await openViews(page);
      const item = page.locator(`.va-views-panel .va-view[data-view="${id}"]`);
      expect(await item.getAttribute('aria-checked')).toBe('true');
      expect(await item.textContent()).toContain('Shared by Eddie Moreau');
      // Not the viewer's own: no rename, share or delete in the menu; the API refuses it too.
      expect(await page.locator('.va-views-panel .va-view-delete').count()).toBe(0);
      expect(await page.locator('.va-views-panel .va-view-edit').count()).toBe(0);
      const refused = await api('DELETE', `/views/${id}`, { role: 'viewer' }).catch(
        (error: Error) => error.message,
      );
      expect(refused).toMatch(/403/);
    },
    { role: 'viewer' },
  );
});
