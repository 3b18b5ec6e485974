// @ts-check
'use strict';

/** The /api endpoints of the real server, on a free port with a temporary data file. */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer } = require('./server');
const { generateSeed } = require('./lib/seed');

/**
 * @typedef {Awaited<ReturnType<typeof startServer>>} Api
 * @typedef {{ status: number, headers: Headers, body: any }} Reply
 */

const seed = generateSeed(); // what a default server is seeded with
const ROLES = /** @type {const} */ (['admin', 'editor', 'viewer']);

/**
 * @param {Api} api
 * @param {string} method
 * @param {string} url path under /api
 * @param {{ token?: string, body?: unknown, headers?: Record<string, string> }} [options]
 * @returns {Promise<Reply>}
 */
async function call(api, method, url, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${api.apiUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** @param {Api} api @param {string} email @param {string} password */
async function login(api, email, password) {
  const reply = await call(api, 'POST', '/auth/login', { body: { email, password } });
  expect(reply.status).toBe(200);
  return /** @type {string} */ (reply.body.token);
}

/** @param {unknown} value @returns {boolean} */
const hasTranslationsKey = (value) => JSON.stringify(value).includes('"translations"');

describe('demo API', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  let clock = Date.now();
  /** @type {Record<'admin' | 'editor' | 'viewer', string>} */
  const tokens = { admin: '', editor: '', viewer: '' };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-spec-'));
    api = await startServer({
      port: 0,
      dataDir: path.join(dir, 'pglite'),
      quiet: true,
      tokenTtl: 3600,
      now: () => clock,
    });
    for (const role of ROLES) tokens[role] = await login(api, `${role}@example.com`, `${role}123`);
  }, 60_000); // a PGlite database starts in a few seconds on a busy machine

  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 and reports its port', () => {
    expect(api.port).toBeGreaterThan(0);
    expect(api.url).toBe(`http://127.0.0.1:${api.port}`);
    expect(api.apiUrl).toBe(`${api.url}/api`);
  });

  describe('auth', () => {
    it('logs in with a demo account', async () => {
      const reply = await call(api, 'POST', '/auth/login', {
        body: { email: 'Editor@Example.com ', password: 'editor123' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.token).toMatch(/^[\w-]{40,}$/);
      expect(reply.body.user).toEqual({
        id: 2,
        name: seed.users[1].name,
        email: 'editor@example.com',
        roles: ['editor'],
      });
      expect(Date.parse(reply.body.expiresAt)).toBe(clock + 3600 * 1000);
    });

    it('refuses a wrong password or an unknown email with 401', async () => {
      for (const body of [
        { email: 'admin@example.com', password: 'editor123' },
        { email: 'nobody@example.com', password: 'admin123' },
        { email: seed.users[5].email, password: 'admin123' },
      ]) {
        const reply = await call(api, 'POST', '/auth/login', { body });
        expect(reply.status).toBe(401);
        expect(reply.body).toEqual({ message: 'Invalid email or password' });
      }
    });

    it('asks for both fields with 422', async () => {
      const reply = await call(api, 'POST', '/auth/login', { body: { email: ' ' } });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ email: ['is required'], password: ['is required'] });
    });

    it('returns the signed-in user from /auth/me', async () => {
      const reply = await call(api, 'GET', '/auth/me', { token: tokens.viewer });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        id: 3,
        name: seed.users[2].name,
        email: 'viewer@example.com',
        roles: ['viewer'],
      });
      const anonymous = await call(api, 'GET', '/auth/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(anonymous.body.message).toMatch(/Authorization: Bearer/);
    });

    it('revokes the token on logout', async () => {
      const token = await login(api, 'admin@example.com', 'admin123');
      expect((await call(api, 'GET', '/posts/1', { token })).status).toBe(200);
      const reply = await call(api, 'POST', '/auth/logout', { token });
      expect(reply.status).toBe(204);
      expect(reply.body).toBeUndefined();
      expect((await call(api, 'GET', '/auth/me', { token })).status).toBe(401);
      expect((await call(api, 'GET', '/posts/1', { token })).status).toBe(401);
      expect((await call(api, 'GET', '/auth/me', { token: tokens.admin })).status).toBe(200);
    });

    it('expires tokens after their lifetime', async () => {
      const token = await login(api, 'editor@example.com', 'editor123');
      const start = clock;
      try {
        clock = start + 3600 * 1000 - 1;
        expect((await call(api, 'GET', '/tags', { token })).status).toBe(200);
        clock = start + 3600 * 1000;
        const expired = await call(api, 'GET', '/tags', { token });
        expect(expired.status).toBe(401);
        expect(expired.body).toEqual({ message: 'Session expired: sign in again' });
        expect((await call(api, 'GET', '/auth/me', { token })).status).toBe(401);
      } finally {
        clock = start;
      }
    });

    it('needs a valid token for every collection', async () => {
      for (const collection of ['users', 'posts', 'comments', 'categories', 'tags']) {
        for (const token of [undefined, 'not-a-token']) {
          const reply = await call(api, 'GET', `/${collection}`, { token });
          expect(reply.status).toBe(401);
          expect(reply.body.message).toEqual(expect.any(String));
        }
        const write = await call(api, 'POST', `/${collection}`, { body: { name: 'x' } });
        expect(write.status).toBe(401);
      }
      const basic = await call(api, 'GET', '/posts', { headers: { authorization: 'Basic YTpi' } });
      expect(basic.status).toBe(401);
    });
  });

  describe('lists (json-server semantics)', () => {
    it.each([
      ['users', seed.users.length],
      ['posts', 120],
      ['comments', 10_000],
      ['categories', 8],
      ['tags', 15],
    ])('serves all %s with X-Total-Count when paged', async (collection, count) => {
      const all = await call(api, 'GET', `/${collection}`, { token: tokens.admin });
      expect(all.status).toBe(200);
      // An unpaged list answers at most the page size cap (1 000: lib/store/reads.js).
      expect(all.body).toHaveLength(Math.min(count, 1000));
      const paged = await call(api, 'GET', `/${collection}?_page=1&_limit=5`, {
        token: tokens.admin,
      });
      expect(paged.body).toHaveLength(Math.min(5, count));
      expect(paged.headers.get('x-total-count')).toBe(String(count));
    });

    it('serves records of the contract shapes', async () => {
      const token = tokens.admin;
      expect((await call(api, 'GET', '/users/1', { token })).body).toEqual(seed.users[0]);
      const post = (await call(api, 'GET', '/posts/7', { token })).body;
      const expected = { ...seed.posts[6] };
      delete expected.translations;
      expect(post).toEqual(expected);
      expect((await call(api, 'GET', '/comments/3', { token })).body).toEqual(seed.comments[2]);
      expect((await call(api, 'GET', '/categories/2', { token })).body).toEqual(seed.categories[1]);
      expect((await call(api, 'GET', '/tags/4', { token })).body).toEqual(seed.tags[3]);
    });

    it('addresses a tag by its slug as well as its id (the admin idField demo)', async () => {
      const token = tokens.admin;
      const angular = seed.tags[1];
      expect(angular.slug).toBe('angular');
      expect((await call(api, 'GET', '/tags/angular', { token })).body).toEqual(angular);
      // getMany by slug, as the json-server dialect sends it for idField: 'slug'.
      const many = await call(api, 'GET', '/tags?slug=angular&slug=hiking', { token });
      expect(many.body.map((/** @type {any} */ t) => t.slug)).toEqual(['angular', 'hiking']);
      const missing = await call(api, 'GET', '/tags/no-such-slug', { token });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Not found: tags no-such-slug');
      // Other collections have no second key: a text id is still a 404.
      expect((await call(api, 'GET', '/categories/travel', { token })).status).toBe(404);
      const created = await call(api, 'POST', '/tags', {
        token,
        body: { name: 'Slug test', slug: 'slug-test' },
      });
      expect(created.status).toBe(201);
      const updated = await call(api, 'PATCH', '/tags/slug-test', {
        token,
        body: { name: 'Slug test 2' },
      });
      expect(updated.body).toEqual({ id: created.body.id, name: 'Slug test 2', slug: 'slug-test' });
      expect((await call(api, 'DELETE', '/tags/slug-test', { token })).status).toBe(200);
      expect((await call(api, 'GET', `/tags/${created.body.id}`, { token })).status).toBe(404);
    });

    it('pages with _page/_limit and _start/_end', async () => {
      const page = await call(api, 'GET', '/posts?_page=3&_limit=10', { token: tokens.viewer });
      expect(page.body.map((/** @type {any} */ p) => p.id)).toEqual(
        seed.posts.slice(20, 30).map((p) => p.id),
      );
      expect(page.headers.get('link')).toContain('rel="next"');
      const slice = await call(api, 'GET', '/posts?_start=5&_end=8', { token: tokens.viewer });
      expect(slice.body.map((/** @type {any} */ p) => p.id)).toEqual([6, 7, 8]);
      expect(slice.headers.get('x-total-count')).toBe('120');
    });

    it('sorts with _sort/_order', async () => {
      const reply = await call(api, 'GET', '/posts?_sort=views,id&_order=desc,asc&_limit=120', {
        token: tokens.viewer,
      });
      const expected = [...seed.posts]
        .sort((a, b) => b.views - a.views || a.id - b.id)
        .map((p) => p.id);
      expect(reply.body.map((/** @type {any} */ p) => p.id)).toEqual(expected);
    });

    it('filters by field, range and like', async () => {
      const token = tokens.viewer;
      const inCategory = seed.posts.filter((p) => p.categoryId === 3 && p.published);
      const filtered = await call(api, 'GET', '/posts?categoryId=3&published=true&_limit=5', {
        token,
      });
      expect(filtered.headers.get('x-total-count')).toBe(String(inCategory.length));
      expect(filtered.body.map((/** @type {any} */ p) => p.id)).toEqual(
        inCategory.slice(0, 5).map((p) => p.id),
      );
      const many = await call(api, 'GET', '/posts?id=3&id=9&id=4', { token });
      expect(many.body.map((/** @type {any} */ p) => p.id)).toEqual([3, 4, 9]);
      const popular = await call(api, 'GET', '/posts?views_gte=5000&_limit=1', { token });
      expect(popular.headers.get('x-total-count')).toBe(
        String(seed.posts.filter((p) => p.views >= 5000).length),
      );
      const like = await call(api, 'GET', '/tags?name_like=^c', { token });
      expect(like.body.map((/** @type {any} */ t) => t.name)).toEqual(
        seed.tags.filter((t) => t.name.startsWith('c')).map((t) => t.name),
      );
    });

    it('searches with q', async () => {
      const reply = await call(api, 'GET', '/posts?q=GARDENING&_limit=200', {
        token: tokens.viewer,
      });
      const expected = seed.posts.filter((p) => /gardening/i.test(`${p.title} ${p.body}`));
      expect(expected.length).toBeGreaterThan(0);
      expect(reply.body.map((/** @type {any} */ p) => p.id)).toEqual(expected.map((p) => p.id));
    });

    it('embeds and expands related records', async () => {
      const reply = await call(api, 'GET', '/posts/1?_embed=comments&_expand=category', {
        token: tokens.viewer,
      });
      expect(reply.body.comments).toEqual(seed.comments.filter((c) => c.postId === 1));
      expect(reply.body.category).toEqual(seed.categories[seed.posts[0].categoryId - 1]);
      const nested = await call(api, 'GET', '/posts/1/comments', { token: tokens.viewer });
      expect(nested.body).toEqual(reply.body.comments);
    });

    it('answers unknown records and collections with 404 and a message', async () => {
      const missing = await call(api, 'GET', '/posts/99999', { token: tokens.admin });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found: posts 99999' });
      for (const url of ['/db', '/secrets', '/', '/posts/1/secrets']) {
        const reply = await call(api, 'GET', url, { token: tokens.admin });
        expect(reply.status).toBe(404);
        expect(reply.body.message).toMatch(/not a collection/);
      }
    });
  });

  describe('roles', () => {
    /** Valid bodies, so that only the role decides. */
    /** @type {Record<string, Record<string, unknown>>} */
    const bodies = {
      users: { name: 'New User', email: 'new.user@example.com', roles: ['viewer'] },
      posts: { title: 'Role test', body: 'Text', userId: 1, categoryId: 1, tagIds: [] },
      categories: { name: 'Role test', slug: 'role-test' },
      comments: { body: 'Role test', postId: 1, userId: 1, createdAt: '2024-01-01T00:00:00Z' },
      tags: { name: 'role test' },
    };
    /** The contract: collection → role → allowed methods. */
    /** @type {Record<string, Record<string, string[]>>} */
    const allowed = {
      users: { admin: ['GET', 'PUT', 'PATCH'], editor: [], viewer: [] },
      posts: {
        admin: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        editor: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        viewer: ['GET'],
      },
      categories: {
        admin: ['GET', 'POST', 'PUT', 'PATCH'],
        editor: ['GET', 'POST', 'PUT', 'PATCH'],
        viewer: ['GET', 'POST', 'PUT', 'PATCH'],
      },
      comments: {
        admin: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        editor: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        viewer: ['GET'],
      },
      tags: {
        admin: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        editor: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        viewer: ['GET'],
      },
    };

    it.each(Object.keys(allowed))(
      'applies the rules of %s to every role and method',
      async (collection) => {
        for (const role of ROLES) {
          const token = tokens[role];
          const may = allowed[collection][role];
          const body = bodies[collection];
          // A record of our own to change and delete (created by the admin when possible).
          const creator = may.includes('POST') ? token : tokens.admin;
          const created = await call(api, 'POST', `/${collection}`, { token: creator, body });
          // Users: never a demo account, whose roles the PUT would change.
          const id = created.status === 201 ? created.body.id : collection === 'users' ? 10 : 1;
          const attempts = [
            ['GET', `/${collection}`, undefined, 200],
            ['GET', `/${collection}/${id}`, undefined, 200],
            ['POST', `/${collection}`, body, 201],
            ['PUT', `/${collection}/${id}`, body, 200],
            ['PATCH', `/${collection}/${id}`, { [Object.keys(body)[0]]: 'Patched' }, 200],
            ['DELETE', `/${collection}/${id}`, undefined, 200],
          ];
          for (const [method, url, sent, success] of attempts) {
            const reply = await call(
              api,
              /** @type {string} */ (method),
              /** @type {string} */ (url),
              {
                token,
                body: sent,
              },
            );
            const label = `${role} ${method} ${url}`;
            if (may.includes(/** @type {string} */ (method))) {
              expect([label, reply.status]).toEqual([label, success]);
            } else {
              expect([label, reply.status]).toEqual([label, 403]);
              expect(reply.body.message).toMatch(new RegExp(`${method}.*${collection}`));
            }
          }
        }
      },
    );

    it('checks roles before validation', async () => {
      const reply = await call(api, 'POST', '/posts', { token: tokens.viewer, body: {} });
      expect(reply.status).toBe(403);
    });

    it('checks the collections read through _embed and _expand', async () => {
      const expand = await call(api, 'GET', '/posts/1?_expand=user', { token: tokens.editor });
      expect(expand.status).toBe(403);
      expect(expand.body.message).toMatch(/users/);
      const embed = await call(api, 'GET', '/users/1?_embed=posts', { token: tokens.admin });
      expect(embed.status).toBe(200);
      expect(embed.body.posts.length).toBe(
        /** @type {any[]} */ (
          (await call(api, 'GET', '/posts?userId=1', { token: tokens.admin })).body
        ).length,
      );
      const admin = await call(api, 'GET', '/posts/1?_expand=user', { token: tokens.admin });
      expect(admin.body.user).toEqual(seed.users[seed.posts[0].userId - 1]);
    });

    it('ignores X-HTTP-Method-Override', async () => {
      const reply = await call(api, 'POST', '/categories/1', {
        token: tokens.editor,
        body: { name: 'Overridden' },
        headers: { 'x-http-method-override': 'DELETE' },
      });
      expect(reply.status).toBe(404);
      expect((await call(api, 'GET', '/categories/1', { token: tokens.editor })).status).toBe(200);
    });
  });

  describe('validation', () => {
    it.each([
      ['posts', { body: 'no title' }, ['title', 'userId']],
      ['categories', { slug: 'x' }, ['name']],
      ['tags', { name: '   ' }, ['name']],
      ['comments', { userId: 1, postId: null }, ['body', 'postId']],
    ])('refuses a %s without its required fields with 422', async (collection, body, fields) => {
      const reply = await call(api, 'POST', `/${collection}`, { token: tokens.admin, body });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toEqual(expect.any(String));
      expect(reply.body.errors).toEqual(
        Object.fromEntries(fields.map((field) => [field, ['is required']])),
      );
    });

    it('applies to PUT, and to PATCH for the fields it sends', async () => {
      const token = tokens.editor;
      const put = await call(api, 'PUT', '/tags/2', { token, body: { id: 2 } });
      expect(put.status).toBe(422);
      expect(put.body.errors).toEqual({ name: ['is required'] });
      const blank = await call(api, 'PATCH', '/posts/2', { token, body: { title: '' } });
      expect(blank.status).toBe(422);
      expect(blank.body.errors).toEqual({ title: ['is required'] });
      // views is read-only for editors (lib/rules.js FIELD_RULES): an admin writes it.
      const partial = await call(api, 'PATCH', '/posts/2', {
        token: tokens.admin,
        body: { views: 42 },
      });
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({ id: 2, title: seed.posts[1].title, views: 42 });
    });

    it('refuses a taken id and a body that is not an object', async () => {
      const taken = await call(api, 'POST', '/tags', {
        token: tokens.admin,
        body: { id: 1, name: 'x' },
      });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ id: ['is already taken'] });
      const list = await call(api, 'POST', '/tags', { token: tokens.admin, body: [{ name: 'x' }] });
      expect(list.status).toBe(422);
      const broken = await fetch(`${api.apiUrl}/tags`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: '{"name":',
      });
      expect(broken.status).toBe(400);
      expect((await broken.json()).message).toMatch(/Invalid request/);
    });
  });

  describe('translated posts (Accept-Language)', () => {
    const fr = { 'accept-language': 'fr' };

    it('reads titles and bodies in the asked locale', async () => {
      const token = tokens.viewer;
      const french = await call(api, 'GET', '/posts/5', { token, headers: fr });
      expect(french.body.title).toBe(seed.posts[4].translations?.fr?.title);
      expect(french.body.body).toBe(seed.posts[4].translations?.fr?.body);
      expect(french.headers.get('content-language')).toBe('fr');
      const browser = await call(api, 'GET', '/posts/5', {
        token,
        headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      });
      expect(browser.body.title).toBe(french.body.title);
      /** @type {Record<string, string>[]} */
      const others = [{}, { 'accept-language': 'en' }, { 'accept-language': 'de' }];
      for (const headers of others) {
        const reply = await call(api, 'GET', '/posts/5', { token, headers });
        expect(reply.body.title).toBe(seed.posts[4].title);
        expect(reply.headers.get('content-language')).toBe('en');
      }
    });

    it('never serves the internal translations key', async () => {
      const urls = [
        '/posts?_limit=20',
        '/posts/1',
        '/users/1?_embed=posts',
        '/comments?_expand=post&_limit=5',
        '/posts?q=jardinage',
      ];
      for (const url of urls) {
        for (const headers of [{}, fr]) {
          const reply = await call(api, 'GET', url, { token: tokens.admin, headers });
          expect([url, reply.status]).toEqual([url, 200]);
          expect(hasTranslationsKey(reply.body)).toBe(false);
        }
      }
      const expanded = await call(api, 'GET', '/comments/1?_expand=post', {
        token: tokens.admin,
        headers: fr,
      });
      expect(expanded.body.post.title).toBe(
        seed.posts[seed.comments[0].postId - 1].translations?.fr?.title,
      );
    });

    it('searches and sorts on the served locale', async () => {
      const token = tokens.viewer;
      const frenchOnly = seed.posts.filter((p) =>
        /jardinage/i.test(`${p.translations?.fr?.title} ${p.translations?.fr?.body}`),
      );
      expect(frenchOnly.length).toBeGreaterThan(0);
      const inFrench = await call(api, 'GET', '/posts?q=jardinage&_limit=1', {
        token,
        headers: fr,
      });
      expect(inFrench.headers.get('x-total-count')).toBe(String(frenchOnly.length));
      const inEnglish = await call(api, 'GET', '/posts?q=jardinage&_limit=1', { token });
      expect(inEnglish.headers.get('x-total-count')).toBe('0');

      const sorted = await call(api, 'GET', '/posts?_sort=title&_limit=120', {
        token,
        headers: fr,
      });
      const titles = sorted.body.map((/** @type {any} */ p) => p.title);
      expect(titles).toEqual([...titles].sort());
      expect(titles[0]).toBe(seed.posts.map((p) => p.translations?.fr?.title ?? '').sort()[0]);
    });

    it('writes in the asked locale and keeps the others', async () => {
      const token = tokens.editor;
      const created = await call(api, 'POST', '/posts', {
        token,
        headers: fr,
        body: { title: 'Bonjour', body: 'Le texte', userId: 2, categoryId: 1, tagIds: [] },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ title: 'Bonjour', body: 'Le texte' });
      expect(hasTranslationsKey(created.body)).toBe(false);
      const id = created.body.id;

      const put = await call(api, 'PUT', `/posts/${id}`, {
        token,
        // Without views, which editors may not write (lib/rules.js FIELD_RULES).
        body: { ...created.body, title: 'Hello', body: 'The text', views: undefined },
      });
      expect(put.body).toMatchObject({ title: 'Hello', body: 'The text' });
      const patch = await call(api, 'PATCH', `/posts/${id}`, {
        token: tokens.admin,
        headers: fr,
        body: { title: 'Salut', views: 5 },
      });
      expect(patch.body).toMatchObject({ title: 'Salut', body: 'Le texte', views: 5 });

      const en = (await call(api, 'GET', `/posts/${id}`, { token })).body;
      const frRead = (await call(api, 'GET', `/posts/${id}`, { token, headers: fr })).body;
      expect([en.title, en.body, en.views]).toEqual(['Hello', 'The text', 5]);
      expect([frRead.title, frRead.body, frRead.views]).toEqual(['Salut', 'Le texte', 5]);
      const listed = await call(api, 'GET', `/posts?id=${id}`, { token, headers: fr });
      expect(listed.body[0].title).toBe('Salut');
    });

    it('falls back to English for a post without a translation', async () => {
      const token = tokens.editor;
      const created = await call(api, 'POST', '/posts', {
        token,
        body: { title: 'Only English', userId: 2, translations: { fr: { title: 'Injected' } } },
      });
      const frRead = await call(api, 'GET', `/posts/${created.body.id}`, { token, headers: fr });
      expect(frRead.body.title).toBe('Only English');
    });
  });

  describe('writes', () => {
    it('creates, reads, updates and deletes (to the trash; a purge cascades to comments)', async () => {
      const token = tokens.editor;
      const post = await call(api, 'POST', '/posts', {
        token,
        body: { title: 'Round trip', userId: 2, categoryId: 2, tagIds: [1], published: false },
      });
      expect(post.status).toBe(201);
      expect(post.headers.get('location')).toBe(`${api.apiUrl}/posts/${post.body.id}`);
      const comment = await call(api, 'POST', `/posts/${post.body.id}/comments`, {
        token,
        body: { body: 'Nested', userId: 2 },
      });
      expect(comment.status).toBe(201);
      expect(comment.body.postId).toBe(post.body.id);
      const removed = await call(api, 'DELETE', `/posts/${post.body.id}`, { token });
      expect(removed.status).toBe(200);
      expect((await call(api, 'GET', `/posts/${post.body.id}`, { token })).status).toBe(404);
      expect((await call(api, 'GET', `/comments/${comment.body.id}`, { token })).status).toBe(200);
      expect((await call(api, 'DELETE', `/posts/${post.body.id}`, { token })).status).toBe(404);
      const purged = await call(api, 'DELETE', `/posts/trash/${post.body.id}`, {
        token: tokens.admin,
      });
      expect(purged.status).toBe(200);
      expect((await call(api, 'GET', `/comments/${comment.body.id}`, { token })).status).toBe(404);
    });

    it('removes a deleted tag from the posts', async () => {
      const token = tokens.editor;
      const tag = (await call(api, 'POST', '/tags', { token, body: { name: 'temporary' } })).body;
      const post = (
        await call(api, 'POST', '/posts', {
          token,
          body: { title: 'Tagged', userId: 2, tagIds: [1, tag.id] },
        })
      ).body;
      expect((await call(api, 'DELETE', `/tags/${tag.id}`, { token })).status).toBe(200);
      expect((await call(api, 'GET', `/posts/${post.id}`, { token })).body.tagIds).toEqual([1]);
    });
  });

  describe('CORS', () => {
    it('allows any origin and exposes the totals, on errors too', async () => {
      const origin = { origin: 'http://localhost:4200' };
      for (const [token, status] of [
        [tokens.viewer, 200],
        [undefined, 401],
      ]) {
        const reply = await call(api, 'GET', '/posts?_page=1', {
          token: /** @type {string | undefined} */ (token),
          headers: origin,
        });
        expect(reply.status).toBe(status);
        expect(reply.headers.get('access-control-allow-origin')).toBe('*');
        const exposed = String(reply.headers.get('access-control-expose-headers')).split(/,\s*/);
        expect(exposed).toEqual(expect.arrayContaining(['X-Total-Count', 'Content-Range']));
      }
    });

    it('answers preflight requests without a token', async () => {
      const res = await fetch(`${api.apiUrl}/posts/1`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:4200',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization,content-type,accept-language',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const headers = String(res.headers.get('access-control-allow-headers'))
        .toLowerCase()
        .split(/,\s*/);
      expect(headers).toEqual(
        expect.arrayContaining(['authorization', 'accept-language', 'content-type']),
      );
      const methods = String(res.headers.get('access-control-allow-methods')).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    });
  });
});
