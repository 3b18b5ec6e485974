// Builds the demo (production), starts the demo API serving it on a free 127.0.0.1 port with a fresh
// copy of the seed data, and checks Chromium. The tests read the URL from E2E_BASE_URL.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import chromiumSupport from './chromium.cjs';

const { ensureChromium } = chromiumSupport;

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export default async function globalSetup() {
  ensureChromium();
  const browserDir = join(root, 'dist/demo/browser');
  if (!process.env.E2E_SKIP_BUILD || !existsSync(join(browserDir, 'index.html'))) {
    execFileSync(
      join(root, 'node_modules/.bin/ng'),
      ['build', 'demo', '--configuration', 'production'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
  }
  const { startServer } = require(join(root, 'projects/demo-api/server.js'));
  const dataFile = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'db.json');
  const server = await startServer({
    port: 0,
    dataFile,
    reset: true,
    quiet: true,
    static: browserDir,
  });
  globalThis.__E2E_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_FILE = dataFile;
}
