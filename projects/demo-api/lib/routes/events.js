// @ts-check
'use strict';

const { badRequest } = require('../errors');
const { openStream } = require('../events/stream');
const { LOCALES, negotiateLocale } = require('../i18n');
const { bearerToken } = require('../sessions');

/**
 * `GET /api/events`: the live events as server-sent events (`../events/stream.js`), for a
 * signed-in user (a bearer token, in the `Authorization` header or, for an `EventSource` that
 * cannot send headers, as `?access_token=`), resuming after `Last-Event-ID` (or
 * `?lastEventId=`), with records in the locale of `?locale=` or `Accept-Language`.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {{ feed: import('../events/feed').Feed, auth: import('../auth').Auth,
 *   store: import('../auth').Store, sessions: import('../auth').Sessions,
 *   heartbeat?: number }} EventRoutesOptions
 */

/** Milliseconds between heartbeats (comment lines keeping proxies and clients from timing out). */
const HEARTBEAT = 15_000;

/** @param {unknown} value */
const first = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * The resume point of a request, or undefined; a 400 when it is not an event id.
 * @param {Request} request
 */
function lastEventIdOf(request) {
  const query = /** @type {Record<string, unknown>} */ (request.query);
  const text = first(request.headers['last-event-id']) ?? first(query.lastEventId);
  if (text === undefined || text === '') return undefined;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) {
    throw badRequest(`Last-Event-ID must be an event id (a whole number), got "${text}"`);
  }
  return Number(text);
}

/** @param {Request} request */
function localeOfStream(request) {
  const asked = first(/** @type {Record<string, unknown>} */ (request.query).locale);
  if (asked === undefined) return negotiateLocale(request.headers['accept-language']);
  if (typeof asked !== 'string' || !LOCALES.includes(asked)) {
    throw badRequest(`locale must be one of ${LOCALES.join(', ')}, got "${asked}"`);
  }
  return asked;
}

/** @type {import('fastify').FastifyPluginAsync<EventRoutesOptions>} */
async function eventRoutes(app, { feed, auth, store, sessions, heartbeat = HEARTBEAT }) {
  // The streams end before the server closes its connections.
  app.addHook('preClose', async () => {
    await feed.close();
  });
  app.get('/api/events', { exposeHeadRoute: false }, async (request, reply) => {
    const query = /** @type {Record<string, unknown>} */ (request.query);
    const given = first(query.access_token);
    const token =
      bearerToken(request.headers.authorization) ?? (typeof given === 'string' ? given : null);
    const user = await auth.authenticate(request, token);
    const lastEventId = lastEventIdOf(request);
    const locale = localeOfStream(request);
    /** @type {Record<string, string>} */
    const headers = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = String(value);
    }
    if (locale) headers['Content-Language'] = locale;
    reply.hijack();
    await openStream({
      raw: reply.raw,
      headers,
      feed,
      reader: { roles: user.roles ?? [], locale },
      lastEventId,
      heartbeat,
      async recheck() {
        const session = token ? sessions.resolve(token) : { error: 'unknown' };
        if ('error' in session) return null;
        const now = await store.user(session.userId);
        return now ? (now.roles ?? []) : null;
      },
    });
  });
}

module.exports = { eventRoutes, HEARTBEAT };
