import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Injector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { AdminAuth } from '../auth/auth';
import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import type { AdminRecord, RecordId } from 'admin/core';
import { ResourceRepositories } from '../data/resource-repositories';
import { DeleteController } from './delete';
import { ListActions, bulkUpdateAction } from './list/list-actions';
import { ɵADMIN_ACCESS } from '../config/resource-catalog';
import { ResourceRegistry } from '../config/resource-registry';
import { provideAdmin } from '../setup/provide-admin';
import { ADMIN_UNDO_DELAY, AdminMutations } from './mutations';
import { ɵmutationModeOf } from './mutations-internal';
import { ADMIN_NOTIFIER, type AdminNotificationType, type AdminNotifyOptions } from './notifier';
import { RecordController } from './record';
import { referenceRecords } from './references';
import { SaveController } from './save';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;

const settle = async () => {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
};

describe('AdminMutations: optimistic and undoable writes', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotificationType | undefined, AdminNotifyOptions | undefined][];
  let repos: ResourceRepositories;

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        RecordController,
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ɵADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        { provide: ɵADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_UNDO_DELAY, useValue: 30 },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, type?: AdminNotificationType, options?: AdminNotifyOptions) =>
              notices.push([message, type, options]),
          },
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    repos = TestBed.inject(ResourceRepositories);
  });

  afterEach(() => http.verify());

  /** A list page, a show page and a reference, all showing posts 1 and 2. */
  async function views() {
    const repository = repos.for('posts');
    const listed = firstValueFrom(repository.list());
    http.expectOne('/api/posts').flush([
      { id: 1, title: 'One' },
      { id: 2, title: 'Two' },
    ]);
    const rows = (await listed).data;
    const show = TestBed.inject(RecordController);
    show.connect(() => ({ resource: posts, item: rows[0] }));
    const reference = runInInjectionContext(TestBed.inject(Injector), () =>
      referenceRecords(() => ({ reference: 'posts', ids: [1, 2] })),
    );
    await settle();
    const list = () => repository.applyPending(rows).map((r) => `${r['id']}:${r['title']}`);
    const referenced = () => [...reference().records.values()].map((r) => r['title']);
    return { repository, rows, show, reference, list, referenced };
  }

  it('an optimistic delete hides the record everywhere at once; refused, everything is back', async () => {
    const { repository, show, list, referenced } = await views();
    const before = { list: list(), show: show.record(), referenced: referenced() };
    const done = TestBed.inject(DeleteController).deleteRecord(
      posts,
      { id: 1, title: 'One' },
      { mutationMode: 'optimistic' },
    );
    await settle();
    const request = http.expectOne((r) => r.method === 'DELETE');
    await expect(done).resolves.toBe(true);
    expect(list()).toEqual(['2:Two']);
    expect(show.record()).toBeNull();
    expect(referenced()).toEqual(['Two']);

    request.flush({ message: 'Post is locked' }, { status: 423, statusText: 'Locked' });
    await settle();
    expect({ list: list(), show: show.record(), referenced: referenced() }).toEqual(before);
    expect(show.record()).toBe(before.show);
    expect(repository.cached(1)).toEqual({ id: 1, title: 'One' });
    expect(notices.at(-1)).toEqual([
      'Post “One” could not be deleted and is back: Post is locked',
      'error',
      {},
    ]);
  });

  it('an optimistic update shows the new values at once; refused, the previous ones are back, with a retry', async () => {
    const { show, list, referenced } = await views();
    const save = TestBed.inject(SaveController).save({
      resource: posts,
      id: 2,
      record: { id: 2, title: 'Deux' },
      mutationMode: 'optimistic',
    });
    await expect(save).resolves.toMatchObject({
      status: 'saved',
      record: { id: 2, title: 'Deux' },
    });
    expect(list()).toEqual(['1:One', '2:Deux']);
    expect(referenced()).toEqual(['One', 'Deux']);
    expect(show.record()).toEqual({ id: 1, title: 'One' });
    http
      .expectOne((r) => r.method === 'PUT')
      .flush({ message: 'Down' }, { status: 500, statusText: 'Server Error' });
    await settle();
    expect(list()).toEqual(['1:One', '2:Two']);
    expect(referenced()).toEqual(['One', 'Two']);
    const [message, type, options] = notices.at(-1)!;
    expect(message).toBe('The changes to post “Deux” could not be saved and were undone: Down');
    expect(type).toBe('error');
    // "Retry" sends what the user typed again.
    void options?.retry?.();
    await settle();
    const again = http.expectOne((r) => r.method === 'PUT');
    expect(again.request.body).toEqual({ id: 2, title: 'Deux' });
    again.flush({ id: 2, title: 'Deux' });
    await settle();
  });

  it('an undoable delete sends nothing before its delay; Undo brings the record back and sends nothing', async () => {
    const { list } = await views();
    const done = TestBed.inject(DeleteController).deleteRecord(
      posts,
      { id: 1, title: 'One' },
      { mutationMode: 'undoable' },
    );
    await expect(done).resolves.toBe(true);
    expect(list()).toEqual(['2:Two']);
    http.expectNone((r) => r.method === 'DELETE');
    const [message, type, options] = notices.at(-1)!;
    expect([message, type, options?.duration]).toEqual(['Post “One” deleted', 'info', 30]);
    options!.undo!();
    await new Promise((resolve) => setTimeout(resolve, 60));
    http.expectNone((r) => r.method === 'DELETE');
    expect(list()).toEqual(['1:One', '2:Two']);
    expect(TestBed.inject(AdminMutations).pending()).toBe(0);
  });

  it('an undoable delete is sent once its delay is over, and stays done', async () => {
    const { repository, referenced } = await views();
    const phases: string[] = [];
    repository.pendingEvents().subscribe(({ phase }) => phases.push(phase));
    await TestBed.inject(DeleteController).deleteRecord(
      posts,
      { id: 1, title: 'One' },
      { mutationMode: 'undoable' },
    );
    expect(TestBed.inject(AdminMutations).pending()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    http.expectOne((r) => r.method === 'DELETE' && r.url === '/api/posts/1').flush({});
    await settle();
    expect(phases).toEqual(['staged', 'committed']);
    expect(TestBed.inject(AdminMutations).pending()).toBe(0);
    // Committed: the reference asks the server again, which no longer has the record.
    http.expectOne((r) => r.method === 'GET' && r.params.get('id') === '1').flush([]);
    await settle();
    expect(referenced()).toEqual(['Two']);
  });

  it('flush() sends the waiting writes at once, with keepalive when the page is left', async () => {
    await views();
    const ids: RecordId[] = [];
    await TestBed.inject(DeleteController).deleteRecords(
      posts,
      [{ id: 1 }, { id: 2 }] as AdminRecord[],
      { mutationMode: 'undoable' },
    );
    const flushed = TestBed.inject(AdminMutations).flush({ keepalive: true });
    await settle();
    for (const request of http.match((r) => r.method === 'DELETE')) {
      expect(request.request.keepalive).toBe(true);
      ids.push(request.request.url.split('/').pop()!);
      request.flush({});
    }
    await flushed;
    expect(ids.sort()).toEqual(['1', '2']);
  });

  it.each(['pagehide', 'beforeunload'])(
    'sends the waiting writes when the tab is closed or the page left (%s)',
    async (event) => {
      await views();
      await TestBed.inject(DeleteController).deleteRecord(
        posts,
        { id: 2 },
        { mutationMode: 'undoable' },
      );
      window.dispatchEvent(new Event(event));
      await settle();
      const request = http.expectOne((r) => r.method === 'DELETE');
      expect(request.request.keepalive).toBe(true);
      request.flush({});
    },
  );

  it('a conflict of an optimistic update rolls back and says why, with no retry', async () => {
    const { list } = await views();
    await TestBed.inject(SaveController).save({
      resource: posts,
      id: 2,
      record: { id: 2, title: 'Deux' },
      version: '"1"',
      mutationMode: 'optimistic',
    });
    const put = http.expectOne((r) => r.method === 'PUT');
    expect(put.request.headers.get('If-Match')).toBe('"1"');
    put.flush({ message: 'stale' }, { status: 412, statusText: 'Precondition Failed' });
    await settle();
    expect(list()).toEqual(['1:One', '2:Two']);
    expect(notices.at(-1)).toEqual([
      'The changes to post “Deux” could not be saved and were undone: it was changed by someone else meanwhile',
      'error',
      {},
    ]);
  });

  it('an optimistic bulk update shows at once; refused, every record is back as it was', async () => {
    const { list, referenced } = await views();
    const publish = bulkUpdateAction({
      id: 'publish',
      label: 'Publish',
      data: { title: 'Published' },
      mutationMode: 'optimistic',
    });
    const done = TestBed.inject(ListActions).run(posts, publish, [
      { id: 1, title: 'One' },
      { id: 2, title: 'Two' },
    ]);
    await expect(done).resolves.toBe(true);
    expect(list()).toEqual(['1:Published', '2:Published']);
    expect(referenced()).toEqual(['Published', 'Published']);
    expect(notices.at(-1)).toEqual(['2 posts updated', 'success', undefined]);
    for (const request of http.match((r) => r.method === 'PATCH' || r.method === 'PUT')) {
      request.flush({ message: 'Read-only' }, { status: 403, statusText: 'Forbidden' });
    }
    await settle();
    expect(list()).toEqual(['1:One', '2:Two']);
    expect(referenced()).toEqual(['One', 'Two']);
    expect(notices.at(-1)?.[0]).toContain(
      'The changes to 2 posts could not be saved and were undone',
    );
  });

  it('names an unknown mode', () => {
    expect(() => ɵmutationModeOf(posts, 'eventual' as never)).toThrow(
      'Unknown mutation mode "eventual" for resource "posts" (modes: pessimistic, optimistic, undoable)',
    );
    expect(ɵmutationModeOf(posts)).toBe('pessimistic');
  });
});

