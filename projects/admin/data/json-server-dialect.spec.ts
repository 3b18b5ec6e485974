import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { AdminHttpError } from './admin-http-error';
import { flattenFilter } from './dialect-utils';
import { ɵfilterConditions } from './dialect-utils-internal';
import { createJsonServerDialect } from './json-server-dialect';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';

describe('jsonServerDialect (the default) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    ({ repos, http } = repositoriesFor({
      resources: [
        {
          name: 'posts',
          include: ['comments'],
          translatable: true,
          autocompleteFields: ['title'],
        },
        { name: 'authors', api: 'people', include: { embed: ['posts'], expand: ['company'] } },
        { name: 'logs', dialect: createJsonServerDialect({ paging: 'range' }) },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: GET <api> with _page/_limit, _sort/_order, filters, q, _embed and Accept-Language; total from X-Total-Count', async () => {
    const result = firstValueFrom(
      repos.for('posts').list(
        {
          page: 2,
          perPage: 10,
          sort: [
            { field: 'title', order: 'asc' },
            { field: 'id', order: 'desc' },
          ],
          filter: {
            userId: 1,
            tagIds: [1, 2],
            author: { name: 'Ann' },
            published: true,
            views_gte: 10,
            empty: '',
            none: null,
          },
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
        _page: '2',
        _limit: '10',
        _sort: 'title,id',
        _order: 'asc,desc',
        userId: '1',
        tagIds: ['1', '2'],
        'author.name': 'Ann',
        published: 'true',
        views_gte: '10',
        q: 'hello',
        _embed: 'comments',
      },
      headers: { 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush([{ id: 11, title: 'Bonjour' }], { headers: { 'X-Total-Count': '42' } });
    await expect(result).resolves.toEqual({ data: [{ id: 11, title: 'Bonjour' }], total: 42 });
  });

  it('list: operators become json-server keys: { gte, lte } → _gte/_lte, { like } → _like (regex-escaped)', async () => {
    const result = firstValueFrom(
      repos.for('logs').list({
        filter: {
          views: { gte: 10, lte: 20 },
          at: { gte: new Date(Date.UTC(2024, 0, 1)) },
          title: { like: 'C++ (v1.2)' },
          author: { name: { like: 'Ann' }, id: 3 },
          level: { lte: undefined, gte: '' },
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      views_gte: '10',
      views_lte: '20',
      at_gte: '2024-01-01T00:00:00.000Z',
      title_like: 'C\\+\\+ \\(v1\\.2\\)',
      'author.name_like': 'Ann',
      'author.id': '3',
    });
    req.flush([]);
    await expect(result).resolves.toEqual({ data: [], total: 0 });
    expect(new RegExp(wire(req).params['title_like'] as string, 'i').test('c++ (V1.2) notes')).toBe(
      true,
    );
  });

  it('flattenFilter and filterConditions: plain values, any-of arrays, nested fields, operators', () => {
    const filter = { a: 1, b: [1, 2], c: { d: 'x', e: { like: 'y.' } }, f: { gte: 1, lte: 2 } };
    expect(flattenFilter(filter)).toEqual([
      ['a', '1'],
      ['b', ['1', '2']],
      ['c.d', 'x'],
      ['c.e_like', 'y.'],
      ['f_gte', '1'],
      ['f_lte', '2'],
    ]);
    expect(ɵfilterConditions({ f: { lte: 2 } })).toEqual([
      { field: 'f', operator: 'lte', value: '2' },
    ]);
    // An object with other keys than operators is a nested filter.
    expect(ɵfilterConditions({ range: { gte: 1, max: 2 } })).toEqual([
      { field: 'range.gte', operator: 'eq', value: '1' },
      { field: 'range.max', operator: 'eq', value: '2' },
    ]);
    expect(() => ɵfilterConditions({ a: { like: {} } })).toThrow(
      'filter "a.like" holds an unsupported value (object)',
    );
  });

  it('list: `api` overrides the path; an { embed, expand } include becomes _embed and _expand', async () => {
    const result = firstValueFrom(repos.for('authors').list({ page: 1, perPage: 5 }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/people',
      params: { _page: '1', _limit: '5', _embed: 'posts', _expand: 'company' },
      headers: {},
      body: null,
    });
    req.flush([], { headers: { 'X-Total-Count': '0' } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it("list: createJsonServerDialect({ paging: 'range' }) sends _start/_end (per-resource dialect)", async () => {
    const result = firstValueFrom(repos.for('logs').list({ page: 3, perPage: 20 }));
    const req = http.expectOne('/api/logs?_start=40&_end=60');
    req.flush([{ id: 41 }], { headers: { 'X-Total-Count': '41' } });
    await expect(result).resolves.toEqual({ data: [{ id: 41 }], total: 41 });
  });

  it('list: without paging json-server sends no total, so the total is the number of records', async () => {
    const result = firstValueFrom(repos.for('logs').list());
    http.expectOne('/api/logs').flush([{ id: 1 }, { id: 2 }]);
    await expect(result).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('list: a paged response without X-Total-Count fails naming the header and Access-Control-Expose-Headers', async () => {
    const result = firstValueFrom(repos.for('logs').list({ perPage: 10 }));
    http.expectOne('/api/logs?_start=0&_end=10').flush([{ id: 1 }]);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).message).toMatch(
      /GET \/api\/logs: .*no X-Total-Count header.*json-server.*Access-Control-Expose-Headers/,
    );
  });

  it('show: GET <api>/<encoded id> with _embed and Accept-Language', async () => {
    const result = firstValueFrom(repos.for('posts').get('a/b', { locale: 'fr' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/posts/a%2Fb',
      params: { _embed: 'comments' },
      headers: { 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush({ id: 'a/b', title: 'Salut' });
    await expect(result).resolves.toEqual({ id: 'a/b', title: 'Salut' });
  });

  it('getMany: GET <api>?id=1&id=2 with the include, ids de-duplicated, records in the order asked', async () => {
    const result = firstValueFrom(repos.for('authors').getMany([2, 1, 2]));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/people',
      params: { id: ['2', '1'], _embed: 'posts', _expand: 'company' },
      headers: {},
      body: null,
    });
    req.flush([{ id: 1 }, { id: 2 }]);
    await expect(result).resolves.toEqual([{ id: 2 }, { id: 1 }]);
  });

  it('create: POST <api> with the body and the locale, never the include', async () => {
    const result = firstValueFrom(repos.for('posts').create({ title: 'Salut' }, { locale: 'fr' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'POST',
      url: '/api/posts',
      params: {},
      headers: { 'Accept-Language': 'fr' },
      body: { title: 'Salut' },
    });
    req.flush({ id: 3, title: 'Salut' }, { status: 201, statusText: 'Created' });
    await expect(result).resolves.toEqual({ id: 3, title: 'Salut' });
  });

  it('edit: PUT <api>/<encoded id> with the body, never the include', async () => {
    const result = firstValueFrom(repos.for('posts').update('a/b', { id: 'a/b', title: 'Hi' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'PUT',
      url: '/api/posts/a%2Fb',
      params: {},
      headers: { 'Accept-Language': 'en' },
      body: { id: 'a/b', title: 'Hi' },
    });
    req.flush({ id: 'a/b', title: 'Hi' });
    await expect(result).resolves.toEqual({ id: 'a/b', title: 'Hi' });
  });

  it('delete: DELETE <api>/<encoded id>, never the include', async () => {
    const result = firstValueFrom(repos.for('authors').delete(7));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'DELETE',
      url: '/api/people/7',
      params: {},
      headers: {},
      body: null,
    });
    req.flush({});
    await expect(result).resolves.toBeUndefined();
  });

  it('updateMany: one PATCH per id (json-server PUT would replace the whole record)', async () => {
    const result = firstValueFrom(repos.for('authors').updateMany([1, 2], { active: false }));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual(
      [1, 2].map((id) => ({
        method: 'PATCH',
        url: `/api/people/${id}`,
        params: {},
        headers: {},
        body: { active: false },
      })),
    );
    reqs.forEach((req, i) => req.flush({ id: i + 1, active: false }));
    await expect(result).resolves.toEqual([1, 2]);
  });

  it('search: first 25 records of q with the include (docs/contract.md §2.2); json-server has no field selection', async () => {
    const result = firstValueFrom(repos.for('posts').search(' bon ', { locale: 'fr' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/posts',
      params: { _page: '1', _limit: '25', q: 'bon', _embed: 'comments' },
      headers: { 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush([{ id: 1, title: 'Bonjour' }], { headers: { 'X-Total-Count': '1' } });
    await expect(result).resolves.toEqual({ data: [{ id: 1, title: 'Bonjour' }], total: 1 });
  });

  it('the content locale defaults to the UI locale for translatable resources only', async () => {
    const posts = firstValueFrom(repos.for('posts').get(1));
    const logs = firstValueFrom(repos.for('logs').get(1, { locale: 'fr' }));
    const postReq = http.expectOne('/api/posts/1?_embed=comments');
    const logReq = http.expectOne('/api/logs/1');
    expect(postReq.request.headers.get('Accept-Language')).toBe('en');
    expect(logReq.request.headers.has('Accept-Language')).toBe(false);
    postReq.flush({ id: 1 });
    logReq.flush({ id: 1 });
    await Promise.all([posts, logs]);
  });
});
