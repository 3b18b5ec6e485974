// Rich text and date-times in Chromium: a stored XSS payload in a post's body shows as harmless
// content on the show and edit pages; the body is formatted from the keyboard-accessible toolbar
// and saved as HTML; a post's publication date-time is shown and edited in the browser's zone and
// saved in UTC.
import type { Page } from 'playwright-core';

import {
  api,
  browserSuite,
  createRecord,
  richTextEditor,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Post {
  id: number;
  title: string;
  body?: string | null;
  publishedAt?: string | null;
}

/** What an attacker stores: every one of these sets `window.__xss` if it ever runs. */
const PAYLOAD =
  '<p>Safe <strong>bold</strong> text</p>' +
  '<img src="x" onerror="window.__xss = \'img\'">' +
  '<script>window.__xss = "script"</script>' +
  '<p><a href="javascript:window.__xss = \'link\'">a link</a></p>' +
  '<svg onload="window.__xss = \'svg\'"></svg>' +
  '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>';

const newPost = (extra: Partial<Post>) =>
  createRecord<Post>('posts', {
    title: unique('Rich text post'),
    userId: 2,
    categoryId: 4,
    tagIds: [1],
    published: false,
    archived: false,
    views: 0,
    ...extra,
  });

/** Nothing of the payload ran, and no event handler or script is in the page. */
async function expectHarmless(page: Page, root: string) {
  // Time for an image error or a frame to fire, were they there.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss ?? null)).toBeNull();
  const found = await page.evaluate((selector) => {
    const container = document.querySelector(selector)!;
    const elements = Array.from(container.querySelectorAll('*'));
    return {
      handlers: elements.flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => /^on/i.test(a.name))
          .map((a) => `${el.tagName} ${a.name}`),
      ),
      tags: elements
        .map((el) => el.tagName.toLowerCase())
        .filter((tag) => ['script', 'img', 'svg', 'iframe'].includes(tag)),
      javascriptLinks: elements.filter((el) => /javascript:/i.test(el.getAttribute('href') ?? ''))
        .length,
    };
  }, root);
  expect(found).toEqual({ handlers: [], tags: [], javascriptLinks: 0 });
  expect(await page.locator('[onerror]').count()).toBe(0);
}

/** The editable text of the posts' rich text body, once the user went into it. */
const bodyEditor = (page: Page) => richTextEditor(page, 'body');

describe('rich text', () => {
  test('a stored script payload shows as harmless content on the show page', async ({ page }) => {
    const post = await newPost({ body: PAYLOAD });
    await page.goto(`/posts/${post.id}`);
    const field = page.locator('va-rich-text-field[source="body"] .va-rich-text');
    await field.waitFor();
    expect(await field.locator('strong').innerText()).toBe('bold');
    expect(await field.innerText()).toContain('a link');
    await expectHarmless(page, 'va-rich-text-field .va-rich-text');
  });

  test('the same payload loads harmlessly in the editor', async ({ page }) => {
    const post = await newPost({ body: PAYLOAD });
    await page.goto(`/posts/${post.id}/edit`);
    // Shown before the editor exists, then in the editor.
    const view = page.locator('va-rich-text-input[source="body"] .va-rich-text-view');
    await view.locator('strong').waitFor();
    expect(await view.locator('strong').innerText()).toBe('bold');
    await expectHarmless(page, 'va-rich-text-input .va-rich-text-view');
    const editor = await bodyEditor(page);
    expect(await editor.locator('strong').innerText()).toBe('bold');
    await expectHarmless(page, 'va-rich-text-input .ProseMirror');
  });

  test('formats from the keyboard: Alt+F10 to the toolbar, arrows, Enter', async ({ page }) => {
    const post = await newPost({ body: 'Plain seed text' });
    await page.goto(`/posts/${post.id}/edit`);
    const editor = await bodyEditor(page);
    expect(await editor.innerHTML()).toContain('<p>Plain seed text</p>');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Alt+F10');
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    expect(await focused()).toBe('Heading 1');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Heading 2');
    await page.keyboard.press('Enter');
    await page
      .locator('va-rich-text-input button[aria-label="Heading 2"][aria-pressed="true"]')
      .waitFor();
    // The command gives the focus back to the text; Alt+F10 returns to the button last used.
    await page.waitForFunction(() => !!document.activeElement?.classList.contains('ProseMirror'));
    await page.keyboard.press('Alt+F10');
    expect(await focused()).toBe('Heading 2');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Redo');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !!document.activeElement?.classList.contains('ProseMirror'));
    // The whole text is still selected (Ctrl+A above). ProseMirror learns of a caret moved by the
    // browser (Ctrl+End) from the selectionchange event that follows: type only once it has, or
    // the typing replaces the selected text.
    await page.keyboard.press('Control+End');
    await page.waitForFunction(() => !!document.getSelection()?.isCollapsed);
    await page.waitForTimeout(200);
    await page.keyboard.type(' and more');
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/posts/${post.id}`) &&
        ['PUT', 'PATCH'].includes(r.request().method()),
    );
    await page.locator('va-form button.va-save').click();
    expect((await saved).ok()).toBe(true);
    await waitForPath(page, '/posts');
    const stored = await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' });
    expect(stored.body).toBe('<h2>Plain seed text and more</h2>');
  });
});

describe('date-times', () => {
  test(
    'publication time: shown and edited in the browser zone, saved in UTC',
    async ({ page }) => {
      const post = await newPost({ publishedAt: '2024-03-05T19:30:00Z' });
      await page.goto(`/posts/${post.id}`);
      const shown = page.locator('va-date-field[source="publishedAt"] time');
      await shown.waitFor();
      expect((await shown.innerText()).replace(/\s/g, ' ')).toBe('Mar 5, 2024, 2:30 PM');
      await page.goto(`/posts/${post.id}/edit`);
      const clock = page.locator(
        'va-date-time-input[source="publishedAt"] input.va-date-time-clock',
      );
      await clock.waitFor();
      expect(await clock.inputValue()).toBe('2:30 PM');
      await clock.fill('4:45 PM');
      await clock.press('Tab');
      const saved = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/api/posts/${post.id}`) &&
          ['PUT', 'PATCH'].includes(r.request().method()),
      );
      await page.locator('va-form button.va-save').click();
      expect((await saved).ok()).toBe(true);
      const stored = await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' });
      expect(new Date(stored.publishedAt!).toISOString()).toBe('2024-03-05T21:45:00.000Z');
    },
    { timezoneId: 'America/New_York' },
  );
});
