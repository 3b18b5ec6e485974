// @ts-check
'use strict';

const { DIALECTS } = require('../dialects');
const { RESOURCES } = require('../resources');
const { isFilePath } = require('../static');

/**
 * What no route answers: under `/api`, a 404 naming the collections when the path names an
 * unknown one; a page of the served app (GET or HEAD of a path without an extension) goes to
 * `appPage` (`./static-pages.js`); anything else is a 404 naming the URL.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 */

/**
 * Sets the root's not-found handler (a plain function of the root instance: a not-found handler
 * belongs to a URL prefix, and this one answers them all).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ appPage: ((request: Request, reply: Reply, url: string) => Promise<unknown>) | null }}
 *   options `appPage`: answers a page of the served app; null without one
 */
function notFound(app, { appPage }) {
  const collections = RESOURCES.map((r) => r.name).join(', ');
  const dialectPrefixes = DIALECTS.map((d) => d.prefix);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) {
      const prefix = [...dialectPrefixes]
        .reverse()
        .find((p) => url === p || url.startsWith(`${p}/`));
      const rest = url
        .slice(/** @type {string} */ (prefix).length)
        .split('/')
        .filter(Boolean);
      const name = rest.find(
        (segment, i) => (i === 0 || i === 2) && !RESOURCES.some((r) => r.name === segment),
      );
      const message =
        name !== undefined || !rest.length
          ? `Not found: "${name ?? rest.join('/')}" is not a collection (collections: ${collections})`
          : `Not found: ${request.method} ${url}`;
      return reply.code(404).send({ message });
    }
    // A page of the app (a URL path without extension): rendered on the server first, else the
    // client-rendered index.html. Files are served by serveStatic before they get here.
    if (appPage && (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(url)) {
      return appPage(request, reply, url);
    }
    return reply.code(404).send({
      message: `Not found: ${url}${appPage ? '' : ' (the API is under /api)'}`,
    });
  });
}

module.exports = { notFound };
