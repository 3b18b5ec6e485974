// No page of the demo scrolls sideways on a phone (issue 33 §3): every resource's list (cards on a
// phone; the tables of one-to-many fields on show pages), show, create and edit page, the sign-in
// page and the 404, record-not-found and 403 pages, at 360, 390 and 412 px wide, light and dark, in
// English and French. Each page's `document.documentElement.scrollWidth` must equal the viewport's
// width, and every row action (a card's menu and its items, a table row's buttons) must be inside
// the viewport and answer a tap at its centre. The resources and their pages come from the demo's
// descriptor list (projects/demo/src/resources). One browser context per width and language, which
// signs in once and goes from page to page through the app's router (no reload); each page is
// checked in both themes (the OS's colour scheme switched, as on a phone). A failure names the page,
// the width, theme and language, and the widest element that sticks out of the viewport.
import type { Browser, Page } from 'playwright-core';

import type { PageAction, ResourceAction, ResourceDescriptor } from '../projects/admin/core/types';
import { api, apiToken, baseUrl, launch, screenshot, TOKEN_KEY, WAIT_MS } from './support/browser';

// Required, not imported: the descriptor list's `import type` from 'admin' is not resolvable in the
// browser suite's TypeScript project; at run time the file is plain data.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const DESCRIPTORS = (require('../projects/demo/src/resources') as { default: ResourceDescriptor[] })
  .default;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PAGE_ACTIONS, RESOURCE_ACTIONS } = require('../projects/admin/core/types') as {
  PAGE_ACTIONS: readonly PageAction[];
  RESOURCE_ACTIONS: readonly ResourceAction[];
};

/** Phones' CSS widths: a small Android, an iPhone 12–15, a Pixel. */
const WIDTHS = [360, 390, 412] as const;
const SCHEMES = ['light', 'dark'] as const;
// The demo's UI languages: AdminI18n's default `locales` (the demo sets none), English and French,
// with their built-in catalogues (plain data) to tell which one a page speaks.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EN_MESSAGES } = require('../projects/admin/i18n/messages-en') as { EN_MESSAGES: Catalogue };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FR_MESSAGES } = require('../projects/admin/i18n/messages-fr') as { FR_MESSAGES: Catalogue };
interface Catalogue {
  readonly admin: { readonly login: { readonly title: string } };
}
const LOCALES = { en: EN_MESSAGES, fr: FR_MESSAGES } as const;
const HEIGHT = 800;

interface Visit {
  /** What the failure message calls the page: `posts show`, `sign-in page`… */
  readonly name: string;
  readonly url: string;
  /** The element the page shows once it is there. */
  readonly ready: string;
}

/**
 * The page actions with a route (docs/contract.md §3.1, docs/decisions.md §2: `actions`, else
 * `except`; then `routes`).
 */
function routedPages(descriptor: ResourceDescriptor): PageAction[] {
  const enabled = descriptor.actions
    ? RESOURCE_ACTIONS.filter((a) => descriptor.actions!.includes(a))
    : RESOURCE_ACTIONS.filter((a) => !(descriptor.except ?? []).includes(a));
  return PAGE_ACTIONS.filter(
    (a) => enabled.includes(a) && (!descriptor.routes || descriptor.routes.includes(a)),
  );
}

/** The parent of a nested resource and its id's property (`posts` → `postId`). */
function parentOf(descriptor: ResourceDescriptor): { name: string; param: string } | null {
  const parent = descriptor.parent;
  if (!parent) return null;
  const name = typeof parent === 'string' ? parent : parent.name;
  const param =
    typeof parent === 'object' && parent.param
      ? parent.param
      : `${name.replace(/ies$/, 'y').replace(/s$/, '')}Id`;
  return { name, param };
}

/**
 * A record of each resource to show and edit: of the first page of its API collection, the one
 * with the most data (long titles and bodies are what overflow).
 */
async function sampleRecord(descriptor: ResourceDescriptor): Promise<Record<string, unknown>> {
  // A nested resource's records too (the demo API also serves its collection at the top level).
  const path = descriptor.api ?? descriptor.name;
  const records = await api<Record<string, unknown>[]>('GET', `/${path}?_page=1&_limit=25`, {
    role: 'admin',
  });
  if (!records.length)
    throw new Error(`no ${descriptor.name} to visit (GET /api/${path} is empty)`);
  return records.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
}

/** Every page of every resource of the demo, with a sample record's show and edit pages. */
async function resourcePages(): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const descriptor of DESCRIPTORS) {
    const record = await sampleRecord(descriptor);
    const parent = parentOf(descriptor);
    const base = parent
      ? `/${parent.name}/${String(record[parent.param])}/${descriptor.name}`
      : `/${descriptor.name}`;
    const id = String(record['id']);
    const urls: Record<PageAction, Visit> = {
      list: { name: `${descriptor.name} list`, url: base, ready: 'va-list' },
      show: { name: `${descriptor.name} show`, url: `${base}/${id}`, ready: 'va-show' },
      create: { name: `${descriptor.name} create`, url: `${base}/create`, ready: 'va-form' },
      // A resource may leave a page out of its registry (the demo's categories have no edit
      // page): the route then shows the not-found page, which must fit too.
      edit: {
        name: `${descriptor.name} edit`,
        url: `${base}/${id}/edit`,
        ready: 'va-form, .va-status',
      },
    };
    visits.push(...routedPages(descriptor).map((action) => urls[action]));
  }
  return visits;
}

