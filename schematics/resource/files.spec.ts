import type { UnitTestTree } from '@angular-devkit/schematics/testing';

import { adminRunner, createAdminApp } from '../testing/workspace';
import { columnsOf, inputElementsOf, parseFields, showElementsOf } from '../utils/fields';

const RES = '/projects/app/src/resources';

describe('ng generate admin:resource --fields with file and image', () => {
  it('maps file and image to their column, show field and input', () => {
    const fields = parseFields('avatar!:image,resume:file');
    expect(fields).toEqual([
      { source: 'avatar', type: 'image', required: true },
      { source: 'resume', type: 'file', required: false },
    ]);
    expect(columnsOf(fields)).toEqual([
      { source: 'avatar', type: 'image' },
      { source: 'resume', type: 'file' },
    ]);
    expect(showElementsOf(fields).map((e) => e.selector)).toEqual([
      'va-image-field',
      'va-file-field',
    ]);
    expect(inputElementsOf([...fields, { ...fields[1], source: 'docs', multiple: true }])).toEqual([
      {
        component: 'VaImageInput',
        selector: 'va-image-input',
        attributes: [
          ['source', 'avatar'],
          ['required', true],
        ],
      },
      { component: 'VaFileInput', selector: 'va-file-input', attributes: [['source', 'resume']] },
      {
        component: 'VaFileInput',
        selector: 'va-file-input',
        attributes: [
          ['source', 'docs'],
          ['multiple', true],
        ],
      },
    ]);
  });

  it('writes pages that import and use the file components', async () => {
    const base: UnitTestTree = await createAdminApp({ standalone: true });
    const tree = await adminRunner().runSchematic(
      'resource',
      { project: 'app', name: 'users', label: 'name', fields: 'name:string,avatar:image,cv:file' },
      base,
    );
    const list = tree.readContent(`${RES}/users/list.ts`);
    expect(list).toContain("{ source: 'avatar', type: 'image' },");
    expect(list).toContain("{ source: 'cv', type: 'file' },");
    const show = tree.readContent(`${RES}/users/show.ts`);
    expect(show).toContain('VaImageField');
    expect(show).toContain('<va-image-field source="avatar" />');
    expect(show).toContain('<va-file-field source="cv" />');
    const form = tree.readContent(`${RES}/users/form.ts`);
    expect(form).toMatch(/imports: \[VaForm, VaTextInput, VaImageInput, VaFileInput\]/);
    expect(form).toContain('<va-image-input source="avatar" />');
    expect(form).toContain('<va-file-input source="cv" />');
  });
});
