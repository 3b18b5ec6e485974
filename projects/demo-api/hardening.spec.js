// @ts-check
'use strict';

/**
 * What the demo API refuses and guarantees: validated bodies (422 with field errors), missing
 * references, non-JSON (415) and oversized (413) bodies, the page size cap, literal search
 * patterns, sign-in throttling (429), record versions (ETag, If-Match → 412), JSON errors
 * without stack traces, the OpenAPI document, writes that survive `kill -9`, and a short load
 * test. One server for the file; `api.reset()` gives a fresh seed where needed.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { describe, it, expect, beforeAll, afterAll, jest: jestApi } = require('@jest/globals');
const { startServer } = require('./server');
const { BODY_LIMIT } = require('./lib/app');
const { MAX_PAGE_SIZE } = require('./lib/store');

jestApi.setTimeout(60_000);

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */

/** @type {string} */
let dir;
/** @type {Api} */
let api;
/** @type {string} */
let token;
let clock = Date.now();

/**
 * @param {string} method
 * @param {string} url under /api
 * @param {{ body?: unknown, raw?: string, type?: string, headers?: Record<string, string>,
 *   auth?: boolean }} [options]
 */
async function call(method, url, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { ...options.headers };
  if (options.auth !== false) headers.authorization = `Bearer ${token}`;
  let body;
  if (options.raw !== undefined) {
    body = options.raw;
    headers['content-type'] = options.type ?? 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${api.apiUrl}${url}`, { method, headers, body });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
  };
}

/** @param {string} email @param {string} password */
const login = (email, password) =>
  call('POST', '/auth/login', { body: { email, password }, auth: false });

/** Every answer to bad input: JSON `{ message }`, never a stack trace. @param {{ status: number, headers: Headers, text: string, body: any }} reply */
function expectJsonError(reply) {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof reply.body.message).toBe('string');
  expect(reply.text).not.toMatch(/\bat .+\.js:\d+|node_modules|Error:\s/);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-hardening-'));
  api = await startServer({
    port: 0,
    dataDir: path.join(dir, 'pglite'),
    quiet: true,
    now: () => clock,
  });
  token = (await login('admin@example.com', 'admin123')).body.token;
});

afterAll(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('request bodies', () => {
  it('refuses unknown fields and wrong types with 422 and field errors', async () => {
    const reply = await call('POST', '/posts', {
      body: {
        title: 42,
        userId: '1',
        views: -3,
        published: 'yes',
        publishedAt: 'yesterday',
        tagIds: [1, 1],
        secret: true,
      },
    });
    expect(reply.status).toBe(422);
    expectJsonError(reply);
    expect(reply.body.errors).toEqual({
      title: ['must be a text'],
      userId: ['must be an integer'],
      views: ['must be >= 0'],
      published: ['must be true or false or null'],
      publishedAt: [expect.stringMatching(/^must be a date-time/)],
      tagIds: ['must not hold the same value twice'],
      secret: [expect.stringMatching(/^is not a field of posts \(fields: id, title/)],
    });
    const patch = await call('PATCH', '/tags/1', { body: { name: 'x', color: 'red' } });
    expect(patch.status).toBe(422);
    expect(Object.keys(patch.body.errors)).toEqual(['color']);
    const email = await call('PUT', '/categories/1', { body: { name: 'x'.repeat(201) } });
    expect(email.body.errors).toEqual({ name: ['must be at most 200 characters'] });
  });

  it('takes an ISO date for a date-time, and null for a defaulted field', async () => {
    const reply = await call('POST', '/posts', {
      body: { title: 'Dated', userId: 1, publishedAt: '2024-05-01', views: null, tagIds: null },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      publishedAt: '2024-05-01T00:00:00.000Z',
      views: 0,
      tagIds: [],
      published: false,
    });
  });

  it('refuses references to records that do not exist with 422', async () => {
    const reply = await call('POST', '/posts', {
      body: { title: 'Orphan', userId: 999, categoryId: 77, tagIds: [1, 98, 99] },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({
      userId: ['does not exist (no users record has id 999)'],
      categoryId: ['does not exist (no categories record has id 77)'],
      tagIds: ['do not exist (no tags records have ids 98, 99)'],
    });
    // Under a parent that does not exist, the path itself is not found (issue 19).
    const nested = await call('POST', '/posts/99999/comments', { body: { body: 'Lost' } });
    expect(nested.status).toBe(404);
    expect(nested.body.message).toContain('Not found: posts 99999');
    const lost = await call('POST', '/comments', { body: { body: 'Lost', postId: 99999 } });
    expect(lost.status).toBe(422);
    expect(lost.body.errors).toEqual({ postId: [expect.stringMatching(/^does not exist/)] });
    const patch = await call('PATCH', '/comments/1', { body: { postId: 123456 } });
    expect(patch.status).toBe(422);
  });

  it('refuses non-JSON with 415, oversized bodies with 413, broken JSON with 400', async () => {
    const text = await call('POST', '/tags', { raw: 'name=x', type: 'text/plain' });
    expect(text.status).toBe(415);
    expectJsonError(text);
    const form = await call('POST', '/tags', {
      raw: 'name=x',
      type: 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const big = await call('POST', '/posts', {
      body: { title: 'Big', userId: 1, body: 'x'.repeat(BODY_LIMIT) },
    });
    expect(big.status).toBe(413);
    expectJsonError(big);
    const broken = await call('POST', '/tags', { raw: '{"name":' });
    expect(broken.status).toBe(400);
    expectJsonError(broken);
    const empty = await call('POST', '/tags', { raw: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['must be a JSON object'] });
    const tag = await call('POST', '/tags', { body: { name: 'deleted with a JSON type' } });
    const removed = await call('DELETE', `/tags/${tag.body.id}`, { raw: '' });
    expect(removed.status).toBe(200);
    const poisoned = await call('POST', '/tags', { raw: '{"name":"x","__proto__":{"a":1}}' });
    expect(poisoned.status).toBe(400);
    expectJsonError(poisoned);
  });
});

describe('queries', () => {
  it(`caps the page size at ${MAX_PAGE_SIZE}`, async () => {
    for (const url of [
      `/posts?_page=1&_limit=${MAX_PAGE_SIZE + 1}`,
      `/posts?_start=0&_end=${MAX_PAGE_SIZE + 5}`,
      `/simple-rest/posts?range=[0,${MAX_PAGE_SIZE}]`,
      `/laravel/posts?page=1&perPage=${MAX_PAGE_SIZE + 1}`,
    ]) {
      const reply = await call('GET', url);
      expect([url, reply.status]).toEqual([url, 400]);
      expectJsonError(reply);
      expect(reply.body.message).toContain(`at most ${MAX_PAGE_SIZE}`);
    }
    const full = await call('GET', `/comments?_page=1&_limit=${MAX_PAGE_SIZE}`);
    expect(full.status).toBe(200);
  });

  it('matches search and like patterns literally, never as regular expressions', async () => {
    // A catastrophic pattern for a backtracking regex engine: answered at once, matching nothing.
    const evil = `${'(a+)+'.repeat(8)}$`;
    const started = Date.now();
    for (const url of [
      `/posts?title_like=${encodeURIComponent(evil)}`,
      `/posts?q=${encodeURIComponent(evil)}`,
      `/simple-rest/posts?filter=${encodeURIComponent(JSON.stringify({ title_q: evil }))}`,
      `/laravel/posts?filter[title]=${encodeURIComponent(evil)}`,
    ]) {
      const reply = await call('GET', url);
      expect([url, reply.status]).toEqual([url, 200]);
      expect(reply.headers.get('x-total-count') ?? String(reply.body.meta?.total)).toBe('0');
    }
    expect(Date.now() - started).toBeLessThan(5000);
    // SQL wildcards are literal too.
    for (const q of ['%', '_', '\\']) {
      const reply = await call('GET', `/posts?q=${encodeURIComponent(q)}&_limit=1`);
      expect(reply.headers.get('x-total-count')).toBe('0');
    }
    const dot = await call('GET', `/tags?name_like=${encodeURIComponent('\\.')}`);
    expect(dot.body).toEqual([]);
  });

  it(`answers a list asked without paging with at most ${MAX_PAGE_SIZE} records and the total`, async () => {
    await api.reset({ posts: 400, comments: 1200 });
    token = (await login('admin@example.com', 'admin123')).body.token;
    const all = await call('GET', '/comments');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(MAX_PAGE_SIZE);
    expect(all.headers.get('x-total-count')).toBe('1200');
    const laravel = await call('GET', '/laravel/comments');
    expect([laravel.body.data.length, laravel.body.meta.total]).toEqual([MAX_PAGE_SIZE, 1200]);
    const rest = await call('GET', '/simple-rest/comments');
    expect(rest.headers.get('content-range')).toBe(`comments 0-${MAX_PAGE_SIZE - 1}/1200`);
  });

  it('answers unknown fields, operators and relations with 400', async () => {
    for (const url of [
      '/posts?colour=red',
      '/posts?_sort=colour',
      '/posts?views_gte=many',
      '/posts?_embed=likes',
      '/posts?_page=0',
      '/simple-rest/posts?filter={bad',
      '/simple-rest/posts?sort=["title","UP"]',
      '/laravel/posts?filter[colour]=red',
      '/laravel/posts?locale=de',
    ]) {
      const reply = await call('GET', url);
      expect([url, reply.status]).toEqual([url, 400]);
      expectJsonError(reply);
    }
  });
});

describe('record versions', () => {
  it('sends an ETag and checks If-Match (412) on PUT, PATCH and DELETE', async () => {
    const created = await call('POST', '/tags', { body: { name: 'versioned' } });
    const id = created.body.id;
    const first = await call('GET', `/tags/${id}`);
    const etag = /** @type {string} */ (first.headers.get('etag'));
    expect(etag).toBe('"1"');
    expect(created.headers.get('etag')).toBe(etag);
    const notModified = await call('GET', `/tags/${id}`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);

    const patched = await call('PATCH', `/tags/${id}`, {
      body: { name: 'versioned 2' },
      headers: { 'if-match': etag },
    });
    expect(patched.status).toBe(200);
    expect(patched.headers.get('etag')).toBe('"2"');
    for (const [method, body] of [
      ['PUT', { name: 'stale' }],
      ['PATCH', { name: 'stale' }],
      ['DELETE', undefined],
    ]) {
      const stale = await call(/** @type {string} */ (method), `/tags/${id}`, {
        body,
        headers: { 'if-match': etag },
      });
      expect([method, stale.status]).toEqual([method, 412]);
      expectJsonError(stale);
      expect(stale.headers.get('etag')).toBe('"2"');
    }
    expect((await call('GET', `/tags/${id}`)).body.name).toBe('versioned 2');
    const star = await call('PUT', `/tags/${id}`, {
      body: { name: 'any version' },
      headers: { 'if-match': '*' },
    });
    expect(star.status).toBe(200);
    const removed = await call('DELETE', `/tags/${id}`, { headers: { 'if-match': '"3"' } });
    expect(removed.status).toBe(200);
  });
});

describe('record versions of translated records', () => {
  it('names the locale in the ETag; If-Match compares the version only', async () => {
    const en = await call('GET', '/posts/2');
    const fr = await call('GET', '/posts/2', { headers: { 'accept-language': 'fr' } });
    const [enTag, frTag] = [en.headers.get('etag'), fr.headers.get('etag')];
    expect(enTag).toMatch(/^"\d+-en"$/);
    expect(frTag).toBe(String(enTag).replace('-en"', '-fr"'));
    // A French copy is never revalidated by the English tag.
    const cached = await call('GET', '/posts/2', {
      headers: { 'accept-language': 'fr', 'if-none-match': String(enTag) },
    });
    expect(cached.status).toBe(200);
    const patched = await call('PATCH', '/posts/2', {
      body: { views: 3 },
      headers: { 'accept-language': 'fr', 'if-match': String(enTag) },
    });
    expect(patched.status).toBe(200);
    const stale = await call('PATCH', '/posts/2', {
      body: { views: 4 },
      headers: { 'if-match': String(frTag) },
    });
    expect(stale.status).toBe(412);
  });
});

describe('sign-in throttling', () => {
  it('answers repeated failed sign-ins with 429 and Retry-After, then lets them in again', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login('editor@example.com', `wrong${i}`)).status).toBe(401);
    }
    const blocked = await login('editor@example.com', 'editor123');
    expect(blocked.status).toBe(429);
    expectJsonError(blocked);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not blocked.
    expect((await login('viewer@example.com', 'viewer123')).status).toBe(200);
    const start = clock;
    try {
      clock = start + retryAfter * 1000;
      expect((await login('editor@example.com', 'editor123')).status).toBe(200);
    } finally {
      clock = start;
    }
  });
});

describe('OpenAPI document', () => {
  it('serves a valid OpenAPI 3.1 document of the json-server-style API', async () => {
    const reply = await call('GET', '/openapi.json', { auth: false });
    expect(reply.status).toBe(200);
    const document = reply.body;
    expect(document.openapi).toBe('3.1.0');
    // An ES module: loaded by Node itself (jest's sandbox does not load ES modules).
    const SwaggerParser = /** @type {any} */ (require('node:module'))._load(
      require.resolve('@apidevtools/swagger-parser'),
      null,
      false,
    );
    await SwaggerParser.validate(JSON.parse(JSON.stringify(document)));
    const post = document.components.schemas.Post;
    expect(post.required).toEqual(['id', 'title', 'userId']);
    expect(post.properties.id).toMatchObject({ type: 'integer', readOnly: true });
    expect(post.properties.publishedAt).toMatchObject({ format: 'date-time' });
    expect(post.properties.userId).toMatchObject({ 'x-references': 'users' });
    expect(document.components.schemas.User.properties.email.format).toBe('email');
    expect(document.components.schemas.User.properties.roles.items.enum).toEqual([
      'admin',
      'editor',
      'viewer',
    ]);
    const list = document.paths['/posts'].get;
    expect(list.parameters.map((/** @type {any} */ p) => p.name)).toEqual(
      expect.arrayContaining(['_page', '_limit', '_sort', '_order', 'q']),
    );
    expect(Object.keys(document.paths['/posts/{id}'])).toEqual(
      expect.arrayContaining(['get', 'put', 'patch', 'delete']),
    );
    // The writes take the writing tab's id (echoed in the live events), the reads do not.
    const names = (/** @type {any} */ operation) =>
      (operation.parameters ?? []).map((/** @type {any} */ p) => p.name);
    for (const write of [
      document.paths['/posts'].post,
      ...['put', 'patch', 'delete'].map((m) => document.paths['/posts/{id}'][m]),
    ]) {
      expect(names(write)).toContain('X-Admin-Client');
    }
    expect(names(document.paths['/posts/{id}'].get)).not.toContain('X-Admin-Client');
  });
});

describe('durability', () => {
  it('keeps a write answered 2xx when the process is killed with SIGKILL right after', async () => {
    const data = path.join(dir, 'killed');
    const script = `
      const { startServer } = require(${JSON.stringify(path.join(__dirname, 'server.js'))});
      startServer({ port: 0, dataDir: ${JSON.stringify(data)}, quiet: true })
        .then((api) => process.stdout.write(api.apiUrl + '\\n'));
    `;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    const apiUrl = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve(out.trim());
      });
      child.on('exit', () => reject(new Error(`the server exited: ${out}`)));
    });
    const session = await fetch(`${apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    const auth = { authorization: `Bearer ${(await session.json()).token}` };
    const created = await fetch(`${apiUrl}/tags`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'survives kill -9' }),
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    const again = await startServer({ port: 0, dataDir: data, quiet: true });
    try {
      const admin = await fetch(`${again.apiUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
      });
      const res = await fetch(`${again.apiUrl}/tags/${id}`, {
        headers: { authorization: `Bearer ${(await admin.json()).token}` },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).name).toBe('survives kill -9');
    } finally {
      await again.close();
    }
  });
});

describe('load', () => {
  it('serves 50 concurrent clients mixing reads and writes for 3 s without a failure', async () => {
    await api.reset();
    const admin = (await login('admin@example.com', 'admin123')).body.token;
    token = admin; // the reset signed everybody out
    const editor = (await login('editor@example.com', 'editor123')).body.token;
    const deadline = Date.now() + 3000;
    /** @type {{ id: number, name: string }[]} */
    const written = [];
    /** @type {string[]} */
    const failures = [];
    let requests = 0;
    const client = async (/** @type {number} */ n) => {
      const auth = { authorization: `Bearer ${n % 2 ? admin : editor}` };
      for (let i = 0; Date.now() < deadline; i++) {
        const kind = (n + i) % 4;
        /** @type {Response} */
        let res;
        if (kind === 0) {
          const name = `load ${n}-${i}`;
          res = await fetch(`${api.apiUrl}/tags`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          if (res.status === 201) written.push({ id: (await res.json()).id, name });
        } else if (kind === 1) {
          res = await fetch(`${api.apiUrl}/posts/${1 + ((n * 7 + i) % 120)}`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            // Editors may not write views (lib/rules.js FIELD_RULES): they retitle.
            body: JSON.stringify(n % 2 ? { views: i } : { title: `Load ${n}-${i}` }),
          });
        } else {
          const page = 1 + ((n + i) % 5);
          res = await fetch(`${api.apiUrl}/posts?_page=${page}&_limit=25&_sort=views&_order=desc`, {
            headers: auth,
          });
        }
        requests++;
        if (!res.ok) failures.push(`${res.status} ${await res.text()}`);
        else if (!res.bodyUsed) await res.arrayBuffer();
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 50 }, (_, n) => client(n)));
    const seconds = (Date.now() - started) / 1000;
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    expect(written.length).toBeGreaterThan(0);
    const tags = await call('GET', `/tags?_limit=${MAX_PAGE_SIZE}`);
    const stored = new Map(tags.body.map((/** @type {any} */ t) => [t.id, t.name]));
    for (const { id, name } of written) expect([id, stored.get(id)]).toEqual([id, name]);
    // For the record (npm test output): throughput of this run.
    console.log(
      `demo-api load: ${requests} requests in ${seconds.toFixed(1)} s ` +
        `(${Math.round(requests / seconds)}/s), ${written.length} tags written, 0 failed`,
    );
  });
});
