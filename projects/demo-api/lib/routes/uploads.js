// @ts-check
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const multipart = require('@fastify/multipart');
const { ApiError } = require('../errors');

/**
 * The upload endpoint of the demo API: `POST /api/uploads` (multipart/form-data, one part
 * `file`) stores the file on disk under an unguessable name and answers
 * `201 { url, name, type, size }`; `GET /api/uploads/<stored name>` serves it back. Records store
 * the `url` (users' `avatar`, posts' `cover`). Refused: a type not listed (415), a file over the
 * limit (413), a body that is not one file part named `file` (422).
 */

/** The accepted types: their extension, and the bytes their content starts with. */
const TYPES = Object.freeze({
  'image/png': { ext: '.png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  'image/jpeg': { ext: '.jpg', magic: [[0xff, 0xd8, 0xff]] },
  'image/gif': { ext: '.gif', magic: [[0x47, 0x49, 0x46, 0x38]] },
  'image/webp': { ext: '.webp', magic: [[0x52, 0x49, 0x46, 0x46]] },
  'application/pdf': { ext: '.pdf', magic: [[0x25, 0x50, 0x44, 0x46]] },
  'text/plain': { ext: '.txt', magic: [] },
});
/** @typedef {keyof typeof TYPES} UploadType */

/** The largest file accepted by default, in bytes (2 MB). */
const DEFAULT_UPLOAD_LIMIT = 2 * 1000 * 1000;

/** `2 MB`, `500 kB`. @param {number} bytes */
function sizeText(bytes) {
  if (bytes >= 1000 * 1000) return `${+(bytes / 1000 / 1000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${+(bytes / 1000).toFixed(1)} kB`;
  return `${bytes} bytes`;
}

/** @param {Buffer} content @param {readonly (readonly number[])[]} magic */
const startsWith = (content, magic) =>
  !magic.length || magic.some((bytes) => bytes.every((byte, i) => content[i] === byte));

/** The stored names: 32 hex digits and a known extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp|pdf|txt)$/;

/** @type {Record<string, string>} */
const CONTENT_TYPES = Object.fromEntries(
  Object.entries(TYPES).map(([type, { ext }]) => [ext, type]),
);

/**
 * The routes, as an encapsulated Fastify plugin (multipart parsing stays inside it).
 * @typedef {{ dir: string, limit?: number,
 *   authenticate: (request: import('fastify').FastifyRequest) => Promise<unknown> }}
 *   UploadRoutesOptions
 */

/** @type {import('fastify').FastifyPluginAsync<UploadRoutesOptions>} */
async function uploadRoutes(app, { dir, limit = DEFAULT_UPLOAD_LIMIT, authenticate }) {
  const accepted = Object.keys(TYPES).join(', ');
  fs.mkdirSync(dir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: limit, files: 1, fields: 10, parts: 11 },
    throwFileSizeLimit: true,
  });

  app.post('/api/uploads', { bodyLimit: limit + 64 * 1024 }, async (request, reply) => {
    await authenticate(request);
    if (!request.isMultipart()) {
      throw new ApiError(
        415,
        `Send the file as multipart/form-data with one part named "file" (got ${
          request.headers['content-type'] || 'no Content-Type'
        })`,
      );
    }
    /** @type {{ content: Buffer, name: string, type: string } | undefined} */
    let file;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ApiError(422, `The file part must be named "file" (got "${part.fieldname}")`, {
            file: ['is required'],
          });
        }
        file = { content: await part.toBuffer(), name: part.filename, type: part.mimetype };
      }
    } catch (error) {
      const code = /** @type {{ code?: string }} */ (error).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new ApiError(413, `The file is too large: at most ${sizeText(limit)}`, {
          file: [`is too large: at most ${sizeText(limit)}`],
        });
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new ApiError(422, 'Send one file at a time', { file: ['one file at a time'] });
      }
      if (error instanceof ApiError) throw error;
      throw new ApiError(422, `Invalid multipart body: ${/** @type {Error} */ (error).message}`);
    }
    if (!file || !file.content.length) {
      throw new ApiError(422, 'No file: send one non-empty part named "file"', {
        file: ['is required'],
      });
    }
    const type = /** @type {UploadType} */ (file.type.toLowerCase());
    const known = TYPES[type];
    if (!known) {
      throw new ApiError(
        415,
        `The type ${file.type || 'unknown'} is not accepted (accepted: ${accepted})`,
        {
          file: [`must be one of ${accepted}`],
        },
      );
    }
    if (!startsWith(file.content, known.magic)) {
      throw new ApiError(415, `The content of “${file.name}” is not ${type}`, {
        file: [`is not ${type}`],
      });
    }
    const stored = `${crypto.randomBytes(16).toString('hex')}${known.ext}`;
    await fs.promises.writeFile(path.join(dir, stored), file.content);
    const url = `/api/uploads/${stored}`;
    reply.code(201).header('Location', url);
    return { url, name: file.name, type, size: file.content.length };
  });

  // Public, as <img src> sends no token; names cannot be guessed.
  app.get('/api/uploads/:name', async (request, reply) => {
    const { name } = /** @type {{ name: string }} */ (request.params);
    if (!STORED_NAME.test(name)) throw new ApiError(404, `Not found: upload ${name}`);
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) throw new ApiError(404, `Not found: upload ${name}`);
    reply.header('Content-Type', CONTENT_TYPES[path.extname(name)]);
    reply.header('Content-Length', String(stat.size));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return reply.send(fs.createReadStream(file));
  });
}

module.exports = { uploadRoutes, DEFAULT_UPLOAD_LIMIT, UPLOAD_TYPES: TYPES };
