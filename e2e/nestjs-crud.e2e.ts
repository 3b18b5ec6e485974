// The demo's own tags pages against a real backend of another kind: a NestJS 11 API of
// @dataui/crud controllers (TypeORM on sql.js, class-validator; the one nestjsCrudDialect's
// integration spec runs against: projects/admin/data/testing/nestjs), started on 127.0.0.1 for
// this file. The demo reads localStorage "demo.dialects" ({"tags":"nestjs-crud"}) at start and
// gives tags nestjsCrudDialect (projects/demo/src/app/stored-dialects.ts); the page's calls to
// /api/tags go to the NestJS API as a reverse proxy in front of both servers would send them
// (Playwright's routing forwards each one and answers with the NestJS response); sign-in and every
// other call stay with the demo API.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

import { browserSuite, columnTexts, listReady, waitForPath } from './support/browser';

/** projects/admin/data/testing/nestjs/start.cjs, shared with the dialect's integration spec. */
const { startCrudServer } = createRequire(__filename)(
  join(__dirname, '../projects/admin/data/testing/nestjs/start.cjs'),
) as {
  startCrudServer(): Promise<{ url: string; close(): Promise<void> }>;
};

interface Tag {
  id: number;
  name: string;
}

let nest: { url: string; close(): Promise<void> } | undefined;

beforeAll(async () => {
  nest = await startCrudServer();
}, 60_000);

afterAll(() => nest?.close(), 20_000);

const { test } = browserSuite({ role: 'admin' });

/** Calls the NestJS API from the test (no proxy): its JSON body, or the status when not 2xx. */
async function crud<T>(path: string): Promise<T | number> {
  const response = await fetch(`${nest!.url}${path}`);
  return response.ok ? ((await response.json()) as T) : response.status;
}

/** The request headers the NestJS API reads, passed on as they came. */
const FORWARDED = ['accept', 'accept-language', 'authorization', 'content-type'];

/**
 * The page with tags on nestjsCrudDialect and /api/tags forwarded to the NestJS API (with Node's
 * fetch, the answer's status, type and body sent back as they are); returns the calls forwarded,
 * as `METHOD /tags…?query` (decoded).
 */
