// `npm run start:production`: the demo as it runs in production. Builds it for the server
// (`ng build demo -c production,ssr` into dist/demo, with the chunk optimizer, its files given
// their brotli and gzip copies; scripts/build-demo.mjs), then serves it with the demo API on one
// origin (127.0.0.1:3000): the app's files compressed, pages of a signed-in browser rendered on
// the server, the API under /api. Ctrl-C stops it.
// Environment: PORT (3000), DEMO_DATA_DIR and DATABASE_URL (as `npm start`).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildDemo } from './build-demo.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const port = Number(process.env.PORT ?? 3000);
const outDir = join(root, 'dist/demo');

const { startServer, dataDirFromEnv, databaseUrlFromEnv, DEMO_ACCOUNTS } = require(
  join(root, 'projects/demo-api/server.js'),
);

console.log('Building the demo for production: ng build demo -c production,ssr → dist/demo');
const built = await buildDemo(root, outDir, { ssr: true });
console.log(
  `  built in ${built.seconds.toFixed(1)} s, compressed in ${built.compressSeconds.toFixed(1)} s`,
);

const server = await startServer({
  port,
  host: '127.0.0.1',
  dataDir: dataDirFromEnv(),
  databaseUrl: databaseUrlFromEnv(),
  static: join(outDir, 'browser'),
  ssr: join(outDir, 'server/server.mjs'),
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

console.log(`
  Admin demo (production build): ${server.url}/
  Accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password}`).join(', ')}
  Stop with Ctrl-C.
`);
