// Builds the demo (production) into tmp/e2e/demo unless that build is newer than every source it
// comes from, starts one demo API per jest worker serving it on a free 127.0.0.1 port with a fresh
// copy of the seed data, and checks Chromium. The tests read their URL through baseUrl().
// E2E_SKIP_BUILD=1 reuses an existing build as it is; E2E_FORCE_BUILD=1 always rebuilds.
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildDemo } from '../../scripts/build-demo.mjs';
import chromiumSupport from './chromium.cjs';

const { ensureChromium } = chromiumSupport;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const OUTPUT = join(root, 'tmp/e2e/demo');
const SOURCES = [
  // The whole library: the demo compiles it from source.
  'projects/admin',
  'projects/demo/src',
  'projects/demo/public',
  'projects/demo/tsconfig.app.json',
  'angular.json',
  'tsconfig.json',
  'package-lock.json',
];

/** The newest modification time (ms) of a file or of the files under a folder. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function buildIsCurrent(index) {
  if (!existsSync(index)) return false;
  if (process.env.E2E_FORCE_BUILD) return false;
  if (process.env.E2E_SKIP_BUILD) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newest(join(root, source)) < built);
}

export default async function globalSetup(globalConfig) {
  ensureChromium();
  const browserDir = join(OUTPUT, 'browser');
  if (!buildIsCurrent(join(browserDir, 'index.html'))) {
    console.log(`\nBuilding the demo for the browser tests into ${OUTPUT}…`);
    // Fails when ng build does not exit by itself once its output is written, or leaves a process
    // behind (see scripts/build-demo.mjs); `npm test` builds it so before the suite.
    const { warnings } = await buildDemo(root, OUTPUT, { ssr: true });
    for (const warning of warnings) console.log(`  ▲ ${warning}`);
  }
  // One demo API per jest worker, each with its own fresh copy of the seed data: the files of one
  // worker run one after another against their own server, as the whole suite did with one worker,
  // so no test sees another's writes. A worker reads its URL from E2E_BASE_URL_<JEST_WORKER_ID>.
  const { startServer } = require(join(root, 'projects/demo-api/server.js'));
  const workers = Math.max(1, Number(globalConfig?.maxWorkers) || 1);
  const servers = await Promise.all(
    Array.from({ length: workers }, async (_, i) => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'pglite');
      const server = await startServer({
        port: 0,
        dataDir,
        reset: true,
        quiet: true,
        static: browserDir,
        // Page URLs of a request with the session cookie are rendered on the server (ssr.e2e.ts).
        ssr: join(OUTPUT, 'server/server.mjs'),
      });
      process.env[`E2E_BASE_URL_${i + 1}`] = server.url;
      return server;
    }),
  );
  globalThis.__E2E_SERVERS__ = servers;
  process.env.E2E_BASE_URL = servers[0].url;
}
