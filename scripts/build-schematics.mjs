// Compiles the schematics and builders (CommonJS) into dist/admin/schematics and copies their JSON,
// template and hand-written .js files.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleCoreForSchematics } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'schematics');
const out = join(root, 'dist/admin/schematics');
if (!existsSync(join(root, 'dist/admin/package.json'))) {
  console.error('dist/admin is missing: run `ng build admin` before building the schematics');
  process.exit(1);
}
const tsc = join(root, 'node_modules/typescript/bin/tsc');
// The descriptor core (projects/admin/core), which the schematics import as `../core`:
// one CommonJS bundle, and its declarations, read by tsc through the rootDirs of
// schematics/tsconfig.json.
const core = join(root, 'projects/admin/core');
bundleCoreForSchematics(root, join(out, 'core/index.js'));
execFileSync(
  process.execPath,
  [
    tsc,
    ...['--declaration', '--emitDeclarationOnly', '--strict', '--skipLibCheck'],
    ...['--target', 'ES2022', '--module', 'preserve', '--moduleResolution', 'bundler'],
    ...['--rootDir', core, '--outDir', join(out, 'core'), join(core, 'index.ts')],
  ],
  { stdio: 'inherit' },
);
execFileSync(process.execPath, [tsc, '-p', join(src, 'tsconfig.json')], {
  stdio: 'inherit',
});

function copyAssets(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const rel = relative(src, path);
    if (statSync(path).isDirectory()) {
      if (entry === 'files') cpSync(path, join(out, rel), { recursive: true });
      // Test documents of the schematics (openapi/fixtures) stay out of the package too.
      else if (!['e2e', 'testing', 'fixtures'].includes(entry)) copyAssets(path);
    } else if (
      (entry.endsWith('.json') && !entry.startsWith('tsconfig')) ||
      // Hand-written CommonJS beside its .d.ts (utils/typescript.js), which tsc does not emit.
      (entry.endsWith('.js') && existsSync(path.replace(/\.js$/, '.d.ts')))
    ) {
      mkdirSync(dirname(join(out, rel)), { recursive: true });
      cpSync(path, join(out, rel));
    }
  }
}
copyAssets(src);

// The builders take Angular's options: their schemas are @angular/build's (so that `ng build` and
// `ng serve` accept the same flags, with the same defaults), with every `additionalProperties:
// false` dropped so that an option of a later Angular major passes through to the wrapped
// builder, which validates the options again against its own schema.
function relaxed(node) {
  if (Array.isArray(node)) return node.map(relaxed);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, relaxed(value)]),
  );
}
for (const builder of ['application', 'dev-server', 'unit-test']) {
  const angular = join(root, 'node_modules/@angular/build/src/builders', builder, 'schema.json');
  const schema = relaxed(JSON.parse(readFileSync(angular, 'utf8')));
  schema.title = `admin:${builder} (the options of @angular/build:${builder})`;
  // Ours (schematics/builders/chunk-optimizer.ts), taken out before Angular's schema sees them.
  if (builder === 'application')
    schema.properties.optimizeChunks = {
      type: 'boolean',
      description:
        "Merges the first download's chunks with Angular's chunk optimizer on optimized builds " +
        '(NG_BUILD_OPTIMIZE_CHUNKS, which wins when set). Default: true.',
    };
  mkdirSync(join(out, 'builders', builder), { recursive: true });
  writeFileSync(
    join(out, 'builders', builder, 'schema.json'),
    JSON.stringify(schema, null, 2) + '\n',
  );
}
// The library package is "type": "commonjs" (set explicitly, see TOOLCHAIN.md); say it here too for tools
// that look at the nearest package.json of a schematic file.
writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'commonjs' }, null, 2) + '\n');
console.log('schematics built into', relative(root, out));
