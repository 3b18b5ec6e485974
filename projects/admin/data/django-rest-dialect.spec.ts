import { HttpHeaders, HttpResponse } from '@angular/common/http';
import type { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import type { Resource } from 'admin/core';
import { createDjangoRestDialect, djangoRestDialect } from './django-rest-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

const page = (results: object[], count: number) => ({ count, next: null, previous: null, results });

describe('djangoRestDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    ({ repos, http } = repositoriesFor({
      dialect: djangoRestDialect,
      resources: [
        {
          name: 'posts',
          include: ['author', 'tags'],
          translatable: true,
          autocompleteFields: ['id', 'title'],
        },
        { name: 'users', api: 'accounts/users/' },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: page, page_size, ordering=-a,b, search, django-filter lookups, expand, Accept-Language; total from count', async () => {
    const result = firstValueFrom(
      repos.for('posts').list(
        {
          page: 2,
          perPage: 15,
          sort: [
            { field: 'publishedAt', order: 'desc' },
            { field: 'author.name', order: 'asc' },
          ],
          filter: {
            userId: 1,
            tagIds: [1, 2],
            published: true,
            author: { name: 'Ann' },
            views: { gte: 10, lte: 20 },
            title: { like: 'hello' },
            publishedAt: { gte: new Date('2024-01-01T00:00:00Z') },
            body: '',
          },
          q: 'django',
        },
        { locale: 'fr' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/posts/',
      params: {
        page: '2',
        page_size: '15',
        ordering: '-publishedAt,author__name',
        search: 'django',
        userId: '1',
        tagIds__in: '1,2',
        published: 'true',
        author__name: 'Ann',
        views__gte: '10',
        views__lte: '20',
        title__icontains: 'hello',
        publishedAt__gte: '2024-01-01T00:00:00.000Z',
        expand: 'author,tags',
      },
      headers: { 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush(page([{ id: 16, title: 'P' }], 31));
    await expect(result).resolves.toEqual({ data: [{ id: 16, title: 'P' }], total: 31 });
  });

  it('list without paging sends no page; a bare array (no pagination class) is the whole collection', async () => {
    const result = firstValueFrom(repos.for('users').list({}));
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe('/api/accounts/users/');
    req.flush([{ id: 1 }, { id: 2 }]);
    await expect(result).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('a paged list whose body has no count fails naming the dialect and the pagination', async () => {
    const bare = failure(repos.for('users').list({ page: 1, perPage: 5 }));
    http.expectOne(() => true).flush([{ id: 1 }]);
    expect((await bare).message).toContain('django-rest dialect reads the total from "count"');
    expect((await bare).message).toContain('no pagination');
    const cursor = failure(repos.for('users').list({ page: 1, perPage: 5 }));
    http.expectOne(() => true).flush({ next: null, previous: null, results: [] });
    expect((await cursor).message).toContain('got count = undefined');
  });

  it('autocomplete look-ups send fields=id,title', async () => {
    const found = firstValueFrom(repos.for('posts').search('dj', { perPage: 5 }));
    const req = http.expectOne(() => true);
    expect(req.request.params.get('search')).toBe('dj');
    expect(req.request.params.get('fields')).toBe('id,title');
    req.flush(page([{ id: 1, title: 'Django' }], 1));
    await expect(found).resolves.toMatchObject({ total: 1 });
  });

  it('getMany: GET <api>/?id__in=1,2&page_size=2, paginated or not', async () => {
    const many = firstValueFrom(repos.for('users').getMany([2, 1]));
    await new Promise((resolve) => setTimeout(resolve)); // look-ups of one tick go together
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe('/api/accounts/users/?id__in=2,1&page_size=2');
    req.flush(page([{ id: 1 }, { id: 2 }], 2));
    await expect(many).resolves.toEqual([{ id: 2 }, { id: 1 }]);
  });

  it('get, create, update, patch per record, delete: trailing slashes, ids encoded', async () => {
    const users = repos.for('users');
    const got = firstValueFrom(users.get('a/b'));
    const getReq = http.expectOne(() => true);
    expect([getReq.request.method, getReq.request.url]).toEqual([
      'GET',
      '/api/accounts/users/a%2Fb/',
    ]);
    getReq.flush({ id: 'a/b', name: 'Ann' });
    await expect(got).resolves.toEqual({ id: 'a/b', name: 'Ann' });

    const created = firstValueFrom(users.create({ name: 'Bob' }));
    const post = http.expectOne(() => true);
    expect([post.request.method, post.request.url, post.request.body]).toEqual([
      'POST',
      '/api/accounts/users/',
      { name: 'Bob' },
    ]);
    post.flush({ id: 3, name: 'Bob' });
    await expect(created).resolves.toEqual({ id: 3, name: 'Bob' });

    const updated = firstValueFrom(users.update(3, { id: 3, name: 'Bobby' }));
    const put = http.expectOne(() => true);
    expect([put.request.method, put.request.url]).toEqual(['PUT', '/api/accounts/users/3/']);
    put.flush({ id: 3, name: 'Bobby' });
    await updated;

    const bulk = firstValueFrom(users.updateMany([3, 4], { active: false }));
    const patches = http.match(() => true);
    expect(patches.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'PATCH /api/accounts/users/3/',
      'PATCH /api/accounts/users/4/',
    ]);
    for (const r of patches) r.flush({ id: r.request.url.split('/').at(-2), active: false });
    await expect(bulk).resolves.toEqual([3, 4]);

    const deleted = firstValueFrom(users.delete(3));
    const del = http.expectOne(() => true);
    expect([del.request.method, del.request.url]).toEqual(['DELETE', '/api/accounts/users/3/']);
    del.flush(null, { status: 204, statusText: 'No Content' });
    await deleted;
  });

  it('a 400 { field: [msg], non_field_errors } becomes field errors; detail the message', async () => {
    const saved = failure(repos.for('users').create({ name: '' }));
    http
      .expectOne(() => true)
      .flush(
        {
          name: ['This field may not be blank.'],
          non_field_errors: ['The fields name, team must make a unique set.'],
          address: { city: ['This field is required.'] },
        },
        { status: 400, statusText: 'Bad Request' },
      );
    const error = await saved;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      name: ['This field may not be blank.'],
      non_field_errors: ['The fields name, team must make a unique set.'],
      'address.city': ['This field is required.'],
    });
    const read = failure(repos.for('users').get(9));
    http.expectOne(() => true).flush({ detail: 'Not found.' }, { status: 404, statusText: 'NF' });
    expect((await read).message).toBe('Not found.');
  });

  it('a page past the last one (404 Invalid page.) reads as an empty page; page 1’s 404 fails', async () => {
    const past = firstValueFrom(repos.for('users').list({ page: 4, perPage: 10 }));
    http
      .expectOne(() => true)
      .flush({ detail: 'Invalid page.' }, { status: 404, statusText: 'Not Found' });
    await expect(past).resolves.toEqual({ data: [], total: 30 });
    const missing = failure(repos.for('users').list({ page: 1, perPage: 10 }));
    http
      .expectOne(() => true)
      .flush({ detail: 'Not found.' }, { status: 404, statusText: 'Not Found' });
    expect((await missing).status).toBe(404);
  });
});

describe('djangoRestDialect.parseError', () => {
  const read = (body: unknown) =>
    djangoRestDialect.parseError!({ status: 400, body, headers: new HttpHeaders() });

  it('reads field lists, many=True lists, a list of messages and detail; nothing else', () => {
    expect(read({ tags: [{}, { name: ['Too long.'] }] })).toEqual({
      errors: { 'tags.1.name': ['Too long.'] },
    });
    expect(read(['Refused.', 'Twice.'])).toEqual({ message: 'Refused. Twice.' });
    expect(read({ detail: 'Authentication credentials were not provided.' })).toEqual({
      message: 'Authentication credentials were not provided.',
    });
    expect(read('<html>')).toBeUndefined();
    expect(read({ status: 'error' })).toBeUndefined();
  });
});

describe('createDjangoRestDialect', () => {
  const context = { resource: { name: 'posts', api: 'posts' } as Resource };

  it('takes other parameter names, PATCH updates and no fields/expand', () => {
    const dialect = createDjangoRestDialect({
      pageSizeParam: 'limit',
      searchParam: 'q',
      orderingParam: 'sort',
      pageParam: 'p',
      fieldsParam: null,
      includeParam: null,
      updateMethod: 'PATCH',
    });
    expect(
      dialect.list(
        { ...context, include: ['author'], fields: ['id'] },
        { page: 1, perPage: 5, q: 'x', sort: [{ field: 'title', order: 'desc' }] },
      ),
    ).toEqual({
      method: 'GET',
      path: 'posts/',
      params: { p: '1', limit: '5', sort: '-title', q: 'x' },
    });
    expect(dialect.update(context, 1, { title: 'A' })).toEqual({
      method: 'PATCH',
      path: 'posts/1/',
      body: { title: 'A' },
    });
    expect(dialect.getMany(context, [1]).params).toEqual({ id__in: '1', limit: '1' });
  });

  it('parses a list response through HttpResponse', () => {
    const response = new HttpResponse({ body: page([{ id: 1 }], 7) });
    expect(djangoRestDialect.parseList(response, context, { page: 1, perPage: 1 })).toEqual({
      data: [{ id: 1 }],
      total: 7,
    });
  });

  it('refuses bad options with a message naming them', () => {
    expect(() => createDjangoRestDialect({ pageSizeParam: 'page size' })).toThrow(
      'createDjangoRestDialect(options): "pageSizeParam" must be a query parameter name',
    );
    expect(() => createDjangoRestDialect({ updateMethod: 'POST' as unknown as 'PUT' })).toThrow(
      `"updateMethod" must be 'PUT' or 'PATCH', got "POST"`,
    );
    expect(() => createDjangoRestDialect({ searchParam: null as unknown as string })).toThrow(
      '"searchParam" must be a query parameter name',
    );
  });
});
