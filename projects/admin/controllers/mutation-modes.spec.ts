import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS as ADMIN_ACCESS } from '../config/resource-catalog';
import type { AdminRecord, MutationMode, Resource } from 'admin/core';
import { ResourceRepositories } from '../data/resource-repositories';
import { DeleteController } from './delete';
import { ListActions, bulkUpdateAction } from './list/list-actions';
import { ADMIN_UNDO_DELAY } from './mutations';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from './notifier';
import { SaveController } from './save';

// `posts` in the default mode, `notes` undoable for every write of the resource.
const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'notes', label: 'title', mutationMode: 'undoable' },
]);
const byName = (name: string) => resources.find((r) => r.name === name)!;

const ROWS: AdminRecord[] = [
  { id: 1, title: 'One' },
  { id: 2, title: 'Two' },
  { id: 3, title: 'Three' },
];

type Kind = 'delete' | 'bulk delete' | 'update' | 'bulk update';

/** Each write kind, through the controller the pages use, in `mode` (undefined: the resource's). */
const WRITES: Record<Kind, (resource: Resource, mode?: MutationMode) => Promise<unknown>> = {
  delete: (resource, mode) =>
    TestBed.inject(DeleteController).deleteRecord(resource, ROWS[0], { mutationMode: mode }),
  'bulk delete': (resource, mode) =>
    TestBed.inject(DeleteController).deleteRecords(resource, ROWS.slice(0, 2), {
      mutationMode: mode,
    }),
  update: (resource, mode) =>
    TestBed.inject(SaveController).save({
      resource,
      id: 1,
      record: { id: 1, title: 'Changed' },
      mutationMode: mode,
    }),
  'bulk update': (resource, mode) =>
    TestBed.inject(ListActions).run(
      resource,
      bulkUpdateAction({
        id: 'retitle',
        label: 'Retitle',
        data: { title: 'Changed' },
        mutationMode: mode,
      }),
      ROWS.slice(0, 2),
    ),
};

/** What each kind shows while pending (ids and titles of the list). */
const SHOWN: Record<Kind, string[]> = {
  delete: ['2:Two', '3:Three'],
  'bulk delete': ['3:Three'],
  update: ['1:Changed', '2:Two', '3:Three'],
  'bulk update': ['1:Changed', '2:Changed', '3:Three'],
};
const BEFORE = ['1:One', '2:Two', '3:Three'];
const KINDS = Object.keys(WRITES) as Kind[];

const settle = async () => {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The undo delay of these specs (ms): long enough that the write is never sent before a spec has
 * looked at what is shown and pressed Undo, even on a busy machine (30 ms was not, at a load of
 * 15), short enough to keep the file quick.
 */
const UNDO_DELAY = 250;

describe('mutation modes: delete, bulk delete, update and bulk update, per resource and per call', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotifyOptions | undefined][];

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        { provide: ADMIN_UNDO_DELAY, useValue: UNDO_DELAY },
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

  /** The list of `name` as its page shows it (loaded rows with the pending writes applied). */
  async function listOf(name: string) {
    const repository = TestBed.inject(ResourceRepositories).for(name);
    const listed = firstValueFrom(repository.list());
    http.expectOne(`/api/${name}`).flush(ROWS);
    const rows = (await listed).data;
    return () => repository.applyPending(rows).map((r) => `${r['id']}:${r['title']}`);
  }
  const writes = () => http.match((r) => r.method !== 'GET');

  it.each(KINDS)(
    '%s, undoable by the resource: shown at once, nothing sent; Undo: as before, still nothing sent',
    async (kind) => {
      const list = await listOf('notes');
      await WRITES[kind](byName('notes'));
      await settle();
      expect(list()).toEqual(SHOWN[kind]);
      expect(writes()).toEqual([]);
      notices.at(-1)![1]!.undo!();
      await wait(2 * UNDO_DELAY);
      expect(list()).toEqual(BEFORE);
      expect(writes()).toEqual([]);
    },
  );

  it.each(KINDS)('%s, undoable by the resource: sent once the delay is over', async (kind) => {
    const list = await listOf('notes');
    await WRITES[kind](byName('notes'));
    await settle();
    expect(writes()).toEqual([]);
    await wait(2 * UNDO_DELAY);
    const sent = writes();
    expect(sent.length).toBe(kind.startsWith('bulk') ? 2 : 1);
    for (const request of sent) request.flush({ id: 1, title: 'Changed' });
    await settle();
    expect(list()).toEqual(BEFORE); // committed: the page reloads from the server
  });

  it.each(KINDS)(
    '%s, optimistic for this call only: shown at once and sent; refused, exactly as before',
    async (kind) => {
      const list = await listOf('posts');
      await WRITES[kind](byName('posts'), 'optimistic');
      await settle();
      expect(list()).toEqual(SHOWN[kind]);
      const sent = writes();
      expect(sent.length).toBe(kind.startsWith('bulk') ? 2 : 1);
      for (const request of sent) {
        request.flush({ message: 'Locked' }, { status: 423, statusText: 'Locked' });
      }
      await settle();
      expect(list()).toEqual(BEFORE);
      expect(notices.at(-1)![0]).toContain('Locked');
    },
  );

  it.each(KINDS)(
    '%s, pessimistic for this call on an undoable resource: sent at once, shown only once accepted',
    async (kind) => {
      const list = await listOf('notes');
      const done = WRITES[kind](byName('notes'), 'pessimistic');
      await settle();
      expect(list()).toEqual(BEFORE);
      const sent = writes();
      expect(sent.length).toBe(kind.startsWith('bulk') ? 2 : 1);
      for (const request of sent) request.flush({ id: 1, title: 'Changed' });
      await done;
      expect(notices.at(-1)![1]?.undo).toBeUndefined();
    },
  );
});
