#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * The demo REST API: Postgres (PGlite in a directory by default, any server with DATABASE_URL)
 * served by Fastify in three dialects (json-server style under /api, simple-rest under
 * /api/simple-rest, Laravel under /api/laravel), with seeded data, bearer auth, roles,
 * validated bodies, record versions, translated posts and CORS; optionally serves a built SPA.
 *
 *   node projects/demo-api/server.js [--port 3000] [--posts 10000] [--reset] [--data <dir>]
 *                                    [--static <dir>] ...   (--help lists every flag)
 *
 *   const { startServer } = require('./projects/demo-api/server.js');
 *   const api = await startServer({ port: 0, dataDir: '/tmp/demo-db', quiet: true });
 *   // api.url, api.apiUrl, api.port, await api.reset(), await api.close()
 */

const fs = require('node:fs');
const path = require('node:path');
const { createApp } = require('./lib/app');
const { USAGE, parseArgs } = require('./lib/cli');
const { DEFAULT_UPLOAD_LIMIT } = require('./lib/routes/uploads');
const { openDatabase } = require('./lib/db');
const { precompress } = require('./lib/precompress');
const { migrate, counts } = require('./lib/schema');
const { DEMO_ACCOUNTS } = require('./lib/seed');
const { createFeed, DEFAULT_EVENT_RETENTION } = require('./lib/events/feed');
const { createSessions } = require('./lib/sessions');
const { createStore, DEFAULT_LOCK_TTL } = require('./lib/store');
const { createThrottle } = require('./lib/throttle');

/**
 * @typedef {object} ServerOptions
 * @property {number} [port] TCP port, default 3000; 0 picks a free one (see the result's `port`).
 * @property {string} [host] Interface to listen on, default '127.0.0.1'.
 * @property {string} [dataDir] PGlite directory holding the data, default
 *   projects/demo-api/data/pglite (created and seeded when missing or empty).
 * @property {string} [databaseUrl] A Postgres server to use instead of PGlite
 *   (postgres://user:password@host:port/database); the command line reads DATABASE_URL.
 * @property {import('./lib/seed').SeedOptions} [seed] Seed size when (re)seeding: posts (120),
 *   users (20), comments (3 per post, at least 10 000), prng (PRNG seed, 1).
 * @property {boolean} [reset] Replace the data with a fresh seed.
 * @property {boolean} [quiet] Print nothing (no summary line, no warnings).
 * @property {boolean} [log] Print one line per request.
 * @property {string} [static] Folder of a built SPA to serve at `/` (index.html fallback),
 *   compressed: the `.br` and `.gz` copies of its text files are written beside them once, at
 *   start, unless the build wrote them (`scripts/build-demo.mjs` does).
 * @property {string | import('./lib/app').PageRenderer} [ssr] The app's server bundle
 *   (`<build>/server/server.mjs`, exporting `render(request)`), or that function itself: page URLs
 *   are rendered on the server by it first (with `static`).
 * @property {number} [tokenTtl] Token lifetime in seconds, default 8 hours.
 * @property {() => number} [now] Clock in milliseconds (tests), default Date.now.
 * @property {string} [uploadDir] Folder of the uploaded files (POST /api/uploads), default
 *   `<dataDir>-uploads`, or a new temporary folder with a databaseUrl.
 * @property {number} [uploadLimit] Largest uploaded file in bytes, default 2 000 000.
 * @property {number} [presenceTtl] Seconds a browser tab stays on a record (viewing it, or
 *   holding its edit lock) after its last heartbeat, default 60.
 * @property {number} [eventRetention] How many of the last live events a stream may resume
 *   through (`Last-Event-ID`), default 10 000; an older id gets `event: reset`.
 *
 * @typedef {object} RunningServer
 * @property {string} url e.g. http://127.0.0.1:3000
 * @property {string} apiUrl url + '/api' (json-server style)
 * @property {Record<'jsonServer' | 'simpleRest' | 'laravel', string>} apiUrls each dialect's base URL
 * @property {number} port
 * @property {string | undefined} dataDir absolute path of the PGlite directory (undefined with
 *   a databaseUrl)
 * @property {'pglite' | 'postgres'} database
 * @property {boolean} seeded whether this start wrote a fresh seed
 * @property {import('./lib/precompress').PrecompressResult | null} precompressed with `static`:
 *   the compressed copies this start wrote (none when the folder had them all, up to date); null
 *   without `static` or when the folder could not be written (its files are sent uncompressed)
 * @property {(seed?: import('./lib/seed').SeedOptions) => Promise<void>} reset empties the tables
 *   and seeds them again (fast: no new database), signing everybody out
 * @property {() => Promise<void>} close stops listening and closes the database
 */

const DEFAULT_DATA_DIR = path.join(__dirname, 'data', 'pglite');

