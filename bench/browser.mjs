// Browser benchmark: headless Chromium (playwright-core, e2e/support/chromium.cjs) against the demo
// API seeded with many posts, serving the production build.
//
// Readiness is a DOM condition checked on every mutation (never a fixed sleep), timed in the page
// (performance.now()):
// - a list is ready when its URL is current, it shows its rows (or its empty state), nothing is
//   aria-busy (the table and every reference field: `.va-field-value[aria-busy]` is true while its
//   `getMany` is pending), the layout's request progress bar is gone and the title is shown;
// - a show page when `va-show .va-show-fields` is there, a form page when `va-form form.va-form` is.
// Requests are the /api requests the browser sent, counted once none is in flight any more.
/* global window, document, location, history, localStorage, performance, MutationObserver, requestAnimationFrame, MessageChannel, Event */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { iconPayload } from './size.mjs';
import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM, CHROMIUM_ARGS, ensureChromium } = require('../e2e/support/chromium.cjs');

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const TOKEN_KEY = 'admin.token';
const VIEWPORT = { width: 1280, height: 800 };
/** The pause before each cold load, once its context and page exist (ms). */
const SETTLE_MS = 300;
const LIST_ROWS = 25;
const ROW_SHOW = 'va-list tr.va-row a.va-row-show';
const ROW_EDIT = 'va-list tr.va-row a.va-row-edit';
const CREATE = 'va-list a.va-create';
/** Where the floor page is served (bench/floor, copied next to the build as `__floor/`). */
export const FLOOR_PATH = '/__floor/index.html';

/** The two pages measured alternately: the admin's posts list and its hand-written floor. */
export const PAGES = {
  admin: {
    path: '/posts',
    scope: 'va-list',
    showLink: ROW_SHOW,
    show: (path) => ({ kind: 'show', path }),
    next: { click: 'va-list mat-paginator button.mat-mdc-paginator-navigation-next' },
    /** Opens the page-size select; the option is then clicked. */
    async perPage100(page) {
      await page.click('va-list mat-paginator .mat-mdc-paginator-page-size-select');
      await page.waitForSelector('mat-option');
      return { option: '100' };
    },
  },
  floor: {
    path: FLOOR_PATH,
    scope: '#floor',
    showLink: '#floor tr.va-row a.va-row-show',
    show: () => ({
      kind: 'show',
      path: FLOOR_PATH,
      search: 'show=',
      fields: '#floor .va-show-fields',
    }),
    next: { click: '#floor button.next' },
    async perPage100() {
      return { select: { selector: '#floor select.per-page', value: '100' } };
    },
  },
};

/** Copies bench/floor into the served folder (`<build>/__floor/`). */
export function stageFloor(root, browserDir) {
  cpSync(join(root, 'bench/floor'), join(browserDir, '__floor'), { recursive: true });
}

