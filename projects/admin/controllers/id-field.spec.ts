// Optimistic and undoable writes of records addressed by `slug` (the descriptor's `idField`):
// shown at once on the record of that slug, rolled back by slug when undone or refused.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS as ADMIN_ACCESS } from '../config/resource-catalog';
import type { AdminRecord } from 'admin/core';
import { ResourceRepositories } from '../data/resource-repositories';
import { DeleteController } from './delete';
import { ADMIN_UNDO_DELAY } from './mutations';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from './notifier';
import { SaveController } from './save';

const [tags, optimisticTags] = normalizeResources([
  { name: 'tags', idField: 'slug', label: 'name', mutationMode: 'undoable' },
  {
    name: 'optimistic-tags',
    api: 'tags',
    idField: 'slug',
    label: 'name',
    mutationMode: 'optimistic',
  },
]);

/** Records whose `id` is not their key, and crosses the slugs: a write keyed by id shows wrong. */
const ROWS: AdminRecord[] = [
  { id: 'a', slug: 'b', name: 'Angular' },
  { id: 'b', slug: 'a', name: 'RxJS' },
];
const BEFORE = ['b:Angular', 'a:RxJS'];

const settle = async () => {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
};

describe('optimistic and undoable writes of slug-keyed records', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotifyOptions | undefined][];

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources: [tags, optimisticTags] } },
        { provide: ADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        // Long enough that Undo always comes first, even on a loaded machine.
        { provide: ADMIN_UNDO_DELAY, useValue: 60_000 },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, _type: unknown, options?: AdminNotifyOptions) =>
              notices.push([message, options]),
          },
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  async function listOf(name: string) {
    const repository = TestBed.inject(ResourceRepositories).for(name);
    const listed = firstValueFrom(repository.list());
    http.expectOne('/api/tags').flush(ROWS);
    const rows = (await listed).data;
    return () => repository.applyPending(rows).map((r) => `${r['slug']}:${r['name']}`);
  }

  it('an undoable update shows on the record of that slug (not the one whose id is that text), Undo rolls it back', async () => {
    const list = await listOf('tags');
    await TestBed.inject(SaveController).save({
      resource: tags,
      id: 'a',
      record: { id: 'b', slug: 'a', name: 'Rx' },
    });
    await settle();
    expect(list()).toEqual(['b:Angular', 'a:Rx']);
    notices.at(-1)![1]!.undo!();
    await settle();
    expect(list()).toEqual(BEFORE);
    expect(http.match((r) => r.method !== 'GET')).toEqual([]);
  });

  it('an undoable delete hides the record of that slug until undone', async () => {
    const list = await listOf('tags');
    await TestBed.inject(DeleteController).deleteRecord(tags, ROWS[0]);
    await settle();
    expect(list()).toEqual(['a:RxJS']);
    notices.at(-1)![1]!.undo!();
    await settle();
    expect(list()).toEqual(BEFORE);
    expect(http.match((r) => r.method !== 'GET')).toEqual([]);
  });

  it('an optimistic update refused by the server is rolled back on the slug it was sent to', async () => {
    const list = await listOf('optimistic-tags');
    const saved = TestBed.inject(SaveController).save({
      resource: optimisticTags,
      id: 'b',
      record: { id: 'a', slug: 'b', name: 'NG' },
    });
    await settle();
    expect(list()).toEqual(['b:NG', 'a:RxJS']);
    const put = http.expectOne({ method: 'PUT', url: '/api/tags/b' });
    put.flush({ message: 'no' }, { status: 500, statusText: 'Server Error' });
    await saved;
    await settle();
    expect(list()).toEqual(BEFORE);
  });

  it('redirects to the page of the saved record by slug', async () => {
    const created = TestBed.inject(SaveController).save({
      resource: optimisticTags,
      id: null,
      record: { slug: 'new', name: 'New' },
      redirect: 'show',
    });
    http.expectOne({ method: 'POST', url: '/api/tags' }).flush({ id: 9, slug: 'new', name: 'New' });
    await expect(created).resolves.toMatchObject({
      status: 'saved',
      redirect: ['/optimistic-tags', 'new'],
    });
  });
});
