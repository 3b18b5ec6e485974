// `ng build demo --configuration production` for the benchmark and the browser suite, checked to
// end by itself (`node scripts/build-demo.mjs [--ssr] <outDir>` runs it alone; `npm test` does so
// for the browser suite's build): it fails when ng build outlives its output by more than
// EXIT_LIMIT_MS or leaves a process (an esbuild service) behind. An esbuild context left open keeps
// ng build alive for ever; @angular/build 21.2.14 and later leave one when two components of one
// file have the same inline styles, as the library's file inputs did (see file-input-base.ts in
// projects/admin/ui/inputs).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

import { precompress } from '../projects/demo-api/lib/precompress.js';

/** How long `ng build` may run on once it has said where its output is. */
export const EXIT_LIMIT_MS = 20_000;
/** How long the build's own processes (esbuild's service) may outlive it. */
const LEFTOVER_LIMIT_MS = 5_000;

/**
 * `ng build demo --configuration production` (with `ssr`: `production,ssr`) into `outDir` (its
 * `browser/` folder is the app), with Angular's chunk optimizer (`NG_BUILD_OPTIMIZE_CHUNKS=1`:
 * rolldown merges esbuild's chunks, so the first download is one file instead of 18; see the
 * README's "Production build"; `NG_BUILD_OPTIMIZE_CHUNKS=0` turns it off).
 * The browser folder's text files then get their brotli and gzip copies (`main-….js.br`, `.gz`),
 * which the demo API sends to browsers that accept them (`projects/demo-api/lib/precompress.js`).
 * Resolves with the build time (`seconds`, until the output was written), the copies' time
 * (`compressSeconds`), the time ng build then
 * took to exit (`exitSeconds`) and the build's warnings. Rejects when the build fails, when it does
 * not exit within EXIT_LIMIT_MS of writing its output, or when a process it started outlives it;
 * the build's processes are stopped then.
 */
export function buildDemo(root, outDir, { ssr = false } = {}) {
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
      // A process group of its own: what the build leaves behind is found, and stopped, by it.
      detached: true,
    });
    const group = child.pid;
    // Should this process end first (an interrupted benchmark), the build must not outlive it.
    const stop = () => killGroup(group);
    process.once('exit', stop);
    let output = '';
    let writtenAt = 0;
    let timer;
    let overdue = null;
    const onData = (chunk) => {
      output += chunk;
      if (!writtenAt && /Output location:/.test(output)) {
        writtenAt = performance.now();
        timer = setTimeout(() => {
          overdue = groupMembers(group);
          killGroup(group);
        }, EXIT_LIMIT_MS);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    // 'exit', not 'close': esbuild's service shares the build's stderr and may outlive it.
    child.on('exit', async (code) => {
      clearTimeout(timer);
      process.off('exit', stop);
      const exitedAt = performance.now();
      const tail = () => output.slice(-4000);
      if (overdue) {
        killGroup(group);
        reject(
          new Error(
            `ng build did not exit: it wrote ${outDir} and was still running ` +
              `${EXIT_LIMIT_MS / 1000} s later (stopped). Something keeps the process alive, ` +
              'such as an esbuild context left open (see projects/admin/ui/inputs/' +
              `file-input-base.ts).${describe(overdue)}\n${tail()}`,
          ),
        );
        return;
      }
      const leftovers = await outlivers(group);
      if (leftovers.length) {
        killGroup(group);
        reject(new Error(`ng build left processes behind (stopped):${describe(leftovers)}`));
        return;
      }
      if (code !== 0 || !shellWritten(outDir)) {
        reject(new Error(`ng build demo failed (exit ${code}):\n${tail()}`));
        return;
      }
      exposeShell(outDir);
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const warnings = [...plain.matchAll(/▲ \[WARNING\] ([^\n]+)/g)].map((m) => m[1].trim());
      const seconds = Math.round((writtenAt || exitedAt) - started) / 1000;
      const exitSeconds = writtenAt ? Math.round(exitedAt - writtenAt) / 1000 : 0;
      precompress(join(outDir, 'browser')).then(
        (compressed) =>
          resolve({
            seconds,
            exitSeconds,
            warnings,
            compressSeconds: Math.round(compressed.seconds * 10) / 10,
          }),
        reject,
      );
    });
  });
}

/** The processes of a process group (Linux: read from /proc), as `pid command line`. */
export function groupMembers(group) {
  if (!existsSync('/proc/self/stat')) return [];
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group || fields[0] === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      members.push(`${entry} ${command}`);
    } catch {
      // The process ended while it was read.
    }
  }
  return members;
}

/** The group's processes still running LEFTOVER_LIMIT_MS after its leader exited. */
async function outlivers(group) {
  const until = performance.now() + LEFTOVER_LIMIT_MS;
  let members = groupMembers(group);
  while (members.length && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    members = groupMembers(group);
  }
  return members;
}

function killGroup(group) {
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // No process left in the group.
  }
}

function describe(processes) {
  return processes.length ? `\n  still running: ${processes.join('\n  still running: ')}` : '';
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

if (process.argv[1] && import.meta.url === pathToFileURL(resolvePath(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const outDir = args.find((arg) => !arg.startsWith('--'));
  if (!outDir) {
    console.error('usage: node scripts/build-demo.mjs [--ssr] <outDir>');
    process.exit(2);
  }
  const root = join(import.meta.dirname, '..');
  const ssr = args.includes('--ssr');
  console.log(`ng build demo --configuration production${ssr ? ',ssr' : ''} into ${outDir}`);
  // Promises, not a top-level await: the bench's specs load this file compiled to CommonJS.
  buildDemo(root, resolvePath(outDir), { ssr }).then(
    ({ seconds, exitSeconds, warnings }) => {
      for (const warning of warnings) console.log(`  ▲ ${warning}`);
      console.log(
        `built in ${seconds} s; ng build exited ${exitSeconds} s after writing its output ` +
          `(limit ${EXIT_LIMIT_MS / 1000} s), leaving no process behind`,
      );
    },
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