/** Starts the demo API with a fresh seed in a child process; resolves with `{ url, close }`. */
export function startApi(root, browserDir, posts) {
  const dir = mkdtempSync(join(tmpdir(), 'admin-bench-api-'));
  // A build for the server (`outputMode: "server"`) renders the pages of a signed-in visit.
  const server = join(browserDir, '../server/server.mjs');
  const options = {
    dataDir: join(dir, 'pglite'),
    reset: true,
    static: browserDir,
    ...(existsSync(server) ? { ssr: server } : {}),
    seed: { posts },
  };
  const child = spawn(
    process.execPath,
    [join(root, 'bench/api-server.cjs'), JSON.stringify(options)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null) child.stdin.end();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.on('error', reject);
    exited.then((code) => reject(new Error(`the demo API exited (code ${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve({ url: JSON.parse(line).url, close });
    });
  });
}

/** A new context and page signed in as the admin through the login page. */
export async function signedInPage(browser, url) {
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto('/login');
  await page.fill('va-login input[type="email"]', ADMIN.email);
  await page.fill('va-login input[formcontrolname="password"]', ADMIN.password);
  await page.click('va-login button[type="submit"]');
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60000 });
  return { context, page };
}

/**
 * Signs the admin in through the login page once and returns what that left in `localStorage`
 * (the token, whatever else the app keeps of the session and of the measured list, opened once)
 * and in cookies (the session cookie that lets the server render the pages): each measured
 * context starts from them, as a returning user's browser would. Sign-in is not measured.
 */
export async function signIn(browser, url) {
  const { context, page } = await signedInPage(browser, url);
  try {
    // Then the measured list, once: a returning user's browser keeps what that page left (the
    // list request remembered for the early-data script, `withEarlyData()`), as after any visit.
    await page.waitForSelector('va-list tr.va-row', { timeout: 60000 });
    await page.goto(PAGES.admin.path);
    await page.waitForSelector('va-list tr.va-row', { timeout: 60000 });
    const storage = await page.evaluate(() => Object.entries(localStorage));
    if (!storage.some(([key]) => key === TOKEN_KEY)) {
      throw new Error(`signing in through /login left no "${TOKEN_KEY}" in localStorage`);
    }
    return { storage, cookies: await context.cookies() };
  } finally {
    await context.close();
  }
}

/**
 * Runs in every document of a context before the app: restores the signed-in `storage` (when
 * given), installs `window.__bench` (readiness conditions) and, when `cold` is given, times the
 * first moment that condition holds into `window.__benchCold`.
 */
function installProbe({ storage, cold }) {
  try {
    for (const [key, value] of storage ?? []) localStorage.setItem(key, value);
  } catch {
    // about:blank has no storage
  }
  const text = (element) => (element?.textContent ?? '').trim();
  // The moment the page's main script has run: a module script's load event follows its evaluation.
  document.addEventListener(
    'load',
    (event) => {
      const script = event.target;
      if (script?.tagName === 'SCRIPT' && /\/(main-[^/]*|floor)\.js$/.test(script.src ?? '')) {
        window.__benchMain ??= performance.now();
      }
    },
    true,
  );
  const problems = (spec) => {
    const scope = spec.scope ?? 'va-list';
    const found = [];
    if (spec.path && location.pathname !== spec.path) found.push(`at ${location.pathname}`);
    if (spec.search && !location.search.includes(spec.search))
      found.push(`query ${location.search}`);
    if (document.querySelector('.va-progress-slot mat-progress-bar'))
      found.push('requests pending');
    const busy = document.querySelectorAll('[aria-busy="true"]').length;
    if (busy) found.push(`${busy} busy`);
    // A status page (e.g. a linked page the app does not register: 404) is a page too.
    const status = text(document.querySelector('va-status-layout h1.va-status-heading'));
    if (status && spec.kind !== 'list') return found;
    if (!text(document.querySelector('h1.va-page-title'))) found.push('no title');
    if (spec.kind === 'list') {
      const rows = document.querySelectorAll(`${scope} tr.va-row`);
      const empty = document.querySelector(`${scope} .va-list-empty`);
      if (spec.rows !== undefined ? rows.length !== spec.rows : !rows.length && !empty)
        found.push(`${rows.length} rows`);
      if (spec.firstRowNot !== undefined && rows.length && text(rows[0]) === spec.firstRowNot)
        found.push('old rows');
    } else if (spec.kind === 'show') {
      if (!document.querySelector(spec.fields ?? 'va-show .va-show-fields'))
        found.push('no show fields');
    } else if (spec.kind === 'form') {
      if (!document.querySelector('va-form form.va-form')) found.push('no form');
    }
    return found;
  };
  const until = (spec, timeout = 30000) =>
    new Promise((resolve, reject) => {
      if (!problems(spec).length) {
        resolve(performance.now());
        return;
      }
      let timer;
      const observer = new MutationObserver(() => {
        if (problems(spec).length) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(performance.now());
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`not ready after ${timeout} ms: ${problems(spec).join(', ')}`));
      }, timeout);
    });
  const referenceCells = () => {
    const cells = document.querySelectorAll('va-list tr.va-row .va-reference');
    const labelled = [...cells].filter((cell) =>
      [...cell.querySelectorAll('a, span')].some(
        (item) => text(item) && !item.classList.contains('va-field-empty'),
      ),
    ).length;
    return { cells: cells.length, labelled };
  };
  /** DOM nodes under the rows, per row. */
  const rowNodes = (scope = 'va-list') => {
    const rows = document.querySelectorAll(`${scope} tr.va-row`);
    let nodes = 0;
    for (const row of rows) nodes += row.querySelectorAll('*').length + 1;
    return rows.length ? nodes / rows.length : 0;
  };
  /** The time of the frame after `time`: the rows are painted by then. */
  const painted = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  window.__bench = { problems, until, referenceCells, rowNodes, painted };
  if (cold) {
    until(cold, 60000).then(
      (time) => {
        window.__benchCold = time;
        painted().then((t) => (window.__benchPainted = t));
      },
      (error) => (window.__benchColdError = error.message),
    );
  }
}

/**
 * The cold load's timeline, read in the page (ms from navigation start): the page's first byte,
 * for a page rendered on the server the moment its render ended there, main script evaluated,
 * session known (`admin:session` mark), list request sent and answered, reference requests sent
 * and answered, last script loaded, rows shown (the readiness condition) and painted, and the app
 * started (`demo:started`: bootstrapped, a server-rendered page taken over). The API requests are
 * the browser's, or, for a page rendered on the server, the ones its render log lists (the demo's
 * `<script type="application/json" id="demo-render">`: `{ render, requests: [{ request, start,
 * duration }] }`, ms from the render's start, which is taken as the navigation's request start).
 */
function readTimeline() {
  const nav = performance.getEntriesByType('navigation')[0];
  const pathOf = (url) => new URL(url, location.href).pathname;
  const api = performance
    .getEntriesByType('resource')
    .filter((r) => pathOf(r.name).startsWith('/api/'))
    .map((r) => ({ path: pathOf(r.name), start: r.startTime, end: r.responseEnd }));
  let log = null;
  try {
    log = JSON.parse(document.getElementById('demo-render')?.textContent ?? 'null');
  } catch {
    // no render log: a page rendered in the browser
  }
  const serverRequests = [];
  for (const entry of log?.requests ?? []) {
    const start = nav.requestStart + entry.start;
    serverRequests.push(entry.request);
    api.push({ path: pathOf(entry.request.split(' ').at(-1)), start, end: start + entry.duration });
  }
  const list = api.find((r) => r.path === '/api/posts');
  const refs = api.filter((r) => /^\/api\/(categories|tags)$/.test(r.path));
  const me = api.find((r) => r.path === '/api/auth/me');
  const session = performance.getEntriesByName('admin:session')[0];
  const started = performance.getEntriesByName('demo:started')[0];
  const scripts = performance
    .getEntriesByType('resource')
    .filter((r) => pathOf(r.name).endsWith('.js') && r.responseEnd <= window.__benchCold);
  const max = (values) => (values.length ? Math.max(...values) : null);
  const min = (values) => (values.length ? Math.min(...values) : null);
  return {
    firstByte: nav?.responseStart ?? null,
    rendered: log ? nav.requestStart + log.render : null,
    main: window.__benchMain ?? null,
    session: session && !serverRequests.length ? session.startTime : (me?.end ?? null),
    sessionRequestAnswered: me?.end ?? null,
    listSent: list?.start ?? null,
    listAnswered: list?.end ?? null,
    referencesSent: min(refs.map((r) => r.start)),
    referencesAnswered: max(refs.map((r) => r.end)),
    lastScript: max(scripts.map((r) => r.responseEnd)),
    scripts: scripts.length,
    rowsShown: window.__benchCold,
    rowsPainted: window.__benchPainted ?? null,
    started: started?.startTime ?? null,
    serverRendered: serverRequests.length ? 1 : 0,
    serverRequests,
  };
}

/**
 * The bytes of the page and of each script as they came over the network (Resource Timing's
 * `encodedBodySize`: the body as sent, compressed or not) and once decoded, read in the page.
 */
function readTransfer() {
  const nav = performance.getEntriesByType('navigation')[0];
  const pathOf = (url) => new URL(url, location.href).pathname;
  return {
    document: { encoded: nav?.encodedBodySize ?? null, decoded: nav?.decodedBodySize ?? null },
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => pathOf(r.name).endsWith('.js'))
      .map((r) => ({
        file: pathOf(r.name).replace(/^\//, ''),
        encoded: r.encodedBodySize,
        decoded: r.decodedBodySize,
      })),
  };
}

/** Counts the /api requests of a context; `idle()` resolves once none is in flight. */
function trackRequests(context, origin) {
  const api = [];
  const scripts = new Set();
  /** The Content-Encoding each script came with (`identity` without one). */
  const encodings = new Map();
  const icons = [];
  let inFlight = 0;
  let waiters = [];
  const isApi = (request) => {
    const url = new URL(request.url());
    return url.origin === origin && url.pathname.startsWith('/api/');
  };
  const settle = () => {
    if (inFlight > 0) return;
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };
  context.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight++;
    const url = new URL(request.url());
    api.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const finished = (request) => {
    if (!isApi(request)) return;
    inFlight--;
    settle();
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
  const reads = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js')) {
      scripts.add(url.pathname.replace(/^\//, ''));
      encodings.set(
        url.pathname.replace(/^\//, ''),
        response.headers()['content-encoding'] ?? 'identity',
      );
    } else if (
      // Icons: SVG files, icon sets or fonts; the page's favicon is the app's, not the admin's.
      (url.pathname.endsWith('.svg') || type.includes('svg') || /icon|mdi/i.test(url.pathname)) &&
      !url.pathname.endsWith('/favicon.ico')
    ) {
      reads.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => icons.push({ url: url.pathname, bytes: body.length })),
      );
    }
  });
  return {
    api,
    scripts,
    encodings,
    icons,
    count: () => api.length,
    since: (index) => api.slice(index),
    idle: () => new Promise((resolve) => (inFlight > 0 ? waiters.push(resolve) : resolve())),
    /** Waits for the SVG bodies being read. */
    flush: () => Promise.all(reads),
  };
}

/** Renders before the measures: a server that renders pages has its code compiled (JIT). */
const SERVER_WARM_UP = 10;

/**
 * For a build rendered on the server: asks it for the cold list `SERVER_WARM_UP` times with the
 * session's cookies, as a server that has been serving pages for a while (the first renders of
 * a process run its code unoptimised, 2 to 3 times slower). Nothing to do for a browser-only build.
 */
async function warmServer(url, session) {
  const cookie = session.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  for (let i = 0; i < SERVER_WARM_UP; i++) {
    const response = await fetch(new URL(PAGES.admin.path, url), { headers: { cookie } });
    const html = await response.text();
    if (!html.includes('id="demo-render"')) return;
  }
}

/** Runs an action in the page and times it until `spec` holds; then counts its requests. */
async function timed(page, net, action, spec) {
  const before = net.count();
  const ms = await page.evaluate(
    async ({ action, spec }) => {
      const t0 = performance.now();
      if (action.click) {
        const target = document.querySelector(action.click);
        if (!target) throw new Error(`nothing matches ${action.click}`);
        target.click();
      } else if (action.option) {
        const option = [...document.querySelectorAll('mat-option')].find(
          (o) => o.textContent.trim() === action.option,
        );
        if (!option) throw new Error(`no option "${action.option}"`);
        option.click();
      } else if (action.select) {
        const select = document.querySelector(action.select.selector);
        if (!select) throw new Error(`nothing matches ${action.select.selector}`);
        select.value = action.select.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (action.back) history.back();
      const ready = await window.__bench.until(spec);
      // Rendering after the last response: what the page itself costs once its data is there.
      const last = performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= t0 && new URL(r.name).pathname.startsWith('/api/'))
        .reduce((end, r) => Math.max(end, r.responseEnd), t0);
      return { ms: ready - t0, afterData: ready - last };
    },
    { action, spec },
  );
  await net.idle();
  const requests = net.since(before);
  return { ...ms, requests: requests.length, urls: requests };
}

const pathOf = (page, selector) =>
  page.evaluate((s) => {
    const link = document.querySelector(s);
    return link ? new URL(link.href).pathname : null;
  }, selector);

const firstRowText = (page, scope = 'va-list') =>
  page.evaluate((s) => document.querySelector(`${s} tr.va-row`)?.textContent.trim() ?? '', scope);

async function newContext(browser, url, probe, cookies = []) {
  const context = await browser.newContext({ baseURL: url, viewport: VIEWPORT });
  if (cookies.length) await context.addCookies(cookies);
  await context.addInitScript(installProbe, probe);
  return context;
}

/**
 * One run of a page (`PAGES.admin` or `PAGES.floor`) in a fresh context (empty cache, token
 * pre-set): cold load until every reference label shows (and its timeline), then show → back
 * (warm), next page, 100 rows per page.
 */
export async function listRun(
  browser,
  url,
  session,
  target,
  { coldOnly = false, cookies = true } = {},
) {
  const context = await newContext(
    browser,
    url,
    {
      storage: session.storage,
      cold: { kind: 'list', path: target.path, rows: LIST_ROWS, scope: target.scope },
    },
    cookies ? session.cookies : [],
  );
  const net = trackRequests(context, url);
  const page = await context.newPage();
  const result = {};
  const list = (extra = {}) => ({ kind: 'list', path: target.path, scope: target.scope, ...extra });
  try {
    // A quiet start: the previous context's teardown (its renderer process exiting) and the new
    // page's own start-up are over before the cold load begins, for the admin and the floor alike.
    await page.waitForTimeout(SETTLE_MS);
    await page.goto(target.path);
    await page.waitForFunction(
      () =>
        (window.__benchCold !== undefined && window.__benchPainted !== undefined) ||
        window.__benchColdError !== undefined,
      null,
      { timeout: 90000 },
    );
    const cold = await page.evaluate(
      ({ scope }) => ({
        ms: window.__benchCold,
        error: window.__benchColdError,
        references: window.__bench.referenceCells(),
        rowNodes: window.__bench.rowNodes(scope),
      }),
      { scope: target.scope },
    );
    if (cold.error) throw new Error(`cold ${target.path}: ${cold.error}`);
    await net.idle();
    await net.flush();
    const timeline = await page.evaluate(readTimeline);
    // A page rendered on the server made its requests there: they count as the cold load's.
    const urls = [...timeline.serverRequests, ...net.api];
    delete timeline.serverRequests;
    result.cold = {
      ms: cold.ms,
      requests: urls.length,
      // The list's own requests: without the session restore (GET /api/auth/me).
      dataRequests: urls.filter((u) => !/^\w+ \/api\/auth\//.test(u)).length,
      browserRequests: net.api.length,
      urls,
      rowNodes: cold.rowNodes,
      timeline,
      ...cold.references,
    };
    result.firstLoad = {
      scripts: [...net.scripts],
      encodings: Object.fromEntries(net.encodings),
      transfer: await page.evaluate(readTransfer),
      icons: [...net.icons],
    };
    if (coldOnly) return result;
    // The warm phases click links: a server-rendered page answers them once the app took it
    // over, every part of it hydrated (`demo:stable`; `demo:started` comes before the page's).
    if (target === PAGES.admin) {
      await page.waitForFunction(() => performance.getEntriesByName('demo:stable').length > 0);
    }

    const showHref = await page.evaluate((s) => {
      const link = document.querySelector(s);
      return link ? new URL(link.href).pathname : null;
    }, target.showLink);
    if (!showHref) throw new Error(`${target.path} has no show link (${target.showLink})`);
    result.show = await timed(page, net, { click: target.showLink }, target.show(showHref));
    result.back = await timed(page, net, { back: true }, list({ rows: LIST_ROWS }));
    const first = await firstRowText(page, target.scope);
    result.pageChange = await timed(
      page,
      net,
      target.next,
      list({ search: 'page=2', rows: LIST_ROWS, firstRowNot: first }),
    );
    result.rows100 = await timed(
      page,
      net,
      await target.perPage100(page),
      list({ search: 'perPage=100', rows: 100 }),
    );
    result.rows100.rowNodes = await page.evaluate((s) => window.__bench.rowNodes(s), target.scope);
    return result;
  } catch (error) {
    await failureScreenshot(page, `list-run-${target === PAGES.floor ? 'floor' : 'admin'}`);
    error.partial = result;
    throw error;
  } finally {
    await context.close();
  }
}

/**
 * Signs in through the login page, then visits every page the admin may open: each menu list,
 * and from it the show, edit and create pages. Measures the JS downloaded and the JS heap.
 */
async function visitEverything(browser, url) {
  const context = await newContext(browser, url, {});
  const net = trackRequests(context, url);
  const page = await context.newPage();
  const visited = [];
  try {
    await page.goto('/posts');
    await page.waitForSelector('va-login input[type="email"]');
    await page.fill('va-login input[type="email"]', ADMIN.email);
    await page.fill('va-login input[formcontrolname="password"]', ADMIN.password);
    await page.click('va-login button[type="submit"]');
    await page.waitForURL((u) => u.pathname === '/posts');
    await page.evaluate(() => window.__bench.until({ kind: 'list', path: '/posts' }));
    visited.push('/login', '/posts');
    // List pages only (`/<name>`): a menu may also link to a create page (`/posts/create`).
    const lists = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('a.va-menu-link')]
          .map((a) => new URL(a.href).pathname)
          .filter((path) => /^\/[^/]+$/.test(path)),
      ),
    ]);
    if (!lists.length) throw new Error('the menu has no link (a.va-menu-link)');
    for (const list of lists) {
      await timed(
        page,
        net,
        { click: `a.va-menu-link[href="${list}"]` },
        { kind: 'list', path: list },
      );
      visited.push(list);
      for (const [selector, kind] of [
        [ROW_SHOW, 'show'],
        [ROW_EDIT, 'form'],
        [CREATE, 'form'],
      ]) {
        const path = await pathOf(page, selector);
        if (!path) continue;
        await timed(page, net, { click: selector }, { kind, path });
        visited.push(path);
        await timed(page, net, { back: true }, { kind: 'list', path: list });
      }
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return {
      visited,
      scripts: [...net.scripts],
      requests: net.api.length,
      heapUsed: heap.usedSize,
      heapTotal: heap.totalSize,
    };
  } catch (error) {
    await failureScreenshot(page, 'visit-every-page');
    throw error;
  } finally {
    await context.close();
  }
}

let resultsDir = null;
async function failureScreenshot(page, name) {
  if (!resultsDir) return;
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `failure-${name}.png`) }).catch(() => undefined);
}

/** Bytes of built files by name, raw, gzip and brotli (as sent), as measured by size.mjs. */
function bytesOf(files, build) {
  const known = files.filter((f) => build.sizes[f]);
  const sum = (key) => known.reduce((n, f) => n + (build.sizes[f][key] ?? 0), 0);
  return {
    files: known.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    brotli: sum('brotli'),
    unknown: files.filter((f) => !build.sizes[f]),
  };
}

/**
 * What a cold load's scripts and page took on the wire (`readTransfer`): `transferred`, the
 * scripts' bodies as sent, with the Content-Encoding of each (counts), and the page's.
 */
function transferOf(firstLoad) {
  const scripts = firstLoad.transfer.scripts.filter((s) => firstLoad.scripts.includes(s.file));
  const encodings = {};
  for (const file of firstLoad.scripts) {
    const encoding = firstLoad.encodings[file] ?? 'unknown';
    encodings[encoding] = (encodings[encoding] ?? 0) + 1;
  }
  return {
    js: {
      transferred: scripts.reduce((n, s) => n + s.encoded, 0),
      decoded: scripts.reduce((n, s) => n + s.decoded, 0),
      encodings,
    },
    document: {
      transferred: firstLoad.transfer.document.encoded,
      raw: firstLoad.transfer.document.decoded,
    },
  };
}

/**
 * The browser measures. `build` is size.mjs's `measureBuild()` of `browserDir`. Each part that
 * fails is reported as `{ error }` and the others still run.
 */
export async function measureBrowser(
  root,
  browserDir,
  build,
  { runs = 7, warmup = 1, posts = 10000, log = console.log, results } = {},
) {
  resultsDir = results ?? null;
  ensureChromium();
  stageFloor(root, browserDir);
  const api = await startApi(root, browserDir, posts);
  // Playwright gives chromium.launch() a fresh temporary profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const out = { posts, runs, chromium: browser.version() };
  try {
    const session = await signIn(browser, api.url);
    await warmServer(api.url, session);
    /**
     * Pairs of runs: the admin's and the floor's, one after the other (order alternating), then a
     * cold load of the admin rendered in the browser only (no session cookie: the server sends
     * the client-rendered page), to compare with the server-rendered one.
     */
    const pairs = [];
    const errors = [];
    const ms = (phase) => (phase ? `${phase.ms.toFixed(0)} ms` : 'failed');
    const attempt = async (name, i) => {
      try {
        if (name === 'client') {
          return await listRun(browser, api.url, session, PAGES.admin, {
            coldOnly: true,
            cookies: false,
          });
        }
        return await listRun(browser, api.url, session, PAGES[name]);
      } catch (error) {
        // A later phase that fails keeps the phases measured before it.
        const message = `${name}: ${error.message}`;
        if (!errors.includes(message)) errors.push(message);
        log(`  run ${i + 1} (${name}): ${error.message.split('\n')[0]}`);
        return error.partial ?? {};
      }
    };
    for (let i = 0; i < warmup + runs; i++) {
      const pair = {};
      for (const name of i % 2 ? ['floor', 'admin', 'client'] : ['admin', 'floor', 'client']) {
        pair[name] = await attempt(name, i);
      }
      if (!pair.admin.cold && !pair.floor.cold && errors.length >= 2) break;
      if (i >= warmup) pairs.push(pair);
      const line = (run) =>
        `cold ${ms(run.cold)} (${run.cold?.requests ?? '?'} requests), back ${ms(run.back)}, ` +
        `next page ${ms(run.pageChange)}, 100 rows ${ms(run.rows100)}`;
      log(
        `  ${i < warmup ? 'warm-up' : `run ${i - warmup + 1}/${runs}`}: admin ${line(pair.admin)}; ` +
          `floor ${line(pair.floor)}; client-rendered cold ${ms(pair.client.cold)}`,
      );
    }
    const phase = (name, key) => {
      const measured = pairs.map((p) => p[name]).filter((s) => s[key]);
      if (!measured.length) return undefined;
      const requests = measured.map((s) => s[key].requests);
      return {
        ...summarize(measured.map((s) => s[key].ms)),
        requests: summarize(requests).median,
        requestsPerRun: requests,
        afterData: summarize(measured.map((s) => s[key].afterData)).median,
        urls: measured[0][key].urls,
      };
    };
    /** Run-by-run ratios admin / floor of a phase (each admin run against the floor run beside it). */
    const ratio = (key, name = 'admin') => {
      const values = pairs
        .filter((p) => p[name][key] && p.floor[key] && p.floor[key].ms > 0)
        .map((p) => p[name][key].ms / p.floor[key].ms);
      return values.length ? summarize(values) : undefined;
    };
    const timeline = (name) => {
      const lines = pairs.map((p) => p[name].cold?.timeline).filter(Boolean);
      if (!lines.length) return undefined;
      const keys = Object.keys(lines[0]);
      return Object.fromEntries(
        keys.map((k) => {
          const values = lines.map((l) => l[k]).filter((v) => typeof v === 'number');
          return [k, values.length ? summarize(values).median : null];
        }),
      );
    };
    const admins = pairs.map((p) => p.admin).filter((s) => s.cold);
    if (admins.length) {
      const first = admins[0];
      const firstIcons = first.firstLoad.scripts
        .filter((f) => build.sizes[f])
        .map((f) => iconPayload(readFileSync(join(browserDir, f), 'utf8')));
      const svgBytes = first.firstLoad.icons.reduce((n, i) => n + i.bytes, 0);
      out.cold = {
        ...phase('admin', 'cold'),
        dataRequests: summarize(admins.map((s) => s.cold.dataRequests)).median,
        referenceCells: first.cold.cells,
        referenceLabelled: first.cold.labelled,
      };
      const clients = pairs.map((p) => p.client).filter((s) => s.cold);
      if (clients.length) {
        out.coldClient = {
          ...phase('client', 'cold'),
          dataRequests: summarize(clients.map((s) => s.cold.dataRequests)).median,
          ratio: ratio('cold', 'client'),
        };
      }
      out.cold.browserRequests = summarize(admins.map((s) => s.cold.browserRequests)).median;
      out.show = phase('admin', 'show');
      out.back = phase('admin', 'back');
      out.pageChange = phase('admin', 'pageChange');
      out.rows100 = phase('admin', 'rows100');
      const transfer = transferOf(first.firstLoad);
      out.firstLoad = {
        js: { ...bytesOf(first.firstLoad.scripts, build), ...transfer.js },
        document: transfer.document,
        icons: {
          svgRequests: first.firstLoad.icons,
          svgBytes,
          inJs: {
            count: firstIcons.reduce((n, i) => n + i.count, 0),
            raw: firstIcons.reduce((n, i) => n + i.raw, 0),
            gzip: firstIcons.reduce((n, i) => n + i.gzip, 0),
          },
          total: svgBytes + firstIcons.reduce((n, i) => n + i.gzip, 0),
        },
      };
    }
    const floors = pairs.map((p) => p.floor).filter((s) => s.cold);
    if (floors.length) {
      out.floor = {
        cold: {
          ...phase('floor', 'cold'),
          dataRequests: summarize(floors.map((s) => s.cold.dataRequests)).median,
        },
        show: phase('floor', 'show'),
        back: phase('floor', 'back'),
        pageChange: phase('floor', 'pageChange'),
        rows100: phase('floor', 'rows100'),
      };
      // The floor must ask for exactly what the admin asks for, or it is no floor.
      const adminUrls = (key) => (out[key]?.urls ?? []).filter((u) => !u.includes('/api/auth/'));
      out.floor.sameRequests = ['cold', 'show', 'back', 'pageChange', 'rows100'].every(
        (key) =>
          !out[key] ||
          !out.floor[key] ||
          JSON.stringify(adminUrls(key)) === JSON.stringify(out.floor[key].urls),
      );
    }
    if (admins.length && floors.length) {
      out.ratios = Object.fromEntries(
        ['cold', 'show', 'back', 'pageChange', 'rows100'].map((k) => [k, ratio(k)]),
      );
    }
    out.timeline = {
      admin: timeline('admin'),
      floor: timeline('floor'),
      client: timeline('client'),
    };
    const rowCost = (runs) => {
      const done = runs.filter((s) => s.rows100);
      if (!done.length) return undefined;
      return {
        nodesPerRow: done[0].rows100.rowNodes,
        // Rendering of the 100-row page once its last response is in, per row.
        msPerRow: summarize(done.map((s) => s.rows100.afterData / 100)).median,
      };
    };
    out.rows = { admin: rowCost(admins), floor: rowCost(floors) };
    if (errors.length) out.errors = errors;
    try {
      const visit = await visitEverything(browser, api.url);
      out.everyPage = {
        pages: visit.visited,
        js: bytesOf(visit.scripts, build),
        requests: visit.requests,
        heapUsed: visit.heapUsed,
        heapTotal: visit.heapTotal,
      };
      log(`  visited ${visit.visited.length} pages`);
    } catch (error) {
      out.everyPage = { error: error.message };
      log(`  visiting every page failed: ${error.message.split('\n')[0]}`);
    }
  } finally {
    await browser.close();
    await api.close();
  }
  return out;
}
