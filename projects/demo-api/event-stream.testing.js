// @ts-check
'use strict';

/**
 * A server-sent-events client for the specs of `GET /api/events`: reads a stream through fetch,
 * parses its messages (as an EventSource does: `id:`, `event:`, `data:`, comment lines) and lets
 * a test wait for the next one.
 *
 * @typedef {{ id: number | undefined, event: string, data: any }} Message
 */

const { TextDecoder } = require('node:util');

/**
 * Opens a stream.
 * @param {string} url the API's base URL (`api.apiUrl`)
 * @param {{ token?: string, lastEventId?: number, query?: string,
 *   headers?: Record<string, string> }} [options]
 */
async function openEventStream(url, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const controller = new AbortController();
  const response = await fetch(`${url}/events${options.query ? `?${options.query}` : ''}`, {
    headers,
    signal: controller.signal,
  });
  /** @type {Message[]} */
  const messages = [];
  let read = 0;
  /** @type {(() => void)[]} */
  let waiting = [];
  const wake = () => {
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  let lastId = /** @type {number | undefined} */ (undefined);
  let comments = 0;
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (response.body)) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          /** @type {string[]} */
          const data = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            else if (line.startsWith('id: ')) lastId = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) messages.push({ id: lastId, event, data: JSON.parse(data.join('\n')) });
        }
        wake();
      }
    } catch (error) {
      if (/** @type {Error} */ (error).name !== 'AbortError') throw error;
    } finally {
      wake();
    }
  })();
  let done = false;
  ended.finally(() => (done = true)).catch(() => undefined);

  return {
    status: response.status,
    headers: response.headers,
    /** Every message received so far. */
    messages,
    /** The id of the last message (an EventSource's `lastEventId`). */
    get lastEventId() {
      return lastId;
    },
    /** How many comment lines (heartbeats) arrived. */
    get comments() {
      return comments;
    },
    /** Resolves when the server ends the stream. */
    ended,
    /**
     * The next message not returned yet, waiting up to `timeout` milliseconds.
     * @param {number} [timeout]
     * @returns {Promise<Message>}
     */
    async next(timeout = 5000) {
      const deadline = Date.now() + timeout;
      while (read >= messages.length) {
        if (done) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no message within ${timeout} ms`);
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      return messages[read++];
    },
    /** Whether no message arrives within `wait` ms (the ones received are kept for `next`). */
    async quiet(wait = 300) {
      const before = messages.length;
      await new Promise((resolve) => setTimeout(resolve, wait));
      return messages.length === before;
    },
    close() {
      controller.abort();
      return ended.catch(() => undefined);
    },
  };
}

module.exports = { openEventStream };
