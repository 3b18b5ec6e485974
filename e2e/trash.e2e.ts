// Trash (issue 37 item 4): the demo's posts are soft-deleted (`softDelete: { purge: ['admin'] }`).
// Two users on one server: A (an editor) deletes a post, B (an admin) sees it in the trash and
// restores it; while it is trashed, a comment's reference to it shows it as deleted.
import type { Page } from 'playwright-core';

import {
  api,
  appStable,
  browserSuite,
  createRecord,
  listReady,
  newPage,
  unique,
  waitForPath,
} from './support/browser';

const { test } = browserSuite({ role: 'editor' });

interface Post {
  id: number;
  title: string;
}

/** The snack bar's text (the last notification). */
const snackBar = (page: Page) => page.locator('mat-snack-bar-container').last();

/** The trash page of posts, searched for `title`, with its answer on screen. */
async function openTrash(page: Page, title: string): Promise<void> {
  await page.goto('/posts/trash');
  await page.locator('va-trash-page h1').waitFor();
  await appStable(page);
  await page.locator('va-trash-page input[type="search"]').fill(title);
  // The search answered: no progress, and only the post searched for (or nothing).
  try {
    await page.waitForFunction(
      (searched) =>
        !document.querySelector('va-trash-page mat-progress-bar') &&
        (!!document.querySelector('va-trash-page .va-trash-empty') ||
          (!!document.querySelector('va-trash-page .va-trash-table') &&
            Array.from(document.querySelectorAll('va-trash-page .va-trash-label')).every(
              (label) => label.textContent === searched,
            ))),
      title,
    );
  } catch (error) {
    // Say what the page showed instead.
    const seen = await page.evaluate(() => ({
      search: document.querySelector<HTMLInputElement>('va-trash-page input[type="search"]')?.value,
      progress: !!document.querySelector('va-trash-page mat-progress-bar'),
      empty: document.querySelector('va-trash-page .va-trash-empty')?.textContent,
      error: document.querySelector('va-trash-page .va-trash-error')?.textContent,
      labels: Array.from(document.querySelectorAll('va-trash-page .va-trash-label')).map(
        (label) => label.textContent,
      ),
    }));
    throw new Error(`${(error as Error).message}\nThe trash showed ${JSON.stringify(seen)}`);
  }
}

/** The comment's show page, with its post reference looked up. */
async function openComment(page: Page, id: number): Promise<void> {
  await page.goto(`/comments/${id}`);
  await page.locator('va-show va-reference-field .va-field-value[aria-busy="false"]').waitFor();
}

describe('trash (soft-deleted posts, two users)', () => {
  test('A deletes a post: out of the list, in the trash; its reference shows it deleted; B restores it', async ({
    page: a,
    browser,
  }) => {
    const post = await createRecord<Post>('posts', { title: unique('Trash e2e'), userId: 2 });
    const comment = await createRecord<{ id: number }>('comments', {
      postId: post.id,
      body: unique('On a post to trash'),
    });
    const { context: contextB, page: b } = await newPage(browser, { role: 'admin' });
    try {
      // A deletes it from the list: no question, "moved to the trash" with Undo.
      await a.goto(`/posts?q=${encodeURIComponent(post.title)}`);
      await listReady(a);
      expect(await a.locator('va-list tr.va-row').count()).toBe(1);
      await a.locator('va-list tr.va-row button.va-row-delete').click();
      await snackBar(a).filter({ hasText: 'moved to the trash' }).waitFor();
      await snackBar(a).getByRole('button', { name: 'Undo' }).waitFor();
      await a.locator('va-list .va-list-empty').waitFor();
      expect(await a.locator('va-confirm-dialog').count()).toBe(0);

      // The list page leads to the trash, which holds it.
      await a.locator('va-list a.va-trash-link').click();
      await waitForPath(a, '/posts/trash');
      await openTrash(a, post.title);
      const rowA = a.locator(`va-trash-page tr[data-id="${post.id}"]`);
      expect(await rowA.locator('.va-trash-label').innerText()).toBe(post.title);
      // An editor may restore but not purge: no purge button, and the API refuses it.
      expect(await rowA.locator('button.va-trash-restore').count()).toBe(1);
      expect(await rowA.locator('button.va-trash-purge').count()).toBe(0);
      await expect(api('DELETE', `/posts/trash/${post.id}`, { role: 'editor' })).rejects.toThrow(
        /403/,
      );

      // B, elsewhere: the comment's post shows as deleted (struck through, no link).
      await openComment(b, comment.id);
      const reference = b.locator('va-show va-reference-field');
      expect(await reference.locator('.va-reference-trashed').innerText()).toBe(post.title);
      expect(await reference.locator('.va-trashed-mark').innerText()).toBe('deleted');
      expect(await reference.locator('a').count()).toBe(0);

      // B restores it from the trash.
      await openTrash(b, post.title);
      const rowB = b.locator(`va-trash-page tr[data-id="${post.id}"]`);
      expect(await rowB.locator('button.va-trash-purge').count()).toBe(1);
      await rowB.locator('button.va-trash-restore').click();
      await snackBar(b).filter({ hasText: 'restored' }).waitFor();
      await b.locator('va-trash-page .va-trash-empty').waitFor();

      // Back everywhere: in A's list, and as a plain link in the comment.
      await a.goto(`/posts?q=${encodeURIComponent(post.title)}`);
      await listReady(a);
      expect(await a.locator('va-list tr.va-row').count()).toBe(1);
      await openComment(b, comment.id);
      expect(await reference.locator('.va-trashed-mark').count()).toBe(0);
      expect(await reference.locator('a').innerText()).toBe(post.title);
    } finally {
      await contextB.close();
    }
  });

  test('an admin purges a trashed post, after a confirmation', async ({ browser }) => {
    const post = await createRecord<Post>('posts', { title: unique('Purge e2e'), userId: 2 });
    await api('DELETE', `/posts/${post.id}`, { role: 'editor' });
    const { context, page: admin } = await newPage(browser, { role: 'admin' });
    try {
      await openTrash(admin, post.title);
      await admin.locator(`va-trash-page tr[data-id="${post.id}"] button.va-trash-purge`).click();
      await admin.locator('va-confirm-dialog .va-confirm-ok').click();
      await snackBar(admin).filter({ hasText: 'deleted for good' }).waitFor();
      await admin.locator('va-trash-page .va-trash-empty').waitFor();
      await expect(
        api('GET', `/posts/${post.id}?_trashed=include`, { role: 'admin' }),
      ).rejects.toThrow(/404/);
      // A viewer has no trash at all: no link on the list, the forbidden page at its URL.
      const { context: viewerContext, page: viewer } = await newPage(browser, { role: 'viewer' });
      try {
        await viewer.goto('/posts');
        await listReady(viewer);
        expect(await viewer.locator('va-list a.va-trash-link').count()).toBe(0);
        await viewer.goto('/posts/trash');
        await viewer.getByText('Access denied').waitFor();
      } finally {
        await viewerContext.close();
      }
    } finally {
      await context.close();
    }
  });
});
