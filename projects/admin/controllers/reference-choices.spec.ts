import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom, toArray } from 'rxjs';

import { ADMIN_CONFIG } from '../config/config';
import { normalizeResources } from '../core/normalize';
import { ResourceRepositories } from '../data/resource-repositories';
import { AdminI18n } from '../i18n/i18n';
import { type ReferenceSearchState } from './reference-choices';
import { ɵNO_SEARCH, ɵreferenceLabels, ɵsearchReferences } from './reference-choices-internal';

const resources = normalizeResources([
  { name: 'users', label: 'name', autocompleteFields: ['name', 'email'] },
]);

describe('the reference loader: searches and labels', () => {
  let http: HttpTestingController;
  let repositories: ResourceRepositories;
  let i18n: AdminI18n;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        { provide: ADMIN_CONFIG, useValue: { resources } },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    repositories = TestBed.inject(ResourceRepositories);
    i18n = TestBed.inject(AdminI18n);
  });

  afterEach(() => http.verify());

  const tick = () => new Promise((resolve) => setTimeout(resolve));

  function collect(search: ReturnType<typeof ɵsearchReferences>): ReferenceSearchState[] {
    const states: ReferenceSearchState[] = [];
    search.subscribe((state) => states.push(state));
    return states;
  }

  it('searches: loading (keeping the last records), then the records and their resource', () => {
    const previous: ReferenceSearchState = { ...ɵNO_SEARCH, records: [{ id: 9, name: 'Old' }] };
    const states = collect(
      ɵsearchReferences(
        repositories,
        'users',
        'al',
        { perPage: 5, filter: { active: true } },
        previous,
      ),
    );
    expect(states).toEqual([{ loading: true, records: [{ id: 9, name: 'Old' }], error: null }]);
    const request = http.expectOne((req) => req.url === '/api/users');
    expect(request.request.params.get('_limit')).toBe('5');
    expect(request.request.params.get('active')).toBe('true');
    request.flush([{ id: 1, name: 'Alice' }], { headers: { 'X-Total-Count': '1' } });
    expect(states[1]).toEqual({
      loading: false,
      records: [{ id: 1, name: 'Alice' }],
      error: null,
      resource: resources[0],
    });
  });

  it('turns a failed search, or an unknown resource, into an error state (never throws)', () => {
    const failed = collect(ɵsearchReferences(repositories, 'users', 'x'));
    http
      .expectOne((req) => req.url === '/api/users')
      .flush({ message: 'Database down' }, { status: 500, statusText: 'Error' });
    expect(failed[1].loading).toBe(false);
    expect((failed[1].error as Error).message).toContain('Database down');

    const unknown = collect(ɵsearchReferences(repositories, 'usres', 'x'));
    expect(unknown[1].loading).toBe(false);
    expect((unknown[1].error as Error).message).toContain('usres');
  });

  it('labels ids through one getMany, naming the missing ones, and #id when it fails', async () => {
    const labels = firstValueFrom(ɵreferenceLabels(repositories, i18n, 'users', [1, 2]));
    await tick();
    http
      .expectOne((req) => req.urlWithParams === '/api/users?id=1&id=2')
      .flush([{ id: 1, name: 'Alice' }]);
    expect(await labels).toEqual([
      ['1', 'Alice'],
      ['2', i18n.t('admin.fields.missingReference', { id: '2' })],
    ]);

    const failed = firstValueFrom(
      ɵreferenceLabels(repositories, i18n, 'users', [3], (user) => String(user['email'])).pipe(
        toArray(),
      ),
    );
    await tick();
    http
      .expectOne((req) => req.url === '/api/users')
      .flush({ message: 'No' }, { status: 500, statusText: 'Error' });
    expect(await failed).toEqual([[['3', '#3']]]);
  });
});
