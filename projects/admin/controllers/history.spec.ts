import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_CONFIG } from '../config/config';
import { ADMIN_HISTORY, type AdminHistoryConfig, type HistoryEntry } from '../config/history';
import { normalizeResources } from '../core/normalize';
import { ResourceRepositories } from 'admin/data';
import { httpHistory } from '../data/http-history';
import { diffWords, historyFieldDiff, historyText } from './history-diff';
import { HistoryController } from './history';
import { ADMIN_NOTIFIER, type AdminNotificationType } from './notifier';
import { SaveController } from './save';

const resources = normalizeResources([{ name: 'posts', label: 'title', translatable: true }]);
const [posts] = resources;

const entry = (version: number, title: string, before: string): HistoryEntry => ({
  id: version,
  resource: 'posts',
  recordId: 1,
  action: 'update',
  version,
  at: '2026-11-28T04:00:00.000Z',
  user: { id: 2, name: 'Eddie' },
  changes: [
    { field: 'title', before, after: title },
    { field: 'views', before: version, after: version + 1 },
  ],
  record: { id: 1, title, views: version + 1 },
});

describe('history diffs', () => {
  it('diffs texts word by word', () => {
    expect(diffWords('The quick brown fox', 'The slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick' },
      { kind: 'added', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'added', text: ' jumps' },
    ]);
    expect(diffWords('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
    expect(diffWords('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
  });

  it('diffs rich text as the text a reader sees', () => {
    expect(historyText('<p>One <b>two</b></p><p>Three &amp; four</p>')).toBe(
      'One two\nThree & four',
    );
    const diff = historyFieldDiff(
      { field: 'body', before: '<p>One <b>two</b></p>', after: '<p>One <i>three</i></p>' },
      'Body',
    );
    expect(diff).toEqual({
      field: 'body',
      label: 'Body',
      before: 'One two',
      after: 'One three',
      segments: [
        { kind: 'same', text: 'One ' },
        { kind: 'removed', text: 'two' },
        { kind: 'added', text: 'three' },
      ],
    });
  });

  it('shows other values before and after, without a word diff', () => {
    expect(historyFieldDiff({ field: 'tagIds', before: [1, 2], after: [2] }, 'Tags')).toEqual({
      field: 'tagIds',
      label: 'Tags',
      before: '1, 2',
      after: '2',
      segments: null,
    });
    expect(
      historyFieldDiff({ field: 'published', before: false, after: true }, 'P').segments,
    ).toBeNull();
    expect(
      historyFieldDiff({ field: 'title', before: null, after: 'Hi' }, 'Title').segments,
    ).toEqual([{ kind: 'added', text: 'Hi' }]);
  });
});

describe('HistoryController', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotificationType | undefined][];

  function setUp(history: boolean, config: Record<string, unknown> = {}) {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        HistoryController,
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources, apiUrl: '/api', ...config } },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, type?: AdminNotificationType) =>
              notices.push([message, type]),
          },
        },
        ...(history
          ? [
              {
                provide: ADMIN_HISTORY,
                useFactory: (): AdminHistoryConfig => ({
                  provider: httpHistory(),
                  auditRoles: ['admin'],
                  auditPath: 'audit',
                  auditPage: () => Promise.reject(new Error('not in this test')),
                }),
              },
            ]
          : []),
      ],
    });
    http = TestBed.inject(HttpTestingController);
  }

  afterEach(() => http.verify());

  /** The record as the show page read it (with its ETag, the version a restore is based on). */
  async function readRecord(version: number) {
    const read = firstValueFrom(TestBed.inject(ResourceRepositories).for(posts).get(1));
    http
      .expectOne('/api/posts/1')
      .flush({ id: 1, title: 'Third', views: 3 }, { headers: { ETag: `"${version}"` } });
    return read;
  }

  async function connected(version = 3) {
    const record = await readRecord(version);
    const controller = TestBed.inject(HistoryController);
    controller.connect(() => ({ resource: posts, id: 1, record }));
    TestBed.tick();
    return controller;
  }

  it('is off without withHistory(): nothing is asked', () => {
    setUp(false);
    const controller = TestBed.inject(HistoryController);
    controller.connect(() => ({ resource: posts, id: 1, record: { id: 1 } }));
    TestBed.tick();
    expect(controller.enabled()).toBe(false);
    expect(controller.state().status).toBe('off');
  });

  it('loads the versions, newest first, with their diffs; the latest is not restorable', async () => {
    setUp(true);
    const controller = await connected();
    expect(controller.loading()).toBe(true);
    const request = http.expectOne('/api/posts/1/history?page=1&perPage=10');
    request.flush({ data: [entry(3, 'Third', 'Second'), entry(2, 'Second', 'First')], total: 2 });
    TestBed.tick();
    const versions = controller.versions();
    expect(versions.map((v) => [v.entry.version, v.restorable])).toEqual([
      [3, false],
      [2, true],
    ]);
    expect(versions[1].diffs.map((d) => [d.label, d.before, d.after])).toEqual([
      ['Title', 'First', 'Second'],
      ['Views', '2', '3'],
    ]);
    expect(controller.total()).toBe(2);
    expect(controller.empty()).toBe(false);
  });

  it('shows no diff of a field the user may not read (field permissions)', async () => {
    setUp(true, {
      canAccess: ({ field }: { field?: string }) => (field === 'views' ? false : undefined),
    });
    const controller = await connected();
    http
      .expectOne('/api/posts/1/history?page=1&perPage=10')
      .flush({ data: [entry(3, 'Third', 'Second'), entry(2, 'Second', 'First')], total: 2 });
    TestBed.tick();
    expect(controller.versions()[1].diffs.map((d) => d.field)).toEqual(['title']);
  });

  it('shows a failure with a retry, and an empty history as empty', async () => {
    setUp(true);
    const controller = await connected();
    http
      .expectOne('/api/posts/1/history?page=1&perPage=10')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    TestBed.tick();
    expect(controller.state().status).toBe('error');
    expect(controller.errorText()).toContain('Database down');
    controller.reload();
    TestBed.tick();
    http.expectOne('/api/posts/1/history?page=1&perPage=10').flush({ data: [], total: 0 });
    TestBed.tick();
    expect(controller.empty()).toBe(true);
  });

  it('restores a version: an update based on the version shown, notified, then reloaded', async () => {
    setUp(true);
    const controller = await connected(3);
    http
      .expectOne('/api/posts/1/history?page=1&perPage=10')
      .flush({ data: [entry(3, 'Third', 'Second'), entry(2, 'Second', 'First')], total: 2 });
    TestBed.tick();
    const done = controller.restore(controller.versions()[1]);
    expect(controller.restoring()).toBe(true);
    const put = http.expectOne('/api/posts/1');
    expect(put.request.method).toBe('PUT');
    expect(put.request.headers.get('If-Match')).toBe('"3"');
    expect(put.request.body).toEqual({ title: 'Second', views: 3 });
    put.flush({ id: 1, title: 'Second', views: 3 }, { headers: { ETag: '"4"' } });
    await expect(done).resolves.toMatchObject({ status: 'saved' });
    expect(notices).toEqual([['Post “Second” updated', 'success']]);
    await Promise.resolve();
    TestBed.tick();
    http.expectOne('/api/posts/1/history?page=1&perPage=10').flush({ data: [], total: 0 });
  });

  it('refuses a restore on a version conflict: nothing changes, the user is told why', async () => {
    setUp(true);
    const controller = await connected(2);
    http
      .expectOne('/api/posts/1/history?page=1&perPage=10')
      .flush({ data: [entry(3, 'Third', 'Second'), entry(2, 'Second', 'First')], total: 2 });
    TestBed.tick();
    const done = controller.restore(controller.versions()[1]);
    const put = http.expectOne('/api/posts/1');
    expect(put.request.headers.get('If-Match')).toBe('"2"');
    put.flush(
      { message: 'Precondition failed: posts 1 is at version 3' },
      { status: 412, statusText: 'Precondition Failed' },
    );
    await expect(done).resolves.toMatchObject({ status: 'conflict' });
    expect(notices).toEqual([
      [
        'The record was changed since this page showed it: nothing was restored. Reload the page, then restore again.',
        'error',
      ],
    ]);
    expect(controller.restoring()).toBe(false);
  });

  it('asks for another page of versions', async () => {
    setUp(true);
    const controller = await connected();
    http.expectOne('/api/posts/1/history?page=1&perPage=10').flush({ data: [], total: 30 });
    controller.show(3, 5);
    TestBed.tick();
    http.expectOne('/api/posts/1/history?page=3&perPage=5').flush({ data: [], total: 30 });
  });
});
