// @ts-check
'use strict';

/**
 * The built app's files, sent compressed: `@fastify/static` sends the `.br` or `.gz` copy written
 * beside each file (`precompress.js`) that the request's `Accept-Encoding` prefers, with
 * `Vary: Accept-Encoding`; nothing is compressed per request. Pages rendered on the server are
 * compressed as they stream (`sendPage`).
 */

const path = require('node:path');
const { pipeline } = require('node:stream');
const zlib = require('node:zlib');
const fastifyStatic = require('@fastify/static');
const negotiate = require('@fastify/accept-negotiator');

/**
 * Angular's hashed bundles never change: esbuild's names (`main-7QGNITF3.js`) and those of the
 * chunk optimizer (rolldown: `chunk-B1oyJ0cH.js`, `chunk-4-4aB5y4.js`).
 */
const HASHED = /-(?:[A-Z0-9]{8,}|[\w-]{8})\.(?:js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Whether a URL path names a file (it has an extension); any other path is a page of the app.
 * @param {string} url
 */
const isFilePath = (url) => path.posix.extname(url.split('?')[0]) !== '';

/**
 * `@fastify/static` serving `root`: its files (URL paths with an extension; the others are the
 * app's pages, left to the not-found handler), their `.br`/`.gz` copies when accepted, hashed
 * bundles cached for a year. No `Cache-Control` otherwise and no `Last-Modified` (from which a
 * browser would guess a freshness for `index.html`); an `ETag` lets a browser revalidate.
 * @param {import('fastify').FastifyInstance} app
 * @param {string} root
 */
async function serveStatic(app, root) {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    cacheControl: false,
    lastModified: false,
    allowedPath: (pathname) => isFilePath(pathname),
    setHeaders: (reply, file) => {
      if (HASHED.test(file.replace(/\.(?:br|gz)$/, ''))) reply.header('Cache-Control', IMMUTABLE);
    },
  });
}

/** Compression of a page rendered per request: fast settings, each chunk flushed as it comes. */
const PAGE_COMPRESSORS = {
  br: () =>
    zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    }),
  gzip: () => zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH }),
};
const PAGE_ENCODINGS = /** @type {(keyof typeof PAGE_COMPRESSORS)[]} */ (
  Object.keys(PAGE_COMPRESSORS)
);

/**
 * Adds `name` to the reply's `Vary` header.
 * @param {import('fastify').FastifyReply} reply
 * @param {string} name
 */
function vary(reply, name) {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!names.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('Vary', names.join(', '));
}

/**
 * Sends a page made for this request (a server render), compressed by the encoding the request
 * prefers (brotli, gzip) and flushed chunk by chunk: the start of a streamed page still reaches
 * the browser before the rest is ready.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {import('node:stream').Readable} body
 */
function sendPage(request, reply, body) {
  vary(reply, 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    typeof accepted === 'string' ? negotiate(accepted.toLowerCase(), PAGE_ENCODINGS) : null;
  if (!encoding) return reply.send(body);
  reply.removeHeader('content-length');
  reply.header('Content-Encoding', encoding);
  // A render stream that fails destroys the compressor with its error, which ends the response.
  return reply.send(pipeline(body, PAGE_COMPRESSORS[encoding](), () => undefined));
}

module.exports = { serveStatic, sendPage, isFilePath };
