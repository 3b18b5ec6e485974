// @ts-check
'use strict';

/**
 * The demo API on a real Postgres server (DATABASE_URL, through `pg`): the same migrations,
 * queries and guarantees as on PGlite. The test starts its own server (initdb in a temporary
 * folder, 127.0.0.1, a free port) from the Postgres binaries it finds (PG_BIN, then
 * /usr/lib/postgresql/<version>/bin, then PATH), which `npm test` installs first when missing
 * (ensure-postgres.cjs); given DEMO_API_TEST_DATABASE_URL, it uses that database instead; with
 * neither (a spec run alone on a machine without Postgres) it is skipped, saying so.
 */

const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { describe, it, expect, beforeAll, afterAll, jest: jestApi } = require('@jest/globals');
const { startServer } = require('./server');
const { openEventStream } = require('./event-stream.testing');
const { postgresBin } = require('./ensure-postgres.cjs');

jestApi.setTimeout(60_000);

/** Postgres refuses to run as root: run it as the `postgres` user then. */
function runAs() {
  if (process.getuid?.() !== 0) return [];
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return found.status === 0 ? ['runuser', '-u', 'postgres', '--'] : null;
}

const GIVEN_URL = process.env.DEMO_API_TEST_DATABASE_URL;
const BIN = GIVEN_URL ? undefined : postgresBin();
const PREFIX = GIVEN_URL ? [] : runAs();
const available = Boolean(GIVEN_URL || (BIN && PREFIX));
if (!available) {
  console.warn(
    'postgres.spec.js skipped: no Postgres binaries found (set PG_BIN) and no ' +
      'DEMO_API_TEST_DATABASE_URL given',
  );
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string[]} command
 */
function run(command) {
  const [file, ...args] = [...(PREFIX ?? []), ...command];
  const result = spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
}

