// @ts-check
'use strict';

/** `GET /api/events`: the live events of the real server on PGlite. */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startServer } = require('./server');
const { openEventStream } = require('./event-stream.testing');

/**
 * @typedef {Awaited<ReturnType<typeof startServer>>} Api
 * @typedef {Awaited<ReturnType<typeof openEventStream>>} Stream
 */

const RETENTION = 20;

describe('live events (GET /api/events)', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  /** @type {Record<'admin' | 'editor' | 'viewer', { token: string, user: any }>} */
  const as = /** @type {any} */ ({});
  /** @type {Stream[]} */
  const streams = [];

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

  /** @param {Parameters<typeof openEventStream>[1]} options */
  async function stream(options) {
    const opened = await openEventStream(api.apiUrl, options);
    streams.push(opened);
    return opened;
  }

  /** A stream of `role`, past its `ready` message. @param {'admin' | 'editor' | 'viewer'} role */
  async function ready(role, query = '') {
    const opened = await stream({ token: as[role].token, query });
    expect(opened.status).toBe(200);
    expect((await opened.next()).event).toBe('ready');
    return opened;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-events-'));
    api = await startServer({
      port: 0,
      dataDir: path.join(dir, 'pglite'),
      quiet: true,
      seed: { posts: 40 },
      eventRetention: RETENTION,
    });
    for (const role of /** @type {const} */ (['admin', 'editor', 'viewer'])) {
      const { body } = await call('POST', '/auth/login', {
        body: { email: `${role}@example.com`, password: `${role}123` },
      });
      as[role] = body;
    }
  }, 60_000);

  afterAll(async () => {
    for (const opened of streams) await opened.close();
    await api?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers an event stream that starts with ready, and refuses a request without a token', async () => {
    const opened = await stream({ token: as.admin.token });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(opened.headers.get('access-control-allow-origin')).toBe('*');
    const first = await opened.next();
    expect(first).toEqual({
      id: first.data.lastEventId,
      event: 'ready',
      data: { lastEventId: expect.any(Number), resumed: false },
    });
    const anonymous = await stream({});
    expect(anonymous.status).toBe(401);
    const wrong = await stream({ query: 'access_token=nope' });
    expect(wrong.status).toBe(401);
    // An EventSource cannot send headers: the token may come as ?access_token=.
    const byQuery = await stream({ query: `access_token=${as.viewer.token}` });
    expect(byQuery.status).toBe(200);
    expect((await byQuery.next()).event).toBe('ready');
  });

  it("delivers one client's update to another client's stream, as that client reads the record", async () => {
    const watcher = await ready('admin');
    const french = await ready('viewer', 'locale=fr');
    const patch = await call('PATCH', '/posts/3', {
      token: as.admin.token,
      body: { title: 'Changed live', views: 7 },
    });
    expect(patch.status).toBe(200);
    const message = await watcher.next();
    const shown = await call('GET', '/posts/3', { token: as.admin.token });
    expect(message).toEqual({
      id: expect.any(Number),
      event: 'updated',
      data: {
        resource: 'posts',
        id: 3,
        version: Number(/\d+/.exec(String(patch.headers.get('etag')))?.[0]),
        etag: patch.headers.get('etag'),
        user: { id: as.admin.user.id, name: as.admin.user.name },
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        changed: ['title', 'views'],
        record: shown.body,
      },
    });
    expect(Date.now() - Date.parse(message.data.at)).toBeLessThan(60_000);
    const inFrench = await french.next();
    const shownInFrench = await call('GET', '/posts/3', {
      token: as.viewer.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.id).toBe(message.id);
    expect(inFrench.data.record).toEqual(shownInFrench.body);
    expect(inFrench.data.etag).toBe(shownInFrench.headers.get('etag'));
    expect(inFrench.data.record.title).not.toBe('Changed live'); // the English title changed
    // Viewers may not read views (lib/rules.js FIELD_RULES): not in their event either.
    expect(inFrench.data.changed).toEqual(['title']);
    expect(inFrench.data.record).not.toHaveProperty('views');
  });

  it('delivers creations and deletions, with the records a deletion takes along', async () => {
    const watcher = await ready('editor');
    const created = await call('POST', '/posts', {
      token: as.admin.token,
      body: { title: 'Born live', userId: 1 },
    });
    const comment = await call('POST', `/posts/${created.body.id}/comments`, {
      token: as.admin.token,
      body: { body: 'First!' },
    });
    const born = await watcher.next();
    expect(born.event).toBe('created');
    expect(born.data).toMatchObject({
      resource: 'posts',
      id: created.body.id,
      version: 1,
      user: { id: as.admin.user.id, name: as.admin.user.name },
      record: created.body,
    });
    expect(born.data.changed).toBeUndefined();
    expect((await watcher.next()).data).toMatchObject({
      resource: 'comments',
      record: comment.body,
    });
    expect(
      (await call('DELETE', `/posts/${created.body.id}`, { token: as.admin.token })).status,
    ).toBe(200);
    // Posts go to the trash (a `deleted` event), come back (`created`), then are purged.
    const gone = await watcher.next();
    expect(gone.event).toBe('deleted');
    expect(gone.data).toEqual({
      resource: 'posts',
      id: created.body.id,
      version: 2,
      etag: '"2-en"',
      user: { id: as.admin.user.id, name: as.admin.user.name },
      at: expect.any(String),
    });
    const restored = await call('POST', `/posts/${created.body.id}/restore`, {
      token: as.editor.token,
    });
    const back = await watcher.next();
    expect(back.event).toBe('created');
    expect(back.data).toMatchObject({
      id: created.body.id,
      version: 3,
      user: { id: as.editor.user.id },
      record: restored.body,
    });
    await call('DELETE', `/posts/${created.body.id}`, { token: as.admin.token });
    expect((await watcher.next()).data).toMatchObject({ id: created.body.id, version: 4 });
    const purged = await call('DELETE', `/posts/trash/${created.body.id}`, {
      token: as.admin.token,
    });
    expect(purged.status).toBe(200);
    const forGood = await watcher.next();
    expect(forGood.data).toMatchObject({ resource: 'posts', id: created.body.id, version: 4 });
    const cascaded = await watcher.next();
    expect(cascaded.event).toBe('deleted');
    expect(cascaded.data).toMatchObject({ resource: 'comments', id: comment.body.id });
    expect(cascaded.id).toBe(Number(forGood.id) + 1);
  });

  it('names the browser tab that wrote (X-Admin-Client) as client, and none when not said', async () => {
    const watcher = await ready('editor');
    const tab = 'tA1_b-2';
    const created = await call('POST', '/posts', {
      token: as.admin.token,
      body: { title: 'Written from a tab', userId: 1 },
      headers: { 'X-Admin-Client': tab },
    });
    expect(created.status).toBe(201);
    const born = await watcher.next();
    expect(born.data).toMatchObject({ id: created.body.id, client: tab });
    // Each write says its own tab; one without the header, or with one that is no id, says none.
    let views = 500;
    /** @type {Record<string, string>[]} */
    const unnamed = [{}, { 'X-Admin-Client': 'no spaces' }, { 'X-Admin-Client': 'x'.repeat(65) }];
    for (const headers of unnamed) {
      const patch = await call('PATCH', `/posts/${created.body.id}`, {
        token: as.admin.token,
        body: { views: ++views },
        headers,
      });
      expect(patch.status).toBe(200);
      const message = await watcher.next();
      expect(message.data).toMatchObject({ id: created.body.id, user: { id: as.admin.user.id } });
      expect(message.data).not.toHaveProperty('client');
    }
    await call('DELETE', `/posts/${created.body.id}`, {
      token: as.admin.token,
      headers: { 'X-Admin-Client': 'x'.repeat(64) },
    });
    expect((await watcher.next()).data).toMatchObject({ client: 'x'.repeat(64) });
    // A browser on another origin may send it: the preflight allows it.
    const preflight = await fetch(`${api.apiUrl}/posts/1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://elsewhere.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-admin-client',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Admin-Client');
  });

  it('delivers a bulk update as one event per record', async () => {
    const watcher = await ready('admin');
    const bulk = await call('PATCH', '/laravel/posts?filter[id]=5,6', {
      token: as.editor.token,
      body: { published: true },
    });
    expect(bulk.status).toBe(200);
    const first = await watcher.next();
    const second = await watcher.next();
    expect([first.data.id, second.data.id]).toEqual([5, 6]);
    expect(second.id).toBe(Number(first.id) + 1);
    expect(first.data.record).toEqual(bulk.body.data[0]);
  });

  it('resumes after Last-Event-ID with nothing lost and nothing twice, while writes go on', async () => {
    const first = await ready('admin');
    const start = (await call('GET', '/posts/8', { token: as.admin.token })).body;
    const writes = 15;
    // Writes one after the other, in the background, while the client drops off and comes back.
    const writing = (async () => {
      for (let i = 1; i <= writes; i++) {
        const done = await call('PATCH', '/posts/8', {
          token: as.admin.token,
          body: { views: start.views + i },
        });
        expect(done.status).toBe(200);
      }
    })();
    await first.next(); // the first write arrived; the client drops off...
    await first.close();
    const dropped = first.lastEventId;
    // ...and comes back with the id of the last event it read.
    const client = await stream({ token: as.admin.token, lastEventId: dropped });
    expect(await client.next()).toEqual({
      id: dropped,
      event: 'ready',
      data: { lastEventId: dropped, resumed: true },
    });
    const before = first.messages.filter((m) => m.event === 'updated');
    expect(before.length).toBeGreaterThan(0);
    const views = before.map((m) => m.data.record.views);
    while (views.length < writes) views.push((await client.next()).data.record.views);
    await writing;
    expect(views).toEqual(Array.from({ length: writes }, (_, i) => start.views + i + 1));
    expect(await client.quiet()).toBe(true);
  });

  it('resumes from ?lastEventId= too, and refuses an id that is not one', async () => {
    const watcher = await ready('admin');
    await call('PATCH', '/tags/2', { token: as.editor.token, body: { name: 'resumed' } });
    const event = await watcher.next();
    await call('PATCH', '/tags/2', { token: as.editor.token, body: { name: 'again' } });
    const later = await stream({
      token: as.admin.token,
      query: `lastEventId=${Number(event.id) - 1}`,
    });
    expect((await later.next()).data.resumed).toBe(true);
    expect((await later.next()).data.record.name).toBe('resumed');
    expect((await later.next()).data.record.name).toBe('again');
    const bad = await stream({ token: as.admin.token, query: 'lastEventId=yesterday' });
    expect(bad.status).toBe(400);
  });

  it('sends reset for an id older than the retention, or one it never gave', async () => {
    const watcher = await ready('admin');
    const ids = Array.from({ length: RETENTION + 5 }, (_, i) => i + 10);
    const bulk = await call('PUT', `/simple-rest/posts?filter=${JSON.stringify({ id: ids })}`, {
      token: as.editor.token,
      body: { archived: true },
    });
    expect(bulk.status).toBe(200);
    let last;
    for (const id of ids) {
      last = await watcher.next();
      expect(last.data.id).toBe(id);
    }
    const head = Number(last?.id);
    const old = await stream({ token: as.admin.token, lastEventId: head - RETENTION - 1 });
    expect(await old.next()).toEqual({
      id: head,
      event: 'reset',
      data: { reason: 'too-old', lastEventId: head },
    });
    // Within the retention: resumed.
    const recent = await stream({ token: as.admin.token, lastEventId: head - RETENTION });
    expect((await recent.next()).event).toBe('ready');
    expect((await recent.next()).id).toBe(head - RETENTION + 1);
    const future = await stream({ token: as.admin.token, lastEventId: head + 100 });
    expect((await future.next()).data).toEqual({ reason: 'unknown-id', lastEventId: head });
    // After the reset, the stream goes on live.
    await call('PATCH', '/posts/1', { token: as.admin.token, body: { views: 1 } });
    expect((await old.next()).id).toBe(head + 1);
  });

  it('never sends a role the events of a resource it may not read', async () => {
    const viewer = await ready('viewer');
    const editor = await ready('editor');
    const admin = await ready('admin');
    const renamed = await call('PATCH', '/users/2', {
      token: as.admin.token,
      body: { name: 'Ed' },
    });
    expect(renamed.status).toBe(200);
    await call('PATCH', '/posts/2', { token: as.admin.token, body: { title: 'Second post' } });
    expect((await admin.next()).data.resource).toBe('users');
    const posts = await admin.next();
    expect(posts.data.resource).toBe('posts');
    // Users are the admins' only: the others get the post, not the user.
    for (const other of [viewer, editor]) {
      const message = await other.next();
      expect(message).toMatchObject({ id: posts.id, event: 'updated' });
      expect(message.data.resource).toBe('posts');
      expect(other.messages.some((m) => m.data.resource === 'users')).toBe(false);
    }
    // A resume reads the table through the same rule.
    const again = await stream({ token: as.viewer.token, lastEventId: Number(posts.id) - 2 });
    expect((await again.next()).event).toBe('ready');
    expect((await again.next()).id).toBe(posts.id);
  });

  it('sends every event to every stream after a reset of the data', async () => {
    const watcher = await ready('admin');
    const before = watcher.messages[0].id;
    await api.reset();
    const reset = await watcher.next();
    expect(reset).toMatchObject({ event: 'reset', data: { reason: 'data-reset' } });
    expect(Number(reset.id)).toBeGreaterThan(Number(before));
    // A stream resuming from before the reset is told to refetch.
    const { body } = await call('POST', '/auth/login', {
      body: { email: 'admin@example.com', password: 'admin123' },
    });
    as.admin = body;
    const old = await stream({ token: body.token, lastEventId: Number(before) });
    expect((await old.next()).data.reason).toBe('too-old');
  });

  it('ends every stream when the server closes, and the close does not wait for them', async () => {
    const watcher = await ready('admin');
    const started = Date.now();
    await api.close();
    await watcher.ended;
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(watcher.next(100)).rejects.toThrow('the stream ended');
  });
});
