// `ng build demo --configuration production` that always ends: some @angular/build versions write
// the whole output and then never exit (an esbuild context left open). Used by the benchmark and by
// the browser suite's set-up, which would otherwise wait for ever.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { precompress } from '../projects/demo-api/lib/precompress.js';

/** Seconds to wait for `ng build` to exit once it has written its output. */
const EXIT_GRACE_MS = 10_000;

/**
 * `ng build demo --configuration production` (with `ssr`: `production,ssr`) into `outDir` (its
 * `browser/` folder is the app), with Angular's chunk optimizer (`NG_BUILD_OPTIMIZE_CHUNKS=1`:
 * rolldown merges esbuild's chunks, so the first download is one file instead of 18; see the
 * README's "Production build"; `NG_BUILD_OPTIMIZE_CHUNKS=0` turns it off).
 * The browser folder's text files then get their brotli and gzip copies (`main-….js.br`, `.gz`),
 * which the demo API sends to browsers that accept them (`projects/demo-api/lib/precompress.js`).
 * Resolves with the build time (and `compressSeconds`, the copies'). Some @angular/build versions
 * finish the bundle but never exit (an esbuild context left open keeps the process alive): once
 * the output is written and the CLI said so, the process gets a grace period and is then stopped,
 * with a warning.
 */
export function buildDemo(root, outDir, { log = console.log, ssr = false } = {}) {
  rmSync(outDir, { recursive: true, force: true });
  const ng = join(root, 'node_modules/@angular/cli/bin/ng.js');
  // `ssr`: also the server bundle (`<outDir>/server/server.mjs`), which renders the pages.
  const configuration = ssr ? 'production,ssr' : 'production';
  const args = [ng, 'build', 'demo', '--configuration', configuration, '--output-path', outDir];
  // The esbuild metafile (stats.json) tells which modules make up each chunk.
  args.push('--stats-json');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        NG_CLI_ANALYTICS: 'false',
        NG_FORCE_TTY: 'false',
        NG_BUILD_OPTIMIZE_CHUNKS: process.env.NG_BUILD_OPTIMIZE_CHUNKS ?? '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let finishedAt = 0;
    let timer;
    let stoppedByUs = false;
    const onData = (chunk) => {
      output += chunk;
      if (!finishedAt && /Output location:/.test(output)) {
        finishedAt = performance.now();
        timer = setTimeout(() => {
          if (!shellWritten(outDir)) return;
          stoppedByUs = true;
          log(
            `  ! ng build wrote ${outDir} but did not exit within ${EXIT_GRACE_MS / 1000} s ` +
              '(an @angular/build esbuild context left open); stopping it',
          );
          child.kill('SIGTERM');
        }, EXIT_GRACE_MS);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    // 'exit', not 'close': the esbuild service the CLI started may outlive it and keep its pipes.
    child.on('exit', (code) => {
      clearTimeout(timer);
      const ok = (code === 0 || stoppedByUs) && shellWritten(outDir);
      if (ok) exposeShell(outDir);
      if (!ok) {
        reject(new Error(`ng build demo failed (exit ${code}):\n${output.slice(-4000)}`));
        return;
      }
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const warnings = [...plain.matchAll(/▲ \[WARNING\] ([^\n]+)/g)].map((m) => m[1].trim());
      const seconds = Math.round((finishedAt || performance.now()) - started) / 1000;
      precompress(join(outDir, 'browser')).then(
        (compressed) =>
          resolve({
            seconds,
            exited: !stoppedByUs,
            warnings,
            compressSeconds: Math.round(compressed.seconds * 10) / 10,
          }),
        reject,
      );
    });
  });
}

/** Whether the build wrote the client-rendered page (`index.csr.html` when built for the server). */
function shellWritten(outDir) {
  return ['index.html', 'index.csr.html'].some((f) => existsSync(join(outDir, 'browser', f)));
}

/**
 * A build for the server (`outputMode: "server"`) names the client-rendered page `index.csr.html`;
 * it is also written as `index.html`, the page every static server (the demo API's `--static`,
 * the browser tests', the benchmark's) falls back to.
 */
function exposeShell(outDir) {
  const shell = join(outDir, 'browser/index.csr.html');
  if (existsSync(shell)) copyFileSync(shell, join(outDir, 'browser/index.html'));
}
