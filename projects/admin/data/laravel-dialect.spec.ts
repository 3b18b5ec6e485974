import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import { jsonServerDialect } from './json-server-dialect';
import { laravelDialect } from './laravel-dialect';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';

describe('laravelDialect (spatie query builder) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    ({ repos, http } = repositoriesFor({
      dialect: laravelDialect,
      resources: [
        {
          name: 'posts',
          include: ['author', 'comments'],
          translatable: true,
          autocompleteFields: ['title'],
        },
        { name: 'users', api: 'admin/users', autocompleteFields: ['id', 'name'] },
        { name: 'tags', dialect: jsonServerDialect },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: page, perPage, sort=-a,b, filter[k]=v (q too), include=a,b, locale; total from meta.total', async () => {
    const result = firstValueFrom(
      repos.for('posts').list(
        {
          page: 2,
          perPage: 15,
          sort: [
            { field: 'publishedAt', order: 'desc' },
            { field: 'title', order: 'asc' },
          ],
          filter: { userId: 1, tagIds: [1, 2], author: { name: 'Ann' } },
          q: 'hello',
        },
        { locale: 'fr' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/posts',
      params: {
        page: '2',
        perPage: '15',
        sort: '-publishedAt,title',
        'filter[userId]': '1',
        'filter[tagIds]': '1,2',
        'filter[author.name]': 'Ann',
        'filter[q]': 'hello',
        include: 'author,comments',
        locale: 'fr',
      },
      headers: {},
      body: null,
    });
    req.flush({ data: [{ id: 16 }], meta: { total: 31, current_page: 2 } });
    await expect(result).resolves.toEqual({ data: [{ id: 16 }], total: 31 });
  });

  it('list: { like } → filter[k]=text (partial), { gte, lte } → filter[k_between]=from,to (open bound empty)', async () => {
    const result = firstValueFrom(
      repos.for('users').list({
        filter: {
          name: { like: 'ann' },
          views: { gte: 10, lte: 20 },
          publishedAt: { gte: new Date(Date.UTC(2024, 0, 1)) },
          score: { lte: 5 },
          team: { name: { like: 'red' } },
          userId: [1, 2],
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      'filter[name]': 'ann',
      'filter[team.name]': 'red',
      'filter[userId]': '1,2',
      'filter[views_between]': '10,20',
      'filter[publishedAt_between]': '2024-01-01T00:00:00.000Z,',
      'filter[score_between]': ',5',
    });
    req.flush({ data: [], meta: { total: 0 } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it('list: a paged response without meta.total fails naming meta.total', async () => {
    const result = firstValueFrom(repos.for('users').list({ perPage: 10 }));
    http.expectOne('/api/admin/users?page=1&perPage=10').flush({ data: [] });
    await expect(result).rejects.toThrow(
      'GET /api/admin/users: the laravel dialect reads the total from meta.total',
    );
  });

  it('show: GET <api>/<encoded id> with include and locale; the record is unwrapped from { data }', async () => {
    const result = firstValueFrom(repos.for('posts').get('a/b', { locale: 'fr' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/posts/a%2Fb',
      params: { include: 'author,comments', locale: 'fr' },
      headers: {},
      body: null,
    });
    req.flush({ data: { id: 'a/b', title: 'Salut' } });
    await expect(result).resolves.toEqual({ id: 'a/b', title: 'Salut' });
  });

  it('getMany: filter[id]=1,2 with perPage = number of ids, include and locale', async () => {
    const result = firstValueFrom(repos.for('posts').getMany([1, 2]));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      'filter[id]': '1,2',
      perPage: '2',
      include: 'author,comments',
      locale: 'en',
    });
    req.flush({ data: [{ id: 2 }, { id: 1 }] });
    await expect(result).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('create, edit, delete: POST, PUT, DELETE with the locale and never the include', async () => {
    const posts = repos.for('posts');
    const created = firstValueFrom(posts.create({ title: 'T' }, { locale: 'fr' }));
    const updated = firstValueFrom(posts.update(1, { title: 'U' }, { locale: 'fr' }));
    const deleted = firstValueFrom(posts.delete(1, { locale: 'fr' }));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: '/api/posts',
        params: { locale: 'fr' },
        headers: {},
        body: { title: 'T' },
      },
      {
        method: 'PUT',
        url: '/api/posts/1',
        params: { locale: 'fr' },
        headers: {},
        body: { title: 'U' },
      },
      { method: 'DELETE', url: '/api/posts/1', params: { locale: 'fr' }, headers: {}, body: null },
    ]);
    reqs[0].flush({ data: { id: 2, title: 'T' } }, { status: 201, statusText: 'Created' });
    reqs[1].flush({ data: { id: 1, title: 'U' } });
    reqs[2].flush(null, { status: 204, statusText: 'No Content' });
    await expect(created).resolves.toEqual({ id: 2, title: 'T' });
    await expect(updated).resolves.toEqual({ id: 1, title: 'U' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it('updateMany: one PATCH <api>?filter[id]=a,b with the changed fields and the locale', async () => {
    const result = firstValueFrom(
      repos.for('posts').updateMany([1, 2], { published: true }, { locale: 'fr' }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.method).toBe('PATCH');
    expect(req.request.urlWithParams).toBe('/api/posts?filter%5Bid%5D=1,2&locale=fr');
    expect(req.request.body).toEqual({ published: true });
    req.flush({
      data: [
        { id: 1, published: true },
        { id: 2, published: true },
      ],
    });
    await expect(result).resolves.toEqual([1, 2]);
  });

  it('updateMany without the bulk route ({ ...laravelDialect, updateMany: undefined }): one PATCH per id', async () => {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          dialect: { ...laravelDialect, updateMany: undefined },
          resources: [{ name: 'users' }],
        }),
        provideHttpClient(),
        provideHttpClientTesting(),
      ],
    });
    const each = TestBed.inject(HttpTestingController);
    const result = firstValueFrom(
      TestBed.inject(ResourceRepositories).for('users').updateMany(['u1', 'u2'], { active: true }),
    );
    const reqs = each.match(() => true);
    expect(reqs.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'PATCH /api/users/u1',
      'PATCH /api/users/u2',
    ]);
    reqs.forEach((r) => r.flush(null, { status: 204, statusText: 'No Content' }));
    await expect(result).resolves.toEqual(['u1', 'u2']);
    each.verify();
    http = each;
  });

  it('search: fields[<type>] selection from autocompleteFields (id added), first 25 of filter[q], with the include (docs/contract.md §2.2)', async () => {
    const result = firstValueFrom(repos.for('posts').search('bon'));
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      page: '1',
      perPage: '25',
      'filter[q]': 'bon',
      'fields[posts]': 'id,title',
      include: 'author,comments',
      locale: 'en',
    });
    req.flush({ data: [{ id: 1, title: 'Bonjour' }], meta: { total: 1 } });
    await expect(result).resolves.toEqual({ data: [{ id: 1, title: 'Bonjour' }], total: 1 });

    const users = firstValueFrom(repos.for('users').search('', { perPage: 10 }));
    http.expectOne('/api/admin/users?page=1&perPage=10&fields%5Busers%5D=id,name').flush({
      data: [],
      meta: { total: 0 },
    });
    await expect(users).resolves.toEqual({ data: [], total: 0 });
  });

  it('a resource overrides the global dialect', async () => {
    const result = firstValueFrom(repos.for('tags').list({ page: 1, perPage: 5 }));
    http.expectOne('/api/tags?_page=1&_limit=5').flush([], { headers: { 'X-Total-Count': '0' } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });
});
