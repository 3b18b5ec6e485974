// The workspace helpers first: they mock the ESM-only spinner the test runner loads.
import {
  angularRunner,
  createAdminApp,
  createApp,
  runLogged,
  snapshot,
} from '../../testing/workspace';

import { SchematicTestRunner, type UnitTestTree } from '@angular-devkit/schematics/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '..', 'migrations.json');
const CHECK = 'node node_modules/admin/schematics/icons/check.js projects/app/src';

/** An app as `ng add admin` 0.1.0 left it: Angular's builders, the icon check as npm hooks. */
async function appOf010(): Promise<UnitTestTree> {
  const tree = await createAdminApp({ standalone: true });
  const workspace = JSON.parse(tree.readContent('/angular.json'));
  const targets = workspace.projects.app.architect;
  targets.build.builder = '@angular/build:application';
  targets.serve.builder = '@angular/build:dev-server';
  targets.test.builder = '@angular/build:unit-test';
  tree.overwrite('/angular.json', JSON.stringify(workspace, null, 2) + '\n');
  const manifest = JSON.parse(tree.readContent('/package.json'));
  const { build, start, ...rest } = manifest.scripts;
  manifest.scripts = {
    ...rest,
    prebuild: CHECK,
    build,
    prestart: `${CHECK} && node scripts/env.js`,
    start,
  };
  tree.overwrite('/package.json', JSON.stringify(manifest, null, 2) + '\n');
  return tree;
}

async function migrate(tree: UnitTestTree) {
  const runner = new SchematicTestRunner('migrations', MIGRATIONS);
  const { tree: result, logs } = await runLogged('use-builders', {}, tree, runner);
  return { tree: result, logs };
}

const targetsOf = (tree: UnitTestTree, project = 'app') =>
  JSON.parse(tree.readContent('/angular.json')).projects[project].architect;

describe('ng update admin: use-builders (0.2.0)', () => {
  it('is the migration of version 0.2.0, a version the package has passed', () => {
    const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
    const collection = json(MIGRATIONS);
    const manifest = json(join(__dirname, '../../../projects/admin/package.json'));
    expect(collection.schematics['use-builders'].version).toBe('0.2.0');
    expect(manifest['ng-update'].migrations).toBe('./schematics/migrations/migrations.json');
    // ng update runs the migrations whose version lies between the app's and the package's.
    const [major, minor] = String(manifest.version).split('.').map(Number);
    expect(major > 0 || minor >= 2).toBe(true);
  });

  it('switches build, serve and test to the admin builders, options and configurations kept', async () => {
    const before = await appOf010();
    // Read first: the migration changes the tree it is given.
    const old = targetsOf(before);
    const { tree, logs } = await migrate(before);
    const targets = targetsOf(tree);
    expect(targets.build.builder).toBe('admin:application');
    expect(targets.serve.builder).toBe('admin:dev-server');
    expect({ ...targets.build, builder: old.build.builder }).toEqual(old.build);
    expect({ ...targets.serve, builder: old.serve.builder }).toEqual(old.serve);
    // ng test too (admin:unit-test: no warning about the build target's builder).
    expect(old.test.builder).toBe('@angular/build:unit-test');
    expect(targets.test.builder).toBe('admin:unit-test');
    expect({ ...targets.test, builder: old.test.builder }).toEqual(old.test);
    expect(logs.join('\n')).toContain('app:build now uses admin:application');
  });

  it('takes the icon check out of the npm hooks, keeping the rest of them', async () => {
    const { tree } = await migrate(await appOf010());
    const scripts = JSON.parse(tree.readContent('/package.json')).scripts;
    expect(scripts.prebuild).toBeUndefined();
    expect(scripts.prestart).toBe('node scripts/env.js');
    expect(scripts.build).toBe('ng build');
  });

  it('leaves the app as ng add admin 0.2.0 makes it, and changes nothing the second time', async () => {
    const fresh = await createAdminApp({ standalone: true });
    const { tree: migrated } = await migrate(await appOf010());
    expect(targetsOf(migrated)).toEqual(targetsOf(fresh));
    const again = await migrate(migrated);
    expect(snapshot(again.tree)).toEqual(snapshot(migrated));
  });

  it('leaves applications that do not use the admin alone', async () => {
    const tree = await appOf010();
    const other = await angularRunner.runSchematic(
      'application',
      { name: 'plain', standalone: true, routing: true, style: 'css', ssr: false },
      tree,
    );
    const { tree: result } = await migrate(other);
    expect(targetsOf(result, 'plain')).toEqual(targetsOf(other, 'plain'));
    expect(targetsOf(result).build.builder).toBe('admin:application');

    const plain = await createApp({ standalone: true });
    const { tree: untouched, logs } = await migrate(plain);
    expect(snapshot(untouched)).toEqual(snapshot(plain));
    expect(logs.join('\n')).toContain('nothing to migrate');
  });

  it('reports a build target with another builder instead of changing it', async () => {
    const tree = await appOf010();
    const workspace = JSON.parse(tree.readContent('/angular.json'));
    workspace.projects.app.architect.build.builder = '@angular-devkit/build-angular:browser';
    tree.overwrite('/angular.json', JSON.stringify(workspace, null, 2) + '\n');
    const { tree: result, logs } = await migrate(tree);
    expect(targetsOf(result).build.builder).toBe('@angular-devkit/build-angular:browser');
    expect(targetsOf(result).serve.builder).toBe('admin:dev-server');
    expect(logs.join('\n')).toMatch(
      /warn: angular\.json: app:build uses @angular-devkit\/build-angular:browser, not @angular\/build:application: left as is/,
    );
  });
});

describe('ng update admin: unit-test-builder (0.4.0)', () => {
  it('switches the test target of an app set up by ng add 0.2.0–0.3.x, and nothing else', async () => {
    // As ng add 0.3.0 left an app: the admin builders for build and serve, Angular's for test.
    const tree = await createAdminApp({ standalone: true });
    const workspace = JSON.parse(tree.readContent('/angular.json'));
    workspace.projects.app.architect.test.builder = '@angular/build:unit-test';
    tree.overwrite('/angular.json', JSON.stringify(workspace, null, 2) + '\n');
    const before = targetsOf(tree);
    const runner = new SchematicTestRunner('migrations', MIGRATIONS);
    const { tree: result } = await runLogged('unit-test-builder', {}, tree, runner);
    const after = targetsOf(result);
    expect(after.test.builder).toBe('admin:unit-test');
    expect(after.test.options).toEqual(before.test.options);
    expect(after.build).toEqual(before.build);
    expect(after.serve).toEqual(before.serve);
    expect(
      JSON.parse(readFileSync(MIGRATIONS, 'utf8')).schematics['unit-test-builder'].version,
    ).toBe('0.4.0');
  });
});