(available ? describe : describe.skip)('the demo API on a Postgres server', () => {
  /** @type {string} */
  let dir;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let postgres;
  /** @type {string} */
  let databaseUrl;
  /** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
  let api;

  beforeAll(async () => {
    if (GIVEN_URL) {
      databaseUrl = GIVEN_URL;
      return;
    }
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-postgres-'));
    fs.chmodSync(dir, 0o777);
    const data = path.join(dir, 'data');
    const bin = /** @type {string} */ (BIN);
    run([path.join(bin, 'initdb'), '-D', data, '-U', 'demo', '-A', 'trust', '-E', 'UTF8']);
    const port = await freePort();
    const [file, ...args] = [
      ...(PREFIX ?? []),
      path.join(bin, 'postgres'),
      '-D',
      data,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'fsync=on',
    ];
    postgres = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    postgres.stderr?.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 30_000;
    while (!/ready to accept connections/.test(log)) {
      if (Date.now() > deadline || postgres.exitCode !== null) {
        throw new Error(`Postgres did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    databaseUrl = `postgres://demo@127.0.0.1:${port}/postgres`;
  });

  afterAll(async () => {
    await api?.close();
    if (postgres && postgres.exitCode === null) {
      const exited = new Promise((resolve) => postgres?.once('exit', resolve));
      // The postmaster itself (runuser may not forward signals): SIGINT is a fast shutdown.
      const pidFile = path.join(dir, 'data', 'postmaster.pid');
      const pid = fs.existsSync(pidFile)
        ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
        : postgres.pid;
      if (pid) process.kill(pid, 'SIGINT');
      await exited;
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** @param {string} url @param {{ method?: string, token?: string, body?: unknown, headers?: Record<string, string> }} [options] */
  async function call(url, options = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api?.apiUrl}${url}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  const login = async () =>
    (
      await call('/auth/login', {
        method: 'POST',
        body: { email: 'admin@example.com', password: 'admin123' },
      })
    ).body.token;

  it('migrates and seeds the database, serves every dialect, and keeps the data', async () => {
    api = await startServer({
      port: 0,
      databaseUrl,
      reset: true,
      quiet: true,
      seed: { posts: 30 },
    });
    expect(api.database).toBe('postgres');
    expect(api.dataDir).toBeUndefined();
    expect(api.seeded).toBe(true);
    let token = await login();
    const page = await call('/posts?_page=2&_limit=5&_sort=views&_order=desc', { token });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('30');
    expect(page.body).toHaveLength(5);
    const french = await call('/posts/1', { token, headers: { 'accept-language': 'fr' } });
    expect(french.headers.get('content-language')).toBe('fr');
    const rest = await call('/simple-rest/posts?range=[0,4]&filter={"views_gte":1}', { token });
    expect(rest.headers.get('content-range')).toMatch(/^posts 0-4\/\d+$/);
    const laravel = await call('/laravel/posts?page=1&perPage=3&include=comments', { token });
    expect(laravel.body.meta.total).toBe(30);
    expect(Array.isArray(laravel.body.data[0].comments)).toBe(true);

    // Writes: references checked, versions, cascades.
    const orphan = await call('/comments', {
      method: 'POST',
      token,
      body: { body: 'x', postId: 999 },
    });
    expect(orphan.status).toBe(422);
    const post = await call('/posts', {
      method: 'POST',
      token,
      body: { title: 'On Postgres', userId: 1, tagIds: [1] },
    });
    expect(post.status).toBe(201);
    const comment = await call(`/posts/${post.body.id}/comments`, {
      method: 'POST',
      token,
      body: { body: 'Nested' },
    });
    expect(comment.status).toBe(201);
    const stale = await call(`/posts/${post.body.id}`, {
      method: 'PATCH',
      token,
      body: { views: 1 },
      headers: { 'if-match': '"7"' },
    });
    expect(stale.status).toBe(412);
    const deleted = await call(`/posts/${post.body.id}`, { method: 'DELETE', token });
    expect(deleted.status).toBe(200);
    expect((await call(`/comments/${comment.body.id}`, { token })).status).toBe(200);
    const purged = await call(`/posts/trash/${post.body.id}`, { method: 'DELETE', token });
    expect(purged.status).toBe(200);
    expect((await call(`/comments/${comment.body.id}`, { token })).status).toBe(404);
    // The history, written by the trigger at each commit: the cascade included, the refusal not.
    const versions = await call(`/comments/${comment.body.id}/history`, { token });
    expect(versions.body.data.map((/** @type {any} */ e) => e.action)).toEqual([
      'delete',
      'create',
    ]);
    const audit = await call(`/audit?resource=posts&action=purge`, { token });
    expect(audit.body.data[0]).toMatchObject({ recordId: post.body.id, user: { id: 1 } });
    const postVersions = await call(`/posts/${post.body.id}/history`, { token });
    expect(postVersions.body.data.map((/** @type {any} */ e) => e.action)).toEqual([
      'purge',
      'delete',
      'create',
    ]);
    const tag = await call('/tags', { method: 'POST', token, body: { name: 'kept' } });
    await api.close();

    // A restart reuses the data; two servers may share the database.
    api = await startServer({ port: 0, databaseUrl, quiet: true });
    const other = await startServer({ port: 0, databaseUrl, quiet: true });
    try {
      expect([api.seeded, other.seeded]).toEqual([false, false]);
      token = await login();
      expect((await call(`/tags/${tag.body.id}`, { token })).body.name).toBe('kept');
    } finally {
      await other.close();
    }
    await api.reset();
    token = await login();
    expect((await call(`/tags/${tag.body.id}`, { token })).status).toBe(404);
    expect((await call('/audit', { token })).body.total).toBe(0);
  });

  it("delivers the live events of two API servers over one database to each other's streams", async () => {
    await api?.close();
    api = undefined;
    const one = await startServer({ port: 0, databaseUrl, quiet: true });
    const two = await startServer({ port: 0, databaseUrl, quiet: true });
    /** @type {Awaited<ReturnType<typeof openEventStream>>[]} */
    const streams = [];
    try {
      /** @param {typeof one} server */
      const signIn = async (server) => {
        const res = await fetch(`${server.apiUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'editor@example.com', password: 'editor123' }),
        });
        return /** @type {string} */ ((await res.json()).token);
      };
      const tokens = [await signIn(one), await signIn(two)];
      for (const [i, server] of [one, two].entries()) {
        const stream = await openEventStream(server.apiUrl, { token: tokens[i] });
        streams.push(stream);
        expect((await stream.next()).event).toBe('ready');
      }
      /** @param {typeof one} server @param {string} token @param {string} name */
      const rename = (server, token, name) =>
        fetch(`${server.apiUrl}/tags/1`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        });
      expect((await rename(one, tokens[0], 'from one')).status).toBe(200);
      expect((await rename(two, tokens[1], 'from two')).status).toBe(200);
      for (const stream of streams) {
        const first = await stream.next();
        const second = await stream.next();
        expect([first.data.record.name, second.data.record.name]).toEqual(['from one', 'from two']);
        expect(first.data).toMatchObject({ resource: 'tags', id: 1, changed: ['name'] });
        expect(Number(second.id)).toBe(Number(first.id) + 1);
      }
      // A stream resumes on the other server from the id the first one gave.
      const resumed = await openEventStream(two.apiUrl, {
        token: tokens[1],
        lastEventId: Number(streams[0].messages[1].id),
      });
      streams.push(resumed);
      expect((await resumed.next()).data.resumed).toBe(true);
      expect((await resumed.next()).data.record.name).toBe('from two');

      // Presence and locks live in the database: a lock taken through one server holds on the
      // other, and the other's streams are told.
      /** @param {typeof one} server @param {string} token @param {string} tab */
      const edit = (server, token, tab) =>
        fetch(`${server.apiUrl}/tags/1/presence`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ tab, mode: 'edit' }),
        });
      expect((await edit(one, tokens[0], 'tab-on-server-one')).status).toBe(200);
      const told = await streams[1].next();
      expect(told.event).toBe('presence');
      expect(told.data).toMatchObject({
        resource: 'tags',
        id: 1,
        people: [{ mode: 'edit', tab: 'tab-on-server-one' }],
      });
      const refused = await edit(two, tokens[1], 'tab-on-server-two');
      expect(refused.status).toBe(409);
    } finally {
      for (const stream of streams) await stream.close();
      await one.close();
      await two.close();
    }
  });

  it('names a database it cannot reach', async () => {
    const port = await freePort();
    await expect(
      startServer({
        port: 0,
        databaseUrl: `postgres://demo@127.0.0.1:${port}/nowhere`,
        quiet: true,
      }),
    ).rejects.toThrow(`Could not connect to Postgres at 127.0.0.1:${port}/nowhere (DATABASE_URL)`);
  });
});
