import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { Router, provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import { ɵADMIN_CONFIRM } from '../config/confirm-internal';
import { normalizeResources } from '../core/normalize';
import type { AdminRecord, RecordId } from 'admin/core';
import { RecordController } from './record';

const resources = normalizeResources([{ name: 'posts', label: 'title', translatable: true }]);
const [posts] = resources;

describe('RecordController', () => {
  let http: HttpTestingController;
  let controller: RecordController;
  const item = signal<AdminRecord | null>(null);
  const id = signal<RecordId | null>(null);

  beforeEach(() => {
    item.set(null);
    id.set(null);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        RecordController,
        { provide: ADMIN_CONFIG, useValue: { resources } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    controller = TestBed.inject(RecordController);
    controller.connect(() => ({ resource: posts, item: item(), id: id() }));
  });

  afterEach(() => http.verify());

  it('shows the item the resolver fetched without a second request', () => {
    item.set({ id: 1, title: 'Hello' });
    TestBed.tick();
    http.expectNone('/api/posts/1');
    expect(controller.state()).toEqual({ status: 'ready', record: { id: 1, title: 'Hello' } });
    expect(controller.id()).toBe(1);
  });

  it('is idle with neither item nor id', () => {
    TestBed.tick();
    expect(controller.state().status).toBe('idle');
    expect(controller.record()).toBeNull();
  });

  it('fetches by id without an item, and again in another content locale', () => {
    id.set(4);
    TestBed.tick();
    expect(controller.loading()).toBe(true);
    http.expectOne('/api/posts/4').flush({ id: 4, title: 'Four' });
    expect(controller.record()).toEqual({ id: 4, title: 'Four' });

    controller.locale.set('fr');
    TestBed.tick();
    const request = http.expectOne('/api/posts/4');
    expect(request.request.headers.get('Accept-Language')).toBe('fr');
    request.flush({ id: 4, title: 'Quatre' });
    expect(controller.record()).toEqual({ id: 4, title: 'Quatre' });
  });

  it('reports an error, names a missing record, and retries', () => {
    id.set(5);
    TestBed.tick();
    http
      .expectOne('/api/posts/5')
      .flush({ message: 'Gone' }, { status: 404, statusText: 'Not Found' });
    expect(controller.state().status).toBe('error');
    expect(controller.errorText()).toBe('This record does not exist.');

    controller.retry();
    TestBed.tick();
    http
      .expectOne('/api/posts/5')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    expect(controller.errorText()).toContain('Database down');

    controller.retry();
    TestBed.tick();
    http.expectOne('/api/posts/5').flush({ id: 5, title: 'Back' });
    expect(controller.errorText()).toBe('');
    expect(controller.record()).toEqual({ id: 5, title: 'Back' });
  });
});

describe('RecordController.delete', () => {
  let http: HttpTestingController;
  let answer: boolean;

  function setup(config: { resources: typeof resources }) {
    answer = true;
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([{ path: '**', children: [] }]),
        RecordController,
        { provide: ADMIN_CONFIG, useValue: config },
        { provide: ɵADMIN_CONFIRM, useValue: () => Promise.resolve(answer) },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    const controller = TestBed.inject(RecordController);
    return controller;
  }

  afterEach(() => http.verify());

  const flush = () => new Promise((resolve) => setTimeout(resolve));

  it('asks, deletes the record shown, then goes to the list', async () => {
    const controller = setup({ resources });
    controller.connect(() => ({ resource: posts, item: { id: 3, title: 'Three' } }));
    TestBed.tick();
    const done = controller.delete();
    await flush();
    http.expectOne({ method: 'DELETE', url: '/api/posts/3' }).flush({});
    await expect(done).resolves.toBe(true);
    expect(TestBed.inject(Router).url).toBe('/posts');
  });

  it('stays when the user says no, or when there is no record', async () => {
    const controller = setup({ resources });
    await expect(controller.delete()).resolves.toBe(false);
    controller.connect(() => ({ resource: posts, item: { id: 3, title: 'Three' } }));
    TestBed.tick();
    answer = false;
    await expect(controller.delete()).resolves.toBe(false);
    http.expectNone({ method: 'DELETE' });
    expect(TestBed.inject(Router).url).toBe('/');
  });

  it("goes to the admin's home when the list is not offered", async () => {
    const noList = normalizeResources([
      { name: 'posts', label: 'title', actions: ['show', 'delete'] },
    ]);
    const controller = setup({ resources: noList });
    await TestBed.inject(Router).navigateByUrl('/posts/3');
    controller.connect(() => ({ resource: noList[0], item: { id: 3, title: 'Three' } }));
    TestBed.tick();
    const done = controller.delete();
    await flush();
    http.expectOne({ method: 'DELETE', url: '/api/posts/3' }).flush({});
    await expect(done).resolves.toBe(true);
    expect(TestBed.inject(Router).url).toBe('/');
  });
});
