// Time of `ng generate admin:resource`, with the built collection (dist/admin/schematics):
// - in process: the schematic alone (SchematicTestRunner on a workspace made by @schematics/angular
//   and `ng add`), median of several runs after a warm-up;
// - CLI: the real `ng generate admin:resource` in a temporary workspace on disk (node_modules linked
//   to this repository's), what a user waits for, CLI start-up included.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { summarize } from './stats.mjs';

const require = createRequire(import.meta.url);

/** The options of a typical resource: a posts resource with text, reference and date fields. */
export const RESOURCE_OPTIONS = {
  icon: 'mdi-post',
  label: 'title',
  fields: 'title!:string,body:text,userId:reference:users,published:boolean,publishedAt:date',
};

/** The built collection, as `ng generate admin:resource` resolves it through the package. */
export function collectionPath(root) {
  return join(root, 'dist/admin/schematics/collection.json');
}

/** A workspace with one application `app` after `ng add admin`, as a UnitTestTree. */
async function adminWorkspace(root) {
  const { SchematicTestRunner } = require('@angular-devkit/schematics/testing');
  const angular = new SchematicTestRunner(
    '@schematics/angular',
    join(dirname(require.resolve('@schematics/angular/package.json')), 'collection.json'),
  );
  const workspace = await angular.runSchematic('workspace', {
    name: 'workspace',
    newProjectRoot: 'projects',
    version: '21.2.0',
  });
  const app = await angular.runSchematic(
    'application',
    { name: 'app', standalone: true, style: 'css', ssr: false, skipTests: true },
    workspace,
  );
  const admin = new SchematicTestRunner('admin', collectionPath(root));
  admin.logger.subscribe(() => undefined);
  const tree = await admin.runSchematic('ng-add', { project: 'app' }, app);
  return { admin, tree };
}

/** In-process schematic time: `runs` generations on copies of one workspace, after `warmup`. */
export async function measureSchematic(root, { runs = 7, warmup = 2 } = {}) {
  const { UnitTestTree } = require('@angular-devkit/schematics/testing');
  const { admin, tree } = await adminWorkspace(root);
  const samples = [];
  let files = 0;
  for (let i = 0; i < warmup + runs; i++) {
    const copy = new UnitTestTree(tree.branch());
    const before = new Set(copy.files);
    const t0 = performance.now();
    const result = await admin.runSchematic(
      'resource',
      { project: 'app', name: 'posts', ...RESOURCE_OPTIONS },
      copy,
    );
    const elapsed = performance.now() - t0;
    files = result.files.filter((f) => !before.has(f)).length;
    if (i >= warmup) samples.push(elapsed);
  }
  if (files === 0) throw new Error('ng generate admin:resource created no file');
  return { ...summarize(samples), filesCreated: files, tree };
}

/**
 * CLI time: writes the workspace to a temporary folder with node_modules linked to the
 * repository's (where `admin` links to dist/admin) and runs `ng generate admin:resource` `runs`
 * times, each with a new resource name.
 */
export function measureCli(root, tree, { runs = 3 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'admin-bench-ws-'));
  try {
    for (const path of tree.files) {
      const target = join(dir, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tree.readContent(path));
    }
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const ng = join(root, 'node_modules/@angular/cli/bin/ng.js');
    const env = { ...process.env, NG_CLI_ANALYTICS: 'false', NG_FORCE_TTY: 'false', CI: 'true' };
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const args = ['generate', 'admin:resource', `posts${i}`];
      for (const [key, value] of Object.entries(RESOURCE_OPTIONS)) args.push(`--${key}=${value}`);
      const t0 = performance.now();
      const result = spawnSync(process.execPath, [ng, ...args], {
        cwd: dir,
        env,
        encoding: 'utf8',
      });
      const elapsed = performance.now() - t0;
      if (result.status !== 0) {
        throw new Error(
          `ng ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`,
        );
      }
      if (!existsSync(join(dir, `projects/app/src/resources/posts${i}/list.ts`))) {
        throw new Error(`ng ${args.join(' ')} did not create projects/app/src/resources/posts${i}`);
      }
      samples.push(elapsed);
    }
    return summarize(samples);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
