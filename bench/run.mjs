// `npm run bench`: size, speed and requests of the admin, measured in one run (issue 11).
//
//   node bench/run.mjs [--compare <file.json>] [--runs <n>] [--posts <n>] [--only <parts>]
//                      [--skip-build] [--help]
//
// Builds the demo in production mode, measures its bundles, builds and measures a fresh app made
// with the packed package and `ng add` (bench/fresh-app.mjs), runs the Node micro-benchmarks and
// the schematic, then drives headless Chromium against the demo API. Prints a Markdown table with each
// target's pass/fail, writes bench/results/<timestamp>.json (+ .md) and latest.json (+ latest.md).
// Targets never fail the run: it exits 0 unless it could not measure anything.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { measureBrowser } from './browser.mjs';
import { freshAppReport, measureFreshApp } from './fresh-app.mjs';
import { measureFreshCold } from './fresh-browser.mjs';
import { measureLarge } from './large.mjs';
import { measureLive } from './live.mjs';
import { measureMicro } from './micro.mjs';
import { buildDemo, initialComposition, measureBuild, precompress } from './size.mjs';
import { collectionPath, measureCli, measureSchematic } from './schematic.mjs';
import { compareRuns, evaluateTargets, flatMetrics, markdownReport } from './report.mjs';
import { USAGE, parseArgs } from './options.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(line);

