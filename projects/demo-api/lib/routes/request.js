// @ts-check
'use strict';

const { ApiError } = require('../errors');
const { MAX_INTEGER } = require('../resources');
const { parseIfMatch } = require('../store');

/**
 * What a record route reads from its request: its config (dialect, resource, parent), the ids of
 * its URL, the locale, If-Match; and how the dialect wraps a record.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('../dialects').Dialect} Dialect
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {{ dialect: Dialect, resource: ResourceDef, parent?: { resource: ResourceDef,
 *   field: string }, trash?: boolean }} RouteConfig `trash`: the trash listing's route
 */

/** @param {Request} request */
const configOf = (request) => /** @type {RouteConfig} */ (request.routeOptions.config);

/** The record id of the route, or a 404. @param {Request} request @param {string} [key] */
function routeId(request, key = 'id') {
  const text = /** @type {Record<string, string>} */ (request.params)[key];
  const id = Number(text);
  if (!/^\d+$/.test(text) || id < 1 || id > MAX_INTEGER) {
    const { resource, parent } = configOf(request);
    throw new ApiError(404, `Not found: ${(parent?.resource ?? resource).name} ${text}`);
  }
  return id;
}

/** The record as the dialect wraps it. @param {Dialect} dialect @param {unknown} record */
const wrap = (dialect, record) => (dialect.name === 'laravel' ? { data: record } : record);

/** @param {Request} request */
const localeOf = (request) => /** @type {string} */ (/** @type {any} */ (request).locale);

/** @param {Request} request */
const ifMatchOf = (request) => {
  const header = request.headers['if-match'];
  return parseIfMatch(Array.isArray(header) ? header.join(',') : header);
};

/** The URL of a record for Location headers. @param {Request} request @param {Dialect} dialect */
const recordUrl = (request, dialect, /** @type {string} */ name, /** @type {unknown} */ id) =>
  `${request.protocol}://${request.host}${dialect.prefix}/${name}/${id}`;

/** A writing tab's id as `X-Admin-Client` may give it: 1 to 64 letters, digits, `_` or `-`. */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The signed-in writer of a request, as its events name it: the user, and the browser tab that
 * wrote when the request says (`X-Admin-Client`, the admin's `withRealtime()`; ignored unless it
 * is a valid id), echoed as the events' `client`.
 * @param {Request} request
 * @returns {import('../store/events').Actor}
 */
const actorOf = (request) => {
  const user = /** @type {{ id: number, name: string }} */ (/** @type {any} */ (request).user);
  const client = request.headers['x-admin-client'];
  return {
    id: Number(user.id),
    name: String(user.name),
    ...(typeof client === 'string' && CLIENT_ID.test(client) ? { client } : {}),
  };
};

/**
 * Which records of a soft-deleting resource a list or read asks for: `_trashed=include` (with the
 * trashed ones: references) or, lists only, `_trashed=only`; absent, the live ones. The key is
 * taken out of `query` (it is no filter of the dialect's). 400 for another value, or on a
 * resource without a trash.
 * @param {Request} request
 * @param {Record<string, unknown>} query
 * @param {boolean} list
 * @returns {import('../store/rows').Trashed}
 */
function trashedOf(request, query, list) {
  const { resource, trash } = configOf(request);
  if (trash) return 'only';
  const value = query['_trashed'];
  delete query['_trashed'];
  if (value === undefined) return 'exclude';
  const allowed = list ? ['include', 'only'] : ['include'];
  if (!resource.softDelete) {
    throw new ApiError(400, `_trashed: ${resource.name} have no trash (they are not soft-deleted)`);
  }
  if (typeof value !== 'string' || !allowed.includes(value)) {
    throw new ApiError(
      400,
      `_trashed must be ${allowed.map((a) => `"${a}"`).join(' or ')}, got ${JSON.stringify(value)}`,
    );
  }
  return /** @type {'include' | 'only'} */ (value);
}

module.exports = {
  configOf,
  routeId,
  wrap,
  localeOf,
  ifMatchOf,
  recordUrl,
  actorOf,
  trashedOf,
};
