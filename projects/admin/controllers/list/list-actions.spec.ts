import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { of, throwError } from 'rxjs';

import { ADMIN_CONFIG } from '../../config/config';
import { type ConfirmOptions } from '../../config/confirm';
import { ɵADMIN_CONFIRM } from '../../config/confirm-internal';
import { normalizeResources } from '../../core/normalize';
import { ɵADMIN_ACCESS } from '../../config/resource-catalog';
import type { Resource, ResourceAction } from 'admin/core';
import { ADMIN_NOTIFIER, type AdminNotificationType } from '../notifier';
import {
  ListActions,
  bulkUpdateAction,
  type ListAction,
  type ListActionContext,
} from './list-actions';
import { ɵcheckListActions } from './list-actions-internal';

const resources = normalizeResources([
  { name: 'posts', label: 'title' },
  { name: 'comments', except: ['edit'] },
]);
const [posts, comments] = resources;
const records = [
  { id: 1, title: 'One', published: false },
  { id: 2, title: 'Two', published: false },
];

describe('ListActions', () => {
  let http: HttpTestingController;
  let questions: ConfirmOptions[];
  let answer: boolean;
  let notices: [string, AdminNotificationType | undefined][];
  let denied: Set<string>;

  beforeEach(() => {
    questions = [];
    answer = true;
    notices = [];
    denied = new Set();
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_CONFIG, useValue: { resources } },
        {
          provide: ɵADMIN_ACCESS,
          useValue: (resource: Resource | string, action: ResourceAction) =>
            !denied.has(`${typeof resource === 'string' ? resource : resource.name}.${action}`),
        },
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

  const action = (extra: Partial<ListAction> = {}): ListAction => ({
    id: 'feature',
    label: 'Feature',
    run: jest.fn(),
    ...extra,
  });

  it('offers an action only when can() allows its permission (default edit) and the resource enables it', () => {
    const actions = TestBed.inject(ListActions);
    const list = [
      action({ id: 'edit' }),
      action({ id: 'remove', permission: 'delete' }),
      action({ id: 'anyone', permission: false }),
      action({ id: 'other', permission: { resource: 'comments', action: 'create' } }),
    ];
    expect(actions.offered(posts, list).map((a) => a.id)).toEqual([
      'edit',
      'remove',
      'anyone',
      'other',
    ]);
    denied.add('posts.delete').add('comments.create');
    expect(actions.offered(posts, list).map((a) => a.id)).toEqual(['edit', 'anyone']);
    denied.add('posts.edit');
    expect(actions.offered(posts, list).map((a) => a.id)).toEqual(['anyone']);
    // comments do not enable edit: never offered, whatever can() says.
    expect(actions.offered(comments, list).map((a) => a.id)).toEqual(['remove', 'anyone']);
  });

  it('runs with the records and their ids, and notifies the success text with the count', async () => {
    const run = jest.fn((context: ListActionContext) => of(context.ids));
    const done = TestBed.inject(ListActions).run(
      posts,
      action({ run, success: '{count} featured' }),
      records,
    );
    await expect(done).resolves.toBe(true);
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ resource: posts, records, ids: [1, 2] }),
    );
    expect(questions).toEqual([]);
    expect(notices).toEqual([['2 featured', 'success']]);
  });

  it('asks first when it has confirm; declined, nothing runs', async () => {
    const run = jest.fn();
    const actions = TestBed.inject(ListActions);
    answer = false;
    await expect(
      actions.run(posts, action({ run, confirm: true, danger: true }), records),
    ).resolves.toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(questions).toEqual([
      {
        title: 'Feature',
        message: 'This applies to 2 posts. Go on?',
        confirmText: 'Feature',
        danger: true,
      },
    ]);
    answer = true;
    await expect(
      actions.run(
        posts,
        action({ run, confirm: { title: 'Sure?', message: 'admin.confirm.deleteManyMessage' } }),
        records,
      ),
    ).resolves.toBe(true);
    expect(questions[1]).toMatchObject({
      title: 'Sure?',
      message: 'Delete 2 posts? This cannot be undone.',
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('notifies the error of a failed run and resolves false', async () => {
    const run = () => throwError(() => new Error('boom'));
    await expect(TestBed.inject(ListActions).run(posts, action({ run }), records)).resolves.toBe(
      false,
    );
    expect(notices).toEqual([[expect.stringContaining('boom'), 'error']]);
  });

  it('refuses to run an action that is not allowed or does not apply to every record', async () => {
    const run = jest.fn();
    const actions = TestBed.inject(ListActions);
    const unpublished = action({ run, appliesTo: (r) => !r['published'] });
    expect(actions.applies(unpublished, records)).toBe(true);
    expect(actions.applies(unpublished, [...records, { id: 3, published: true }])).toBe(false);
    expect(actions.applies(unpublished, [])).toBe(false);
    await expect(actions.run(posts, unpublished, [{ id: 3, published: true }])).resolves.toBe(
      false,
    );
    denied.add('posts.edit');
    await expect(actions.run(posts, action({ run }), records)).resolves.toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('bulkUpdateAction sends updateMany(ids, data) and notifies "{count} posts updated"', async () => {
    const publish = bulkUpdateAction({
      id: 'publish',
      label: 'Publish',
      data: { published: true },
    });
    const done = TestBed.inject(ListActions).run(posts, publish, records);
    const requests = http.match(() => true);
    expect(requests.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'PATCH /api/posts/1',
      'PATCH /api/posts/2',
    ]);
    expect(requests[0].request.body).toEqual({ published: true });
    requests.forEach((r, i) => r.flush({ ...records[i], published: true }));
    await expect(done).resolves.toBe(true);
    expect(notices).toEqual([['2 posts updated', 'success']]);
  });

  it('bulkUpdateAction works the data out from the records when given a function', async () => {
    const toggle = bulkUpdateAction({
      id: 'toggle',
      label: 'Toggle',
      permission: false,
      data: (selected) => ({ published: !selected[0]['published'] }),
    });
    const done = TestBed.inject(ListActions).run(posts, toggle, [records[0]]);
    const request = http.expectOne('/api/posts/1');
    expect(request.request.body).toEqual({ published: true });
    request.flush({ id: 1, published: true });
    await expect(done).resolves.toBe(true);
    expect(() => bulkUpdateAction({ id: 'x', label: 'X', data: null as never })).toThrow(
      'bulkUpdateAction "x": "data" must be the changed fields or a function of the records',
    );
  });

  it('checkListActions names the first bad action', () => {
    const ok = action();
    expect(ɵcheckListActions([ok], 'VaList bulkActions')).toEqual([ok]);
    expect(() => ɵcheckListActions([{ ...ok, id: '' }], 'VaList bulkActions')).toThrow(
      'VaList bulkActions[0]: "id" must be a name',
    );
    expect(() => ɵcheckListActions([ok, ok], 'VaList bulkActions')).toThrow(
      'VaList bulkActions[1] "feature": the id "feature" is used twice',
    );
    expect(() => ɵcheckListActions([{ ...ok, label: '' }], 'X')).toThrow(
      'X[0] "feature": "label" must be a message key or a text',
    );
    expect(() => ɵcheckListActions([{ ...ok, run: undefined as never }], 'X')).toThrow(
      '"run" must be a function',
    );
    expect(() => ɵcheckListActions([ok], 'VaList rowActions', true)).toThrow(
      'VaList rowActions[0] "feature": a row action needs an "icon"',
    );
  });
});
