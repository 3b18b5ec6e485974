// @ts-check
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createAuth } = require('../auth');
const { dialectRoutes } = require('./dialects');
const { eventRoutes } = require('./events');
const { historyRoutes } = require('./history');
const { metaRoutes } = require('./meta');
const { notFound } = require('./not-found');
const { presenceRoutes } = require('./presence');
const { staticPages } = require('./static-pages');
const { uploadRoutes } = require('./uploads');
const { viewRoutes } = require('./views');

/**
 * Every route of the API, one module per concern, registered in this order:
 *
 * - `dialects.js`: each dialect under its prefix, with its sign-in (`auth.js`) and its record
 *   routes (`records.js`: collections, records, bulk update, nested collections; their handlers
 *   in `record-handlers.js`, the request's parts in `request.js`, list paging in `list-pages.js`);
 * - `events.js`: `GET /api/events`, the live events (`../events/`);
 * - `history.js`: `GET /api/<resource>/<id>/history` and `GET /api/audit`, the record history
 *   and the audit log (`../store/history.js`);
 * - `presence.js`: `PUT` and `DELETE /api/<resource>/<id>/presence`, who views or edits a record
 *   and its edit lock (`../store/locks.js`);
 * - `views.js`: `GET`, `POST`, `PUT` and `DELETE /api/views`, the saved views of lists
 *   (`../store/views.js`);
 * - `uploads.js`: `POST /api/uploads` and the stored files;
 * - `meta.js`: the OpenAPI document;
 * - `static-pages.js`: the built app, when there is one, and `not-found.js`, last.
 *
 * Route modules are encapsulated Fastify plugins given their dependencies as options; the root's
 * hooks (CORS, log), body parser and error handler (`../app.js`) apply to them all.
 *
 * @typedef {import('./static-pages').PageRenderer} PageRenderer
 * @typedef {{ store: import('../auth').Store, sessions: import('../auth').Sessions,
 *   throttle: ReturnType<import('../throttle').createThrottle>, staticDir?: string,
 *   render: PageRenderer | null, uploadDir?: string, uploadLimit?: number,
 *   feed: import('../events/feed').Feed }} RoutesOptions
 */

/**
 * Registers every route on the root instance.
 * @param {import('fastify').FastifyInstance} app
 * @param {RoutesOptions} options
 */
async function registerRoutes(
  app,
  { store, sessions, throttle, staticDir, render, feed, ...uploads },
) {
  const auth = createAuth({ store, sessions });
  await app.register(dialectRoutes, { store, sessions, throttle, auth });
  await app.register(eventRoutes, { feed, auth, store, sessions });
  await app.register(historyRoutes, { store, auth });
  await app.register(presenceRoutes, { store, auth });
  await app.register(viewRoutes, { store, auth });
  await app.register(uploadRoutes, {
    dir: uploads.uploadDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-uploads-')),
    limit: uploads.uploadLimit,
    authenticate: auth.authenticate,
  });
  await app.register(metaRoutes);
  const appPage = staticDir ? await staticPages(app, { staticDir, render }) : null;
  notFound(app, { appPage });
}

module.exports = { registerRoutes };
