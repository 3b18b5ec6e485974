// @ts-check
'use strict';

const { DIALECTS } = require('../dialects');
const { authRoutes } = require('./auth');
const { recordRoutes } = require('./records');

/**
 * The three dialects' mounts (json-server under `/api`, simple-rest under `/api/simple-rest`,
 * Laravel under `/api/laravel`): each gets its sign-in and its record routes, under its prefix,
 * over the same store.
 *
 * @typedef {{ store: import('../auth').Store, sessions: import('../auth').Sessions,
 *   throttle: ReturnType<import('../throttle').createThrottle>, auth: import('../auth').Auth }}
 *   DialectRoutesOptions
 */

/** @type {import('fastify').FastifyPluginAsync<DialectRoutesOptions>} */
async function dialectRoutes(app, { store, sessions, throttle, auth }) {
  for (const dialect of DIALECTS) {
    await app.register(authRoutes, { dialect, store, sessions, throttle, auth });
    await app.register(recordRoutes, { dialect, store, auth });
  }
}

module.exports = { dialectRoutes };
