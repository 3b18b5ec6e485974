// Live updates under load (issue 37 item 6): "events reach a second browser within 2 s at the
// median under the demo's 50-client load test with nothing lost".
//
// The demo API serves the production build (seeded, in its own process). A second browser (headless
// Chromium) is signed in as the admin with the posts list open: live updates on, as the demo
// ships. Meanwhile 50 clients mix reads and writes as the API's load test does (hardening.spec.js:
// tag creations, post updates, list pages), and a probe writer renames one of the rows the browser
// shows every 250 ms to a unique `live probe <n>`, as another user (the editor). Measured:
// - latency: from the moment the probe's PATCH is sent to the moment its title shows in the
//   browser's list (a MutationObserver in the page, `Date.now()` on one machine's clock): median,
//   95th percentile and maximum;
// - nothing lost: an EventSource in that browser, as the same user, receives every write the API
//   acknowledged (each creation by id, each update by id and version), exactly once;
// - the load itself: requests, failures, requests per second.
/* global document, window, localStorage, EventSource, MutationObserver */
import { createRequire } from 'node:module';

import { chromium } from 'playwright-core';

import { ADMIN, signedInPage, startApi } from './browser.mjs';
import { etagVersion, missingEvents } from './live-events.mjs';
import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);
const { CHROMIUM, CHROMIUM_ARGS, ensureChromium } = require('../e2e/support/chromium.cjs');

const EDITOR = { email: 'editor@example.com', password: 'editor123' };
const ROW = 'va-list tr.va-row';
const PROBE_EVERY_MS = 250;
/** How long after the load the browser may still take to show the last writes. */
const DRAIN_MS = 10_000;

