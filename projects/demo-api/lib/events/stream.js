// @ts-check
'use strict';

const { setInterval, clearInterval } = require('node:timers');
const { accessDenied } = require('../rules');
const { eventFor } = require('./visible');

/**
 * One client's server-sent-events stream (`GET /api/events`, `../routes/events.js`): the frames
 * (`ready` or `reset` first, then `created`, `updated`, `deleted`; and `presence`, who views or
 * edits a record, without an id: it is not resumed, a reconnected page asks again), the resume from a
 * `Last-Event-ID` through the events table, the switch to the live feed without a gap or a
 * duplicate, heartbeats, and its end (client gone, server closing, session ended, too slow).
 *
 * Resuming: the stream subscribes to the feed first and queues what it hands over, then reads
 * the table after the client's id, then sends the queued events it has not sent (by id): an
 * event committed before the read is in the table, one committed after it is queued.
 *
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('./feed').Feed} Feed
 * @typedef {import('./visible').Reader} Reader
 * @typedef {import('../store/events').StoredEvent} StoredEvent
 * @typedef {object} StreamOptions
 * @property {ServerResponse} raw the hijacked response
 * @property {Record<string, string>} headers headers to send too (CORS)
 * @property {Feed} feed
 * @property {Reader} reader who reads, in which locale
 * @property {number} [lastEventId] the client's resume point
 * @property {() => Promise<readonly string[] | null>} recheck at each heartbeat: the reader's
 *   roles now, or null when its session ended (the stream ends)
 * @property {number} heartbeat milliseconds between heartbeats
 */

/** The reconnection delay a client is told to use, in milliseconds. */
const RETRY = 2000;
/** A client that lets this much pile up unread is dropped (it resumes from its last id). */
const MAX_BUFFERED = 1024 * 1024;
/** Events read from the table per query when resuming. */
const BATCH = 500;

/**
 * @param {number} id
 * @param {string} type
 * @param {unknown} data
 */
const frame = (id, type, data) => `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Starts the stream on `raw`; answers once it is live (or ended).
 * @param {StreamOptions} options
 */
async function openStream({ raw, headers, feed, reader, lastEventId, recheck, heartbeat }) {
  raw.writeHead(200, {
    ...headers,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  let open = true;
  let live = false;
  /** The last event id handled (sent, or not readable by this reader). */
  let cursor = 0;
  /** The last id the client was sent. */
  let sentId = 0;
  /** @type {StoredEvent[]} */
  const queue = [];
  /** @type {number | undefined} */
  let resetTo;

  /** @param {string} text */
  const send = (text) => {
    if (!open) return;
    raw.write(text);
    if (raw.writableLength > MAX_BUFFERED) end();
  };
  /** @param {StoredEvent} event */
  const handle = (event) => {
    if (event.id <= cursor) return;
    cursor = event.id;
    const payload = eventFor(event, reader);
    if (!payload) return;
    send(frame(event.id, event.type, payload));
    sentId = event.id;
  };
  /** @param {number} head @param {'too-old' | 'unknown-id' | 'data-reset'} reason */
  const sendReset = (head, reason) => {
    cursor = Math.max(cursor, head);
    send(frame(cursor, 'reset', { reason, lastEventId: cursor }));
    sentId = cursor;
  };

  const unsubscribe = feed.subscribe({
    deliver: (event) => (live ? handle(event) : queue.push(event)),
    reset: (head) => (live ? sendReset(head, 'data-reset') : (resetTo = head)),
    end: () => end(),
    presence: (state) => {
      if (live && !accessDenied(reader.roles, 'GET', state.resource)) {
        send(`event: presence\ndata: ${JSON.stringify(state)}\n\n`);
      }
    },
  });
  const timer = setInterval(beat, heartbeat);
  timer.unref();
  raw.on('close', () => stop());

  function stop() {
    open = false;
    clearInterval(timer);
    unsubscribe();
  }
  function end() {
    if (!open) return;
    stop();
    raw.end();
  }
  function beat() {
    // An id alone (no data) moves the client's resume point past events it may not read.
    send(`: heartbeat\n${cursor > sentId ? `id: ${cursor}\n` : ''}\n`);
    if (cursor > sentId) sentId = cursor;
    recheck().then(
      (roles) => {
        if (roles) reader.roles = roles;
        else end();
      },
      () => undefined,
    );
  }

  try {
    send(`retry: ${RETRY}\n\n`);
    const { floor, head } = await feed.events.bounds();
    if (lastEventId === undefined) {
      cursor = head;
      send(frame(head, 'ready', { lastEventId: head, resumed: false }));
      sentId = head;
    } else if (lastEventId > head) {
      sendReset(head, 'unknown-id');
    } else if (lastEventId < Math.max(floor, head - feed.retention)) {
      sendReset(head, 'too-old');
    } else {
      cursor = lastEventId;
      send(frame(lastEventId, 'ready', { lastEventId, resumed: true }));
      sentId = lastEventId;
      let batch;
      do {
        batch = await feed.events.after(cursor, BATCH);
        for (const event of batch) handle(event);
      } while (batch.length === BATCH && open);
    }
    live = true;
    for (const event of queue.splice(0)) handle(event);
    if (resetTo !== undefined) sendReset(resetTo, 'data-reset');
  } catch (error) {
    console.error(`demo-api: live events: ${/** @type {Error} */ (error).message}`);
    end();
  }
}

module.exports = { openStream, RETRY };
