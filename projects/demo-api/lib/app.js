// @ts-check
'use strict';

const Fastify = require('fastify');
const { ApiError, validationError } = require('./errors');
const { fieldErrors } = require('./field-errors');
const { registerRoutes } = require('./routes');
const { pageRenderer } = require('./routes/static-pages');

/**
 * The HTTP application (Fastify 5): the root instance, with what applies to every route (JSON
 * body parsing, the request log, CORS, the error handler that turns errors into `{ message }`
 * answers), and the routes by concern (`./routes/`): the three dialects' routes over the same
 * store, bearer auth, roles, body validation against the resources' JSON schemas, uploads, the
 * OpenAPI document and, optionally, a built SPA.
 *
 * @typedef {import('fastify').FastifyInstance} App
 * @typedef {ReturnType<import('./store').createStore>} Store
 * @typedef {ReturnType<import('./sessions').createSessions>} Sessions
 * @typedef {ReturnType<import('./throttle').createThrottle>} Throttle
 * @typedef {import('./routes/request').RouteConfig} RouteConfig
 * @typedef {import('./routes/static-pages').PageRenderer} PageRenderer
 */

/** Response headers a browser client may read. */
const EXPOSED_HEADERS = 'X-Total-Count, Content-Range, Link, Location, ETag, Retry-After';
const ALLOWED_HEADERS =
  'Authorization, Accept-Language, Content-Type, If-Match, If-None-Match, Range, Last-Event-ID, ' +
  'X-Admin-Client';
/** The largest request body, in bytes. */
const BODY_LIMIT = 1024 * 1024;

/**
 * @param {{ store: Store, sessions: Sessions, throttle: Throttle, staticDir?: string,
 *   ssr?: string | PageRenderer, log?: boolean, uploadDir?: string, uploadLimit?: number,
 *   feed: import('./events/feed').Feed }} options `feed`: the live events (`GET /api/events`); `uploadDir`:
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
  feed,
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
      return reply.code(error.status).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
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

  await registerRoutes(app, {
    store,
    sessions,
    throttle,
    staticDir,
    render,
    uploadDir,
    uploadLimit,
    feed,
  });
  return app;
}

module.exports = { createApp, EXPOSED_HEADERS, BODY_LIMIT };
