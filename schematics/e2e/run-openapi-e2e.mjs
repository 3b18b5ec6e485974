// End-to-end test of `ng generate admin:openapi` (issue 23): starts the demo API, packs the built
// library, creates a fresh app with the real `ng new`, installs the tarball, runs `ng add admin`,
// then `ng generate admin:openapi <the demo API's /api/openapi.json>` (a dry run first, then for
// real, then again to check a second run changes nothing), builds the app with `ng build`, serves
// the build with the demo API (its `static` option: the SPA at /, the API at /api) and, in
// Chromium, signs in on the generated app's login page and checks the generated posts list shows
// its references by their labels (user names, category names, tag names).
//
//   node schematics/e2e/run-openapi-e2e.mjs [--keep] [--package <dir>]
//
// Needs `npm run build:lib` first (dist/admin with dist/admin/schematics) and Chromium
// (/usr/bin/chromium, see e2e/support/chromium.cjs). Same approach as run-e2e.mjs: installs from the
// npm registry through the npm cache; about 2-3 minutes on 2 cores. Exits 1 on the first failure
// and keeps the app directory then (its path is printed).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { startServer } = require(join(root, 'projects/demo-api/server.js'));
const { CHROMIUM_ARGS, ensureChromium } = require(join(root, 'e2e/support/chromium.cjs'));

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const packageArg = args.indexOf('--package');
const packageDir = resolve(packageArg >= 0 ? args[packageArg + 1] : join(root, 'dist/admin'));
// --app <dir>: an app already made by ng new + npm install <tarball> + ng add admin (kept by an
// earlier --keep run): the pack, ng new, install and ng add steps are skipped (to iterate).
const appArg = args.indexOf('--app');
const givenApp = appArg >= 0 ? resolve(args[appArg + 1]) : undefined;
const CLI_VERSION = JSON.parse(
  readFileSync(join(root, 'node_modules/@angular/cli/package.json'), 'utf8'),
).version;
const work = mkdtempSync(join(tmpdir(), 'admin-openapi-e2e-'));
const app = givenApp ?? join(work, 'app');
const started = Date.now();
let step = 0;
/** Things to stop before exiting: the demo API, the browser. */
const cleanups = [];

const env = {
  ...process.env,
  NG_CLI_ANALYTICS: 'false',
  NG_FORCE_TTY: 'false',
  CI: 'true',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};

async function stopAll() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}

/** Closes this server (not whatever `api` holds then) when the run ends. */
function closeAtEnd(server) {
  cleanups.push(() => server.close());
}

async function fail(message) {
  console.error(`\n✖ ${message}\n  (app kept in ${work})`);
  await stopAll();
  process.exit(1);
}

async function check(condition, message) {
  if (!condition) await fail(message);
}

/**
 * Runs a command; fails the test unless its exit code is `expect` (0 by default). Asynchronous:
 * the demo API runs in this process and must keep answering (`ng generate` fetches from it).
 */
async function run(label, command, commandArgs, { cwd = app, expect = 0 } = {}) {
  step++;
  const t = Date.now();
  process.stdout.write(
    `▶ ${step}. ${label}: ${[command.replace(root + '/', ''), ...commandArgs].join(' ')}\n`,
  );
  const child = spawn(command, commandArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let output = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => {
    child.on('error', (error) => {
      output += String(error);
      resolve(-1);
    });
    child.on('close', (code) => resolve(code));
  });
  if (status !== expect) {
    console.error(output);
    await fail(`${label}: exit code ${status}, expected ${expect}`);
  }
  console.log(`  ✔ ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return { stdout, output };
}

/** A timed step of this script itself (not a command). */
async function phase(label, body) {
  step++;
  const t = Date.now();
  console.log(`▶ ${step}. ${label}`);
  try {
    const value = await body();
    console.log(`  ✔ ${((Date.now() - t) / 1000).toFixed(1)} s`);
    return value;
  } catch (error) {
    return fail(`${label}: ${error.stack ?? error}`);
  }
}

const read = (path) => readFileSync(join(app, path), 'utf8');

// 1. The demo API and its OpenAPI document.
const dataDir = join(work, 'demo-db');
let api = await phase('start the demo API', () =>
  startServer({ port: 0, dataDir, reset: true, quiet: true }),
);
// Each cleanup closes the server it was pushed for (`api` is reassigned below; close() is
// idempotent): a cleanup reading `api` when it runs left the build's server listening, and the
// process never ended.
closeAtEnd(api);
const documentUrl = `${api.apiUrl}/openapi.json`;
await phase(`GET ${documentUrl}`, async () => {
  const response = await fetch(documentUrl);
  if (!response.ok)
    throw new Error(`the demo API answers ${response.status}: it serves no OpenAPI document`);
  const document = await response.json();
  for (const path of ['/posts', '/posts/{id}', '/users', '/categories', '/tags'])
    if (!document.paths?.[path]) throw new Error(`the demo API's document has no ${path}`);
});

