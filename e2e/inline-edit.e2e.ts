// Inline editing in lists (issue 38, item 1), keyboard only: the comments list's text column
// (undoable writes). Arrows move between cells (a WAI-ARIA grid), Enter edits with the form's
// input, Tab saves and goes to the next editable cell, Enter saves, Escape cancels; a save is a
// PATCH of that one field with the record's version (If-Match); a conflict made by another user
// shows on the cell with the typed text kept; Undo takes the write back unsent.
import type { Page, Request } from 'playwright-core';

import { api, browserSuite } from './support/browser';
import { commentRequests, twoComments } from './support/grid';

const { test } = browserSuite({ role: 'admin' });

/** The PATCHes of comments the page sends from now on. */
const patches = (page: Page): Request[] => commentRequests(page, (method) => method === 'PATCH');

/** Row index and column class of the focused cell. */
const focusedCell = (page: Page) =>
  page.evaluate(() => {
    const cell = document.activeElement;
    return {
      row: cell?.closest('tr')?.getAttribute('data-index') ?? null,
      column:
        Array.from(cell?.classList ?? []).find((c) => c.startsWith('mat-column-col-')) ?? null,
      tag: cell?.tagName.toLowerCase() ?? null,
    };
  });

const editorInput = (page: Page) => page.locator('va-inline-editor input');
const snackBar = (page: Page) => page.locator('mat-snack-bar-container').last();
const cellText = (page: Page, row: number) =>
  page.locator(`va-list tr.va-row[data-index="${row}"] td.mat-column-col-body`).innerText();

