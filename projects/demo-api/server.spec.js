// @ts-check
/* global Response */
'use strict';

/** startServer's options, persistence, static files and the command line. */

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { spawn } = require('node:child_process');
const { TextDecoder, TextEncoder } = require('node:util');
const { describe, it, expect, beforeEach, afterEach, jest: jestApi } = require('@jest/globals');
const { startServer, openData, parseArgs, dataDirFromEnv, DEFAULT_DATA_DIR } = require('./server');
const { generateSeed } = require('./lib/seed');

// Each test starts PGlite databases: a few seconds each on a busy machine.
jestApi.setTimeout(90_000);

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */

/** @type {string} */
let dir;
/** @type {Api[]} */
let running = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-server-'));
  running = [];
});

afterEach(async () => {
  await Promise.all(running.map((api) => api.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** @param {import('./server').ServerOptions} options */
async function start(options) {
  const api = await startServer({
    port: 0,
    quiet: true,
    dataDir: path.join(dir, 'pglite'),
    ...options,
  });
  running.push(api);
  return api;
}

/**
 * A request with exactly these headers (fetch adds its own Accept-Encoding and decodes the body):
 * the status, headers and body as sent.
 * @param {string} url @param {Record<string, string>} [headers] @param {string} [method]
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function rawRequest(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

/** A body as decoded by its Content-Encoding. @param {{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }} res */
function decoded({ headers, body }) {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding) throw new Error(`unexpected Content-Encoding ${encoding}`);
  return body;
}

/** @param {Api} api */
async function adminToken(api) {
  const res = await fetch(`${api.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  return (await res.json()).token;
}

/** @param {Api} api @param {string} token @param {string} url */
async function get(api, token, url) {
  const res = await fetch(`${api.apiUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, total: res.headers.get('x-total-count'), body: await res.json() };
}

/** @param {Api} api @param {string} token @param {string} name */
async function createTag(api, token, name) {
  const res = await fetch(`${api.apiUrl}/tags`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describe('startServer', () => {
  it('seeds the data directory with the requested size, deterministically', async () => {
    const api = await start({ seed: { posts: 30, users: 5, prng: 9 } });
    expect(api.seeded).toBe(true);
    expect(api.dataDir).toBe(path.join(dir, 'pglite'));
    expect(api.database).toBe('pglite');
    const token = await adminToken(api);
    const posts = await get(api, token, '/posts?_limit=100');
    expect(posts.total).toBe('30');
    const expected = generateSeed({ posts: 30, users: 5, prng: 9 }).posts.map((p) => p.title);
    expect(posts.body.map((/** @type {any} */ p) => p.title)).toEqual(expected);
    expect((await get(api, token, '/users')).body).toHaveLength(5);
    await api.close();
    // Passwords are stored hashed, apart from the users.
    const { db } = await openData({ dataDir: path.join(dir, 'pglite') });
    try {
      const { rows } = await db.query('SELECT "userId", "passwordHash" FROM accounts ORDER BY 1');
      expect(rows.map((r) => r.userId)).toEqual([1, 2, 3]);
      expect(rows[0].passwordHash).toMatch(/^\$2[aby]\$08\$/);
      const users = await db.query('SELECT * FROM users WHERE id = 1');
      expect(JSON.stringify(users.rows)).not.toContain('admin123');
    } finally {
      await db.close();
    }
  });

  it('keeps changes across a restart, and --reset restores the seed', async () => {
    const first = await start({ seed: { posts: 10 } });
    const id = await createTag(first, await adminToken(first), 'persisted');
    await first.close();

    const second = await start({});
    expect(second.seeded).toBe(false);
    const token = await adminToken(second);
    expect((await get(second, token, `/tags/${id}`)).body.name).toBe('persisted');
    expect((await get(second, token, '/posts')).body).toHaveLength(10);
    await second.close();

    const third = await start({ reset: true });
    expect(third.seeded).toBe(true);
    const fresh = await adminToken(third);
    expect((await get(third, fresh, `/tags/${id}`)).status).toBe(404);
    expect((await get(third, fresh, '/posts')).body).toHaveLength(120);
  });

  it('reset() seeds again in place and signs everybody out', async () => {
    const api = await start({ seed: { posts: 6 } });
    const token = await adminToken(api);
    const id = await createTag(api, token, 'before reset');
    await api.reset();
    expect((await get(api, token, '/tags')).status).toBe(401);
    const fresh = await adminToken(api);
    expect((await get(api, fresh, `/tags/${id}`)).status).toBe(404);
    expect((await get(api, fresh, '/posts')).total).toBe('6');
    expect((await createTag(api, fresh, 'after reset')) > 0).toBe(true);
  });

  it('reports an unusable data directory clearly', async () => {
    const file = path.join(dir, 'pglite');
    fs.writeFileSync(file, '{}');
    await expect(start({})).rejects.toThrow(`Data directory ${file} is a file`);
    fs.rmSync(file);
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, 'notes.txt'), 'mine');
    await expect(start({})).rejects.toThrow(
      `Data directory ${file} is not empty and holds no PGlite database`,
    );
  });

  it('rejects bad options', async () => {
    await expect(start(/** @type {any} */ ({ prot: 3000 }))).rejects.toThrow(
      'startServer option "prot" is unknown',
    );
    await expect(start({ port: 70000 })).rejects.toThrow('port must be an integer from 0 to 65535');
    await expect(start({ seed: { posts: -2 } })).rejects.toThrow('seed.posts must be');
    await expect(start({ static: dir })).rejects.toThrow(`static folder ${dir} has no index.html`);
    await expect(start(/** @type {any} */ ({ dataFile: 'db.json' }))).rejects.toThrow(
      'startServer option "dataFile" is now "dataDir"',
    );
    await expect(start({ databaseUrl: 'mysql://x' })).rejects.toThrow(
      'databaseUrl must be a postgres:// URL',
    );
    const api = await start({});
    await expect(start({ port: api.port })).rejects.toThrow(
      `Port ${api.port} on 127.0.0.1 is already in use`,
    );
  });
});

describe('static SPA', () => {
  /** @type {Api} */
  let api;
  let app = '';
  /** A built bundle: hashed, large enough to compress. */
  const bundle = Array.from({ length: 500 }, (_, i) => `console.log("line ${i % 7}");`).join('\n');
  const index = `<!doctype html><title>SPA</title>${'<p>the app</p>'.repeat(50)}`;
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  beforeEach(async () => {
    app = path.join(dir, 'app');
    fs.mkdirSync(path.join(app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(app, 'index.html'), index);
    fs.writeFileSync(path.join(app, 'assets', 'main.js'), 'console.log(1);');
    // esbuild's hash (main) and the chunk optimizer's (rolldown: mixed case, `-` and `_`).
    fs.writeFileSync(path.join(app, 'main-ABCDEFGH.js'), bundle);
    fs.writeFileSync(path.join(app, 'chunk-B1o_J0-H.js'), bundle.replace(/line/g, 'chunk'));
    api = await start({ static: app, seed: { posts: 3 } });
  });

  it('serves files and index.html for client routes', async () => {
    for (const url of ['/', '/posts', '/posts/1/edit', '/login?next=%2Fposts']) {
      const res = await fetch(`${api.url}${url}`);
      expect([url, res.status]).toEqual([url, 200]);
      expect(await res.text()).toContain('<title>SPA</title>');
    }
    const script = await fetch(`${api.url}/assets/main.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toBe('console.log(1);');
    expect((await fetch(`${api.url}/assets/missing.js`)).status).toBe(404);
  });

  it('never answers /api with the SPA', async () => {
    const anonymous = await fetch(`${api.apiUrl}/posts`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/json/);
    const token = await adminToken(api);
    for (const url of ['/nothing', '/posts/1/nothing', '']) {
      const res = await fetch(`${api.apiUrl}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, res.status]).toEqual([url, 404]);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it('sends files and pages brotli or gzip compressed as Accept-Encoding asks', async () => {
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0', 'br'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      /** @type {Record<string, string>} */
      const headers = accept ? { 'accept-encoding': accept } : {};
      const script = await rawRequest(`${api.url}/main-ABCDEFGH.js`, headers);
      expect([accept, script.status, script.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(script.headers.vary).toBe('accept-encoding');
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(decoded(script).toString()).toBe(bundle);
      if (encoding) expect(script.body.length).toBeLessThan(bundle.length / 10);

      const page = await rawRequest(`${api.url}/posts/1`, headers);
      expect([accept, page.status, page.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(decoded(page).toString()).toBe(index);
    }
    const head = await rawRequest(
      `${api.url}/main-ABCDEFGH.js`,
      { 'accept-encoding': 'br' },
      'HEAD',
    );
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(
      fs.statSync(path.join(app, 'main-ABCDEFGH.js.br')).size,
    );
    expect(head.body.length).toBe(0);
  });

  it('caches hashed bundles for a year in every encoding, and nothing else', async () => {
    for (const file of ['main-ABCDEFGH.js', 'chunk-B1o_J0-H.js']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const res = await rawRequest(`${api.url}/${file}`, { 'accept-encoding': accept });
        expect([file, accept, res.headers['cache-control']]).toEqual([file, accept, IMMUTABLE]);
      }
    }
    for (const url of ['/', '/posts', '/assets/main.js', '/index.html']) {
      const res = await rawRequest(`${api.url}${url}`, { 'accept-encoding': 'br' });
      expect([url, res.status, res.headers['cache-control']]).toEqual([url, 200, undefined]);
      // Without Last-Modified, no browser guesses a freshness for the page: it asks every time.
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('compresses once, at start: requests send the stored copies, a restart writes none', async () => {
    expect(api.precompressed?.written).toEqual(
      expect.arrayContaining(['main-ABCDEFGH.js.br', 'main-ABCDEFGH.js.gz', 'index.html.br']),
    );
    // Another valid brotli encoding of the bundle in place of the stored copy: a server that
    // compressed per request would send its own bytes, not these.
    const copy = path.join(app, 'main-ABCDEFGH.js.br');
    const other = zlib.brotliCompressSync(bundle, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    expect(other.equals(fs.readFileSync(copy))).toBe(false);
    fs.writeFileSync(copy, other);
    for (let i = 0; i < 2; i++) {
      const res = await rawRequest(`${api.url}/main-ABCDEFGH.js`, { 'accept-encoding': 'br' });
      expect(res.body.equals(other)).toBe(true);
    }

    await api.close();
    api = await start({ static: app, seed: { posts: 3 } });
    expect(api.precompressed?.written).toEqual([]);
    const res = await rawRequest(`${api.url}/main-ABCDEFGH.js`, { 'accept-encoding': 'br' });
    expect(res.body.equals(other)).toBe(true);
  });
});

describe('command line', () => {
  it('parses the flags into startServer options', () => {
    expect(parseArgs([])).toEqual({ help: false, options: {} });
    expect(
      parseArgs([
        '--port',
        '0',
        '--posts=10000',
        '--reset',
        '--data',
        'x-data',
        '--static',
        'dist/demo/browser',
        '--prng',
        '3',
        '--token-ttl',
        '60',
        '--quiet',
      ]),
    ).toEqual({
      help: false,
      options: {
        port: 0,
        seed: { posts: 10000, prng: 3 },
        reset: true,
        dataDir: 'x-data',
        static: 'dist/demo/browser',
        tokenTtl: 60,
        quiet: true,
      },
    });
    expect(parseArgs(['--help'])).toEqual({ help: true });
    expect(() => parseArgs(['--posts', 'many'])).toThrow('--posts needs a number, got "many"');
    expect(() => parseArgs(['--data'])).toThrow('--data needs a value');
    expect(() => parseArgs(['--verbose'])).toThrow('unknown option "--verbose"');
  });

  it('runs the server, prints the URL and accounts, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [
        path.join(__dirname, 'server.js'),
        '--port',
        '0',
        '--posts',
        '4',
        '--data',
        path.join(dir, 'cli'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 60_000;
    while (!/stop with Ctrl-C/.test(output) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const apiUrl = /listening on (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(output)?.[1];
    expect(apiUrl).toBeDefined();
    expect(output).toContain('admin@example.com');
    expect(output).toContain('editor123');
    expect(output).toContain('viewer@example.com');
    expect((await fetch(`${apiUrl}/auth/me`)).status).toBe(401);
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dir, 'cli', 'PG_VERSION'))).toBe(true);
  });

  it('takes the data directory from DEMO_DATA_DIR, else the default one', () => {
    expect(DEFAULT_DATA_DIR).toBe(path.join(__dirname, 'data', 'pglite'));
    expect(dataDirFromEnv({})).toBe(DEFAULT_DATA_DIR);
    expect(dataDirFromEnv({ DEMO_DATA_DIR: '' })).toBe(DEFAULT_DATA_DIR);
    expect(dataDirFromEnv({ DEMO_DATA_DIR: path.join(dir, 'env') })).toBe(path.join(dir, 'env'));
    expect(dataDirFromEnv({ DEMO_DATA_DIR: 'rel' })).toBe(path.resolve('rel'));
  });

  it('uses DEMO_DATA_DIR without --data', async () => {
    const data = path.join(dir, 'env');
    const child = spawn(process.execPath, [path.join(__dirname, 'server.js'), '--port', '0'], {
      env: { ...process.env, DEMO_DATA_DIR: data, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 60_000;
    while (!/stop with Ctrl-C/.test(output) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain(`data: ${data} (new seed`);
    expect(fs.existsSync(path.join(data, 'PG_VERSION'))).toBe(true);
  });
});

describe('server rendering (ssr)', () => {
  /** @type {Api} */
  let api;
  /** @type {string[]} */
  const rendered = [];
  let app = '';

  /** @type {import('./lib/app').PageRenderer} */
  const render = async (request) => {
    rendered.push(String(request.url));
    if (request.url === '/boom') throw new Error('render failed');
    if (!/admin\.token=/.test(String(request.headers.cookie))) return null;
    return new Response(`<p>rendered ${request.url}</p>`, {
      status: request.url === '/missing' ? 404 : 200,
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
  };

  beforeEach(async () => {
    rendered.length = 0;
    app = path.join(dir, 'app');
    fs.mkdirSync(path.join(app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>SPA</title>');
    fs.writeFileSync(path.join(app, 'assets', 'main.js'), 'console.log(1);');
    api = await start({ static: app, ssr: render, seed: { posts: 3 } });
  });

  /** @param {string} url @param {string} [cookie] */
  const page = (url, cookie) =>
    fetch(`${api.url}${url}`, { headers: cookie ? { cookie } : {} }).then(async (res) => ({
      status: res.status,
      cache: res.headers.get('cache-control'),
      body: await res.text(),
    }));

  it('renders page URLs first, with the status and headers of the render', async () => {
    expect(await page('/posts?page=2', 'admin.token=abc')).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: '<p>rendered /posts?page=2</p>',
    });
    expect((await page('/missing', 'admin.token=abc')).status).toBe(404);
  });

  it('compresses rendered pages as Accept-Encoding asks, varying on it', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ]) {
      const res = await rawRequest(`${api.url}/posts`, {
        cookie: 'admin.token=abc',
        ...(accept ? { 'accept-encoding': accept } : {}),
      });
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([
        accept,
        200,
        encoding,
      ]);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(decoded(res).toString()).toBe('<p>rendered /posts</p>');
    }
  });

  it('streams a render: its first part reaches the browser before the rest is ready', async () => {
    /** @type {() => void} */
    let finish = () => undefined;
    const rest = new Promise((resolve) => (finish = () => resolve(undefined)));
    const encoder = new TextEncoder();
    await api.close();
    api = await start({
      static: app,
      ssr: async () =>
        new Response(
          new globalThis.ReadableStream({
            async start(controller) {
              controller.enqueue(encoder.encode('<!DOCTYPE html>'));
              await rest;
              controller.enqueue(encoder.encode('<p>rendered</p>'));
              controller.close();
            },
          }),
          { headers: { 'content-type': 'text/html' } },
        ),
      seed: { posts: 1 },
    });
    // Compressed, each part flushed as it comes (fetch decodes it).
    const response = await fetch(`${api.url}/posts`, {
      headers: { cookie: 'admin.token=abc', 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('<!DOCTYPE html>');
    finish();
    let text = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += new TextDecoder().decode(part.value);
    }
    expect(text).toBe('<p>rendered</p>');
  });

  it('serves the client-rendered page when the render declines or fails', async () => {
    expect((await page('/posts')).body).toContain('<title>SPA</title>');
    const errors = jestApi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await page('/boom', 'admin.token=abc')).toMatchObject({ status: 200 });
    expect((await page('/boom', 'admin.token=abc')).body).toContain('<title>SPA</title>');
    expect(errors).toHaveBeenCalledWith(
      'demo-api: rendering /boom on the server failed:',
      expect.objectContaining({ message: 'render failed' }),
    );
    errors.mockRestore();
  });

  it('never renders files or API URLs', async () => {
    expect(await (await fetch(`${api.url}/assets/main.js`)).text()).toBe('console.log(1);');
    expect((await fetch(`${api.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${api.apiUrl}/nothing`)).status).toBe(404);
    expect(rendered).toEqual([]);
  });

  it('rejects an ssr option it cannot use', async () => {
    await expect(start({ ssr: render })).rejects.toThrow('ssr needs static');
    await expect(start({ static: app, ssr: path.join(dir, 'none.mjs') })).rejects.toThrow(
      'does not exist (build the app for the server first)',
    );
    await expect(start({ static: app, ssr: /** @type {any} */ (42) })).rejects.toThrow(
      'ssr must be the path of a server bundle or a render(request) function',
    );
  });
});
