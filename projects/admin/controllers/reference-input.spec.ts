// The headless reference input (issue 36): search, options, status line and the values' texts,
// through its public API only.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';

import { ADMIN_CONFIG } from 'admin/config';
import { normalizeResources } from 'admin/core';
import {
  injectReferenceInput,
  type ReferenceInputController,
  type ReferenceInputOptions,
} from 'admin/controllers';

const resources = normalizeResources([
  { name: 'users', label: 'name', autocompleteFields: ['name', 'email'] },
]);

describe('ReferenceInputController', () => {
  let http: HttpTestingController;

  beforeEach(() => {
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

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function create(options: Partial<ReferenceInputOptions> = {}): ReferenceInputController {
    const controller = TestBed.runInInjectionContext(() =>
      injectReferenceInput({ reference: 'users', value: signal(null), debounce: 5, ...options }),
    );
    TestBed.tick();
    return controller;
  }

  const searchRequest = (q?: string) =>
    http.expectOne(
      (req) =>
        req.url === '/api/users' && req.method === 'GET' && req.params.get('q') === (q ?? null),
    );
  const labels = (controller: ReferenceInputController) =>
    controller.options().map((option) => option.label);

  it('searches the server after the pause, once per text, with its page size and filter', async () => {
    const controller = create({
      perPage: 5,
      filter: { active: true },
      optionText: (record) => `${record['name']} <${record['email']}>`,
    });
    expect(controller.status()).toBe('');
    controller.search('a');
    controller.search('al');
    await sleep(20);
    const request = searchRequest('al');
    expect(request.request.params.get('_limit')).toBe('5');
    expect(request.request.params.get('active')).toBe('true');
    expect(controller.loading()).toBe(true);
    expect(controller.status()).toBe('Searching…');
    request.flush([{ id: 1, name: 'Alice', email: 'a@x' }], { headers: { 'X-Total-Count': '1' } });
    expect(controller.options()).toEqual([{ value: 1, label: 'Alice <a@x>' }]);
    expect(controller.status()).toBe('');
    // The same text again: no second request.
    controller.search('al');
    await sleep(20);
    http.expectNone((req) => req.url === '/api/users');
  });

  it('keeps the last options while the next search loads, then says when nothing is found', async () => {
    const controller = create();
    controller.search('al');
    await sleep(20);
    searchRequest('al').flush([{ id: 1, name: 'Alice' }], {
      headers: { 'X-Total-Count': '1' },
    });
    controller.search('zz');
    await sleep(20);
    const next = searchRequest('zz');
    expect(labels(controller)).toEqual(['Alice']);
    next.flush([], { headers: { 'X-Total-Count': '0' } });
    expect(controller.options()).toEqual([]);
    expect(controller.status()).toBe('No results');
  });

  it('says why a search failed', async () => {
    const controller = create();
    controller.search('x');
    await sleep(20);
    searchRequest('x').flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    expect(controller.loading()).toBe(false);
    expect(controller.error()).toBeTruthy();
    expect(controller.status()).toBe('The search failed: Database down');
  });

  it('reads the texts of the current values in one request, "missing" for an unknown id', async () => {
    const value = signal<unknown>([1, 2]);
    const controller = create({ value, multiple: true });
    expect(controller.labelOf(1)).toBe('Loading…');
    expect([null, undefined, ''].map((none) => controller.labelOf(none))).toEqual(['', '', '']);
    await sleep(5);
    const lookUp = http.expectOne((req) => req.url === '/api/users');
    expect(lookUp.request.params.getAll('id')).toEqual(['1', '2']);
    lookUp.flush([{ id: 1, name: 'Alice' }]);
    await sleep(5);
    expect(controller.labelOf(1)).toBe('Alice');
    expect(controller.labelOf('1')).toBe('Alice');
    expect(controller.labelOf(2)).toBe('Missing record #2');
    expect(controller.selected()).toEqual([1, 2]);
    // A chosen option's text is known at once: no look-up.
    controller.choose({ value: 3, label: 'Carol' });
    value.set([1, 2, 3]);
    TestBed.tick();
    expect(controller.labelOf(3)).toBe('Carol');
    await sleep(5);
  });

  it('shows #id when the look-up of the texts fails', async () => {
    const controller = create({ value: signal(4) });
    await sleep(5);
    http
      .expectOne((req) => req.url === '/api/users')
      .flush({ message: 'no' }, { status: 500, statusText: 'Error' });
    TestBed.tick();
    await sleep(5);
    expect(controller.labelOf(4)).toBe('#4');
  });

  it('leaves the chosen values out of the options of a multiple input', async () => {
    const value = signal<unknown>([2]);
    const controller = create({ value, multiple: true });
    await sleep(5);
    http.expectOne((req) => req.params.has('id')).flush([{ id: 2, name: 'Bob' }]);
    controller.search('');
    await sleep(20);
    searchRequest().flush(
      [
        { id: 1, name: 'Alice' },
        { id: 2, name: 'Bob' },
      ],
      { headers: { 'X-Total-Count': '2' } },
    );
    expect(labels(controller)).toEqual(['Alice']);
    value.set([]);
    expect(labels(controller)).toEqual(['Alice', 'Bob']);
  });

  it('filters fixed choices locally, without a request', () => {
    const controller = create({
      reference: undefined,
      value: signal('b'),
      choices: [
        { value: 'a', label: 'Draft' },
        { value: 'b', label: 'Published' },
      ],
    });
    expect(controller.labelOf('b')).toBe('Published');
    expect(controller.labelOf('zz')).toBe('zz');
    controller.open();
    expect(labels(controller)).toEqual(['Draft', 'Published']);
    controller.search('PUB');
    expect(labels(controller)).toEqual(['Published']);
    controller.search('none');
    expect(controller.status()).toBe('No results');
    controller.endSearch();
    expect(labels(controller)).toEqual(['Draft', 'Published']);
    http.expectNone(() => true);
  });

  it('opens with every option once, and follows a reference given as a signal', async () => {
    const reference = signal<string | undefined>(undefined);
    const controller = create({ reference });
    expect(controller.resource()).toBeUndefined();
    reference.set('users');
    expect(controller.resource()?.name).toBe('users');
    controller.open();
    controller.open();
    await sleep(20);
    searchRequest().flush([], { headers: { 'X-Total-Count': '0' } });
    expect(controller.query()).toBe('');
  });

  it('names an unknown resource', () => {
    const controller = create({ reference: 'nope' });
    expect(() => controller.resource()).toThrow(/nope/);
  });
});
