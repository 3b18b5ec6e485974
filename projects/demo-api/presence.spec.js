// @ts-check
'use strict';

/** Presence and edit locks (`PUT`/`DELETE /api/<resource>/<id>/presence`, `presence` events). */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { openEventStream } = require('./event-stream.testing');
const { startServer } = require('./server');

/** @typedef {Awaited<ReturnType<typeof startServer>>} Api */
/** @typedef {'admin' | 'editor' | 'viewer'} Role */

const TABS = { admin: 'tab-admin-1', editor: 'tab-editor-1', viewer: 'tab-viewer-1' };

describe('presence and edit locks', () => {
  /** @type {string} */
  let dir;
  /** @type {Api} */
  let api;
  /** @type {Record<Role, { token: string, user: any }>} */
  const as = /** @type {any} */ ({});
  /** @type {Awaited<ReturnType<typeof openEventStream>>[]} */
  const streams = [];

  /**
   * @param {string} method
   * @param {string} url under /api
   * @param {{ token?: string, body?: unknown }} [options]
   */
  async function call(method, url, options = {}) {
    /** @type {Record<string, string>} */
    const headers = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.apiUrl}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** @param {Role} role @param {string} record @param {object} body */
  const join = (role, record, body) =>
    call('PUT', `/${record}/presence`, {
      token: as[role].token,
      body: { tab: TABS[role], ...body },
    });

  /** @param {Role} role */
  async function ready(role) {
    const opened = await openEventStream(api.apiUrl, { token: as[role].token });
    streams.push(opened);
    expect((await opened.next()).event).toBe('ready');
    return opened;
  }

  /**
   * The next presence event of `record` on `stream` (skipping others').
   * @param {Awaited<ReturnType<typeof openEventStream>>} stream
   * @param {string} resource @param {number} id
   */
  async function nextPresence(stream, resource, id) {
    for (;;) {
      const message = await stream.next();
      if (message.event === 'presence' && message.data.resource === resource) {
        if (message.data.id === id) return message.data;
      }
    }
  }

  /** @param {{ people: { user: { name: string }, mode: string }[] }} state */
  const who = (state) => state.people.map((p) => `${p.user.name}:${p.mode}`).sort();

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-presence-'));
    api = await startServer({
      port: 0,
      dataDir: path.join(dir, 'pglite'),
      quiet: true,
      seed: { posts: 20 },
      presenceTtl: 1,
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

  it('shows who views and who edits, gives the lock to the first editor and answers 409 naming them to the next', async () => {
    const watcher = await ready('viewer');
    const viewing = await join('viewer', 'posts/2', { mode: 'view' });
    expect(viewing.status).toBe(200);
    expect(viewing.body).toEqual({
      resource: 'posts',
      id: 2,
      people: [
        {
          user: { id: as.viewer.user.id, name: 'Vera Laurent' },
          mode: 'view',
          since: expect.any(String),
          tab: TABS.viewer,
        },
      ],
      lock: null,
    });
    expect(who(await nextPresence(watcher, 'posts', 2))).toEqual(['Vera Laurent:view']);

    const editing = await join('editor', 'posts/2', { mode: 'edit' });
    expect(editing.status).toBe(200);
    expect(editing.body.lock).toMatchObject({
      user: { name: 'Eddie Moreau' },
      mode: 'edit',
      tab: TABS.editor,
    });
    expect(who(await nextPresence(watcher, 'posts', 2))).toEqual([
      'Eddie Moreau:edit',
      'Vera Laurent:view',
    ]);

    const second = await join('admin', 'posts/2', { mode: 'edit' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^Locked: Eddie Moreau is editing posts 2 since \d{4}-/);
    expect(second.body.lock).toMatchObject({ user: { name: 'Eddie Moreau' } });
    // Refused the lock, the admin is there as a viewer.
    expect(who(second.body)).toEqual([
      'Alice Martin:view',
      'Eddie Moreau:edit',
      'Vera Laurent:view',
    ]);
    expect(who(await nextPresence(watcher, 'posts', 2))).toContain('Alice Martin:view');

    // A heartbeat changes nothing: no event; the holder keeps the lock and its time.
    const renewed = await join('editor', 'posts/2', { mode: 'edit' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.lock.since).toBe(editing.body.lock.since);
  });

  it('lets an admin take the lock over; the one who lost it is told (409 at its next heartbeat) and stays as a viewer', async () => {
    const watcher = await ready('editor');
    expect((await join('editor', 'posts/3', { mode: 'edit' })).status).toBe(200);
    await nextPresence(watcher, 'posts', 3);
    // An editor may not take it from someone else.
    const refused = await call('PUT', '/posts/3/presence', {
      token: as.viewer.token,
      body: { tab: TABS.viewer, mode: 'edit', takeOver: true },
    });
    expect(refused.status).toBe(403);

    const taken = await join('admin', 'posts/3', { mode: 'edit', takeOver: true });
    expect(taken.status).toBe(200);
    expect(taken.body.lock).toMatchObject({ user: { name: 'Alice Martin' }, tab: TABS.admin });
    expect(who(taken.body)).toEqual(['Alice Martin:edit', 'Eddie Moreau:view']);
    const event = await nextPresence(watcher, 'posts', 3);
    expect(event.people.find((/** @type {any} */ p) => p.mode === 'edit').user.name).toBe(
      'Alice Martin',
    );

    const lost = await join('editor', 'posts/3', { mode: 'edit' });
    expect(lost.status).toBe(409);
    expect(lost.body.message).toMatch(/^Locked: Alice Martin is editing posts 3/);
    const notAdmin = await join('editor', 'posts/3', { mode: 'edit', takeOver: true });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.message).toBe(
      'Forbidden: Alice Martin is editing posts 3; only admin may take the lock over',
    );

    // Anyone may take the lock from their own other tab.
    const otherTab = await call('PUT', '/posts/3/presence', {
      token: as.admin.token,
      body: { tab: 'tab-admin-2', mode: 'edit', takeOver: true },
    });
    expect(otherTab.status).toBe(200);
    expect(otherTab.body.lock.tab).toBe('tab-admin-2');
  });

  it('releases on leave and on sign-out, and tells the streams', async () => {
    const watcher = await ready('admin');
    expect((await join('editor', 'posts/4', { mode: 'edit' })).status).toBe(200);
    expect(who(await nextPresence(watcher, 'posts', 4))).toEqual(['Eddie Moreau:edit']);
    const left = await call('DELETE', `/posts/4/presence?tab=${TABS.editor}`, {
      token: as.editor.token,
    });
    expect(left.status).toBe(204);
    expect(await nextPresence(watcher, 'posts', 4)).toEqual({
      resource: 'posts',
      id: 4,
      people: [],
    });
    expect((await join('admin', 'posts/4', { mode: 'edit' })).status).toBe(200);
    await nextPresence(watcher, 'posts', 4);

    // Signing out removes the session's tabs: the lock is free again.
    const signedIn = await call('POST', '/auth/login', {
      body: { email: 'editor@example.com', password: 'editor123' },
    });
    const token = signedIn.body.token;
    const put = await call('PUT', '/posts/5/presence', {
      token,
      body: { tab: 'tab-editor-9', mode: 'edit' },
    });
    expect(put.status).toBe(200);
    expect(who(await nextPresence(watcher, 'posts', 5))).toEqual(['Eddie Moreau:edit']);
    expect((await call('POST', '/auth/logout', { token })).status).toBe(204);
    expect(await nextPresence(watcher, 'posts', 5)).toEqual({
      resource: 'posts',
      id: 5,
      people: [],
    });
    expect((await join('admin', 'posts/5', { mode: 'edit' })).status).toBe(200);
  });

  it('expires a tab without heartbeat after the time to live (1 s here), and frees its lock', async () => {
    const watcher = await ready('admin');
    expect((await join('editor', 'posts/6', { mode: 'edit' })).status).toBe(200);
    expect(who(await nextPresence(watcher, 'posts', 6))).toEqual(['Eddie Moreau:edit']);
    const started = Date.now();
    expect(await nextPresence(watcher, 'posts', 6)).toEqual({
      resource: 'posts',
      id: 6,
      people: [],
    });
    expect(Date.now() - started).toBeGreaterThan(500);
    const taken = await join('admin', 'posts/6', { mode: 'edit' });
    expect(taken.status).toBe(200);
    expect(who(taken.body)).toEqual(['Alice Martin:edit']);
  });

  it('sends presence only to readers of the collection, and checks the caller and the request', async () => {
    const editorStream = await ready('editor');
    const adminStream = await ready('admin');
    // Only admins read users: the editor's stream never hears of a user's page.
    expect((await join('admin', 'users/2', { mode: 'view' })).status).toBe(200);
    expect((await nextPresence(adminStream, 'users', 2)).people).toHaveLength(1);
    expect((await join('editor', 'posts/7', { mode: 'view' })).status).toBe(200);
    await nextPresence(editorStream, 'posts', 7);
    expect(editorStream.messages.some((m) => m.data.resource === 'users')).toBe(false);

    expect((await call('PUT', '/posts/7/presence', { body: { tab: TABS.viewer } })).status).toBe(
      401,
    );
    const viewerEdits = await join('viewer', 'posts/7', { mode: 'edit' });
    expect(viewerEdits).toEqual({
      status: 403,
      body: { message: 'Forbidden: role viewer may not PUT posts' },
    });
    expect((await join('editor', 'users/2', { mode: 'view' })).status).toBe(403);
    expect((await join('viewer', 'posts/99999', { mode: 'view' })).status).toBe(404);
    expect((await join('viewer', 'tags/angular', { mode: 'view' })).body.id).toEqual(
      expect.any(Number),
    );
    expect(await join('viewer', 'posts/7', { mode: 'write' })).toEqual({
      status: 400,
      body: { message: 'mode must be "view" or "edit", got "write"' },
    });
    const badTab = await call('PUT', '/posts/7/presence', {
      token: as.viewer.token,
      body: { tab: 'x' },
    });
    expect(badTab).toEqual({
      status: 400,
      body: { message: 'tab must be the tab\'s id: 8 to 64 letters, digits, - or _, got "x"' },
    });
    const noTab = await call('DELETE', '/posts/7/presence', { token: as.viewer.token });
    expect(noTab.status).toBe(400);
  });
});
