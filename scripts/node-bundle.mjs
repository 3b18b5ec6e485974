// Bundles TypeScript entry points that import the admin library (by its sources, through the
// workspace tsconfig paths) into ES modules that Node runs: used by the README's `ts run` examples
// (scripts/check-readme.mjs) and the Node micro-benchmark (bench/micro.mjs).
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** esbuild as @angular/build resolves it (it is not a direct dependency of the workspace). */
export function esbuild() {
  const fromBuild = createRequire(require.resolve('@angular/build/package.json'));
  return fromBuild('esbuild');
}

/**
 * Bundles `entryPoints` into `outdir` as `.mjs` files. The output must sit inside the workspace
 * (e.g. under tmp/) so that it resolves @angular/compiler. `options` are more esbuild options.
 */
export function bundleForNode(root, entryPoints, outdir, options = {}) {
  return esbuild().build({
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    // Code splitting keeps ES modules as they are: without it, esbuild wraps a module that is
    // also imported with import() (the admin's route table) and may call its exports early.
    // The JIT compiler stays external and is imported first (the banner), before any chunk.
    splitting: true,
    external: ['@angular/compiler'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
    // The JIT compiler first; CommonJS dependencies bundled into an ES module still call require().
    banner: {
      js:
        "import '@angular/compiler'; import { createRequire } from 'node:module'; " +
        'const require = createRequire(import.meta.url);',
    },
    ...options,
  });
}

/**
 * Bundles the descriptor core (projects/admin/core) into one CommonJS file for the
 * schematics, with change-case (ESM-only) and fastest-levenshtein inside, so that no schematic
 * require()s an ES module: dist/admin/schematics/core (scripts/build-schematics.mjs) and the
 * README check's transpiled schematics (scripts/check-readme.mjs).
 */
export function bundleCoreForSchematics(root, outfile) {
  esbuild().buildSync({
    entryPoints: [join(root, 'projects/admin/core/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'error',
  });
}
