// @ts-check
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { URLSearchParams } = require('node:url');
const Fastify = require('fastify');
const { createAuth } = require('./auth');
const { ApiError, validationError } = require('./errors');
const { fieldErrors, isPlainObject } = require('./field-errors');
const { DIALECTS } = require('./dialects');
const { BULK_METHODS, bulkIds } = require('./bulk');
const { RESOURCES, MAX_INTEGER, bodySchema, children, fieldOf } = require('./resources');
const { authRoutes } = require('./routes/auth');
const { metaRoutes } = require('./routes/meta');
const { notFound } = require('./routes/not-found');
const { pageRenderer, staticPages } = require('./routes/static-pages');
const { etag, parseIfMatch } = require('./store');
const { uploadRoutes } = require('./routes/uploads');

/**
 * The HTTP application (Fastify 5): the three dialects' routes over the same store, bearer auth,
 * roles, body validation against the resources' JSON schemas, CORS, the OpenAPI document and,
 * optionally, a built SPA.
 *
 * @typedef {import('fastify').FastifyInstance} App
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {import('./dialects').Dialect} Dialect
 * @typedef {import('./resources').ResourceDef} ResourceDef
 * @typedef {ReturnType<import('./store').createStore>} Store
 * @typedef {ReturnType<import('./sessions').createSessions>} Sessions
 * @typedef {ReturnType<import('./throttle').createThrottle>} Throttle
 * @typedef {import('./routes/static-pages').PageRenderer} PageRenderer
 * @typedef {{ dialect: Dialect, resource: ResourceDef, parent?: { resource: ResourceDef,
 *   field: string } }} RouteConfig
 */

/** Response headers a browser client may read. */
const EXPOSED_HEADERS = 'X-Total-Count, Content-Range, Link, Location, ETag, Retry-After';
const ALLOWED_HEADERS =
  'Authorization, Accept-Language, Content-Type, If-Match, If-None-Match, Range';
/** The largest request body, in bytes. */
const BODY_LIMIT = 1024 * 1024;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @param {{ store: Store, sessions: Sessions, throttle: Throttle, staticDir?: string,
 *   ssr?: string | PageRenderer, log?: boolean, uploadDir?: string, uploadLimit?: number }} options `uploadDir`:
 *   where uploaded files go (default a new temporary folder); `uploadLimit`: their largest size;
 *   `ssr`: the app's server bundle, which renders page URLs first (see `routes/static-pages.js`).
 * @returns {Promise<App>}
 */
