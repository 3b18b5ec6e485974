// The built package's shape (after `npm run build:lib`): every concern is an entry point of its own
// in package.json's exports; the route table and the dialogs are chunks of their own that the
// entry points load with import() (no static import of them); `admin` is only `export *` of the
// entry points; each entry point's ɵ names come from its private-export.ts alone, in the sources
// (private-exports.mjs); and each entry point's public names (those without ɵ) are the ones listed in
// projects/admin/public-api.golden.json, so that no name becomes public, or stops being, unnoticed;
// their signatures are those of projects/admin/api/<entry>.api.md (scripts/api-golden.mjs), so that
// a changed parameter, return type, member or component input fails too; and the package ships the project's documents (README, CHANGELOG, docs/).
// Prints what it checked; exits 1 naming each thing that is wrong.
// `node scripts/check-package.mjs --update` writes the golden files from the built package.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { apiSignatures } from './api-golden.mjs';
import { checkPrivateExports } from './private-exports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/admin');
const fesm = join(dist, 'fesm2022');
const ENTRIES = [
  'core',
  'config',
  'i18n',
  'data',
  'auth',
  'icons',
  'controllers',
  'status',
  'routing',
  'links',
  'feedback',
  'shell',
  'ui',
  'setup',
  'testing',
];
/**
 * Entry points that `admin` does not re-export: the component harnesses serve specs only, and
 * reach `@angular/cdk/testing` (as Angular Material's `…/testing` entry points stay apart).
 */
const APART = ['testing'];
/** Lazy chunks: the module that must load them with import(), and a name their code defines. */
const LAZY = [
  {
    chunk: 'admin-routing-admin-route-table-',
    by: 'admin-routing',
    defines: 'function createAdminRoutes(',
  },
  {
    chunk: 'admin-feedback-confirm-dialog-view-',
    by: 'admin-feedback',
    defines: 'class VaConfirmDialog',
  },
  {
    chunk: 'admin-feedback-conflict-dialog-view-',
    by: 'admin-feedback',
    defines: 'class VaConflictDialog',
  },
  { chunk: 'admin-ui-session-dialog-view-', by: 'admin-ui', defines: 'class VaSessionDialog' },
  // The French catalogue loads when French is first used; English (but the shell's messages)
  // while the admin's routes load.
  { chunk: 'admin-i18n-messages-fr-', by: 'admin-i18n', defines: 'const FR_MESSAGES' },
  { chunk: 'admin-i18n-messages-en-', by: 'admin-i18n', defines: 'const EN_MESSAGES' },
];
const problems = [];
if (!existsSync(join(dist, 'package.json'))) {
  console.error('dist/admin/package.json is missing: run `npm run build:lib` first');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
for (const entry of ENTRIES) {
  const target = manifest.exports?.[`./${entry}`]?.default;
  if (!target || !existsSync(join(dist, target)))
    problems.push(`admin/${entry} is not an entry point of the package (exports["./${entry}"])`);
}
const files = readdirSync(fesm).filter((f) => f.endsWith('.mjs'));
const read = (file) => readFileSync(join(fesm, file), 'utf8');
// Every file an entry point's module reaches by static imports (its own chunks included).
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, spec] of read(file).matchAll(/^(?:import|export)\s[^;]*?from\s+'\.\/([^']+)'/gm))
    staticClosure(spec, seen);
  return seen;
}
for (const { chunk, by, defines } of LAZY) {
  const file = files.find((f) => f.startsWith(chunk));
  if (!file) {
    problems.push(`no chunk ${chunk}*.mjs in dist/admin/fesm2022`);
    continue;
  }
  if (!read(file).includes(defines)) problems.push(`${file} does not define ${defines}`);
  const closure = [...staticClosure(`${by}.mjs`)];
  if (closure.includes(file)) problems.push(`${by}.mjs imports ${file} statically`);
  const elsewhere = closure.filter((f) => read(f).includes(defines));
  if (elsewhere.length) problems.push(`${defines} is also in ${elsewhere.join(', ')}`);
  if (!closure.some((f) => read(f).includes(`import('./${file}')`)))
    problems.push(`${by}.mjs never loads ${file} with import()`);
}
// The first download of an app: admin/setup (provideAdmin) and admin/routing (adminRoutes) reach the
// snack bar and dialogs (admin/feedback), the frame (admin/shell), the page parts (admin/ui) and the
// status pages (admin/status) only with import(), or not at all; a static import would put them,
// their Material components and the overlay into it. provideAdmin loads neither the data layer nor
// the controllers either (withRealtime's and withHistory's defaults come with import()): a static
// import put all of admin/data into a fresh app's first download (120.0 → 140.7 kB gzip).
for (const [file, lazy] of [
  [
    'admin-setup.mjs',
    [
      'admin/feedback',
      'admin/shell',
      'admin/ui',
      'admin/status',
      'admin/data',
      'admin/controllers',
    ],
  ],
  ['admin-routing.mjs', ['admin/shell', 'admin/ui', 'admin/status']],
]) {
  const closure = [...staticClosure(file)];
  for (const entry of lazy) {
    const statically = closure.filter((f) => new RegExp(`from '${entry}'`).test(read(f)));
    if (statically.length)
      problems.push(`${statically.join(', ')} import ${entry} statically (use import())`);
  }
}
// The harnesses (admin/testing) serve specs: no other entry point imports them.
for (const file of files.filter((f) => !f.startsWith('admin-testing')))
  if (/from 'admin\/testing'/.test(read(file))) problems.push(`${file} imports admin/testing`);
