// The PostgREST dialect, checked against the request and response examples of PostgREST's own
// documentation (no PostgREST server can be had here); each test cites its page.
import type { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { createPostgrestDialect, postgrestDialect } from './postgrest-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

const DOCS = 'https://docs.postgrest.org/en/v12/references';

describe('postgrestDialect, against the examples of docs.postgrest.org', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: postgrestDialect,
      apiUrl: 'http://localhost:3000',
      resources: [
        { name: 'people', autocompleteFields: ['first_name'] },
        { name: 'films', include: ['directors'], autocompleteFields: ['title'] },
        { name: 'employees' },
        { name: 'items' },
        { name: 'projects' },
        { name: 'posts', autocompleteFields: ['title', 'body'] },
      ],
    }));
  });
  afterEach(() => http.verify());

  it(`orders as ${DOCS}/api/tables_views.html#ordering: order=age.desc,height.asc`, async () => {
    const result = firstValueFrom(
      repos.for('people').list({
        sort: [
          { field: 'age', order: 'desc' },
          { field: 'height', order: 'asc' },
        ],
      }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe(
      'http://localhost:3000/people?order=age.desc,height.asc',
    );
    expect(req.request.headers.get('Prefer')).toBe('count=exact');
    req.flush([{ age: 40 }], { headers: { 'Content-Range': '0-0/*' } });
    await expect(result).resolves.toEqual({ data: [{ age: 40 }], total: 1 });
  });

  it(`pages as ${DOCS}/api/pagination_count.html (limit=15&offset=30; the total of Content-Range: 0-24/3573)`, async () => {
    const result = firstValueFrom(repos.for('people').list({ page: 3, perPage: 15 }));
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe('http://localhost:3000/people?offset=30&limit=15');
    expect(wire(req).headers).toEqual({ Prefer: 'count=exact' });
    req.flush([{ id: 31 }], { headers: { 'Content-Range': '30-44/3573' } });
    await expect(result).resolves.toEqual({ data: [{ id: 31 }], total: 3573 });
  });

  it(`pages with the Range-Unit and Range headers of ${DOCS}/api/pagination_count.html with paging: 'range'`, async () => {
    TestBed.resetTestingModule();
    ({ repos, http } = repositoriesFor({
      dialect: createPostgrestDialect({ paging: 'range', count: 'planned' }),
      apiUrl: 'http://localhost:3000',
      resources: [{ name: 'people' }],
    }));
    const result = firstValueFrom(repos.for('people').list({ page: 1, perPage: 20 }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'http://localhost:3000/people',
      params: {},
      headers: { Prefer: 'count=planned', 'Range-Unit': 'items', Range: '0-19' },
      body: null,
    });
    req.flush([{ id: 1 }], { headers: { 'Content-Range': '0-24/3573' } });
    await expect(result).resolves.toEqual({ data: [{ id: 1 }], total: 3573 });
  });

  it(`selects and embeds as ${DOCS}/api/resource_embedding.html: select=title,directors(*)`, async () => {
    const result = firstValueFrom(repos.for('films').search(''));
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      select: 'id,title,directors(*)',
      offset: '0',
      limit: '25',
    });
    req.flush([], { headers: { 'Content-Range': '*/0' } });
    await expect(result).resolves.toEqual({ data: [], total: 0 });

    const all = firstValueFrom(repos.for('films').list());
    const everything = http.expectOne(() => true);
    expect(everything.request.urlWithParams).toBe(
      'http://localhost:3000/films?select=*,directors(*)',
    );
    everything.flush([{ title: 'Workers Leaving The Lumière Factory In Lyon', directors: {} }]);
    await expect(all).resolves.toMatchObject({ total: 1 });
  });

  it(`filters with the operators of ${DOCS}/api/tables_views.html#operators (eq, gte, lte, in, ilike)`, async () => {
    const result = firstValueFrom(
      repos.for('people').list({
        filter: {
          age: { gte: 18, lte: 21 },
          student: true,
          grade: [10, 20, 30],
          last_name: { like: 'O' },
          born: { gte: new Date(Date.UTC(2000, 0, 1)) },
          empty: '',
          none: null,
          address: { city: 'Lyon' },
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      age: ['gte.18', 'lte.21'],
      student: 'eq.true',
      grade: 'in.(10,20,30)',
      last_name: 'ilike.*O*',
      born: 'gte.2000-01-01T00:00:00.000Z',
      'address.city': 'eq.Lyon',
    });
    req.flush([]);
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it(`quotes in.(…) values with reserved characters as ${DOCS}/api/url_grammar.html#reserved-characters`, async () => {
    const result = firstValueFrom(
      repos.for('employees').list({
        filter: { name: ['Hebdon,John', 'Williams,Mary', 'Quote:"Q"', 'back\\slash', 'plain'] },
      }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.params.get('name')).toBe(
      'in.("Hebdon,John","Williams,Mary","Quote:\\"Q\\"","back\\\\slash",plain)',
    );
    // On the wire, as the page's curl example: in.(%22Hebdon,John%22,%22Williams,Mary%22,…)
    expect(req.request.urlWithParams).toContain('name=in.(%22Hebdon,John%22,%22Williams,Mary%22,');
    req.flush([]);
    await result;
  });

  it('escapes LIKE wildcards in a contains filter, so 50% matches the text "50%"', async () => {
    const result = firstValueFrom(
      repos.for('items').list({ filter: { label: { like: '50%_off\\' } } }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.params.get('label')).toBe('ilike.*50\\%\\_off\\\\*');
    req.flush([]);
    await result;
  });

  it('searches one column with ilike, several with or=(…) (the autocompleteFields by default)', async () => {
    const one = firstValueFrom(repos.for('people').list({ q: 'ann' }));
    const single = http.expectOne(() => true);
    expect(wire(single).params).toEqual({ first_name: 'ilike.*ann*' });
    single.flush([]);
    await one;

    const many = firstValueFrom(repos.for('posts').list({ q: 'a, b' }));
    const or = http.expectOne(() => true);
    expect(wire(or).params).toEqual({ or: '(title.ilike."*a, b*",body.ilike."*a, b*")' });
    or.flush([]);
    await many;
  });

  it('names the dialect and the option when a searched resource has no column to search', async () => {
    const error = await failure(repos.for('items').list({ q: 'x' }));
    expect(error.message).toContain(
      'the postgrest dialect has no column to search "items" in: name them with ' +
        "createPostgrestDialect({ search: { items: ['title'] } })",
    );
  });

  it(`gets one record as ${DOCS}/api/resource_representation.html#singular-or-plural: GET /items?id=eq.1, Accept: application/vnd.pgrst.object+json`, async () => {
    const result = firstValueFrom(repos.for('items').get(1));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'http://localhost:3000/items',
      params: { id: 'eq.1' },
      headers: { Accept: 'application/vnd.pgrst.object+json' },
      body: null,
    });
    req.flush({ id: 1 });
    await expect(result).resolves.toEqual({ id: 1 });
  });

  it('gets many as id=in.(…), with the include embedded', async () => {
    const result = firstValueFrom(repos.for('films').getMany([1, 'a.b']));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({ id: 'in.(1,"a.b")', select: '*,directors(*)' });
    req.flush([{ id: 1 }, { id: 'a.b' }]);
    await expect(result).resolves.toEqual([{ id: 1 }, { id: 'a.b' }]);
  });

  it(`creates, updates and deletes as ${DOCS}/api/tables_views.html#insert, #update, #delete, returning the row (Prefer: return=representation)`, async () => {
    const items = repos.for('items');
    const created = firstValueFrom(items.create({ name: 'Box' }));
    const updated = firstValueFrom(items.update(12, { name: 'Crate' }));
    const deleted = firstValueFrom(items.delete(12));
    const reqs = http.match(() => true);
    const single = {
      Accept: 'application/vnd.pgrst.object+json',
      Prefer: 'return=representation',
    };
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: 'http://localhost:3000/items',
        params: {},
        headers: single,
        body: { name: 'Box' },
      },
      {
        method: 'PATCH',
        url: 'http://localhost:3000/items',
        params: { id: 'eq.12' },
        headers: single,
        body: { name: 'Crate' },
      },
      {
        method: 'DELETE',
        url: 'http://localhost:3000/items',
        params: { id: 'eq.12' },
        headers: {},
        body: null,
      },
    ]);
    reqs[0].flush({ id: 13, name: 'Box' }, { status: 201, statusText: 'Created' });
    reqs[1].flush({ id: 12, name: 'Crate' });
    reqs[2].flush(null, { status: 204, statusText: 'No Content' });
    await expect(created).resolves.toEqual({ id: 13, name: 'Box' });
    await expect(updated).resolves.toEqual({ id: 12, name: 'Crate' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it('updates and deletes many in one request each: PATCH and DELETE ?id=in.(…)', async () => {
    const items = repos.for('items');
    const updated = firstValueFrom(items.updateMany([1, 2], { hidden: true }));
    const deleted = firstValueFrom(items.deleteMany([3, 4]));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => `${r.request.method} ${r.request.urlWithParams}`)).toEqual([
      'PATCH http://localhost:3000/items?id=in.(1,2)',
      'DELETE http://localhost:3000/items?id=in.(3,4)',
    ]);
    expect(reqs[0].request.body).toEqual({ hidden: true });
    reqs.forEach((r) => r.flush(null, { status: 204, statusText: 'No Content' }));
    await expect(updated).resolves.toEqual([1, 2]);
    await expect(deleted).resolves.toEqual([3, 4]);
  });

  it(`shows the not-null violation of ${DOCS}/errors.html on its column's field`, async () => {
    const saved = failure(repos.for('projects').create({ name: 'foo' }));
    http
      .expectOne(() => true)
      .flush(
        {
          code: '23502',
          details: 'Failing row contains (null, foo, null).',
          hint: null,
          message: 'null value in column "id" of relation "projects" violates not-null constraint',
        },
        { status: 400, statusText: 'Bad Request' },
      );
    const error = await saved;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      id: ['null value in column "id" of relation "projects" violates not-null constraint'],
    });
    expect(error.message).toBe(
      'null value in column "id" of relation "projects" violates not-null constraint ' +
        '(Failing row contains (null, foo, null).)',
    );
  });

  it('shows a uniqueness violation (23505, 409) on its column, other errors as the message', async () => {
    const saved = failure(repos.for('projects').update(1, { name: 'foo' }));
    http
      .expectOne(() => true)
      .flush(
        {
          code: '23505',
          details: 'Key (name)=(foo) already exists.',
          hint: null,
          message: 'duplicate key value violates unique constraint "projects_name_key"',
        },
        { status: 409, statusText: 'Conflict' },
      );
    expect((await saved).errors).toEqual({ name: ['Key (name)=(foo) already exists.'] });

    const read = failure(repos.for('projects').get(99));
    http
      .expectOne(() => true)
      .flush(
        {
          code: 'PGRST116',
          details: 'The result contains 0 rows',
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        },
        { status: 406, statusText: 'Not Acceptable' },
      );
    const error = await read;
    expect(error.errors).toBeUndefined();
    expect(error.message).toBe(
      'JSON object requested, multiple (or no) rows returned (The result contains 0 rows)',
    );
  });

  it('a paged list without a total in Content-Range fails naming the header and Access-Control-Expose-Headers', async () => {
    const missing = failure(repos.for('items').list({ perPage: 10 }));
    http.expectOne(() => true).flush([]);
    expect((await missing).message).toMatch(
      /no Content-Range header, which the postgrest dialect reads the total from.*Access-Control-Expose-Headers/,
    );
    const uncounted = failure(repos.for('items').list({ perPage: 10 }));
    http.expectOne(() => true).flush([], { headers: { 'Content-Range': '0-9/*' } });
    expect((await uncounted).message).toContain('no total in Content-Range "0-9/*"');
    const garbled = failure(repos.for('items').list({ perPage: 10 }));
    http.expectOne(() => true).flush([], { headers: { 'Content-Range': 'items 0-9 of 50' } });
    expect((await garbled).message).toContain(
      'the Content-Range header "items 0-9 of 50" holds no valid total',
    );
  });

  it('a list answered with an object fails naming the dialect', async () => {
    const listed = failure(repos.for('items').list());
    http.expectOne(() => true).flush({ rows: [] });
    expect((await listed).message).toBe(
      'GET http://localhost:3000/items: expected a JSON array of rows (postgrest dialect), got object',
    );
  });

  it('a get answered with an array (no single-object Accept honoured) fails naming what it expected', async () => {
    const read = failure(repos.for('items').get(1));
    http.expectOne(() => true).flush([{ id: 1 }]);
    expect((await read).message).toBe(
      'GET http://localhost:3000/items: expected a JSON object (postgrest dialect, Accept: application/vnd.pgrst.object+json), got an array',
    );
  });
});

