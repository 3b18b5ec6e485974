#!/usr/bin/env node
// @ts-check
'use strict';

/**
 * The demo REST API: json-server 0.17 under /api with seeded, persisted data, bearer auth,
 * role checks, validation, translated posts and CORS; optionally serves a built SPA.
 *
 *   node projects/demo-api/server.js [--port 3000] [--posts 10000] [--reset] [--data <file>]
 *                                    [--static <dir>] ...   (--help lists every flag)
 *
 *   const { startServer } = require('./projects/demo-api/server.js');
 *   const api = await startServer({ port: 0, dataFile: '/tmp/db.json', quiet: true });
 *   // api.url, api.apiUrl, api.port, await api.close()
 */

const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const jsonServer = require('json-server');
const { createApi, EXPOSED_HEADERS } = require('./lib/api');
const { DEMO_ACCOUNTS } = require('./lib/seed');
const { createSessions } = require('./lib/sessions');
const { openDataFile, createSaver } = require('./lib/store');

/**
 * @typedef {object} ServerOptions
 * @property {number} [port] TCP port, default 3000; 0 picks a free one (see the result's `port`).
 * @property {string} [host] Interface to listen on, default '127.0.0.1'.
 * @property {string} [dataFile] JSON file holding the data, default projects/demo-api/data/db.json.
 * @property {import('./lib/seed').SeedOptions} [seed] Seed size when (re)seeding: posts (120),
 *   users (20), comments (3 per post), prng (PRNG seed, 1).
 * @property {boolean} [reset] Replace the data file's content with a fresh seed.
 * @property {boolean} [quiet] Print nothing (no summary line, no warnings).
 * @property {boolean} [log] Print one line per request.
 * @property {string} [static] Folder of a built SPA to serve at `/` (index.html fallback).
 * @property {number} [tokenTtl] Token lifetime in seconds, default 8 hours.
 * @property {() => number} [now] Clock in milliseconds (tests), default Date.now.
 *
 * @typedef {object} RunningServer
 * @property {string} url e.g. http://127.0.0.1:3000
 * @property {string} apiUrl url + '/api'
 * @property {number} port
 * @property {string} dataFile absolute path of the data file
 * @property {boolean} seeded whether this start wrote a fresh seed
 * @property {() => Promise<void>} close stops listening and saves pending changes
 */

const DEFAULT_DATA_FILE = path.join(__dirname, 'data', 'db.json');

/**
 * The data file of the command-line entry points (this file without --data, `npm start`,
 * `npm run demo:reset`): the DEMO_DATA_FILE environment variable when set, else the default one.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} absolute path
 */
function dataFileFromEnv(env = process.env) {
  return path.resolve(env.DEMO_DATA_FILE || DEFAULT_DATA_FILE);
}

const DEFAULT_TOKEN_TTL = 8 * 60 * 60;
const OPTION_NAMES = [
  'port',
  'host',
  'dataFile',
  'seed',
  'reset',
  'quiet',
  'log',
  'static',
  'tokenTtl',
  'now',
];

/**
 * @param {ServerOptions} options
 */
function resolveOptions(options) {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`startServer options must be an object, got ${JSON.stringify(options)}`);
  }
  for (const key of Object.keys(options)) {
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
  let staticDir;
  if (options.static !== undefined) {
    staticDir = path.resolve(options.static);
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
      throw new Error(`static folder ${staticDir} has no index.html (build the app first)`);
    }
  }
  return {
    port,
    host: options.host ?? '127.0.0.1',
    dataFile: path.resolve(options.dataFile ?? DEFAULT_DATA_FILE),
    seed: options.seed,
    reset: options.reset ?? false,
    quiet: options.quiet ?? false,
    log: options.log ?? false,
    staticDir,
    tokenTtl,
    now: options.now ?? Date.now,
  };
}

/** CORS for every response: any origin, bearer header, readable totals. @type {any} */
const cors = (
  /** @type {http.IncomingMessage} */ req,
  /** @type {http.ServerResponse} */ res,
  /** @type {() => void} */ next,
) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Accept-Language, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
};

/**
 * Starts the demo API.
 * @param {ServerOptions} [options]
 * @returns {Promise<RunningServer>}
 */
