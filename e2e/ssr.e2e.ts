// Pages rendered on the server (`@angular/ssr`, `withHydration()`, `bearerTokenAuth({ cookie:
// true })`): the demo API renders a page URL when the request carries the session cookie, the
// browser shows that page at once and takes it over without asking the API again.
import type { Page, Response } from 'playwright-core';

import { TOKEN_KEY, appStable, browserSuite, signInWithForm, waitForPath } from './support/browser';

const { test } = browserSuite({ role: 'admin', serverSession: true });

/**
 * The API requests the render made, from the render log server.ts writes into the page
 * (`<script type="application/json" id="demo-render">`); null for a page not rendered there.
 */
const renderedRequests = async (response: Response): Promise<string[] | null> => {
  const log = /<script type="application\/json" id="demo-render">(.*?)<\/script>/.exec(
    await response.text(),
  );
  if (!log) return null;
  return (JSON.parse(log[1]) as { requests: { request: string }[] }).requests.map((r) => r.request);
};

/** Collects the page's console errors (hydration mismatches are reported there). */
const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Waits until the app has taken the whole page over. */
const started = appStable;

test('renders the list on the server with its rows and reference labels', async ({ page }) => {
  const response = (await page.goto('/posts'))!;
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('ng-server-context="ssr"');
  // The doctype went first, at once; the rendered document followed it.
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html).toMatch(/^<!DOCTYPE html><html[ >]/);
  expect(html.match(/<tr[^>]*class="[^"]*\bva-row\b/g)).toHaveLength(25);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  // The server asked for the session, the page, then each referenced resource once.
  const requests = (await renderedRequests(response))!;
  expect(requests[0]).toBe('GET /api/auth/me');
  expect(requests.slice(1).map((r) => r.split('?')[0])).toEqual([
    'GET /api/posts',
    'GET /api/categories',
    'GET /api/tags',
  ]);
});

test('the browser takes the page over without a request or an error, then navigates in place', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/posts');
  await started(page);
  // The rows the server rendered stay: hydrated, not rendered again from a new request.
  await page.locator('va-list tr.va-row').nth(24).waitFor();
  expect(await page.locator('va-list tr.va-row').count()).toBe(25);
  // No data asked again; the live-updates stream (withRealtime) opens, once.
  const stream = (url: string) => new URL(url).pathname === '/api/events';
  expect(calls.filter((url) => !stream(url))).toEqual([]);
  expect(calls.filter(stream).length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
  const first = page.locator('va-list tr.va-row a.va-row-show').first();
  const href = await first.getAttribute('href');
  await first.click();
  await waitForPath(page, href!);
  await page.locator('va-show .va-show-fields').waitFor();
  // The show page came from the app's router, not from a new document.
  expect(documents).toEqual(['/posts']);
  expect(calls.some((url) => new URL(url).pathname === `/api${href}`)).toBe(true);
  // One live stream for the whole visit: neither taking over nor navigating opened another.
  expect(calls.filter(stream)).toHaveLength(1);
});

test(
  'a forbidden page is decided on the server: no request for its data',
  async ({ page }) => {
    const response = (await page.goto('/users'))!;
    const requests = await renderedRequests(response);
    // Rendered there (it has a render log), without a request for the forbidden data.
    expect(requests).toContain('GET /api/auth/me');
    expect(requests!.some((r) => r.startsWith('GET /api/users'))).toBe(false);
    await started(page);
    await page.locator('va-status-layout h1', { hasText: 'Access denied' }).waitFor();
  },
  { role: 'viewer', serverSession: true },
);

test(
  'without the session cookie the page is rendered in the browser, from its stored token',
  async ({ page }) => {
    const response = (await page.goto('/posts'))!;
    const html = await response.text();
    expect(html).not.toContain('ng-server-context="ssr"');
    expect(await renderedRequests(response)).toBeNull();
    await page.locator('va-list tr.va-row').nth(24).waitFor();
    expect(await page.locator('va-list tr.va-row').count()).toBe(25);
    // The app gives the stored token its cookie: the next visit is rendered on the server.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === TOKEN_KEY)?.sameSite).toBe('Strict');
    const again = (await page.reload())!;
    expect(await again.text()).toContain('ng-server-context="ssr"');
  },
  { role: 'admin', serverSession: false },
);

test(
  'signing in writes the cookie and signing out removes it',
  async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, 'editor');
    await waitForPath(page, /^\/(?!login)/);
    const token = (await page.context().cookies()).find((c) => c.name === TOKEN_KEY);
    expect(token?.value).toBe(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY));
    // The signed-in user is kept beside it: the render knows the session without waiting for
    // GET /api/auth/me, which it still sends to confirm it.
    const kept = (await page.context().cookies()).find((c) => c.name === `${TOKEN_KEY}.session`);
    expect(JSON.parse(decodeURIComponent(kept!.value)).user.email).toBe('editor@example.com');
    const response = (await page.goto('/posts'))!;
    expect((await response.text()).includes('ng-server-context="ssr"')).toBe(true);
    expect(await renderedRequests(response)).toContain('GET /api/auth/me');
    await started(page);
    await page.locator('button.va-user-button').click();
    await page.locator('button.va-sign-out').click();
    await waitForPath(page, '/login');
    await page.waitForFunction((key) => !localStorage.getItem(key), TOKEN_KEY);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain(TOKEN_KEY);
    expect(names).not.toContain(`${TOKEN_KEY}.session`);
  },
  { serverSession: false, role: undefined },
);

test('an unknown record shows the same state rendered on the server and taken over', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const response = (await page.goto('/posts/999999999'))!;
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('This record does not exist.');
  await started(page);
  await page.getByText('This record does not exist.').first().waitFor();
  expect(errors.filter((e) => !/404|Not Found/i.test(e))).toEqual([]);
});

test(
  'a browser whose dates or colours differ from the server gets its page rendered in the browser',
  async ({ page }) => {
    const response = (await page.goto('/posts'))!;
    expect(await response.text()).not.toContain('ng-server-context="ssr"');
    await page.locator('va-list tr.va-row').nth(24).waitFor();
  },
  { role: 'admin', serverSession: true, timezoneId: 'Pacific/Kiritimati' },
);

test(
  'so does a browser in dark mode',
  async ({ page }) => {
    const response = (await page.goto('/posts'))!;
    expect(await response.text()).not.toContain('ng-server-context="ssr"');
    await page.locator('va-list tr.va-row').nth(24).waitFor();
  },
  { role: 'admin', serverSession: true, colorScheme: 'dark' },
);

test('create and edit pages are rendered in the browser, so what the user types is never taken over', async ({
  page,
}) => {
  for (const path of ['/posts/create', '/posts/create?source=1', '/posts/1/edit']) {
    const response = (await page.goto(path))!;
    const html = await response.text();
    expect(html).not.toContain('ng-server-context="ssr"');
    expect(await renderedRequests(response)).toBeNull();
    await page.locator('va-form form.va-form').waitFor();
  }
  // The show page beside them still is rendered there.
  const show = (await page.goto('/posts/1'))!;
  expect(await show.text()).toContain('ng-server-context="ssr"');
});
