// @ts-check
'use strict';

/**
 * Brotli and gzip copies of a built app's text files, written once beside each file
 * (`main-ABC123.js.br`, `main-ABC123.js.gz`): the demo API's static serving sends them
 * (`@fastify/static`'s `preCompressed`) to a browser that accepts them, so no request ever
 * compresses. `scripts/build-demo.mjs` writes them with the build; the server writes, when it
 * starts, those a build made another way (`ng build demo`) lacks or that are older than their
 * file. Compression is at the highest settings (brotli 11, gzip 9): it is paid once per file.
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing: text. Images, fonts (woff2 is compressed already) are sent as they are. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|map|svg|txt|xml|webmanifest)$/i;

/**
 * @typedef {{ extension: string, compress: (data: Buffer) => Promise<Buffer> }} Encoding
 * @type {Encoding[]}
 */
const ENCODINGS = [
  {
    extension: '.br',
    compress: (data) =>
      brotliCompress(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  {
    extension: '.gz',
    compress: (data) => gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

/**
 * @typedef {object} PrecompressResult
 * @property {number} files the text files of the folder (each has a `.br` and a `.gz` beside it
 *   unless compressing did not make it smaller)
 * @property {string[]} written the copies written by this call, relative to the folder
 *   (`main-ABC123.js.br`): none when every copy was already there and current
 * @property {number} seconds
 */

/**
 * Writes the missing or outdated (older than their file) `.br` and `.gz` copies of the text files
 * under `dir`. A copy that would not be smaller than its file is not written (and an outdated one
 * is removed, so that it is never sent). Each copy is written to a temporary name, then renamed:
 * two servers starting on one folder never send a half-written copy. Throws when the folder
 * cannot be read or written.
 * @param {string} dir
 * @param {{ concurrency?: number }} [options] files compressed at once (default: the CPUs)
 * @returns {Promise<PrecompressResult>}
 */
async function precompress(dir, { concurrency = os.availableParallelism() } = {}) {
  const started = process.hrtime.bigint();
  const entries = await fs.promises.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  /** @type {string[]} */
  const written = [];
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const copy of await compressFile(file)) written.push(path.relative(dir, copy));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return {
    files: files.length,
    written: written.sort(),
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}

/**
 * The copies of one file that are missing or older than it, written; resolves with their paths.
 * @param {string} file
 */
async function compressFile(file) {
  const source = await fs.promises.stat(file);
  /** @type {string[]} */
  const written = [];
  /** @type {Buffer | undefined} */
  let data;
  for (const { extension, compress } of ENCODINGS) {
    const copy = file + extension;
    const current = await fs.promises.stat(copy).catch(() => null);
    if (current && current.mtimeMs >= source.mtimeMs) continue;
    data ??= await fs.promises.readFile(file);
    const compressed = await compress(data);
    if (compressed.length >= data.length) {
      if (current) await fs.promises.rm(copy, { force: true });
      continue;
    }
    const temporary = `${copy}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    await fs.promises.writeFile(temporary, compressed);
    await fs.promises.rename(temporary, copy);
    written.push(copy);
  }
  return written;
}

module.exports = { precompress, COMPRESSIBLE };
