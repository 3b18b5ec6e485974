// @ts-check
'use strict';

const { Readable } = require('node:stream');
const { pathToFileURL } = require('node:url');
const { sendPage, serveStatic } = require('../static');

/**
 * A built SPA served at `/` beside the API: its files compressed (`lib/static.js`), and its pages
 * (URL paths without an extension) rendered on the server first when there is a renderer, else
 * the client-rendered `index.html`.
 *
 * @typedef {import('fastify').FastifyInstance} App
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 */

/**
 * Renders a page URL on the server (`@angular/ssr`): resolves with the page (a fetch `Response`),
 * or null to serve the client-rendered `index.html` instead.
 * @typedef {(request: import('node:http').IncomingMessage) => Promise<Response | null>} PageRenderer
 */

/**
 * The `render(request)` of an app's server bundle.
 * @param {string} file
 * @returns {Promise<PageRenderer>}
 */
async function loadRenderer(file) {
  const bundle = await import(pathToFileURL(file).href);
  if (typeof bundle.render !== 'function') {
    throw new TypeError(`ssr: ${file} exports no render(request) function`);
  }
  return bundle.render;
}

/**
 * The renderer of the `ssr` option: the function itself, or the one its server bundle exports.
 * @param {string | PageRenderer | undefined} ssr
 */
const pageRenderer = async (ssr) =>
  typeof ssr === 'function' ? ssr : ssr ? await loadRenderer(ssr) : null;

/**
 * Serves `staticDir`'s files and answers its pages: the not-found handler (`./not-found.js`)
 * calls the returned function for a GET or HEAD of a page URL. Runs on the root instance, not as
 * an encapsulated plugin: `@fastify/static`'s `reply.sendFile` is the root's, as is the
 * not-found handler that uses it.
 * @param {App} app
 * @param {{ staticDir: string, render: PageRenderer | null }} options
 * @returns {Promise<(request: Request, reply: Reply, url: string) => Promise<unknown>>}
 */
async function staticPages(app, { staticDir, render }) {
  await serveStatic(app, staticDir);
  return async (request, reply, url) => {
    if (render) {
      // A render that fails leaves the page to the browser (the error is printed).
      const page = await render(request.raw).catch((/** @type {unknown} */ error) => {
        console.error(`demo-api: rendering ${url} on the server failed:`, error);
        return null;
      });
      if (page) {
        reply.code(page.status);
        page.headers.forEach((value, name) => reply.header(name, value));
        // Streamed as it comes: a renderer may send the start of the page before the rest.
        if (request.method === 'HEAD' || !page.body) {
          await page.body?.cancel();
          return reply.send();
        }
        return sendPage(request, reply, Readable.fromWeb(/** @type {any} */ (page.body)));
      }
    }
    return reply.code(200).sendFile('index.html');
  };
}

module.exports = { staticPages, pageRenderer };
