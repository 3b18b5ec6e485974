import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { Validators } from '@angular/forms';

import { ADMIN_CONFIG } from '../../config/config';
import { normalizeResources } from '../../core/normalize';
import { ADMIN_UNDO_DELAY } from '../mutations';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from '../notifier';
import { AdminAuth } from '../../auth/auth';
import { ResourceRegistry } from '../../config/resource-registry';
import { provideAdmin } from '../../setup/provide-admin';
import { InlineEditController, type InlineEditColumn } from './inline-edit';
import { PasteController } from './paste-block';

const resources = normalizeResources([
  { name: 'posts', label: 'title', operations: { update: { method: 'PATCH' } } },
  { name: 'notes', label: 'text', mutationMode: 'undoable' },
]);
const [posts, notes] = resources;
const columns: InlineEditColumn[] = [
  { source: 'id', editable: false },
  { source: 'title', editable: true, label: 'Title', required: true },
  { source: 'views', editable: true, label: 'Views', validators: [Validators.min(0)] },
];
const rows = [
  { id: 1, title: 'One', views: 10 },
  { id: 2, title: 'Two', views: 20 },
];
const key = (key: string, more: Partial<KeyboardEvent> = {}) => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('InlineEditController', () => {
  let http: HttpTestingController;
  let edit: InlineEditController;
  let notices: [string, AdminNotifyOptions | undefined][];

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        InlineEditController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ADMIN_UNDO_DELAY, useValue: 20 },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (m: string, _t: unknown, o?: AdminNotifyOptions) => notices.push([m, o]),
          },
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    edit = TestBed.inject(InlineEditController);
    edit.configure({ resource: posts, columns, rows });
  });

  afterEach(() => http.verify());

  /** Begins editing `cell` and answers the version look-up with ETag `etag`. */
  async function begin(row: number, col: number, etag = '"3"', resource = posts) {
    const started = edit.begin({ row, col });
    await tick();
    const get = http.expectOne(`/api/${resource.name}/${rows[row]!.id}`);
    get.flush({ ...rows[row]! }, { headers: { ETag: etag } });
    await started;
  }

  it('moves the active cell with the arrows, Home, End and Ctrl+End, within the grid', () => {
    expect(edit.keydown(key('ArrowRight'))).toBe(true);
    expect(edit.active()).toEqual({ row: 0, col: 1 });
    edit.keydown(key('ArrowDown'));
    edit.keydown(key('ArrowDown'));
    expect(edit.active()).toEqual({ row: 1, col: 1 });
    edit.keydown(key('End'));
    expect(edit.active()).toEqual({ row: 1, col: 2 });
    edit.keydown(key('ArrowRight'));
    expect(edit.active()).toEqual({ row: 1, col: 2 });
    edit.keydown(key('Home', { ctrlKey: true }));
    expect(edit.active()).toEqual({ row: 0, col: 0 });
    expect(edit.keydown(key('a'))).toBe(false);
  });

  it('edits on Enter or F2 only where the column is editable and the record may be edited', async () => {
    edit.keydown(key('ArrowDown'));
    expect(edit.keydown(key('Enter'))).toBe(false);
    expect(edit.editing()).toBeNull();
    edit.configure({ resource: posts, columns, rows, mayEdit: (source) => source !== 'views' });
    expect(edit.isEditable({ row: 0, col: 2 })).toBe(false);
    edit.keydown(key('ArrowRight'));
    expect(edit.keydown(key('F2'))).toBe(true);
    await tick();
    http.expectOne('/api/posts/2').flush({ ...rows[1]! }, { headers: { ETag: '"7"' } });
    await tick();
    expect(edit.editing()).toEqual({ row: 1, col: 1 });
    expect(edit.control.value).toBe('Two');
    expect(edit.status()).toContain('Editing Title');
  });

  it('saves an update of the one field only, with the version, and leaves the edition', async () => {
    await begin(0, 1);
    edit.control.setValue('Uno');
    const done = edit.commit();
    await tick();
    const put = http.expectOne('/api/posts/1');
    expect(put.request.method).toBe('PATCH');
    expect(put.request.body).toEqual({ title: 'Uno' });
    expect(put.request.headers.get('If-Match')).toBe('"3"');
    put.flush({ id: 1, title: 'Uno', views: 10 });
    await expect(done).resolves.toBe('saved');
    expect(edit.editing()).toBeNull();
    expect(edit.status()).toBe('Title saved');
    expect(notices[0]![0]).toBe('Post “Uno” updated');
  });

  it('refuses an invalid draft: nothing sent, the cell stays in edition', async () => {
    await begin(0, 1);
    edit.control.setValue('');
    await expect(edit.commit()).resolves.toBe('invalid');
    expect(edit.editing()).toEqual({ row: 0, col: 1 });
    expect(edit.control.touched).toBe(true);
    expect(edit.status()).toBe('Title is not valid');
    edit.cancel();
    await begin(0, 2);
    edit.control.setValue(-1);
    await expect(edit.commit()).resolves.toBe('invalid');
  });

  it('cancels on Escape: nothing sent, the draft dropped', async () => {
    await begin(0, 1);
    edit.control.setValue('Changed');
    expect(edit.keydown(key('Escape'))).toBe(true);
    expect(edit.editing()).toBeNull();
    expect(edit.status()).toBe('Edit cancelled');
  });

  it('sends nothing for an unchanged value', async () => {
    await begin(0, 1);
    await expect(edit.commit()).resolves.toBe('unchanged');
    expect(edit.editing()).toBeNull();
  });

  it('Tab saves and edits the next editable cell, Shift+Tab the previous one across rows', async () => {
    await begin(0, 2);
    edit.control.setValue(11);
    expect(edit.keydown(key('Tab'))).toBe(true);
    await tick();
    http.expectOne('/api/posts/1').flush({ id: 1, title: 'One', views: 11 });
    await tick();
    // The next editable cell is row 2's title (the id column does not edit).
    http.expectOne('/api/posts/2').flush({ ...rows[1]! }, { headers: { ETag: '"1"' } });
    await tick();
    expect(edit.editing()).toEqual({ row: 1, col: 1 });
    expect(edit.keydown(key('Tab', { shiftKey: true }))).toBe(true);
    await tick();
    http.expectOne('/api/posts/1').flush({ ...rows[0]! }, { headers: { ETag: '"4"' } });
    await tick();
    expect(edit.editing()).toEqual({ row: 0, col: 2 });
    expect(edit.nextEditable({ row: 1, col: 2 }, 1)).toBeNull();
  });

  it('shows a conflict on the cell, keeps the typed text, and saves over the server version', async () => {
    await begin(0, 1);
    edit.control.setValue('Mine');
    const done = edit.commit();
    await tick();
    http
      .expectOne('/api/posts/1')
      .flush({ message: 'changed' }, { status: 412, statusText: 'Precondition Failed' });
    await tick();
    http
      .expectOne((r) => r.method === 'GET' && r.url === '/api/posts/1')
      .flush({ id: 1, title: 'Theirs', views: 10 }, { headers: { ETag: '"9"' } });
    await expect(done).resolves.toBe('conflict');
    expect(edit.editing()).toEqual({ row: 0, col: 1 });
    expect(edit.control.value).toBe('Mine');
    expect(edit.problem()).toMatchObject({ conflict: true, server: 'Theirs' });
    expect(edit.status()).toContain('“Theirs”');
    const again = edit.commit();
    await tick();
    const put = http.expectOne('/api/posts/1');
    expect(put.request.headers.get('If-Match')).toBe('"9"');
    put.flush({ id: 1, title: 'Mine', views: 10 });
    await expect(again).resolves.toBe('saved');
    expect(edit.problem()).toBeNull();
  });

  it('keeps the draft on the cell when the server refuses for another reason', async () => {
    await begin(0, 1);
    edit.control.setValue('Mine');
    const done = edit.commit();
    await tick();
    http.expectOne('/api/posts/1').flush('down', { status: 503, statusText: 'Unavailable' });
    await expect(done).resolves.toBe('failed');
    expect(edit.editing()).toEqual({ row: 0, col: 1 });
    expect(edit.control.value).toBe('Mine');
    expect(edit.problem()?.conflict).toBe(false);
  });

  it('an undoable resource: Undo drops the write unsent; otherwise it goes after the delay', async () => {
    edit.configure({ resource: notes, columns, rows });
    await begin(0, 1, '"2"', notes);
    edit.control.setValue('Later');
    await expect(edit.commit()).resolves.toBe('saved');
    const undo = notices[0]![1]!.undo!;
    undo();
    await new Promise((resolve) => setTimeout(resolve, 40));
    http.expectNone('/api/notes/1');
    await begin(0, 1, '"2"', notes);
    edit.control.setValue('Sent');
    await edit.commit();
    await new Promise((resolve) => setTimeout(resolve, 40));
    // An API that updates by PUT gets the whole record read with the version, the field changed.
    const put = http.expectOne('/api/notes/1');
    expect(put.request.method).toBe('PUT');
    expect(put.request.headers.get('If-Match')).toBe('"2"');
    expect(put.request.body).toEqual({ id: 1, title: 'Sent', views: 10 });
    put.flush({ id: 1, title: 'Sent' });
  });
});