async function startServer(options = {}) {
  const o = resolveOptions(options);
  const { data, seeded, warnings } = await openDataFile({
    file: o.dataFile,
    reset: o.reset,
    seed: o.seed,
  });
  const saver = createSaver(o.dataFile, () => data, {
    onError: (error) => console.error(`demo-api: could not save ${o.dataFile}: ${error.message}`),
  });
  const sessions = createSessions({ ttl: o.tokenTtl * 1000, now: o.now });

  const app = jsonServer.create();
  app.disable('x-powered-by');
  if (o.log) {
    app.use(
      (
        /** @type {any} */ req,
        /** @type {http.ServerResponse} */ res,
        /** @type {() => void} */ next,
      ) => {
        const started = process.hrtime.bigint();
        res.on('finish', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)} ms`);
        });
        next();
      },
    );
  }
  app.use(cors);
  app.use('/api', createApi({ data, sessions, onChange: () => saver.schedule() }));
  if (o.staticDir) {
    // json-server's defaults: compression + static files (its logger and CORS are off).
    app.use(jsonServer.defaults({ static: o.staticDir, logger: false, noCors: true }));
    const index = path.join(o.staticDir, 'index.html');
    // Client-side routes (no file extension) get the SPA's index.html.
    app.use((/** @type {any} */ req, /** @type {any} */ res, /** @type {() => void} */ next) => {
      if (!['GET', 'HEAD'].includes(req.method) || path.extname(req.path)) return next();
      res.sendFile(index);
    });
  }
  app.use((/** @type {any} */ req, /** @type {any} */ res) => {
    res.status(404).json({ message: `Not found: ${req.path} (the API is under /api)` });
  });

  const server = http.createServer(app);
  await new Promise((resolve, reject) => {
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Port ${o.port} on ${o.host} is already in use (is the demo API already running? ` +
              'stop it or choose another port)',
          ),
        );
      } else reject(error);
    });
    server.listen(o.port, o.host, () => resolve(undefined));
  });
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  const host = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = `http://${host}:${port}`;
  const apiUrl = `${url}/api`;

  if (!o.quiet) {
    for (const warning of warnings) console.warn(`demo-api: ${warning}`);
    const counts = Object.entries(data.collections)
      .map(([name, records]) => `${records.length} ${name}`)
      .join(', ');
    console.log(`Demo API listening on ${apiUrl}`);
    console.log(`  data: ${o.dataFile} (${seeded ? 'new seed' : 'reused'}: ${counts})`);
    if (o.staticDir) console.log(`  app:  ${url}/ (static files from ${o.staticDir})`);
  }

  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () => {
    closing ??= (async () => {
      await new Promise((resolve, reject) => {
        // Connections still busy after a second are cut.
        const force = setTimeout(() => server.closeAllConnections(), 1000);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          if (error) reject(error);
          else resolve(undefined);
        });
        server.closeIdleConnections();
      });
      await saver.flush();
    })();
    return closing;
  };

  return { url, apiUrl, port, dataFile: o.dataFile, seeded, close };
}

const USAGE = `Usage: node projects/demo-api/server.js [options]

  --port <n>         port (default 3000; 0 picks a free port)
  --data <file>      data file (default $DEMO_DATA_FILE, else projects/demo-api/data/db.json)
  --reset            replace the data file with a fresh seed
  --posts <n>        posts when seeding (default 120)
  --users <n>        users when seeding (default 20, at least 3)
  --comments <n>     comments when seeding (default 3 per post)
  --prng <n>         PRNG seed when seeding (default 1)
  --static <dir>     serve a built SPA from <dir> at / (index.html fallback)
  --token-ttl <s>    token lifetime in seconds (default 28800 = 8 h)
  --log              print one line per request
  --quiet            print nothing but errors
  --help             show this help
`;

/**
 * Parses the command line into startServer options.
 * @param {string[]} argv arguments after the script name
 * @returns {{ help: true } | { help: false, options: ServerOptions }}
 */
function parseArgs(argv) {
  /** @type {ServerOptions} */
  const options = {};
  /** @type {import('./lib/seed').SeedOptions} */
  const seed = {};
  /** @type {Record<string, string>} */
  const numeric = {
    '--port': 'port',
    '--posts': 'posts',
    '--users': 'users',
    '--comments': 'comments',
    '--prng': 'prng',
    '--token-ttl': 'tokenTtl',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const flag = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = flag === arg ? undefined : arg.slice(eq + 1);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || (inline === undefined && next.startsWith('--'))) {
        throw new Error(`${flag} needs a value`);
      }
      return next;
    };
    if (flag === '--help' || flag === '-h') return { help: true };
    if (flag in numeric) {
      const text = value();
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) {
        throw new Error(`${flag} needs a number, got "${text}"`);
      }
      const key = numeric[flag];
      if (key === 'port' || key === 'tokenTtl') options[key] = number;
      else seed[/** @type {'posts' | 'users' | 'comments' | 'prng'} */ (key)] = number;
    } else if (flag === '--data') options.dataFile = value();
    else if (flag === '--static') options.static = value();
    else if (flag === '--reset' || flag === '--log' || flag === '--quiet') {
      if (inline !== undefined) throw new Error(`${flag} takes no value`);
      options[/** @type {'reset' | 'log' | 'quiet'} */ (flag.slice(2))] = true;
    } else throw new Error(`unknown option "${arg}"`);
  }
  if (Object.keys(seed).length) options.seed = seed;
  return { help: false, options };
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
    dataFile: parsed.options.dataFile ?? dataFileFromEnv(),
  });
  if (!parsed.options.quiet) {
    console.log('  demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      console.log(
        `    ${account.email.padEnd(20)} ${account.password.padEnd(10)} ${account.roles}`,
      );
    }
    console.log('  stop with Ctrl-C');
  }
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
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`demo-api: ${error.message}`);
    process.exitCode = 1;
  });
}

module.exports = { startServer, parseArgs, dataFileFromEnv, DEFAULT_DATA_FILE, DEMO_ACCOUNTS };
