/** Test helpers: workspaces made by `@schematics/angular`, and the admin collection's runner. */
import { SchematicTestRunner, UnitTestTree } from '@angular-devkit/schematics/testing';

// The test runner loads the package-install task, which loads the ESM-only spinner `ora`; jest on
// Node 20 cannot require ESM. Tests never run install tasks (they only check they are scheduled).
jest.mock('ora', () => ({
  __esModule: true,
  default: () => {
    throw new Error('ora is not available in tests: install tasks do not run here');
  },
}));
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const COLLECTION = join(__dirname, '..', 'collection.json');

export const angularRunner = new SchematicTestRunner(
  '@schematics/angular',
  join(dirname(require.resolve('@schematics/angular/package.json')), 'collection.json'),
);

export function adminRunner(): SchematicTestRunner {
  return new SchematicTestRunner('admin', COLLECTION);
}

const cache = new Map<string, UnitTestTree>();

/** A fresh workspace with one application `app`, as `ng new` (standalone or NgModule) makes it. */
export async function createApp(options: {
  standalone: boolean;
  routing?: boolean;
}): Promise<UnitTestTree> {
  const routing = options.routing ?? true;
  const key = `${options.standalone}/${routing}`;
  let base = cache.get(key);
  if (!base) {
    const workspace = await angularRunner.runSchematic('workspace', {
      name: 'workspace',
      newProjectRoot: 'projects',
      version: '21.2.0',
    });
    base = await angularRunner.runSchematic(
      'application',
      { name: 'app', standalone: options.standalone, routing, style: 'css', ssr: false },
      workspace,
    );
    cache.set(key, base);
  }
  return new UnitTestTree(base.branch());
}

/**
 * Runs a schematic of `runner` (by default the admin collection's) on a tree; its result, the
 * runner (for its scheduled tasks) and the lines it logged (`<level>: <message>`).
 */
export async function runLogged(
  schematic: string,
  options: object,
  tree: UnitTestTree,
  runner: SchematicTestRunner = adminRunner(),
): Promise<{ tree: UnitTestTree; runner: SchematicTestRunner; logs: string[] }> {
  const logs: string[] = [];
  runner.logger.subscribe((entry) => logs.push(`${entry.level}: ${entry.message}`));
  const result = await runner.runSchematic(schematic, options, tree);
  return { tree: result, runner, logs };
}

/** An independent copy of a tree (schematics change the tree they are given). */
export function copy(tree: UnitTestTree): UnitTestTree {
  return new UnitTestTree(tree.branch());
}

/** A workspace after `ng add admin`. */
export async function createAdminApp(options: { standalone: boolean }): Promise<UnitTestTree> {
  const tree = await createApp(options);
  return adminRunner().runSchematic('ng-add', { project: 'app' }, tree);
}

/** Every file of a tree with its content, to compare two trees. */
export function snapshot(tree: UnitTestTree): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of tree.files) files[path] = tree.readContent(path);
  return files;
}

/**
 * Runs `prettier --list-different` (printWidth 100, single quotes) over `files` of a tree, written
 * to a temporary folder that is removed afterwards; what Prettier printed and its exit status.
 */
export function prettierCheck(
  tree: UnitTestTree,
  files: readonly string[],
): { stdout: string; stderr: string; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), 'admin-prettier-'));
  try {
    writeFileSync(join(dir, '.prettierrc'), JSON.stringify({ printWidth: 100, singleQuote: true }));
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), tree.readContent(file));
    }
    const prettier = join(dirname(require.resolve('prettier/package.json')), 'bin/prettier.cjs');
    const { stdout, stderr, status } = spawnSync(
      process.execPath,
      [prettier, '--list-different', 'projects'],
      { cwd: dir, encoding: 'utf8' },
    );
    return { stdout, stderr, status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
