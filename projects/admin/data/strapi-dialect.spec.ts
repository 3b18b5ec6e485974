// strapiDialect against the request and response examples of Strapi 5's own documentation:
// - REST API (endpoints, responses): https://docs.strapi.io/cms/api/rest
// - filters: https://docs.strapi.io/cms/api/rest/filters
// - sort and pagination: https://docs.strapi.io/cms/api/rest/sort-pagination
// - populate and fields: https://docs.strapi.io/cms/api/rest/populate-select
// - locale: https://docs.strapi.io/cms/api/rest/locale
// - errors: https://docs.strapi.io/cms/error-handling
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';
import { createStrapiDialect, strapiDialect } from './strapi-dialect';

/** The two restaurants of the docs' "Get documents" example (Strapi 5 records). */
const bmk = {
  id: 2,
  documentId: 'hgv1vny5cebq2l3czil1rpb3',
  Name: 'BMK Paris Bamako',
  Description: null,
  createdAt: '2024-03-06T13:42:05.098Z',
  updatedAt: '2024-03-06T13:42:05.098Z',
  publishedAt: '2024-03-06T13:42:05.103Z',
  locale: 'en',
};
const biscotte = {
  id: 4,
  documentId: 'znrlzntu9ei5onjvwfaalu2v',
  Name: 'Biscotte Restaurant',
  Description: null,
  createdAt: '2024-03-06T13:43:30.172Z',
  updatedAt: '2024-03-06T13:43:30.172Z',
  publishedAt: '2024-03-06T13:43:30.175Z',
  locale: 'en',
};

