// @ts-check
'use strict';

/** startServer's options, persistence, static files and the command line. */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { describe, it, expect, beforeEach, afterEach } = require('@jest/globals');
const { startServer, parseArgs, dataFileFromEnv, DEFAULT_DATA_FILE } = require('./server');
const { generateSeed } = require('./lib/seed');

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
    dataFile: path.join(dir, 'db.json'),
    ...options,
  });
  running.push(api);
  return api;
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
  it('seeds the data file with the requested size, deterministically', async () => {
    const api = await start({ seed: { posts: 30, users: 5, prng: 9 } });
    expect(api.seeded).toBe(true);
    expect(api.dataFile).toBe(path.join(dir, 'db.json'));
    const token = await adminToken(api);
    const posts = await get(api, token, '/posts?_limit=100');
    expect(posts.total).toBe('30');
    const expected = generateSeed({ posts: 30, users: 5, prng: 9 }).posts.map((p) => p.title);
    expect(posts.body.map((/** @type {any} */ p) => p.title)).toEqual(expected);
    expect((await get(api, token, '/users')).body).toHaveLength(5);
    const file = JSON.parse(fs.readFileSync(api.dataFile, 'utf8'));
    expect(file.collections.posts).toEqual(generateSeed({ posts: 30, users: 5, prng: 9 }).posts);
    // Passwords are stored hashed, apart from the users.
    expect(file.accounts.map((/** @type {any} */ a) => a.userId)).toEqual([1, 2, 3]);
    expect(file.accounts[0].passwordHash).toMatch(/^\$2[aby]\$08\$/);
    expect(JSON.stringify(file)).not.toContain('admin123');
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

  it('saves changes to the file shortly after a write', async () => {
    const api = await start({ seed: { posts: 5 } });
    await createTag(api, await adminToken(api), 'saved soon');
    const deadline = Date.now() + 3000;
    let saved = false;
    while (!saved && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      saved = fs.readFileSync(api.dataFile, 'utf8').includes('saved soon');
    }
    expect(saved).toBe(true);
  });

  it('reports a broken data file clearly', async () => {
    const file = path.join(dir, 'db.json');
    fs.writeFileSync(file, '{ nope');
    await expect(start({})).rejects.toThrow(`Data file ${file} is not valid JSON`);
    fs.writeFileSync(file, JSON.stringify({ users: [] }));
    await expect(start({})).rejects.toThrow('is not a demo-api "demo-api/1" data file; start');
    const api = await start({ reset: true });
    expect(api.seeded).toBe(true);
  });

  it('rejects bad options', async () => {
    await expect(start(/** @type {any} */ ({ prot: 3000 }))).rejects.toThrow(
      'startServer option "prot" is unknown',
    );
    await expect(start({ port: 70000 })).rejects.toThrow('port must be an integer from 0 to 65535');
    await expect(start({ seed: { posts: -2 } })).rejects.toThrow('seed.posts must be');
    await expect(start({ static: dir })).rejects.toThrow(`static folder ${dir} has no index.html`);
    const api = await start({});
    await expect(start({ port: api.port })).rejects.toThrow(
      `Port ${api.port} on 127.0.0.1 is already in use`,
    );
  });
});

describe('static SPA', () => {
  /** @type {Api} */
  let api;

  beforeEach(async () => {
    const app = path.join(dir, 'app');
    fs.mkdirSync(path.join(app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(app, 'index.html'), '<!doctype html><title>SPA</title>');
    fs.writeFileSync(path.join(app, 'assets', 'main.js'), 'console.log(1);');
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
        'x.json',
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
        dataFile: 'x.json',
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
        path.join(dir, 'cli.json'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 5000;
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
    expect(fs.existsSync(path.join(dir, 'cli.json'))).toBe(true);
  });

  it('takes the data file from DEMO_DATA_FILE, else the default one', () => {
    expect(DEFAULT_DATA_FILE).toBe(path.join(__dirname, 'data', 'db.json'));
    expect(dataFileFromEnv({})).toBe(DEFAULT_DATA_FILE);
    expect(dataFileFromEnv({ DEMO_DATA_FILE: '' })).toBe(DEFAULT_DATA_FILE);
    expect(dataFileFromEnv({ DEMO_DATA_FILE: path.join(dir, 'env.json') })).toBe(
      path.join(dir, 'env.json'),
    );
    expect(dataFileFromEnv({ DEMO_DATA_FILE: 'rel.json' })).toBe(path.resolve('rel.json'));
  });

  it('uses DEMO_DATA_FILE without --data', async () => {
    const file = path.join(dir, 'env.json');
    const child = spawn(process.execPath, [path.join(__dirname, 'server.js'), '--port', '0'], {
      env: { ...process.env, DEMO_DATA_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 5000;
    while (!/stop with Ctrl-C/.test(output) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output).toContain(`data: ${file} (new seed`);
    expect(fs.existsSync(file)).toBe(true);
  });
});
