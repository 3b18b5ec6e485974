// The cold list of the fresh `ng add` app (bench/fresh-app.mjs) against the hand-written floor, in
// one run: its production build served by the demo API (the same seed as the demo's run), one
// cold load of /posts after another, alternating with the floor's, each in a fresh browser
// context with the session of a signed-in user; measured as bench/browser.mjs measures the demo's
// (until its 25 rows and every reference label show).
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { PAGES, listRun, signIn, stageFloor, startApi } from './browser.mjs';
import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM, CHROMIUM_ARGS, ensureChromium } = require('../e2e/support/chromium.cjs');

/** The cold-list target of the client-rendered build (issue 33, item 5): ≤ 2× the floor. */
export const FRESH_COLD_TARGET = 2;

/**
 * `runs` pairs (after `warmup`) of cold loads, the fresh app's and the floor's, order alternating;
 * their medians and the run-by-run ratio. A failed load is reported and the others still count.
 */
export async function measureFreshCold(
  root,
  browserDir,
  { runs = 7, warmup = 1, posts = 10000, log = console.log } = {},
) {
  ensureChromium();
  stageFloor(root, browserDir);
  const api = await startApi(root, browserDir, posts);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const pairs = [];
  const errors = [];
  try {
    const session = await signIn(browser, api.url);
    const cold = async (name) => {
      try {
        const result = await listRun(browser, api.url, session, PAGES[name], { coldOnly: true });
        return result.cold;
      } catch (error) {
        const message = `${name}: ${error.message.split('\n')[0]}`;
        if (!errors.includes(message)) errors.push(message);
        return undefined;
      }
    };
    for (let i = 0; i < warmup + runs; i++) {
      const pair = {};
      for (const name of i % 2 ? ['floor', 'admin'] : ['admin', 'floor'])
        pair[name] = await cold(name);
      const ms = (c) => (c ? `${c.ms.toFixed(0)} ms` : 'failed');
      log(
        `  fresh app ${i < warmup ? 'warm-up' : `run ${i - warmup + 1}/${runs}`}: cold ${ms(pair.admin)} ` +
          `(${pair.admin?.requests ?? '?'} requests), floor ${ms(pair.floor)}`,
      );
      if (i >= warmup) pairs.push(pair);
      if (!pair.admin && !pair.floor && errors.length >= 2) break;
    }
  } finally {
    await browser.close();
    await api.close();
  }
  const both = pairs.filter((p) => p.admin && p.floor && p.floor.ms > 0);
  if (!both.length) throw new Error(`no cold load measured: ${errors.join('; ')}`);
  return {
    posts,
    cold: {
      ...summarize(both.map((p) => p.admin.ms)),
      requests: summarize(both.map((p) => p.admin.requests)).median,
      urls: both[0].admin.urls,
    },
    floor: summarize(both.map((p) => p.floor.ms)),
    ratio: summarize(both.map((p) => p.admin.ms / p.floor.ms)),
    errors,
  };
}
