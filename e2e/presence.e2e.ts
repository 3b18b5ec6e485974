// Presence and edit locks (issue 37 item 2): two people signed in on one demo server, in two
// browser contexts. B (the editor, Eddie Moreau) opens a post's edit page and holds its lock; A
// (the admin, Alice Martin) sees it on the show page and finds the edit page read-only, takes the
// lock over (B is told and keeps what B typed), leaves (B gets the lock back); B's tab closing
// frees the lock (the demo turns on withPresence() and withRealtime()).
import type { Page } from 'playwright-core';

import { browserSuite, createRecord, newPage, unique } from './support/browser';

const { test } = browserSuite({ role: 'admin' });

/** Presence changes reach the other page through the live events: well within this. */
const LIVE_MS = 5_000;

interface Post {
  id: number;
  title: string;
}

const newPost = (title: string) =>
  createRecord<Post>('posts', {
    title,
    body: 'Written by the presence tests.',
    userId: 2,
    categoryId: 4,
    tagIds: [1],
    published: false,
    archived: false,
    publishedAt: '2024-05-01',
    views: 0,
  });

const titleInput = (page: Page) =>
  page.locator('va-form [source="title"]').locator('input, textarea').first();
const banner = (page: Page) => page.locator('va-presence .va-presence-banner');
const readOnly = (page: Page) =>
  titleInput(page).evaluate((input) => (input as HTMLInputElement).readOnly);

/** Opens the edit page, once the form shows the post and the page has joined it. */
async function openEdit(page: Page, post: Post): Promise<void> {
  const joined = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith(`/api/posts/${post.id}/presence`),
  );
  await page.goto(`/posts/${post.id}/edit`);
  await page.locator('va-form form.va-form').waitFor();
  await page.waitForFunction(
    (title) => document.querySelector('h1.va-page-title')?.textContent?.includes(title),
    post.title,
  );
  await joined;
}

describe('presence and edit locks between two signed-in users', () => {
  test('B holds the lock; A sees it, takes it over; B is told, keeps the text, and gets it back when A leaves', async ({
    page,
    browser,
  }) => {
    const post = await newPost(unique('Locked post'));
    const b = await newPage(browser, { role: 'editor' });
    try {
      await openEdit(b.page, post);
      expect(await readOnly(b.page)).toBe(false);
      expect(await banner(b.page).count()).toBe(0);

      // A's show page: Eddie is editing; no take-over on a show page.
      await page.goto(`/posts/${post.id}`);
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toMatch(
        /Eddie Moreau is editing this post since \d{1,2}:\d{2}/,
      );
      expect(await page.locator('va-presence .va-presence-take-over').count()).toBe(0);
      // B's edit page shows A viewing, live.
      await b.page
        .locator('va-presence .va-presence-viewer', { hasText: 'Alice Martin' })
        .waitFor({ timeout: LIVE_MS });

      // A's edit page: read-only with the holder named, and "Take over" for the admin.
      await openEdit(page, post);
      await banner(page).waitFor();
      expect(await banner(page).innerText()).toContain('the form is read-only until they leave');
      expect(await readOnly(page)).toBe(true);
      expect(await page.locator('va-form button.va-save').isDisabled()).toBe(true);

      // B types; A takes over.
      const typed = unique('B typed this');
      await titleInput(b.page).fill(typed);
      await page.locator('va-presence button.va-presence-take-over').click();
      await page.waitForFunction(() => !document.querySelector('va-presence .va-presence-banner'));
      expect(await readOnly(page)).toBe(false);
      expect(await page.locator('va-form button.va-save').isDisabled()).toBe(false);

      // B is told at once, and keeps what B typed (read-only now).
      const lost = b.page.locator('va-presence .va-presence-lost');
      await lost.waitFor({ timeout: LIVE_MS });
      expect(await lost.innerText()).toMatch(
        /Alice Martin took over editing at .+ What you typed is kept on this page/,
      );
      expect(await readOnly(b.page)).toBe(true);
      expect(await titleInput(b.page).inputValue()).toBe(typed);
      expect(await b.page.locator('va-form button.va-save').isDisabled()).toBe(true);

      // A leaves the page: the lock is free, B's page takes it and may be saved again.
      await page.goto('/posts');
      await b.page.waitForFunction(
        () =>
          !document.querySelector('va-presence .va-presence-banner') &&
          !(document.querySelector('va-form [source="title"] input') as HTMLInputElement).readOnly,
        null,
        { timeout: LIVE_MS },
      );
      expect(await titleInput(b.page).inputValue()).toBe(typed);
      expect(await b.page.locator('va-form button.va-save').isDisabled()).toBe(false);
    } finally {
      await b.context.close();
    }
  });

  test("closing B's tab frees the lock: A edits at once", async ({ page, browser }) => {
    const post = await newPost(unique('Closed tab'));
    const b = await newPage(browser, { role: 'editor' });
    try {
      await openEdit(b.page, post);
      await page.goto(`/posts/${post.id}`);
      await banner(page).waitFor();
      // The tab closes (pagehide): its leave is sent with keepalive.
      await b.page.close({ runBeforeUnload: true });
      await page.waitForFunction(
        () => !document.querySelector('va-presence .va-presence-banner'),
        null,
        { timeout: LIVE_MS },
      );
      await openEdit(page, post);
      expect(await banner(page).count()).toBe(0);
      expect(await readOnly(page)).toBe(false);
    } finally {
      await b.context.close();
    }
  });
});