async function createApp({
  store,
  sessions,
  throttle,
  staticDir,
  ssr,
  log,
  uploadDir,
  uploadLimit,
}) {
  const render = await pageRenderer(ssr);
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: false,
    forceCloseConnections: true,
    return503OnClosing: true,
    // Bodies are checked as sent: no type coercion, no removal of unknown fields, every error.
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: false,
        removeAdditional: false,
        useDefaults: false,
      },
    },
  });
  // JSON only: any other body (text, forms) is answered 415. An empty body sent as JSON (a
  // DELETE from a client that always sets Content-Type) is no body, as json-server took it.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, String(body), done);
  });

  if (log) {
    app.addHook('onResponse', async (request, reply) => {
      console.log(
        `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
      );
    });
  }

  // CORS on every answer; preflights answer 204 without a token.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.header('Access-Control-Max-Age', '600');
      return reply.code(204).send();
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const config = /** @type {Partial<RouteConfig>} */ (request.routeOptions.config ?? {});
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer realm="demo-api"');
      return reply
        .code(error.status)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const failure = /** @type {import('fastify').FastifyError} */ (error);
    if (failure.validation) {
      const errors = fieldErrors(
        config.resource,
        request.body,
        /** @type {any} */ (failure.validation),
      );
      const { message } = validationError(errors);
      return reply.code(422).send({ message, errors });
    }
    const status = Number(failure.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: `Invalid request: ${failure.message}` });
    }
    console.error(error);
    return reply.code(500).send({ message: 'Internal server error (see the log)' });
  });

  const auth = createAuth({ store, sessions });
  const { authenticate, authorize } = auth;

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

  /** Auth and roles (before the body is read); records the locale. */
  /** @param {Request} request @param {Reply} reply */
  async function guard(request, reply) {
    const { dialect, resource } = configOf(request);
    /** @type {any} */ (request).user = await authenticate(request);
    authorize(request, resource.name);
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
    if (parent) body[parent.field] = routeId(request, 'parentId');
    if (resource.translatable) delete body.translations;
    for (const field of resource.fields) {
      const value = body[field.name];
      if (field.type === 'date-time' && typeof value === 'string' && ISO_DATE.test(value)) {
        body[field.name] = `${value}T00:00:00.000Z`;
      }
    }
  }

  /**
   * Role checks of the included collections; the relation names checked by the store.
   * @param {Request} request @param {ResourceDef} resource @param {string[]} include
   */
  function authorizeIncluded(request, resource, include) {
    for (const name of include) authorize(request, store.relationTarget(resource, name));
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
    if (dialect.name === 'laravel') return laravelPage(request, reply, records, total, parsed);
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

  /**
   * Laravel's paginator JSON (an API resource collection).
   * @param {Request} request @param {Reply} _reply @param {Record<string, unknown>[]} records
   * @param {number} total @param {import('./dialects').ParsedList} parsed
   */
  function laravelPage(request, _reply, records, total, parsed) {
    const size = parsed.page?.size ?? Math.max(records.length, 1);
    const current = parsed.page?.number ?? 1;
    const lastPage = Math.max(1, Math.ceil(total / size));
    const base = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const link = (/** @type {number} */ n) => {
      const params = new URLSearchParams(/** @type {Record<string, string>} */ (request.query));
      params.set('page', String(n));
      return `${base}?${params}`;
    };
    const from = records.length ? (current - 1) * size + 1 : null;
    return {
      data: records,
      links: {
        first: link(1),
        last: link(lastPage),
        prev: current > 1 ? link(current - 1) : null,
        next: current < lastPage ? link(current + 1) : null,
      },
      meta: {
        current_page: current,
        from,
        last_page: lastPage,
        path: base,
        per_page: size,
        to: from === null ? null : from + records.length - 1,
        total,
      },
    };
  }

  /**
   * json-server's Link header of a paged list.
   * @param {Request} request @param {{ number: number, size: number }} page @param {number} total
   */
  function pageLinks(request, page, total) {
    const base = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const last = Math.max(1, Math.ceil(total / Math.max(page.size, 1)));
    const link = (/** @type {number} */ n, /** @type {string} */ rel) => {
      const params = new URLSearchParams(/** @type {Record<string, string>} */ (request.query));
      params.set('_page', String(n));
      return `<${base}?${params}>; rel="${rel}"`;
    };
    const links = [link(1, 'first')];
    if (page.number > 1) links.push(link(page.number - 1, 'prev'));
    if (page.number < last) links.push(link(page.number + 1, 'next'));
    links.push(link(last, 'last'));
    return links.join(', ');
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
    const { record, version } = await store.create(resource, body, localeOf(request));
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
    const done = await store.updateMany(resource, ids, body, { locale: localeOf(request) });
    return name === 'laravel' ? { data: done.map((one) => one.record) } : ids;
  }

  /** DELETE a record. @param {Request} request @param {Reply} reply */
  async function deleteHandler(request, reply) {
    const { dialect, resource } = configOf(request);
    const { record } = await store.remove(resource, routeId(request), {
      locale: localeOf(request),
      ifMatch: ifMatchOf(request),
    });
    if (dialect.name === 'laravel') return reply.code(204).send();
    // json-server answers `{}`; ra-data-simple-rest reads the deleted record.
    return dialect.name === 'simple-rest' ? record : {};
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

  for (const dialect of DIALECTS) {
    const prefix = dialect.prefix;
    await app.register(authRoutes, { dialect, store, sessions, throttle, auth });
    for (const resource of RESOURCES) {
      const base = `${prefix}/${resource.name}`;
      /** @type {RouteConfig} */
      const config = { dialect, resource };
      const create = { body: bodySchema(resource, 'create') };
      const patch = { body: bodySchema(resource, 'patch') };
      const common = { config, onRequest: guard, preValidation: prepareBody };
      app.get(base, common, listHandler);
      app.post(base, { ...common, schema: create }, createHandler);
      app.get(`${base}/:id`, common, showHandler);
      // FakeRest (simple-rest) merges a PUT into the record, as ra-data-simple-rest's updateMany
      // needs (it PUTs only the changed fields); the other dialects replace the record.
      const put = dialect.name === 'simple-rest' ? patch : create;
      app.put(`${base}/:id`, { ...common, schema: put }, updateHandler);
      app.patch(`${base}/:id`, { ...common, schema: patch }, updateHandler);
      app.delete(`${base}/:id`, common, deleteHandler);
      const bulk = BULK_METHODS[/** @type {keyof typeof BULK_METHODS} */ (dialect.name)];
      if (bulk)
        app.route({
          method: bulk,
          url: base,
          ...common,
          schema: patch,
          handler: updateManyHandler,
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
        app.get(url, options, listHandler);
        app.post(url, { ...options, schema: full }, createHandler);
        app.route({ method: ['PUT', 'PATCH', 'DELETE'], url, ...options, handler: notNested });
        app.get(`${url}/:id`, options, showHandler);
        const put = dialect.name === 'simple-rest' ? partial : full;
        app.put(`${url}/:id`, { ...options, schema: put }, updateHandler);
        app.patch(`${url}/:id`, { ...options, schema: partial }, updateHandler);
        app.delete(`${url}/:id`, options, deleteHandler);
      }
    }
  }

  await app.register(uploadRoutes, {
    dir: uploadDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-uploads-')),
    limit: uploadLimit,
    authenticate,
  });

  await app.register(metaRoutes);
  const appPage = staticDir ? await staticPages(app, { staticDir, render }) : null;
  notFound(app, { appPage });

  return app;
}

module.exports = { createApp, EXPOSED_HEADERS, BODY_LIMIT };
