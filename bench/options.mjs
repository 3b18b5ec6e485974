// The command line of `npm run bench` (bench/run.mjs): its usage text and its parser, apart from
// run.mjs so that a test can import them without starting a run.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The parts of a run, in the order they run. */
export const PARTS = ['size', 'fresh', 'micro', 'schematic', 'browser', 'live', 'large'];

export const USAGE = `Usage: node bench/run.mjs [options]
  --compare <file>  print the ratio of each measure to an earlier run's JSON (e.g. bench/results/latest.json)
  --runs <n>        browser runs of the posts list, at least 7 (default 9)
  --posts <n>       posts seeded in the demo API (default 10000)
  --only <parts>    comma-separated parts among ${PARTS.join(', ')} (default: all)
  --skip-build      reuse the last bench build (tmp/bench/build) when there is one, and the
                    fresh app (<tmp>/admin-bench-fresh: ng new + ng add, rebuilt)
  --ssr             build the demo for the server too (-c production,ssr): a signed-in cold
                    load is then rendered on the server (the client-rendered one is also measured)
  --help            this text`;

/**
 * @typedef {{ runs: number, posts: number, parts: string[], compare: string | null,
 *   skipBuild: boolean, ssr: boolean, help?: boolean }} BenchOptions
 */

/**
 * The options of `argv` (without node and the script), `compare` as an absolute path. Throws an
 * Error with a one-line reason on a bad option or value (run.mjs prints it and exits 2).
 * @param {string[]} argv
 * @param {{ exists?: (file: string) => boolean }} [io] `exists` checks the `--compare` file
 * @returns {BenchOptions}
 */
export function parseArgs(argv, { exists = existsSync } = {}) {
  /** @type {BenchOptions} */
  const options = {
    runs: 9,
    posts: 10000,
    parts: PARTS,
    compare: null,
    skipBuild: false,
    ssr: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      return next;
    };
    const count = (/** @type {number} */ min) => {
      const text = value();
      const n = Number(text);
      if (!Number.isInteger(n) || n < min)
        throw new Error(`${flag} must be an integer ≥ ${min}, got "${text}"`);
      return n;
    };
    if (flag === '--help' || flag === '-h') options.help = true;
    else if (flag === '--compare') options.compare = resolve(value());
    else if (flag === '--runs') options.runs = count(7);
    else if (flag === '--posts') options.posts = count(100);
    else if (flag === '--skip-build') options.skipBuild = true;
    else if (flag === '--ssr') options.ssr = true;
    else if (flag === '--only') {
      options.parts = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      if (!options.parts.length)
        throw new Error(`--only needs at least one part among ${PARTS.join(', ')}`);
      const unknown = options.parts.filter((p) => !PARTS.includes(p));
      if (unknown.length)
        throw new Error(
          `--only: unknown part(s) ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`,
        );
    } else throw new Error(`unknown option "${flag}"\n${USAGE}`);
  }
  if (options.compare && !exists(options.compare)) {
    throw new Error(`--compare: no file ${options.compare}`);
  }
  return options;
}
