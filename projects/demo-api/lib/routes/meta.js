// @ts-check
'use strict';

const { buildOpenApi } = require('../openapi');

/**
 * What the API says about itself: `GET /api/openapi.json`, the OpenAPI 3.1 document of the
 * json-server-style API (`lib/openapi.js`), built once.
 */

/** @type {import('fastify').FastifyPluginAsync} */
async function metaRoutes(app) {
  const openapi = buildOpenApi();
  app.get('/api/openapi.json', async () => openapi);
}

module.exports = { metaRoutes };
