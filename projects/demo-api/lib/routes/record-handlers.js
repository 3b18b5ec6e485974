// @ts-check
'use strict';

const { ApiError } = require('../errors');
const { bulkIds } = require('../bulk');
const { fieldOf } = require('../resources');
const { etag } = require('../store');
const { laravelPage, pageLinks } = require('./list-pages');
const { configOf, routeId, wrap, localeOf, ifMatchOf, recordUrl, actorOf } = require('./request');

/**
 * The record routes' handlers, the same for every dialect: each reads its dialect and resource
 * from the route's config (`./request.js`) and answers in that dialect's shape.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {import('../resources').ResourceDef} ResourceDef
 */

/**
 * @param {{ store: import('../auth').Store, auth: import('../auth').Auth }} deps
 */
function createRecordHandlers({ store, auth }) {
  /**
   * Role checks of the included collections; the relation names checked by the store.
   * @param {Request} request @param {ResourceDef} resource @param {string[]} include
   */
  function authorizeIncluded(request, resource, include) {
    for (const name of include) auth.authorize(request, store.relationTarget(resource, name));
  }

  /** GET a collection. @param {Request} request @param {Reply} reply */
  async function listHandler(request, reply) {
    const { dialect, resource, parent } = configOf(request);
    const query = /** @type {Record<string, any>} */ ({ .../** @type {object} */ (request.query) });
    const parsed = dialect.parseList(resource, query, request.headers);
    if (parent) {
      parsed.query.conditions = [
        ...(parsed.query.conditions ?? []),
        { field: parent.field, op: 'eq', values: [routeId(request, 'parentId')] },
      ];
    }
    authorizeIncluded(request, resource, parsed.include);
    const locale = localeOf(request);
    const { records, total, offset } = await store.list(resource, locale, parsed.query);
    await store.include(resource, records, parsed.include, locale);
    if (dialect.name === 'laravel') return laravelPage(request, records, total, parsed);
    reply.header('X-Total-Count', String(total));
    const last = offset + records.length - 1;
    reply.header(
      'Content-Range',
      records.length
        ? `${resource.name} ${offset}-${last}/${total}`
        : `${resource.name} */${total}`,
    );
    if (parsed.page && dialect.name === 'json-server') {
      reply.header('Link', pageLinks(request, parsed.page, total));
    }
    return records;
  }

  /** GET a record. @param {Request} request @param {Reply} reply */
  async function showHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const id = routeId(request);
    const read = dialect.parseRead(resource, /** @type {any} */ (request.query));
    authorizeIncluded(request, resource, read.include);
    const locale = localeOf(request);
    const found = await store.get(resource, id, locale);
    if (!found) throw new ApiError(404, `Not found: ${resource.name} ${id}`);
    const tag = etag(found.version, resource.translatable ? locale : undefined);
    reply.header('ETag', tag);
    const noneMatch = request.headers['if-none-match'];
    if (
      noneMatch &&
      String(noneMatch)
        .split(',')
        .map((t) => t.trim())
        .includes(tag)
    ) {
      return reply.code(304).send();
    }
    let record = found.record;
    if (read.fields) {
      for (const name of read.fields) {
        if (name !== 'id' && !fieldOf(resource, name)) {
          throw new ApiError(400, `"${name}" is not a field of ${resource.name}`);
        }
      }
      record = Object.fromEntries(read.fields.map((name) => [name, record[name]]));
    }
    await store.include(resource, [record], read.include, locale);
    return wrap(dialect, record);
  }

  /** POST a record. @param {Request} request @param {Reply} reply */
  async function createHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const body = /** @type {Record<string, unknown>} */ (request.body);
    const { record, version } = await store.create(
      resource,
      body,
      localeOf(request),
      actorOf(request),
    );
    reply.code(201);
    reply.header('Location', recordUrl(request, dialect, resource.name, record.id));
    reply.header('ETag', etag(version, resource.translatable ? localeOf(request) : undefined));
    return wrap(dialect, record);
  }

  /** PUT or PATCH a record. @param {Request} request @param {Reply} reply */
  async function updateHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const { record, version } = await store.update(
      resource,
      routeId(request),
      /** @type {Record<string, unknown>} */ (request.body),
      {
        method:
          dialect.name === 'simple-rest'
            ? 'PATCH'
            : /** @type {'PUT' | 'PATCH'} */ (request.method),
        locale: localeOf(request),
        ifMatch: ifMatchOf(request),
        actor: actorOf(request),
      },
    );
    reply.header('ETag', etag(version, resource.translatable ? localeOf(request) : undefined));
    return wrap(dialect, record);
  }

  /** A bulk PATCH (lib/bulk.js). @param {Request} request */
  async function updateManyHandler(request) {
    const { dialect, resource } = configOf(request);
    const name = /** @type {'simple-rest' | 'laravel'} */ (dialect.name);
    const ids = bulkIds(name, /** @type {Record<string, unknown>} */ (request.query));
    const body = /** @type {Record<string, unknown>} */ (request.body);
    const done = await store.updateMany(resource, ids, body, {
      locale: localeOf(request),
      actor: actorOf(request),
    });
    return name === 'laravel' ? { data: done.map((one) => one.record) } : ids;
  }

  /** DELETE a record. @param {Request} request @param {Reply} reply */
  async function deleteHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const { record } = await store.remove(resource, routeId(request), {
      locale: localeOf(request),
      ifMatch: ifMatchOf(request),
      actor: actorOf(request),
    });
    if (dialect.name === 'laravel') return reply.code(204).send();
    // json-server answers `{}`; ra-data-simple-rest reads the deleted record.
    return dialect.name === 'simple-rest' ? record : {};
  }

  return {
    list: listHandler,
    show: showHandler,
    create: createHandler,
    update: updateHandler,
    updateMany: updateManyHandler,
    remove: deleteHandler,
  };
}

module.exports = { createRecordHandlers };
