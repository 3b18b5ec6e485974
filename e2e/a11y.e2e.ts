// Accessibility: axe-core on the sign-in page, the menu, a list, a show page and an edit page, in
// the light and the dark theme: no serious or critical violation.
import type { Page } from 'playwright-core';

import { browserSuite, listReady } from './support/browser';

const { test } = browserSuite({ role: 'admin' });

const AXE = require.resolve('axe-core/axe.min.js');

interface AxeNode {
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe-core on the page (or a part of it) and returns the serious and critical violations. */
async function seriousViolations(page: Page, context = 'html'): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(selector, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, context);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
}

/** Waits until the page uses the wanted color scheme and nothing is loading. */
async function settled(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.waitForFunction(
    (wanted) => getComputedStyle(document.documentElement).colorScheme === wanted,
    scheme,
  );
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], mat-progress-bar'));
  // Deferred blocks (the paginator loads `on idle`) are inserted before their bindings are
  // applied, which happens on the next change detection: wait until the DOM has been quiet for
  // 300 ms, so axe does not read a paginator whose buttons have no labels yet.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, 300);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        function done(): void {
          observer.disconnect();
          resolve();
        }
      }),
  );
  // Let CSS transitions (ripples, floating labels) end: no fixed sleep, the animations API says.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  describe(`axe, ${scheme} theme`, () => {
    test(
      'sign-in page',
      async ({ page }) => {
        await page.goto('/login');
        await page.locator('va-login input[type=email]').waitFor();
        await settled(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
        // With the inline errors shown.
        await page.locator('va-login button[type=submit]').click();
        await page.locator('va-login mat-error').first().waitFor();
        await settled(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      },
      { colorScheme: scheme, role: undefined },
    );

    test(
      'menu, groups open',
      async ({ page }) => {
        await page.goto('/posts');
        await listReady(page);
        await page.locator('va-menu .va-menu-group', { hasText: 'Administration' }).click();
        await page.locator('va-menu a.va-menu-link[href="/users"]').waitFor({ state: 'visible' });
        await settled(page, scheme);
        expect(await seriousViolations(page, 'mat-toolbar, .va-sidenav')).toEqual([]);
      },
      { colorScheme: scheme },
    );

    test(
      'list page',
      async ({ page }) => {
        await page.goto('/posts');
        await listReady(page);
        // A selected row shows the bulk bar too.
        await page.locator('va-list tr.va-row input.va-checkbox').first().check();
        await page.locator('va-list .va-bulk-bar').waitFor();
        await settled(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      },
      { colorScheme: scheme },
    );

    test(
      'show page',
      async ({ page }) => {
        await page.goto('/posts/3');
        await page.locator('va-show .va-show-fields').waitFor({ state: 'visible' });
        await settled(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      },
      { colorScheme: scheme },
    );

    test(
      'edit page',
      async ({ page }) => {
        await page.goto('/posts/3/edit');
        await page.locator('va-form form.va-form').waitFor();
        await page.waitForFunction(
          () =>
            !!(document.querySelector('va-form va-text-input input') as HTMLInputElement | null)
              ?.value,
        );
        await settled(page, scheme);
        expect(await seriousViolations(page)).toEqual([]);
      },
      { colorScheme: scheme },
    );
  });
}
