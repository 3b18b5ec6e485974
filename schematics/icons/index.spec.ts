import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { adminRunner, copy, createAdminApp, runLogged, snapshot } from '../testing/workspace';
import { checkIconSubset } from './check';

const SRC = '/projects/app/src';
const RES = `${SRC}/resources`;
const ACCOUNT =
  'M12,4A4,4 0 0,1 16,8A4,4 0 0,1 12,12A4,4 0 0,1 8,8A4,4 0 0,1 12,4M12,14C16.42,14 20,15.79 20,18V20H4V18C4,15.79 7.58,14 12,14Z';

async function run(tree: UnitTestTree, schematic: string, options: Record<string, unknown> = {}) {
  const { tree: result, logs } = await runLogged(schematic, { project: 'app', ...options }, tree);
  return { tree: result, logs: logs.join('\n') };
}

function iconsOf(tree: UnitTestTree): string[] {
  return [...tree.readContent(`${RES}/icons.ts`).matchAll(/'(mdi-[a-z0-9-]+)':/g)].map((m) => m[1]);
}

describe('the icon subset (docs/decisions.md §11 "Icons")', () => {
  let tree: UnitTestTree;

  beforeAll(async () => {
    tree = await createAdminApp({ standalone: true });
    tree = (await run(tree, 'resource', { name: 'users', icon: 'mdi-account' })).tree;
    tree = (await run(tree, 'resource', { name: 'posts', icon: 'mdi-post' })).tree;
    tree = (await run(tree, 'resource', { name: 'tags' })).tree;
  });

  it('holds the path data of the descriptors’ icons, and nothing else', () => {
    expect(iconsOf(tree)).toEqual(['mdi-account', 'mdi-post']);
    expect(tree.readContent(`${RES}/icons.ts`)).toContain(`'mdi-account':\n    '${ACCOUNT}',`);
  });

  it('ng generate admin:icons picks up a descriptor icon edited by hand and menu icons', async () => {
    const t = copy(tree);
    t.overwrite(
      `${RES}/index.ts`,
      t.readContent(`${RES}/index.ts`).replace("'mdi-post'", "'mdi-note'"),
    );
    t.create(
      `${SRC}/app/menu.ts`,
      "export const menu = [{ icon: 'mdi-cog', text: 'Settings', children: ['users'] }];\n",
    );
    t.create(`${SRC}/app/home.html`, '<va-icon name="mdi-home-outline" />\n');
    const { tree: result, logs } = await run(t, 'icons');
    expect(iconsOf(result)).toEqual(['mdi-account', 'mdi-cog', 'mdi-home-outline', 'mdi-note']);
    expect(logs).toContain('Dropped icons nothing uses: mdi-post.');
  });

  it('changes nothing when the subset is up to date', async () => {
    const before = snapshot(tree);
    expect(snapshot((await run(copy(tree), 'icons')).tree)).toEqual(before);
  });

  it('--check fails naming the missing icon and where it is used, and writes nothing', async () => {
    const t = copy(tree);
    t.overwrite(
      `${RES}/index.ts`,
      t.readContent(`${RES}/index.ts`).replace("'mdi-post'", "'mdi-note'"),
    );
    const before = snapshot(t);
    await expect(run(t, 'icons', { check: true })).rejects.toThrow(
      'projects/app/src/resources/icons.ts is out of date:\n' +
        '  - mdi-note (used in projects/app/src/resources/index.ts (posts)) is missing from projects/app/src/resources/icons.ts\n' +
        'Run `ng generate admin:icons` to regenerate it.',
    );
    expect(snapshot(t)).toEqual(before);
    const ok = await run(copy(tree), 'icons', { check: true });
    expect(ok.logs).toContain('holds 2 icons in use');
  });

  it('refuses an icon outside the MDI set and suggests names', async () => {
    const t = copy(tree);
    t.overwrite(
      `${RES}/index.ts`,
      t.readContent(`${RES}/index.ts`).replace("'mdi-post'", "'mdi-psot'"),
    );
    await expect(run(t, 'icons')).rejects.toThrow(
      /Unknown icons:\n {2}- "mdi-psot" is not an icon of the Material Design Icons set; did you mean .*"mdi-post".*; used in projects\/app\/src\/resources\/index.ts \(posts\)/,
    );
  });
});

describe('the build-time icon check', () => {
  let dir: string;

  beforeAll(async () => {
    let tree = await createAdminApp({ standalone: false });
    tree = await adminRunner().runSchematic(
      'resource',
      { project: 'app', name: 'users', icon: 'mdi-account' },
      tree,
    );
    dir = mkdtempSync(join(tmpdir(), 'admin-icons-'));
    for (const file of tree.files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), tree.readContent(file));
    }
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const index = () => join(dir, 'projects/app/src/resources/index.ts');

  it('passes when the subset holds every icon in use', () => {
    const result = checkIconSubset({ root: dir, sourceRoot: 'projects/app/src' });
    expect(result.ok).toBe(true);
    expect(result.message).toBe('projects/app/src/resources/icons.ts holds 1 icon in use.');
  });

  it('fails when a descriptor edited by hand uses an icon missing from the subset', () => {
    const original = readFileSync(index(), 'utf8');
    try {
      writeFileSync(index(), original.replace("'mdi-account'", "'mdi-account-group'"));
      const result = checkIconSubset({ root: dir, sourceRoot: 'projects/app/src' });
      expect(result.ok).toBe(false);
      expect(result.status.missing).toEqual(['mdi-account-group']);
      expect(result.message).toContain(
        'mdi-account-group (used in projects/app/src/resources/index.ts (users)) is missing from projects/app/src/resources/icons.ts',
      );
      writeFileSync(index(), original.replace("'mdi-account'", "'mdi-acount'"));
      const unknown = checkIconSubset({ root: dir, sourceRoot: 'projects/app/src' });
      expect(unknown.ok).toBe(false);
      expect(unknown.message).toMatch(/"mdi-acount" is not an icon .*did you mean "mdi-account"/);
    } finally {
      writeFileSync(index(), original);
    }
  });
});
