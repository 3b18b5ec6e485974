// The built package's shape (after `npm run build:lib`): every concern is an entry point of its own
// in package.json's exports; the route table and the dialogs are chunks of their own that the
// entry points load with import() (no static import of them); `admin` exports no internal (ɵ) name.
// Prints what it checked; exits 1 naming each thing that is wrong.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/admin');
const fesm = join(dist, 'fesm2022');
const ENTRIES = [
  'core',
  'config',
  'i18n',
  'data',
  'auth',
  'controllers',
  'routing',
  'links',
  'ui',
  'setup',
];
/** Lazy chunks: the module that must load them with import(), and a name their code defines. */
const LAZY = [
  {
    chunk: 'admin-routing-admin-route-table-',
    by: 'admin-routing',
    defines: 'function createAdminRoutes(',
  },
  { chunk: 'admin-ui-confirm-dialog-view-', by: 'admin-ui', defines: 'class VaConfirmDialog' },
  { chunk: 'admin-ui-conflict-dialog-view-', by: 'admin-ui', defines: 'class VaConflictDialog' },
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
const primary = read('admin.mjs');
const internal = [...primary.matchAll(/\bas (ɵ\w+)/g)].map((m) => m[1]);
if (internal.length) problems.push(`admin exports internal names: ${internal.join(', ')}`);
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(
  `package: ${ENTRIES.length} entry points; lazy chunks ${LAZY.map((l) => files.find((f) => f.startsWith(l.chunk))).join(', ')}; no internal name in admin`,
);
