// The admin as users build it (issue 33, item 7): a fresh `ng new` app with the packed package,
// `ng add admin` and two `ng generate admin:resource` pages, built for production by the admin
// builder (`ng build`), measured like the demo's build. Also used by schematics/e2e/run-e2e.mjs,
// which checks the first download of the app it builds with `shellPlacement`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { initialComposition, measureBuild } from './size.mjs';

/** The first download's size target of the demo's client-rendered build, for the fresh app too. */
export const FRESH_INITIAL_TARGET = 115_000;

/**
 * The admin's routed components and the selector that their compiled definition holds
 * (`selectors:[["va-layout"]]`, in any quotes: the chunk optimizer writes template literals).
 */
const SHELL_SELECTORS = { login: 'va-login', layout: 'va-layout' };

/**
 * Where the sign-in page and the layout are in a build: `initial` when their component
 * definition is in a file of the first download, `lazy` when in another file, `absent` otherwise.
 */
export function shellPlacement(browserDir, initialFiles) {
  const files = readdirSync(browserDir).filter((f) => f.endsWith('.js'));
  const placement = {};
  for (const [name, selector] of Object.entries(SHELL_SELECTORS)) {
    const pattern = new RegExp(`selectors:\\[\\[["'\`]${selector}["'\`]\\]\\]`);
    const where = files.filter((f) => pattern.test(readFileSync(join(browserDir, f), 'utf8')));
    placement[name] = !where.length
      ? 'absent'
      : where.some((f) => initialFiles.includes(f))
        ? 'initial'
        : 'lazy';
  }
  return placement;
}

/** The newest modification time of the files under `dir` (specs excluded). */
function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) time = Math.max(time, newest(path));
    else if (!entry.name.endsWith('.spec.ts')) time = Math.max(time, statSync(path).mtimeMs);
  }
  return time;
}

/**
 * Builds the library (`npm run build:lib`) when dist/admin is missing or older than the library's
 * or the schematics' sources.
 */
