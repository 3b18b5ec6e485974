// @ts-check
'use strict';

/**
 * Field permissions (issue 37, lib/rules.js FIELD_RULES): posts' `views` is hidden from viewers
 * and read-only for editors. No response carries a field the caller may not read (lists, show,
 * includes, writes, history, events); a write of a field the caller may not write is a 403 naming it.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer } = require('./server');
const { fieldAccess, fieldWriteDenied } = require('./lib/rules');
const { eventFor } = require('./lib/events/visible');

const ROLES = /** @type {const} */ (['admin', 'editor', 'viewer']);

describe('field permissions', () => {
  /** @type {string} */
  let dir;
  /** @type {Awaited<ReturnType<typeof startServer>>} */
  let api;
  /** @type {Record<string, string>} */
  const tokens = {};

  /**
   * @param {string} role @param {string} method @param {string} url @param {unknown} [body]
   * @returns {Promise<{ status: number, body: any }>}
   */
  async function call(role, method, url, body) {
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${tokens[role]}` };
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
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-fields-'));
    api = await startServer({ port: 0, dataDir: path.join(dir, 'pglite'), quiet: true });
    for (const role of ROLES) {
      const res = await fetch(`${api.apiUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${role}@example.com`, password: `${role}123` }),
      });
      tokens[role] = (await res.json()).token;
    }
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('one rule: viewers may not read views, editors may read but not write it, admins may', () => {
    expect(fieldAccess(['viewer'], 'posts').canRead('views')).toBe(false);
    expect(fieldAccess(['editor'], 'posts').canRead('views')).toBe(true);
    expect(fieldAccess(['editor'], 'posts').canWrite('views')).toBe(false);
    expect(fieldAccess(['editor'], 'posts').canWrite('title')).toBe(true);
    expect(fieldAccess(['admin'], 'posts').canWrite('views')).toBe(true);
    // Several roles: one that may is enough.
    expect(fieldAccess(['viewer', 'editor'], 'posts').canRead('views')).toBe(true);
    expect(fieldAccess(['editor', 'admin'], 'posts').canWrite('views')).toBe(true);
    expect(fieldWriteDenied(['editor'], 'posts', { title: 'x', views: 1, published: true })).toBe(
      'Forbidden: role editor may not write the field "views" of posts',
    );
    expect(fieldWriteDenied(['editor'], 'posts', { title: 'x' })).toBeNull();
  });

  it('lists and shows posts without views to a viewer, with views to an editor', async () => {
    const viewerList = await call('viewer', 'GET', '/posts');
    expect(viewerList.status).toBe(200);
    const rows = Array.isArray(viewerList.body) ? viewerList.body : viewerList.body.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row)).not.toContain('views');
    expect(rows[0]).toHaveProperty('title');
    const shown = await call('viewer', 'GET', '/posts/1');
    expect(shown.body).toHaveProperty('title');
    expect(shown.body).not.toHaveProperty('views');
    expect((await call('editor', 'GET', '/posts/1')).body).toHaveProperty('views');
  });

  it('strips views from included posts too', async () => {
    const comments = await call('viewer', 'GET', '/comments?_expand=post');
    expect(comments.status).toBe(200);
    const rows = Array.isArray(comments.body) ? comments.body : comments.body.data;
    expect(rows[0].post).toHaveProperty('title');
    for (const row of rows) expect(row.post).not.toHaveProperty('views');
    const admin = await call('admin', 'GET', '/comments?_expand=post');
    const adminRows = Array.isArray(admin.body) ? admin.body : admin.body.data;
    expect(adminRows[0].post).toHaveProperty('views');
  });

  it('refuses an editor’s write of views with a 403 naming it, and saves the rest', async () => {
    const refused = await call('editor', 'PATCH', '/posts/2', { title: 'New', views: 999 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Forbidden: role editor may not write the field "views" of posts',
    );
    const created = await call('editor', 'POST', '/posts', { title: 'T', userId: 1, views: 5 });
    expect(created.status).toBe(403);
    expect(created.body.message).toContain('"views"');
    const saved = await call('editor', 'PATCH', '/posts/2', { title: 'New title' });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('New title');
    const admin = await call('admin', 'PATCH', '/posts/2', { views: 42 });
    expect(admin.status).toBe(200);
    expect(admin.body.views).toBe(42);
  });

  it('refuses an editor’s CSV import carrying views with a 403 naming it, nothing written', async () => {
    const records = [{ title: 'Imported with views', userId: 1, views: 7 }];
    const refused = await call('editor', 'POST', '/posts/import', { records });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Forbidden: role editor may not write the field "views" of posts',
    );
    const found = await call('admin', 'GET', '/posts?title=Imported%20with%20views');
    expect(found.body).toEqual([]);
    const allowed = await call('admin', 'POST', '/posts/import', { records, dryRun: true });
    expect(allowed.status).toBe(200);
  });

  it('keeps the stored views when an editor PUTs the record without it', async () => {
    const before = (await call('editor', 'GET', '/posts/3')).body;
    const { views, id, ...rest } = before;
    expect(typeof views).toBe('number');
    const put = await call('editor', 'PUT', `/posts/${id}`, { ...rest, title: 'Replaced' });
    expect(put.status).toBe(200);
    expect(put.body.title).toBe('Replaced');
    expect(put.body.views).toBe(views);
  });

  it('leaves views out of a viewer’s history entries', async () => {
    expect((await call('admin', 'PATCH', '/posts/4', { views: 7, title: 'Four' })).status).toBe(
      200,
    );
    const viewer = await call('viewer', 'GET', '/posts/4/history');
    expect(viewer.status).toBe(200);
    const [entry] = viewer.body.data;
    expect(entry.changes.map((/** @type {any} */ c) => c.field)).toEqual(['title']);
    expect(entry.record).not.toHaveProperty('views');
    const admin = (await call('admin', 'GET', '/posts/4/history')).body.data[0];
    expect(admin.changes.map((/** @type {any} */ c) => c.field).sort()).toEqual(['title', 'views']);
  });

  it('filters events: no views for a viewer, and no event when only views changed', () => {
    const event = {
      id: 1,
      type: /** @type {const} */ ('updated'),
      resource: 'posts',
      recordId: 1,
      version: 2,
      changed: ['views'],
      record: { id: 1, title: 'A', views: 3 },
      userId: 1,
      userName: 'Admin',
      at: new Date(0).toISOString(),
    };
    const viewer = { roles: ['viewer'], locale: 'en' };
    expect(eventFor(event, viewer)).toBeNull();
    const both = eventFor({ ...event, changed: ['title', 'views'] }, viewer);
    expect(both?.changed).toEqual(['title']);
    expect(both?.record).not.toHaveProperty('views');
    expect(both?.record).toHaveProperty('title', 'A');
    const editor = eventFor(event, { roles: ['editor'], locale: 'en' });
    expect(editor?.record).toHaveProperty('views', 3);
  });
});
