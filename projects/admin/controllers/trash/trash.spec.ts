import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Injector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ADMIN_AUTH, AdminAuth, type AuthProvider } from 'admin/auth';
import {
  ɵADMIN_CONFIRM,
  ADMIN_NOTIFIER,
  ResourceRegistry,
  type ConfirmOptions,
} from 'admin/config';
import type { AdminNotificationType, AdminNotifyOptions } from 'admin/config';
import { provideAdmin } from 'admin/setup';
import { DeleteController } from '../delete';
import { AdminTrash } from './admin-trash';
import { TrashController } from './trash-controller';

const RESOURCES = [
  {
    name: 'posts',
    label: 'title',
    permissions: [
      'admin',
      'editor',
      { role: 'viewer', actions: ['list' as const, 'show' as const] },
    ],
    softDelete: { purge: ['admin'] },
  },
  { name: 'tags', label: 'name' },
];

/** A signed-in user with these roles, without an API. */
function signedIn(roles: string[]): AuthProvider {
  const user = { id: 1, name: 'Test', email: 't@example.com', roles };
  return { login: async () => user, logout: async () => undefined, me: async () => user };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

describe('the trash controllers (docs/contract.md §4.5)', () => {
  let http: HttpTestingController;
  let questions: ConfirmOptions[];
  let answer: boolean;
  let notices: { message: string; type?: AdminNotificationType; options?: AdminNotifyOptions }[];

  async function setup(roles: string[]) {
    questions = [];
    answer = true;
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: RESOURCES,
          pages: { PostsList: () => Promise.resolve(class {}) },
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_AUTH, useValue: signedIn(roles) },
        {
          provide: ɵADMIN_CONFIRM,
          useValue: (options: ConfirmOptions) => {
            questions.push(options);
            return Promise.resolve(answer);
          },
        },
        {
          provide: ADMIN_NOTIFIER,
          useValue: {
            notify: (message: string, type?: AdminNotificationType, options?: AdminNotifyOptions) =>
              notices.push({ message, type, options }),
          },
        },
      ],
    });
    await TestBed.inject(AdminAuth).ready();
    http = TestBed.inject(HttpTestingController);
  }

  /** A trash controller of posts, with its first page answered with `rows`. */
  async function trashOf(rows: Record<string, unknown>[], total = rows.length) {
    const controller = runInInjectionContext(TestBed.inject(Injector), () => {
      return new TrashController({ resource: 'posts', perPage: 10 });
    });
    TestBed.tick();
    http
      .expectOne((r) => r.url === '/api/posts/trash')
      .flush(rows, { headers: { 'X-Total-Count': String(total) } });
    await tick();
    return controller;
  }

  afterEach(() => http.verify());

  it('deleting a soft-deleting record moves it to the trash at once, with Undo (a restore)', async () => {
    await setup(['editor']);
    const done = TestBed.inject(DeleteController).deleteRecord(
      TestBed.inject(ResourceRegistry).get('posts'),
      { id: 7, title: 'Hello' },
    );
    await tick();
    expect(questions).toEqual([]);
    const del = http.expectOne('/api/posts/7');
    expect(del.request.method).toBe('DELETE');
    del.flush({});
    await expect(done).resolves.toBe(true);
    expect(notices.map(({ message, type }) => [message, type])).toEqual([
      ['Post “Hello” moved to the trash', 'success'],
    ]);
    const undone = notices[0].options!.undo!() as Promise<boolean>;
    await tick();
    const restore = http.expectOne('/api/posts/7/restore');
    expect(restore.request.method).toBe('POST');
    restore.flush({ id: 7, title: 'Hello' });
    await expect(undone).resolves.toBe(true);
    expect(notices[1]).toMatchObject({ message: 'Post “Hello” restored', type: 'success' });
  });

  it('moves several records to the trash in one go, asking nothing', async () => {
    await setup(['editor']);
    const posts = TestBed.inject(ResourceRegistry).get('posts');
    const done = TestBed.inject(DeleteController).deleteRecords(posts, [{ id: 1 }, { id: 2 }]);
    await tick();
    for (const del of http.match((r) => r.method === 'DELETE')) del.flush({});
    await expect(done).resolves.toBe(true);
    expect(questions).toEqual([]);
    expect(notices[0].message).toBe('2 posts moved to the trash');
    expect(notices[0].options?.undo).toEqual(expect.any(Function));
  });

  it('lists the trash a page at a time, searched, with its dates; error and retry', async () => {
    await setup(['editor']);
    const trash = await trashOf(
      [{ id: 5, title: 'Old', deletedAt: '2026-11-28T04:00:00.000Z' }],
      12,
    );
    expect(trash.status()).toBe('ready');
    expect(trash.rows().map((r) => trash.label(r))).toEqual(['Old']);
    expect(trash.total()).toBe(12);
    expect(trash.deletedAt(trash.rows()[0])).toMatch(/2026/);
    trash.setPage(2);
    trash.setSearch('news');
    TestBed.tick();
    const searched = http.expectOne((r) => r.url === '/api/posts/trash');
    expect(searched.request.params.get('q')).toBe('news');
    expect(searched.request.params.get('_page')).toBe('1');
    searched.flush({ message: 'Database down' }, { status: 500, statusText: 'Server Error' });
    await tick();
    expect(trash.status()).toBe('error');
    expect(trash.errorMessage()).toContain('Database down');
    trash.reload();
    TestBed.tick();
    http
      .expectOne((r) => r.url === '/api/posts/trash')
      .flush([], {
        headers: { 'X-Total-Count': '0' },
      });
    await tick();
    expect(trash.empty()).toBe(true);
  });

  it('restores the selection, then loads the page again', async () => {
    await setup(['editor']);
    const trash = await trashOf([
      { id: 5, title: 'A', deletedAt: 'x' },
      { id: 6, title: 'B', deletedAt: 'x' },
    ]);
    trash.toggleAll();
    expect(trash.selection()).toHaveLength(2);
    const done = trash.restore();
    await tick();
    for (const id of [5, 6]) http.expectOne(`/api/posts/${id}/restore`).flush({ id });
    await expect(done).resolves.toBe(true);
    expect(trash.selection()).toEqual([]);
    expect(notices.at(-1)?.message).toBe('2 posts restored');
    TestBed.tick();
    http.expectOne((r) => r.url === '/api/posts/trash').flush([]);
  });

  it('purges for admins only, after a confirmation', async () => {
    await setup(['editor']);
    const trash = await trashOf([{ id: 5, title: 'A', deletedAt: 'x' }]);
    expect([trash.canRestore(), trash.canPurge()]).toEqual([true, false]);
    await expect(trash.purge(trash.rows()[0])).resolves.toBe(false);
    expect(questions).toEqual([]);
    expect(notices.at(-1)).toMatchObject({
      message: 'You are not allowed to delete posts for good',
      type: 'error',
    });
  });

  it('purges a trashed record for an admin who confirms; nothing when declined', async () => {
    await setup(['admin']);
    const trash = await trashOf([{ id: 5, title: 'A', deletedAt: 'x' }]);
    expect(trash.canPurge()).toBe(true);
    answer = false;
    await expect(trash.purge(trash.rows()[0])).resolves.toBe(false);
    expect(questions[0]).toMatchObject({ title: 'Delete post for good', danger: true });
    answer = true;
    const done = trash.purge(trash.rows()[0]);
    await tick();
    const purge = http.expectOne('/api/posts/trash/5');
    expect(purge.request.method).toBe('DELETE');
    purge.flush({});
    await expect(done).resolves.toBe(true);
    expect(notices.at(-1)?.message).toBe('Post “A” deleted for good');
    TestBed.tick();
    http.expectOne((r) => r.url === '/api/posts/trash').flush([]);
  });

  it('links the trash page for whom may delete, tells trashed records, names a resource without a trash', async () => {
    await setup(['editor']);
    expect(TestBed.inject(AdminTrash).link('posts')).toEqual(['/posts', 'trash']);
    TestBed.resetTestingModule();
    await setup(['viewer']);
    const trash = TestBed.inject(AdminTrash);
    expect(trash.link('posts')).toBeNull();
    expect(trash.isTrashed('posts', { id: 1, deletedAt: '2026-11-28T04:00:00Z' })).toBe(true);
    expect(trash.isTrashed('posts', { id: 1 })).toBe(false);
    expect(trash.isTrashed('tags', { id: 1, deletedAt: 'x' })).toBe(false);
    const controller = runInInjectionContext(TestBed.inject(Injector), () => {
      return new TrashController({ resource: 'tags' });
    });
    expect(() => controller.resource()).toThrow(
      'TrashController: resource "tags" has no trash (its descriptor does not set softDelete)',
    );
  });
});