describe('InlineEditController and field permissions', () => {
  it('never edits a field the user may not write (read-only for editors), nor pastes into it', async () => {
    const editor = { id: 2, name: 'Eddie', roles: ['editor'] };
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [
            {
              name: 'posts',
              label: 'title',
              permissions: [
                'admin',
                {
                  role: 'editor',
                  actions: ['list', 'show', 'edit'],
                  fields: { readOnly: ['views'] },
                },
              ],
            },
          ],
          auth: { login: () => editor, logout: () => undefined, me: () => editor },
        }),
        InlineEditController,
        PasteController,
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    const [resource] = TestBed.inject(ResourceRegistry).resources;
    const edit = TestBed.inject(InlineEditController);
    edit.configure({ resource: resource!, columns, rows });
    expect(edit.isEditable({ row: 0, col: 1 })).toBe(true);
    expect(edit.isEditable({ row: 0, col: 2 })).toBe(false);
    // The same rule for a pasted block: the views cells are left out.
    const paste = TestBed.inject(PasteController);
    const http = TestBed.inject(HttpTestingController);
    const pasted = paste.paste(
      { resource: resource!, columns, rows, describe: () => '' },
      { row: 0, col: 1 },
      'New title\t99',
    );
    await tick();
    http.match(() => true).forEach((request) => request.flush({ ...rows[0]! }));
    const preview = await pasted;
    expect(preview.changes.map((change) => change.source)).toEqual(['title']);
    expect(preview.outside).toBe(1);
  });
});