/** Runs one part; its failure is recorded, the other parts still run. */
async function part(name, results, fn) {
  log(`\n▶ ${name}`);
  const started = performance.now();
  try {
    results[name] = await fn();
    log(`✔ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results[name] = { error: error.message };
    log(`✖ ${name}: ${error.message}`);
  }
}

function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The newest modification time of the schematics' sources (specs and test helpers excluded). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['e2e', 'testing'].includes(entry.name)) newest = Math.max(newest, newestSource(path));
    } else if (!entry.name.endsWith('.spec.ts')) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

/** Builds the schematics into dist/admin/schematics when missing or older than their sources. */
function ensureSchematics() {
  const collection = collectionPath(root);
  const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  if (!existsSync(join(root, 'dist/admin/package.json'))) {
    log('  dist/admin is missing: npm run build:lib');
    run('npm', ['run', '--silent', 'build:lib']);
  } else if (
    !existsSync(collection) ||
    statSync(collection).mtimeMs < newestSource(join(root, 'schematics'))
  ) {
    log('  dist/admin/schematics is older than schematics/: node scripts/build-schematics.mjs');
    run(process.execPath, [join(root, 'scripts/build-schematics.mjs')]);
  }
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (options.help) {
    log(USAGE);
    return;
  }
  const started = performance.now();
  const resultsDir = join(root, 'bench/results');
  const outDir = join(root, 'tmp/bench/build');
  const browserDir = join(outDir, 'browser');
  const results = {};
  let build = null;
  const wants = (name) => options.parts.includes(name);

  if (wants('size') || wants('browser') || wants('live') || wants('large')) {
    await part('size', results, async () => {
      let info = { reused: true };
      if (!options.skipBuild || !existsSync(join(browserDir, 'index.html'))) {
        log(`  ng build demo --configuration production${options.ssr ? ',ssr' : ''}`);
        info = await buildDemo(root, outDir, { log, ssr: options.ssr });
      }
      // The copies the demo API sends, as the build wrote them (a reused older build gets them now).
      const compressed = await precompress(browserDir);
      if (compressed.written.length) log(`  ${compressed.written.length} .br/.gz copies written`);
      build = measureBuild(browserDir);
      return {
        build: info,
        // Which build: client-rendered, or for the server (`--ssr`; a reused build says so itself).
        ssr: existsSync(join(outDir, 'server/server.mjs')),
        ...build,
        initialModules: initialComposition(outDir, build.initialJs.files),
      };
    });
  }
  if (wants('fresh')) {
    // The admin as users build it: ng new + the packed package + ng add, beside the demo.
    await part('fresh', results, async () => {
      log('  ng new + npm pack dist/admin + ng add admin + 2 resources, then ng build');
      const { browserDir, ...fresh } = measureFreshApp(root, { log, reuse: options.skipBuild });
      log(`  ${freshAppReport({ fresh }).trim().split('\n')[0]}`);
      // Its cold list against the floor, with the demo API (the browser part's seed and runs).
      if (wants('browser'))
        fresh.browser = await measureFreshCold(root, browserDir, {
          runs: options.runs,
          posts: options.posts,
          log,
        }).catch((error) => ({ error: error.message }));
      return { ...fresh, browserDir: browserDir.replace(`${root}/`, '') };
    });
  }
  if (wants('micro')) {
    await part('micro', results, () =>
      measureMicro(root, { resources: 1000, runs: 100, warmup: 20, processes: 3 }),
    );
  }
  if (wants('schematic')) {
    await part('schematic', results, async () => {
      ensureSchematics();
      const { tree, ...inProcess } = await measureSchematic(root, { runs: 15, warmup: 5 });
      return { inProcess, cli: measureCli(root, tree, { runs: 3 }) };
    });
  }
  if (wants('browser')) {
    await part('browser', results, async () => {
      if (!build) throw new Error('no build to serve (the size part failed)');
      return measureBrowser(root, browserDir, build, {
        runs: options.runs,
        warmup: 1,
        posts: options.posts,
        log,
        results: resultsDir,
      });
    });
  }

  if (wants('live')) {
    await part('live', results, async () => {
      if (!build) throw new Error('no build to serve (the size part failed)');
      const live = await measureLive(root, browserDir, { log });
      log(
        `  median ${live.latency.median} ms (max ${live.latency.max}; after the write's answer ${live.afterAcknowledged.median} ms, the write ${live.writeMs.median} ms) over ${live.probesShown}/${live.probes} probes; ` +
          `${live.writes} writes, ${live.lost} lost, ${live.twice} twice; ${live.requestsPerSecond} requests/s, ${live.failures} failed`,
      );
      return live;
    });
  }

  if (wants('large')) {
    await part('large', results, async () => {
      if (!build) throw new Error('no build to serve (the size part failed)');
      const large = await measureLarge(root, browserDir, { runs: options.runs, log });
      log(
        `  1 000-row page ${large.page1000.median} ms, floor ${large.floor.median} ms (×${large.ratio.median}); ` +
          `scrolling ${large.scroll.rows} rows: ${large.scroll.longTasks} long tasks, longest ${large.scroll.longestTask} ms`,
      );
      return large;
    });
  }

  const date = new Date();
  const run = {
    version: 1,
    date: date.toISOString(),
    seconds: Math.round(performance.now() - started) / 1000,
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? null,
      node: process.version,
      chromium: results.browser?.chromium ?? null,
    },
    git: {
      commit: git(['rev-parse', '--short', 'HEAD']),
      changedFiles: git(['status', '--porcelain'])?.split('\n').filter(Boolean).length ?? null,
    },
    options: { runs: options.runs, posts: options.posts, parts: options.parts },
    ...results,
  };
  run.metrics = flatMetrics(run);
  run.targets = evaluateTargets(run.metrics);
  const previous = options.compare ? JSON.parse(readFileSync(options.compare, 'utf8')) : null;
  const comparison = previous ? compareRuns(run, previous) : null;
  const markdown = markdownReport(run, comparison, options.compare) + freshAppReport(run);

  mkdirSync(resultsDir, { recursive: true });
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify(run, null, 2) + '\n';
  writeFileSync(join(resultsDir, `${stamp}.json`), json);
  writeFileSync(join(resultsDir, 'latest.json'), json);
  writeFileSync(join(resultsDir, `${stamp}.md`), markdown);
  writeFileSync(join(resultsDir, 'latest.md'), markdown);

  log(`\n${markdown}`);
  log(`Results: bench/results/${stamp}.json (and latest.json), ${run.seconds} s in all.`);
  const measured = Object.values(results).some((r) => r && !r.error);
  if (!measured) {
    console.error('Nothing could be measured.');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
