// The workspace helpers first: they mock the ESM-only spinner the test runner loads.
import '../../testing/workspace';

import { HostTree } from '@angular-devkit/schematics';
import { SchematicTestRunner, UnitTestTree } from '@angular-devkit/schematics/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { REMOVED_NAMES } from './removed-names';

const MIGRATIONS = join(__dirname, '..', 'migrations.json');
const LIBRARY_API = join(__dirname, '../../../projects/admin/src/public-api.ts');

async function migrate(
  files: Record<string, string>,
): Promise<{ tree: UnitTestTree; warnings: string[] }> {
  const tree = new UnitTestTree(new HostTree());
  for (const [path, text] of Object.entries(files)) tree.create(path, text);
  const runner = new SchematicTestRunner('admin-migrations', MIGRATIONS);
  const warnings: string[] = [];
  runner.logger.subscribe((entry) => {
    if (entry.level === 'warn') warnings.push(entry.message);
  });
  return { tree: await runner.runSchematic('internal-names', {}, tree), warnings };
}

describe('ng update admin 0.3.0: internals no longer exported by admin', () => {
  it('warns about each internal an app imports, with the public way when there is one', async () => {
    const app = `import { VaList, writePath, createAdminRoutes as routes, type ListPageData } from 'admin';
import { csvCell } from './my-csv';
export const x = [VaList, writePath, routes];
export type Y = ListPageData;
`;
    const { tree, warnings } = await migrate({
      '/src/app/a.ts': app,
      '/src/app/my-csv.ts': 'export const csvCell = 1;\n',
    });
    expect(warnings).toEqual([
      "/src/app/a.ts: 'writePath' is internal to admin and no longer exported by 'admin'; use inputs are ControlValueAccessors: use formControlName or <va-form> instead.",
      "/src/app/a.ts: 'createAdminRoutes' is internal to admin and no longer exported by 'admin'; use adminRoutes() builds the routes instead.",
      "/src/app/a.ts: 'ListPageData' is internal to admin and no longer exported by 'admin'; nothing public replaces it: keep a copy of what you need.",
    ]);
    expect(tree.readContent('/src/app/a.ts')).toBe(app);
  });

  it('says nothing to an app that imports only public names', async () => {
    const { warnings } = await migrate({
      '/src/app/b.ts': `import { VaList, provideAdmin } from 'admin';\nexport const y = [VaList, provideAdmin];\n`,
    });
    expect(warnings).toEqual([]);
  });

  it('lists only names that the library really no longer exports', () => {
    const api = readFileSync(LIBRARY_API, 'utf8');
    const exported = new Set(api.match(/[A-Za-z_$][\w$]*/g));
    expect(Object.keys(REMOVED_NAMES).filter((name) => exported.has(name))).toEqual([]);
  });
});
