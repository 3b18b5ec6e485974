// One-to-many relations (issue 19 §1): a post's show page lists its comments (through the nested
// replies resource) with their count, the "Add" link opens the nested create page with the post
// filled in, and the form comes back to the post, whose count went up; a user's show page lists
// the user's posts; a viewer gets no create link. The table takes the show page's whole row and
// keeps its row actions on screen at 360 and 1280 px; without columns it shows the related
// records' labels. Every test works on records it creates itself.
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

/**
 * Where the first row's show, edit and delete buttons of the relation are, and whether each is the
 * element a tap at its centre reaches (not clipped by the table's scrolling box, not covered).
 */
function rowActionBoxes(page: Page) {
  return relation(page)
    .locator('tr.va-row')
    .first()
    .locator('.va-row-action')
    .evaluateAll((buttons) => {
      // The row in the middle of the window, by a vertical scroll only (the table's own sideways
      // scroll stays where the page left it).
      const row = buttons[0]?.closest('tr')?.getBoundingClientRect();
      if (row) window.scrollBy(0, row.top - window.innerHeight / 2);
      return buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          cls: button.className,
          left: box.left,
          right: box.right,
          reachable: !!hit && (hit === button || button.contains(hit)),
        };
      });
    });
}

/** The relation's box and its grid's content box (the card's inner width). */
function relationLayout(page: Page) {
  return relation(page).evaluate((field) => {
    const grid = field.parentElement!;
    const style = getComputedStyle(grid);
    const gridBox = grid.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    return {
      display: style.display,
      left: box.left,
      right: box.right,
      gridLeft: gridBox.left + parseFloat(style.paddingLeft),
      gridRight: gridBox.right - parseFloat(style.paddingRight),
      gridScrolls: grid.scrollWidth > grid.clientWidth + 1,
      viewport: window.innerWidth,
    };
  });
}

describe('the one-to-many table on a show page', () => {
  for (const width of [360, 1280]) {
    test(`takes the whole row and keeps its row actions on screen at ${width} px`, async ({
      page,
    }) => {
      const post = await newPost(unique('Wide relation'));
      // A long comment: the table is wider than a phone.
      const body = unique('A comment long enough to need a wide column on any phone screen');
      await newComment(post.id, body);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/posts/${post.id}`);
      await rowWithText(page, body);

      const layout = await relationLayout(page);
      expect(layout.display).toBe('grid');
      // The whole row of the grid, whatever its columns (three at 1280 px, one at 360 px).
      expect(Math.abs(layout.left - layout.gridLeft)).toBeLessThanOrEqual(1);
      expect(Math.abs(layout.right - layout.gridRight)).toBeLessThanOrEqual(1);
      expect(layout.gridScrolls).toBe(false);
      expect(layout.right).toBeLessThanOrEqual(layout.viewport);

      const actions = await rowActionBoxes(page);
      expect(actions.map((a) => a.cls.replace(/^.*va-row-(show|edit|delete).*$/, '$1'))).toEqual([
        'show',
        'edit',
        'delete',
      ]);
      for (const action of actions) {
        expect(action).toMatchObject({ reachable: true });
        expect(action.left).toBeGreaterThanOrEqual(0);
        expect(action.right).toBeLessThanOrEqual(layout.viewport);
      }
      // And they work: the show button opens the comment.
      await relation(page).locator('tr.va-row a.va-row-show').first().click();
      await waitForPath(page, new RegExp(`^/posts/${post.id}/replies/\\d+$`));
    });
  }

  test("without columns, shows the related records' label, linked to their pages", async ({
    page,
  }) => {
    const title = unique('Categorised post');
    const post = await createRecord<{ title: string }>('posts', {
      title,
      body: 'x',
      userId: 2,
      categoryId: 3,
    });
    await page.goto('/categories/3');
    const table = relation(page);
    await table.locator('tr.va-row').first().waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Id',
      'Title',
      expect.any(String),
    ]);
    // Newest first (sort="-id"): the post just made.
    const row = table.locator('tr.va-row').first();
    expect((await row.locator('td.mat-column-col-title').innerText()).trim()).toBe(title);
    await row.locator('td.mat-column-col-title a').click();
    await waitForPath(page, `/posts/${post.id}`);
  });
});