describe('strapiDialect (Strapi 5 REST API) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: strapiDialect,
      resources: [
        {
          name: 'restaurants',
          include: ['chef'],
          translatable: true,
          autocompleteFields: ['Name'],
        },
        { name: 'articles', label: 'title' },
        { name: 'tags' },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: pagination[page]/[pageSize], sort=f:desc, filters[f][$op], populate, locale; records keyed by documentId, total from meta.pagination.total (docs: Get documents)', async () => {
    const result = firstValueFrom(
      repos.for('restaurants').list(
        {
          page: 1,
          perPage: 25,
          sort: [{ field: 'Name', order: 'desc' }],
          filter: {
            chef: { name: 'Ann' },
            stars: { gte: 3, lte: 5 },
            Name: { like: 'bis' },
            category: ['french', 'malian'],
          },
          q: 'paris',
        },
        { locale: 'en' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/restaurants',
      params: {
        'pagination[page]': '1',
        'pagination[pageSize]': '25',
        sort: 'Name:desc',
        'filters[chef][name][$eq]': 'Ann',
        'filters[stars][$gte]': '3',
        'filters[stars][$lte]': '5',
        'filters[Name][$containsi]': 'bis',
        'filters[category][$in][0]': 'french',
        'filters[category][$in][1]': 'malian',
        'filters[$or][0][Name][$containsi]': 'paris',
        'populate[0]': 'chef',
        locale: 'en',
      },
      headers: {},
      body: null,
    });
    req.flush({
      data: [bmk, biscotte],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    });
    await expect(result).resolves.toEqual({
      data: [
        { ...bmk, id: 'hgv1vny5cebq2l3czil1rpb3' },
        { ...biscotte, id: 'znrlzntu9ei5onjvwfaalu2v' },
      ],
      total: 2,
    });
  });

  it('list: several sorts as sort[0], sort[1] (docs: "Sort using 2 fields" with order); a sort or filter on id uses documentId', async () => {
    const result = firstValueFrom(
      repos.for('tags').list({
        sort: [
          { field: 'Description', order: 'asc' },
          { field: 'Name', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
        filter: { id: ['a1', 'b2'] },
      }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.urlWithParams).toBe(
      '/api/tags?sort%5B0%5D=Description:asc&sort%5B1%5D=Name:desc&sort%5B2%5D=documentId:asc' +
        '&filters%5BdocumentId%5D%5B$in%5D%5B0%5D=a1&filters%5BdocumentId%5D%5B$in%5D%5B1%5D=b2',
    );
    req.flush({
      data: [],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
    });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it('search: q over autocompleteFields ($or of $containsi), fields[0]=Name (id and documentId always come back)', async () => {
    const result = firstValueFrom(repos.for('restaurants').search('bis'));
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      'pagination[page]': '1',
      'pagination[pageSize]': '25',
      'filters[$or][0][Name][$containsi]': 'bis',
      'fields[0]': 'Name',
      'populate[0]': 'chef',
      locale: 'en',
    });
    req.flush({
      data: [{ id: 4, documentId: biscotte.documentId, Name: biscotte.Name }],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    });
    await expect(result).resolves.toEqual({
      data: [{ id: biscotte.documentId, documentId: biscotte.documentId, Name: biscotte.Name }],
      total: 1,
    });
  });

  it('q: the searchFields option per resource, else the label; none at all is a clear error', async () => {
    const articles = firstValueFrom(repos.for('articles').list({ q: 'x' }));
    http
      .expectOne('/api/articles?filters%5B$or%5D%5B0%5D%5Btitle%5D%5B$containsi%5D=x')
      .flush({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
    await expect(articles).resolves.toEqual({ data: [], total: 0 });

    await expect(firstValueFrom(repos.for('tags').list({ q: 'x' }))).rejects.toThrow(
      'the strapi dialect has no full-text search, so it searches "q" in named fields, and ' +
        'resource "tags" names none: set createStrapiDialect({ searchFields: { "tags": [\'title\'] } })',
    );

    const dialect = createStrapiDialect({ searchFields: { tags: ['Name', 'Description'] } });
    const request = dialect.list(
      { resource: repos.for('tags').resource },
      { q: 'bamako', filter: { stars: 5 } },
    );
    expect(request.params).toEqual({
      'filters[stars][$eq]': '5',
      'filters[$or][0][Name][$containsi]': 'bamako',
      'filters[$or][1][Description][$containsi]': 'bamako',
    });
  });

  it('the docs’ filter examples: $eq, $in on id (idField: id), deep filtering, populate=*, fields, locale', () => {
    const resource = repos.for('tags').resource;
    const numeric = createStrapiDialect({ idField: 'id' });
    // GET /api/users?filters[username][$eq]=John
    expect(strapiDialect.list({ resource }, { filter: { username: 'John' } }).params).toEqual({
      'filters[username][$eq]': 'John',
    });
    // GET /api/restaurants?filters[id][$in][0]=3&filters[id][$in][1]=6&filters[id][$in][2]=8
    expect(numeric.list({ resource }, { filter: { id: [3, 6, 8] } }).params).toEqual({
      'filters[id][$in][0]': '3',
      'filters[id][$in][1]': '6',
      'filters[id][$in][2]': '8',
    });
    // GET /api/restaurants?filters[chef][restaurants][stars][$eq]=5
    expect(
      strapiDialect.list({ resource }, { filter: { chef: { restaurants: { stars: 5 } } } }).params,
    ).toEqual({ 'filters[chef][restaurants][stars][$eq]': '5' });
    // GET /api/articles?populate=*  and  GET /api/restaurants?fields[0]=name&fields[1]=description&locale=fr
    expect(strapiDialect.get({ resource, include: ['*'] }, 'a').params).toEqual({ populate: '*' });
    expect(
      strapiDialect.get({ resource, fields: ['id', 'name', 'description'], locale: 'fr' }, 'a')
        .params,
    ).toEqual({ 'fields[0]': 'name', 'fields[1]': 'description', locale: 'fr' });
    // GET /api/articles?pagination[page]=1&pagination[pageSize]=10
    expect(strapiDialect.list({ resource }, { page: 1, perPage: 10 }).params).toEqual({
      'pagination[page]': '1',
      'pagination[pageSize]': '10',
    });
  });

  it('get: GET <api>/<documentId>, the record unwrapped from { data, meta } (docs: Get a document)', async () => {
    const result = firstValueFrom(repos.for('restaurants').get(biscotte.documentId));
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/restaurants/znrlzntu9ei5onjvwfaalu2v',
      params: { 'populate[0]': 'chef', locale: 'en' },
      headers: {},
      body: null,
    });
    req.flush({ data: biscotte, meta: {} });
    await expect(result).resolves.toEqual({ ...biscotte, id: biscotte.documentId });
  });

  it('getMany: filters[documentId][$in][i] with pagination[pageSize] = the count', async () => {
    const result = firstValueFrom(repos.for('tags').getMany([bmk.documentId, biscotte.documentId]));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      'filters[documentId][$in][0]': bmk.documentId,
      'filters[documentId][$in][1]': biscotte.documentId,
      'pagination[pageSize]': '2',
    });
    req.flush({
      data: [biscotte, bmk],
      meta: { pagination: { page: 1, pageSize: 2, pageCount: 1, total: 2 } },
    });
    await expect(result).resolves.toEqual([
      { ...bmk, id: bmk.documentId },
      { ...biscotte, id: biscotte.documentId },
    ]);
  });

  it('create, update, delete: POST and PUT with { data } (id and documentId left out), DELETE; 204 (docs: Create, Update, Delete a document)', async () => {
    const tags = repos.for('tags');
    const created = firstValueFrom(tags.create({ Name: 'Restaurant D' }));
    const updated = firstValueFrom(
      tags.update(bmk.documentId, { id: bmk.documentId, documentId: bmk.documentId, Name: 'BMK' }),
    );
    const deleted = firstValueFrom(tags.delete('bw64dnu97i56nq85106yt4du'));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: '/api/tags',
        params: {},
        headers: {},
        body: { data: { Name: 'Restaurant D' } },
      },
      {
        method: 'PUT',
        url: '/api/tags/hgv1vny5cebq2l3czil1rpb3',
        params: {},
        headers: {},
        body: { data: { Name: 'BMK' } },
      },
      {
        method: 'DELETE',
        url: '/api/tags/bw64dnu97i56nq85106yt4du',
        params: {},
        headers: {},
        body: null,
      },
    ]);
    const restaurantD = {
      id: 6,
      documentId: 'bw64dnu97i56nq85106yt4du',
      Name: 'Restaurant D',
      createdAt: '2024-03-05T16:44:47.689Z',
      updatedAt: '2024-03-05T16:44:47.689Z',
      publishedAt: '2024-03-05T16:44:47.687Z',
      locale: 'en',
    };
    reqs[0].flush({ data: restaurantD, meta: {} });
    reqs[1].flush({ data: { ...bmk, Name: 'BMK' }, meta: {} });
    reqs[2].flush(null, { status: 204, statusText: 'No Content' });
    await expect(created).resolves.toEqual({ ...restaurantD, id: restaurantD.documentId });
    await expect(updated).resolves.toEqual({ ...bmk, Name: 'BMK', id: bmk.documentId });
    await expect(deleted).resolves.toBeUndefined();
  });

  it('writes of a translatable resource carry locale=; updateMany is one PUT per record', async () => {
    const result = firstValueFrom(
      repos.for('restaurants').updateMany(['a', 'b'], { stars: 5 }, { locale: 'fr' }),
    );
    const reqs = http.match(() => true);
    expect(reqs.map((r) => `${r.request.method} ${r.request.urlWithParams}`)).toEqual([
      'PUT /api/restaurants/a?locale=fr',
      'PUT /api/restaurants/b?locale=fr',
    ]);
    expect(reqs[0].request.body).toEqual({ data: { stars: 5 } });
    reqs[0].flush({ data: { id: 1, documentId: 'a', stars: 5 }, meta: {} });
    reqs[1].flush({ data: { id: 2, documentId: 'b', stars: 5 }, meta: {} });
    await expect(result).resolves.toEqual(['a', 'b']);
  });

  it('a ValidationError becomes field errors by path and its message (docs: Error handling)', async () => {
    const saved = failure(repos.for('tags').create({ Name: '' }));
    http.expectOne('/api/tags').flush(
      {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: '2 errors occurred',
          details: {
            errors: [
              { path: ['Name'], message: 'Name must be defined.', name: 'ValidationError' },
              {
                path: ['address', 'city'],
                message: 'city must be at most 50 characters',
                name: 'ValidationError',
              },
            ],
          },
        },
      },
      { status: 400, statusText: 'Bad Request' },
    );
    const error = await saved;
    expect(error.status).toBe(400);
    expect(error.errors).toEqual({
      Name: ['Name must be defined.'],
      'address.city': ['city must be at most 50 characters'],
    });
    expect(error.message).toBe('2 errors occurred');

    const read = failure(repos.for('tags').get('nope'));
    http.expectOne('/api/tags/nope').flush(
      {
        data: null,
        error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
      },
      { status: 404, statusText: 'Not Found' },
    );
    expect((await read).message).toBe('Not Found');
  });

  it('responses that do not fit fail with a message naming the dialect and what was wrong', async () => {
    const cases: [unknown, string][] = [
      [
        [bmk],
        'the strapi dialect expected a JSON body { data: [...], meta: { pagination } }, got an array',
      ],
      [{ data: { id: 1 } }, 'got data = an object with keys id'],
      [
        { data: [{ id: 1, attributes: { Name: 'x' } }] },
        'got a Strapi 4 record ({ id, attributes })',
      ],
      [
        { data: [{ id: 1, Name: 'x' }] },
        'addresses records by documentId, and a record has none (keys: id, Name)',
      ],
      [
        { data: [bmk], meta: {} },
        'the strapi dialect reads the total from meta.pagination.total of the JSON body',
      ],
    ];
    for (const [body, message] of cases) {
      const page = firstValueFrom(repos.for('tags').list({ page: 1, perPage: 5 }));
      http.expectOne(() => true).flush(body as object | null);
      await expect(page).rejects.toThrow(message);
    }
    const record = firstValueFrom(repos.for('tags').get('a'));
    http.expectOne('/api/tags/a').flush(bmk);
    await expect(record).rejects.toThrow(
      'GET /api/tags/a: the strapi dialect expected a JSON body { data: {…}, meta }, got an object with keys id, documentId',
    );
  });

  it('an unpaged list without meta.pagination counts its records', () => {
    const resource = repos.for('tags').resource;
    const response = { body: { data: [bmk] } } as never;
    expect(strapiDialect.parseList(response, { resource }, {})).toEqual({
      data: [{ ...bmk, id: bmk.documentId }],
      total: 1,
    });
  });

  it('bad options are errors naming the option', () => {
    expect(() => createStrapiDialect({ idField: 'uuid' as never })).toThrow(
      `createStrapiDialect: idField must be 'documentId' or 'id', got "uuid"`,
    );
    expect(() => createStrapiDialect({ searchFields: 'title' as never })).toThrow(
      'createStrapiDialect: searchFields must be an array of field names or an object of such arrays by resource name, got "title"',
    );
  });
});
