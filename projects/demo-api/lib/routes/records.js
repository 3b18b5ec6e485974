// @ts-check
'use strict';

const { ApiError } = require('../errors');
const { BULK_METHODS } = require('../bulk');
const { IMPORT_SCHEMA } = require('../import');
const { isPlainObject } = require('../field-errors');
const { RESOURCES, bodySchema, children } = require('../resources');
const { createRecordHandlers } = require('./record-handlers');
const { configOf, routeId, localeOf } = require('./request');

/**
 * A dialect's record routes, under its prefix, for every collection: list, create, show,
 * update (PUT, PATCH), delete, the dialect's bulk update, and the nested collections
 * (`/posts/1/comments`). Every route signs in and checks roles before the body is read
 * (`guard`), then validates the body against the resource's JSON schema.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {import('./request').RouteConfig} RouteConfig
 * @typedef {{ dialect: import('../dialects').Dialect, store: import('../auth').Store,
 *   auth: import('../auth').Auth }} RecordRoutesOptions
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** @type {import('fastify').FastifyPluginAsync<RecordRoutesOptions>} */
async function recordRoutes(app, { dialect, store, auth }) {
  const handlers = createRecordHandlers({ store, auth });

  /** Auth and roles (before the body is read); records the locale. */
  /** @param {Request} request @param {Reply} reply */
  async function guard(request, reply) {
    const { dialect, resource } = configOf(request);
    /** @type {any} */ (request).user = await auth.authenticate(request);
    auth.authorize(request, resource.name);
    const locale = dialect.locale(/** @type {any} */ (request.query), request.headers);
    /** @type {any} */ (request).locale = locale;
    if (resource.translatable) {
      reply.header('Content-Language', locale);
      reply.header('Vary', 'Accept-Language, Authorization');
    }
  }

  /**
   * Before validation: a nested POST gets its parent id, a date becomes a date-time at
   * midnight UTC, and posts' client-sent `translations` key is ignored (as documented).
   * @param {Request} request
   */
  async function prepareBody(request) {
    const { resource, parent } = configOf(request);
    const body = request.body;
    if (!isPlainObject(body)) return;
    // Field permissions (lib/rules.js fieldAccess): a read-only or hidden field is refused by name.
    auth.authorizeFields(request, resource.name, body);
    if (parent) body[parent.field] = routeId(request, 'parentId');
    if (resource.translatable) delete body.translations;
    for (const field of resource.fields) {
      const value = body[field.name];
      if (field.type === 'date-time' && typeof value === 'string' && ISO_DATE.test(value)) {
        body[field.name] = `${value}T00:00:00.000Z`;
      }
    }
  }

  /** @param {Request} request */
  async function notNested(request) {
    throw new ApiError(
      405,
      `${request.method} is not supported on a nested collection (only GET and POST; ` +
        'PUT, PATCH and DELETE on its records)',
    );
  }

  /**
   * A nested route's parent must exist (404 "Not found: posts 999", not an empty list), and its
   * record (`:id`) must belong to that parent.
   * @param {Request} request
   */
  async function nestedRecords(request) {
    const { resource, parent } = configOf(request);
    if (!parent) return;
    const parentId = routeId(request, 'parentId');
    const locale = localeOf(request);
    if (!(await store.get(parent.resource, parentId, locale))) {
      throw new ApiError(404, `Not found: ${parent.resource.name} ${parentId}`);
    }
    const params = /** @type {Record<string, string>} */ (request.params);
    if (params['id'] === undefined) return;
    const id = routeId(request);
    const child = await store.get(resource, id, locale);
    if (!child || child.record[parent.field] !== parentId) {
      throw new ApiError(
        404,
        `Not found: ${resource.name} ${id} of ${parent.resource.name} ${parentId}`,
      );
    }
  }

  /**
   * A record addressed by its resource's second key (`key`: `/categories/technology`): the
   * route's `:id` becomes that record's id (the first one when several share the value); an
   * unknown value is a 404. A number stays an id.
   * @param {Request} request
   */
  async function resolveKey(request) {
    const { resource } = configOf(request);
    const params = /** @type {Record<string, string>} */ (request.params);
    const text = params['id'];
    if (!resource.key || text === undefined || /^\d+$/.test(text)) return;
    const { records } = await store.list(resource, localeOf(request), {
      conditions: [{ field: resource.key, op: 'eq', values: [text] }],
      limit: 1,
    });
    if (!records.length) throw new ApiError(404, `Not found: ${resource.name} ${text}`);
    params['id'] = String(records[0]['id']);
  }

  const prefix = dialect.prefix;
  for (const resource of RESOURCES) {
    const base = `${prefix}/${resource.name}`;
    /** @type {RouteConfig} */
    const config = { dialect, resource };
    const create = { body: bodySchema(resource, 'create') };
    const patch = { body: bodySchema(resource, 'patch') };
    const common = { config, onRequest: guard, preValidation: prepareBody };
    const one = { ...common, preHandler: resolveKey };
    app.get(base, common, handlers.list);
    app.post(base, { ...common, schema: create }, handlers.create);
    // A CSV import (lib/import.js): creates (POST) and updates (PATCH) in one transaction.
    // Each record may carry only fields the user may write (403 naming the first refused).
    const mayUpdate = async (/** @type {Request} */ request) => {
      auth.authorize(request, resource.name, 'PATCH');
      const { records } = /** @type {{ records: Record<string, unknown>[] }} */ (request.body);
      for (const record of records) auth.authorizeFields(request, resource.name, record);
    };
    app.post(
      `${base}/import`,
      { config, onRequest: guard, preHandler: mayUpdate, schema: { body: IMPORT_SCHEMA } },
      handlers.import,
    );
    app.get(`${base}/:id`, one, handlers.show);
    // FakeRest (simple-rest) merges a PUT into the record, as ra-data-simple-rest's updateMany
    // needs (it PUTs only the changed fields); the other dialects replace the record.
    const put = dialect.name === 'simple-rest' ? patch : create;
    app.put(`${base}/:id`, { ...one, schema: put }, handlers.update);
    app.patch(`${base}/:id`, { ...one, schema: patch }, handlers.update);
    app.delete(`${base}/:id`, one, handlers.remove);
    if (resource.softDelete) {
      // The trash (lib/store/trash.js): its listing (the list's parameters), restore (for whom
      // may delete) and purge (lib/rules.js PURGE_RULES). Static segments win over `:id`.
      app.get(`${base}/trash`, { ...common, config: { ...config, trash: true } }, handlers.list);
      const mayDelete = async (/** @type {Request} */ request) =>
        auth.authorize(request, resource.name, 'DELETE');
      const mayPurge = async (/** @type {Request} */ request) =>
        auth.authorizePurge(request, resource.name);
      app.post(
        `${base}/:id/restore`,
        { ...one, preHandler: [resolveKey, mayDelete] },
        handlers.restore,
      );
      app.delete(
        `${base}/trash/:id`,
        { ...one, preHandler: [resolveKey, mayPurge] },
        handlers.purge,
      );
    }
    const bulk = BULK_METHODS[/** @type {keyof typeof BULK_METHODS} */ (dialect.name)];
    if (bulk)
      app.route({
        method: bulk,
        url: base,
        ...common,
        schema: patch,
        handler: handlers.updateMany,
      });
    // Nested routes (json-server's, and the admin's nested resources): GET and POST
    // /posts/1/comments, GET/PUT/PATCH/DELETE /posts/1/comments/2; 404 when post 1 does not
    // exist, or comment 2 is not one of its comments.
    for (const { collection, field } of children(resource)) {
      /** @type {RouteConfig} */
      const nested = { dialect, resource: collection, parent: { resource, field: field.name } };
      const options = {
        config: nested,
        onRequest: guard,
        preValidation: prepareBody,
        preHandler: nestedRecords,
      };
      const url = `${base}/:parentId/${collection.name}`;
      const full = { body: bodySchema(collection, 'create') };
      const partial = { body: bodySchema(collection, 'patch') };
      app.get(url, options, handlers.list);
      app.post(url, { ...options, schema: full }, handlers.create);
      app.route({ method: ['PUT', 'PATCH', 'DELETE'], url, ...options, handler: notNested });
      app.get(`${url}/:id`, options, handlers.show);
      const put = dialect.name === 'simple-rest' ? partial : full;
      app.put(`${url}/:id`, { ...options, schema: put }, handlers.update);
      app.patch(`${url}/:id`, { ...options, schema: partial }, handlers.update);
      app.delete(`${url}/:id`, options, handlers.remove);
    }
  }
}

module.exports = { recordRoutes };
