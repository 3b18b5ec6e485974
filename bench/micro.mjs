// Node micro-benchmark of the configuration path (bench/micro-entry.ts): bundled with the esbuild
// that @angular/build installs, `admin` mapped to the library sources by tsconfig.json's paths, and
// run in a fresh Node process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);

/** esbuild as @angular/build resolves it (it is not a direct dependency of the workspace). */
function esbuild() {
  const fromBuild = createRequire(require.resolve('@angular/build/package.json'));
  return fromBuild('esbuild');
}

/**
 * normalizeResources + createAdminRoutes + getResourceLinks for `resources` generated resources:
 * `runs` samples after `warmup` iterations, each phase and the total summarised (ms).
 */
export async function measureMicro(root, { resources = 1000, runs = 50, warmup = 20 } = {}) {
  // Inside the workspace (tmp/ is git-ignored), so that the bundle resolves @angular/compiler.
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, 'tmp', 'bench-micro-'));
  try {
    const outfile = join(dir, 'micro.mjs');
    await esbuild().build({
      entryPoints: [join(root, 'bench/micro-entry.ts')],
      outdir: dir,
      entryNames: 'micro',
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
    });
    const result = spawnSync(process.execPath, [outfile], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        BENCH_RESOURCES: String(resources),
        BENCH_RUNS: String(runs),
        BENCH_WARMUP: String(warmup),
      },
      maxBuffer: 16 << 20,
    });
    if (result.status !== 0) {
      throw new Error(`micro-benchmark failed (exit ${result.status}):\n${result.stderr}`);
    }
    const data = JSON.parse(result.stdout.trim().split('\n').pop());
    const phase = (key) => summarize(data.samples.map((s) => s[key]));
    return {
      resources: data.count,
      routes: data.routes,
      links: data.links,
      warmup: data.warmup,
      normalize: phase('normalize'),
      routing: phase('routes'),
      linking: phase('links'),
      total: phase('total'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
