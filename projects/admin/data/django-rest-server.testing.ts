// A real Django REST framework server for the djangoRestDialect integration spec: the project in
// testing/drf (ModelViewSets with django-filter, search, ordering, page-number paging and token
// authentication) on a temporary SQLite database, served by gunicorn on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PROJECT = join(__dirname, 'testing', 'drf');

/** testing/drf/ensure.cjs, shared with scripts/test.mjs. */
const { ensureDjangoRest } = createRequire(__filename)(join(PROJECT, 'ensure.cjs')) as {
  /** Debian's python3 with DRF, django-filter and gunicorn; installs them when missing and root. */
  ensureDjangoRest(): string;
};

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The running API. */
export interface DjangoRestServer {
  /** `http://127.0.0.1:<port>/api` */
  readonly apiUrl: string;
  /** Stops gunicorn and removes the database. */
  close(): Promise<void>;
}

/**
 * Migrates and seeds a fresh SQLite database (3 authors as `users`, 4 tags, 40 posts; users
 * `admin@example.com`/`admin123` and `viewer@example.com`/`viewer123`) and serves it; resolves
 * once the API answers.
 */
export async function startDjangoRest(timeout = 60_000): Promise<DjangoRestServer> {
  const python = ensureDjangoRest();
  const dir = mkdtempSync(join(tmpdir(), 'admin-drf-'));
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(python, [join(PROJECT, 'serve.py'), String(port)], {
    cwd: PROJECT,
    env: { ...process.env, ADMIN_DRF_DB: join(dir, 'db.sqlite3'), PYTHONDONTWRITEBYTECODE: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: gunicorn's quick shutdown (SIGTERM waits for its graceful timeout)
      child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const apiUrl = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${apiUrl}/`);
      if (response.status === 401 || response.ok) return { apiUrl, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await close();
  throw new Error(
    `The Django REST framework test server did not answer on ${apiUrl}: ${output.join('').trim()}`,
  );
}
