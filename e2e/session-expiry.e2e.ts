// A session that ends loses nothing (issue 33, item 8): against a second demo API with short-lived
// tokens (`tokenTtl`, the `--token-ttl` option), an editor's token expires on the edit page; the
// save that follows opens a sign-in dialog over the page and goes through after it. The token
// expires through the API's own lifetime check; rather than wait for it on a machine whose speed
// varies, each test moves the API's clock (its `now` option) past the lifetime.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

import {
  ACCOUNTS,
  TOKEN_KEY,
  WAIT_MS,
  launch,
  screenshot,
  signInWithForm,
  unique,
} from './support/browser';

/**
 * Seconds a token of the short-lived API lives: long enough to open the edit page on a loaded
 * machine (15 s, as the issue tried, was not), and for the page to go on after the sign-in.
 */
const TOKEN_TTL = 120;

/** Milliseconds the API's clock is ahead of the real one. */
let skew = 0;

/** Each test opens a page, lets its token expire, then signs in again. */
const TEST_MS = 120_000;

interface DemoApi {
  startServer(options: object): Promise<{ url: string; apiUrl: string; close(): Promise<void> }>;
}

interface Post {
  id: number;
  title: string;
}

let browser: Browser | undefined;
let server: Awaited<ReturnType<DemoApi['startServer']>>;
let starting: ReturnType<DemoApi['startServer']> | undefined;
let dir: string | undefined;

