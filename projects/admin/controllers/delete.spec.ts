import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { ADMIN_CONFIG } from '../config/config';
import { type ConfirmOptions } from '../config/confirm';
import { ɵADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import { ResourceRepositories } from '../data/resource-repositories';
import { DeleteController } from './delete';
import { ɵrecordId } from './delete-internal';
import { ADMIN_NOTIFIER, type AdminNotificationType } from './notifier';

const resources = normalizeResources([{ name: 'posts', label: 'title' }]);
const [posts] = resources;

describe('DeleteController', () => {
  let http: HttpTestingController;
  let questions: ConfirmOptions[];
  let answer: boolean;
  let notices: [string, AdminNotificationType | undefined][];

  beforeEach(() => {
    questions = [];
    answer = true;
    notices = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_CONFIG, useValue: { resources } },
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
            notify: (message: string, type?: AdminNotificationType) =>
              notices.push([message, type]),
          },
        },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const flushPromises = () => new Promise((resolve) => setTimeout(resolve));

  it('asks naming the record, deletes it and reports success', async () => {
    const controller = TestBed.inject(DeleteController);
    const done = controller.deleteRecord(posts, { id: 7, title: 'Hello' });
    await flushPromises();
    expect(questions).toEqual([
      expect.objectContaining({
        title: 'Delete post',
        danger: true,
        message: expect.stringContaining('Hello'),
      }),
    ]);
    const request = http.expectOne('/api/posts/7');
    expect(request.request.method).toBe('DELETE');
    expect(controller.deleting()).toBe(true);
    request.flush({});
    await expect(done).resolves.toBe(true);
    expect(controller.deleting()).toBe(false);
    expect(notices).toEqual([['Post “Hello” deleted', 'success']]);
  });

  it('sends nothing when the user declines', async () => {
    answer = false;
    await expect(TestBed.inject(DeleteController).deleteRecord(posts, { id: 7 })).resolves.toBe(
      false,
    );
    http.expectNone('/api/posts/7');
    expect(notices).toEqual([]);
  });

  it('reports a failed delete with the API message and resolves false', async () => {
    const done = TestBed.inject(DeleteController).deleteRecord(posts, { id: 7, title: 'Hello' });
    await flushPromises();
    http
      .expectOne('/api/posts/7')
      .flush({ message: 'Post is locked' }, { status: 409, statusText: 'Conflict' });
    await expect(done).resolves.toBe(false);
    expect(notices).toEqual([[expect.stringContaining('Post is locked'), 'error']]);
  });

  it('sends the version of the record it deletes (the ETag it was read with, as If-Match); a 412 deletes nothing', async () => {
    const repository = TestBed.inject(ResourceRepositories).for('posts');
    const read = firstValueFrom(repository.get(7));
    http.expectOne('/api/posts/7').flush({ id: 7, title: 'Hello' }, { headers: { ETag: '"3"' } });
    const record = await read;
    const done = TestBed.inject(DeleteController).deleteRecord(posts, record);
    await flushPromises();
    const del = http.expectOne((r) => r.method === 'DELETE' && r.url === '/api/posts/7');
    expect(del.request.headers.get('If-Match')).toBe('"3"');
    del.flush(
      { message: 'Precondition failed: posts 7 is at version 4' },
      { status: 412, statusText: 'Precondition Failed' },
    );
    await expect(done).resolves.toBe(false);
    expect(notices).toEqual([[expect.stringContaining('version 4'), 'error']]);
    expect(repository.cached(7)).toBe(record);
  });

  it('asks once for several records and deletes them all', async () => {
    const done = TestBed.inject(DeleteController).deleteRecords(posts, [{ id: 1 }, { id: 2 }]);
    await flushPromises();
    expect(questions).toHaveLength(1);
    expect(questions[0].title).toContain('2');
    for (const request of http.match((r) => r.method === 'DELETE')) request.flush({});
    await expect(done).resolves.toBe(true);
    expect(notices).toEqual([['2 posts deleted', 'success']]);
  });

  it('names a record without an id', () => {
    expect(() => ɵrecordId({ idField: 'id' }, { title: 'x' })).toThrow(
      'The record has no "id" (string or number): {"title":"x"}',
    );
    expect(ɵrecordId({ idField: 'id' }, { id: 'a' })).toBe('a');
  });

  it("reads the resource's idField: a slug-keyed record without a slug is named so", () => {
    expect(ɵrecordId({ idField: 'slug' }, { id: 3, slug: 'a' })).toBe('a');
    expect(() => ɵrecordId({ idField: 'slug' }, { id: 3 })).toThrow(
      'The record has no "slug" (string or number): {"id":3}',
    );
  });
});
