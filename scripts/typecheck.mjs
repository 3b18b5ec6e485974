// `npm run typecheck`: `tsc --noEmit` over every TypeScript project of the repository, two at a time
// (tsc is single-threaded; the machines have 2 cores), each project's output printed whole when it
// ends. Exits 1 when any project has errors.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

export const PROJECTS = [
  'projects/admin/tsconfig.lib.json',
  'projects/admin/tsconfig.spec.json',
  'projects/demo/tsconfig.app.json',
  'projects/demo/tsconfig.spec.json',
  'schematics/tsconfig.spec.json',
  'projects/demo-api/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
];

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✔' : '✖'} tsc -p ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const workers = Math.max(1, Math.min(2, availableParallelism()));
const results = await Promise.all(
  Array.from({ length: workers }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) {
      ok = (await check(project)) && ok;
    }
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
