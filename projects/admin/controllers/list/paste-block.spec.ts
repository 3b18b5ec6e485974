import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { Validators } from '@angular/forms';

import { ADMIN_CONFIG } from '../../config/config';
import { normalizeResources } from '../../core/normalize';
import { jsonServerDialect } from '../../data/json-server-dialect';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from '../notifier';
import { PasteController, parsePastedBlock, type PasteColumn } from './paste-block';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;
const columns: PasteColumn[] = [
  { source: 'id', editable: false },
  { source: 'title', editable: true, label: 'Title', required: true },
  {
    source: 'views',
    editable: true,
    label: 'Views',
    type: 'number',
    validators: [Validators.min(0)],
  },
];
const rows = [
  { id: 1, title: 'One', views: 10 },
  { id: 2, title: 'Two', views: 20 },
  { id: 3, title: 'Three', views: 30 },
];
const describe_ = (errors: object) => Object.keys(errors).join(',');
const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('parsePastedBlock', () => {
  it('reads tab-separated rows, quoted cells with tabs and line breaks, CRLF, a last newline', async () => {
    await expect(parsePastedBlock('a\tb\r\nc\td\r\n')).resolves.toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await expect(parsePastedBlock('"x\ty"\t"two\nlines"\nz\t')).resolves.toEqual([
      ['x\ty', 'two\nlines'],
      ['z', ''],
    ]);
    await expect(parsePastedBlock('')).resolves.toEqual([]);
  });
});

describe('PasteController', () => {
  let http: HttpTestingController;
  let paste: PasteController;
  let notices: [string, unknown, AdminNotifyOptions | undefined][];

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        PasteController,
        { provide: ADMIN_CONFIG, useValue: { resources, dialect: jsonServerDialect } },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (m: string, t: unknown, o?: AdminNotifyOptions) => notices.push([m, t, o]),
          },
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    paste = TestBed.inject(PasteController);
  });

  afterEach(() => http.verify());

  /** Pastes `text` at row 0, title, answering each record's read with version `"5"`. */
  async function preview(text: string, ids: number[]) {
    const done = paste.paste(
      { resource: posts, columns, rows, describe: describe_ },
      { row: 0, col: 1 },
      text,
    );
    for (let i = 0; i < 5 && http.match(() => false).length === 0; i++) await tick();
    for (const id of ids) {
      await tick();
      http.expectOne(`/api/posts/${id}`).flush({ ...rows[id - 1]! }, { headers: { ETag: `"5"` } });
    }
    return done;
  }

  it('previews a 2×3 block at the active cell: old → new, values read, errors per cell, cells outside left out', async () => {
    const result = await preview('Uno\t11\nDos\tmany\n\t-1\n', [1, 2, 3]);
    expect(result.rows).toBe(3);
    expect(result.columns).toBe(2);
    expect(result.outside).toBe(0);
    expect(result.changes.map((c) => [c.id, c.source, c.before, c.value, c.error])).toEqual([
      [1, 'title', 'One', 'Uno', null],
      [1, 'views', 10, 11, null],
      [2, 'title', 'Two', 'Dos', null],
      [2, 'views', 20, undefined, 'must be a number, got “many”'],
      [3, 'title', 'Three', null, 'required'],
      [3, 'views', 30, -1, 'min'],
    ]);
    expect(paste.invalid()).toBe(3);
    expect(paste.canApply()).toBe(false);
    await expect(paste.apply()).resolves.toBe('invalid');
    // Fixed in the preview, the cells are checked again.
    paste.edit(3, '21');
    paste.edit(4, 'Tres');
    paste.edit(5, '0');
    expect(paste.invalid()).toBe(0);
    expect(paste.preview()!.changes[3]).toMatchObject({ value: 21, error: null });
  });

  it('leaves out cells past the grid or on columns that do not edit', async () => {
    const result = await preview('A\t1\textra', [1]);
    expect(result.outside).toBe(1);
    expect(result.changes).toHaveLength(2);
  });

  it('applies every change in one request with the versions, and Undo writes the old values back in one', async () => {
    await preview('Uno\t11\nDos\t22', [1, 2]);
    const applied = paste.apply();
    await tick();
    const request = http.expectOne('/api/posts/import');
    expect(request.request.body).toEqual({
      records: [
        { id: 1, title: 'Uno', views: 11 },
        { id: 2, title: 'Dos', views: 22 },
      ],
      key: 'id',
      versions: [5, 5],
    });
    request.flush({
      created: 0,
      updated: 2,
      rows: [
        { row: 1, action: 'updated', id: 1 },
        { row: 2, action: 'updated', id: 2 },
      ],
    });
    await expect(applied).resolves.toBe('applied');
    expect(paste.preview()).toBeNull();
    expect(notices[0]![0]).toBe('4 cells pasted into 2 records');
    notices[0]![2]!.undo!();
    await tick();
    http.expectOne('/api/posts/1').flush({ id: 1 }, { headers: { ETag: '"6"' } });
    http.expectOne('/api/posts/2').flush({ id: 2 }, { headers: { ETag: '"6"' } });
    await tick();
    const undo = http.expectOne('/api/posts/import');
    expect(undo.request.body).toEqual({
      records: [
        { id: 1, title: 'One', views: 10 },
        { id: 2, title: 'Two', views: 20 },
      ],
      key: 'id',
      versions: [6, 6],
    });
    undo.flush({ created: 0, updated: 2, rows: [] });
  });

  it('a refused row writes nothing and names the row and field; the preview stays', async () => {
    await preview('Uno\nDos', [1, 2]);
    const applied = paste.apply();
    await tick();
    http.expectOne('/api/posts/import').flush(
      {
        message: 'Import failed',
        rows: [{ row: 2, message: 'Precondition failed: posts 2 changed' }],
      },
      { status: 422, statusText: 'Unprocessable' },
    );
    await expect(applied).resolves.toBe('refused');
    expect(paste.error()).toBe(
      'The paste was not applied (nothing was written): Row 2 (Two), Title: Precondition failed: posts 2 changed',
    );
    expect(paste.preview()?.changes).toHaveLength(2);
  });
});