describe('AdminMutations: signing out from app code', () => {
  it('AdminAuth.logout() sends the undoable writes still waiting before the provider signs out', async () => {
    const order: string[] = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideAdmin({
          resources: [{ name: 'posts', label: 'title', mutationMode: 'undoable' }],
          auth: {
            login: () => ({ id: 1, roles: [] }),
            logout: () => void order.push('provider logout'),
            me: () => ({ id: 1, roles: [] }),
          },
        }),
        { provide: ADMIN_UNDO_DELAY, useValue: 60_000 },
        { provide: ADMIN_NOTIFIER, useValue: { notify: () => undefined } },
      ],
    });
    const http = TestBed.inject(HttpTestingController);
    const auth = TestBed.inject(AdminAuth);
    await auth.ready();
    await TestBed.inject(DeleteController).deleteRecord(
      TestBed.inject(ResourceRegistry).get('posts'),
      { id: 4, title: 'Four' },
    );
    http.expectNone((r) => r.method === 'DELETE');
    const out = auth.logout();
    await settle();
    const request = http.expectOne((r) => r.method === 'DELETE' && r.url === '/api/posts/4');
    order.push('DELETE sent');
    request.flush(null, { status: 204, statusText: 'No Content' });
    await out;
    expect(order).toEqual(['DELETE sent', 'provider logout']);
    expect(auth.user()).toBeNull();
    expect(TestBed.inject(AdminMutations).pending()).toBe(0);
    http.verify();
  });
});
