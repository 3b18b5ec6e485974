import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Injector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ADMIN_AUTH, AdminAuth, type AuthProvider } from 'admin/auth';
import { provideAdmin } from 'admin/setup';
import { AdminImports } from './admin-imports';
import { ImportController } from './import-controller';
import { guessMapping, headerKey } from './import-mapping';
import { cellValue } from './import-values';

const RESOURCES = [
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      { role: 'editor', actions: ['list' as const, 'create' as const] },
      { role: 'viewer', actions: ['list' as const] },
      {
        role: 'author',
        actions: ['list' as const, 'create' as const, 'edit' as const],
        fields: { readOnly: ['views'], hidden: ['published'] },
      },
    ],
    import: {
      fields: [
        { source: 'title', label: 'Headline', required: true },
        { source: 'views', type: 'number' as const },
        { source: 'published', type: 'boolean' as const },
        { source: 'publishedAt', type: 'date' as const },
        { source: 'userId', type: 'reference' as const, reference: 'users' },
      ],
    },
  },
  { name: 'users', label: 'name' },
  { name: 'tags', label: 'name', import: { roles: ['admin'] } },
  { name: 'notes' },
];

function signedIn(roles: string[]): AuthProvider {
  const user = { id: 1, name: 'Test', email: 't@example.com', roles };
  return { login: async () => user, logout: async () => undefined, me: async () => user };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('CSV import: mapping and values', () => {
  it('compares headers without accents, case, spaces, _ or -', () => {
    expect(headerKey(' Catégorie_Name ')).toBe('categoriename');
    const fields = [
      { source: 'title', label: 'Headline' },
      { source: 'userId' },
      { source: 'views' },
    ];
    const labels = (f: { source: string; label?: string }) => [
      f.label ?? '',
      f.source === 'userId' ? 'User' : '',
    ];
    expect(guessMapping(['HEADLINE', 'user', 'Views', 'views', 'other'], fields, labels)).toEqual([
      'title',
      'userId',
      'views',
      null,
      null,
    ]);
  });

  it('reads cells as their types and names what is wrong', () => {
    expect(cellValue({ source: 'n', type: 'number' }, '2,5')).toEqual({ value: 2.5 });
    expect(cellValue({ source: 'n', type: 'number' }, '1 200')).toEqual({ value: 1200 });
    expect(cellValue({ source: 'n', type: 'number' }, 'ten')).toEqual({ error: 'notNumber' });
    expect(cellValue({ source: 'b', type: 'boolean' }, 'Oui')).toEqual({ value: true });
    expect(cellValue({ source: 'b', type: 'boolean' }, 'maybe')).toEqual({ error: 'notBoolean' });
    expect(cellValue({ source: 'd', type: 'date' }, '28/11/2026')).toEqual({ value: '2026-11-28' });
    expect(cellValue({ source: 'd', type: 'date' }, '2026-02-30')).toEqual({ error: 'notDate' });
    expect(
      cellValue({ source: 't', type: 'reference-array', reference: 'tags' }, '1; 2,x'),
    ).toEqual({
      value: [1, 2, 'x'],
      ids: [1, 2, 'x'],
    });
  });
});

describe('ImportController', () => {
  let http: HttpTestingController;

  async function setup(roles: string[]) {
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: RESOURCES,
          pages: { PostsList: () => Promise.resolve(class {}) },
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_AUTH, useValue: signedIn(roles) },
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    http = TestBed.inject(HttpTestingController);
  }

  const controller = (resource: string) =>
    runInInjectionContext(TestBed.inject(Injector), () => new ImportController({ resource }));

  afterEach(() => http?.verify());

  it('is offered to whom may create, and to the roles of import.roles', async () => {
    await setup(['editor']);
    const imports = TestBed.inject(AdminImports);
    expect(imports.canImport('posts')).toBe(true);
    expect(imports.canUpdate('posts')).toBe(false);
    expect(imports.link('posts')).toEqual(['/posts', 'import']);
    expect(imports.canImport('tags')).toBe(false);
    expect(imports.has('notes')).toBe(false);
    expect(() => controller('notes').resource()).toThrow(
      'ImportController: resource "notes" offers no import (its descriptor does not set import)',
    );
  });

  it('never maps a column to a field the user may not write (hidden or read-only), in creates as in updates', async () => {
    await setup(['author']);
    const importer = controller('posts');
    expect(importer.fields().map((f) => f.source)).toEqual([
      'id',
      'title',
      'publishedAt',
      'userId',
    ]);
    await expect(
      importer.load('id;Headline;Views;Published\r\n;New;12;yes\r\n', 'posts.csv'),
    ).resolves.toBe(true);
    expect(importer.mapping()).toEqual(['id', 'title', null, null]);
    expect(() => importer.setMapping(2, 'views')).toThrow(
      'ImportController.setMapping(): "views" is not a field a column may fill here',
    );
    expect(importer.mapping()).toEqual(['id', 'title', null, null]);
  });

  it('maps the columns, previews the errors of each row, and imports nothing while one has errors', async () => {
    await setup(['admin']);
    const importer = controller('posts');
    const csv =
      'id;Headline;Views;Published;published at;User\r\n' +
      '3;Edited;12;yes;2026-11-28;1\r\n' +
      ';;many;maybe;soon;77\r\n' +
      ';New;0;no;;1\r\n';
    await expect(importer.load(csv, 'posts.csv')).resolves.toBe(true);
    expect(importer.step()).toBe('mapping');
    expect(importer.mapping()).toEqual([
      'id',
      'title',
      'views',
      'published',
      'publishedAt',
      'userId',
    ]);
    expect(importer.key()).toBe('id');

    const checked = importer.check();
    await tick();
    const users = http.expectOne((r) => r.url === '/api/users');
    expect(users.request.params.getAll('id')).toEqual(['1', '77']);
    users.flush([{ id: 1, name: 'Ann' }]);
    await tick();
    const dry = http.expectOne('/api/posts/import');
    expect(dry.request.body).toEqual({
      key: 'id',
      dryRun: true,
      records: [
        {
          id: 3,
          title: 'Edited',
          views: 12,
          published: true,
          publishedAt: '2026-11-28',
          userId: 1,
        },
        { title: 'New', views: 0, published: false, userId: 1 },
      ],
    });
    dry.flush({
      created: 1,
      updated: 1,
      rows: [
        { row: 1, action: 'updated', id: 3 },
        { row: 2, action: 'created' },
      ],
    });
    await expect(checked).resolves.toBe(false);
    expect(importer.step()).toBe('preview');
    const [edited, bad, fresh] = importer.preview();
    expect(edited).toMatchObject({ line: 2, action: 'updated', errors: {} });
    expect(fresh).toMatchObject({ line: 4, action: 'created', errors: {} });
    expect(bad.line).toBe(3);
    expect(bad.errors).toEqual({
      title: ['is required'],
      views: ['must be a number, got “many”'],
      published: ['must be yes or no (true/false, 1/0), got “maybe”'],
      publishedAt: ['must be a date (YYYY-MM-DD), got “soon”'],
      userId: ['no user has id 77'],
    });
    expect(importer.canRun()).toBe(false);
    await expect(importer.run()).resolves.toBe(false);
  });

  it('shows the API’s row errors of the dry run, then imports a fixed file and reports it', async () => {
    await setup(['admin']);
    const importer = controller('posts');
    await importer.load('title,views\nOne,1\nTwo,2\n');
    expect(importer.key()).toBeNull();
    const first = importer.check();
    await tick();
    http.expectOne('/api/posts/import').flush(
      {
        message: 'Import failed',
        rows: [{ row: 2, message: 'Validation failed', errors: { title: ['is already taken'] } }],
      },
      { status: 422, statusText: 'Unprocessable Entity' },
    );
    await expect(first).resolves.toBe(false);
    expect(importer.invalidRows()).toEqual([
      expect.objectContaining({ line: 3, errors: { title: ['is already taken'] } }),
    ]);

    await importer.load('title,views\nOne,1\nTwo again,2\n');
    const second = importer.check();
    await tick();
    http.expectOne('/api/posts/import').flush({
      created: 2,
      updated: 0,
      rows: [
        { row: 1, action: 'created', id: 8 },
        { row: 2, action: 'created', id: 9 },
      ],
    });
    await expect(second).resolves.toBe(true);
    const ran = importer.run();
    const write = http.expectOne('/api/posts/import');
    expect(write.request.body).toEqual({
      key: 'id',
      records: [
        { title: 'One', views: 1 },
        { title: 'Two again', views: 2 },
      ],
    });
    write.flush({
      created: 2,
      updated: 0,
      rows: [
        { row: 1, action: 'created', id: 8 },
        { row: 2, action: 'created', id: 9 },
      ],
    });
    await expect(ran).resolves.toBe(true);
    expect(importer.step()).toBe('report');
    expect(importer.report()).toEqual({
      created: 2,
      updated: 0,
      failed: [],
      written: [2, 3],
      skipped: [],
      atomic: true,
    });
  });

  it('stays on the file step with the reason when the file cannot be read, and retries', async () => {
    await setup(['admin']);
    const importer = controller('posts');
    await expect(importer.load('title\n', 'empty.csv')).resolves.toBe(false);
    expect(importer.step()).toBe('file');
    expect(importer.fileStatus()).toBe('error');
    expect(importer.fileError()).toContain('The file holds no rows under its header');
    await expect(importer.retryFile()).resolves.toBe(false);
    expect(importer.fileName()).toBe('empty.csv');
  });

  it('keeps one column per field, and the key among the mapped fields', async () => {
    await setup(['admin']);
    const importer = controller('posts');
    await importer.load('id,title,Headline\n1,a,b\n');
    expect(importer.mapping()).toEqual(['id', 'title', null]);
    importer.setMapping(2, 'title');
    expect(importer.mapping()).toEqual(['id', null, 'title']);
    importer.setMapping(0, null);
    expect(importer.key()).toBeNull();
    expect(() => importer.setKey('views')).toThrow(
      'the key must be a mapped field (title), got "views"',
    );
    importer.setKey('title');
    expect(importer.key()).toBe('title');
  });
});
