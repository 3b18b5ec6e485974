import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM as ADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS as ADMIN_ACCESS } from '../config/resource-catalog';
import { ResourceRepositories } from '../data/resource-repositories';
import { DeleteController } from './delete';
import { ListActions, bulkUpdateAction } from './list/list-actions';
import { ADMIN_UNDO_DELAY, AdminMutations } from './mutations';
import { ADMIN_NOTIFIER } from './notifier';
import { SaveController } from './save';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {}

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'replies', api: 'comments', parent: 'posts', label: 'body', mutationMode: 'undoable' },
]);
const replies = resources[1];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An undoable write of a nested resource goes to the parent of the page it was made on, even when
 * the user has gone to another post, or to a page without a post, before its delay is over.
 */
describe('AdminMutations: undoable writes of a nested resource after navigating away', () => {
  let http: HttpTestingController;
  let router: Router;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([
          { path: 'posts', component: Blank },
          { path: 'posts/:postId/replies', component: Blank },
        ]),
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
        { provide: ADMIN_ACCESS, useValue: () => true },
        { provide: ADMIN_CONFIRM, useValue: () => Promise.resolve(true) },
        { provide: ADMIN_UNDO_DELAY, useValue: 30 },
        { provide: ADMIN_NOTIFIER, useValue: { notify: () => undefined } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    router = TestBed.inject(Router);
    await router.navigateByUrl('/posts/1/replies');
  });

  afterEach(() => http.verify());

  it.each(['/posts/2/replies', '/posts'])(
    'a delete made under post 1 is sent under post 1 after going to %s',
    async (elsewhere) => {
      const done = TestBed.inject(DeleteController).deleteRecord(replies, { id: 5, body: 'x' });
      await expect(done).resolves.toBe(true);
      await router.navigateByUrl(elsewhere);
      await wait(60);
      http
        .expectOne({ method: 'DELETE', url: '/api/posts/1/comments/5' })
        .flush(null, { status: 204, statusText: 'No Content' });
      expect(TestBed.inject(AdminMutations).pending()).toBe(0);
    },
  );

  it('so are a bulk delete, an update and a bulk update', async () => {
    await TestBed.inject(DeleteController).deleteRecords(replies, [{ id: 6 }, { id: 7 }]);
    await TestBed.inject(SaveController).save({ resource: replies, id: 8, record: { body: 'y' } });
    await TestBed.inject(ListActions).run(
      replies,
      bulkUpdateAction({ id: 'hide', label: 'Hide', data: { hidden: true } }),
      [{ id: 9 }],
    );
    await router.navigateByUrl('/posts/2/replies');
    await wait(60);
    const sent = http
      .match(() => true)
      .map((req) => {
        const line = `${req.request.method} ${req.request.url}`;
        req.flush(null, { status: 204, statusText: 'No Content' });
        return line;
      });
    expect(sent.sort()).toEqual([
      'DELETE /api/posts/1/comments/6',
      'DELETE /api/posts/1/comments/7',
      'PATCH /api/posts/1/comments/9',
      'PUT /api/posts/1/comments/8',
    ]);
  });

  it('without a post on the page, the repository shows records as given and throws on stage', () => {
    const repository = TestBed.inject(ResourceRepositories).for(replies);
    const rows = [{ id: 1 }];
    return router.navigateByUrl('/posts').then(() => {
      expect(repository.applyPending(rows)).toBe(rows);
      expect(repository.applyPendingOne(rows[0])).toBe(rows[0]);
      expect(repository.versionOf(rows[0])).toBeUndefined();
      expect(() => repository.stage('delete', [1])).toThrow(
        'replies.stage(): Resource "replies" is nested under "posts"',
      );
    });
  });
});
