// @ts-check
'use strict';

const { ApiError, badRequest } = require('../errors');
const { localizePost, negotiateLocale } = require('../i18n');
const { RESOURCES, fieldNames, resourceNamed } = require('../resources');
const { accessDenied, fieldAccess, readableRecord } = require('../rules');
const { HISTORY_ACTIONS } = require('../store/history');

/**
 * The record history and the audit log (`../store/history.js`), for a signed-in user:
 *
 * - `GET /api/<resource>/<id>/history`: a record's versions, newest first, for whoever may read
 *   the collection (403 otherwise);
 * - `GET /api/audit?user=&resource=&action=&from=&to=`: every recorded write, newest first, for
 *   the roles `lib/rules.js` lets read `audit` (admins), filtered by writer (user id),
 *   resource, action (`create`, `update`, `delete` — to the trash for a soft-deleting resource —,
 *   `restore` from the trash, `purge`) and date (`from` included, `to` included:
 *   a date means its whole day, UTC).
 *
 * Both are paged by `page` (from 1) and `perPage` (1 to 100, 20 by default) and answer
 * `{ data, total, page, perPage }`; `total` counts up to 10 000 entries, and `totalCapped: true`
 * says there are more (narrow the filters, the dates first, to page through them). An entry shows the record as the reader reads it (in the
 * locale of `Accept-Language`), and never a collection the reader may not read.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('../store/history').StoredEntry} StoredEntry
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {{ roles: readonly string[], locale: string }} Reader
 * @typedef {{ field: string, before: unknown, after: unknown }} FieldChange
 * @typedef {object} HistoryEntry an entry as served
 * @property {number} id
 * @property {string} resource
 * @property {number} recordId
 * @property {'create' | 'update' | 'delete' | 'restore' | 'purge'} action
 * @property {number} version the record's version after the write (at the delete for deletes)
 * @property {string} at ISO 8601
 * @property {{ id: number, name: string } | null} user who wrote (null: not through the API)
 * @property {FieldChange[]} changes the fields whose value the write changed, as the reader
 *   reads them (a create's set fields, a delete's fields)
 * @property {Record<string, unknown> | null} record the record as of this version (null for
 *   deletes)
 * @typedef {{ store: import('../auth').Store, auth: import('../auth').Auth }}
 *   HistoryRoutesOptions
 */

const DEFAULT_PAGE_SIZE = 20;
const MAX_HISTORY_PAGE_SIZE = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** @param {unknown} value */
const single = (value) => (Array.isArray(value) ? value[value.length - 1] : value);

/**
 * A whole number query parameter within bounds, or a 400 naming it.
 * @param {Record<string, unknown>} query
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} max
 */
