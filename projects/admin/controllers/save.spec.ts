import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';

import { ADMIN_CONFIG } from '../config/config';
import { normalizeResources } from '../core/normalize';
import { ɵADMIN_ACCESS } from '../config/resource-catalog';
import type { ResourceAction } from 'admin/core';
import { ADMIN_NOTIFIER, type AdminNotificationType, type AdminNotifyOptions } from './notifier';
import { SaveController } from './save';

const resources = normalizeResources([
  { name: 'posts', label: 'title', translatable: true },
  { name: 'tags', label: 'name', actions: ['list', 'create'] },
]);
const [posts, tags] = resources;

describe('SaveController', () => {
  let http: HttpTestingController;
  let notices: [string, AdminNotificationType | undefined, AdminNotifyOptions | undefined][];
  let denied: ResourceAction[];
  let controller: SaveController;

  beforeEach(() => {
    notices = [];
    denied = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        SaveController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
        {
          provide: ɵADMIN_ACCESS,
          useValue: (_: unknown, action: ResourceAction) => !denied.includes(action),
        },
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
    controller = TestBed.inject(SaveController);
  });

  afterEach(() => http.verify());

  it('updates a record in its content locale, notifies and goes to the list', async () => {
    const done = controller.save({
      resource: posts,
      record: { title: 'New' },
      id: 1,
      locale: 'fr',
    });
    expect(controller.saving()).toBe(true);
    const request = http.expectOne('/api/posts/1');
    expect(request.request.method).toBe('PUT');
    expect(request.request.body).toMatchObject({ title: 'New' });
    expect(request.request.headers.get('Accept-Language')).toBe('fr');
    request.flush({ id: 1, title: 'New' });
    await expect(done).resolves.toEqual({
      status: 'saved',
      record: { id: 1, title: 'New' },
      redirect: ['/posts'],
    });
    expect(controller.saving()).toBe(false);
    expect(notices).toEqual([['Post “New” updated', 'success', undefined]]);
  });

  it('creates a record and redirects to its page, falling back to the next offered page', async () => {
    const done = controller.save({
      resource: posts,
      record: { title: 'Hi' },
      id: null,
      redirect: 'show',
    });
    const request = http.expectOne('/api/posts');
    expect(request.request.method).toBe('POST');
    request.flush({ id: 9, title: 'Hi' });
    expect(await done).toMatchObject({ status: 'saved', redirect: ['/posts', 9] });
    expect(notices[0][0]).toBe('Post “Hi” created');

    denied = ['show'];
    expect(controller.redirectAfterSave(posts, 'show', { id: 9 })).toEqual(['/posts', 9, 'edit']);
    expect(controller.redirectAfterSave(tags, 'edit', { id: 2 })).toEqual(['/tags']);
    denied = ['list'];
    expect(controller.redirectAfterSave(tags, 'list', { id: 2 })).toBeNull();
  });

  it('keeps an edited record on its page for "edit" and false', () => {
    expect(controller.redirectAfterSave(posts, 'edit', { id: 1 }, 1)).toBeNull();
    expect(controller.redirectAfterSave(posts, false, { id: 1 }, 1)).toBeNull();
    expect(controller.redirectAfterSave(posts, false, { id: 1 })).toBeNull();
  });

  it('hands 422 field errors to the form and names the ones without an input', async () => {
    const placed: unknown[] = [];
    const done = controller.save({
      resource: posts,
      record: { title: 'X' },
      id: 1,
      placeErrors: (errors) => {
        placed.push(errors);
        return { slug: errors['slug'] };
      },
    });
    http
      .expectOne('/api/posts/1')
      .flush(
        { message: 'Validation failed', errors: { title: ['is too short'], slug: ['is taken'] } },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    expect(await done).toEqual({
      status: 'invalid',
      errors: { title: ['is too short'], slug: ['is taken'] },
      unplaced: { slug: ['is taken'] },
    });
    expect(placed).toEqual([{ title: ['is too short'], slug: ['is taken'] }]);
    expect(notices).toEqual([[expect.stringContaining('slug: is taken'), 'error', undefined]]);
  });

  it('reports another error with a retry, and refuses a second save while one is under way', async () => {
    let retried = 0;
    const done = controller.save({ resource: posts, record: {}, id: 1, retry: () => retried++ });
    await expect(controller.save({ resource: posts, record: {}, id: 1 })).resolves.toEqual({
      status: 'busy',
    });
    http
      .expectOne('/api/posts/1')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    expect(await done).toMatchObject({ status: 'failed' });
    const [[message, type, options]] = notices;
    expect(message).toContain('Database down');
    expect(type).toBe('error');
    options?.retry?.();
    expect(retried).toBe(1);
  });

  it('reports values the form found invalid', () => {
    controller.reportInvalid();
    expect(notices).toEqual([['Some fields need your attention', 'error', undefined]]);
  });
});
