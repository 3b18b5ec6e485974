// @ts-check
'use strict';

/** The record history and audit log (`GET /api/<resource>/<id>/history`, `GET /api/audit`). */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer, openData } = require('./server');

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */

describe('record history and audit log', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  /** @type {Record<'admin' | 'editor' | 'viewer', { token: string, user: any }>} */
  const as = /** @type {any} */ ({});

  /**
   * @param {string} method
   * @param {string} url under /api
   * @param {{ token?: string, body?: unknown, headers?: Record<string, string> }} [options]
   */
  async function call(method, url, options = {}) {
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

  /** @param {'admin' | 'editor' | 'viewer'} role @param {string} url */
  const read = async (role, url) => {
    const reply = await call('GET', url, { token: as[role].token });
    expect(reply.status).toBe(200);
    return reply.body;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-history-'));
    api = await startServer({ port: 0, dataDir: path.join(dir, 'pglite'), quiet: true });
    for (const role of /** @type {const} */ (['admin', 'editor', 'viewer'])) {
      const reply = await call('POST', '/auth/login', {
        body: { email: `${role}@example.com`, password: `${role}123` },
      });
      as[role] = reply.body;
    }
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts empty: the seed is no one’s write', async () => {
    expect(await read('admin', '/audit')).toEqual({ data: [], total: 0, page: 1, perPage: 20 });
    expect((await read('viewer', '/posts/1/history')).total).toBe(0);
  });

  it('records an update: who, when, the version, each changed field before and after', async () => {
    const before = (await call('GET', '/posts/1', { token: as.viewer.token })).body;
    const started = Date.now();
    const reply = await call('PATCH', '/posts/1', {
      token: as.editor.token,
      body: { title: 'Edited title', archived: !before.archived },
      headers: { 'if-match': '"1"' },
    });
    expect(reply.status).toBe(200);
    const { data, total } = await read('viewer', '/posts/1/history');
    expect(total).toBe(1);
    const [entry] = data;
    expect(entry).toMatchObject({
      resource: 'posts',
      recordId: 1,
      action: 'update',
      version: 2,
      user: { id: as.editor.user.id, name: as.editor.user.name },
      changes: [
        { field: 'title', before: before.title, after: 'Edited title' },
        { field: 'archived', before: before.archived, after: !before.archived },
      ],
      // Read by a viewer: without views, which viewers may not read (lib/rules.js FIELD_RULES).
      record: { ...before, title: 'Edited title', archived: !before.archived },
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
  });

  it('records creates and deletes, with the records a delete takes along', async () => {
    const created = await call('POST', '/posts', {
      token: as.editor.token,
      body: { title: 'Doomed', userId: 2, body: '<p>One <b>two</b></p>' },
    });
    const id = created.body.id;
    const comment = await call('POST', '/comments', {
      token: as.admin.token,
      body: { postId: id, body: 'First!' },
    });
    const removed = await call('DELETE', `/posts/${id}`, { token: as.editor.token });
    expect(removed.status).toBe(200);
    // Posts go to the trash (softDelete): restored, trashed again, then purged by an admin.
    const restored = await call('POST', `/posts/${id}/restore`, { token: as.editor.token });
    expect(restored.status).toBe(200);
    expect((await call('DELETE', `/posts/${id}`, { token: as.editor.token })).status).toBe(200);
    const purged = await call('DELETE', `/posts/trash/${id}`, { token: as.admin.token });
    expect(purged.status).toBe(200);
    const versions = await read('editor', `/posts/${id}/history`);
    expect(versions.data.map((/** @type {any} */ e) => [e.action, e.version])).toEqual([
      ['purge', 4],
      ['delete', 4],
      ['restore', 3],
      ['delete', 2],
      ['create', 1],
    ]);
    const trashed = versions.data[3];
    expect(trashed.user?.id).toBe(as.editor.user.id);
    expect(trashed.record?.title).toBe('Doomed');
    const deletion = versions.data[0];
    const creation = versions.data[4];
    expect(creation.changes).toContainEqual({ field: 'title', before: null, after: 'Doomed' });
    expect(creation.record).toEqual(created.body);
    expect(deletion.record).toBeNull();
    expect(deletion.changes).toContainEqual({ field: 'title', before: 'Doomed', after: null });
    const cascaded = await read('editor', `/comments/${comment.body.id}/history`);
    expect(cascaded.data.map((/** @type {any} */ e) => [e.action, e.user?.id])).toEqual([
      ['delete', as.admin.user.id],
      ['create', as.admin.user.id],
    ]);
  });

  it('records the posts a deleted tag leaves, and each record of a bulk update', async () => {
    const posts = await read('admin', '/posts?_limit=200');
    const tagged = posts.find((/** @type {any} */ p) => p.id > 7 && p.tagIds.includes(1));
    expect(tagged).toBeDefined();
    expect((await call('DELETE', '/tags/1', { token: as.admin.token })).status).toBe(200);
    const [left] = (await read('admin', `/posts/${tagged.id}/history`)).data;
    expect(left.changes).toEqual([
      {
        field: 'tagIds',
        before: tagged.tagIds,
        after: tagged.tagIds.filter((/** @type {number} */ t) => t !== 1),
      },
    ]);
    const bulk = await fetch(
      `${api.apiUrl}/simple-rest/posts?filter=${encodeURIComponent('{"id":[3,4]}')}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${as.editor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ archived: true }),
      },
    );
    expect(bulk.status).toBe(200);
    for (const id of [3, 4]) {
      const [entry] = (await read('admin', `/posts/${id}/history`)).data;
      expect(entry).toMatchObject({ action: 'update', user: { id: as.editor.user.id } });
      expect(entry.changes.map((/** @type {any} */ c) => c.field)).toEqual(['archived']);
    }
  });

  it('records nothing for a refused write (a version conflict, a bad reference)', async () => {
    const before = (await read('admin', '/posts/5/history')).total;
    const stale = await call('PATCH', '/posts/5', {
      token: as.editor.token,
      body: { title: 'Stale' },
      headers: { 'if-match': '"9"' },
    });
    expect(stale.status).toBe(412);
    const bad = await call('PATCH', '/posts/5', {
      token: as.editor.token,
      body: { userId: 99999 },
    });
    expect(bad.status).toBe(422);
    expect((await read('admin', '/posts/5/history')).total).toBe(before);
  });

  it('restores a version as an ordinary update, through the If-Match check', async () => {
    const original = (await read('editor', '/posts/6')).title;
    for (const title of ['Second', 'Third']) {
      const current = await call('GET', '/posts/6', { token: as.editor.token });
      await call('PATCH', '/posts/6', {
        token: as.editor.token,
        body: { title },
        headers: { 'if-match': String(current.headers.get('etag')) },
      });
    }
    const { data } = await read('editor', '/posts/6/history');
    const first = data[data.length - 1];
    expect(first.changes).toEqual([{ field: 'title', before: original, after: 'Second' }]);
    // Restoring "before the first edit" with the version the reader saw before the last edit.
    const stale = await call('PATCH', '/posts/6', {
      token: as.admin.token,
      body: { title: first.changes[0].before },
      headers: { 'if-match': `"${first.version}"` },
    });
    expect(stale.status).toBe(412);
    const restored = await call('PATCH', '/posts/6', {
      token: as.admin.token,
      body: { title: first.changes[0].before },
      headers: { 'if-match': `"${data[0].version}"` },
    });
    expect(restored.status).toBe(200);
    const [latest] = (await read('editor', '/posts/6/history')).data;
    expect(latest).toMatchObject({
      version: data[0].version + 1,
      user: { id: as.admin.user.id },
      changes: [{ field: 'title', before: 'Third', after: original }],
    });
  });

  it('serves the record in the reader’s locale', async () => {
    await call('PATCH', '/posts/7', {
      token: as.editor.token,
      body: { title: 'Titre modifié' },
      headers: { 'accept-language': 'fr' },
    });
    const reply = await call('GET', '/posts/7/history', {
      token: as.viewer.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(reply.body.data[0].changes).toEqual([
      { field: 'title', before: expect.any(String), after: 'Titre modifié' },
    ]);
    expect(reply.body.data[0].record.title).toBe('Titre modifié');
    const english = await read('viewer', '/posts/7/history');
    expect(english.data[0].changes).toEqual([]);
    expect(english.data[0].record.title).not.toBe('Titre modifié');
  });

  it('pages a record’s versions newest first, addressed by id or second key', async () => {
    for (let i = 0; i < 5; i++) {
      await call('PATCH', '/tags/2', { token: as.editor.token, body: { name: `Tag v${i}` } });
    }
    const first = await read('viewer', '/tags/2/history?perPage=2');
    expect(first.total).toBe(5);
    expect(first.data.map((/** @type {any} */ e) => e.record.name)).toEqual(['Tag v4', 'Tag v3']);
    const last = await read('viewer', '/tags/2/history?perPage=2&page=3');
    expect(last.data.map((/** @type {any} */ e) => e.record.name)).toEqual(['Tag v0']);
    const slug = (await read('viewer', '/tags/2')).slug;
    expect((await read('viewer', `/tags/${slug}/history?perPage=1`)).data[0].record.name).toBe(
      'Tag v4',
    );
    const unknown = await call('GET', '/tags/no-such-tag/history', { token: as.viewer.token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Not found: tags no-such-tag']);
    const bad = await call('GET', '/tags/2/history?perPage=500', { token: as.viewer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('perPage must be a whole number from 1 to 100, got "500"');
  });

  it('never shows a record the reader may not read', async () => {
    await call('PATCH', '/users/4', { token: as.admin.token, body: { name: 'Renamed' } });
    expect((await call('GET', '/users/4/history', { token: as.editor.token })).status).toBe(403);
    expect((await call('GET', '/users/4/history')).status).toBe(401);
    expect((await read('admin', '/users/4/history')).total).toBe(1);
  });

  it('keeps the audit log for admins, filtered by user, resource, action and date', async () => {
    for (const role of /** @type {const} */ (['editor', 'viewer'])) {
      const denied = await call('GET', '/audit', { token: as[role].token });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toBe(`Forbidden: role ${role} may not GET audit`);
    }
    const all = await read('admin', '/audit?perPage=100');
    expect(all.total).toBeGreaterThan(10);
    const ids = all.data.map((/** @type {any} */ e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byAdmin = await read('admin', `/audit?user=${as.admin.user.id}&perPage=100`);
    expect(byAdmin.total).toBeGreaterThan(0);
    expect(byAdmin.data.every((/** @type {any} */ e) => e.user?.id === as.admin.user.id)).toBe(
      true,
    );
    const deletes = await read('admin', '/audit?resource=comments&action=delete');
    expect(deletes.data.length).toBeGreaterThan(0);
    expect(
      deletes.data.every(
        (/** @type {any} */ e) => e.resource === 'comments' && e.action === 'delete',
      ),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read('admin', `/audit?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await read('admin', '/audit?to=2000-01-01')).total).toBe(0);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await read('admin', `/audit?from=${encodeURIComponent(later)}`)).total).toBe(0);
    for (const [query, message] of [
      ['action=erase', 'action must be one of create, update, delete, restore, purge, got "erase"'],
      [
        'resource=accounts',
        'resource must be one of users, categories, tags, posts, comments, got "accounts"',
      ],
      [
        'from=yesterday',
        'from must be a date (2026-11-28) or a date-time (ISO 8601), got "yesterday"',
      ],
      ['user=x', 'user must be a whole number from 1 to 2147483647, got "x"'],
    ]) {
      const reply = await call('GET', `/audit?${query}`, { token: as.admin.token });
      expect([reply.status, reply.body.message]).toEqual([400, message]);
    }
  });

  it('is cleared by a reset of the demo data', async () => {
    expect((await read('admin', '/audit')).total).toBeGreaterThan(0);
    await api.close();
    const { db } = await openData({ dataDir: path.join(dir, 'pglite'), reset: true });
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM history`);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
