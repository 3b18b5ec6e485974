// The demo built under a base path (`ng build --base-href /office/`, see build()) and served there, with the
// API beside it: every link, redirect and status page stays under /office/ (issue 16).
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, Page } from 'playwright-core';

import {
  TOKEN_KEY,
  WAIT_MS,
  apiToken,
  baseUrl,
  launch,
  listReady,
  screenshot,
  signInWithForm,
  waitForPath,
} from './support/browser';

const ROOT = join(__dirname, '..');
const OUTPUT = join(ROOT, 'tmp/e2e/demo-office');
const BROWSER_DIR = join(OUTPUT, 'browser');
const BASE = '/office/';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

/**
 * The demo as `ng build --base-href /office/` makes it. That option changes only index.html's
 * `<base href>` (the application builder uses it nowhere else without SSR, prerendering, i18n or a
 * service worker, none of which the demo has), so the suite's own production build with that tag
 * rewritten is that build, without a second production build (about a minute on 2 cores).
 */
function build(): void {
  const reference = join(ROOT, 'tmp/e2e/demo/browser');
  rmSync(OUTPUT, { recursive: true, force: true });
  cpSync(reference, BROWSER_DIR, { recursive: true });
  const index = join(BROWSER_DIR, 'index.html');
  const html = readFileSync(index, 'utf8');
  const rewritten = html.replace(/<base href="\/">/, `<base href="${BASE}">`);
  if (rewritten === html) throw new Error(`no <base href="/"> in ${index}`);
  writeFileSync(index, rewritten);
}

/** Serves the build under /office/ (index.html for client routes) and proxies /api to the demo API. */
function serve(api: URL): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const upstream = request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('outside the base path');
      return;
    }
    const file = normalize(join(BROWSER_DIR, url.pathname.slice(BASE.length)));
    const found =
      file.startsWith(BROWSER_DIR) && existsSync(file) && statSync(file).isFile()
        ? file
        : join(BROWSER_DIR, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(found)] ?? 'application/octet-stream' });
    res.end(readFileSync(found));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the demo built under a base path (/office/)', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    build();
    server = await serve(new URL(baseUrl()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launch();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function open(signedIn: boolean): Promise<Page> {
    const token = signedIn ? await apiToken('admin') : null;
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 800 },
      storageState: {
        cookies: [],
        origins: token ? [{ origin, localStorage: [{ name: TOKEN_KEY, value: token }] }] : [],
      },
    });
    context.setDefaultTimeout(WAIT_MS);
    return context.newPage();
  }

  async function hrefs(page: Page, selector: string): Promise<string[]> {
    return page
      .locator(selector)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }

  async function run(page: Page, name: string, body: () => Promise<void>) {
    try {
      await body();
    } catch (error) {
      await screenshot(page, `base-path ${name}`).catch(() => undefined);
      throw error;
    } finally {
      await page.context().close();
    }
  }

  it('signs in, lists, shows, edits and saves without leaving /office/', async () => {
    const page = await open(false);
    await run(page, 'crud', async () => {
      await page.goto('/office/posts');
      await waitForPath(page, '/office/login');
      expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/posts');
      await signInWithForm(page, 'admin');
      await waitForPath(page, '/office/posts');
      await listReady(page);
      const menu = await hrefs(page, 'va-menu a');
      expect(menu.length).toBeGreaterThan(3);
      expect(menu.every((href) => href.startsWith('/office/'))).toBe(true);
      expect(await hrefs(page, 'a.va-app-title')).toEqual(['/office/']);
      expect(await hrefs(page, 'va-list a.va-create')).toEqual(['/office/posts/create']);

      // The row's own link to its show page (reference cells link to other resources).
      await page.locator('va-list tbody tr a[href^="/office/posts/"]').first().click();
      await waitForPath(page, /^\/office\/posts\/\d+$/);
      const id = new URL(page.url()).pathname.split('/').pop();
      expect(await hrefs(page, 'va-show a.va-edit')).toEqual([`/office/posts/${id}/edit`]);
      await page.locator('va-show a.va-edit').click();
      await waitForPath(page, `/office/posts/${id}/edit`);
      const title = page.locator('va-form [source="title"]').locator('input').first();
      await title.fill(`Under a base path ${Date.now()}`);
      await page.locator('va-form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname !== `/office/posts/${id}/edit`);
      expect(new URL(page.url()).pathname).toMatch(/^\/office\/posts(\/\d+)?$/);
    });
  });

  it('shows the 404 page under the base path with a home link back to it', async () => {
    const page = await open(true);
    await run(page, '404', async () => {
      await page.goto('/office/no-such-page');
      await page.locator('a.va-status-home').waitFor();
      expect(new URL(page.url()).pathname).toBe('/office/no-such-page');
      expect(await hrefs(page, 'a.va-status-home')).toEqual(['/office/']);
      await page.locator('a.va-status-home').click();
      await waitForPath(page, /^\/office\/[a-z-]+$/);
      await listReady(page);
    });
  });
});
