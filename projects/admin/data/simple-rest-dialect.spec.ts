import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { AdminHttpError } from './admin-http-error';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';
import { createSimpleRestDialect, simpleRestDialect } from './simple-rest-dialect';

describe('simpleRestDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    ({ repos, http } = repositoriesFor({
      dialect: simpleRestDialect,
      apiUrl: 'https://api.example.com/v1/',
      resources: [
        {
          name: 'posts',
          include: ['author'],
          translatable: true,
          autocompleteFields: ['title'],
        },
        { name: 'archived', api: 'posts', include: { embed: ['comments'] } },
        { name: 'tags' },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: sort, range, filter (with q) as JSON, Range header, embed; total from Content-Range', async () => {
    const result = firstValueFrom(
      repos.for('posts').list(
        {
          page: 3,
          perPage: 25,
          sort: [
            { field: 'title', order: 'desc' },
            { field: 'id', order: 'asc' },
          ],
          filter: { userId: 1, tagIds: [1, 2] },
          q: 'hello',
        },
        { locale: 'fr' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'https://api.example.com/v1/posts',
      params: {
        sort: '["title","DESC"]',
        range: '[50,74]',
        filter: '{"userId":1,"tagIds":[1,2],"q":"hello"}',
        embed: '["author"]',
      },
      headers: { Range: 'posts=50-74', 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush([{ id: 51 }], { headers: { 'Content-Range': 'posts 50-74/319' } });
    await expect(result).resolves.toEqual({ data: [{ id: 51 }], total: 319 });
  });

  it('list: operators as FakeRest keys inside the filter JSON: _gte, _lte, _q (regex-escaped)', async () => {
    const result = firstValueFrom(
      repos.for('tags').list({
        filter: {
          views: { gte: 10, lte: 20 },
          at: { lte: new Date(Date.UTC(2024, 0, 31, 23, 59, 59, 999)) },
          title: { like: 'a.b (c)' },
          author: { name: { like: 'Ann' }, id: 3 },
          meta: { lang: 'en' },
          empty: '',
          none: null,
          open: { gte: undefined },
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(JSON.parse(req.request.params.get('filter')!)).toEqual({
      views_gte: 10,
      views_lte: 20,
      at_lte: '2024-01-31T23:59:59.999Z',
      title_q: 'a\\.b \\(c\\)',
      'author.name_q': 'Ann',
      'author.id': 3,
      meta: { lang: 'en' },
    });
    req.flush([]);
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it('list: a paged response without Content-Range fails naming the header and Access-Control-Expose-Headers', async () => {
    const result = firstValueFrom(repos.for('tags').list({ perPage: 10 }));
    http.expectOne(() => true).flush([]);
    await expect(result).rejects.toThrow(
      /no Content-Range header.*simple-rest.*Access-Control-Expose-Headers/,
    );
  });

  it('show: GET <api>/<encoded id> with embed and Accept-Language', async () => {
    const result = firstValueFrom(repos.for('posts').get('a/b'));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'https://api.example.com/v1/posts/a%2Fb',
      params: { embed: '["author"]' },
      headers: { 'Accept-Language': 'en' },
      body: null,
    });
    req.flush({ id: 'a/b' });
    await expect(result).resolves.toEqual({ id: 'a/b' });
  });

  it('getMany: filter={"id":[...]} with the include (an object include sends its values)', async () => {
    const result = firstValueFrom(repos.for('archived').getMany([5, '6']));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'https://api.example.com/v1/posts',
      params: { filter: '{"id":[5,"6"]}', embed: '["comments"]' },
      headers: {},
      body: null,
    });
    req.flush([{ id: 5 }, { id: 6 }]);
    await expect(result).resolves.toEqual([{ id: 5 }, { id: 6 }]);
  });

  it('create, edit, delete: POST <api>, PUT and DELETE <api>/<id>; no include on writes', async () => {
    const posts = repos.for('posts');
    const created = firstValueFrom(posts.create({ title: 'T' }, { locale: 'fr' }));
    const updated = firstValueFrom(posts.update(1, { id: 1, title: 'U' }, { locale: 'fr' }));
    const deleted = firstValueFrom(posts.delete(1, { locale: 'fr' }));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.com/v1/posts',
        params: {},
        headers: { 'Accept-Language': 'fr' },
        body: { title: 'T' },
      },
      {
        method: 'PUT',
        url: 'https://api.example.com/v1/posts/1',
        params: {},
        headers: { 'Accept-Language': 'fr' },
        body: { id: 1, title: 'U' },
      },
      {
        method: 'DELETE',
        url: 'https://api.example.com/v1/posts/1',
        params: {},
        headers: { 'Accept-Language': 'fr' },
        body: null,
      },
    ]);
    reqs[0].flush({ id: 2, title: 'T' });
    reqs[1].flush({ id: 1, title: 'U' });
    reqs[2].flush({ id: 1 });
    await expect(created).resolves.toEqual({ id: 2, title: 'T' });
    await expect(updated).resolves.toEqual({ id: 1, title: 'U' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it("updateMany: one PUT <api>/<id> per record with the changed fields (ra-data-simple-rest's client), ids de-duplicated", async () => {
    const updated = firstValueFrom(
      repos.for('tags').updateMany([1, 2, 1], { hidden: true }, { locale: 'fr' }),
    );
    const puts = http.match(() => true);
    expect(puts.map(wire)).toEqual(
      [1, 2].map((id) => ({
        method: 'PUT',
        url: `https://api.example.com/v1/tags/${id}`,
        params: {},
        headers: {},
        body: { hidden: true },
      })),
    );
    puts.forEach((r, i) => r.flush({ id: i + 1, hidden: true }));
    await expect(updated).resolves.toEqual([1, 2]);
  });

  it('bulkUpdate: \'filter\': one PUT <api>?filter={"id":[...]} with the changed fields (ids de-duplicated), locale header', async () => {
    TestBed.resetTestingModule();
    ({ repos, http } = repositoriesFor({
      dialect: createSimpleRestDialect({ bulkUpdate: 'filter' }),
      apiUrl: 'https://api.example.com/v1/',
      resources: [{ name: 'posts', translatable: true }, { name: 'tags' }],
    }));
    const updated = firstValueFrom(
      repos.for('posts').updateMany([1, 2, 1], { published: true }, { locale: 'fr' }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'PUT',
      url: 'https://api.example.com/v1/posts',
      params: { filter: '{"id":[1,2]}' },
      headers: { 'Accept-Language': 'fr' },
      body: { published: true },
    });
    req.flush([1, 2]);
    await expect(updated).resolves.toEqual([1, 2]);
  });

  it('updateMany: a refused update fails with the server message and field errors', async () => {
    const updated = firstValueFrom(repos.for('tags').updateMany([1], { name: '' }));
    http
      .expectOne(() => true)
      .flush(
        { message: 'Invalid', errors: { name: ['is required'] } },
        { status: 422, statusText: 'Unprocessable Entity' },
      );
    const error = (await updated.catch((e: unknown) => e)) as AdminHttpError;
    expect(error).toBeInstanceOf(AdminHttpError);
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ name: ['is required'] });
  });

  it('deleteMany: one DELETE per id, as react-admin does', async () => {
    const deleted = firstValueFrom(repos.for('tags').deleteMany([3, 4]));
    const deletes = http.match(() => true);
    expect(deletes.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'DELETE https://api.example.com/v1/tags/3',
      'DELETE https://api.example.com/v1/tags/4',
    ]);
    deletes.forEach((r) => r.flush(null, { status: 204, statusText: 'No Content' }));
    await expect(deleted).resolves.toEqual([3, 4]);
  });

  it('search: the first 25 records of q, fields=[...] from autocompleteFields, with the include (docs/contract.md §2.2)', async () => {
    const result = firstValueFrom(repos.for('posts').search('ab'));
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      range: '[0,24]',
      filter: '{"q":"ab"}',
      fields: '["id","title"]',
      embed: '["author"]',
    });
    req.flush([], { headers: { 'Content-Range': 'posts */0' } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it('a body that is not an array fails with the call named', async () => {
    const result = firstValueFrom(repos.for('tags').list());
    http.expectOne(() => true).flush({ items: [] });
    const error = (await result.catch((e: unknown) => e)) as AdminHttpError;
    expect(error).toBeInstanceOf(AdminHttpError);
    expect(error.message).toBe(
      'GET https://api.example.com/v1/tags: expected a JSON array of records, got object',
    );
  });
});

describe('createSimpleRestDialect({ totalHeader })', () => {
  let http: HttpTestingController;
  let repos: ResourceRepositories;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: createSimpleRestDialect({ totalHeader: 'X-Total-Count' }),
      resources: [{ name: 'posts' }],
    }));
  });
  afterEach(() => http.verify());

  it('reads the total from the named header and sends no Range header', async () => {
    const result = firstValueFrom(repos.for('posts').list({ page: 2, perPage: 10 }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({
      url: '/api/posts',
      params: { range: '[10,19]' },
      headers: {},
    });
    req.flush([{ id: 11 }], { headers: { 'X-Total-Count': '42' } });
    await expect(result).resolves.toEqual({ data: [{ id: 11 }], total: 42 });
  });

  it('names the header when it is missing or holds no number', async () => {
    const missing = firstValueFrom(repos.for('posts').list({ page: 1, perPage: 10 }));
    http.expectOne(() => true).flush([]);
    await expect(missing).rejects.toThrow('the response has no X-Total-Count header');
    const bad = firstValueFrom(repos.for('posts').list({ page: 1, perPage: 10 }));
    http.expectOne(() => true).flush([], { headers: { 'X-Total-Count': 'posts 0-9/42' } });
    await expect(bad).rejects.toThrow(
      'the X-Total-Count header "posts 0-9/42" holds no valid total',
    );
  });

  it('refuses a bulkUpdate other than filter or each', () => {
    expect(() => createSimpleRestDialect({ bulkUpdate: 'bulk' as unknown as 'each' })).toThrow(
      `createSimpleRestDialect: bulkUpdate must be 'filter' or 'each', got "bulk"`,
    );
  });

  it('refuses a total header that is not a header name', () => {
    expect(() => createSimpleRestDialect({ totalHeader: 'X Total: 1' })).toThrow(
      'createSimpleRestDialect: totalHeader must be a header name, got "X Total: 1"',
    );
  });
});
