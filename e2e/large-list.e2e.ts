// A large list (issue 38 §3): the demo's comments (10 000 in the seed) in infinite mode. Scrolled
// to the end, every page loads, the rows in the DOM stay bounded and the last record is shown;
// selecting all selects every loaded row, and the bulk delete takes (and Undo gives back) them all.
import { browserSuite, isApiCall, listReady } from './support/browser';

const { test } = browserSuite({ role: 'admin' });
// Ten pages of 1 000, one after the other.
jest.setTimeout(240_000);

/** "300 of 10,000 comments loaded" as numbers. */
const loaded = async (page: import('playwright-core').Page): Promise<[number, number]> => {
  const text = await page.locator('va-list .va-loaded-count').innerText();
  const [shown, total] = (text.match(/[\d,.\u202f\u00a0]+/g) ?? [])
    .map((part) => Number(part.replace(/\D/g, '')))
    .filter((n) => !Number.isNaN(n));
  return [shown, total];
};

describe('a large list, infinite mode', () => {
  test('scrolls through 10 000 comments with a bounded DOM, then selects them all', async ({
    page,
  }) => {
    await page.goto('/all-comments');
    await listReady(page);
    const viewport = page.locator('va-list .va-vviewport');
    await viewport.waitFor();
    const [first, total] = await loaded(page);
    expect(first).toBe(1000);
    expect(total).toBeGreaterThanOrEqual(10_000);
    // No page in the URL, no paginator.
    expect(await page.locator('va-list va-paginator').count()).toBe(0);

    let most = 0;
    for (let round = 0; round < 400; round++) {
      const [shown] = await loaded(page);
      most = Math.max(most, await page.locator('va-list .va-vviewport .va-row').count());
      if (shown === total) break;
      await viewport.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      // The next page, once asked for and answered.
      await page.waitForFunction((before) => {
        const text = document.querySelector('va-list .va-loaded-count')?.textContent ?? '';
        return Number((text.match(/[\d,.\u202f\u00a0]+/) ?? ['0'])[0].replace(/\D/g, '')) > before;
      }, shown);
    }
    expect(await loaded(page)).toEqual([total, total]);
    await viewport.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const last = page.locator(`va-list .va-vviewport .va-row[data-index="${total - 1}"]`);
    await last.waitFor();
    // Only the rows in view (and the viewport's buffer) were ever in the DOM.
    expect(most).toBeGreaterThan(5);
    expect(most).toBeLessThan(100);
    expect(await page.locator('va-list .va-vviewport .va-row').count()).toBeLessThan(100);
    expect(await last.getAttribute('aria-rowindex')).toBe(String(total + 1));

    // Select all: every loaded row, counted as such.
    const all = page.locator('va-list .va-vhead input.va-checkbox');
    expect(await all.getAttribute('aria-label')).toBe(
      `Select all ${total.toLocaleString('en-US')} loaded rows`,
    );
    await all.click();
    const count = page.locator('va-list .va-bulk-count');
    const formatted = total.toLocaleString('en-US');
    await count.filter({ hasText: `${formatted} selected of ${formatted} loaded` }).waitFor();
    // The bulk delete takes all of them (the demo's comments are undoable): the notice counts
    // them, Undo brings them back, and nothing is sent.
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(request, 'comments') && request.method() === 'DELETE')
        deletes.push(request.url());
    });
    await page.locator('va-list button.va-bulk-delete').click();
    const notice = page.locator('mat-snack-bar-container').last();
    await notice.filter({ hasText: 'deleted' }).waitFor();
    expect(await notice.innerText()).toMatch(
      new RegExp(`(${total}|${formatted}) all comments deleted`),
    );
    await notice.getByRole('button', { name: 'Undo' }).click();
    // Back, every one (the list emptied meanwhile: it shows them from the top).
    await page.locator('va-list .va-vviewport .va-row[data-index="0"]').waitFor();
    expect(await loaded(page)).toEqual([total, total]);
    await page.waitForTimeout(6_500);
    expect(deletes).toEqual([]);
  });
});
