// Keyboard use and icon downloads: every control of the layout, a list and a form is reached with
// Tab and has an accessible name; Enter on a focused row link opens the record; Escape closes a
// dialog. No page ever downloads the whole Material Design Icons set (mdi.svg, 2.9 MB).
import type { Page } from 'playwright-core';

import { browserSuite, listReady, waitForPath } from './support/browser';

const { test } = browserSuite({ role: 'admin' });

interface Stop {
  /** Where the focused element sits: the closest admin component (`va-menu`, `va-list`, …). */
  readonly area: string;
  readonly tag: string;
  readonly role: string;
  /** The accessible name, as a screen reader would read it (label, aria-label, text, title). */
  readonly name: string;
}

/** Presses Tab until focus comes back to the first element, and returns every stop on the way. */
async function tabStops(page: Page, limit = 250): Promise<Stop[]> {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const area =
        el
          .closest('va-menu, va-list, va-show, va-form, mat-toolbar, mat-paginator, va-login')
          ?.tagName.toLowerCase() ?? 'page';
      const labelledBy = el
        .getAttribute('aria-labelledby')
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      const labels = Array.from((el as HTMLInputElement).labels ?? [])
        .map((l) => l.textContent ?? '')
        .join(' ');
      const name = [
        el.getAttribute('aria-label'),
        labelledBy,
        labels,
        el.getAttribute('title'),
        el.getAttribute('placeholder'),
        el.innerText,
      ]
        .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
        .find((text) => text.length > 0);
      // Identity of the element, to know when the Tab order has gone all the way round.
      const path: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const index = node.parentElement
          ? Array.from(node.parentElement.children).indexOf(node)
          : 0;
        path.push(`${node.tagName}:${index}`);
      }
      return {
        id: path.join('/'),
        area,
        tag: el.tagName.toLowerCase(),
        role: el.getAttribute('role') ?? '',
        name: name ?? '',
      };
    });
    if (!stop) continue;
    if (seen.has(stop.id)) break;
    seen.add(stop.id);
    stops.push({ area: stop.area, tag: stop.tag, role: stop.role, name: stop.name });
  }
  return stops;
}

const describeStops = (stops: readonly Stop[]) =>
  stops.map((s) => `${s.area} ${s.tag}${s.role ? `[${s.role}]` : ''} "${s.name}"`).join('\n');

describe('keyboard', () => {
  test('Tab reaches the toolbar, the menu, search, sort, rows, row actions and the paginator', async ({
    page,
  }) => {
    await page.goto('/posts');
    await listReady(page);
    // The toolbar's language, theme and account menus load when the browser is idle.
    await page.locator('mat-toolbar va-toolbar-menus button').last().waitFor({ state: 'visible' });
    const stops = await tabStops(page);
    const text = describeStops(stops);

    // Every stop has an accessible name.
    expect(stops.filter((s) => !s.name).map((s) => `${s.area} ${s.tag}`)).toEqual([]);
    const reached = (area: string, name: RegExp) =>
      stops.some((s) => s.area === area && name.test(s.name));
    const expected: [string, RegExp][] = [
      ['mat-toolbar', /menu|navigation/i],
      ['mat-toolbar', /theme|dark|light/i],
      ['mat-toolbar', /language|langue|english|français/i],
      ['va-menu', /^Posts$/],
      ['va-menu', /^Comments$/],
      ['va-list', /search/i],
      ['va-list', /^Title/],
      ['va-list', /^Show/i],
      ['va-list', /^Edit/i],
      ['va-list', /^Delete/i],
      ['va-list', /export|csv/i],
      ['mat-paginator', /next page/i],
      // (Previous page is disabled on page 1, so rightly not a Tab stop.)
      ['mat-paginator', /items per page|per page/i],
    ];
    const missing = expected.filter(([area, name]) => !reached(area, name));
    expect({ missing: missing.map(([a, n]) => `${a} ${n}`), stops: text }).toEqual({
      missing: [],
      stops: text,
    });
  });

  test('Enter on a focused show link opens the record; Escape closes the delete dialog', async ({
    page,
  }) => {
    await page.goto('/posts');
    await listReady(page);
    const show = page.locator('va-list tr.va-row').first().locator('a[href^="/posts/"]').first();
    const href = await show.getAttribute('href');
    await show.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, href!.replace(/\?.*$/, ''));
    await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });

    // Posts go to the trash without a question (softDelete, with Undo): the dialog is that of
    // tags, deleted for good once confirmed.
    await page.goto('/tags');
    await listReady(page);
    const remove = page
      .locator('va-list tr.va-row')
      .first()
      .getByRole('button', { name: /^Delete/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    // The dialog takes focus, and Escape closes it without deleting.
    await page.waitForFunction(() =>
      document.querySelector('[role=alertdialog]')?.contains(document.activeElement),
    );
    // The safe choice has the focus: Enter now would cancel, not delete.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await remove.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  test('Tab reaches every input and button of a form, each with a name', async ({ page }) => {
    await page.goto('/posts/3/edit');
    await page.locator('va-form form.va-form').waitFor();
    await page.waitForFunction(
      () =>
        !!(document.querySelector('va-form va-text-input input') as HTMLInputElement | null)?.value,
    );
    const stops = (await tabStops(page)).filter((s) => s.area === 'va-form');
    const text = describeStops(stops);
    expect(stops.filter((s) => !s.name).map((s) => `${s.tag}`)).toEqual([]);
    // A file input is reached through its named "choose" button: its own <input type=file> is
    // deliberately out of the tab order (tabindex -1).
    const controls = await page
      .locator(
        'va-form input:not([type=hidden]):not([tabindex="-1"]), va-form textarea, va-form mat-select',
      )
      .count();
    const inputStops = stops.filter(
      (s) => s.tag === 'input' || s.tag === 'textarea' || s.role === 'combobox',
    );
    expect({ inputs: inputStops.length >= controls, stops: text }).toEqual({
      inputs: true,
      stops: text,
    });
    for (const button of [/^Save$/i, /save and continue/i, /cancel/i, /delete/i])
      expect({ button: String(button), found: stops.some((s) => button.test(s.name)) }).toEqual({
        button: String(button),
        found: true,
      });
  });
});

describe('icons', () => {
  test('no page downloads the whole icon set (mdi.svg)', async ({ page }) => {
    const svgs: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\.svg$/i.test(url.pathname)) svgs.push(url.pathname);
    });
    for (const path of ['/posts', '/posts/3', '/posts/3/edit', '/posts/create', '/comments']) {
      await page.goto(path);
      await page.locator('va-list, va-show, va-form').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    }
    // Icons render (menu and buttons show their SVG) …
    expect(await page.locator('va-menu va-icon svg path[d]').count()).toBeGreaterThan(3);
    // … and none of them came from the full set.
    expect(svgs.filter((p) => /mdi\.svg$/i.test(p))).toEqual([]);
  });
});