function wholeParam(query, name, fallback, min, max) {
  const text = single(query[name]);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(String(text)) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** @param {Record<string, unknown>} query */
function pageOf(query) {
  const page = wholeParam(query, 'page', 1, 1, 1_000_000);
  const perPage = wholeParam(query, 'perPage', DEFAULT_PAGE_SIZE, 1, MAX_HISTORY_PAGE_SIZE);
  return { page, perPage, offset: (page - 1) * perPage, limit: perPage };
}

/**
 * A date or date-time query parameter as a timestamp: `end` moves a plain date to the end of
 * its day (the next midnight, UTC) and a date-time 1 ms later, as the store's bound is exclusive.
 * @param {Record<string, unknown>} query
 * @param {string} name
 * @param {boolean} end
 */
function instantParam(query, name, end) {
  const text = single(query[name]);
  if (text === undefined || text === '') return undefined;
  const value = String(text);
  const time = Date.parse(DATE.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw badRequest(
      `${name} must be a date (2026-11-28) or a date-time (ISO 8601), got "${value}"`,
    );
  }
  const shift = end ? (DATE.test(value) ? 86_400_000 : 1) : 0;
  return new Date(time + shift).toISOString();
}

/**
 * A stored row (as the trigger wrote it) as the API serves the record in `locale`: its fields in
 * the API's order, dates as ISO text, posts' texts translated.
 * @param {ResourceDef} resource
 * @param {Record<string, unknown>} stored
 * @param {string} locale
 */
function served(resource, stored, locale) {
  const read = resource.translatable ? localizePost(/** @type {any} */ (stored), locale) : stored;
  /** @type {Record<string, unknown>} */
  const record = {};
  for (const name of fieldNames(resource)) {
    const value = /** @type {Record<string, unknown>} */ (read)[name];
    const field = resource.fields.find((f) => f.name === name);
    record[name] =
      field?.type === 'date-time' && typeof value === 'string'
        ? new Date(value).toISOString()
        : (value ?? null);
  }
  return record;
}

/**
 * The entry as `reader` may read it, or null when it may not read its collection. The one place
 * the history's read rules live: the fields it may not read (`fieldAccess`) leave its changes and
 * record (the entry stays, so that versions keep their numbers).
 * @param {StoredEntry} entry
 * @param {Reader} reader
 * @returns {HistoryEntry | null}
 */
function entryFor(entry, reader) {
  const resource = resourceNamed(entry.resource);
  if (!resource || accessDenied(reader.roles, 'GET', resource.name)) return null;
  const after = entry.after ? served(resource, entry.after, reader.locale) : null;
  // An update, a move to the trash or a restore keeps the changed fields' old values only.
  const full =
    entry.after && entry.before ? { ...entry.after, ...entry.before } : (entry.before ?? null);
  const before = full ? served(resource, full, reader.locale) : null;
  const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const access = fieldAccess(reader.roles, resource.name);
  const changes = fieldNames(resource)
    .filter((name) => name !== 'id' && access.canRead(name) && !same(before?.[name], after?.[name]))
    .map((name) => ({ field: name, before: before?.[name] ?? null, after: after?.[name] ?? null }));
  return {
    id: entry.id,
    resource: resource.name,
    recordId: entry.recordId,
    action: entry.action,
    version: entry.version,
    at: entry.at,
    user: entry.userId === null ? null : { id: entry.userId, name: String(entry.userName) },
    changes,
    record: after && readableRecord(reader.roles, resource.name, after),
  };
}

/** @type {import('fastify').FastifyPluginAsync<HistoryRoutesOptions>} */
async function historyRoutes(app, { store, auth }) {
  /** The signed-in reader of a request. @param {Request} request @returns {Promise<Reader>} */
  async function readerOf(request) {
    const user = await auth.authenticate(request);
    /** @type {any} */ (request).user = user;
    return { roles: user.roles ?? [], locale: negotiateLocale(request.headers['accept-language']) };
  }

  /**
   * @param {{ entries: StoredEntry[], total: number, totalCapped: boolean }} found
   * @param {Reader} reader
   * @param {{ page: number, perPage: number }} range
   */
  const answer = (found, reader, { page, perPage }) => ({
    data: found.entries.map((entry) => entryFor(entry, reader)).filter((e) => e !== null),
    total: found.total,
    ...(found.totalCapped ? { totalCapped: true } : {}),
    page,
    perPage,
  });

  /**
   * The record id of the URL: a number, or (for a resource with a second key, `/tags/angular`)
   * the id of the record holding that key, as the record routes read it; a 404 otherwise.
   * @param {ResourceDef} resource
   * @param {string} text
   * @param {string} locale
   */
  async function recordIdOf(resource, text, locale) {
    if (/^\d{1,10}$/.test(text)) return Number(text);
    if (resource.key) {
      const { records } = await store.list(resource, locale, {
        conditions: [{ field: resource.key, op: 'eq', values: [text] }],
        limit: 1,
      });
      if (records.length) return Number(records[0].id);
    }
    throw new ApiError(404, `Not found: ${resource.name} ${text}`);
  }

  for (const resource of RESOURCES) {
    app.get(`/api/${resource.name}/:id/history`, async (request, reply) => {
      const reader = await readerOf(request);
      auth.authorize(request, resource.name);
      const text = /** @type {Record<string, string>} */ (request.params).id;
      const range = pageOf(/** @type {Record<string, unknown>} */ (request.query));
      const id = await recordIdOf(resource, text, reader.locale);
      const found = await store.history.versions(resource.name, id, range);
      reply.header('Vary', 'Accept-Language, Authorization');
      return answer(found, reader, range);
    });
  }

  app.get('/api/audit', async (request, reply) => {
    const reader = await readerOf(request);
    auth.authorize(request, 'audit');
    const query = /** @type {Record<string, unknown>} */ (request.query);
    const range = pageOf(query);
    const resourceName = single(query.resource);
    if (resourceName !== undefined && resourceName !== '' && !resourceNamed(String(resourceName))) {
      throw badRequest(
        `resource must be one of ${RESOURCES.map((r) => r.name).join(', ')}, got "${resourceName}"`,
      );
    }
    const action = single(query.action);
    if (action !== undefined && action !== '' && !HISTORY_ACTIONS.includes(String(action))) {
      throw badRequest(`action must be one of ${HISTORY_ACTIONS.join(', ')}, got "${action}"`);
    }
    const user = single(query.user);
    const found = await store.history.audit({
      resources: RESOURCES.map((r) => r.name).filter(
        (name) => !accessDenied(reader.roles, 'GET', name),
      ),
      userId:
        user === undefined || user === ''
          ? undefined
          : wholeParam(query, 'user', 0, 1, 2_147_483_647),
      resource: resourceName ? String(resourceName) : undefined,
      action: action ? /** @type {any} */ (String(action)) : undefined,
      from: instantParam(query, 'from', false),
      to: instantParam(query, 'to', true),
      offset: range.offset,
      limit: range.limit,
    });
    reply.header('Vary', 'Accept-Language, Authorization');
    return answer(found, reader, range);
  });
}

module.exports = { historyRoutes, entryFor, MAX_HISTORY_PAGE_SIZE };
