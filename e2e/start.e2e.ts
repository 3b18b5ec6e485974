// `npm start` (scripts/start.mjs): the demo API and the demo app's dev server come up on free
// ports, answer, and stop cleanly on Ctrl-C (SIGINT to the process group, as a terminal sends it).
// `npm run demo:reset` (scripts/demo-reset.mjs) restores the seed. Both use a temporary data
// directory (DEMO_DATA_DIR), never the real one in projects/demo-api/data.
import { spawn, execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ACCOUNTS } from './support/browser';

const ROOT = join(__dirname, '..');
const DEFAULT_DATA_FILE = join(ROOT, 'projects/demo-api/data/pglite');
const READY_MS = 240_000;
const STOP_MS = 20_000;

jest.setTimeout(READY_MS + 30_000);

/** A TCP port that is free right now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Whether a process is still running (a zombie waiting to be reaped counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  if (existsSync(stat)) {
    try {
      return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
    } catch {
      return false;
    }
  }
  return true;
}

/** Every process below `root` (children, grandchildren...). */
function descendants(root: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of table) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

/** Polls `check` every 100 ms until it is true or `ms` have passed. */
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The package.json script `name` (`npm run <name>`). */
function npmScript(name: string): string | undefined {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts[name];
}

/** The default data file's modification time (0 when absent), to check it is left alone. */
function defaultDataFileStamp(): number {
  return existsSync(DEFAULT_DATA_FILE) ? statSync(DEFAULT_DATA_FILE).mtimeMs : 0;
}

async function refused(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch {
    return true;
  }
}

describe('npm start', () => {
  let child: ChildProcess;
  let apiPort: number;
  let appPort: number;
  let output = '';
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  let dir: string;
  let dataFile: string;
  let defaultStamp: number;

  beforeAll(async () => {
    apiPort = await freePort();
    do appPort = await freePort();
    while (appPort === apiPort || appPort === 3000 || appPort === 4200);
    dir = mkdtempSync(join(tmpdir(), 'admin-start-'));
    dataFile = join(dir, 'pglite');
    defaultStamp = defaultDataFileStamp();
    // `npm start` runs `node scripts/start.mjs`; run that directly, so that the exit code is the
    // script's own (npm answers a SIGINT by killing itself with it).
    expect(npmScript('start')).toBe('node scripts/start.mjs');
    child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_PORT: String(apiPort),
        PORT: String(appPort),
        DEMO_DATA_DIR: dataFile,
        NG_CLI_ANALYTICS: 'false',
      },
      // Its own process group, so that the test can send SIGINT to all of it, like Ctrl-C.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.stdout?.on('data', (chunk) => (output += String(chunk)));
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    const ready = await until(
      () => output.includes('Admin demo ready') || child.exitCode !== null,
      READY_MS,
    );
    if (!ready || child.exitCode !== null) {
      throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
    }
  });

  afterAll(async () => {
    // Never leave the dev server behind, whatever happened above.
    if (child?.pid && alive(child.pid)) {
      const left = [child.pid, ...descendants(child.pid)];
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      for (const pid of left) {
        try {
          if (alive(pid)) process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints where the app and the API are', () => {
    expect(output).toContain(`http://127.0.0.1:${appPort}/`);
    expect(output).toContain(`http://127.0.0.1:${apiPort}/api`);
    expect(output).toContain('admin@example.com');
  });

  it('keeps its data in DEMO_DATA_DIR, not in the default data directory', () => {
    expect(output).toContain(`data: ${dataFile} (new seed`);
    expect(existsSync(dataFile)).toBe(true);
    expect(defaultDataFileStamp()).toBe(defaultStamp);
  });

  it('serves the app (HTML with the root component)', async () => {
    for (const path of ['/', '/posts/3']) {
      const response = await fetch(`http://127.0.0.1:${appPort}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      expect(html).toMatch(/<app-root/);
      expect(html).toMatch(/<script[^>]+src="[^"]*main[^"]*\.js"/);
    }
  });

  it('answers the API with the demo account', async () => {
    const api = `http://127.0.0.1:${apiPort}/api`;
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS.admin),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const posts = await fetch(`${api}/posts?_page=1&_limit=5`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(posts.status).toBe(200);
    expect(Number(posts.headers.get('x-total-count'))).toBeGreaterThan(0);
    expect(((await posts.json()) as unknown[]).length).toBe(5);
    expect((await fetch(`${api}/posts`)).status).toBe(401);
  });

  // The dev server's proxy (projects/demo/proxy.conf.mjs) targets 127.0.0.1:API_PORT, which
  // start.mjs sets to its API's port: here neither 3000 nor 4200.
  it('proxies /api from the app port to the API', async () => {
    const response = await fetch(`http://127.0.0.1:${appPort}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ACCOUNTS.viewer),
    });
    expect(response.status).toBe(200);
    const { token, user } = (await response.json()) as { token: string; user: { email: string } };
    expect(user.email).toBe(ACCOUNTS.viewer.email);
    // The same session on the API's own port: the proxy reached this API, not another one.
    const me = await fetch(`http://127.0.0.1:${apiPort}/api/auth/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
  });

  it('stops cleanly on Ctrl-C: exit code 0, no process left, ports closed', async () => {
    const pid = child.pid!;
    const tree = descendants(pid);
    // ng serve (and its esbuild service); the demo API runs inside start.mjs itself.
    expect(tree.length).toBeGreaterThanOrEqual(1);
    process.kill(-pid, 'SIGINT');
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      exited,
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), STOP_MS))),
    ]);
    clearTimeout(timer);
    expect(result).toEqual({ code: 0, signal: null });
    expect(await until(() => tree.every((p) => !alive(p)), STOP_MS)).toBe(true);
    expect(await refused(appPort)).toBe(true);
    expect(await refused(apiPort)).toBe(true);
  });
});

