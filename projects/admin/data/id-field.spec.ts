// Records whose key is not `id` (a descriptor's `idField`): the record cache, getMany through the
// dialects, search field selection, writes and pending changes all use the resource's key.
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { ɵPendingChanges } from './pending-changes-internal';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';
import { djangoRestDialect } from './django-rest-dialect';
import { simpleRestDialect } from './simple-rest-dialect';
import { laravelDialect } from './laravel-dialect';
import { createPostgrestDialect } from './postgrest-dialect';
import { createRestDialect } from './rest-dialect';

const tick = () => Promise.resolve();

const tags = [
  { id: 1, slug: 'angular', name: 'Angular' },
  { id: 2, slug: 'rxjs', name: 'RxJS' },
];

describe('idField: records addressed by another field than id', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      resources: [
        { name: 'tags', idField: 'slug', label: 'name', autocompleteFields: ['name'] },
        {
          name: 'rest-tags',
          api: 'rest-tags',
          idField: 'slug',
          dialect: simpleRestDialect,
          autocompleteFields: ['name'],
        },
        { name: 'drf-tags', api: 'drf-tags', idField: 'slug', dialect: djangoRestDialect },
        { name: 'laravel-tags', api: 'laravel-tags', idField: 'slug', dialect: laravelDialect },
        {
          name: 'pg-tags',
          api: 'pg-tags',
          idField: 'slug',
          dialect: createPostgrestDialect(),
        },
        { name: 'custom-tags', api: 'custom-tags', idField: 'slug', dialect: createRestDialect() },
        { name: 'users' },
        { name: 'plain-tags', api: 'tags' },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('the record cache keys records by slug: a listed record is cached under its slug, not its id', async () => {
    const repo = repos.for('tags');
    const list = firstValueFrom(repo.list({ page: 1, perPage: 10 }));
    http
      .expectOne('/api/tags?_page=1&_limit=10')
      .flush(tags, { headers: { 'X-Total-Count': '2' } });
    await list;
    expect(repo.cached('rxjs')).toEqual(tags[1]);
    expect(repo.cached(2)).toBeUndefined();
    // A getMany of cached slugs costs no request.
    await expect(firstValueFrom(repo.getMany(['rxjs', 'angular']))).resolves.toEqual([
      tags[1],
      tags[0],
    ]);
    // Forgetting a slug drops that record only.
    repo.invalidate(['rxjs']);
    expect(repo.cached('rxjs')).toBeUndefined();
    expect(repo.cached('angular')).toEqual(tags[0]);
  });

  it('two resources over one endpoint, keyed by id and by slug, keep their caches apart', async () => {
    const bySlug = repos.for('tags');
    const byId = repos.for('plain-tags');
    const listed = firstValueFrom(bySlug.list());
    http.expectOne('/api/tags').flush(tags);
    await listed;
    expect(bySlug.cached('rxjs')).toEqual(tags[1]);
    // The id-keyed resource does not find slug-keyed records under their ids: it asks.
    expect(byId.cached(2)).toBeUndefined();
    const found = firstValueFrom(byId.getMany([2]));
    await tick();
    http.expectOne('/api/tags?id=2').flush([tags[1]]);
    await expect(found).resolves.toEqual([tags[1]]);
    // A write through one forgets the other's copies.
    const updated = firstValueFrom(byId.update(2, { name: 'Rx' }));
    http.expectOne('/api/tags/2').flush({ ...tags[1], name: 'Rx' });
    await updated;
    expect(bySlug.cached('rxjs')).toBeUndefined();
  });

  it('getMany (json-server) asks for slug=a&slug=b and caches the answers by slug', async () => {
    const result = firstValueFrom(repos.for('tags').getMany(['angular', 'rxjs']));
    await tick();
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({ url: '/api/tags', params: { slug: ['angular', 'rxjs'] } });
    req.flush(tags);
    await expect(result).resolves.toEqual(tags);
    expect(repos.for('tags').cached('angular')).toEqual(tags[0]);
  });

  it('getMany (simple-rest) sends filter={"slug":[…]}', async () => {
    const result = firstValueFrom(repos.for('rest-tags').getMany(['angular', 'rxjs']));
    await tick();
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({
      url: '/api/rest-tags',
      params: { filter: '{"slug":["angular","rxjs"]}' },
    });
    req.flush(tags);
    await expect(result).resolves.toEqual(tags);
  });

  it('getMany (Django REST framework) sends slug__in=a,b', async () => {
    const result = firstValueFrom(repos.for('drf-tags').getMany(['angular', 'rxjs']));
    await tick();
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({
      url: '/api/drf-tags/',
      params: { slug__in: 'angular,rxjs', page_size: '2' },
    });
    req.flush({ count: 2, next: null, previous: null, results: tags });
    await expect(result).resolves.toEqual(tags);
  });

  it('getMany (laravel, PostgREST, createRestDialect) filters on the slug', async () => {
    const results = [
      firstValueFrom(repos.for('laravel-tags').getMany(['angular'])),
      firstValueFrom(repos.for('pg-tags').getMany(['angular'])),
      firstValueFrom(repos.for('custom-tags').getMany(['angular'])),
    ];
    await tick();
    const laravel = http.expectOne((r) => r.url === '/api/laravel-tags');
    expect(wire(laravel).params).toMatchObject({ 'filter[slug]': 'angular' });
    laravel.flush({ data: [tags[0]], meta: { total: 1 } });
    const pg = http.expectOne((r) => r.url === '/api/pg-tags');
    expect(wire(pg).params).toMatchObject({ slug: 'in.(angular)' });
    pg.flush([tags[0]]);
    const custom = http.expectOne((r) => r.url === '/api/custom-tags');
    expect(wire(custom).params).toMatchObject({ slug: 'angular' });
    custom.flush([tags[0]]);
    for (const result of results) await expect(result).resolves.toEqual([tags[0]]);
  });

  it('a PostgREST record is read, updated and deleted by slug=eq.…', async () => {
    const repo = repos.for('pg-tags');
    const got = firstValueFrom(repo.get('rxjs'));
    const get = http.expectOne(() => true);
    expect(wire(get)).toMatchObject({ method: 'GET', params: { slug: 'eq.rxjs' } });
    get.flush(tags[1]);
    await expect(got).resolves.toEqual(tags[1]);
    const updated = firstValueFrom(repo.update('rxjs', { name: 'Rx' }));
    const update = http.expectOne(() => true);
    expect(wire(update)).toMatchObject({ method: 'PATCH', params: { slug: 'eq.rxjs' } });
    update.flush({ ...tags[1], name: 'Rx' });
    await updated;
    const deleted = firstValueFrom(repo.delete('rxjs'));
    const del = http.expectOne(() => true);
    expect(wire(del)).toMatchObject({ method: 'DELETE', params: { slug: 'eq.rxjs' } });
    del.flush(null, { status: 204, statusText: 'No Content' });
    await deleted;
  });

  it('search asks for the autocompleteFields plus the slug, not id', async () => {
    const result = firstValueFrom(repos.for('rest-tags').search('an'));
    const req = http.expectOne(() => true);
    expect(JSON.parse(req.request.params.get('fields')!)).toEqual(['slug', 'name']);
    req.flush([tags[0]], { headers: { 'Content-Range': 'rest-tags 0-0/1' } });
    await expect(result).resolves.toEqual({ data: [tags[0]], total: 1 });
  });

  it('an update whose answer has no body keeps the slug it was sent to, and gets no fake id', async () => {
    const result = firstValueFrom(repos.for('tags').update('rxjs', { name: 'Rx' }));
    const req = http.expectOne('/api/tags/rxjs');
    expect(req.request.method).toBe('PUT');
    req.flush(null, { status: 204, statusText: 'No Content' });
    const record = await result;
    expect(record).toEqual({ name: 'Rx', slug: 'rxjs' });
    expect('id' in record).toBe(false);
  });

  it('a staged update shows on the slug-keyed record, and rolling it back restores it', () => {
    const repo = repos.for('tags');
    const release = repo.stage('update', ['rxjs'], { name: 'Reactive' });
    expect(repo.applyPending(tags)).toEqual([tags[0], { id: 2, slug: 'rxjs', name: 'Reactive' }]);
    // The id of another record is not the slug: a record whose id equals nothing staged is kept.
    expect(repo.applyPendingOne({ id: 'rxjs', slug: 'other', name: 'x' })).toEqual({
      id: 'rxjs',
      slug: 'other',
      name: 'x',
    });
    release('released');
    expect(repo.applyPending(tags)).toBe(tags);
  });

  it('a staged delete hides the slug-keyed record until undone', () => {
    const repo = repos.for('tags');
    const release = repo.stage('delete', ['angular']);
    expect(repo.applyPending(tags)).toEqual([tags[1]]);
    expect(repo.applyPendingOne(tags[0])).toBeNull();
    release('released');
    expect(repo.applyPendingOne(tags[0])).toBe(tags[0]);
  });
});

describe('ɵPendingChanges with an idField', () => {
  it('matches records on the change idField, id when it names none', () => {
    const pending = new ɵPendingChanges();
    const done = pending.stage({
      collection: '/api/tags',
      idField: 'slug',
      kind: 'update',
      ids: ['a'],
      data: { name: 'A' },
    });
    expect(pending.apply('/api/tags', [{ id: 1, slug: 'a' }, { id: 'a' }])).toEqual([
      { id: 1, slug: 'a', name: 'A' },
      { id: 'a' },
    ]);
    done('released');
    pending.stage({ collection: '/api/users', kind: 'delete', ids: [3] });
    expect(pending.apply('/api/users', [{ id: 3 }, { id: 4 }])).toEqual([{ id: 4 }]);
  });
});
