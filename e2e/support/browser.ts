import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM, CHROMIUM_ARGS } = require('./chromium.cjs') as {
  CHROMIUM: string;
  CHROMIUM_ARGS: string[];
};

/** This worker's demo API (global-setup.mjs starts one per jest worker). */
export const baseUrl = (): string => {
  const url =
    process.env[`E2E_BASE_URL_${process.env['JEST_WORKER_ID'] ?? '1'}`] ??
    process.env['E2E_BASE_URL'];
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests through e2e/jest.config.js');
  return url;
};

export const ARTEFACTS = join(__dirname, '../results');

/** How long a single Playwright wait may take: well under jest's test timeout, so that a failing
 * wait throws (and the failure screenshot is taken) before jest gives up on the test. */
export const WAIT_MS = 15_000;

export type Role = 'admin' | 'editor' | 'viewer';

/** The demo accounts (projects/demo-api/README.md). */
export const ACCOUNTS: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@example.com', password: 'admin123' },
  editor: { email: 'editor@example.com', password: 'editor123' },
  viewer: { email: 'viewer@example.com', password: 'viewer123' },
};

export const TOKEN_KEY = 'admin.token';

/** Launches Chromium; each context it opens starts from a fresh profile. */
export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export interface PageOptions {
  colorScheme?: 'light' | 'dark';
  /** Signed in as this demo account (its token put in localStorage before the app starts). */
  role?: Role;
  /** The browser's time zone (IANA name); default the machine's. */
  timezoneId?: string;
  /**
   * The token also in the session cookie (as `bearerTokenAuth({ cookie: true })` writes it on
   * sign-in): the demo server then renders the pages. Without it, pages render in the browser.
   */
  serverSession?: boolean;
}

/**
 * The cookies a signed-in browser of the demo sends: its session token and its view (time zone,
 * language, colours: the server renders a page only when they match its own; demo's
 * app/view-cookie.ts).
 */
function serverSessionCookies(origin: string, token: string, options: PageOptions) {
  const view = {
    zone: options.timezoneId ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    locale: '',
    scheme: options.colorScheme ?? 'light',
  };
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Strict' as const,
  });
  return [cookie(TOKEN_KEY, token), cookie('demo.view', encodeURIComponent(JSON.stringify(view)))];
}

export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const origin = new URL(baseUrl()).origin;
  const token = options.role ? await apiToken(options.role) : null;
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
    storageState: {
      cookies: token && options.serverSession ? serverSessionCookies(origin, token, options) : [],
      origins: token ? [{ origin, localStorage: [{ name: TOKEN_KEY, value: token }] }] : [],
    },
  });
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the demo app has taken the whole page over: `startDemo()` marks `demo:stable` once
 * Angular is stable (hydrated when rendered on the server).
 */
export const appStable = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => performance.getEntriesByName('demo:stable').length > 0);

/** Saves a screenshot as a test artefact (used on failure). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTEFACTS, { recursive: true });
  const path = join(ARTEFACTS, `${name.replace(/[^\w.-]+/g, '_').slice(0, 150)}.png`);
  await page.screenshot({ path, fullPage: true, timeout: 5_000 });
  return path;
}

// --- The demo API, called from the test process -------------------------------------------------

const tokens = new Map<Role, Promise<string>>();

/** A token of a demo account, signed in once per test file (never signed out by the tests). */
export function apiToken(role: Role): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = api<{ token: string }>('POST', '/auth/login', { body: ACCOUNTS[role] }).then(
      (body) => body.token,
    );
    tokens.set(role, token);
  }
  return token;
}

/** Calls the demo API (`path` under /api) and returns the JSON body; throws on a non-2xx status. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { role?: Role; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.role) headers['Authorization'] = `Bearer ${await apiToken(options.role)}`;
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /api${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Creates a record through the API (as admin) for a test that needs one of its own. */
export function createRecord<T extends object = Record<string, unknown>>(
  resource: string,
  body: Record<string, unknown>,
): Promise<T & { id: number }> {
  return api<T & { id: number }>('POST', `/${resource}`, { role: 'admin', body });
}

/** A text unique to this run, for records a test creates and then looks for. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

// --- Jest wiring ---------------------------------------------------------------------------------

export interface BrowserTestContext {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
}

/**
 * Launches one Chromium for the test file and returns `test(name, body, options)`: each test gets a
 * new context and page (signed in as `options.role`, or the file's `defaults.role`); when the body
 * throws, a full-page screenshot is saved to e2e/results/ before the error is rethrown.
 */
