// End-to-end test of the schematics (issue 8): packs the built library, creates a fresh app with
// the real `ng new`, installs the tarball and runs `ng add admin`, three `ng generate admin:resource` (list-only,
// `--except show`, `--api` reusing another endpoint) and a plain `ng generate resource`, checks
// the generated files and the build-time icon check, and builds the app with `npm run build`.
//
//   node schematics/e2e/run-e2e.mjs [--no-standalone] [--keep] [--package <dir>]
//
// Needs `npm run build:lib` first (dist/admin with dist/admin/schematics). Installs from the npm
// registry through the npm cache; takes 2-3 minutes on 2 cores. Exits 1 on the first failure and
// keeps the app directory then (its path is printed).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const standalone = !args.includes('--no-standalone');
const keep = args.includes('--keep');
const packageArg = args.indexOf('--package');
const packageDir = resolve(packageArg >= 0 ? args[packageArg + 1] : join(root, 'dist/admin'));
// The workspace's own CLI would find this repository's angular.json (it looks next to itself too):
// `ng new` runs from npx, the other commands with the new app's CLI.
const CLI_VERSION = JSON.parse(
  readFileSync(join(root, 'node_modules/@angular/cli/package.json'), 'utf8'),
).version;
const work = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
const app = join(work, 'app');
const started = Date.now();
let step = 0;

const env = {
  ...process.env,
  NG_CLI_ANALYTICS: 'false',
  NG_FORCE_TTY: 'false',
  CI: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

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

// 3. npm install <tarball>, then ng add admin (the CLI finds the installed package and runs its
// ng-add schematic). `ng add <tarball>` first installs the tarball alone in a temporary folder, where
// npm resolves the `^21 || ^22` peers on their own and fails when the registry lacks a 22.x package.
run('npm install <tarball>', 'npm', ['install', tarball]);
run('ng add admin', ng, ['add', 'admin', '--skip-confirmation']);
const pkg = JSON.parse(read('package.json'));
for (const dependency of ['admin', '@angular/material', '@angular/cdk', '@mdi/angular-material'])
  check(pkg.dependencies[dependency], `ng add did not add ${dependency} to package.json`);
check(
  JSON.parse(read('angular.json')).cli.schematicCollections.includes('admin'),
  'ng add did not add "admin" to cli.schematicCollections',
);
for (const hook of ['prebuild', 'prestart'])
  check(
    pkg.scripts?.[hook]?.includes('node node_modules/admin/schematics/icons/check.js src'),
    `ng add did not wire the icon check as scripts.${hook}: ${pkg.scripts?.[hook]}`,
  );
const configFile = standalone ? 'src/app/app.config.ts' : 'src/app/app-module.ts';
check(
  read(configFile).includes('provideAdmin({ resources, pages, icons })'),
  `${configFile} lacks provideAdmin`,
);

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
  '--fields=title:string,userId:reference:users,publishedAt:date',
]);
run('plain ng generate resource', ng, [
  'generate',
  'resource',
  'tags',
  '--icon=mdi-tag',
  '--label=name',
  '--autocomplete-fields=id,name',
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

// 6. The build-time icon check, then the production build (npm run build runs it first).
writeFileSync(join(app, 'src/resources/index.ts'), before.replace("'mdi-tag'", "'mdi-tag-heart'"));
const { output: stale } = run(
  'icon check fails on a hand-edited icon',
  'node',
  ['node_modules/admin/schematics/icons/check.js', 'src'],
  { expect: 1 },
);
check(stale.includes('mdi-tag-heart'), `the icon check did not name the missing icon:\n${stale}`);
writeFileSync(join(app, 'src/resources/index.ts'), before);
run('npm run build (icon check + ng build)', 'npm', ['run', 'build']);
check(
  existsSync(join(app, 'dist/app/browser/index.html')),
  'ng build wrote no dist/app/browser/index.html',
);
const bundles = readdirSync(join(app, 'dist/app/browser')).filter((f) => f.endsWith('.js'));
const svg = bundles.some((f) =>
  readFileSync(join(app, 'dist/app/browser', f), 'utf8').includes('<svg id="ab-testing"'),
);
check(!svg, 'the build bundles mdi.svg');

console.log(
  `\n✔ schematics end-to-end (${standalone ? 'standalone' : 'NgModule'}) passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`  app kept in ${app}`);
