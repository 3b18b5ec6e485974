// Record history and audit log (issue 37 item 3), two users on one server: an editor edits a post
// in one browser context; an admin, in another, sees that version with its field-by-field diff in
// the post's History panel and restores the version before it (an ordinary recorded update with
// the version check); the audit log page lists it, filtered by user, resource and action, and is
// offered to admins only.
import type { Page } from 'playwright-core';

import { api, browserSuite, createRecord, newPage, unique } from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Post {
  id: number;
  title: string;
  body: string | null;
}

const titleInput = (page: Page) =>
  page.locator('va-form [source="title"]').locator('input, textarea').first();

/** Opens the History panel of the page and waits for its versions. */
async function openHistory(page: Page): Promise<void> {
  const panel = page.locator('va-history-panel');
  await panel.locator('mat-expansion-panel-header').click();
  await panel.locator('.va-history-version').first().waitFor();
}

describe('record history', () => {
  test('an editor edits a post; an admin sees the diff in History and restores the version before', async ({
    page,
    browser,
  }) => {
    const original = unique('History post');
    const post = await createRecord<Post>('posts', {
      title: original,
      body: '<p>The <strong>first</strong> draft.</p>',
      userId: 2,
      tagIds: [],
    });
    const editor = await newPage(browser, { role: 'editor' });
    try {
      // User A (the editor) edits the post in their own browser.
      const edited = unique('Edited post');
      await editor.page.goto(`/posts/${post.id}/edit`);
      await titleInput(editor.page).waitFor();
      await editor.page.waitForFunction(
        (title) => document.querySelector('h1.va-page-title')?.textContent?.includes(title),
        original,
      );
      await titleInput(editor.page).fill(edited);
      await editor.page.locator('va-form button.va-save').click();
      await editor.page.waitForURL((url) => url.pathname === '/posts');

      // User B (the admin) opens the post: History shows the editor's version and its diff.
      await page.goto(`/posts/${post.id}`);
      await page.locator('va-show h1.va-page-title', { hasText: edited }).waitFor();
      await openHistory(page);
      const versions = page.locator('va-history-panel .va-history-version');
      expect(await versions.count()).toBe(2);
      const latest = versions.nth(0);
      expect(await latest.getAttribute('data-version')).toBe('2');
      expect(await latest.locator('.va-history-who').innerText()).toContain('Eddie Moreau');
      const change = latest.locator('.va-history-change[data-field="title"]');
      // Word by word: "History post <a>" → "Edited post <b>".
      expect(await change.locator('del').allInnerTexts()).toEqual([
        'History',
        original.split(' ')[2],
      ]);
      expect(await change.locator('ins').allInnerTexts()).toEqual(['Edited', edited.split(' ')[2]]);
      expect(await latest.locator('.va-history-current').innerText()).toBe('Current version');
      const created = versions.nth(1);
      expect(await created.locator('.va-history-action').innerText()).toBe('Created');
      // Rich text is diffed (here: shown) as its text.
      expect(await created.locator('.va-history-change[data-field="body"] ins').innerText()).toBe(
        'The first draft.',
      );

      // Restore the version before the edit: the page and the history follow.
      await created.locator('button.va-history-restore').click();
      await page.locator('va-show [source="title"]', { hasText: original }).waitFor();
      await page.locator('va-history-panel .va-history-version[data-version="3"]').waitFor();
      const restored = page.locator('va-history-panel .va-history-version').first();
      expect(await restored.locator('.va-history-who').innerText()).toContain('Alice Martin');
      expect((await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' })).title).toBe(original);

      // The editor, still on the version read before, is refused by the version check. Its live
      // updates are cut off, or the admin's write below would reach its page first and make it
      // current (the restore would then rightly go through).
      await editor.context.route('**/api/events**', (route) => route.abort());
      await editor.page.goto(`/posts/${post.id}`);
      await editor.page.locator('va-show [source="title"]', { hasText: original }).waitFor();
      await api('PATCH', `/posts/${post.id}`, { role: 'admin', body: { views: 7 } });
      await openHistory(editor.page);
      const first = editor.page.locator('va-history-panel .va-history-version').nth(1);
      await first.locator('button.va-history-restore').click();
      await editor.page
        .locator('mat-snack-bar-container', { hasText: 'nothing was restored' })
        .waitFor();
      expect((await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' })).title).toBe(original);
    } finally {
      await editor.context.close();
    }
  });
});

describe('audit log', () => {
  test('lists the writes, filtered by user, resource and action', async ({ page }) => {
    const post = await createRecord<Post>('posts', {
      title: unique('Audited post'),
      userId: 2,
      tagIds: [],
    });
    await api('PATCH', `/posts/${post.id}`, { role: 'editor', body: { title: unique('Audited') } });
    await page.goto('/posts');
    const entry = page.locator('va-menu a.va-menu-link', { hasText: 'Audit log' });
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/audit');
    await page.locator('va-audit-log .va-audit-line').first().waitFor();

    /** Picks `option` in the filter select of class `select`. */
    const choose = async (select: string, option: string) => {
      await page.locator(`va-audit-log mat-select.${select}`).click();
      await page.locator('mat-option', { hasText: option }).first().click();
      await page.locator('va-audit-log mat-progress-bar').waitFor({ state: 'detached' });
    };
    await choose('va-audit-user', 'Eddie Moreau');
    await choose('va-audit-resource', 'Posts');
    await choose('va-audit-action', 'Updated');
    const lines = page.locator('va-audit-log .va-audit-line');
    await lines.first().waitFor();
    const first = lines.first();
    expect(await first.locator('.va-audit-who').innerText()).toBe('Eddie Moreau');
    expect(await first.locator('.va-audit-what').innerText()).toBe('Updated');
    expect(await first.locator('a.va-audit-record').innerText()).toBe(`Posts #${post.id}`);
    for (const who of await page.locator('va-audit-log .va-audit-who').allInnerTexts()) {
      expect(who).toBe('Eddie Moreau');
    }
    await first.locator('a.va-audit-record').click();
    await page.waitForURL((url) => url.pathname === `/posts/${post.id}`);
  });

  test(
    'is not offered to an editor',
    async ({ page }) => {
      await page.goto('/posts');
      await page.locator('va-menu a.va-menu-link').first().waitFor();
      expect(await page.locator('va-menu a.va-menu-link', { hasText: 'Audit log' }).count()).toBe(
        0,
      );
      await page.goto('/audit');
      await page.getByText('Access denied').first().waitFor();
      expect(await page.locator('va-audit-log .va-audit-line').count()).toBe(0);
    },
    { role: 'editor' },
  );
});