export function browserSuite(defaults: PageOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const test = (
    name: string,
    body: (t: BrowserTestContext) => Promise<void>,
    options: PageOptions = {},
  ): void => {
    it(name, async () => {
      if (!browser) throw new Error('Chromium did not start');
      const { context, page } = await newPage(browser, { ...defaults, ...options });
      try {
        await body({ page, context, browser });
      } catch (error) {
        const { testPath, currentTestName } = expect.getState();
        const file = (testPath ?? 'test').replace(/^.*\//, '').replace(/\.e2e\.ts$/, '');
        const label = `${file}--${currentTestName ?? name}`;
        try {
          const path = await screenshot(page, label);
          if (error instanceof Error) {
            const note = `\n(screenshot: ${path})`;
            if (error.stack) error.stack = error.stack.replace(error.message, error.message + note);
            error.message += note;
          }
        } catch {
          // the page may be gone: the original error matters more
        }
        throw error;
      } finally {
        await context.close();
      }
    });
  };
  return { test };
}

// --- Page helpers --------------------------------------------------------------------------------

/**
 * Whether a request is a call of the demo API (`/api/<collection>...`, not auth, nor the stream of
 * live updates `/api/events`, nor the record pages' presence `/api/<collection>/<id>/presence`).
 */
export function isApiCall(request: Request, collection?: string): boolean {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/auth/')) return false;
  if (url.pathname === '/api/events' || isPresenceCall(request)) return false;
  if (request.method() === 'OPTIONS') return false;
  return collection === undefined || url.pathname.split('/')[2] === collection;
}

/** Whether a request is a record page's presence (join, heartbeat, leave: `withPresence()`). */
export function isPresenceCall(request: Request): boolean {
  return /^\/api\/[^/]+\/[^/]+\/presence$/.test(new URL(request.url()).pathname);
}

/** Records the API calls the page makes from now on. */
export function recordApiCalls(page: Page): {
  readonly calls: URL[];
  readonly requests: Request[];
} {
  const requests: Request[] = [];
  const calls: URL[] = [];
  page.on('request', (request) => {
    if (isApiCall(request)) {
      requests.push(request);
      calls.push(new URL(request.url()));
    }
  });
  return { calls, requests };
}

/**
 * Waits until the list has finished loading and shows rows (or its empty state), and its filter
 * bar and paginator, which load once the rows are on screen (`@defer`), are there.
 */
export async function listReady(page: Page): Promise<void> {
  await page.locator('va-list').waitFor();
  await page.waitForFunction(() => {
    const wrap = document.querySelector('va-list .va-table-wrap');
    const empty = document.querySelector('va-list .va-list-empty');
    const error = document.querySelector('va-list .va-list-error');
    const deferred = document.querySelector('va-list .va-filters-slot, va-list .va-paginator-slot');
    return (
      !deferred && (!!error || !!empty || (!!wrap && wrap.getAttribute('aria-busy') === 'false'))
    );
  });
}

/** The texts of one column (by header text) of the list's rows. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('va-list th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column "${header}" (columns: ${headers.join(' | ')})`);
  return page
    .locator(`va-list tr.va-row td:nth-child(${index + 1})`)
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));
}

/** Waits for the page's path (and optionally query) to match. */
export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname + url.search),
  );
}

/**
 * Signs in through the sign-in page, or through the form of another element (`within`: the
 * dialog shown when the session ends, `va-session-dialog`).
 */
export async function signInWithForm(
  page: Page,
  role: Role,
  password?: string,
  within = 'va-login',
): Promise<void> {
  const email = page.locator(`${within} input[type=email]`);
  // The session dialog fills in the signed-in user's email: the test types once that is there, as
  // a user does (CI once saw the prefill land after the typed address, sending the wrong user).
  if (within === 'va-session-dialog') {
    await page.waitForFunction(
      (selector) => !!(document.querySelector(selector) as HTMLInputElement | null)?.value,
      `${within} input[type=email]`,
      { timeout: 10_000 },
    );
  }
  await email.fill(ACCOUNTS[role].email);
  await expect(email.inputValue()).resolves.toBe(ACCOUNTS[role].email);
  await page
    .locator(`${within} input[formcontrolname=password]`)
    .fill(password ?? ACCOUNTS[role].password);
  await page.locator(`${within} button[type=submit]`).click();
}

/**
 * The editable text of a form's rich text input (VaRichTextInput). The input shows its value until
 * the user goes into it: a click there creates the editor.
 */
export async function richTextEditor(page: Page, source: string): Promise<Locator> {
  const root = page.locator(`va-form va-rich-text-input[source="${source}"]`);
  const editor = root.locator('.ProseMirror');
  const view = root.locator('.va-rich-text-view');
  await view.or(editor).first().waitFor();
  if (await view.count()) await view.click();
  await editor.waitFor();
  return editor;
}