const ng = join(app, 'node_modules/.bin/ng');
if (givenApp) {
  // An app made by ng new + the tarball + ng add admin (npm test: a copy made by run-e2e.mjs
  // --copy-after-add): the installed package must carry admin:openapi and what it needs.
  const installed = join(app, 'node_modules/admin');
  await check(existsSync(ng), `${app} is no app made by ng new (no node_modules/.bin/ng)`);
  await check(
    existsSync(join(installed, 'schematics/openapi/index.js')) &&
      existsSync(join(installed, 'schematics/openapi/schema.json')),
    `the admin package installed in ${app} has no admin:openapi schematic`,
  );
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const dependency of ['@apidevtools/swagger-parser', 'yaml'])
    await check(
      manifest.dependencies?.[dependency],
      `the installed package.json does not depend on ${dependency}, which admin:openapi needs in the user's app`,
    );
  await check(
    JSON.parse(read('angular.json')).cli?.schematicCollections?.includes('admin'),
    `${app} has not run ng add admin (no "admin" in cli.schematicCollections)`,
  );
} else {
  // 2. Pack a copy of the built library (others may rebuild dist/admin meanwhile).
  await check(
    existsSync(join(packageDir, 'schematics/openapi/index.js')),
    `${packageDir} has no built admin:openapi schematic: run \`npm run build:lib\` first`,
  );
  const copy = join(work, 'package');
  cpSync(packageDir, copy, { recursive: true });
  const packed = JSON.parse(
    (
      await run('pack the library', 'npm', ['pack', '--json', '--pack-destination', work], {
        cwd: copy,
      })
    ).stdout,
  );
  const tarball = join(work, packed[0].filename);
  const entries = packed[0].files.map((f) => f.path);
  for (const needed of ['schematics/openapi/index.js', 'schematics/openapi/schema.json'])
    await check(entries.includes(needed), `the tarball lacks ${needed}`);
  const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
  for (const dependency of ['@apidevtools/swagger-parser', 'yaml'])
    await check(
      manifest.dependencies?.[dependency],
      `the packed package.json does not depend on ${dependency}, which admin:openapi needs in the user's app`,
    );

  // 3. A fresh app made by the real `ng new`, the tarball installed, `ng add admin`.
  await run(
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
    ],
    { cwd: work },
  );
  await run('npm install <tarball>', 'npm', ['install', tarball]);
  await run('ng add admin', ng, ['add', 'admin', '--skip-confirmation']);
}

// A second app for the public documents (Conduit, Petstore 3), copied as ng add left it: its own
// files copied, node_modules hard-linked (only read), so no second ng new or install.
const publicApp = join(work, 'public-app');
await run('copy the app for the public documents', 'sh', [
  '-c',
  'mkdir -p "$1" && tar -C "$0" --exclude=./node_modules --exclude=./dist --exclude=./.angular -cf - . | tar -C "$1" -xf - && cp -al "$0/node_modules" "$1/node_modules"',
  app,
  publicApp,
]);

