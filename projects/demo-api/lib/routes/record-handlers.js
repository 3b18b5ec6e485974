// @ts-check
'use strict';

const { ApiError } = require('../errors');
const { bulkIds } = require('../bulk');
const { importRows, importReport } = require('../import');
const { fieldNames, fieldOf } = require('../resources');
const { etag } = require('../store');
const { laravelPage, pageLinks } = require('./list-pages');
const {
  configOf,
  routeId,
  wrap,
  localeOf,
  ifMatchOf,
  recordUrl,
  actorOf,
  trashedOf,
} = require('./request');

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

  /**
   * The records as the user may read them (lib/rules.js `fieldAccess`): without hidden fields,
   * theirs nor their included records'.
   * @template {Record<string, unknown>} T
   * @param {Request} request @param {ResourceDef} resource @param {T[]} records
   * @param {string[]} [include]
   * @returns {T[]}
   */
  function readable(request, resource, records, include = []) {
    const targets = Object.fromEntries(
      include.map((name) => [name, store.relationTarget(resource, name)]),
    );
    return records.map((record) => auth.readable(request, resource.name, record, targets));
  }

  /** GET a collection. @param {Request} request @param {Reply} reply */
  async function listHandler(request, reply) {
    const { dialect, resource, parent } = configOf(request);
    const query = /** @type {Record<string, any>} */ ({ .../** @type {object} */ (request.query) });
    const trashed = trashedOf(request, query, true);
    const parsed = dialect.parseList(resource, query, request.headers);
    if (trashed !== 'exclude') parsed.query.trashed = trashed;
    if (parent) {
      parsed.query.conditions = [
        ...(parsed.query.conditions ?? []),
        { field: parent.field, op: 'eq', values: [routeId(request, 'parentId')] },
      ];
    }
    authorizeIncluded(request, resource, parsed.include);
    const locale = localeOf(request);
    const listed = await store.list(resource, locale, parsed.query);
    const { total, offset } = listed;
    await store.include(resource, listed.records, parsed.include, locale);
    const records = readable(request, resource, listed.records, parsed.include);
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
    const query = /** @type {Record<string, any>} */ ({ .../** @type {object} */ (request.query) });
    const trashed = trashedOf(request, query, false);
    const read = dialect.parseRead(resource, query);
    authorizeIncluded(request, resource, read.include);
    const locale = localeOf(request);
    const found = await store.get(resource, id, locale, undefined, trashed);
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
    return wrap(dialect, readable(request, resource, [record], read.include)[0]);
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
    return wrap(dialect, readable(request, resource, [record])[0]);
  }

  /** PUT or PATCH a record. @param {Request} request @param {Reply} reply */
  async function updateHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const method =
      dialect.name === 'simple-rest' ? 'PATCH' : /** @type {'PUT' | 'PATCH'} */ (request.method);
    const id = routeId(request);
    let body = /** @type {Record<string, unknown>} */ (request.body);
    // A PUT replaces the record: the fields the user may not write (and so did not send) keep
    // their stored values instead of going back to their defaults.
    const locked = fieldNames(resource).filter(
      (name) => !auth.mayWrite(request, resource.name, name),
    );
    if (method === 'PUT' && locked.some((name) => !(name in body))) {
      const found = await store.get(resource, id, localeOf(request));
      if (found) {
        body = { ...body };
        for (const name of locked) if (!(name in body)) body[name] = found.record[name];
      }
    }
    const { record, version } = await store.update(resource, id, body, {
      method,
      locale: localeOf(request),
      ifMatch: ifMatchOf(request),
      actor: actorOf(request),
    });
    reply.header('ETag', etag(version, resource.translatable ? localeOf(request) : undefined));
    return wrap(dialect, readable(request, resource, [record])[0]);
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
    return name === 'laravel'
      ? {
          data: readable(
            request,
            resource,
            done.map((one) => one.record),
          ),
        }
      : ids;
  }

  /**
   * POST <api>/import: a CSV import's records, created or merged by key, all or none
   * (lib/import.js). Creating needs POST, updating PATCH (checked by the route).
   * @param {Request} request
   */
  async function importHandler(request) {
    const { resource } = configOf(request);
    const body =
      /** @type {{ records: Record<string, unknown>[], key?: string, dryRun?: boolean }} */ (
        request.body
      );
    const rows = importRows(resource, body, (schema) => request.compileValidationSchema(schema));
    const results = await store.importRows(resource, rows, {
      locale: localeOf(request),
      actor: actorOf(request),
      dryRun: body.dryRun ?? false,
    });
    return importReport(results);
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
    return dialect.name === 'simple-rest' ? readable(request, resource, [record])[0] : {};
  }

  /** POST <api>/<id>/restore: out of the trash. @param {Request} request @param {Reply} reply */
  async function restoreHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const { record, version } = await store.restore(resource, routeId(request), {
      locale: localeOf(request),
      actor: actorOf(request),
    });
    reply.header('ETag', etag(version, resource.translatable ? localeOf(request) : undefined));
    return wrap(dialect, readable(request, resource, [record])[0]);
  }

  /** DELETE <api>/trash/<id>: a trashed record, for good. @param {Request} request @param {Reply} reply */
  async function purgeHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const { record } = await store.remove(resource, routeId(request), {
      locale: localeOf(request),
      ifMatch: ifMatchOf(request),
      actor: actorOf(request),
      purge: true,
    });
    if (dialect.name === 'laravel') return reply.code(204).send();
    return dialect.name === 'simple-rest' ? readable(request, resource, [record])[0] : {};
  }

  return {
    import: importHandler,
    restore: restoreHandler,
    purge: purgeHandler,
    list: listHandler,
    show: showHandler,
    create: createHandler,
    update: updateHandler,
    updateMany: updateManyHandler,
    remove: deleteHandler,
  };
}

module.exports = { createRecordHandlers };
