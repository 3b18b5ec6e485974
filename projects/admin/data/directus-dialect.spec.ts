// directusDialect against the request and response examples of Directus's own documentation:
// - query parameters (fields, filter, search, sort, limit, offset, meta):
//   https://directus.io/docs/guides/connect/query-parameters
// - filter rules (_eq, _in, _icontains, _gte, _lte, relational fields):
//   https://directus.io/docs/guides/connect/filter-rules
// - items (get, create, update, delete, one and many): https://directus.io/docs/api/items
// - errors (FAILED_VALIDATION): https://directus.io/docs/guides/connect/errors
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { createDirectusDialect, directusDialect } from './directus-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

/** The docs' fictional articles collection: id, status, title, body, featured_image, author. */
const article = {
  id: 1,
  status: 'published',
  title: 'Hello, world!',
  body: 'This is my first article',
  featured_image: '768eabec-3c54-4110-a6bb-64b548116661',
  author: '0bc7b36a-9ba9-4ce0-83f0-0a526f354e07',
};

describe('directusDialect (Directus items API) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      apiUrl: 'https://cms.example.com',
      dialect: directusDialect,
      resources: [
        { name: 'articles', include: ['author'], autocompleteFields: ['title'] },
        { name: 'users', dialect: createDirectusDialect({ itemsPath: '' }) },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: items/<api>, limit/offset, sort=-a,b, filter[f][_op], search, fields=*,author.*, meta=filter_count; total from meta.filter_count', async () => {
    const result = firstValueFrom(
      repos.for('articles').list({
        page: 3,
        perPage: 100,
        sort: [
          { field: 'date_created', order: 'desc' },
          { field: 'title', order: 'asc' },
        ],
        filter: {
          status: 'published',
          categories: ['vegetables', 'fruit'],
          author: { vip: true },
          title: { like: 'hello' },
          date_published: { gte: '2021-01-24', lte: '2021-02-23' },
        },
        q: 'Directus',
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: 'https://cms.example.com/items/articles',
      params: {
        limit: '100',
        offset: '200',
        sort: '-date_created,title',
        'filter[status][_eq]': 'published',
        'filter[categories][_in]': 'vegetables,fruit',
        'filter[author][vip][_eq]': 'true',
        'filter[title][_icontains]': 'hello',
        'filter[date_published][_gte]': '2021-01-24',
        'filter[date_published][_lte]': '2021-02-23',
        search: 'Directus',
        meta: 'filter_count',
        fields: '*,author.*',
      },
      headers: {},
      body: null,
    });
    req.flush({ data: [article], meta: { total_count: 1225, filter_count: 48 } });
    await expect(result).resolves.toEqual({ data: [article], total: 48 });
  });

  it('list without paging asks for every item (limit=-1: Directus’s default limit is 100); a count sent as text is read', async () => {
    const result = firstValueFrom(repos.for('users').list());
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe(
      'https://cms.example.com/users?limit=-1&meta=filter_count',
    );
    req.flush({ data: [{ id: 'u1' }], meta: { filter_count: '1' } });
    await expect(result).resolves.toEqual({ data: [{ id: 'u1' }], total: 1 });
  });

  it('an _in value holding a comma sends the filter as JSON (the bracket form splits on commas)', () => {
    const resource = repos.for('articles').resource;
    const request = directusDialect.list(
      { resource },
      { filter: { title: ['a, b', 'c'], author: { name: 'Ann' } } },
    );
    expect(request.params).toEqual({
      limit: '-1',
      filter: JSON.stringify({ title: { _in: ['a, b', 'c'] }, author: { name: { _eq: 'Ann' } } }),
      meta: 'filter_count',
    });
  });

  it('search: fields=id,title (the selection) with author.* for the include', async () => {
    const result = firstValueFrom(repos.for('articles').search('hel'));
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      limit: '25',
      offset: '0',
      search: 'hel',
      meta: 'filter_count',
      fields: 'id,title,author.*',
    });
    req.flush({ data: [{ id: 1, title: 'Hello, world!' }], meta: { filter_count: 1 } });
    await expect(result).resolves.toEqual({ data: [{ id: 1, title: 'Hello, world!' }], total: 1 });
  });

  it('get and getMany: GET items/<api>/<id> and filter[id][_in]=1,2&limit=2, records from { data }', async () => {
    const one = firstValueFrom(repos.for('articles').get(1));
    const one$ = http.expectOne(() => true);
    expect(wire(one$)).toEqual({
      method: 'GET',
      url: 'https://cms.example.com/items/articles/1',
      params: { fields: '*,author.*' },
      headers: {},
      body: null,
    });
    one$.flush({ data: article });
    await expect(one).resolves.toEqual(article);

    const many = firstValueFrom(repos.for('users').getMany(['u1', 'u2']));
    await Promise.resolve();
    const many$ = http.expectOne(() => true);
    expect(many$.request.urlWithParams).toBe(
      'https://cms.example.com/users?filter%5Bid%5D%5B_in%5D=u1,u2&limit=2',
    );
    many$.flush({ data: [{ id: 'u2' }, { id: 'u1' }] });
    await expect(many).resolves.toEqual([{ id: 'u1' }, { id: 'u2' }]);
  });

  it('create, update, delete: POST, PATCH (Directus has no PUT), DELETE with 204 (docs: Create, Update, Delete an item)', async () => {
    const articles = repos.for('articles');
    const created = firstValueFrom(
      articles.create({ title: 'Hello world!', body: 'This is our first article' }),
    );
    const updated = firstValueFrom(articles.update(15, { title: 'An updated title' }));
    const deleted = firstValueFrom(articles.delete(15));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: 'https://cms.example.com/items/articles',
        params: {},
        headers: {},
        body: { title: 'Hello world!', body: 'This is our first article' },
      },
      {
        method: 'PATCH',
        url: 'https://cms.example.com/items/articles/15',
        params: {},
        headers: {},
        body: { title: 'An updated title' },
      },
      {
        method: 'DELETE',
        url: 'https://cms.example.com/items/articles/15',
        params: {},
        headers: {},
        body: null,
      },
    ]);
    reqs[0].flush({ data: { id: 15, title: 'Hello world!', body: 'This is our first article' } });
    reqs[1].flush({ data: { id: 15, title: 'An updated title' } });
    reqs[2].flush(null, { status: 204, statusText: 'No Content' });
    await expect(created).resolves.toEqual({
      id: 15,
      title: 'Hello world!',
      body: 'This is our first article',
    });
    await expect(updated).resolves.toEqual({ id: 15, title: 'An updated title' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it('updateMany: one PATCH items/<api> with { keys, data }; deleteMany: one DELETE with the keys as body (docs: Update / Delete multiple items)', async () => {
    const articles = repos.for('articles');
    const updated = firstValueFrom(articles.updateMany([1, 2], { status: 'published' }));
    const update$ = http.expectOne(() => true);
    expect(wire(update$)).toEqual({
      method: 'PATCH',
      url: 'https://cms.example.com/items/articles',
      params: {},
      headers: {},
      body: { keys: [1, 2], data: { status: 'published' } },
    });
    update$.flush({ data: [{ id: 1 }, { id: 2 }] });
    await expect(updated).resolves.toEqual([1, 2]);

    const deleted = firstValueFrom(articles.deleteMany([15, 16, 21]));
    const delete$ = http.expectOne(() => true);
    expect(delete$.request.method).toBe('DELETE');
    expect(delete$.request.url).toBe('https://cms.example.com/items/articles');
    expect(delete$.request.body).toEqual([15, 16, 21]);
    delete$.flush(null, { status: 204, statusText: 'No Content' });
    await expect(deleted).resolves.toEqual([15, 16, 21]);
  });

  it('FAILED_VALIDATION errors land on their field, with the message (docs: Error Codes)', async () => {
    const saved = failure(repos.for('articles').create({ title: '' }));
    http.expectOne('https://cms.example.com/items/articles').flush(
      {
        errors: [
          {
            message: 'Validation failed for field "title". Value is required.',
            extensions: { code: 'FAILED_VALIDATION', field: 'title', type: 'required' },
          },
        ],
      },
      { status: 400, statusText: 'Bad Request' },
    );
    const error = await saved;
    expect(error.errors).toEqual({
      title: ['Validation failed for field "title". Value is required.'],
    });
    expect(error.message).toBe('Validation failed for field "title". Value is required.');

    const forbidden = failure(repos.for('articles').get(99));
    http.expectOne('https://cms.example.com/items/articles/99?fields=*,author.*').flush(
      {
        errors: [
          {
            message: "You don't have permission to access this.",
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
      { status: 403, statusText: 'Forbidden' },
    );
    const denied = await forbidden;
    expect(denied.message).toBe("You don't have permission to access this.");
    expect(denied.errors).toBeUndefined();
  });

  it('responses that do not fit fail with a message naming the dialect and what was wrong', async () => {
    const cases: [unknown, string][] = [
      [[article], 'the directus dialect expected a JSON body { data: [...], meta }, got an array'],
      [
        { data: article },
        'the directus dialect expected data to be an array of records, got an object',
      ],
      [
        { data: [article] },
        'the directus dialect reads the total from meta.filter_count of the JSON body',
      ],
    ];
    for (const [body, message] of cases) {
      const page = firstValueFrom(repos.for('users').list({ page: 1, perPage: 5 }));
      http.expectOne(() => true).flush(body as object | null);
      await expect(page).rejects.toThrow(message);
    }
    const record = firstValueFrom(repos.for('users').get('u1'));
    http.expectOne('https://cms.example.com/users/u1').flush({ data: [article] });
    await expect(record).rejects.toThrow(
      'GET https://cms.example.com/users/u1: the directus dialect expected data to be a record, got an array',
    );
  });

  it('a bad itemsPath is an error naming the option', () => {
    expect(() => createDirectusDialect({ itemsPath: '/items/' })).toThrow(
      "createDirectusDialect: itemsPath must be a path segment without leading or trailing / (e.g. 'items' or ''), got \"/items/\"",
    );
  });
});
