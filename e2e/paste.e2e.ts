// Pasting a block copied from a spreadsheet onto a list (issue 38, item 2): the comments list
// (text and date editable). A 2×3 block (tab-separated, as a spreadsheet copies it) lands at the
// active cell; the preview shows old → new per record and field, an invalid cell blocks Apply
// with its error until fixed; Apply writes everything in one request (the import, with the
// versions); Undo writes the old values back in one request; Cancel writes nothing.
import type { Page, Request } from 'playwright-core';

import { api, browserSuite, isApiCall } from './support/browser';
import { commentRequests, twoComments } from './support/grid';

const { test } = browserSuite({ role: 'admin' });

/** The writes (not reads) of comments the page sends from now on. */
const writes = (page: Page): Request[] => commentRequests(page, (method) => method !== 'GET');

/** Pastes `text` on the focused cell, as Ctrl+V of a spreadsheet's copy does. */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, text);
}

const dialog = (page: Page) => page.locator('va-paste-dialog');

describe('pasting a block from a spreadsheet', () => {
  test('preview, an invalid cell blocks Apply, fixed: one request writes all; Undo in one', async ({
    page,
  }) => {
    const [first, second, tag] = await twoComments(page, 'Paste');
    const sent = writes(page);
    await page.locator('va-list tbody td[tabindex="0"]').focus();
    // Two rows of three cells: text, post (not editable: left out), date; one date is wrong.
    await pasteText(page, `${tag} pasted a\t9\t2024-02-03\n${tag} pasted b\t9\tnot a date\n`);
    await dialog(page).locator('.va-paste-change').first().waitFor();
    expect(await dialog(page).locator('.va-paste-change').count()).toBe(4);
    await expect(dialog(page).innerText()).resolves.toContain('2 pasted cells fall outside');
    const invalid = dialog(page).locator('.va-paste-change-invalid');
    expect(await invalid.count()).toBe(1);
    await expect(invalid.locator('.va-paste-cell-message').innerText()).resolves.toContain(
      'must be a date',
    );
    await expect(dialog(page).locator('button.va-paste-apply').isDisabled()).resolves.toBe(true);
    // Fix it in the preview (keyboard: focus its input, replace the text, Tab out).
    await invalid.locator('input').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2024-02-04');
    await page.keyboard.press('Tab');
    await dialog(page).locator('.va-paste-change-invalid').waitFor({ state: 'detached' });
    expect(sent).toEqual([]);
    const applied = page.waitForRequest((r) => isApiCall(r, 'comments') && r.method() === 'POST');
    await dialog(page).locator('button.va-paste-apply').focus();
    await page.keyboard.press('Enter');
    const request = await applied;
    expect(new URL(request.url()).pathname).toBe('/api/comments/import');
    const body = request.postDataJSON() as { records: object[]; versions: number[] };
    expect(body.records).toEqual([
      { id: first.id, body: `${tag} pasted a`, createdAt: '2024-02-03' },
      { id: second.id, body: `${tag} pasted b`, createdAt: '2024-02-04' },
    ]);
    expect(body.versions).toHaveLength(2);
    expect((await request.response())?.status()).toBe(200);
    await dialog(page).waitFor({ state: 'detached' });
    expect(sent).toHaveLength(1);
    await expect(api('GET', `/comments/${second.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} pasted b`,
    });
    // Undo: the old values back, in one request.
    const undone = page.waitForRequest((r) => isApiCall(r, 'comments') && r.method() === 'POST');
    const undo = page
      .locator('mat-snack-bar-container')
      .last()
      .getByRole('button', { name: 'Undo' });
    await undo.focus();
    await page.keyboard.press('Enter');
    expect((await (await undone).response())?.status()).toBe(200);
    expect(sent).toHaveLength(2);
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} a`,
    });
    await expect(api('GET', `/comments/${second.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} b`,
    });
  });

  test('a row someone changed since refuses the whole paste, naming it; Cancel writes nothing', async ({
    page,
  }) => {
    const [first, second, tag] = await twoComments(page, 'Paste');
    await page.locator('va-list tbody td[tabindex="0"]').focus();
    await pasteText(page, `${tag} x\n${tag} y`);
    await dialog(page).locator('.va-paste-change').nth(1).waitFor();
    // Another user saves the second comment after the preview read it.
    await api('PATCH', `/comments/${second.id}`, {
      role: 'editor',
      body: { body: `${tag} theirs` },
    });
    await dialog(page).locator('button.va-paste-apply').focus();
    await page.keyboard.press('Enter');
    await dialog(page).locator('.va-paste-error').waitFor();
    await expect(dialog(page).locator('.va-paste-error').innerText()).resolves.toMatch(
      /nothing was written.*Row 2/s,
    );
    await expect(api('GET', `/comments/${first.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} a`,
    });
    await dialog(page).locator('button.va-paste-cancel').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await expect(api('GET', `/comments/${second.id}`, { role: 'admin' })).resolves.toMatchObject({
      body: `${tag} theirs`,
    });
  });
});