describe('npm run demo:reset', () => {
  interface DemoApi {
    startServer(options: object): Promise<{ apiUrl: string; close(): Promise<void> }>;
  }
  interface DataFile {
    collections: Record<string, { id: number; [field: string]: unknown }[]>;
  }
  let dir: string;
  let dataFile: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'admin-reset-'));
    dataFile = join(dir, 'pglite');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the script as `npm run demo:reset` does, on the temporary data file. */
  function reset(): Promise<{ code: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['scripts/demo-reset.mjs'],
        { cwd: ROOT, env: { ...process.env, DEMO_DATA_DIR: dataFile }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  /** The data as the demo API serves it from the directory (admin's view). */
  async function read(): Promise<DataFile> {
    const { startServer } = createRequire(__filename)(
      join(ROOT, 'projects/demo-api/server.js'),
    ) as DemoApi;
    const api = await startServer({ port: 0, dataDir: dataFile, quiet: true });
    try {
      const login = await fetch(`${api.apiUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ACCOUNTS.admin),
      });
      const { token } = (await login.json()) as { token: string };
      const collections: DataFile['collections'] = {};
      for (const name of ['users', 'posts', 'comments', 'categories', 'tags']) {
        const response = await fetch(`${api.apiUrl}/${name}?_limit=1000`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        collections[name] = (await response.json()) as DataFile['collections'][string];
      }
      return { collections };
    } finally {
      await api.close();
    }
  }

  /** A write through a server on the directory, as a session would leave it. */
  async function change(): Promise<void> {
    const { startServer } = createRequire(__filename)(
      join(ROOT, 'projects/demo-api/server.js'),
    ) as DemoApi;
    const api = await startServer({ port: 0, dataDir: dataFile, quiet: true });
    try {
      const login = await fetch(`${api.apiUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ACCOUNTS.admin),
      });
      const { token } = (await login.json()) as { token: string };
      const send = (method: string, path: string, body?: unknown) =>
        fetch(`${api.apiUrl}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      expect((await send('DELETE', '/posts/1')).status).toBe(200);
      expect((await send('PATCH', '/categories/1', { name: 'Renamed by the test' })).status).toBe(
        200,
      );
      expect((await send('POST', '/tags', { name: 'added by the test' })).status).toBe(201);
    } finally {
      await api.close();
    }
  }

  it('writes the seed to DEMO_DATA_DIR, and restores it after changes', async () => {
    expect(npmScript('demo:reset')).toBe('node scripts/demo-reset.mjs');
    const defaultStamp = defaultDataFileStamp();

    // No directory yet: the script creates it with the seed.
    const first = await reset();
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain(`Demo data restored in ${dataFile}`);
    const seed = await read();
    const post = seed.collections['posts'].find((p) => p.id === 1);
    expect(post).toBeDefined();
    expect(seed.collections['users'].length).toBeGreaterThan(0);

    // Changes as a session would leave them: a post deleted, a category renamed, a tag added.
    await change();
    const changed = await read();
    expect(changed.collections['posts'].find((p) => p.id === 1)).toBeUndefined();

    const second = await reset();
    expect(second).toMatchObject({ code: 0, stderr: '' });
    expect(second.stdout).toMatch(/Demo data restored in .*\(\d+ users, .*\d+ posts/);
    const restored = await read();
    // The seed is deterministic: the same collections again.
    expect(restored.collections).toEqual(seed.collections);
    expect(restored.collections['posts'].find((p) => p.id === 1)).toEqual(post);
    // The real data directory was left alone.
    expect(defaultDataFileStamp()).toBe(defaultStamp);
  });
});
