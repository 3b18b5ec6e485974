// @ts-check
'use strict';

/** CSV imports (`POST /api/<collection>/import`, lib/import.js), on the real server and PGlite. */

const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { startSignedInApi } = require('./signed-in-api.testing');

describe('CSV import', () => {
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>} */
  let server;
  /** @type {Awaited<ReturnType<typeof startSignedInApi>>['call']} */
  const call = (...args) => server.call(...args);

  /** Every tag's name. */
  async function tagNames() {
    const { body } = await call('GET', '/tags?_sort=id&_limit=1000', { role: 'viewer' });
    return /** @type {{ name: string }[]} */ (body).map((t) => t.name);
  }

  beforeAll(async () => {
    server = await startSignedInApi('import');
  }, 60_000);

  afterAll(() => server?.close());

  it('creates and updates (by id) in one go, and reports each row', async () => {
    const before = await tagNames();
    const res = await call('POST', '/tags/import', {
      role: 'editor',
      body: {
        records: [{ name: 'Imported one' }, { id: 1, name: 'Renamed by import' }, { name: 'Two' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(2);
    expect(res.body.updated).toBe(1);
    expect(res.body.rows.map((/** @type {any} */ r) => [r.row, r.action])).toEqual([
      [1, 'created'],
      [2, 'updated'],
      [3, 'created'],
    ]);
    expect(res.body.rows[1].id).toBe(1);
    const after = await tagNames();
    expect(after.length).toBe(before.length + 2);
    expect(after).toEqual(expect.arrayContaining(['Imported one', 'Two', 'Renamed by import']));
    // Written through the history trigger, by the importing user.
    const history = await call('GET', '/tags/1/history', { role: 'admin' });
    expect(history.status).toBe(200);
    expect(history.body.data[0].action).toBe('update');
  });

  it('updates by another key: a slug finds its record, an unknown one creates', async () => {
    const made = await call('POST', '/tags', {
      role: 'editor',
      body: { name: 'Keyed', slug: 'keyed' },
    });
    expect(made.status).toBe(201);
    const res = await call('POST', '/tags/import', {
      role: 'editor',
      body: {
        key: 'slug',
        records: [
          { slug: 'keyed', name: 'Keyed again' },
          { slug: 'fresh-slug', name: 'Fresh' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([
      { row: 1, action: 'updated', id: made.body.id },
      { row: 2, action: 'created', id: expect.any(Number) },
    ]);
    const read = await call('GET', `/tags/${made.body.id}`, { role: 'viewer' });
    expect(read.body.name).toBe('Keyed again');
  });

  it('writes nothing when one row fails, and names every failing row with its fields', async () => {
    const before = await tagNames();
    const res = await call('POST', '/tags/import', {
      role: 'editor',
      body: {
        records: [{ name: 'Fine' }, { name: 42 }, { slug: 'no-name' }, { name: 'Fine too' }],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/2 rows have errors \(rows 2, 3\); nothing was written/);
    expect(res.body.rows).toEqual([
      expect.objectContaining({ row: 2, errors: { name: [expect.any(String)] } }),
      expect.objectContaining({ row: 3, errors: { name: ['is required'] } }),
    ]);
    expect(await tagNames()).toEqual(before);
  });

  it('rolls back rows already written when a later one fails in the database', async () => {
    const before = (await call('GET', '/posts?_limit=1000', { role: 'viewer' })).body.length;
    const res = await call('POST', '/posts/import', {
      role: 'editor',
      body: {
        records: [
          { title: 'Imported post', userId: 1 },
          { title: 'Bad author', userId: 999_999 },
          { id: 999_998, title: 'Update of nothing' },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.rows.map((/** @type {any} */ r) => r.row)).toEqual([2, 3]);
    expect(res.body.rows[0].errors.userId[0]).toMatch(/does not exist/);
    // Row 3 names an id no post has: it creates that post, and so must hold a user.
    expect(res.body.rows[1].errors).toEqual({ userId: ['is required'] });
    const after = (await call('GET', '/posts?_limit=1000', { role: 'viewer' })).body.length;
    expect(after).toBe(before);
  });

  it('checks without writing on a dry run', async () => {
    const before = await tagNames();
    const res = await call('POST', '/tags/import', {
      role: 'editor',
      body: { dryRun: true, records: [{ name: 'Dry' }, { id: 2, name: 'Dry rename' }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1 });
    expect(await tagNames()).toEqual(before);
  });

  it('refuses viewers, a bad key and a body without records', async () => {
    const records = [{ name: 'Nope' }];
    expect((await call('POST', '/tags/import', { role: 'viewer', body: { records } })).status).toBe(
      403,
    );
    const badKey = await call('POST', '/tags/import', {
      role: 'editor',
      body: { key: 'nothing', records },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/key must be id or a text or integer field of tags/);
    const empty = await call('POST', '/tags/import', { role: 'editor', body: { rows: [] } });
    expect(empty.status).toBe(422);
  });

  it("checks each row's version (a paste into the list): a stale one fails its row, nothing written", async () => {
    const one = await call('POST', '/tags', { role: 'editor', body: { name: 'Versioned one' } });
    const two = await call('POST', '/tags', { role: 'editor', body: { name: 'Versioned two' } });
    /** The version of a tag, from its ETag. @param {number} id */
    const versionOf = async (id) => {
      const res = await fetch(`${server.api.apiUrl}/tags/${id}`, {
        headers: { authorization: `Bearer ${server.as.editor.token}` },
      });
      return Number((res.headers.get('etag') ?? '').replace(/"/g, ''));
    };
    const v1 = await versionOf(one.body.id);
    const v2 = await versionOf(two.body.id);
    expect(v2).toBeGreaterThan(0);
    // Someone saves tag two after the paste read it.
    await call('PATCH', `/tags/${two.body.id}`, { role: 'admin', body: { name: 'Theirs' } });
    const stale = await call('POST', '/tags/import', {
      role: 'editor',
      body: {
        records: [
          { id: one.body.id, name: 'Pasted one' },
          { id: two.body.id, name: 'Pasted two' },
        ],
        versions: [v1, v2],
      },
    });
    expect(stale.status).toBe(422);
    expect(stale.body.rows).toEqual([expect.objectContaining({ row: 2, status: 412 })]);
    const names = await tagNames();
    expect(names).toContain('Versioned one');
    expect(names).toContain('Theirs');
    expect(names).not.toContain('Pasted one');
    // With the current versions, both rows are written in one go.
    const ok = await call('POST', '/tags/import', {
      role: 'editor',
      body: {
        records: [
          { id: one.body.id, name: 'Pasted one' },
          { id: two.body.id, name: 'Pasted two' },
        ],
        versions: [v1, await versionOf(two.body.id)],
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ updated: 2, created: 0 });
    // A versioned row whose record does not exist fails rather than create one.
    const missing = await call('POST', '/tags/import', {
      role: 'editor',
      body: { records: [{ id: 999999, name: 'Ghost' }], versions: [1] },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.rows).toEqual([expect.objectContaining({ row: 1, status: 404 })]);
    const mismatch = await call('POST', '/tags/import', {
      role: 'editor',
      body: { records: [{ id: one.body.id, name: 'x' }], versions: [] },
    });
    expect(mismatch.status).toBe(400);
  });
});