// `admin` has no code of its own: it re-exports every entry point whole (but admin/testing), and chosen names of the
// descriptor core (whose code is all needed at start).
const primary = read('admin.mjs')
  .replace(/export \{[^}]*\} from 'admin\/core';/, "export * from 'admin/core';")
  .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const expected = ENTRIES.filter((entry) => !APART.includes(entry)).map(
  (entry) => `export * from 'admin/${entry}';`,
);
const extra = primary.filter((line) => !expected.includes(line));
const missing = expected.filter((line) => !primary.includes(line));
if (extra.length)
  problems.push(`admin.mjs has more than export * of the entry points: ${extra.join(' ')}`);
if (missing.length) problems.push(`admin.mjs lacks: ${missing.join(' ')}`);

// In the sources: each entry point's internals (ɵ names) come from its private-export.ts only.
problems.push(...checkPrivateExports(join(root, 'projects/admin'), ENTRIES));

// The public names of each entry point, read from its declaration file, against the golden file.
const ts = createRequire(import.meta.url)('typescript');
const goldenFile = join(root, 'projects/admin/public-api.golden.json');
const declarations = ENTRIES.map((entry) => join(dist, `types/admin-${entry}.d.ts`));
const program = ts.createProgram(declarations, { noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();
const publicNames = {};
for (const [i, entry] of ENTRIES.entries()) {
  const source = program.getSourceFile(declarations[i]);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) {
    problems.push(`no declarations for admin/${entry} (${declarations[i]})`);
    continue;
  }
  publicNames[entry] = checker
    .getExportsOfModule(symbol)
    .map((s) => s.name)
    .filter((name) => !name.startsWith('ɵ'))
    .sort();
}
// The signatures, one file per entry point.
const apiDir = join(root, 'projects/admin/api');
const apiFile = (entry) => join(apiDir, `${entry}.api.md`);
const apiText = (entry, signatures) =>
  `# admin/${entry}: public API signatures\n\n` +
  'Written by `node scripts/check-package.mjs --update` from the built declaration bundle ' +
  `(dist/admin/types/admin-${entry}.d.ts): comments, private members and ɵ names left out. ` +
  '`npm test` fails when the package no longer matches it.\n\n' +
  '```ts\n' +
  signatures +
  '```\n';
const signatures = Object.fromEntries(
  ENTRIES.map((entry) => [entry, apiSignatures(join(dist, `types/admin-${entry}.d.ts`))]),
);
if (process.argv.includes('--update')) {
  mkdirSync(apiDir, { recursive: true });
  for (const entry of ENTRIES) writeFileSync(apiFile(entry), apiText(entry, signatures[entry]));
  console.log(`wrote ${ENTRIES.length} signature files in ${apiDir}`);
} else {
  for (const entry of ENTRIES) {
    const was = existsSync(apiFile(entry)) ? readFileSync(apiFile(entry), 'utf8') : '';
    const now = apiText(entry, signatures[entry]);
    if (was === now) continue;
    const before = was.split('\n');
    const after = now.split('\n');
    const at = after.findIndex((line, i) => line !== before[i]);
    problems.push(
      `admin/${entry}'s signatures differ from projects/admin/api/${entry}.api.md, first at line ${at + 1}: ` +
        `expected ${JSON.stringify(before[at] ?? '(end of file)')}, built ${JSON.stringify(after[at] ?? '(end of file)')}`,
    );
  }
}
if (process.argv.includes('--update')) {
  // Written as Prettier writes it, so that `npm run lint` passes on it as it is.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(goldenFile);
  const text = await prettier.format(JSON.stringify(publicNames), {
    ...options,
    filepath: goldenFile,
  });
  writeFileSync(goldenFile, text);
  console.log(`wrote ${goldenFile}`);
} else {
  const golden = existsSync(goldenFile) ? JSON.parse(readFileSync(goldenFile, 'utf8')) : {};
  for (const entry of ENTRIES) {
    const now = publicNames[entry] ?? [];
    const was = golden[entry] ?? [];
    const added = now.filter((name) => !was.includes(name));
    const removed = was.filter((name) => !now.includes(name));
    if (added.length)
      problems.push(`admin/${entry} exports names not in the golden file: ${added.join(', ')}`);
    if (removed.length) problems.push(`admin/${entry} no longer exports: ${removed.join(', ')}`);
  }
  if (
    problems.some(
      (p) =>
        p.includes('golden file') || p.includes('no longer exports') || p.includes('signatures'),
    )
  )
    problems.push(
      'if the change is meant, run `node scripts/check-package.mjs --update` and say why in the commit message',
    );
}
// The package's documents are the project's own (scripts/package-docs.mjs), not a template.
for (const file of ['README.md', 'CHANGELOG.md']) {
  const shipped = join(dist, file);
  if (!existsSync(shipped))
    problems.push(`dist/admin/${file} is missing (scripts/package-docs.mjs)`);
  else if (readFileSync(shipped, 'utf8') !== readFileSync(join(root, file), 'utf8'))
    problems.push(`dist/admin/${file} differs from the repository's ${file}`);
}
// docs/, which the package's comments and messages cite (`docs/contract.md §2.6`): every document,
// as in the repository, and no other.
const docsDir = join(root, 'docs');
const repoDocs = readdirSync(docsDir).filter((f) => f.endsWith('.md'));
const shippedDocs = existsSync(join(dist, 'docs')) ? readdirSync(join(dist, 'docs')) : [];
for (const file of repoDocs) {
  if (!shippedDocs.includes(file))
    problems.push(`dist/admin/docs/${file} is missing (scripts/package-docs.mjs)`);
  else if (
    readFileSync(join(dist, 'docs', file), 'utf8') !== readFileSync(join(docsDir, file), 'utf8')
  )
    problems.push(`dist/admin/docs/${file} differs from the repository's docs/${file}`);
}
for (const file of shippedDocs.filter((f) => !repoDocs.includes(f)))
  problems.push(`dist/admin/docs/${file} is not a document of the repository's docs/`);
// What `npm pack` puts in the tarball (a "files" list or an .npmignore could leave them out).
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: dist,
    encoding: 'utf8',
  }),
)[0].files.map((f) => f.path);
for (const file of ['README.md', 'CHANGELOG.md', ...repoDocs.map((f) => `docs/${f}`)])
  if (!packed.includes(file)) problems.push(`npm pack leaves ${file} out of the tarball`);
if (!readFileSync(join(root, 'CHANGELOG.md'), 'utf8').includes(`\n## ${manifest.version}`))
  problems.push(`CHANGELOG.md has no "## ${manifest.version}" section for the package's version`);
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(
  `package: ${ENTRIES.length} entry points; lazy chunks ${LAZY.map((l) => files.find((f) => f.startsWith(l.chunk))).join(', ')}; admin is export * of them (but ${APART.join(', ')}); ` +
    `${Object.values(publicNames).flat().length} public names and their signatures as in the golden files; ` +
    `README.md, CHANGELOG.md and docs/ (${repoDocs.join(', ')}) in the tarball`,
);