/** Waits until the page is complete: its content, data, deferred parts, images and fonts. */
async function settled(page: Page, ready: string): Promise<void> {
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() => {
    const pending = document.querySelector(
      [
        '[aria-busy="true"]',
        // @defer placeholders: the filters, the paginator, the toolbar's menus, the card list
        '.va-filters-slot',
        '.va-paginator-slot',
        '.va-toolbar-menus-placeholder',
        'va-list > mat-progress-bar',
        '.va-progress-slot > *',
      ].join(', '),
    );
    const images = Array.from(document.images).every((img) => img.complete);
    return !pending && images && document.fonts.status === 'loaded';
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

interface Overflow {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The element sticking out furthest to the right, described. */
  readonly widest: string | null;
  /** `overflow-x` of html and body: a page must not hide its overflow there. */
  readonly masked: string | null;
}

/** How wide the page is, and what sticks out of the viewport (not clipped by a scroller). */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element): string => {
      const classes = Array.from(el.classList)
        .filter((c) => !c.startsWith('ng-'))
        .slice(0, 3);
      return el.tagName.toLowerCase() + classes.map((c) => `.${c}`).join('');
    };
    let widest: { el: Element; right: number } | null = null;
    const walk = (el: Element, clipped: boolean): void => {
      const style = getComputedStyle(el);
      // Overlays (menus, dialogs, the drawer) are fixed: they never widen the page.
      if (style.position === 'fixed' || style.display === 'none') return;
      const rect = el.getBoundingClientRect();
      if (!clipped && rect.width > 0 && rect.right > width + 0.5) {
        if (!widest || rect.right > widest.right + 0.5) widest = { el, right: rect.right };
      }
      const clips = style.overflowX !== 'visible';
      for (const child of Array.from(el.children)) walk(child, clipped || clips);
    };
    walk(document.body, false);
    let described: string | null = null;
    if (widest) {
      const { el, right } = widest as { el: Element; right: number };
      const path: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && path.length < 4;) {
        path.unshift(describe(e));
        e = e.parentElement;
      }
      const rect = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      described =
        `${path.join(' > ')} (right edge ${Math.round(right)} px, ${Math.round(rect.width)} px wide` +
        `${text ? `, "${text}"` : ''})`;
    }
    const hidden = [root, document.body]
      .map((el) => `${el.tagName.toLowerCase()} ${getComputedStyle(el).overflowX}`)
      .filter((s) => !s.endsWith(' visible'));
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      widest: described,
      masked: hidden.length ? hidden.join(', ') : null,
    };
  });
}

/**
 * The row actions (`selector`) that a tap cannot reach: outside the viewport (sideways, once
 * scrolled to vertically) or covered at their centre. Described, one per line.
 */
