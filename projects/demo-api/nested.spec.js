// @ts-check
'use strict';

/**
 * Nested routes of every dialect mount (the admin's nested resources): /posts/:postId/comments
 * and /posts/:postId/comments/:id, 404 when the post does not exist or the comment is another
 * post's.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer } = require('./server');
const { generateSeed } = require('./lib/seed');

const seed = generateSeed();

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */

describe('demo API: nested routes', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  let token = '';

  /**
   * @param {string} method @param {string} url path under /api
   * @param {unknown} [body]
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function call(method, url, body) {
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.apiUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-nested-'));
    api = await startServer({ port: 0, dataDir: path.join(dir, 'pglite'), quiet: true });
    const res = await fetch(`${api.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
    });
    token = (await res.json()).token;
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const post = seed.posts[1];
  const ofPost = seed.comments.filter((c) => c.postId === post.id);
  const other = seed.comments.find((c) => c.postId !== post.id);

  describe.each([
    ['json-server', '', (/** @type {any} */ body) => body],
    ['simple-rest', '/simple-rest', (/** @type {any} */ body) => body],
    ['laravel', '/laravel', (/** @type {any} */ body) => body.data],
  ])('%s', (_name, prefix, unwrap) => {
    const base = `${prefix}/posts/${post.id}/comments`;

    it('lists a post’s comments, and 404 for a post that does not exist', async () => {
      const list = await call('GET', base);
      expect(list.status).toBe(200);
      expect(unwrap(list.body).map((/** @type {any} */ c) => c.id)).toEqual(
        ofPost.map((c) => c.id),
      );
      const missing = await call('GET', `${prefix}/posts/99999/comments`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Not found: posts 99999');
    });

    it('reads, creates, updates and deletes a comment under its post', async () => {
      const one = await call('GET', `${base}/${ofPost[0].id}`);
      expect(one.status).toBe(200);
      expect(unwrap(one.body)).toMatchObject({ id: ofPost[0].id, postId: post.id });

      const created = await call('POST', base, { body: 'Nested hello', createdAt: '2024-01-02' });
      expect(created.status).toBe(201);
      const record = unwrap(created.body);
      expect(record).toMatchObject({ body: 'Nested hello', postId: post.id });

      const updated = await call('PUT', `${base}/${record.id}`, {
        body: 'Nested bye',
        createdAt: '2024-01-02',
      });
      expect(updated.status).toBe(200);
      expect(unwrap(updated.body)).toMatchObject({
        id: record.id,
        body: 'Nested bye',
        postId: post.id,
      });

      const patched = await call('PATCH', `${base}/${record.id}`, { body: 'Patched' });
      expect(unwrap(patched.body)).toMatchObject({ body: 'Patched', postId: post.id });

      const deleted = await call('DELETE', `${base}/${record.id}`);
      expect([200, 204]).toContain(deleted.status);
      expect((await call('GET', `${base}/${record.id}`)).status).toBe(404);
    });

    it('404 for a comment of another post, and for any call under a missing post', async () => {
      const foreign = await call('GET', `${base}/${other?.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe(`Not found: comments ${other?.id} of posts ${post.id}`);
      expect((await call('PUT', `${base}/${other?.id}`, { body: 'x' })).status).toBe(404);
      expect((await call('DELETE', `${base}/${other?.id}`)).status).toBe(404);
      const orphan = await call('POST', `${prefix}/posts/99999/comments`, { body: 'x' });
      expect(orphan.status).toBe(404);
      expect((await call('GET', `${prefix}/posts/99999/comments/1`)).status).toBe(404);
    });
  });
});
