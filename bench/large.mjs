// Large lists (issue 38 §3): "a 1 000-row page renders within 2× its floor" and "scrolling
// 10 000 rows has no long task over 50 ms".
//
// The demo API serves the production build, seeded with 1 000 posts (so 10 000 comments: 3 per
// post, at least 10 000). The demo's comments list is an infinite list of 1 000 rows a request.
// - 1 000-row page: signed in, the posts list open (a full load, not measured), a click on the
//   menu's Comments link until the list says "1,000 of …" and the references of the rows in view
//   are shown (no cell busy). The floor (bench/floor/large.html), in the same browser, alternating
//   run by run: a click until the same requests (recorded from the admin's run) are answered and
//   all 1 000 rows are rendered by hand in a plain <table>, every row in the DOM. Both end after
//   the next frame (painted). The admin's rows are virtual (only those in view are rendered): the
//   floor renders 40 times as many rows, which is what a list without virtual scrolling does.
// - Scrolling 10 000 rows: the comments list freshly loaded, a PerformanceObserver of `longtask`
//   entries, then the viewport scrolled one screen per frame to the end, waiting for each next
//   page as it loads, until the last of 10 000 rows shows. Reported: long tasks (over 50 ms, as
//   the browser defines them), the longest, the longest frame, the most rows in the DOM.
/* global document, window, performance, requestAnimationFrame, PerformanceObserver */
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { signedInPage, stageFloor, startApi } from './browser.mjs';
import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM, CHROMIUM_ARGS, ensureChromium } = require('../e2e/support/chromium.cjs');

const FLOOR_LARGE = '/__floor/large.html';
const COMMENTS_LINK = 'va-menu a[href="/all-comments"]';

/**
 * Runs in the page: clicks `selector`, resolves with the ms until `ready()` holds after a frame,
 * and the ms of that after the last API response the click caused had arrived (the rendering).
 */
