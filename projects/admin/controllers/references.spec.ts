import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Injector, runInInjectionContext, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ADMIN_CONFIG } from '../config/config';
import { normalizeResources } from '../core/normalize';
import type { RecordId } from 'admin/core';
import { referenceRecords } from './references';
import { ɵtoIds, type ɵReferenceRequest } from './references-internal';

const resources = normalizeResources([{ name: 'users', label: 'name' }]);

describe('referenceRecords', () => {
  let http: HttpTestingController;
  const request = signal<ɵReferenceRequest | null>(null);

  beforeEach(() => {
    request.set(null);
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_CONFIG, useValue: { resources } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  const settle = async () => {
    TestBed.tick();
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
  };
  const users = (ids: string) =>
    http.expectOne((req) => req.url === '/api/users' && req.params.getAll('id')?.join() === ids);
  const load = () =>
    runInInjectionContext(TestBed.inject(Injector), () => referenceRecords(() => request()));

  it('loads the records of the ids once, keyed by id, and waits while the request is unknown', async () => {
    const state = load();
    await settle();
    expect(state().loading).toBe(true);
    request.set({ reference: 'users', ids: [2, 1, 2] });
    await settle();
    users('2,1').flush([
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bob' },
    ]);
    await settle();
    expect(state().loading).toBe(false);
    expect(state().records.get('2')).toEqual({ id: 2, name: 'Bob' });
    expect(state().error).toBeNull();
  });

  it('treats a 404 as records that do not exist, and retries a failed look-up', async () => {
    const state = load();
    request.set({ reference: 'users', ids: [9] });
    await settle();
    users('9').flush({ message: 'Not found' }, { status: 404, statusText: 'Not Found' });
    await settle();
    expect(state()).toEqual({ loading: false, records: new Map(), error: null });

    request.set({ reference: 'users', ids: [8] });
    await settle();
    users('8').flush({ message: 'Down' }, { status: 500, statusText: 'Error' });
    await settle();
    expect(state().error).toMatchObject({ status: 500 });
    state.retry();
    await settle();
    users('8').flush([{ id: 8, name: 'Eve' }]);
    await settle();
    expect(state().records.get('8')).toEqual({ id: 8, name: 'Eve' });
  });

  it('reads ids from a value', () => {
    const ids: RecordId[] = ɵtoIds([1, '', null, 'a', undefined]);
    expect(ids).toEqual([1, 'a']);
    expect(ɵtoIds(null)).toEqual([]);
    expect(ɵtoIds(3)).toEqual([3]);
  });
});
