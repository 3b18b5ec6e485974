// No lost data (issue 22): two editors saving the same post (version conflict, 412 from the demo
// API's If-Match check), undoable deletes of comments (Undo, or sent after the delay; a post's
// reply deleted from the post's page, then the page left), and an optimistic bulk publish the
// server refuses (rolled back in the list).
import type { Page, Route } from 'playwright-core';

import {
  api,
  browserSuite,
  createRecord,
  isApiCall,
  listReady,
  newPage,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Post {
  id: number;
  title: string;
  published?: boolean;
}

const newPost = (title: string, extra: Record<string, unknown> = {}) =>
  createRecord<Post>('posts', {
    title,
    body: 'Written by the conflict tests.',
    userId: 2,
    categoryId: 4,
    tagIds: [1],
    published: false,
    archived: false,
    publishedAt: '2024-05-01',
    views: 0,
    ...extra,
  });

const titleInput = (page: Page) =>
  page.locator('va-form [source="title"]').locator('input, textarea').first();

async function openEdit(page: Page, post: Post): Promise<void> {
  await page.goto(`/posts/${post.id}/edit`);
  await page.locator('va-form form.va-form').waitFor();
  await page.waitForFunction(
    (title) => document.querySelector('h1.va-page-title')?.textContent?.includes(title),
    post.title,
  );
}

/** The snack bar's text (the last notification). */
const snackBar = (page: Page) => page.locator('mat-snack-bar-container').last();

describe('concurrent edits', () => {
  test('the second editor sees the conflict with their text intact, and re-applies it', async ({
    page,
    browser,
  }) => {
    const post = await newPost(unique('Shared post'));
    const second = await newPage(browser, { role: 'editor' });
    try {
      // The second editor opens the post first, holding its edit lock (withPresence()), and
      // types (an untouched form would take the new version at once: live updates).
      await openEdit(second.page, post);
      const mine = unique('Second editor title');
      await titleInput(second.page).fill(mine);

      // The first editor (an admin) takes the lock over, and saves: the second editor's page is
      // read-only meanwhile, with the text kept, and takes the lock back once the first leaves.
      await openEdit(page, post);
      await page.locator('va-presence button.va-presence-take-over').click();
      const theirs = unique('First editor title');
      await titleInput(page).fill(theirs);
      await page.locator('va-form button.va-save').click();
      await waitForPath(page, '/posts');

      // The second editor, still on the copy read before (told of the change, not loading it),
      // saves: refused with 412.
      await second.page.locator('va-form va-live-notice button.va-live-load').waitFor();
      await second.page.locator('va-form button.va-save').click();
      const dialog = second.page.locator('va-conflict-dialog');
      await dialog.waitFor();
      expect(await dialog.locator('h2').innerText()).toContain('was changed meanwhile');
      const row = dialog.locator('.va-conflict-field[data-field="title"]');
      expect(await row.locator('.va-conflict-server').innerText()).toBe(theirs);
      expect(await row.locator('.va-conflict-mine').innerText()).toBe(mine);
      expect(await titleInput(second.page).inputValue()).toBe(mine);
      expect((await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' })).title).toBe(theirs);

      // Reload and re-apply: the text typed is still there; saved with the fresh version.
      await dialog.locator('button.va-conflict-reload').click();
      await dialog.waitFor({ state: 'detached' });
      expect(await titleInput(second.page).inputValue()).toBe(mine);
      await second.page.locator('va-form button.va-save').click();
      await waitForPath(second.page, '/posts');
      expect((await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' })).title).toBe(mine);
    } finally {
      await second.context.close();
    }
  });
});

describe('undoable deletes of comments', () => {
  async function commentInList(page: Page) {
    const body = unique('Undoable comment');
    const comment = await createRecord<{ id: number }>('comments', { postId: 1, userId: 2, body });
    await page.goto(`/comments?q=${encodeURIComponent(body)}`);
    await listReady(page);
    await page.locator('va-list .va-row').first().waitFor();
    expect(await page.locator('va-list .va-row').count()).toBe(1);
    return comment;
  }

  const deletes = (page: Page) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(request, 'comments') && request.method() === 'DELETE') sent.push(request.url());
    });
    return sent;
  };

  test('delete then Undo: the row comes back and the record stays on the server', async ({
    page,
  }) => {
    const comment = await commentInList(page);
    const sent = deletes(page);
    await page.locator('va-list .va-row button.va-row-delete').click();
    // No question: the row goes at once and the notification offers Undo.
    await page.locator('va-list .va-row').first().waitFor({ state: 'detached' });
    await snackBar(page).getByRole('button', { name: 'Undo' }).click();
    await page.locator('va-list .va-row').first().waitFor();
    expect(await page.locator('va-list .va-row').count()).toBe(1);
    // Well past the undo delay: nothing was sent, the comment is still there.
    await page.waitForTimeout(6_500);
    expect(sent).toEqual([]);
    await expect(api('GET', `/comments/${comment.id}`, { role: 'admin' })).resolves.toMatchObject({
      id: comment.id,
    });
  });

  test('delete then wait: the DELETE goes after the delay and the record is gone', async ({
    page,
  }) => {
    const comment = await commentInList(page);
    const sent = deletes(page);
    const started = Date.now();
    await page.locator('va-list .va-row button.va-row-delete').click();
    await page.locator('va-list .va-row').first().waitFor({ state: 'detached' });
    expect(sent).toEqual([]);
    const request = await page.waitForRequest(
      (r) => isApiCall(r, 'comments') && r.method() === 'DELETE',
      { timeout: 10_000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    await request.response();
    await expect(api('GET', `/comments/${comment.id}`, { role: 'admin' })).rejects.toThrow(/404/);
    expect(await page.locator('va-list .va-row').count()).toBe(0);
  });
});

describe("undoable deletes of a post's replies, from the post's page", () => {
  test('the row stays hidden while the DELETE waits, which goes to that post once the page is left', async ({
    page,
  }) => {
    const post = await newPost(unique('Post with a reply'));
    const body = unique('Reply deleted from the post');
    const reply = await createRecord<{ id: number }>('comments', {
      postId: post.id,
      userId: 2,
      body,
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && isApiCall(request)) {
        sent.push(new URL(request.url()).pathname);
      }
    });
    await page.goto(`/posts/${post.id}`);
    const relation = page.locator('va-show va-reference-many-field').first();
    const row = relation.locator('tr.va-row', { hasText: body });
    await row.waitFor();

    await row.locator('button.va-row-delete').click();
    await row.waitFor({ state: 'detached' });
    // The table is not filled again from the server while the DELETE waits: the reply stays
    // hidden (it used to come back with the reload).
    await page.waitForTimeout(2_000);
    expect(await row.count()).toBe(0);
    expect(sent).toEqual([]);

    // Off to the posts list (in the app, no page load) before the undo delay is over: no post on
    // the page any more, and the DELETE still goes to this post's reply.
    // (The page's presence leaves too, with a DELETE of its own: not this one.)
    const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && isApiCall(r), {
      timeout: 10_000,
    });
    await page.locator('va-menu a.va-menu-link[href="/posts"]').click();
    await waitForPath(page, '/posts');
    const request = await deleted;
    expect(new URL(request.url()).pathname).toBe(`/api/posts/${post.id}/comments/${reply.id}`);
    await request.response();
    expect(sent).toEqual([`/api/posts/${post.id}/comments/${reply.id}`]);
    await expect(api('GET', `/comments/${reply.id}`, { role: 'admin' })).rejects.toThrow(/404/);
  });
});

describe('optimistic writes', () => {
  test('a bulk publish refused by the server rolls the list back', async ({ page }) => {
    const marker = unique('Optimistic');
    const posts = [await newPost(`${marker} A`), await newPost(`${marker} B`)];
    let release: (() => void) | undefined;
    const refused = new Promise<void>((resolve) => (release = resolve));
    // The server refuses the writes, once the test has seen the list change.
    await page.route(
      (url) => url.pathname.startsWith('/api/posts'),
      async (route: Route) => {
        const method = route.request().method();
        if (method !== 'PATCH' && method !== 'PUT') return route.continue();
        await refused;
        await route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Publishing is closed today' }),
        });
      },
    );
    await page.goto(`/posts?q=${encodeURIComponent(marker)}`);
    await listReady(page);
    const published = page.locator('va-list .va-row svg.va-cell-icon.va-true');
    const rows = page.locator('va-list .va-row');
    await rows.nth(1).waitFor();
    expect(await published.count()).toBe(0);

    await page.locator('va-list thead input.va-checkbox').check();
    await page.locator('va-list .va-bulk-action.va-action-publish').click();
    // Shown at once, before the server answered.
    await page.waitForFunction(
      () => document.querySelectorAll('va-list .va-row svg.va-cell-icon.va-true').length === 2,
    );
    release!();
    await snackBar(page).filter({ hasText: 'Publishing is closed today' }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('va-list .va-row svg.va-cell-icon.va-true').length === 0,
    );
    expect(await rows.count()).toBe(2);
    for (const post of posts) {
      expect((await api<Post>('GET', `/posts/${post.id}`, { role: 'admin' })).published).toBe(
        false,
      );
    }
  });
});
