// `npm start`: the demo API (seeded, persisted, 127.0.0.1:3000) and the demo app's dev server
// (127.0.0.1:4200, proxying /api to the API). Ctrl-C stops both.
// Environment: API_PORT (3000), PORT (4200), DEMO_DATA_DIR (projects/demo-api/data/pglite), and
// DATABASE_URL to keep the data in a Postgres server rather than in PGlite.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const apiPort = Number(process.env.API_PORT ?? 3000);
const appPort = Number(process.env.PORT ?? 4200);

const { startServer, dataDirFromEnv, databaseUrlFromEnv } = require(
  join(root, 'projects/demo-api/server.js'),
);
const api = await startServer({
  port: apiPort,
  host: '127.0.0.1',
  dataDir: dataDirFromEnv(),
  databaseUrl: databaseUrlFromEnv(),
  reset: process.argv.includes('--reset'),
});

const ng = spawn(
  join(root, 'node_modules/.bin/ng'),
  ['serve', 'demo', '--host', '127.0.0.1', '--port', String(appPort), '--no-open'],
  {
    cwd: root,
    // projects/demo/proxy.conf.mjs sends /api to 127.0.0.1:API_PORT: the port the API listens on.
    env: { ...process.env, API_PORT: String(api.port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let announced = false;
ng.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Local:|localhost:|127\.0\.0\.1:/.test(String(chunk))) {
    announced = true;
    console.log(`
  Admin demo ready: http://127.0.0.1:${appPort}/
  API:              ${api.apiUrl}
  Accounts:         admin@example.com / admin123   (admin)
                    editor@example.com / editor123 (editor)
                    viewer@example.com / viewer123 (viewer)
  Stop with Ctrl-C. Restore the seed data with: npm run demo:reset
`);
  }
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  ng.kill('SIGTERM');
  await api.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
ng.on('exit', (code) => stop(code ?? 0));
