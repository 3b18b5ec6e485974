// One-to-many relations (issue 19 §1): a post's show page lists its comments (through the nested
// replies resource) with their count, the "Add" link opens the nested create page with the post
// filled in, and the form comes back to the post, whose count went up; a user's show page lists
// the user's posts; a viewer gets no create link. Every test works on records it creates itself.
import type { Page } from 'playwright-core';

import {
  api,
  apiToken,
  baseUrl,
  browserSuite,
  createRecord,
  recordApiCalls,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'admin' });

const newPost = (title: string) =>
  createRecord<{ title: string }>('posts', {
    title,
    body: 'Written by the relations browser test.',
    userId: 2,
    categoryId: 4,
    tagIds: [],
    published: true,
    archived: false,
    publishedAt: '2024-05-01',
    views: 0,
  });

const newComment = (postId: number, body: string) =>
  createRecord('comments', { postId, userId: 2, body, createdAt: '2024-05-02' });

/** How many posts a user wrote, as the demo API counts them (X-Total-Count of a one-row page). */
async function postsOf(userId: number): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/posts?userId=${userId}&_page=1&_limit=1`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${await apiToken('admin')}` },
  });
  if (!response.ok) throw new Error(`GET /api/posts?userId=${userId}: ${response.status}`);
  return Number(response.headers.get('X-Total-Count'));
}

/** The one-to-many table of the show page, once loaded. */
const relation = (page: Page) => page.locator('va-show va-reference-many-field').first();

/** Waits until the labelled count of the show page reads `count`. */
async function countIs(page: Page, count: number): Promise<void> {
  await page
    .locator('va-show va-reference-many-count .va-field-value', {
      hasText: new RegExp(`^\\s*${count}\\s*$`),
    })
    .waitFor();
}

/** Waits until the relation table shows a row with this text. */
const rowWithText = (page: Page, text: string) =>
  relation(page).locator('tr.va-row', { hasText: text }).waitFor();

describe('one-to-many relations', () => {
  test('post → its comments → add one → back to the post, one more', async ({ page }) => {
    const post = await newPost(unique('Related post'));
    const first = unique('First comment');
    const comment = await newComment(post.id, first);
    const calls = recordApiCalls(page);

    await page.goto(`/posts/${post.id}`);
    await countIs(page, 1);
    await rowWithText(page, first);
    // The comments are asked for under the post (nested API path), never one by one.
    expect(calls.calls.some((url) => url.pathname === `/api/posts/${post.id}/comments`)).toBe(true);

    // A row opens the comment's nested page.
    await relation(page).locator('a.va-row-show').first().click();
    await waitForPath(page, `/posts/${post.id}/replies/${comment['id'] as number}`);
    await page.goBack();
    await countIs(page, 1);

    // "Add" opens the nested create page with the post filled in and the way back.
    await relation(page).locator('a.va-reference-many-create').click();
    await waitForPath(page, `/posts/${post.id}/replies/create`);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(`/posts/${post.id}`);
    const second = unique('Second comment');
    await page.locator('va-form [source="body"] textarea').fill(second);
    await page.locator('va-form button.va-save').click();

    // Saved: back on the post, which counts and lists one more comment.
    await waitForPath(page, `/posts/${post.id}`);
    await countIs(page, 2);
    await rowWithText(page, second);
    const saved = await api<{ postId: number; body: string }[]>(
      'GET',
      `/comments?postId=${post.id}`,
      { role: 'admin' },
    );
    expect(saved.map((c) => c.body).sort()).toEqual([first, second].sort());
  });

  test("a user's show page lists the user's posts", async ({ page }) => {
    const title = unique('Post of user 2');
    await newPost(title);
    const total = await postsOf(2);
    await page.goto('/users/2');
    await countIs(page, total);
    await relation(page)
      .locator('.va-reference-many-title', { hasText: `(${total})` })
      .waitFor();
    // Sorted by date, newest first, 10 to a page: the table pages on its own.
    expect(await relation(page).locator('tr.va-row').count()).toBe(Math.min(10, total));
    expect(new URL(page.url()).search).toBe('');
  });

  test(
    'a viewer sees the comments but no link to add one',
    async ({ page }) => {
      const post = await newPost(unique('Viewed post'));
      const body = unique('Viewed comment');
      await newComment(post.id, body);
      await page.goto(`/posts/${post.id}`);
      await countIs(page, 1);
      await rowWithText(page, body);
      expect(await relation(page).locator('a.va-reference-many-create').count()).toBe(0);
      expect(await relation(page).locator('a.va-row-edit').count()).toBe(0);
    },
    { role: 'viewer' },
  );
});
