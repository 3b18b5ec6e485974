// Records whose key is not `id` (issue 35, the descriptor key `idField`): the demo's
// `tags-by-slug` pages address tags by their slug, in their URLs and in their API calls.
import type { Page } from 'playwright-core';

import {
  api,
  browserSuite,
  createRecord,
  listReady,
  recordApiCalls,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Tag {
  id: number;
  name: string;
  slug: string;
}

/** A slug unique to this run (no spaces). */
const uniqueSlug = (prefix: string) => unique(prefix).replace(/\s+/g, '-');

const input = (page: Page, source: string) =>
  page.locator(`va-form [source="${source}"]`).locator('input').first();

const showReady = (page: Page) =>
  page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });

/** The paths of the API calls recorded, as `METHOD /api/...`. */
const paths = (recorded: ReturnType<typeof recordApiCalls>) =>
  recorded.requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);

describe('tags by slug (idField)', () => {
  test('list → show (the URL holds the slug) → edit and save → delete', async ({ page }) => {
    const slug = uniqueSlug('slug');
    const tag = await createRecord<Tag>('tags', { name: unique('Slug tag'), slug });
    const recorded = recordApiCalls(page);

    await page.goto(`/tags-by-slug?q=${encodeURIComponent(tag.name)}`);
    await listReady(page);
    const row = page.locator('va-list tr.va-row');
    expect(await row.count()).toBe(1);
    const show = row.locator('.va-row-show');
    expect(await show.getAttribute('href')).toBe(`/tags-by-slug/${slug}`);
    expect(await row.locator('.va-row-edit').getAttribute('href')).toBe(
      `/tags-by-slug/${slug}/edit`,
    );

    await show.click();
    await waitForPath(page, `/tags-by-slug/${slug}`);
    await showReady(page);
    expect(await page.locator('va-show').innerText()).toContain(tag.name);
    expect(paths(recorded)).toContain(`GET /api/tags/${slug}`);

    await page.locator('va-show a.va-edit').click();
    await waitForPath(page, `/tags-by-slug/${slug}/edit`);
    await page.locator('va-form form.va-form').waitFor();
    const renamed = unique('Renamed slug tag');
    await input(page, 'name').fill(renamed);
    await page.locator('va-form button.va-save').click();
    // redirect="show": back on the record's page, still by slug.
    await waitForPath(page, `/tags-by-slug/${slug}`);
    await showReady(page);
    expect(paths(recorded)).toContain(`PUT /api/tags/${slug}`);
    await expect(api('GET', `/tags/${tag.id}`, { role: 'admin' })).resolves.toEqual({
      id: tag.id,
      name: renamed,
      slug,
    });

    await page.locator('va-show button.va-delete').click();
    await page.locator('va-confirm-dialog .va-confirm-ok').click();
    await waitForPath(page, '/tags-by-slug');
    expect(paths(recorded)).toContain(`DELETE /api/tags/${slug}`);
    await expect(api('GET', `/tags/${tag.id}`, { role: 'admin' })).rejects.toThrow(/404/);
  });

  test('creates a tag with its slug and opens its page by slug', async ({ page }) => {
    const slug = uniqueSlug('new-slug');
    const name = unique('New slug tag');
    await page.goto('/tags-by-slug/create');
    await page.locator('va-form form.va-form').waitFor();
    await input(page, 'slug').fill(slug);
    await input(page, 'name').fill(name);
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, `/tags-by-slug/${slug}`);
    await showReady(page);
    const created = await api<Tag>('GET', `/tags/${slug}`, { role: 'admin' });
    expect(created).toMatchObject({ name, slug });
    expect(typeof created.id).toBe('number');
    await api('DELETE', `/tags/${created.id}`, { role: 'admin' });
  });
});
