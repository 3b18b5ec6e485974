// Field permissions (issue 37 item 5), on the demo: posts' views are hidden from viewers and
// read-only for editors, in the admin and in the demo API alike. A viewer sees no views in the
// list, its column menu, a sort from the URL, the show page or the CSV export; an editor sees
// views in the edit form as read-only and a save does not send it (the API refuses a direct write
// with a 403 naming it); an admin edits it.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

import {
  api,
  browserSuite,
  createRecord,
  isApiCall,
  listReady,
  recordApiCalls,
  unique,
} from './support/browser';

const { test } = browserSuite();

const headers = (page: Page) =>
  page
    .locator('va-list th[class*="mat-column-col-"]')
    .evaluateAll((ths) => ths.map((th) => th.textContent?.replace(/\s+/g, ' ').trim() ?? ''));

async function newPost(): Promise<{ id: number; title: string; views: number }> {
  const title = unique('Field permissions');
  return createRecord<{ title: string; views: number }>('posts', {
    title,
    userId: 1,
    views: 4321,
  });
}

describe('field permissions (posts’ views)', () => {
  test(
    'a viewer sees no views: list, column menu, sort from the URL, show page, CSV export',
    async ({ page }) => {
      const post = await newPost();
      const calls = recordApiCalls(page);
      await page.goto(`/posts?sort=-views&q=${encodeURIComponent(post.title)}`);
      await listReady(page);
      expect(await headers(page)).toContain('Title');
      expect(await headers(page)).not.toContain('Views');
      const lists = calls.calls.filter((url) => url.pathname === '/api/posts');
      expect(lists.length).toBeGreaterThan(0);
      for (const url of lists) expect(url.search).not.toContain('views');

      await page.locator('va-list .va-column-menu-open').click();
      const menu = page.locator('.va-column-menu');
      await menu.waitFor();
      const sources = await menu
        .locator('.va-column-item')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-source')));
      expect(sources).toContain('title');
      expect(sources).not.toContain('views');
      await page.keyboard.press('Escape');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('va-list button.va-export').click(),
      ]);
      const csv = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
      const [header, row] = csv.split('\r\n');
      expect(header).toContain('Title');
      expect(header).not.toContain('Views');
      expect(row).toContain(post.title);
      expect(row).not.toContain('4321');

      await page.goto(`/posts/${post.id}`);
      await page.locator('va-show .va-field[data-source="title"]').waitFor();
      expect(await page.locator('va-show').innerText()).toContain(post.title);
      expect(await page.locator('va-show .va-field[data-source="views"]').isVisible()).toBe(false);
      expect(await page.locator('va-show').innerText()).not.toMatch(/4,?321/);
    },
    { role: 'viewer' },
  );

  test(
    'an editor sees views read-only in the edit form, a save does not send it, and the API refuses a direct write',
    async ({ page }) => {
      const post = await newPost();
      await page.goto(`/posts/${post.id}/edit`);
      const views = page.locator('va-form [data-source="views"]');
      await views.locator('input').waitFor();
      expect(await views.locator('input').isDisabled()).toBe(true);
      expect(await views.locator('input').inputValue()).toBe('4321');
      expect(await views.locator('mat-label').innerText()).toContain('(read-only)');

      const title = page.locator('va-form [data-source="title"] input');
      await title.fill(`${post.title} edited`);
      const [save] = await Promise.all([
        page.waitForRequest(
          (request) => isApiCall(request, 'posts') && ['PUT', 'PATCH'].includes(request.method()),
        ),
        page.locator('va-form button.va-save').click(),
      ]);
      const body = save.postDataJSON() as Record<string, unknown>;
      expect(body['title']).toBe(`${post.title} edited`);
      expect(body).not.toHaveProperty('views');
      const response = await save.response();
      expect(response?.status()).toBe(200);
      const saved = await api<{ title: string; views: number }>('GET', `/posts/${post.id}`, {
        role: 'admin',
      });
      expect(saved).toMatchObject({ title: `${post.title} edited`, views: 4321 });

      await expect(
        api('PATCH', `/posts/${post.id}`, { role: 'editor', body: { views: 1 } }),
      ).rejects.toThrow(
        '403 {"message":"Forbidden: role editor may not write the field \\"views\\" of posts"',
      );
    },
    { role: 'editor' },
  );

  test(
    'an admin edits views',
    async ({ page }) => {
      const post = await newPost();
      await page.goto(`/posts/${post.id}/edit`);
      const views = page.locator('va-form [data-source="views"] input');
      await views.waitFor();
      expect(await views.isDisabled()).toBe(false);
      await views.fill('99');
      const [save] = await Promise.all([
        page.waitForRequest(
          (request) => isApiCall(request, 'posts') && ['PUT', 'PATCH'].includes(request.method()),
        ),
        page.locator('va-form button.va-save').click(),
      ]);
      expect((save.postDataJSON() as Record<string, unknown>)['views']).toBe(99);
      expect((await save.response())?.status()).toBe(200);
      const saved = await api<{ views: number }>('GET', `/posts/${post.id}`, { role: 'admin' });
      expect(saved.views).toBe(99);
    },
    { role: 'admin' },
  );
});