function ensureLibrary(root, log) {
  const built = join(root, 'dist/admin/package.json');
  const sources = Math.max(newest(join(root, 'projects/admin')), newest(join(root, 'schematics')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  log('  dist/admin is missing or older than its sources: npm run build:lib');
  execFileSync('npm', ['run', '--silent', 'build:lib'], { cwd: root, stdio: 'inherit' });
}

const ENV = {
  ...process.env,
  NG_CLI_ANALYTICS: 'false',
  NG_FORCE_TTY: 'false',
  CI: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

/** The longest a step may take (`ng new` installs from the registry; a loaded machine is slow). */
const STEP_TIMEOUT_MS = 20 * 60_000;

/** Runs one step of the set-up; throws with the end of its output when it fails. */
function step(log, label, command, args, cwd) {
  const t = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    env: ENV,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    timeout: STEP_TIMEOUT_MS,
  });
  if (result.error?.code === 'ETIMEDOUT')
    throw new Error(`${label} did not end within ${STEP_TIMEOUT_MS / 60_000} minutes`);
  if (result.status !== 0)
    throw new Error(
      `${label} failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-3000)}`,
    );
  log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return result.stdout;
}

/**
 * A fresh app in `<work>/app` from the packed package, through the real commands a user runs;
 * `ng new` uses the workspace's Angular CLI version (from the npm registry, through its cache).
 */
function createFreshApp(root, work, log) {
  const run = (label, command, args, cwd) => step(log, label, command, args, cwd);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  // A copy: others may rebuild dist/admin meanwhile.
  const copy = join(work, 'package');
  cpSync(join(root, 'dist/admin'), copy, { recursive: true });
  const [{ filename }] = JSON.parse(
    run('npm pack dist/admin', 'npm', ['pack', '--json', '--pack-destination', work], copy),
  );
  const cli = JSON.parse(
    readFileSync(join(root, 'node_modules/@angular/cli/package.json'), 'utf8'),
  ).version;
  const newArgs = ['--defaults', '--skip-git', '--ai-config=none', '--style=css', '--ssr=false'];
  run(
    `ng new (Angular CLI ${cli})`,
    'npx',
    ['--yes', '-p', `@angular/cli@${cli}`, 'ng', 'new', 'app', ...newArgs],
    work,
  );
  const app = join(work, 'app');
  const ng = join(app, 'node_modules/.bin/ng');
  run('npm install <tarball>', 'npm', ['install', join(work, filename)], app);
  run('ng add admin', ng, ['add', 'admin', '--skip-confirmation'], app);
  // The two pages of issue 33's measure: users, and posts that reference them.
  run(
    'ng generate admin:resource users',
    ng,
    [
      'generate',
      'admin:resource',
      'users',
      '--icon=mdi-account',
      '--label=name',
      '--fields=name!:string,email:email',
    ],
    app,
  );
  run(
    'ng generate admin:resource posts',
    ng,
    [
      'generate',
      'admin:resource',
      'posts',
      '--icon=mdi-post',
      '--label=title',
      '--fields=title!:string,body:text,userId:reference:users,published:boolean,publishedAt:date',
    ],
    app,
  );
  return app;
}

/**
 * The fresh app's production build (`ng build`: the admin builder, as `ng add` set it up) and its
 * first download: initial JS raw and gzip, its files, whether the sign-in page and the layout are
 * in it, and what it is made of. `reuse`: keep the app of an earlier run when there is one (only
 * the build runs again).
 */
export function measureFreshApp(root, { log = console.log, reuse = false } = {}) {
  // Outside this repository: `ng new` refuses to run inside an Angular workspace.
  const work = join(tmpdir(), 'admin-bench-fresh');
  const outDir = join(work, 'app/dist/app');
  const app = join(work, 'app');
  if (!reuse || !existsSync(join(app, 'node_modules/.bin/ng'))) {
    ensureLibrary(root, log);
    createFreshApp(root, work, log);
  }
  const t = performance.now();
  step(
    log,
    'ng build --stats-json',
    join(app, 'node_modules/.bin/ng'),
    ['build', '--stats-json'],
    app,
  );
  const seconds = Math.round(performance.now() - t) / 1000;
  const browserDir = join(outDir, 'browser');
  const build = measureBuild(browserDir);
  return {
    build: { seconds },
    initialJs: build.initialJs,
    initialCss: build.initialCss,
    lazyChunks: build.lazyChunks,
    shell: shellPlacement(browserDir, build.initialJs.files),
    initialModules: initialComposition(outDir, build.initialJs.files),
    routes: readFileSync(join(app, 'src/app/app.routes.ts'), 'utf8'),
    browserDir,
  };
}

/**
 * The report's lines about the fresh app: its first download against the demo's, and where the
 * sign-in page and the layout are.
 */
export function freshAppReport(run) {
  const fresh = run.fresh;
  if (!fresh?.initialJs) return '';
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  const demo = run.size?.initialJs;
  const ratio = demo?.gzip
    ? ` (${(fresh.initialJs.gzip / demo.gzip).toFixed(2)}× the demo's ${kB(demo.gzip)})`
    : '';
  return (
    `\nFresh app (ng new + packed package + ng add + 2 resources, \`ng build\` in ${fresh.build.seconds.toFixed(0)} s): ` +
    `initial JS ${kB(fresh.initialJs.raw)} raw, ${kB(fresh.initialJs.gzip)} gzip in ${fresh.initialJs.files.length} file(s)${ratio}; ` +
    `sign-in page ${fresh.shell.login}, layout ${fresh.shell.layout} ` +
    `(target ≤ ${kB(FRESH_INITIAL_TARGET)} gzip, as the demo's client-rendered build).\n` +
    (fresh.initialModules?.length
      ? `Its initial JS by module (minified): ${fresh.initialModules
          .slice(0, 8)
          .map((m) => `${m.module} ${kB(m.raw)}`)
          .join(', ')}.\n`
      : '')
  );
}
