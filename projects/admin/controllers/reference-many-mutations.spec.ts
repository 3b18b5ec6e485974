import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS as ADMIN_ACCESS } from '../config/resource-catalog';
import { DeleteController } from './delete';
import { ADMIN_UNDO_DELAY } from './mutations';
import { ADMIN_NOTIFIER, type AdminNotifyOptions } from './notifier';
import { injectReferenceMany } from './reference-many';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'comments', label: 'body', mutationMode: 'undoable' },
]);
const comments = resources[1];

const settle = async () => {
  TestBed.tick();
  await new Promise((resolve) => setTimeout(resolve));
  TestBed.tick();
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A post's comments on its show page while one of them is deleted in a mutation mode. */
describe('ReferenceManyController: pending optimistic and undoable writes', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotifyOptions | undefined][];

  beforeEach(() => {
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        { provide: ADMIN_UNDO_DELAY, useValue: 30 },
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

  const listCall = (): TestRequest =>
    http.expectOne((req) => req.method === 'GET' && req.url === '/api/comments');
  const ROWS = [
    { id: 1, postId: 1, body: 'First' },
    { id: 2, postId: 1, body: 'Second' },
  ];

  async function shown() {
    const many = TestBed.runInInjectionContext(() =>
      injectReferenceMany({ reference: 'comments', target: 'postId', id: 1 }),
    );
    TestBed.tick();
    listCall().flush(ROWS, { headers: { 'X-Total-Count': '2' } });
    const ids = () => many.rows().map((row) => row['id']);
    expect(ids()).toEqual([1, 2]);
    return { many, ids };
  }

  /** Deletes a row as the field's table does: the delete, then the `deleted` output. */
  async function deleteRow(
    many: Awaited<ReturnType<typeof shown>>['many'],
    index: number,
    mutationMode?: 'optimistic',
  ) {
    const row = many.rows()[index];
    const deleted = await TestBed.inject(DeleteController).deleteRecord(
      comments,
      row,
      mutationMode ? { mutationMode } : {},
    );
    expect(deleted).toBe(true);
    many.removeRow(row);
    await settle();
  }

  it('an undoable delete hides the row at once and asks nothing; Undo brings it back', async () => {
    const { many, ids } = await shown();
    await deleteRow(many, 0);
    expect(ids()).toEqual([2]);
    expect(many.total()).toBe(1);
    // The page is not asked for again: the comment is still on the server until the delay is over.
    http.expectNone(() => true);

    const [, options] = notices.at(-1)!;
    options!.undo!();
    await settle();
    expect(many.rows()).toEqual(ROWS);
    expect(many.total()).toBe(2);
    await wait(60);
    http.expectNone(() => true);
  });

  it('an undoable delete is sent after its delay; accepted, the row stays gone and the page reloads', async () => {
    const { many, ids } = await shown();
    await deleteRow(many, 1);
    expect(ids()).toEqual([1]);
    await wait(60);
    http
      .expectOne({ method: 'DELETE', url: '/api/comments/2' })
      .flush(null, { status: 204, statusText: 'No Content' });
    await settle();
    expect(ids()).toEqual([1]);
    listCall().flush([ROWS[0]], { headers: { 'X-Total-Count': '1' } });
    expect(ids()).toEqual([1]);
    expect(many.total()).toBe(1);
  });

  it('an optimistic delete refused by the server shows the row again, exactly as it was', async () => {
    const { many, ids } = await shown();
    const before = many.rows();
    await deleteRow(many, 0, 'optimistic');
    expect(ids()).toEqual([2]);
    http
      .expectOne({ method: 'DELETE', url: '/api/comments/1' })
      .flush({ message: 'Locked' }, { status: 423, statusText: 'Locked' });
    await settle();
    expect(many.rows()).toBe(before);
    expect(many.total()).toBe(2);
    expect(notices.at(-1)![0]).toContain('Locked');
  });
});