function clickUntil({ selector, ready }) {
  const done = new Function(`return (${ready})();`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    document.querySelector(selector).click();
    const check = () => {
      if (performance.now() - started > 60_000) reject(new Error(`${selector}: not ready in 60 s`));
      else if (done())
        requestAnimationFrame(() => {
          const ended = performance.now();
          const data = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/api/') && entry.startTime >= started)
            .reduce((last, entry) => Math.max(last, entry.responseEnd), started);
          resolve({ ms: ended - started, afterData: ended - data });
        });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** The admin's comments list is there: 1 000 rows loaded, the cells in view not busy. */
function adminReady() {
  const count = document.querySelector('va-list .va-loaded-count')?.textContent ?? '';
  return (
    /^\s*1,000 of/.test(count) &&
    document.querySelectorAll('va-list .va-vviewport .va-row').length > 0 &&
    !document.querySelector('va-list .va-vviewport [aria-busy="true"]')
  );
}

/** Runs in the page: scrolls the infinite list to its last row, watching long tasks and frames. */
async function scrollThrough() {
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
  });
  observer.observe({ type: 'longtask' });
  const viewport = document.querySelector('va-list .va-vviewport');
  const count = () => {
    const text = document.querySelector('va-list .va-loaded-count')?.textContent ?? '';
    const [loaded, total] = (text.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
    return { loaded, total };
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let longestFrame = 0;
  let mostRows = 0;
  let frames = 0;
  let last = performance.now();
  const started = last;
  for (;;) {
    viewport.scrollTop += viewport.clientHeight;
    await frame();
    const now = performance.now();
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
    frames++;
    mostRows = Math.max(mostRows, viewport.querySelectorAll('.va-row').length);
    const { loaded, total } = count();
    const atEnd = viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 1;
    if (atEnd && loaded === total && viewport.querySelector(`.va-row[data-index="${total - 1}"]`)) {
      observer.disconnect();
      return {
        rows: total,
        ms: Math.round(now - started),
        frames,
        longTasks: tasks.length,
        longestTask: tasks.length ? Math.max(...tasks) : 0,
        tasks,
        longestFrame: Math.round(longestFrame),
        mostRows,
      };
    }
    if (now - started > 180_000) throw new Error(`scrolled for 3 minutes: ${loaded} of ${total}`);
  }
}

/**
 * Measures the large list. `browserDir`: the demo's production build, served by the API.
 */
export async function measureLarge(root, browserDir, { runs = 7, log = console.log } = {}) {
  ensureChromium();
  stageFloor(root, browserDir);
  const api = await startApi(root, browserDir, 1000);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const { page, context } = await signedInPage(browser, api.url);
    const origin = new URL(api.url).origin;
    /** The data requests of an admin run (the floor sends them again). */
    let requests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && /^\/api\/(comments|posts)$/.test(url.pathname)) {
        requests.push(url.pathname + url.search);
      }
    });
    // Each measured page in front: a page behind another gets its frames throttled.
    const admin = async () => {
      await page.bringToFront();
      await page.goto('/posts');
      await page.waitForSelector('va-list .va-row', { timeout: 60_000 });
      await page.waitForSelector(COMMENTS_LINK);
      requests = [];
      const { ms, afterData } = await page.evaluate(clickUntil, {
        selector: COMMENTS_LINK,
        ready: adminReady.toString(),
      });
      const rows = await page.locator('va-list .va-vviewport .va-row').count();
      return { ms, afterData, rows, requests: [...requests] };
    };
    const floorPage = await context.newPage();
    const floor = async (sent) => {
      await floorPage.bringToFront();
      await floorPage.goto(FLOOR_LARGE);
      const list = sent.find((url) => url.startsWith('/api/comments'));
      const refs = sent.filter((url) => url.startsWith('/api/posts?'));
      if (!list) throw new Error(`the admin sent no comments request (${sent.join(', ')})`);
      await floorPage.evaluate(
        ([listUrl, refUrls]) => {
          const button = document.createElement('button');
          button.id = 'go';
          button.onclick = () => void window.__floorLarge(listUrl, refUrls);
          document.body.prepend(button);
        },
        [list, refs],
      );
      const { ms, afterData } = await floorPage.evaluate(clickUntil, {
        selector: '#go',
        ready: (() => document.querySelectorAll('#floor tr.va-row').length === 1000).toString(),
      });
      const rows = await floorPage.locator('#floor tr.va-row').count();
      return { ms, afterData, rows };
    };

    // Warm-up: the pages' code in the HTTP cache, the server's query plans.
    const warm = await admin();
    await floor(warm.requests);
    const samples = { admin: [], floor: [], ratios: [], adminRender: [], floorRender: [] };
    let shown = null;
    for (let run = 0; run < runs; run++) {
      const a = await admin();
      const f = await floor(a.requests);
      samples.admin.push(a.ms);
      samples.floor.push(f.ms);
      samples.ratios.push(a.ms / f.ms);
      samples.adminRender.push(a.afterData);
      samples.floorRender.push(f.afterData);
      shown = { adminRows: a.rows, floorRows: f.rows, requests: a.requests };
      log(
        `  run ${run + 1}: admin ${Math.round(a.ms)} ms (${Math.round(a.afterData)} after the data; ${a.rows} rows in the DOM), ` +
          `floor ${Math.round(f.ms)} ms (${Math.round(f.afterData)}; ${f.rows})`,
      );
    }

    // Scrolling through every row, on a freshly loaded list (the only page left).
    await floorPage.close();
    await page.bringToFront();
    await page.goto('/all-comments');
    await page.waitForFunction(adminReady, undefined, { timeout: 60_000 });
    const scroll = await page.evaluate(scrollThrough);
    log(
      `  scrolled ${scroll.rows} rows in ${scroll.ms} ms (${scroll.frames} frames): ${scroll.longTasks} long tasks (longest ${scroll.longestTask} ms), longest frame ${scroll.longestFrame} ms, at most ${scroll.mostRows} rows in the DOM`,
    );
    return {
      page1000: summarize(samples.admin),
      floor: summarize(samples.floor),
      ratio: summarize(samples.ratios),
      // After the last response: the rendering alone (the admin's rows in view, the floor's 1 000).
      render: summarize(samples.adminRender),
      floorRender: summarize(samples.floorRender),
      ...shown,
      scroll,
    };
  } finally {
    await browser.close();
    await api.close();
  }
}
