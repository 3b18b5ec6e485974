import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ADMIN_CONFIG } from '../config/config';
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