/**
 * The data directory of the command-line entry points (this file without --data, `npm start`,
 * `npm run demo:reset`): the DEMO_DATA_DIR environment variable when set, else the default one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} absolute path
 */
function dataDirFromEnv(env = process.env) {
  return path.resolve(env.DEMO_DATA_DIR || DEFAULT_DATA_DIR);
}

/**
 * The Postgres server of the command-line entry points: DATABASE_URL, else none (PGlite).
 * @param {NodeJS.ProcessEnv} [env]
 */
function databaseUrlFromEnv(env = process.env) {
  return env.DATABASE_URL || undefined;
}

const DEFAULT_TOKEN_TTL = 8 * 60 * 60;
const OPTION_NAMES = [
  'port',
  'host',
  'dataDir',
  'databaseUrl',
  'seed',
  'reset',
  'quiet',
  'log',
  'static',
  'ssr',
  'tokenTtl',
  'now',
  'uploadDir',
  'uploadLimit',
  'eventRetention',
  'presenceTtl',
];

/**
 * @param {ServerOptions} options
 */
function resolveOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`startServer options must be an object, got ${JSON.stringify(options)}`);
  }
  for (const key of Object.keys(options)) {
    if (key === 'dataFile') {
      throw new TypeError(
        'startServer option "dataFile" is now "dataDir": the demo API keeps its data in a ' +
          'PGlite directory (Postgres), not in a JSON file',
      );
    }
    if (!OPTION_NAMES.includes(key)) {
      throw new TypeError(
        `startServer option "${key}" is unknown (known: ${OPTION_NAMES.join(', ')})`,
      );
    }
  }
  const port = options.port ?? 3000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`port must be an integer from 0 to 65535, got ${JSON.stringify(port)}`);
  }
  const tokenTtl = options.tokenTtl ?? DEFAULT_TOKEN_TTL;
  if (typeof tokenTtl !== 'number' || !(tokenTtl > 0)) {
    throw new TypeError(
      `tokenTtl must be a positive number of seconds, got ${JSON.stringify(tokenTtl)}`,
    );
  }
  if (options.databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    throw new TypeError(
      `databaseUrl must be a postgres:// URL, got ${JSON.stringify(options.databaseUrl)}`,
    );
  }
  let staticDir;
  if (options.static !== undefined) {
    staticDir = path.resolve(options.static);
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
      throw new Error(`static folder ${staticDir} has no index.html (build the app first)`);
    }
  }
  let ssr;
  if (options.ssr !== undefined) {
    if (!staticDir) throw new TypeError('ssr needs static: the folder of the app it renders');
    if (typeof options.ssr === 'function') ssr = options.ssr;
    else if (typeof options.ssr !== 'string' || !options.ssr) {
      throw new TypeError('ssr must be the path of a server bundle or a render(request) function');
    } else {
      ssr = path.resolve(options.ssr);
      if (!fs.existsSync(ssr)) {
        throw new Error(`ssr: ${ssr} does not exist (build the app for the server first)`);
      }
    }
  }
  const uploadLimit = options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT;
  if (!Number.isInteger(uploadLimit) || uploadLimit < 1) {
    throw new TypeError(
      `uploadLimit must be a positive number of bytes, got ${JSON.stringify(options.uploadLimit)}`,
    );
  }
  const presenceTtl = options.presenceTtl ?? DEFAULT_LOCK_TTL / 1000;
  if (typeof presenceTtl !== 'number' || !(presenceTtl > 0)) {
    throw new TypeError(
      `presenceTtl must be a positive number of seconds, got ${JSON.stringify(presenceTtl)}`,
    );
  }
  const eventRetention = options.eventRetention ?? DEFAULT_EVENT_RETENTION;
  if (!Number.isInteger(eventRetention) || eventRetention < 1) {
    throw new TypeError(
      `eventRetention must be a positive number of events, got ${JSON.stringify(options.eventRetention)}`,
    );
  }
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  return {
    port,
    host: options.host ?? '127.0.0.1',
    dataDir,
    databaseUrl: options.databaseUrl,
    seed: options.seed,
    reset: options.reset ?? false,
    quiet: options.quiet ?? false,
    log: options.log ?? false,
    staticDir,
    ssr,
    tokenTtl,
    now: options.now ?? Date.now,
    // Beside the PGlite folder; with a Postgres server, a temporary folder per server.
    uploadDir:
      options.uploadDir !== undefined
        ? path.resolve(options.uploadDir)
        : options.databaseUrl
          ? undefined
          : `${dataDir}-uploads`,
    uploadLimit,
    eventRetention,
    presenceTtl,
  };
}

/**
 * Opens the database and runs the migrations (schema, then the seed when the data is new or
 * `reset` is set), without serving anything: `npm run demo:reset` uses it.
 * @param {{ dataDir?: string, databaseUrl?: string, reset?: boolean,
 *   seed?: import('./lib/seed').SeedOptions }} options
 */
