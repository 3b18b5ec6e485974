// `node bench/history.mjs [--posts 10000] [--entries 60000] [--runs 15]`: the record history and
// audit log at volume (issue 37 item 6, "an hour of history for 10 000 posts stays queryable within
// the list's usual time"). Seeds the demo API with `--posts` posts in a temporary PGlite
// directory, writes an hour of history into it (`--entries` post updates by 20 users, spread over
// the last hour: 60 000 is each post edited 6 times, about 17 writes a second), then times over
// HTTP, `--runs` times each (median, after one warm-up): the posts list's first page (the list's
// usual query) against a record's versions and the audit log's pages (unfiltered, by user, by
// resource and action, by date, a deep page). It also times one update written with and without the
// history trigger (what recording costs a write). Prints a Markdown table; ends by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { startServer, openData } = require('../projects/demo-api/server.js');

/** @param {string} name @param {number} fallback */
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} must be a whole number ≥ 1, got "${process.argv[at + 1]}"`);
  }
  return value;
}

const posts = option('posts', 10_000);
const entries = option('entries', 60_000);
const runs = option('runs', 15);
const seed = { posts, comments: posts, users: 20 };

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** @param {() => Promise<unknown>} run */
async function time(run) {
  await run(); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const dir = mkdtempSync(join(tmpdir(), 'admin-bench-history-'));
const dataDir = join(dir, 'pglite');
try {
  // 1. The data, and an hour of history written straight into the table.
  let started = performance.now();
  const { db } = await openData({ dataDir, seed });
  console.error(`seeded ${posts} posts in ${Math.round(performance.now() - started)} ms`);
  started = performance.now();
  await db.query(
    `INSERT INTO history (at, resource, "recordId", action, version, "userId", "userName",
       changed, before, after)
     SELECT now() - interval '1 hour' + g * (interval '1 hour' / $1), 'posts', p.id, 'update',
       p.version + 1 + g / $2, 1 + g % 20, 'User ' || (1 + g % 20), '{title}',
       jsonb_build_object('title', p.title),
       (to_jsonb(p) - 'version') || jsonb_build_object('title', p.title || ' (edit ' || g || ')')
     FROM generate_series(0, $1 - 1) AS g JOIN posts p ON p.id = 1 + g % $2`,
    [entries, posts],
  );
  await db.query(`ANALYZE history`);
  console.error(`wrote ${entries} entries in ${Math.round(performance.now() - started)} ms`);

  // 2. What recording costs a write: one post update per transaction, trigger on and off.
  /** @param {number} id */
  const update = (id) =>
    db.transaction(async (tx) => {
      await tx.query(`UPDATE posts SET views = views + 1, version = version + 1 WHERE id = $1`, [
        id,
      ]);
      await tx.query(`SELECT set_config('demo.actor_id', '1', true)`);
    });
  let next = 1;
  const withHistory = await time(() => update(next++));
  await db.query(`ALTER TABLE posts DISABLE TRIGGER posts_history`);
  const withoutHistory = await time(() => update(next++));
  await db.query(`ALTER TABLE posts ENABLE TRIGGER posts_history`);
  await db.close();

  // 3. The pages, over HTTP.
  const api = await startServer({ port: 0, dataDir, quiet: true, seed });
  try {
    const login = await fetch(`${api.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const { token } = await login.json();
    /** @param {string} url */
    const get = async (url) => {
      const reply = await fetch(`${api.apiUrl}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!reply.ok) throw new Error(`GET ${url}: ${reply.status} ${await reply.text()}`);
      return reply.json();
    };
    const since = new Date(Date.now() - 20 * 60_000).toISOString();
    const until = new Date(Date.now() - 10 * 60_000).toISOString();
    const pages = [
      ['Posts list, first page (the list’s usual query)', '/posts?_page=1&_limit=25&_sort=id'],
      ['Posts list, sorted by title, page 40', '/posts?_page=40&_limit=25&_sort=title'],
      ['A post’s versions (History panel)', `/posts/${Math.ceil(posts / 2)}/history`],
      ['Audit log, first page', '/audit'],
      ['Audit log, by user', '/audit?user=7'],
      ['Audit log, by resource and action', '/audit?resource=posts&action=update'],
      ['Audit log, 10 minutes of one day', `/audit?from=${since}&to=${until}`],
      ['Audit log, page 100', '/audit?page=100'],
    ];
    const first = await get('/audit');
    if (entries > 10_000 !== !!first.totalCapped) {
      throw new Error(`the audit log counts ${first.total} entries (capped: ${first.totalCapped})`);
    }
    const rows = [];
    for (const [name, url] of pages) rows.push([name, await time(() => get(url))]);
    const list = rows[0][1];
    console.log(`\n${posts} posts, ${entries} history entries (an hour), median of ${runs} runs\n`);
    console.log('| Request | ms | × list |');
    console.log('| --- | --- | --- |');
    for (const [name, ms] of rows) {
      console.log(`| ${name} | ${ms.toFixed(1)} | ${(ms / list).toFixed(2)} |`);
    }
    console.log(
      `\nOne post update (a transaction): ${withHistory.toFixed(2)} ms with the history trigger, ` +
        `${withoutHistory.toFixed(2)} ms without`,
    );
  } finally {
    await api.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