// 4. A dry run lists the changes and writes nothing.
const { output: dry } = await run('ng generate admin:openapi --dry-run', ng, [
  'generate',
  'admin:openapi',
  documentUrl,
  '--dry-run',
]);
await check(
  /CREATE src\/resources\/posts\/list\.ts/.test(dry) &&
    /CREATE src\/resources\/openapi\.json/.test(dry) &&
    !existsSync(join(app, 'src/resources/posts')),
  `--dry-run did not just list the changes:\n${dry}`,
);

// 5. For real: resources, interfaces, pages; the dialect it chose is printed.
const { output: generated } = await run('ng generate admin:openapi', ng, [
  'generate',
  'admin:openapi',
  documentUrl,
]);
await check(
  /dialect json-server \(list parameters "_page", "_limit"/.test(generated),
  `the output does not say which dialect it chose:\n${generated}`,
);
await check(
  /Not mapped \(\d+ operations?\):/.test(generated),
  `no "Not mapped" list:\n${generated}`,
);
for (const file of ['list.ts', 'show.ts', 'create.ts', 'edit.ts', 'form.ts', 'model.ts'])
  await check(existsSync(join(app, 'src/resources/posts', file)), `no src/resources/posts/${file}`);
const list = read('src/resources/posts/list.ts');
for (const column of [
  "{ source: 'userId', type: 'reference', reference: 'users' }",
  "{ source: 'categoryId', type: 'reference', reference: 'categories' }",
  "{ source: 'tagIds', type: 'reference-array', reference: 'tags' }",
])
  await check(list.includes(column), `src/resources/posts/list.ts lacks ${column}:\n${list}`);
await check(
  read('src/resources/posts/model.ts').includes('export interface Post {'),
  'src/resources/posts/model.ts has no Post interface',
);
await check(
  /PostsList: \(\) =>/.test(read('src/resources/pages.ts')),
  'pages.ts does not register PostsList',
);

// 6. Run again: nothing changes.
const before = ['index.ts', 'pages.ts', 'openapi.json', 'posts/form.ts'].map((f) =>
  read(`src/resources/${f}`),
);
const { output: again } = await run('ng generate admin:openapi again', ng, [
  'generate',
  'admin:openapi',
  documentUrl,
]);
await check(
  again.includes('Everything generated from the document is up to date.') &&
    ['index.ts', 'pages.ts', 'openapi.json', 'posts/form.ts'].every(
      (f, i) => read(`src/resources/${f}`) === before[i],
    ),
  `a second run on the same document changed something:\n${again}`,
);

// The record interfaces (no page imports them, so ng build does not compile them) compile strict.
const models = readdirSync(join(app, 'src/resources'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(join(app, 'src/resources', entry.name, 'model.ts')),
  )
  .map((entry) => `src/resources/${entry.name}/model.ts`);
await check(models.length >= 5, `model.ts files: ${models.join(', ')}`);
await run('tsc --strict on the generated model.ts files', join(app, 'node_modules/.bin/tsc'), [
  '--noEmit',
  '--strict',
  '--skipLibCheck',
  ...models,
]);

// 7. The production build.
await run('ng build', ng, ['build']);
const browserDir = join(app, 'dist/app/browser');
await check(
  existsSync(join(browserDir, 'index.html')),
  'ng build wrote no dist/app/browser/index.html',
);

// 8. The build served with the demo API; the posts list in Chromium.
await api.close();
api = await phase('serve the build with the demo API', () =>
  startServer({ port: 0, dataDir, quiet: true, static: browserDir }),
);
closeAtEnd(api);
const token = await phase('sign in through the API (to read the expected labels)', async () => {
  const response = await fetch(`${api.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).token;
});
const labels = async (collection, key) => {
  const response = await fetch(`${api.apiUrl}/${collection}?_page=1&_limit=1000`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/${collection}: ${response.status}`);
  return new Set((await response.json()).map((record) => String(record[key])));
};
const [users, categories, tags] = await phase('read users, categories and tags', () =>
  Promise.all([labels('users', 'name'), labels('categories', 'name'), labels('tags', 'name')]),
);

await phase('the generated posts list in Chromium, references by their labels', async () => {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ baseURL: api.url, viewport: { width: 1600, height: 900 } });
  page.setDefaultTimeout(20_000);
  await page.goto('/posts');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.locator('va-login input[type=email]').fill('admin@example.com');
  await page.locator('va-login input[formcontrolname=password]').fill('admin123');
  await page.locator('va-login button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/posts');
  await page.waitForFunction(() => {
    const { document } = globalThis; // runs in the page
    const wrap = document.querySelector('va-list .va-table-wrap');
    return (
      !!wrap &&
      wrap.getAttribute('aria-busy') === 'false' &&
      document.querySelectorAll('va-list tr.va-row').length > 0 &&
      !document.querySelector('va-list .va-table-wrap [aria-busy="true"]')
    );
  });
  const headers = (await page.locator('va-list th').allInnerTexts()).map((h) => h.trim());
  const column = async (pattern) => {
    const index = headers.findIndex((h) => pattern.test(h));
    if (index < 0)
      throw new Error(`no column matching ${pattern} (columns: ${headers.join(' | ')})`);
    return (await page.locator(`va-list tr.va-row td:nth-child(${index + 1})`).allInnerTexts()).map(
      (t) => t.trim(),
    );
  };
  const userCells = await column(/^user/i);
  const categoryCells = await column(/^categor/i);
  const tagCells = await column(/^tag/i);
  const rows = userCells.length;
  if (!rows) throw new Error('the posts list shows no rows');
  const bad = [
    ...userCells.filter((t) => !users.has(t)).map((t) => `user "${t}"`),
    ...categoryCells.filter((t) => t && !categories.has(t)).map((t) => `category "${t}"`),
    ...tagCells
      .flatMap((t) => t.split(/\s*[\n,]\s*/).filter(Boolean))
      .filter((t) => !tags.has(t))
      .map((t) => `tag "${t}"`),
  ];
  if (bad.length)
    throw new Error(
      `reference cells that are no label of their resource: ${bad.slice(0, 10).join(', ')}`,
    );
  if (!categoryCells.some(Boolean) || !tagCells.some(Boolean))
    throw new Error('no category or tag label in the whole page');
  console.log(`  ${rows} rows; user, category and tag cells show labels`);
});

// 9. The public documents: the RealWorld Conduit API and the Swagger Petstore 3 generated into the
// second app (their resources have different names; Conduit's server is /api, the default, so the
// app's apiUrl is the Petstore's public server), built once, served, and driven in Chromium
// against a Prism mock of each document (dynamic, seeded, request violations answered as errors).
// The page's API calls go to the mock of the document that has the path, never to the internet.
const fixtures = join(root, 'schematics/openapi/fixtures');
const documents = {
  conduit: join(fixtures, 'conduit.openapi.yml'),
  petstore: join(fixtures, 'petstore3.openapi.yaml'),
};
const inPublic = { cwd: publicApp };
const readPublic = (path) => readFileSync(join(publicApp, path), 'utf8');
const { output: conduitOut } = await run(
  'ng generate admin:openapi conduit.openapi.yml',
  join(publicApp, 'node_modules/.bin/ng'),
  ['generate', 'admin:openapi', documents.conduit],
  inPublic,
);
await check(
  /dialects\.ts: articlesDialect \(articles\)/.test(conduitOut) &&
    readPublic('src/resources/index.ts').includes("idField: 'slug'"),
  `Conduit: no createRestDialect or idField written:\n${conduitOut}`,
);
const { output: petstoreOut } = await run(
  'ng generate admin:openapi petstore3.openapi.yaml',
  join(publicApp, 'node_modules/.bin/ng'),
  ['generate', 'admin:openapi', documents.petstore],
  inPublic,
);
await check(
  readPublic('src/resources/index.ts').includes("list: { path: 'pet/findByStatus'"),
  `Petstore: no list operation written:\n${petstoreOut}`,
);
await run(
  'ng build (Conduit and Petstore)',
  join(publicApp, 'node_modules/.bin/ng'),
  ['build'],
  inPublic,
);
const publicBrowser = join(publicApp, 'dist/app/browser');

/** A free port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/**
 * Starts `prism mock` on a document, dynamic and seeded (Prism seeds each response: the same
 * request gets the same answer); resolves once it listens.
 */
async function startPrism(document, seed) {
  const port = await freePort();
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    [
      'mock',
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-d',
      '--seed',
      seed,
      '--errors',
      '-v',
      'warn',
      document,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  cleanups.push(
    () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${output}`);
    // Any answer (a 404 of an unknown path) means it listens.
    if (
      await fetch(`${url}/__ready`).then(
        () => true,
        () => false,
      )
    )
      return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`prism did not listen on ${url}:\n${output}`);
}

const mocks = await phase('start Prism mocks of Conduit and Petstore 3', async () => ({
  // Conduit's articlesCount is an integer without a minimum: with seed 3 it comes out positive
  // (the admin refuses a negative total, as it should).
  conduit: await startPrism(documents.conduit, '3'),
  petstore: await startPrism(documents.petstore, '3'),
}));
// The build's server stops first: one server at a time on the demo database.
await api.close();
api = await phase("serve the public documents' build", () =>
  startServer({ port: 0, dataDir, quiet: true, static: publicBrowser }),
);
closeAtEnd(api);

await phase('Conduit and Petstore 3 in Chromium against their mocks', async () => {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    baseURL: api.url,
    viewport: { width: 1600, height: 900 },
  });
  // Neither document describes the admin's sign-in: a kept session stands for it (the token is
  // sent as the documents' security schemes want an Authorization header), and GET me answers it.
  const user = { id: 1, name: 'E2E', email: 'e2e@example.com', roles: ['admin'] };
  await context.addInitScript(
    (session) => {
      globalThis.localStorage.setItem('admin.token', session.token);
      globalThis.localStorage.setItem('admin.token.session', JSON.stringify(session));
    },
    { token: 'e2e-token', user, expiresAt: null },
  );
  /** Every API call the page made: method, path and query, the mock's status and violations. */
  const calls = [];
  const apiUrl = /apiUrl: '([^']+)'/.exec(readPublic('src/app/app.config.ts'))?.[1] ?? '/api';
  const base = new URL(apiUrl, api.url).href.replace(/\/$/, '');
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-expose-headers': '*',
  };
  await context.route(
    (url) => url.href.startsWith(`${base}/`),
    async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const url = new URL(request.url());
      const path = url.href.slice(base.length).split('?')[0];
      if (path === '/auth/me') return route.fulfill({ json: user, headers: cors });
      const first = path.split('/')[1];
      const mock = ['articles', 'profiles'].includes(first)
        ? mocks.conduit
        : ['pet', 'store', 'user'].includes(first)
          ? mocks.petstore
          : undefined;
      if (!mock)
        return route.fulfill({
          status: 404,
          json: { message: `no mock for ${path}` },
          headers: cors,
        });
      const response = await route.fetch({ url: `${mock}${path}${url.search}` });
      calls.push({
        method: request.method(),
        path: path + url.search,
        status: response.status(),
        violations: response.headers()['sl-violations'],
        body: request.postDataJSON?.() ?? null,
        answer: await response.text(),
      });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const call = (method, pattern) => calls.find((c) => c.method === method && pattern.test(c.path));
  const waitCall = async (method, pattern, what) => {
    for (let i = 0; i < 120 && !call(method, pattern); i++) await page.waitForTimeout(250);
    const found = call(method, pattern);
    if (!found)
      throw new Error(
        `${what}: no ${method} ${pattern} (calls: ${calls.map((c) => `${c.method} ${c.path} ${c.status}`).join('; ')})`,
      );
    if (found.status >= 300 || found.violations)
      throw new Error(
        `${what}: the mock answered ${found.status} to ${found.method} ${found.path} ${JSON.stringify(found.body)}: ${found.violations ?? ''}`,
      );
    return found;
  };
  const rows = async (what) => {
    await page.waitForFunction(() => {
      const { document } = globalThis; // runs in the page
      const wrap = document.querySelector('va-list .va-table-wrap');
      return (
        !!wrap &&
        wrap.getAttribute('aria-busy') === 'false' &&
        document.querySelectorAll('va-list tr.va-row').length > 0
      );
    });
    const count = await page.locator('va-list tr.va-row').count();
    console.log(`  ${what}: ${count} rows`);
  };
  const shows = async (url, what) => {
    await page.goto(url);
    await page.waitForFunction(() => {
      const { document } = globalThis; // runs in the page
      return (
        !!document.querySelector('va-show') &&
        !document.querySelector('va-show [aria-busy="true"], va-show mat-progress-bar')
      );
    });
    const text = (await page.locator('va-show').innerText()).trim();
    if (!text) throw new Error(`${what}: the show page is empty`);
    console.log(`  ${what}: the show page opens`);
  };
  const fill = async (source, value) =>
    page
      .locator(`va-form [source="${source}"] input, va-form [source="${source}"] textarea`)
      .first()
      .fill(value);

  // Conduit: articles listed from { articles, articlesCount } (limit/offset), one shown by its
  // slug, one created as { article: {…} }.
  await page.goto('/articles');
  const list = await waitCall('GET', /^\/articles\?/, 'Conduit list');
  if (!/[?&]limit=\d+/.test(list.path) || !/[?&]offset=\d+/.test(list.path))
    throw new Error(`Conduit list: not paged by limit/offset: ${list.path}`);
  await rows('Conduit articles');
  const listed = JSON.parse(list.answer);
  const slug = listed.articles[0].slug;
  // The show page by its URL (the record's slug, idField); the row's own link is reported.
  const rowLinks = await page
    .locator('va-list tr.va-row a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  console.log(`  Conduit row links: ${rowLinks.join(', ') || 'none'}`);
  await shows(`/articles/${encodeURIComponent(slug)}`, 'Conduit article');
  await waitCall(
    'GET',
    new RegExp(`^/articles/${encodeURIComponent(slug).replace(/[.*+?^${}()|[\]\\%]/g, '\\$&')}$`),
    'Conduit show',
  );
  await page.goto('/articles/create');
  await fill('title', 'End to end');
  await fill('description', 'Written by the e2e run');
  await fill('body', 'Through a Prism mock of the RealWorld document');
  await page.locator('va-form button[type=submit]').click();
  const created = await waitCall('POST', /^\/articles$/, 'Conduit create');
  if (created.body?.article?.title !== 'End to end')
    throw new Error(
      `Conduit create: the body is not { article: {…} }: ${JSON.stringify(created.body)}`,
    );
  console.log(`  Conduit create: POST /articles ${created.status}, valid for the mock`);

  // Petstore 3: pets listed through GET /pet/findByStatus?status=available, one shown, an order
  // created (a pet needs photoUrls, an array of text the generated form has no input for).
  // Prism's ids are int64: some beyond JavaScript's safe integers; the first pet's is shown.
  await page.goto('/pet');
  const pets = await waitCall('GET', /^\/pet\/findByStatus\?/, 'Petstore list');
  if (!/[?&]status=available/.test(pets.path))
    throw new Error(`Petstore list: no status=available: ${pets.path}`);
  await rows('Petstore pets');
  const pet = JSON.parse(pets.answer)[0];
  await shows(`/pet/${pet.id}`, 'Petstore pet');
  await waitCall('GET', new RegExp(`^/pet/${pet.id}$`), 'Petstore show');
  // Every input filled: an empty one is sent as null, which the Order schema (not nullable) refuses.
  await page.goto('/order/create');
  await fill('quantity', '2');
  await fill('shipDate', '2026-01-02T10:00');
  for (const source of ['petId', 'status']) {
    await page.locator(`va-form [source="${source}"] mat-select`).click();
    // The last choice (the first may be the empty one).
    await page.locator('mat-option').last().click();
    await page.locator('mat-option').first().waitFor({ state: 'detached' });
  }
  await page.locator('va-form button[type=submit]').click();
  const order = await waitCall('POST', /^\/store\/order$/, 'Petstore create');
  console.log(`  Petstore create: POST /store/order ${order.status}, valid for the mock`);
});

await stopAll();
console.log(
  `\n✔ admin:openapi end-to-end passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (!keep) rmSync(work, { recursive: true, force: true });
else console.log(`  app kept in ${app}`);
