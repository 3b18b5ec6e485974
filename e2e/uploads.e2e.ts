// Files and images: a user's avatar uploaded from the edit form (through the demo API's upload
// endpoint), shown in the users list and back in the form; a file refused before any upload (too
// large) and one refused by the server (not the image it claims to be) keep everything typed.
import type { Page } from 'playwright-core';

import { api, browserSuite, listReady, unique } from './support/browser';

const { test } = browserSuite({ role: 'admin' });

const AXE = require.resolve('axe-core/axe.min.js');

/** The serious and critical axe-core violations inside `selector`. */
async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const { violations } = (await axe.run(context, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface User {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
}

const avatarInput = (page: Page) => page.locator('va-form va-image-input[source="avatar"]');
const nameInput = (page: Page) => page.locator('va-form [source="name"] input');

async function openEdit(page: Page, id: number): Promise<void> {
  await page.goto(`/users/${id}/edit`);
  await page.locator('va-form form.va-form').waitFor();
  await avatarInput(page).waitFor();
}

function uploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/uploads') seen.push(request.method());
  });
  return seen;
}

describe('avatars', () => {
  test('uploads an avatar on save; the list and the form show it', async ({ page }) => {
    const id = 11;
    await openEdit(page, id);
    const sent = uploads(page);
    await avatarInput(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    // Previewed before any upload.
    await avatarInput(page).locator('img.va-file-thumb[src^="blob:"]').waitFor();
    expect(sent).toEqual([]);
    await page.locator('va-form button.va-save').click();
    await page.waitForURL((url) => url.pathname === '/users');
    expect(sent).toEqual(['POST']);
    const user = await api<User>('GET', `/users/${id}`, { role: 'admin' });
    expect(user.avatar).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);

    await listReady(page);
    const row = page.locator('va-list tr.va-row', { hasText: user.email });
    const thumb = row.locator('img.va-cell-image');
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toBe(user.avatar);
    await page.waitForFunction(
      (src) =>
        Array.from(document.querySelectorAll<HTMLImageElement>('img.va-cell-image')).some(
          (img) => img.getAttribute('src') === src && img.complete && img.naturalWidth === 1,
        ),
      user.avatar,
    );

    await openEdit(page, id);
    expect(await avatarInput(page).locator('img.va-file-thumb').getAttribute('src')).toBe(
      user.avatar,
    );
  });

  test('a file too large is refused before any upload; a file the server refuses keeps what was typed', async ({
    page,
  }) => {
    const id = 12;
    const before = await api<User>('GET', `/users/${id}`, { role: 'admin' });
    await openEdit(page, id);
    const sent = uploads(page);
    const name = unique('Renamed');
    await nameInput(page).fill(name);

    // Over the 2 MB the form accepts: refused at once, nothing sent.
    await avatarInput(page)
      .locator('input[type=file]')
      .setInputFiles({
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([PNG, Buffer.alloc(2_100_000)]),
      });
    const alert = avatarInput(page).locator('[role=alert]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('“huge.png” is too large (2.1 MB): at most 2 MB');
    expect(await avatarInput(page).locator('.va-file-item').count()).toBe(0);
    expect(sent).toEqual([]);

    // Not the PNG it claims to be: the server refuses it (415) on save.
    await avatarInput(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await page.locator('va-form button.va-save').click();
    // The server's refusal, under the avatar input: “fake.png”: The content of “fake.png” is not image/png.
    await page.waitForFunction(() => {
      const text = document.querySelector('va-image-input [role=alert]')?.textContent ?? '';
      return text.includes('“fake.png”') && text.includes('is not image/png');
    });
    expect(sent).toEqual(['POST']);
    expect(new URL(page.url()).pathname).toBe(`/users/${id}/edit`);
    expect(await nameInput(page).inputValue()).toBe(name);
    expect(await avatarInput(page).locator('.va-file-name').innerText()).toBe('fake.png');
    expect(await api<User>('GET', `/users/${id}`, { role: 'admin' })).toEqual(before);

    // Replaced by a real image (chosen over the refused one), the same form saves everything:
    // the server's refusal of the file no longer there goes.
    await avatarInput(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: PNG });
    await avatarInput(page).locator('[role=alert]').waitFor({ state: 'detached' });
    expect(await avatarInput(page).locator('.va-file-name').innerText()).toBe('ok.png');
    await page.locator('va-form button.va-save').click();
    await page.waitForURL((url) => url.pathname === '/users');
    const saved = await api<User>('GET', `/users/${id}`, { role: 'admin' });
    expect(saved.name).toBe(name);
    expect(saved.avatar).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    expect(sent).toEqual(['POST', 'POST']);
  });

  test('the avatar input works from the keyboard', async ({ page }) => {
    await openEdit(page, 13);
    const choose = avatarInput(page).locator('button.va-file-choose');
    const chooser = page.waitForEvent('filechooser');
    await choose.press('Enter');
    await (await chooser).setFiles({ name: 'k.png', mimeType: 'image/png', buffer: PNG });
    const remove = avatarInput(page).locator('button.va-file-remove');
    await remove.press('Enter');
    await avatarInput(page).locator('.va-file-item').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className ?? '')).toContain(
      'va-file-choose',
    );
  });
});

describe('post covers', () => {
  test('a cover chosen in the post form is shown on the post page', async ({ page }) => {
    const post = await api<{ id: number }>('POST', '/posts', {
      role: 'admin',
      body: { title: unique('Covered'), userId: 2, categoryId: 1, tagIds: [] },
    });
    await page.goto(`/posts/${post.id}/edit`);
    await page.locator('va-form va-image-input[source="cover"]').waitFor();
    await page
      .locator('va-form va-image-input[source="cover"] input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('va-form button.va-save').click();
    await page.waitForURL((url) => url.pathname === '/posts');
    const saved = await api<{ cover: string }>('GET', `/posts/${post.id}`, { role: 'admin' });
    expect(saved.cover).toMatch(/^\/api\/uploads\//);
    await page.goto(`/posts/${post.id}`);
    const image = page.locator('va-show va-image-field img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(saved.cover);
  });
});

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(
      `axe finds nothing serious in an image input with a file, a stored image and an error (${scheme})`,
      async ({ page }) => {
        await openEdit(page, 14);
        await avatarInput(page)
          .locator('input[type=file]')
          .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
        await avatarInput(page)
          .locator('input[type=file]')
          .setInputFiles({
            name: 'a.svg',
            mimeType: 'image/svg+xml',
            buffer: Buffer.from('<svg/>'),
          });
        await avatarInput(page).locator('[role=alert]').waitFor();
        await page.waitForFunction(
          (wanted) => getComputedStyle(document.documentElement).colorScheme === wanted,
          scheme,
        );
        expect(await seriousViolations(page, 'va-form')).toEqual([]);
      },
      { colorScheme: scheme },
    );
  }
});
