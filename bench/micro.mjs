// Node micro-benchmark of the configuration path (bench/micro-entry.ts): bundled with the esbuild
// that @angular/build installs, `admin` mapped to the library sources by tsconfig.json's paths, and
// run in a fresh Node process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { bundleForNode } from '../scripts/node-bundle.mjs';
import { summarize } from './stats.mjs';

/**
 * normalizeResources + createAdminRoutes + getResourceLinks for `resources` generated resources:
 * `processes` fresh Node processes (JIT luck differs between processes), each taking `runs`
 * samples after `warmup` iterations; each phase and the total summarised over every sample (ms).
 * On a shared, noisy machine the minimum is the stable figure: noise only ever adds time.
 */
export async function measureMicro(
  root,
  { resources = 1000, runs = 100, warmup = 20, processes = 3 } = {},
) {
  // Inside the workspace (tmp/ is git-ignored), so that the bundle resolves @angular/compiler.
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, 'tmp', 'bench-micro-'));
  try {
    const outfile = join(dir, 'micro.mjs');
    await bundleForNode(root, [join(root, 'bench/micro-entry.ts')], dir, { entryNames: 'micro' });
    const samples = [];
    let data;
    for (let p = 0; p < processes; p++) {
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
      data = JSON.parse(result.stdout.trim().split('\n').pop());
      samples.push(...data.samples);
    }
    const phase = (key) => summarize(samples.map((s) => s[key]));
    return {
      resources: data.count,
      routes: data.routes,
      links: data.links,
      warmup: data.warmup,
      processes,
      normalize: phase('normalize'),
      routing: phase('routes'),
      linking: phase('links'),
      total: phase('total'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
