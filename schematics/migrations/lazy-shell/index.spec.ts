// The workspace helpers first: they mock the ESM-only spinner the test runner loads.
import { createApp, runLogged } from '../../testing/workspace';

import { HostTree } from '@angular-devkit/schematics';
import { SchematicTestRunner, UnitTestTree } from '@angular-devkit/schematics/testing';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '..', 'migrations.json');

async function migrate(
  tree: UnitTestTree,
): Promise<{ tree: UnitTestTree; info: string[]; warnings: string[] }> {
  const runner = new SchematicTestRunner('admin-migrations', MIGRATIONS);
  const info: string[] = [];
  const warnings: string[] = [];
  runner.logger.subscribe((entry) =>
    (entry.level === 'warn' ? warnings : info).push(entry.message),
  );
  return { tree: await runner.runSchematic('lazy-shell', {}, tree), info, warnings };
}

function treeWith(files: Record<string, string>): UnitTestTree {
  const tree = new UnitTestTree(new HostTree());
  for (const [path, text] of Object.entries(files)) tree.create(path, text);
  return tree;
}

/** The routes earlier versions of `ng add` wrote. */
const EAGER = `import { Routes } from '@angular/router';
import { VaLayout, VaLogin, adminRoutes } from 'admin';

export const routes: Routes = [
  { path: 'login', component: VaLogin },
  { path: '', component: VaLayout, children: adminRoutes() },
];
`;

describe('ng update admin 0.4.0: the layout and the sign-in page load lazily', () => {
  it('turns the routes of an earlier ng add into the lazy ones, with their re-export files', async () => {
    const { tree, info } = await migrate(treeWith({ '/src/app/app.routes.ts': EAGER }));
    expect(tree.readContent('/src/app/app.routes.ts'))
      .toBe(`import { Routes } from '@angular/router';
import { adminRoutes } from 'admin';

export const routes: Routes = [
  { path: 'login', loadComponent: () => import('./admin-login').then((m) => m.VaLogin) },
  { path: '', loadComponent: () => import('./admin-layout').then((m) => m.VaLayout), children: adminRoutes() },
];
`);
    expect(tree.readContent('/src/app/admin-layout.ts')).toContain(
      "export { VaLayout } from 'admin/shell';",
    );
    expect(tree.readContent('/src/app/admin-login.ts')).toContain(
      "export { VaLogin } from 'admin/ui';",
    );
    expect(info).toEqual([
      '/src/app/app.routes.ts: VaLogin (./admin-login) and VaLayout (./admin-layout) now load lazily: the first download holds only what starts the app.',
    ]);
  });

  it('gives an app made by the earlier ng add the routes the current ng add writes', async () => {
    const fresh = (
      await runLogged('ng-add', { project: 'app' }, await createApp({ standalone: false }))
    ).tree;
    const routing = '/projects/app/src/app/app-routing-module.ts';
    const lazy = fresh.readContent(routing);
    const narrow = "import { adminRoutes } from 'admin/routing';";
    // The same app as the earlier ng add left it: eager routes from 'admin', no re-export files.
    const old = new UnitTestTree(fresh.branch());
    old.overwrite(
      routing,
      lazy
        .replace(narrow, "import { VaLayout, VaLogin, adminRoutes } from 'admin';")
        .replace(
          "loadComponent: () => import('./admin-login').then((m) => m.VaLogin)",
          'component: VaLogin',
        )
        .replace(
          "loadComponent: () => import('./admin-layout').then((m) => m.VaLayout)",
          'component: VaLayout',
        ),
    );
    old.delete('/projects/app/src/app/admin-layout.ts');
    old.delete('/projects/app/src/app/admin-login.ts');
    const { tree } = await migrate(old);
    // adminRoutes() stays imported from 'admin': the same code either way.
    expect(tree.readContent(routing)).toBe(
      lazy.replace(narrow, "import { adminRoutes } from 'admin';"),
    );
    for (const file of ['admin-layout.ts', 'admin-login.ts'])
      expect(tree.readContent(`/projects/app/src/app/${file}`)).toBe(
        fresh.readContent(`/projects/app/src/app/${file}`),
      );
  });

  it('keeps aliases, other names, double quotes and an existing re-export file', async () => {
    const { tree } = await migrate(
      treeWith({
        '/src/app/routes.ts': `import { Routes } from "@angular/router";
import { VaLayout as Shell } from "admin/shell";
import { adminRoutes } from "admin/routing";

export const routes: Routes = [
  { path: "office", component: Shell, canActivate: [], children: adminRoutes() },
];
`,
        '/src/app/admin-layout.ts': 'export { VaLayout } from "admin";\n',
      }),
    );
    expect(tree.readContent('/src/app/routes.ts')).toBe(`import { Routes } from "@angular/router";
import { adminRoutes } from "admin/routing";

export const routes: Routes = [
  { path: "office", loadComponent: () => import("./admin-layout").then((m) => m.VaLayout), canActivate: [], children: adminRoutes() },
];
`);
    expect(tree.readContent('/src/app/admin-layout.ts')).toBe(
      'export { VaLayout } from "admin";\n',
    );
  });

  it('keeps the import of a component also used another way, and says so', async () => {
    const source = `import { Component } from '@angular/core';
import { VaLayout, adminRoutes } from 'admin';

export const routes = [{ path: '', component: VaLayout, children: adminRoutes() }];

@Component({ selector: 'app-frame', imports: [VaLayout], template: '<va-layout />' })
export class Frame {}
`;
    const { tree, warnings } = await migrate(treeWith({ '/src/app/frame.ts': source }));
    const after = tree.readContent('/src/app/frame.ts');
    expect(after).toContain("import { VaLayout, adminRoutes } from 'admin';");
    expect(after).toContain(
      "[{ path: '', loadComponent: () => import('./admin-layout').then((m) => m.VaLayout), children: adminRoutes() }]",
    );
    expect(after).toContain('imports: [VaLayout]');
    expect(warnings).toEqual([
      "/src/app/frame.ts: VaLayout is used there other than as a route's component: that use is left as is.",
    ]);
  });

  it('leaves an app it does not recognise untouched, and says so', async () => {
    const lazy = `import { Routes } from '@angular/router';
import { adminRoutes } from 'admin/routing';

export const routes: Routes = [
  { path: '', loadComponent: () => import('./layout').then((m) => m.VaLayout), children: adminRoutes() },
];
`;
    const mine = `import { Routes } from '@angular/router';
import { VaLayout } from './my-layout';

export const routes: Routes = [{ path: '', component: VaLayout }];
`;
    const before = treeWith({ '/src/app/app.routes.ts': lazy, '/src/app/other.routes.ts': mine });
    const { tree, info, warnings } = await migrate(before);
    expect(tree.readContent('/src/app/app.routes.ts')).toBe(lazy);
    expect(tree.readContent('/src/app/other.routes.ts')).toBe(mine);
    expect(tree.files.sort()).toEqual(['/src/app/app.routes.ts', '/src/app/other.routes.ts']);
    expect(warnings).toEqual([]);
    expect(info).toEqual([
      expect.stringContaining(
        "no route with `component: VaLayout` or `component: VaLogin` (imported from 'admin') was found; nothing was changed",
      ),
    ]);
  });

  it('changes nothing when run again', async () => {
    const once = (await migrate(treeWith({ '/src/app/app.routes.ts': EAGER }))).tree;
    const text = once.readContent('/src/app/app.routes.ts');
    const again = await migrate(once);
    expect(again.tree.readContent('/src/app/app.routes.ts')).toBe(text);
    expect(again.info[0]).toContain('nothing was changed');
  });
});