describe('postgrestDialect embedding with a hint', () => {
  it(`sends an include named author!inner as ${DOCS}/api/resource_embedding.html's inner join, so a filter on it filters the top-level rows`, async () => {
    const { repos, http } = repositoriesFor({
      dialect: postgrestDialect,
      apiUrl: 'http://localhost:3000',
      resources: [{ name: 'posts', include: ['author!inner'] }],
    });
    const listed = firstValueFrom(repos.for('posts').list({ filter: { author: { name: 'Ann' } } }));
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe(
      'http://localhost:3000/posts?select=*,author!inner(*)&author.name=eq.Ann',
    );
    req.flush([]);
    await listed;
    http.verify();
  });
});

describe('createPostgrestDialect', () => {
  it('sends Supabase’s apikey (headers) on every request, and searches the configured columns', async () => {
    const { repos, http } = repositoriesFor({
      dialect: createPostgrestDialect({
        headers: { apikey: 'anon-key' },
        search: { posts: ['title'] },
      }),
      apiUrl: 'https://xyzcompany.supabase.co/rest/v1',
      resources: [{ name: 'posts' }],
    });
    const posts = repos.for('posts');
    const listed = firstValueFrom(posts.list({ q: 'hi' }));
    const deleted = firstValueFrom(posts.delete(1));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => [r.request.urlWithParams, r.request.headers.get('apikey')])).toEqual([
      ['https://xyzcompany.supabase.co/rest/v1/posts?title=ilike.*hi*', 'anon-key'],
      ['https://xyzcompany.supabase.co/rest/v1/posts?id=eq.1', 'anon-key'],
    ]);
    reqs[0].flush([]);
    reqs[1].flush(null, { status: 204, statusText: 'No Content' });
    await listed;
    await deleted;
    http.verify();
  });

  it('refuses options it cannot use, naming them', () => {
    expect(() => createPostgrestDialect({ paging: 'pages' as 'range' })).toThrow(
      `createPostgrestDialect: paging must be 'limit' or 'range', got "pages"`,
    );
    expect(() => createPostgrestDialect({ count: 'all' as 'exact' })).toThrow(
      `createPostgrestDialect: count must be 'exact', 'planned' or 'estimated', got "all"`,
    );
    expect(() => createPostgrestDialect({ headers: { 'api key': 'x' } })).toThrow(
      'createPostgrestDialect: headers must map header names to text, got {"api key":"x"}',
    );
    expect(() => createPostgrestDialect({ search: null as unknown as string[] })).toThrow(
      'createPostgrestDialect: search must be a list of column names or lists of them by resource name, got null',
    );
    expect(() =>
      createPostgrestDialect({ search: { posts: 'title' as unknown as string[] } }),
    ).toThrow(
      'createPostgrestDialect: search must be a list of column names or lists of them by resource name, got {"posts":"title"}',
    );
  });
});