beforeAll(async () => {
  const root = join(__dirname, '..');
  const { startServer } = createRequire(__filename)(
    join(root, 'projects/demo-api/server.js'),
  ) as DemoApi;
  dir = mkdtempSync(join(tmpdir(), 'admin-session-expiry-'));
  const started = startServer({
    port: 0,
    dataDir: join(dir, 'pglite'),
    reset: true,
    quiet: true,
    // A small seed: the posts these tests edit (3, 4, 5) and the demo accounts.
    seed: { posts: 12 },
    // The demo the global set-up built (tmp/e2e/demo), served by this API.
    static: join(root, 'tmp/e2e/demo/browser'),
    tokenTtl: TOKEN_TTL,
    now: () => Date.now() + skew,
  });
  starting = started;
  server = await started;
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  // Closed even when the set-up gave up waiting for it.
  await starting?.then(
    (running) => running.close(),
    () => undefined,
  );
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** Signs in through the short-lived API; the token and when it expires (ms). */
async function signIn(role: keyof typeof ACCOUNTS) {
  const response = await fetch(`${server.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNTS[role]),
  });
  const body = (await response.json()) as { token: string; expiresAt: string };
  // When it expires, on the API's clock.
  return { token: body.token, expiresAt: Date.parse(body.expiresAt) };
}

/** A post as the API stores it (read with a fresh admin token). */
async function storedPost(id: number): Promise<Post> {
  const { token } = await signIn('admin');
  const response = await fetch(`${server.apiUrl}/posts/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Post;
}

/** Moves the API's clock past `expiresAt` (its time): from now on, the server refuses the token. */
function expire(expiresAt: number): void {
  skew = Math.max(skew, expiresAt - Date.now() + 1000);
}

/**
 * Runs `body` on a page of the short-lived API, signed in as `role` with a fresh token; every URL
 * the page shows is recorded. A failure saves a screenshot.
 */
async function onEditPage(
  role: keyof typeof ACCOUNTS,
  id: number,
  body: (page: Page, session: { expiresAt: number; urls: string[] }) => Promise<void>,
): Promise<void> {
  const { token, expiresAt } = await signIn(role);
  if (!browser) throw new Error('Chromium did not start');
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [{ origin: server.url, localStorage: [{ name: TOKEN_KEY, value: token }] }],
    },
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  try {
    await page.goto(`/posts/${id}/edit`);
    await page.locator('va-form form.va-form').waitFor();
    // The page's own requests (the record, its references' labels) done before the token expires:
    // a later one would open the dialog before the test types (which is right, but another test).
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(
      () => !document.querySelector('va-form')?.textContent?.includes('Loading'),
    );
    await body(page, { expiresAt, urls });
  } catch (error) {
    await screenshot(page, `session-expiry--${expect.getState().currentTestName}`).catch(() => '');
    throw error;
  } finally {
    await context.close();
  }
}

const titleInput = (page: Page) => page.locator('va-form [source="title"] input').first();
const dialog = (page: Page) => page.locator('va-session-dialog');
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('a session that ends loses nothing', () => {
  it(
    'edit page → the token expires → type → Save → sign-in dialog → the save goes through, the page never left',
    async () => {
      const before = await storedPost(3);
      await onEditPage('editor', 3, async (page, { expiresAt, urls }) => {
        await page.waitForFunction(
          (title) =>
            (document.querySelector('va-form [source="title"] input') as HTMLInputElement | null)
              ?.value === title,
          before.title,
        );
        expire(expiresAt);
        const typed = unique('Typed after expiry');
        await titleInput(page).fill(typed);
        await page.locator('va-form button.va-save').click();

        // The PUT got 401: the dialog opens over the edit page, which keeps what was typed.
        await dialog(page).waitFor();
        expect(pathOf(page)).toBe('/posts/3/edit');
        expect(await titleInput(page).inputValue()).toBe(typed);
        expect(await dialog(page).locator('input[type=email]').inputValue()).toBe(
          ACCOUNTS.editor.email,
        );
        expect((await storedPost(3)).title).toBe(before.title);

        await signInWithForm(page, 'editor', undefined, 'va-session-dialog');
        await dialog(page).waitFor({ state: 'detached' });
        // The PUT was sent again with the new token: saved, and the app goes on to the list as
        // after any save.
        await page.waitForURL((url) => url.pathname === '/posts');
        expect((await storedPost(3)).title).toBe(typed);
        expect(urls.filter((url) => url.startsWith('/login'))).toEqual([]);
      });
    },
    TEST_MS,
  );

  it(
    'signing in as someone else discards the page with a clear message and goes home',
    async () => {
      const before = await storedPost(4);
      await onEditPage('editor', 4, async (page, { expiresAt, urls }) => {
        expire(expiresAt);
        await titleInput(page).fill(unique('Not for the admin'));
        await page.locator('va-form button.va-save').click();
        await dialog(page).waitFor();
        await signInWithForm(page, 'admin', undefined, 'va-session-dialog');
        const notice = page.locator('va-session-switched-dialog');
        await notice.waitFor();
        expect(await notice.innerText()).toMatch(
          /signed in as Alice Martin, not as Eddie Moreau.*discarded/is,
        );
        await notice.locator('.va-session-switched-ok').click();
        await notice.waitFor({ state: 'detached' });
        // The admin's home (its first list), with no unsaved-changes question.
        await page.waitForFunction(() => !location.pathname.startsWith('/posts/4'));
        expect(await page.locator('va-confirm-dialog').count()).toBe(0);
        expect((await storedPost(4)).title).toBe(before.title);
        expect(urls.filter((url) => url.startsWith('/login'))).toEqual([]);
      });
    },
    TEST_MS,
  );

  it(
    'cancelling asks before the typed form is left, then opens the sign-in page',
    async () => {
      await onEditPage('editor', 5, async (page, { expiresAt }) => {
        expire(expiresAt);
        const typed = unique('Kept on the page');
        await titleInput(page).fill(typed);
        await page.locator('va-form button.va-save').click();
        await dialog(page).waitFor();
        await dialog(page).locator('.va-session-cancel').click();
        // The unsaved-changes question: Stay keeps the page and what was typed.
        const question = page.locator('va-confirm-dialog');
        await question.waitFor();
        await question.locator('.va-confirm-cancel').click();
        await question.waitFor({ state: 'detached' });
        expect(pathOf(page)).toBe('/posts/5/edit');
        expect(await titleInput(page).inputValue()).toBe(typed);
        // Saving again asks to sign in again; leaving goes to the sign-in page.
        await page.locator('va-form button.va-save').click();
        await dialog(page).waitFor();
        await dialog(page).locator('.va-session-cancel').click();
        await question.waitFor();
        await question.locator('.va-confirm-ok').click();
        await page.waitForURL((url) => url.pathname === '/login');
        expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/posts/5/edit');
      });
    },
    TEST_MS,
  );
});
