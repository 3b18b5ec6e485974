// @ts-check
'use strict';

/** The process's feed of live events over a PGlite database: hand-out, pruning, close. */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, expect, beforeAll, afterAll } = require('@jest/globals');
const { openData } = require('../../server');
const { appendEvents } = require('../store/events');
const { createFeed } = require('./feed');

/** @typedef {import('../store/events').StoredEvent} StoredEvent */

describe('createFeed', () => {
  /** @type {string} */
  let dir;
  /** @type {import('../db').Database} */
  let db;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-feed-'));
    ({ db } = await openData({ dataDir: path.join(dir, 'pglite'), seed: { posts: 5 } }));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One write's events, committed. @param {number} count */
  const write = (count) =>
    db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: count }, (_, i) => ({
          type: /** @type {const} */ ('updated'),
          resource: 'tags',
          recordId: i + 1,
          version: 2,
          changed: ['name'],
          record: { id: i + 1, name: `tag ${i}`, slug: null },
        })),
        { id: 1, name: 'Alice' },
      ),
    );

  /** @param {() => boolean} done */
  async function until(done) {
    const deadline = Date.now() + 5000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('hands every committed event to its subscribers once, in id order, and nothing rolled back', async () => {
    const feed = createFeed({ db, retention: 1000 });
    await feed.start();
    /** @type {StoredEvent[]} */
    const got = [];
    let ended = false;
    feed.subscribe({
      deliver: (event) => got.push(event),
      reset: () => undefined,
      end: () => (ended = true),
    });
    await write(2);
    await db
      .transaction(async (tx) => {
        await appendEvents(
          tx,
          [
            {
              type: 'deleted',
              resource: 'tags',
              recordId: 9,
              version: 1,
              changed: null,
              record: null,
            },
          ],
          undefined,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await write(3);
    await until(() => got.length >= 5);
    expect(got.map((e) => e.recordId)).toEqual([1, 2, 1, 2, 3]);
    for (let i = 1; i < got.length; i++) expect(got[i].id).toBeGreaterThan(got[i - 1].id);
    expect(got[0]).toMatchObject({
      type: 'updated',
      userId: 1,
      userName: 'Alice',
      changed: ['name'],
    });
    await feed.close();
    expect(ended).toBe(true);
  });

  it('prunes the table beyond its retention, and raises the floor a stream may resume from', async () => {
    const feed = createFeed({ db, retention: 10 });
    await feed.start();
    const { head: before } = await feed.events.bounds();
    for (let i = 0; i < 12; i++) await write(1); // 12 events: beyond 10 + a tenth
    let bounds = await feed.events.bounds();
    const deadline = Date.now() + 5000;
    while (bounds.floor < before + 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      bounds = await feed.events.bounds();
    }
    expect(bounds.head).toBe(before + 12);
    expect(bounds.floor).toBe(bounds.head - 10);
    const kept = await feed.events.after(0, 100);
    expect(kept.map((e) => e.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => bounds.floor + i + 1),
    );
    await feed.close();
  });
});