async function onNest(context: BrowserContext, page: Page): Promise<string[]> {
  await context.addInitScript(() =>
    localStorage.setItem('demo.dialects', '{"tags":"nestjs-crud"}'),
  );
  const forwarded: string[] = [];
  await page.route(/\/api\/tags(?:[/?]|$)/, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.slice('/api'.length) + url.search;
    forwarded.push(`${request.method()} ${decodeURIComponent(path)}`);
    const headers = Object.fromEntries(
      Object.entries(request.headers()).filter(([name]) => FORWARDED.includes(name)),
    );
    const response = await fetch(`${nest!.url}${path}`, {
      method: request.method(),
      headers,
      body: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return forwarded;
}

const rangeLabel = async (page: Page) => {
  const label = page.locator('va-list .mat-mdc-paginator-range-label');
  await label.filter({ hasText: /\d/ }).waitFor();
  return label.innerText();
};

const input = (page: Page) => page.locator('va-form [source="name"]').locator('input').first();
const formReady = (page: Page) => page.locator('va-form form.va-form').waitFor();
const showReady = (page: Page) =>
  page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });

describe('the demo on a NestJS @dataui/crud API (nestjsCrudDialect)', () => {
  test('list: the tags of the NestJS API, paged, sorted and searched in its query format', async ({
    context,
    page,
  }) => {
    const forwarded = await onNest(context, page);
    const all = (await crud<Tag[]>('/tags')) as Tag[];
    expect(all).toHaveLength(30);
    await page.goto('/tags');
    await listReady(page);
    expect(forwarded).toContain('GET /tags?limit=25&page=1');
    expect(await rangeLabel(page)).toBe('1 – 25 of 30');
    expect(await columnTexts(page, 'Name')).toEqual(all.slice(0, 25).map((t) => t.name));

    await page.locator('va-list button.mat-mdc-paginator-navigation-next').click();
    await waitForPath(page, /^\/tags\?page=2$/);
    await listReady(page);
    expect(forwarded).toContain('GET /tags?limit=25&page=2');
    expect(await columnTexts(page, 'Name')).toEqual(all.slice(25).map((t) => t.name));

    await page.goto('/tags');
    await listReady(page);
    const header = page.locator('va-list th', { hasText: 'Name' });
    await header.click();
    await waitForPath(page, /^\/tags\?sort=name$/);
    await listReady(page);
    expect(forwarded).toContain('GET /tags?limit=25&page=1&sort=name,ASC');
    const names = all.map((t) => t.name).sort();
    expect(await columnTexts(page, 'Name')).toEqual(names.slice(0, 25));

    await page.locator('va-list-filters input[name=q]').fill('ING');
    await waitForPath(page, /q=ING/);
    await listReady(page);
    expect(forwarded.at(-1)).toBe(
      'GET /tags?limit=25&page=1&sort=name,ASC&s={"$or":[{"name":{"$contL":"ING"}}]}',
    );
    expect(await columnTexts(page, 'Name')).toEqual(names.filter((n) => n.includes('ing')));
  });

  test('create → show → edit → delete, each saved in the NestJS API', async ({ context, page }) => {
    const forwarded = await onNest(context, page);
    await page.goto('/tags/create');
    await formReady(page);
    await input(page).fill('from the browser');
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/tags');
    expect(forwarded).toContain('POST /tags');
    const [created] = (await crud<Tag[]>('/tags?filter=name||$eq||from the browser')) as Tag[];
    expect(created).toMatchObject({ name: 'from the browser' });

    await page.goto(`/tags/${created.id}`);
    await showReady(page);
    expect(forwarded).toContain(`GET /tags/${created.id}`);
    expect(await page.locator('va-show va-text-field').first().innerText()).toContain(
      'from the browser',
    );

    await page.locator('va-show a.va-edit').click();
    await waitForPath(page, `/tags/${created.id}/edit`);
    await formReady(page);
    expect(await input(page).inputValue()).toBe('from the browser');
    await input(page).fill('renamed in the browser');
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/tags');
    expect(forwarded).toContain(`PATCH /tags/${created.id}`);
    expect(await crud<Tag>(`/tags/${created.id}`)).toEqual({
      id: created.id,
      name: 'renamed in the browser',
    });

    await page.goto(`/tags/${created.id}`);
    await showReady(page);
    await page.locator('va-show button.va-delete').click();
    await page.locator('va-confirm-dialog .va-confirm-ok').click();
    await waitForPath(page, '/tags');
    expect(forwarded).toContain(`DELETE /tags/${created.id}`);
    expect(await crud<Tag>(`/tags/${created.id}`)).toBe(404);
  });

  test("class-validator's 400 shows under the name input and keeps what was typed", async ({
    context,
    page,
  }) => {
    await onNest(context, page);
    await page.goto('/tags/create');
    await formReady(page);
    const long = 'a name far longer than allowed';
    await input(page).fill(long);
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/tags') && r.request().method() === 'POST',
    );
    await page.locator('va-form button.va-save').click();
    expect((await response).status()).toBe(400);
    const error = page.locator('va-form va-text-input[source="name"] mat-error');
    await error.waitFor();
    expect(await error.innerText()).toContain(
      'name must be shorter than or equal to 24 characters',
    );
    expect(await input(page).inputValue()).toBe(long);
    expect(new URL(page.url()).pathname).toBe('/tags/create');
    expect(await crud<Tag[]>(`/tags?filter=name||$eq||${long}`)).toEqual([]);

    // Shortened, the save goes through.
    await input(page).fill('short enough');
    await page.locator('va-form button.va-save').click();
    await waitForPath(page, '/tags');
    expect(await crud<Tag[]>('/tags?filter=name||$eq||short enough')).toHaveLength(1);
  });
});
