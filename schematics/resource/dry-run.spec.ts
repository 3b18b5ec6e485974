/**
 * The schematic run the way the CLI runs it: a NodeWorkflow on a workspace on disk, with and
 * without `--dry-run`, and failing (nothing may be written then).
 */
// See testing/workspace.ts: the package-install task loads the ESM-only `ora`.
jest.mock('ora', () => ({ __esModule: true, default: () => undefined }));

import { NodeWorkflow } from '@angular-devkit/schematics/tools';
import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { lastValueFrom } from 'rxjs';

import { COLLECTION, createAdminApp } from '../testing/workspace';

function writeTree(tree: UnitTestTree, dir: string): void {
  for (const file of tree.files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), tree.readContent(file));
  }
}

function readDir(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

async function run(dir: string, options: Record<string, unknown>, dryRun: boolean) {
  const workflow = new NodeWorkflow(dir, {
    dryRun,
    schemaValidation: true,
    resolvePaths: [__dirname],
  });
  const events: string[] = [];
  workflow.reporter.subscribe((event) =>
    events.push(`${event.kind} ${event.path.replace(/^\//, '')}`),
  );
  await lastValueFrom(
    workflow.execute({ collection: COLLECTION, schematic: 'resource', options }),
    { defaultValue: undefined },
  );
  return events.sort();
}

describe('ng generate admin:resource as the CLI runs it', () => {
  let dir: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admin-workflow-'));
    writeTree(await createAdminApp({ standalone: true }), dir);
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const res = 'projects/app/src/resources';

  it('--dry-run lists the changes and writes nothing', async () => {
    const before = readDir(dir);
    const events = await run(
      dir,
      { name: 'posts', project: 'app', except: 'show', icon: 'mdi-post' },
      true,
    );
    expect(events).toEqual(
      [
        `create ${res}/posts/create.ts`,
        `create ${res}/posts/edit.ts`,
        `create ${res}/posts/form.ts`,
        `create ${res}/posts/list.ts`,
        `update ${res}/icons.ts`,
        `update ${res}/index.ts`,
        `update ${res}/pages.ts`,
      ].sort(),
    );
    expect(readDir(dir)).toEqual(before);
  });

  it('writes the same changes without --dry-run', async () => {
    await run(dir, { name: 'posts', project: 'app', except: 'show' }, false);
    expect(existsSync(join(dir, res, 'posts/list.ts'))).toBe(true);
    expect(existsSync(join(dir, res, 'posts/show.ts'))).toBe(false);
    expect(readFileSync(join(dir, res, 'index.ts'), 'utf8')).toContain("name: 'posts'");
  });

  it('writes nothing when it stops with an error', async () => {
    await run(dir, { name: 'posts', project: 'app' }, false);
    const before = readDir(dir);
    await expect(
      run(dir, { name: 'posts', project: 'app', icon: 'mdi-pots' }, false),
    ).rejects.toThrow(
      /Cannot add resource "posts"; nothing was written:\n {2}- --icon: "mdi-pots" is not an icon .*\n {2}- a resource named "posts" already exists/,
    );
    expect(readDir(dir)).toEqual(before);
  });

  it('validates the options against the schema', async () => {
    await expect(
      run(dir, { name: 'posts', project: 'app', translatable: 'yes' }, true),
    ).rejects.toThrow(/translatable/);
  });
});
