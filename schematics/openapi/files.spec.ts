import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import { join } from 'node:path';

import { createAdminApp, runLogged } from '../testing/workspace';

const RES = '/projects/app/src/resources';
const GALLERY = join(__dirname, 'fixtures', 'gallery.openapi.yaml');

describe('ng generate admin:openapi: files and images', () => {
  let tree: UnitTestTree;
  let log: string;

  beforeAll(async () => {
    let logs: string[];
    ({ tree, logs } = await runLogged(
      'openapi',
      { project: 'app', document: GALLERY },
      await createAdminApp({ standalone: true }),
    ));
    log = logs.join('\n');
  });

  it('maps format binary to a file input, a picture to an image input, arrays to multiple', () => {
    const form = tree.readContent(`${RES}/documents/form.ts`);
    expect(form).toContain('<va-file-input source="file" required />');
    expect(form).toContain('<va-file-input source="scans" multiple />');
    expect(form).toContain('<va-image-input source="cover" />');
    const show = tree.readContent(`${RES}/documents/show.ts`);
    expect(show).toContain('<va-file-field source="file" />');
    expect(show).toContain('<va-image-field source="cover" />');
    expect(tree.readContent(`${RES}/documents/list.ts`)).toContain(
      "{ source: 'file', type: 'file' },",
    );
  });

  it('keeps base64 content a text input and says why', () => {
    expect(tree.readContent(`${RES}/documents/form.ts`)).toContain(
      '<va-text-input source="thumbnail" />',
    );
    expect(log).toContain(
      "documents: thumbnail: base64 content (a file inside the JSON): a text input is generated; admin's file inputs send files (format binary), not base64",
    );
  });

  it('reads a multipart/form-data body: the image the body takes, the URL the record returns', () => {
    const form = tree.readContent(`${RES}/photos/form.ts`);
    expect(form).toContain('<va-image-input source="image" required />');
    expect(form).toContain('<va-text-input source="title" required />');
    expect(tree.readContent(`${RES}/photos/list.ts`)).toContain(
      "{ source: 'image', type: 'image' },",
    );
    expect(log).toContain(
      "photos: creates and updates as multipart/form-data: give the resource dialect: withUploads(<dialect>, { mode: 'multipart', dataPart: false })",
    );
    expect(log).not.toContain('documents: creates and updates as multipart');
  });
});
