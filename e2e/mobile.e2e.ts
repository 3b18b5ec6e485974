// Small screens (issue 20 §5) at a phone's viewport (390×800): a list shows cards (no table, no
// sideways scrolling) with the row link and the selection, its filters in a bottom sheet; show and
// edit pages fit; the menu is a drawer that opens, navigates and closes. And on a desktop, the
// posts list's "Publish selected" bulk action (issue 20 §4) publishes the selected posts.
import type { Page } from 'playwright-core';

import {
  api,
  apiToken,
  baseUrl,
  browserSuite,
  createRecord,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

const PHONE = { width: 390, height: 800 };

async function phone(page: Page, url: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(url);
}

/** Whether the page scrolls sideways (something wider than the viewport). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

async function cardsReady(page: Page): Promise<void> {
  await page.locator('va-list va-card-list .va-card').first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('va-list .va-cards-wrap')?.getAttribute('aria-busy') === 'false',
  );
}

describe('small screens (390×800)', () => {
  test('a list shows cards with the row link and the selection, and no table', async ({ page }) => {
    const title = unique('Phone card');
    const post = await createRecord('posts', { title, body: 'x', userId: 1 });
    await phone(page, `/posts?q=${encodeURIComponent(title)}`);
    await cardsReady(page);
    expect(await page.locator('va-list table').count()).toBe(0);
    expect(await overflows(page)).toBe(false);
    const card = page.locator('.va-card').first();
    expect((await card.locator('.va-card-primary').innerText()).trim()).toBe(title);

    await card.locator('.va-card-select input').check();
    await expect(page.locator('.va-bulk-count').innerText()).resolves.toBe('1 selected');
    expect(await page.locator('.va-bulk-action').allInnerTexts()).toEqual([
      expect.stringContaining('Publish selected'),
      expect.stringContaining('Unpublish selected'),
    ]);

    // A tap on the card (not on its checkbox or menu) opens the record.
    await card.click({ position: { x: 250, y: 12 } });
    await waitForPath(page, `/posts/${post.id}`);
  });

  test("users' cards: the name linking to the user, the email under it, the avatar beside it", async ({
    page,
  }) => {
    // A 1×1 PNG uploaded as user 4's avatar, as the edit form does.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${baseUrl()}/api/uploads`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await apiToken('admin')}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const user = await api<{ id: number; name: string; email: string }>('PATCH', '/users/4', {
      role: 'admin',
      body: { avatar: url },
    });

    await phone(page, `/users?q=${encodeURIComponent(user.email)}`);
    await cardsReady(page);
    expect(await page.locator('va-list table').count()).toBe(0);
    const card = page.locator('.va-card').first();
    expect((await card.locator('.va-card-primary').innerText()).trim()).toBe(user.name);
    expect(await card.locator('.va-card-primary').getAttribute('href')).toBe(`/users/${user.id}`);
    expect((await card.locator('.va-card-secondary').allInnerTexts()).map((t) => t.trim())).toEqual(
      [user.email],
    );
    expect(await card.locator('.va-card-secondary img').count()).toBe(0);
    await page.waitForFunction((src) => {
      const img = document.querySelector<HTMLImageElement>('.va-card .va-card-avatar img');
      return img?.getAttribute('src') === src && img.complete && img.naturalWidth === 1;
    }, url);
    expect(await overflows(page)).toBe(false);
  });

  test('a card menu offers show, edit and delete; the filters open in a bottom sheet', async ({
    page,
  }) => {
    await phone(page, '/posts');
    await cardsReady(page);
    await page.locator('.va-card .va-card-menu').first().click();
    const items = await page.locator('.mat-mdc-menu-panel [mat-menu-item]').allInnerTexts();
    expect(items.join(' ')).toMatch(/Show.*Edit.*Delete/s);
    await page.keyboard.press('Escape');

    await page.locator('.va-filters-open').click();
    const sheet = page.locator('mat-bottom-sheet-container');
    await sheet.waitFor();
    await expect(sheet.locator('.va-filter-sheet-title').innerText()).resolves.toBe(
      'Filter the posts',
    );
    await sheet.locator('mat-select').click();
    await page.locator('mat-option', { hasText: 'Yes' }).click();
    await page.waitForURL((url) => url.searchParams.has('filter'));
    await page.keyboard.press('Escape');
    await expect(page.locator('.va-filters-open').innerText()).resolves.toContain(
      'Filters (1 active)',
    );
  });

  test('show and edit pages fit the screen, with Clone', async ({ page }) => {
    const post = await createRecord('posts', { title: unique('Phone show'), body: 'x', userId: 1 });
    await phone(page, `/posts/${post.id}`);
    await page.locator('va-show .va-clone').waitFor();
    expect(await overflows(page)).toBe(false);
    await page.locator('va-show .va-clone').click();
    await page.waitForURL((url) => url.pathname === '/posts/create');
    expect(new URL(page.url()).searchParams.get('source')).toBe(String(post.id));

    await page.goto(`/posts/${post.id}/edit`);
    await page.locator('va-form .va-save').waitFor();
    expect(await overflows(page)).toBe(false);
    expect(await page.locator('va-form .va-clone').isVisible()).toBe(true);
    const box = await page.locator('va-form .va-save').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the menu is a drawer: closed, opened by its button, closed after navigating', async ({
    page,
  }) => {
    await phone(page, '/posts');
    await cardsReady(page);
    const sidenav = page.locator('mat-sidenav');
    await expect(
      sidenav.evaluate((el) => el.classList.contains('mat-drawer-opened')),
    ).resolves.toBe(false);
    await page.locator('.va-menu-toggle').click();
    await page.waitForFunction(() =>
      document.querySelector('mat-sidenav')?.classList.contains('mat-drawer-opened'),
    );
    await sidenav.locator('a', { hasText: 'Tags' }).first().click();
    await waitForPath(page, '/tags');
    await page.waitForFunction(
      () => !document.querySelector('mat-sidenav')?.classList.contains('mat-drawer-opened'),
    );
    await cardsReady(page);
    expect(await overflows(page)).toBe(false);
  });
});

const AXE = require.resolve('axe-core/axe.min.js');

/** The serious and critical axe-core violations of the page. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run('html', { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`axe on small screens, ${scheme} theme`, () => {
    test(
      'the card list, a selected card and the filters sheet',
      async ({ page }) => {
        await phone(page, '/posts');
        await cardsReady(page);
        await page.locator('.va-card .va-card-select input').first().check();
        await page.locator('.va-bulk-bar').waitFor();
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
        );
        expect(await seriousViolations(page)).toEqual([]);
        await page.locator('.va-filters-open').click();
        await page.locator('mat-bottom-sheet-container .va-filter-sheet').waitFor();
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
        );
        expect(await seriousViolations(page)).toEqual([]);
      },
      { colorScheme: scheme },
    );
  });
}

describe('bulk actions on a desktop', () => {
  test('Publish selected publishes the selected posts (one updateMany)', async ({ page }) => {
    const prefix = unique('Bulk publish');
    const posts = await Promise.all(
      [1, 2].map((n) =>
        createRecord('posts', { title: `${prefix} ${n}`, body: 'x', userId: 1, published: false }),
      ),
    );
    await page.goto(`/posts?q=${encodeURIComponent(prefix)}`);
    await page.locator('va-list tr.va-row').nth(1).waitFor();
    await page.locator('va-list thead .va-checkbox').check();
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(new URL(request.url()).pathname);
    });
    await page.locator('.va-bulk-action.va-action-publish').click();
    await page.locator('[matsnackbarlabel]', { hasText: '2 posts published' }).waitFor();
    expect(patches.sort()).toEqual(posts.map((p) => `/api/posts/${p.id}`).sort());
    for (const post of posts) {
      await expect(
        api<{ published: boolean }>('GET', `/posts/${post.id}`, { role: 'admin' }),
      ).resolves.toMatchObject({
        published: true,
      });
    }
    // The selection is cleared once done.
    await page.locator('.va-bulk-bar').waitFor({ state: 'detached' });
  });
});
