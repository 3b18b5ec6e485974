// CSV import (issue 38 item 6): the demo's tags offer one (`import` in their descriptor). An editor
// opens it from the list, chooses a file with one bad row — the preview shows that row's error and
// nothing is written — then a fixed file, imported in one transaction: the report says what was
// created and updated, and the API has it.
import type { Page } from 'playwright-core';

import { api, browserSuite, createRecord, listReady, unique, waitForPath } from './support/browser';

const { test } = browserSuite({ role: 'editor' });

interface Tag {
  id: number;
  name: string;
  slug: string | null;
}

/** Chooses CSV text as the import's file. */
async function chooseFile(page: Page, name: string, csv: string): Promise<void> {
  await page
    .locator('va-import-page input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

/** The preview, once checked. */
async function previewReady(page: Page): Promise<void> {
  await page.locator('va-import-page .va-import-preview').waitFor();
  await page.waitForFunction(() => !document.querySelector('va-import-page mat-progress-bar'));
}

/** The tags whose name holds `text`. */
const tagsNamed = (text: string) =>
  api<Tag[]>('GET', `/tags?q=${encodeURIComponent(text)}`, { role: 'viewer' });

describe('CSV import (tags)', () => {
  test('a file with a bad row writes nothing; the fixed file creates and updates, and says so', async ({
    page,
  }) => {
    const marker = unique('Imp');
    const existing = await createRecord<Tag>('tags', { name: `${marker} old` });

    await page.goto('/tags');
    await listReady(page);
    await page.locator('va-list a.va-import-link').click();
    await waitForPath(page, '/tags/import');
    await page.locator('va-import-page h1').waitFor();

    // Semicolons, a byte-order mark, CRLF, accents and case in the headers: all read.
    const bad =
      '\uFEFFID;NAME;Slug\r\n' +
      `${existing.id};${marker} renamed;\r\n` +
      `;${marker} new one;\r\n` +
      ';;no-name\r\n';
    await chooseFile(page, 'tags-bad.csv', bad);
    await page.locator('va-import-page .va-import-mapping').waitFor();
    // The columns are mapped from the headers, and rows with an id update.
    expect(
      await page.locator('va-import-page .va-import-mapping mat-select').allInnerTexts(),
    ).toEqual(['Id', 'Name', 'Slug']);
    await page.locator('va-import-page button.va-import-check').click();
    await previewReady(page);
    const invalid = page.locator('va-import-page tr.va-import-invalid');
    expect(await invalid.count()).toBe(1);
    expect(await invalid.getAttribute('data-line')).toBe('4');
    expect(await invalid.locator('.va-import-row-errors').innerText()).toContain(
      'Name is required',
    );
    expect(await page.locator('va-import-page [role="status"]').last().innerText()).toContain(
      '2 rows ready, 1 with errors',
    );
    expect(await page.locator('va-import-page button.va-import-run').isDisabled()).toBe(true);
    // Nothing written: the preview's dry run rolled back.
    expect((await tagsNamed(marker)).map((t) => t.name)).toEqual([`${marker} old`]);

    // The fixed file (commas this time), chosen again from the first step.
    await page.locator('va-import-page mat-step-header').first().click();
    const fixed =
      'id,name,slug\n' +
      `${existing.id},${marker} renamed,\n` +
      `,${marker} new one,\n` +
      `,"${marker} new, two",${marker.toLowerCase()}-two\n`;
    await chooseFile(page, 'tags.csv', fixed);
    await page.locator('va-import-page button.va-import-check').click();
    await previewReady(page);
    expect(await page.locator('va-import-page tr.va-import-invalid').count()).toBe(0);
    await page.locator('va-import-page button.va-import-run').click();
    const report = page.locator('va-import-page .va-import-report');
    await report.waitFor();
    expect(await report.locator('.va-import-created').innerText()).toBe('2 created');
    expect(await report.locator('.va-import-updated').innerText()).toBe('1 updated');
    expect(await report.locator('.va-import-failed').count()).toBe(0);

    const names = (await tagsNamed(marker)).map((t) => t.name).sort();
    expect(names).toEqual([`${marker} new one`, `${marker} new, two`, `${marker} renamed`].sort());
  });

  test(
    'is not offered to a viewer, and its URL shows the forbidden page',
    async ({ page }) => {
      await page.goto('/tags');
      await listReady(page);
      expect(await page.locator('va-list a.va-import-link').count()).toBe(0);
      await page.goto('/tags/import');
      await page.locator('va-forbidden-page, .va-status').first().waitFor();
      expect(await page.locator('va-import-page').count()).toBe(0);
    },
    { role: 'viewer' },
  );
});
