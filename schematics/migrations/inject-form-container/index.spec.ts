// The workspace helpers first: they mock the ESM-only spinner the test runner loads.
import '../../testing/workspace';

import { HostTree } from '@angular-devkit/schematics';
import { SchematicTestRunner, UnitTestTree } from '@angular-devkit/schematics/testing';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, '..', 'migrations.json');

async function migrate(files: Record<string, string>): Promise<UnitTestTree> {
  const tree = new UnitTestTree(new HostTree());
  for (const [path, text] of Object.entries(files)) tree.create(path, text);
  const runner = new SchematicTestRunner('admin-migrations', MIGRATIONS);
  return runner.runSchematic('inject-form-container', {}, tree);
}

describe('ng update admin: injectFormContainer → inject(VA_FORM_CONTAINER)', () => {
  it('rewrites the calls and the imports', async () => {
    const tree = await migrate({
      '/src/app/my-input.ts': `import { Component } from '@angular/core';
import { VaForm, injectFormContainer, type Resource } from 'admin';

@Component({ selector: 'app-my-input', template: '' })
export class MyInput {
  private readonly form = injectFormContainer('app-my-input');
}
`,
    });
    const text = tree.readContent('/src/app/my-input.ts');
    expect(text).toContain('private readonly form = inject(VA_FORM_CONTAINER);');
    expect(text).not.toContain('injectFormContainer');
    expect(text).toMatch(/import \{ Component, inject \} from '@angular\/core';/);
    expect(text).toMatch(/import \{ VaForm, VA_FORM_CONTAINER, type Resource \} from 'admin';/);
  });

  it('removes an import that held only the removed name, and changes nothing the second time', async () => {
    const files = {
      '/src/app/a.ts': `import { inject } from '@angular/core';
import { injectFormContainer } from 'admin';

export const container = () => injectFormContainer('va-x');
`,
      '/src/app/untouched.ts': `export const injectFormContainer = () => 1;\nexport const x = injectFormContainer();\n`,
    };
    const once = await migrate(files);
    const text = once.readContent('/src/app/a.ts');
    expect(text).toBe(`import { inject } from '@angular/core';
import { VA_FORM_CONTAINER } from 'admin';

export const container = () => inject(VA_FORM_CONTAINER);
`);
    expect(once.readContent('/src/app/untouched.ts')).toBe(files['/src/app/untouched.ts']);
    const twice = await migrate({ '/src/app/a.ts': text });
    expect(twice.readContent('/src/app/a.ts')).toBe(text);
  });
});
