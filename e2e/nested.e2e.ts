// Nested resources in the demo: a post's replies (comments nested under the post) at
// /posts/:postId/replies — list, show, edit and its save, with the calls to
// /api/posts/:postId/comments; the title and breadcrumb naming the post; a missing post; a viewer
// who may not edit.
import type { Page } from 'playwright-core';

import {
  api,
  browserSuite,
  columnTexts,
  createRecord,
  isApiCall,
  listReady,
  recordApiCalls,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Comment {
  id: number;
  body: string;
  postId: number;
}

const newPost = (title: string) =>
  createRecord<{ title: string }>('posts', {
    title,
    body: 'Written by the nested browser tests.',
    userId: 2,
    categoryId: 4,
    tagIds: [],
    published: false,
    archived: false,
    publishedAt: '2024-05-01',
    views: 0,
  });

const newReply = (postId: number, body: string) =>
  createRecord<Comment>('comments', { postId, body, createdAt: '2024-05-02T00:00:00.000Z' });

const title = (page: Page) => page.locator('h1.va-page-title').innerText();
const crumbs = (page: Page) => page.locator('va-breadcrumb li').allInnerTexts();

describe('nested resources (replies under posts)', () => {
  test('the nested list shows only the post’s replies, from the nested API path', async ({
    page,
  }) => {
    const post = await newPost(unique('Nested post'));
    const other = await newPost(unique('Other post'));
    const mine = await newReply(post.id, unique('Reply one'));
    await newReply(other.id, unique('Reply elsewhere'));
    const { calls } = recordApiCalls(page);
    await page.goto(`/posts/${post.id}/replies`);
    await listReady(page);
    expect(await title(page)).toBe(`Replies of post ${post.title}`);
    expect(await page.title()).toContain(`Replies of post ${post.title}`);
    expect(await crumbs(page)).toEqual(['Posts', post.title, 'Replies']);
    expect(await columnTexts(page, 'Body')).toEqual([mine.body]);
    const paths = calls.map((url) => url.pathname);
    expect(paths).toContain(`/api/posts/${post.id}`);
    expect(paths).toContain(`/api/posts/${post.id}/comments`);
    expect(paths.filter((p) => p === '/api/comments')).toEqual([]);

    // The breadcrumb goes back to the post.
    await page.locator('va-breadcrumb a', { hasText: post.title }).click();
    await waitForPath(page, `/posts/${post.id}`);
  });

  test('show, then edit and save a reply under its post', async ({ page }) => {
    const post = await newPost(unique('Post with a reply'));
    const reply = await newReply(post.id, unique('Reply to edit'));
    await page.goto(`/posts/${post.id}/replies`);
    await listReady(page);
    await page.locator('va-list tr.va-row .va-row-show').first().click();
    await waitForPath(page, `/posts/${post.id}/replies/${reply.id}`);
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
    expect(await page.locator('va-show va-text-field').first().innerText()).toContain(reply.body);
    expect(await crumbs(page)).toEqual(['Posts', post.title, 'Replies', `Reply ${reply.body}`]);

    await page.locator('va-show a.va-edit').click();
    await waitForPath(page, `/posts/${post.id}/replies/${reply.id}/edit`);
    await page.locator('va-form form.va-form').waitFor();
    const body = page.locator('va-form [source="body"]').locator('textarea, input').first();
    await page.waitForFunction(
      (text) =>
        (document.querySelector('va-form [source="body"] textarea') as HTMLTextAreaElement | null)
          ?.value === text,
      reply.body,
    );
    const edited = unique('Edited reply');
    await body.fill(edited);
    // Replies are undoable: the PUT leaves after the undo delay, so the test waits for its answer
    // (not only its sending) before reading the stored record.
    const saved = page.waitForResponse(
      (r) => isApiCall(r.request(), 'posts') && r.request().method() === 'PUT',
    );
    await page.locator('va-form button.va-save').click();
    const response = await saved;
    expect(new URL(response.url()).pathname).toBe(`/api/posts/${post.id}/comments/${reply.id}`);
    expect(response.status()).toBe(200);
    await waitForPath(page, `/posts/${post.id}/replies`);
    const stored = await api<Comment>('GET', `/comments/${reply.id}`, { role: 'admin' });
    expect(stored).toMatchObject({ body: edited, postId: post.id });
  });

  test('a post that does not exist: "Post #999999 not found", no list', async ({ page }) => {
    await page.goto('/posts/999999/replies');
    await page.locator('va-record-not-found-page').waitFor();
    expect(await page.locator('va-record-not-found-page h1').innerText()).toContain(
      'Post #999999 not found',
    );
    expect(await page.locator('va-list').count()).toBe(0);
  });

  test(
    'a viewer sees the replies but gets no edit link and the forbidden page on the edit URL',
    async ({ page }) => {
      const post = await newPost(unique('Post for a viewer'));
      const reply = await newReply(post.id, unique('Reply for a viewer'));
      await page.goto(`/posts/${post.id}/replies/${reply.id}`);
      await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
      expect(await page.locator('va-show a.va-edit').count()).toBe(0);
      await page.goto(`/posts/${post.id}/replies/${reply.id}/edit`);
      await page.locator('va-forbidden-page').waitFor();
    },
    { role: 'viewer' },
  );
});