function unreachable(page: Page, selector: string): Promise<{ count: number; bad: string[] }> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const elements = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => el.getClientRects().length > 0,
    );
    const bad: string[] = [];
    elements.forEach((el, index) => {
      const before = el.getBoundingClientRect();
      // Only the page scrolls, vertically: never a container sideways (as scrollIntoView would).
      window.scrollTo({ top: window.scrollY + before.top - innerHeight / 2, behavior: 'instant' });
      const rect = el.getBoundingClientRect();
      const name = `${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''} (#${index + 1})`;
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        bad.push(`${name}: at ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
        return;
      }
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || !el.contains(hit)) {
        bad.push(
          `${name}: covered by ${hit ? hit.tagName.toLowerCase() + '.' + Array.from(hit.classList).join('.') : 'nothing'}`,
        );
      }
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
    return { count: elements.length, bad };
  }, selector);
}

/** What is wrong with the page as it is now; empty when it fits. */
async function problems(page: Page, visit: Visit): Promise<string[]> {
  const found: string[] = [];
  const { scrollWidth, clientWidth, widest, masked } = await measure(page);
  if (scrollWidth !== clientWidth) {
    found.push(`scrolls sideways: ${scrollWidth} px wide; widest: ${widest ?? '(none found)'}`);
  } else if (widest) {
    found.push(`something sticks out of the viewport: ${widest}`);
  }
  if (masked) found.push(`hides its overflow instead of fitting (overflow-x: ${masked})`);
  const rows = await unreachable(page, '.va-card-menu, .va-row-action');
  if (rows.bad.length) {
    found.push(`${rows.bad.length} of ${rows.count} row actions out of reach: ${rows.bad[0]}`);
  }
  if (visit.ready === 'va-list' && (await page.locator('.va-card').count()) === 0) {
    found.push('shows no cards');
  }
  // A card's menu (when the cards' menus are within reach): its items within the viewport too.
  const menu = page.locator('.va-card-menu').first();
  if (!rows.bad.length && (await menu.count())) {
    await menu.click();
    const panel = page.locator('.mat-mdc-menu-panel');
    await panel.waitFor();
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
    );
    const items = await unreachable(page, '.mat-mdc-menu-panel [mat-menu-item]');
    if (!items.count) found.push("a card's menu has no items");
    for (const bad of items.bad) found.push(`card menu item out of reach: ${bad}`);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  }
  return found;
}

/**
 * Goes to a page of the running app the way its links do (the router, no reload: the signed-in
 * app stays up) and waits for it: the page's `ready` element, a new one, not the page left.
 */
async function navigate(page: Page, visit: Visit): Promise<void> {
  await page.evaluate((url) => {
    document
      .querySelectorAll('va-list, va-show, va-form, va-login, .va-status')
      .forEach((el) => el.setAttribute('data-left', ''));
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, visit.url);
  await settled(
    page,
    visit.ready
      .split(', ')
      .map((s) => `${s}:not([data-left])`)
      .join(', '),
  );
}

/** A browser context of a phone `width` px wide, its UI in `locale`, signed out. */
async function phone(browser: Browser, width: number, locale: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: HEIGHT },
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseUrl()).origin,
          // As the toolbar's language menu leaves it.
          localStorage: locale === 'en' ? [] : [{ name: 'admin.locale', value: locale }],
        },
      ],
    },
  });
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

describe('no page scrolls sideways on a phone', () => {
  let browser: Browser | undefined;
  let visits: Visit[] = [];

  beforeAll(async () => {
    browser = await launch();
    visits = await resourcePages();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of WIDTHS) {
    for (const [locale, messages] of Object.entries(LOCALES)) {
      it(`${width} px, ${locale}, light and dark: every page fits, every row action is in reach`, async () => {
        if (!browser) throw new Error('Chromium did not start');
        const page = await phone(browser, width, locale);
        const failures: string[] = [];
        let shot = false;
        /** Checks the page as it is now in both themes (the OS's scheme, as a phone switches it). */
        const check = async (visit: Visit): Promise<void> => {
          for (const scheme of SCHEMES) {
            await page.emulateMedia({ colorScheme: scheme });
            const where = `${width} px, ${scheme}, ${locale}`;
            const found = await problems(page, visit);
            for (const problem of found) {
              failures.push(`${visit.name} (${visit.url}) at ${where}: ${problem}`);
            }
            if (found.length && !shot) {
              shot = true;
              const path = await screenshot(page, `phone-widths--${where}--${visit.name}`);
              failures.push(`(screenshot of the first: ${path})`);
            }
          }
        };
        try {
          // Signed out: the sign-in page, then with its errors shown.
          const login: Visit = { name: 'sign-in page', url: '/login', ready: 'va-login' };
          await page.goto(login.url);
          await settled(page, login.ready);
          // The UI speaks the chosen language.
          await expect(page.locator('.va-login-subtitle').innerText()).resolves.toBe(
            messages.admin.login.title,
          );
          await check(login);
          await page.locator('va-login button[type=submit]').click();
          await page.locator('va-login mat-error').first().waitFor();
          await check({ ...login, name: 'sign-in page with errors' });

          // Signed in as the admin, who may open every page; the app starts on the first page.
          await page.evaluate(
            ([key, token]) => localStorage.setItem(key, token),
            [TOKEN_KEY, await apiToken('admin')],
          );
          await page.goto(visits[0]!.url);
          await settled(page, visits[0]!.ready);
          const statusPages: Visit[] = [
            { name: 'not-found page', url: '/no-such-page', ready: '.va-status' },
            {
              name: 'record-not-found page',
              url: `${visits.find((v) => v.ready === 'va-show')!.url.replace(/[^/]+$/, '')}999999999`,
              ready: '.va-status',
            },
          ];
          for (const [index, visit] of [...visits, ...statusPages].entries()) {
            if (index > 0) await navigate(page, visit);
            await check(visit);
          }

          // The 403 page: a resource the editor may not open, signed in as the editor.
          const forbidden = DESCRIPTORS.find(
            (d) => d.permissions && !d.permissions.includes('editor') && !d.parent,
          );
          if (!forbidden) throw new Error('no resource of the demo is forbidden to the editor');
          const editor = await apiToken('editor');
          await page.context().clearCookies();
          await page.evaluate(
            ([key, token]) => {
              localStorage.removeItem(`${key}.session`);
              localStorage.setItem(key, token);
            },
            [TOKEN_KEY, editor],
          );
          const denied: Visit = {
            name: 'forbidden page',
            url: `/${forbidden.name}`,
            ready: '.va-status',
          };
          await page.goto(denied.url);
          await settled(page, denied.ready);
          await check(denied);
        } catch (error) {
          const path = await screenshot(page, `phone-widths--${width}-${locale}--error`).catch(
            () => '',
          );
          if (error instanceof Error) error.message += `\n(screenshot: ${path})`;
          throw error;
        } finally {
          await page.context().close();
        }
        expect(failures).toEqual([]);
      }, 300_000);
    }
  }
});