/** Waits until the focused cell is at `row` in the column of `source`. */
async function expectFocus(page: Page, row: number, source: string): Promise<void> {
  await page
    .waitForFunction(
      ({ row, source }) => {
        const cell = document.activeElement;
        return (
          cell?.tagName === 'TD' &&
          cell.closest('tr')?.getAttribute('data-index') === String(row) &&
          cell.classList.contains(`mat-column-col-${source}`)
        );
      },
      { row, source },
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  expect(await focusedCell(page)).toEqual({
    row: String(row),
    column: `mat-column-col-${source}`,
    tag: 'td',
  });
}

/** Enters the grid at its one tab stop (the first cell), as Tab would. */
async function enterGrid(page: Page): Promise<void> {
  await page.locator('va-list tbody td[tabindex="0"]').focus();
}

describe('inline editing, keyboard only', () => {
  test('arrows move, Enter edits, Tab saves and goes on, Enter saves: PATCHes with versions', async ({
    page,
  }) => {
    const [first, second, tag] = await twoComments(page, 'Inline');
    const sent = patches(page);
    await enterGrid(page);
    await expectFocus(page, 0, 'body');
    await page.keyboard.press('ArrowRight');
    await expectFocus(page, 0, 'postId');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, 1, 'postId');
    // Two keys before the focus can follow the first (one task, no render between): the second
    // moves from where the first went, not from the cell that still has the focus.
    await page.evaluate(() => {
      const cell = document.activeElement;
      for (const key of ['ArrowLeft', 'ArrowUp'])
        cell?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
    await expectFocus(page, 0, 'body');
    // The grid is announced: its role and the hint describe it.
    await expect(
      page.locator('va-list table[role="grid"]').getAttribute('aria-describedby'),
    ).resolves.toBeTruthy();

    await page.keyboard.press('Enter');
    await expect(editorInput(page).inputValue()).resolves.toBe(`${tag} a`);
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    await page.keyboard.type(`${tag} first edited`);
    await page.keyboard.press('Tab');
    // Tab saved the first cell and opened the next editable one: the row's date (its date input).
    await page.locator('va-inline-editor va-date-input').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    // Tab again, unchanged: nothing to save, on to the next row's text.
    await page.keyboard.press('Tab');
    await page.waitForFunction(
      (value) => (document.activeElement as HTMLInputElement | null)?.value === value,
      `${tag} b`,
    );
    await page.keyboard.type(`${tag} second edited`);
    await page.keyboard.press('Enter');
    await page.locator('va-inline-editor').waitFor({ state: 'detached' });
    expect(await cellText(page, 0)).toBe(`${tag} first edited`);
    expect(await cellText(page, 1)).toBe(`${tag} second edited`);
    await page.waitForFunction(() =>
      document.querySelector('va-list .va-grid-status')?.textContent?.includes('saved'),
    );
    // Undoable: the PATCHes go after the delay, each with its one field and its version.
    for (let i = 0; sent.length < 2 && i < 60; i++) await page.waitForTimeout(250);
    expect(sent.map((r) => new URL(r.url()).pathname).sort()).toEqual(
      [`/api/comments/${first.id}`, `/api/comments/${second.id}`].sort(),
    );
    for (const request of sent) {
      expect(Object.keys(request.postDataJSON() as object)).toEqual(['body']);
      expect(request.headers()['if-match']).toMatch(/^"\d+"$/);
      expect((await request.response())?.status()).toBe(200);
    }
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} first edited`,
    });
    await expect(api('GET', `/comments/${second.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} second edited`,
    });
  });

  test('Escape cancels: the value stays, nothing is sent', async ({ page }) => {
    const [first, , tag] = await twoComments(page, 'Inline');
    const sent = patches(page);
    await enterGrid(page);
    await page.keyboard.press('F2');
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    await page.keyboard.type('never saved');
    await page.keyboard.press('Escape');
    await page.locator('va-inline-editor').waitFor({ state: 'detached' });
    expect(await cellText(page, 0)).toBe(`${tag} a`);
    await expectFocus(page, 0, 'body');
    await page.waitForTimeout(6_000);
    expect(sent).toEqual([]);
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} a`,
    });
  });

  test("another user's save shows as a conflict on the cell, the typed text kept; Enter then saves it", async ({
    page,
  }) => {
    const [first, , tag] = await twoComments(page, 'Inline');
    await enterGrid(page);
    // The version is read when the edition begins; another user saves the record after that.
    const versionRead = page.waitForResponse(
      (r) => r.url().endsWith(`/api/comments/${first.id}`) && r.request().method() === 'GET',
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    await versionRead;
    await api('PATCH', `/comments/${first.id}`, {
      role: 'editor',
      body: { body: `${tag} theirs` },
    });
    await page.keyboard.type(`${tag} mine`);
    await page.keyboard.press('Enter');
    const refused = await page.waitForResponse(
      (r) => r.url().endsWith(`/api/comments/${first.id}`) && r.request().method() === 'PATCH',
      { timeout: 10_000 },
    );
    expect([409, 412]).toContain(refused.status());
    await page.locator('va-inline-editor .va-inline-conflict').waitFor();
    expect(await page.locator('va-inline-editor .va-inline-conflict').innerText()).toContain(
      `${tag} theirs`,
    );
    await expect(editorInput(page).inputValue()).resolves.toBe(`${tag} mine`);
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    await page.keyboard.press('Enter');
    const saved = await page.waitForResponse(
      (r) => r.url().endsWith(`/api/comments/${first.id}`) && r.request().method() === 'PATCH',
      { timeout: 10_000 },
    );
    expect(saved.status()).toBe(200);
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} mine`,
    });
  });

  test('Undo takes the edit back: the old text shows again and nothing is sent', async ({
    page,
  }) => {
    const [first, , tag] = await twoComments(page, 'Inline');
    const sent = patches(page);
    await enterGrid(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('va-inline-editor'));
    await page.keyboard.type(`${tag} undone`);
    await page.keyboard.press('Enter');
    await page.locator('va-inline-editor').waitFor({ state: 'detached' });
    expect(await cellText(page, 0)).toBe(`${tag} undone`);
    const undo = snackBar(page).getByRole('button', { name: 'Undo' });
    await undo.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('va-list tr.va-row[data-index="0"] td.mat-column-col-body')
          ?.textContent?.trim() === text,
      `${tag} a`,
    );
    await page.waitForTimeout(6_500);
    expect(sent).toEqual([]);
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} a`,
    });
  });
});
