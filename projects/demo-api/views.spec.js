// @ts-check
'use strict';

/** Saved views (`GET`/`POST`/`PUT`/`DELETE /api/views`, `lib/routes/views.js`). */

const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startSignedInApi } = require('./signed-in-api.testing');

/** @typedef {'admin' | 'editor' | 'viewer'} Role */

const STATE = {
  q: 'angular',
  filter: { published: true },
  sort: ['-publishedAt', 'title'],
  order: 'desc',
  perPage: 50,
  columns: { order: ['id', 'title'], hidden: ['id'], widths: {}, density: 'compact' },
};

describe('saved views', () => {
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>} */
  let server;
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>['call']} */
  const call = (...args) => server.call(...args);

  /** @param {Role} role @param {string} resource */
  const names = async (role, resource) =>
    (await call('GET', `/views?resource=${resource}`, { role })).body.data.map(
      (/** @type {{ name: string }} */ v) => v.name,
    );

  beforeAll(async () => {
    server = await startSignedInApi('views', { seed: { posts: 5 } });
  }, 60_000);

  afterAll(() => server?.close());

  it('keeps a view per owner, shows it to the roles it is shared with, and only to them', async () => {
    const created = await call('POST', '/views', {
      role: 'editor',
      body: {
        resource: 'posts',
        name: '  Published, newest  ',
        sharedWith: ['viewer'],
        state: STATE,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      resource: 'posts',
      name: 'Published, newest',
      owner: server.as.editor.user.id,
      ownerName: 'Eddie Moreau',
      sharedWith: ['viewer'],
      state: STATE,
      updatedAt: expect.any(String),
    });
    await call('POST', '/views', {
      role: 'editor',
      body: { resource: 'posts', name: 'Mine only', state: { ...STATE, columns: null } },
    });
    await call('POST', '/views', {
      role: 'editor',
      body: { resource: 'users', name: 'Other list', state: STATE },
    });

    expect(await names('editor', 'posts')).toEqual(['Mine only', 'Published, newest']);
    expect(await names('viewer', 'posts')).toEqual(['Published, newest']);
    // Not shared with admins: an admin sees only their own.
    expect(await names('admin', 'posts')).toEqual([]);
    expect(await names('editor', 'users')).toEqual(['Other list']);
  });

  it('lets only the owner or an admin change or delete a view; a reader of a shared view gets 403, others 404', async () => {
    const { body: view } = await call('POST', '/views', {
      role: 'editor',
      body: { resource: 'comments', name: 'Recent', sharedWith: ['viewer'], state: STATE },
    });
    const changed = { resource: 'comments', name: 'Renamed', sharedWith: [], state: STATE };

    const byViewer = await call('PUT', `/views/${view.id}`, { role: 'viewer', body: changed });
    expect(byViewer.status).toBe(403);
    expect(byViewer.body.message).toBe(
      `Forbidden: only its owner (Eddie Moreau) or admin may change view ${view.id} "Recent"`,
    );
    const deleteByViewer = await call('DELETE', `/views/${view.id}`, { role: 'viewer' });
    expect(deleteByViewer.status).toBe(403);

    const byOwner = await call('PUT', `/views/${view.id}`, { role: 'editor', body: changed });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ id: view.id, name: 'Renamed', sharedWith: [] });
    // No longer shared: the viewer does not even see it.
    expect((await call('DELETE', `/views/${view.id}`, { role: 'viewer' })).status).toBe(404);

    expect((await call('DELETE', `/views/${view.id}`, { role: 'admin' })).status).toBe(204);
    expect(await names('editor', 'comments')).toEqual([]);
    expect((await call('DELETE', `/views/${view.id}`, { role: 'editor' })).status).toBe(404);
  });

  it('answers 400 naming the field for bad input, 401 without a session', async () => {
    const post = (/** @type {unknown} */ body) => call('POST', '/views', { role: 'editor', body });
    const base = { resource: 'posts', name: 'x', state: STATE };
    const cases = /** @type {[unknown, string][]} */ ([
      [[], 'The body must be a JSON object (the view)'],
      [
        { ...base, resource: '../etc' },
        'resource must be the list\'s name (1 to 60 letters, digits, - or _), got "../etc"',
      ],
      [{ ...base, name: '   ' }, 'name must be a text of 1 to 80 characters, got "   "'],
      [{ ...base, sharedWith: 'viewer' }, 'sharedWith must be a list of role names, got "viewer"'],
      [{ ...base, state: { ...STATE, q: 3 } }, 'state.q must be a text, got 3'],
      [{ ...base, state: { ...STATE, filter: [] } }, 'state.filter must be an object, got []'],
      [
        { ...base, state: { ...STATE, sort: ['title; drop'] } },
        'state.sort must be a list of field names (-field: descending), got ["title; drop"]',
      ],
      [
        { ...base, state: { ...STATE, order: 'up' } },
        'state.order must be "asc" or "desc", got "up"',
      ],
      [
        { ...base, state: { ...STATE, perPage: 7 } },
        'state.perPage must be one of 10, 25, 50, 100, got 7',
      ],
      [
        { ...base, state: { ...STATE, columns: 'all' } },
        'state.columns must be an object or null, got "all"',
      ],
    ]);
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await call('GET', '/views', { role: 'editor' })).body.message).toBe(
      "resource must be the list's name (1 to 60 letters, digits, - or _), got null",
    );
    expect((await call('PUT', '/views/abc', { role: 'editor', body: base })).body.message).toBe(
      'id must be a view\'s id (a whole number), got "abc"',
    );
    expect((await call('GET', '/views?resource=posts')).status).toBe(401);
  });

  it('keeps views across sign-out: a new session of the owner lists them', async () => {
    await call('POST', '/views', {
      role: 'viewer',
      body: { resource: 'tags', name: 'Kept', state: STATE },
    });
    await call('POST', '/auth/logout', { role: 'viewer' });
    const { body } = await call('POST', '/auth/login', {
      body: { email: 'viewer@example.com', password: 'viewer123' },
    });
    server.as.viewer = { token: body.token, id: body.user.id, user: body.user };
    expect(await names('viewer', 'tags')).toEqual(['Kept']);
  });
});
