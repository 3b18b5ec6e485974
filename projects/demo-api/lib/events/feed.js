// @ts-check
'use strict';

const { EVENTS_CHANNEL, createEventStore } = require('../store/events');
const { setInterval, clearInterval } = require('node:timers');
const { PRESENCE_CHANNEL } = require('../store/locks');

/**
 * One process's feed of live events: it LISTENs on the events channel, reads the events
 * committed since the last it read (from this process or any other on the database), hands each
 * to every subscriber (the connected streams, `./stream.js`), and prunes the table beyond its
 * retention. With the lock store, it also LISTENs on the presence channel and hands each record's
 * new presence (who views or edits it) to the subscribers, and sweeps the expired presences.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../store/events').StoredEvent} StoredEvent
 * @typedef {object} Subscriber
 * @property {(event: StoredEvent) => void} deliver an event after the last one delivered
 * @property {(head: number) => void} reset the data was reset: refetch; resume after `head`
 * @property {() => void} end the feed closes
 * @property {(state: PresenceState) => void} [presence] who is on a record changed
 * @typedef {import('../store/locks').PresenceState} PresenceState
 * @typedef {ReturnType<typeof createFeed>} Feed
 */

/** Events read per query. */
const BATCH = 500;
/** Default retention: how many of the last events a stream may resume through. */
const DEFAULT_EVENT_RETENTION = 10_000;

/**
 * @param {{ db: Database, retention?: number,
 *   locks?: ReturnType<import('../store/locks').createLockStore> }} options `retention`: events
 *   kept (a resume from an older id gets `reset`); the table is pruned once it holds a tenth
 *   more. `locks`: the presences to tell (swept every tenth of their time to live, at most 10 s)
 */
function createFeed({ db, retention = DEFAULT_EVENT_RETENTION, locks }) {
  const events = createEventStore(db);
  /** @type {Set<Subscriber>} */
  const subscribers = new Set();
  let cursor = 0;
  let floor = 0;
  const slack = Math.max(1, Math.floor(retention / 10));
  /** @type {(() => Promise<void>) | undefined} */
  let unlisten;
  /** @type {Promise<void> | undefined} */
  let pumping;
  /** @type {Promise<void> | undefined} */
  let pruning;
  let again = false;
  let closed = false;
  /** @type {(() => Promise<void>) | undefined} */
  let unlistenPresence;
  /** @type {NodeJS.Timeout | undefined} */
  let sweeper;

  /** @param {string} key `<resource>/<id>` */
  function presenceChanged(key) {
    const slash = key.lastIndexOf('/');
    const id = Number(key.slice(slash + 1));
    if (!locks || closed || slash < 1 || !Number.isInteger(id)) return;
    if (![...subscribers].some((s) => s.presence)) return;
    locks.state(key.slice(0, slash), id).then(
      (state) => {
        for (const subscriber of subscribers) subscriber.presence?.(state);
      },
      (error) => {
        if (!closed) console.error(`demo-api: presence: ${error.message}`);
      },
    );
  }

  /** Reads and hands out what was committed after `cursor`; one run at a time. */
  function pump() {
    if (closed) return Promise.resolve();
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        let batch;
        do {
          batch = await events.after(cursor, BATCH);
          for (const event of batch) {
            cursor = event.id;
            for (const subscriber of subscribers) subscriber.deliver(event);
          }
        } while (batch.length === BATCH && !closed);
        await prune();
      } while (again && !closed);
    })()
      .catch((error) => {
        if (!closed) console.error(`demo-api: live events: ${error.message}`);
      })
      .finally(() => {
        pumping = undefined;
        if (again && !closed) pump(); // asked for while this run was ending
      });
    return pumping;
  }

  /** Deletes the events beyond the retention, once there is a tenth more. */
  async function prune() {
    if (cursor - floor < retention + slack || closed) return;
    floor = cursor - retention;
    await events.prune(floor);
  }

  async function reset() {
    const { head } = await events.bounds();
    cursor = Math.max(cursor, head);
    floor = cursor;
    for (const subscriber of subscribers) subscriber.reset(cursor);
  }

  /** @param {string} payload */
  function notified(payload) {
    if (payload === 'reset') {
      pump()
        .then(reset)
        .catch((error) => console.error(`demo-api: live events: ${error.message}`));
    } else if (subscribers.size || pumping) pump();
    else {
      // Nobody to hand events to: skip them (the payload is the last id of a commit, and ids
      // are in commit order); a stream that subscribes later reads the table itself.
      cursor = Math.max(cursor, Number(payload) || 0);
      pruning ??= prune()
        .catch((error) => console.error(`demo-api: live events: ${error.message}`))
        .finally(() => (pruning = undefined));
    }
  }

  return {
    retention,
    events,
    /** Starts listening, after the events committed so far. */
    async start() {
      ({ head: cursor, floor } = await events.bounds());
      unlisten = await db.listen(EVENTS_CHANNEL, notified, () => pump());
      if (locks) {
        unlistenPresence = await db.listen(PRESENCE_CHANNEL, presenceChanged);
        const every = Math.min(10_000, Math.max(50, locks.ttl / 10));
        sweeper = setInterval(() => {
          locks.sweep().catch((error) => {
            if (!closed) console.error(`demo-api: presence: ${error.message}`);
          });
        }, every);
        sweeper.unref();
      }
    },
    /**
     * Hands `subscriber` every event read from now on, until it unsubscribes (the answer).
     * @param {Subscriber} subscriber
     */
    subscribe(subscriber) {
      // A stream opened while the server closes ends at once.
      if (closed) process.nextTick(() => subscriber.end());
      else subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    /** Ends every stream, stops listening. */
    async close() {
      if (closed) return;
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.end();
      subscribers.clear();
      clearInterval(sweeper);
      await unlistenPresence?.();
      await unlisten?.();
      await pumping;
      await pruning;
    },
  };
}

module.exports = { createFeed, DEFAULT_EVENT_RETENTION };
