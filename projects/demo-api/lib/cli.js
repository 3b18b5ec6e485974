// @ts-check
'use strict';

/**
 * The command line of `server.js`: its usage text and its flags read into `startServer` options.
 *
 * @typedef {import('../server').ServerOptions} ServerOptions
 */

const USAGE = `Usage: node projects/demo-api/server.js [options]

  --port <n>         port (default 3000; 0 picks a free port)
  --data <dir>       PGlite data directory (default $DEMO_DATA_DIR, else
                     projects/demo-api/data/pglite); DATABASE_URL=postgres://... uses that
                     Postgres server instead
  --reset            replace the data with a fresh seed
  --posts <n>        posts when seeding (default 120)
  --users <n>        users when seeding (default 20, at least 3)
  --comments <n>     comments when seeding (default 3 per post, at least 10000)
  --prng <n>         PRNG seed when seeding (default 1)
  --static <dir>     serve a built SPA from <dir> at / (index.html fallback), compressed
                     (brotli/gzip copies written beside its files once, at start)
  --ssr <file>       render pages on the server first with the app's server bundle
                     (<build>/server/server.mjs; needs --static <build>/browser)
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
  /** @type {import('./seed').SeedOptions} */
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
    } else if (flag === '--data') options.dataDir = value();
    else if (flag === '--static') options.static = value();
    else if (flag === '--ssr') options.ssr = value();
    else if (flag === '--reset' || flag === '--log' || flag === '--quiet') {
      if (inline !== undefined) throw new Error(`${flag} takes no value`);
      options[/** @type {'reset' | 'log' | 'quiet'} */ (flag.slice(2))] = true;
    } else throw new Error(`unknown option "${arg}"`);
  }
  if (Object.keys(seed).length) options.seed = seed;
  return { help: false, options };
}

module.exports = { USAGE, parseArgs };