async function openData(options) {
  const db = await openDatabase({
    dataDir: path.resolve(options.dataDir ?? DEFAULT_DATA_DIR),
    databaseUrl: options.databaseUrl,
  });
  try {
    const { seeded, warnings } = await migrate(db, { reset: options.reset, seed: options.seed });
    return { db, seeded, warnings };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Starts the demo API.
 * @param {ServerOptions} [options]
 * @returns {Promise<RunningServer>}
 */
async function startServer(options = {}) {
  const o = resolveOptions(options);
  const precompressed = o.staticDir ? await compressStatic(o.staticDir, o.quiet) : null;
  const { db, seeded, warnings } = await openData(o);
  const store = createStore(db, { lockTtl: o.presenceTtl * 1000 });
  const sessions = createSessions({ ttl: o.tokenTtl * 1000, now: o.now });
  const throttle = createThrottle({ now: o.now });
  const feed = createFeed({ db, retention: o.eventRetention, locks: store.locks });
  const reset = async (/** @type {import('./lib/seed').SeedOptions | undefined} */ seed) => {
    await migrate(db, { reset: true, seed: seed ?? o.seed });
    sessions.clear();
    throttle.clear();
  };
  let app;
  try {
    await feed.start();
    app = await createApp({
      store,
      sessions,
      throttle,
      staticDir: o.staticDir,
      ssr: o.ssr,
      log: o.log,
      uploadDir: o.uploadDir,
      uploadLimit: o.uploadLimit,
      feed,
    });
    await app.listen({ port: o.port, host: o.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await feed.close();
    await db.close();
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') {
      throw new Error(
        `Port ${o.port} on ${o.host} is already in use (is the demo API already running? ` +
          'stop it or choose another port)',
      );
    }
    throw error;
  }
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  const port = address.port;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = `http://${host}:${port}`;
  const apiUrl = `${url}/api`;

  if (!o.quiet) {
    for (const warning of warnings) console.warn(`demo-api: ${warning}`);
    const summary = Object.entries(await counts(db))
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
    console.log(`Demo API listening on ${apiUrl}`);
    console.log(`  also: ${apiUrl}/simple-rest, ${apiUrl}/laravel; ${apiUrl}/openapi.json`);
    console.log(`  data: ${db.where} (${seeded ? 'new seed' : 'reused'}: ${summary})`);
    if (o.staticDir) {
      const compressed = precompressed
        ? `, compressed (${precompressed.written.length} brotli/gzip copies written now, ` +
          `in ${precompressed.seconds.toFixed(1)} s)`
        : '';
      console.log(`  app:  ${url}/ (static files from ${o.staticDir}${compressed})`);
    }
  }

  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () => {
    closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await feed.close();
        await db.close();
      }
    })();
    return closing;
  };

  return {
    url,
    apiUrl,
    apiUrls: {
      jsonServer: apiUrl,
      simpleRest: `${apiUrl}/simple-rest`,
      laravel: `${apiUrl}/laravel`,
    },
    port,
    dataDir: o.databaseUrl ? undefined : o.dataDir,
    database: db.kind,
    seeded,
    precompressed,
    reset,
    close,
  };
}

/**
 * The `.br` and `.gz` copies of a built app's files (`precompress`), written once; a folder that
 * cannot be written is served uncompressed, with a warning.
 * @param {string} dir
 * @param {boolean} quiet
 */
async function compressStatic(dir, quiet) {
  try {
    return await precompress(dir);
  } catch (error) {
    if (!quiet) {
      console.warn(
        `demo-api: cannot write the compressed copies of ${dir} ` +
          `(${/** @type {Error} */ (error).message}): its files are sent uncompressed`,
      );
    }
    return null;
  }
}

/**
 * The command line: starts the server, prints the demo accounts, stops on SIGINT/SIGTERM.
 * @param {string[]} argv
 */
async function main(argv) {
  let parsed;
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    console.error(`demo-api: ${/** @type {Error} */ (error).message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const server = await startServer({
    ...parsed.options,
    dataDir: parsed.options.dataDir ?? dataDirFromEnv(),
    databaseUrl: databaseUrlFromEnv(),
  });
  // The handlers are in place before the line that tells a user (or a test) how to stop.
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    if (!parsed.options.quiet) console.log(`demo-api: ${signal}, stopping`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(`demo-api: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (!parsed.options.quiet) {
    console.log('  demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(
        `    ${account.email.padEnd(20)} ${account.password.padEnd(10)} ${account.roles}`,
      );
    }
    console.log('  stop with Ctrl-C');
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`demo-api: ${error.message}`);
    process.exitCode = 1;
  });
}

module.exports = {
  startServer,
  openData,
  parseArgs,
  dataDirFromEnv,
  databaseUrlFromEnv,
  DEFAULT_DATA_DIR,
  DEMO_ACCOUNTS,
};