async function login(url, { email, password }) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`signing in as ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/** Runs in the browser: times each probe title's first appearance in the list. */
function watchProbes() {
  const seen = {};
  const scan = () => {
    const table = document.querySelector('va-list table');
    if (!table) return;
    const now = Date.now();
    for (const match of table.textContent.matchAll(/live probe (\d+)/g)) seen[match[1]] ??= now;
  };
  new MutationObserver(scan).observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  window.__probes = seen;
}

/** Runs in the browser: every change the stream delivers to this user. */
function listen(apiUrl) {
  const events = [];
  const source = new EventSource(
    `${apiUrl}/events?access_token=${encodeURIComponent(localStorage.getItem('admin.token'))}`,
  );
  for (const type of ['created', 'updated', 'deleted']) {
    source.addEventListener(type, (message) => {
      const data = JSON.parse(message.data);
      events.push({ type, resource: data.resource, id: data.id, version: data.version });
    });
  }
  window.__events = events;
  return new Promise((resolve, reject) => {
    source.addEventListener('ready', () => resolve(true));
    source.onerror = () => reject(new Error('the event stream failed to open'));
  });
}

/**
 * Measures live updates under load. `browserDir`: the demo's production build, served by the API.
 */
export async function measureLive(
  root,
  browserDir,
  { clients = 50, seconds = 10, posts = 1000, log = console.log } = {},
) {
  ensureChromium();
  const api = await startApi(root, browserDir, posts);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const url = api.url;
    const { page } = await signedInPage(browser, url);
    await page.goto('/posts');
    await page.waitForSelector(`${ROW} a.va-row-show`, { timeout: 60_000 });
    const visible = await page.$$eval(`${ROW} a.va-row-show`, (links) =>
      links.map((a) => Number(a.getAttribute('href').split('/').pop())),
    );
    if (!visible.length) throw new Error('the posts list shows no rows');
    await page.evaluate(watchProbes);
    await page.evaluate(listen, `${url}/api`);

    const admin = await login(url, ADMIN);
    const editor = await login(url, EDITOR);
    /** @type {{ type: string, resource: string, id: number, version?: number }[]} */
    const written = [];
    const failures = [];
    let requests = 0;
    const deadline = Date.now() + seconds * 1000;
    const write = async (auth, method, path, body) => {
      const res = await fetch(`${url}/api${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      requests++;
      if (!res.ok) {
        failures.push(`${method} ${path}: ${res.status} ${await res.text()}`);
        return null;
      }
      const json = await res.json();
      const version = etagVersion(res.headers.get('etag')) ?? json.version ?? undefined;
      const [resource] = path.slice(1).split('/');
      written.push({
        type: method === 'POST' ? 'created' : 'updated',
        resource,
        id: json.id,
        version,
      });
      return json;
    };
    const client = async (n) => {
      const auth = { authorization: `Bearer ${n % 2 ? admin : editor}` };
      for (let i = 0; Date.now() < deadline; i++) {
        const kind = (n + i) % 4;
        if (kind === 0) await write(auth, 'POST', '/tags', { name: `live load ${n}-${i}` });
        else if (kind === 1)
          await write(auth, 'PATCH', `/posts/${1 + ((n * 7 + i) % 120)}`, { views: i });
        else {
          const res = await fetch(
            `${url}/api/posts?_page=${1 + ((n + i) % 5)}&_limit=25&_sort=views&_order=desc`,
            { headers: auth },
          );
          requests++;
          if (!res.ok) failures.push(`GET posts: ${res.status}`);
          await res.arrayBuffer();
        }
      }
    };
    /** @type {{ n: number, sent: number, acknowledged?: number }[]} */
    const probes = [];
    // Another user than the browser's (the editor): a tab does not apply its own user's writes
    // from the stream, it shows them already.
    const prober = async () => {
      const auth = { authorization: `Bearer ${editor}` };
      for (let n = 1; Date.now() < deadline; n++) {
        const id = visible[n % visible.length];
        const probe = { n, sent: Date.now() };
        probes.push(probe);
        await write(auth, 'PATCH', `/posts/${id}`, { title: `live probe ${n}` });
        probe.acknowledged = Date.now();
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, probe.sent + PROBE_EVERY_MS - Date.now())),
        );
      }
    };
    log(
      `  ${clients} clients for ${seconds} s, a probe every ${PROBE_EVERY_MS} ms, ${visible.length} rows watched`,
    );
    const started = Date.now();
    await Promise.all([prober(), ...Array.from({ length: clients }, (_, n) => client(n))]);
    const loadSeconds = (Date.now() - started) / 1000;

    // The last writes: wait until the browser shows every probe and holds every event, or DRAIN_MS.
    const drainUntil = Date.now() + DRAIN_MS;
    let shown = {};
    let received = [];
    for (;;) {
      ({ shown, received } = await page.evaluate(() => ({
        shown: { ...window.__probes },
        received: [...window.__events],
      })));
      const complete =
        probes.every((p) => shown[p.n] !== undefined) &&
        missingEvents(written, received).lost.length === 0;
      if (complete || Date.now() > drainUntil) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A probe overwritten by the next one on the same row before it rendered is not a loss of the
    // list's (it shows the newest title): it counts as not shown, and the stream check covers it.
    const seen = probes.filter((p) => shown[p.n] !== undefined);
    const latencies = seen.map((p) => shown[p.n] - p.sent);
    // The part after the API answered the write (the event's way: commit, NOTIFY, stream, page).
    const afterAck = seen
      .filter((p) => p.acknowledged !== undefined)
      .map((p) => shown[p.n] - p.acknowledged);
    const { lost, twice } = missingEvents(written, received);
    return {
      clients,
      seconds: loadSeconds,
      requests,
      requestsPerSecond: Math.round(requests / loadSeconds),
      failures: failures.length,
      failureSamples: failures.slice(0, 3),
      probes: probes.length,
      probesShown: latencies.length,
      latency: summarize(latencies),
      afterAcknowledged: summarize(afterAck),
      writeMs: summarize(probes.filter((p) => p.acknowledged).map((p) => p.acknowledged - p.sent)),
      writes: written.length,
      eventsReceived: received.length,
      lost: lost.length,
      lostSamples: lost.slice(0, 5),
      twice: twice.length,
    };
  } finally {
    await browser.close();
    await api.close();
  }
}
