// @ts-check
'use strict';

/** One client's stream over a feed stand-in: heartbeats, skipped events, roles and sessions. */

const http = require('node:http');
const { describe, it, expect, afterEach } = require('@jest/globals');
const { openEventStream } = require('../../event-stream.testing');
const { openStream } = require('./stream');

/** @typedef {import('./feed').Subscriber} Subscriber */

/** @param {number} id @param {string} resource */
const stored = (id, resource) => ({
  id,
  type: /** @type {const} */ ('updated'),
  resource,
  recordId: 1,
  version: 2,
  userId: 1,
  userName: 'Alice',
  at: new Date(0).toISOString(),
  changed: ['name'],
  record: { id: 1, name: 'x' },
});

describe('openStream', () => {
  /** @type {http.Server | undefined} */
  let server;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  /**
   * A server whose every request is a stream of `roles` (head 5, nothing to resume).
   * @param {readonly string[]} roles
   * @param {() => Promise<readonly string[] | null>} recheck
   */
  async function serve(roles, recheck) {
    /** @type {{ subscriber?: Subscriber }} */
    const feed = {};
    server = http.createServer((request, response) => {
      openStream({
        raw: response,
        headers: {},
        feed: /** @type {any} */ ({
          retention: 100,
          events: { bounds: async () => ({ floor: 0, head: 5 }), after: async () => [] },
          subscribe: (/** @type {Subscriber} */ subscriber) => {
            feed.subscriber = subscriber;
            return () => (feed.subscriber = undefined);
          },
        }),
        reader: { roles: [...roles], locale: 'en' },
        recheck,
        heartbeat: 40,
      });
    });
    await new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const stream = await openEventStream(`http://127.0.0.1:${port}`);
    expect(await stream.next()).toMatchObject({ id: 5, event: 'ready' });
    return { stream, feed };
  }

  it('sends heartbeats, and moves the resume point past events the reader may not read', async () => {
    const { stream, feed } = await serve(['viewer'], async () => ['viewer']);
    feed.subscriber?.deliver(stored(6, 'users'));
    expect(await stream.quiet(150)).toBe(true);
    expect(stream.comments).toBeGreaterThan(1);
    expect(stream.lastEventId).toBe(6); // an id alone, with a heartbeat
    feed.subscriber?.deliver(stored(7, 'tags'));
    expect(await stream.next()).toMatchObject({
      id: 7,
      event: 'updated',
      data: { resource: 'tags' },
    });
    feed.subscriber?.deliver(stored(7, 'tags')); // handed twice: sent once
    expect(await stream.quiet(100)).toBe(true);
    await stream.close();
  });

  it('reads the roles again at each heartbeat, and ends when the session has', async () => {
    /** @type {readonly string[] | null} */
    let roles = ['viewer'];
    const { stream, feed } = await serve(['viewer'], async () => roles);
    roles = ['admin'];
    await new Promise((resolve) => setTimeout(resolve, 100));
    feed.subscriber?.deliver(stored(6, 'users'));
    expect((await stream.next()).data.resource).toBe('users');
    roles = null;
    await stream.ended;
    expect(feed.subscriber).toBeUndefined();
  });
});
