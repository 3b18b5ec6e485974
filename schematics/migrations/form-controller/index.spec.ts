// The workspace helpers first: they mock the ESM-only spinner the test runner loads.
import '../../testing/workspace';

import { HostTree } from '@angular-devkit/schematics';
import { SchematicTestRunner, UnitTestTree } from '@angular-devkit/schematics/testing';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '..', 'migrations.json');

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
  return { tree: await runner.runSchematic('form-controller', {}, tree), warnings };
}

describe('ng update admin 0.7.0: InputRegistration and ADMIN_RESOURCES', () => {
  it("renames VaInputRegistration from 'admin' and its uses", async () => {
    const { tree } = await migrate({
      '/src/app/my-form.ts': `import { VaForm, type VaInputRegistration } from 'admin';

export class MyForm {
  register(registration: VaInputRegistration): () => void {
    const all: VaInputRegistration[] = [registration];
    return () => all.pop();
  }
}
`,
    });
    const text = tree.readContent('/src/app/my-form.ts');
    expect(text).toContain("import { VaForm, type InputRegistration } from 'admin';");
    expect(text).toContain('register(registration: InputRegistration): () => void {');
    expect(text).toContain('const all: InputRegistration[] = [registration];');
    expect(text).not.toContain('VaInputRegistration');
  });

  it("moves the import from 'admin/ui' to 'admin/controllers', keeping an alias", async () => {
    const { tree } = await migrate({
      '/src/app/a.ts': `import { VA_FORM_CONTAINER, VaInputRegistration as Reg } from 'admin/ui';

export const regs: Reg[] = [];
`,
    });
    const text = tree.readContent('/src/app/a.ts');
    expect(text).toContain("import { VA_FORM_CONTAINER } from 'admin/ui';");
    expect(text).toContain("import { InputRegistration as Reg } from 'admin/controllers';");
    expect(text).toContain('export const regs: Reg[] = [];');
  });

  it('reads the resources from ResourceRegistry, and warns about a provider of the token', async () => {
    const files = {
      '/src/app/b.ts': `import { inject, type Injector } from '@angular/core';
import { ADMIN_RESOURCES, AdminAuth } from 'admin';

export const names = () => inject(ADMIN_RESOURCES).map((r) => r.name);
export const maybe = () => inject(ADMIN_RESOURCES, { optional: true });
export const fromInjector = (injector: Injector) => injector.get(ADMIN_RESOURCES);
export const auth = AdminAuth;
`,
      '/src/app/c.ts': `import { ADMIN_RESOURCES } from 'admin';

export const providers = [{ provide: ADMIN_RESOURCES, useValue: [] }];
`,
    };
    const { tree, warnings } = await migrate(files);
    const text = tree.readContent('/src/app/b.ts');
    expect(text).toContain("import { ResourceRegistry, AdminAuth } from 'admin';");
    expect(text).toContain('inject(ResourceRegistry).resources.map((r) => r.name)');
    expect(text).toContain('inject(ResourceRegistry, { optional: true })?.resources;');
    expect(text).toContain('injector.get(ResourceRegistry).resources;');
    expect(tree.readContent('/src/app/c.ts')).toBe(files['/src/app/c.ts']);
    expect(warnings).toEqual([
      expect.stringContaining('/src/app/c.ts:3: ADMIN_RESOURCES is gone from admin 0.7.0'),
    ]);
    // A second run changes nothing.
    const again = await migrate({ '/src/app/b.ts': text });
    expect(again.tree.readContent('/src/app/b.ts')).toBe(text);
  });
});
