// API Platform (JSON-LD/Hydra): no API Platform server can run here, so each request and
// response is checked against the examples of API Platform's own documentation, cited beside
// each test.
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { createHydraDialect, hydraDialect } from './hydra-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

// https://api-platform.com/docs/core/pagination/ (API Platform 4: no hydra: prefix).
const books4 = {
  '@context': '/contexts/Book',
  '@id': '/books',
  '@type': 'Collection',
  member: [{ '@id': '/books/1', '@type': 'https://schema.org/Book', name: 'My awesome book' }],
  totalItems: 50,
  view: {
    '@id': '/books?page=1',
    '@type': 'PartialCollectionView',
    first: '/books?page=1',
    last: '/books?page=2',
    next: '/books?page=2',
  },
};

// https://api-platform.com/docs/v3.3/core/pagination (API Platform 3: hydra: prefixed).
const books3 = {
  '@context': '/contexts/Book',
  '@id': '/books',
  '@type': 'hydra:Collection',
  'hydra:member': [
    { '@id': '/books/1', '@type': 'https://schema.org/Book', name: 'My awesome book' },
  ],
  'hydra:totalItems': 50,
  'hydra:view': {
    '@id': '/books?page=1',
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': '/books?page=1',
    'hydra:last': '/books?page=2',
    'hydra:next': '/books?page=2',
  },
};

describe('hydraDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: hydraDialect,
      resources: [{ name: 'books', autocompleteFields: ['name'] }, { name: 'offers' }],
    }));
  });
  afterEach(() => http.verify());

  it('list: page, itemsPerPage, Accept: application/ld+json; member and totalItems (API Platform 4); ids from @id', async () => {
    const result = firstValueFrom(repos.for('books').list({ page: 1, perPage: 30 }));
    const req = http.expectOne(() => true);
    // https://api-platform.com/docs/core/pagination/#changing-the-number-of-items-per-page-client-side:
    // `GET /books?itemsPerPage=20`.
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/books',
      params: { page: '1', itemsPerPage: '30' },
      headers: { Accept: 'application/ld+json' },
      body: null,
    });
    req.flush(books4);
    await expect(result).resolves.toEqual({
      data: [{ id: 1, name: 'My awesome book' }],
      total: 50,
    });
  });

  it('list: hydra:member and hydra:totalItems (API Platform 3)', async () => {
    const result = firstValueFrom(repos.for('books').list({ page: 1, perPage: 30 }));
    http.expectOne((r) => r.url === '/api/books').flush(books3);
    await expect(result).resolves.toEqual({
      data: [{ id: 1, name: 'My awesome book' }],
      total: 50,
    });
  });

  // https://api-platform.com/docs/core/doctrine-filters/: `?property[]=foo&property[]=bar`
  // (exact SearchFilter), `/offers?price[gt]=12.99&price[lt]=19.99` (RangeFilter),
  // `/offers?createdAt[after]=2018-03-19` (DateFilter), `/offers?exists[transportFees]=true`,
  // `/offers?order[name]=desc&order[id]=asc`, `/api/offers?product.color=red`.
  it('list: order[f]=dir, SearchFilter k=v and k[]=…, RangeFilter k[gte]/k[lte], DateFilter k[after]/k[before], exists[k]', async () => {
    const result = firstValueFrom(
      repos.for('offers').list({
        page: 2,
        perPage: 10,
        sort: [
          { field: 'name', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
        filter: {
          id: [1, 2],
          description: { like: 'shirt' },
          price: { gte: 12.99, lte: 19.99 },
          createdAt: { gte: new Date(Date.UTC(2018, 2, 19)) },
          product: { color: 'red' },
          exists: { transportFees: true },
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      page: '2',
      itemsPerPage: '10',
      'order[name]': 'desc',
      'order[id]': 'asc',
      'id[]': ['1', '2'],
      description: 'shirt',
      'price[gte]': '12.99',
      'price[lte]': '19.99',
      'createdAt[after]': '2018-03-19T00:00:00.000Z',
      'product.color': 'red',
      'exists[transportFees]': 'true',
    });
    req.flush({ member: [], totalItems: 0 });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  // https://api-platform.com/docs/core/pagination/#disabling-the-pagination-client-side:
  // `GET /books?pagination=false`.
  it('list without paging sends pagination=false; a server that pages anyway fails clearly', async () => {
    const all = firstValueFrom(repos.for('books').list());
    const req = http.expectOne((r) => r.url === '/api/books');
    expect(wire(req).params).toEqual({ pagination: 'false' });
    req.flush({ member: [{ id: 1 }, { id: 2 }], totalItems: 2 });
    await expect(all).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });

    const cut = failure(repos.for('books').list());
    http.expectOne((r) => r.url === '/api/books').flush(books4);
    expect((await cut).message).toMatch(
      /got 1 of 50 records: the API must let clients turn paging off \(pagination_client_enabled: true\)/,
    );
  });

  // The pagination page: 30 items per page by default, the client's itemsPerPage "disabled by default".
  it('more records than itemsPerPage asked for (the server ignores it) fail clearly, never a shifted page', async () => {
    const page = failure(repos.for('books').list({ page: 1, perPage: 1 }));
    http
      .expectOne((r) => r.url === '/api/books')
      .flush({
        member: [{ id: 1 }, { id: 2 }],
        totalItems: 50,
      });
    expect((await page).message).toMatch(
      /asked for 1 records \(itemsPerPage\) and got 2.*pagination_client_items_per_page: true/,
    );
  });

  it('a body that is no collection, a paged list without a total (partial pagination) and a search text without searchParam fail clearly', async () => {
    const plain = failure(repos.for('books').list({ page: 1, perPage: 30 }));
    http.expectOne((r) => r.url === '/api/books').flush([{ id: 1 }]);
    expect((await plain).message).toMatch(/expected a JSON-LD collection .*got an array/);

    const partial = failure(repos.for('books').list({ page: 1, perPage: 30 }));
    http.expectOne((r) => r.url === '/api/books').flush({ member: [{ id: 1 }] });
    expect((await partial).message).toMatch(/reads the total from totalItems.*partial pagination/);

    const q = await failure(repos.for('books').list({ page: 1, perPage: 30, q: 'awesome' }));
    expect(q.message).toMatch(
      /no full-text search.*createHydraDialect\(\{ searchParam: 'title' \}\)/,
    );
  });

  // https://api-platform.com/docs/core/content-negotiation/ (JSON-LD is the default format) and
  // https://api-platform.com/docs/core/operations/ (PATCH takes JSON Merge Patch).
  it('get, create (ld+json), update (PATCH merge-patch+json), delete; records without @context/@id/@type', async () => {
    const got = firstValueFrom(repos.for('books').get(1));
    const get = http.expectOne('/api/books/1');
    expect(wire(get)).toMatchObject({ method: 'GET', headers: { Accept: 'application/ld+json' } });
    get.flush({ '@context': '/contexts/Book', ...books4.member[0] });
    await expect(got).resolves.toEqual({ id: 1, name: 'My awesome book' });

    const created = firstValueFrom(repos.for('books').create({ name: 'New' }));
    const post = http.expectOne('/api/books');
    expect(wire(post)).toEqual({
      method: 'POST',
      url: '/api/books',
      params: {},
      headers: { Accept: 'application/ld+json', 'Content-Type': 'application/ld+json' },
      body: { name: 'New' },
    });
    post.flush(
      { '@context': '/contexts/Book', '@id': '/books/2', '@type': 'Book', id: 2, name: 'New' },
      { status: 201, statusText: 'Created' },
    );
    await expect(created).resolves.toEqual({ id: 2, name: 'New' });

    const updated = firstValueFrom(repos.for('books').update(2, { name: 'Newer' }));
    const patch = http.expectOne('/api/books/2');
    expect(wire(patch)).toMatchObject({
      method: 'PATCH',
      headers: { Accept: 'application/ld+json', 'Content-Type': 'application/merge-patch+json' },
      body: { name: 'Newer' },
    });
    patch.flush({ '@id': '/books/2', id: 2, name: 'Newer' });
    await expect(updated).resolves.toEqual({ id: 2, name: 'Newer' });

    const deleted = firstValueFrom(repos.for('books').delete(2));
    const del = http.expectOne('/api/books/2');
    expect(del.request.method).toBe('DELETE');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await deleted;
  });

  it('getMany: one GET <api>/<id> per record; an IRI id (a reference field’s value) addresses its record', async () => {
    const many = firstValueFrom(repos.for('books').getMany([1, 2]));
    await Promise.resolve();
    http.expectOne('/api/books/1').flush(books4.member[0]);
    http.expectOne('/api/books/2').flush({ '@id': '/books/2', name: 'Two' });
    await expect(many).resolves.toEqual([
      { id: 1, name: 'My awesome book' },
      { id: 2, name: 'Two' },
    ]);

    const seven = firstValueFrom(repos.for('books').get('/api/books/7'));
    http.expectOne('/api/books/7').flush({ '@id': '/api/books/7', name: 'Seven' });
    await expect(seven).resolves.toEqual({ id: 7, name: 'Seven' });
  });

  // https://api-platform.com/docs/core/validation/: 422 with a ConstraintViolationList.
  it('a ConstraintViolationList gives field errors and its hydra:description', async () => {
    const saved = failure(repos.for('books').create({ properties: [] }));
    http.expectOne('/api/books').flush(
      {
        '@context': '/contexts/ConstraintViolationList',
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description':
          'properties: The product must have the minimal properties required ("description", "price")',
        violations: [
          {
            propertyPath: 'properties',
            message:
              'The product must have the minimal properties required ("description", "price")',
          },
        ],
      },
      { status: 422, statusText: 'Unprocessable Content' },
    );
    const error = await saved;
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({
      properties: [
        'The product must have the minimal properties required ("description", "price")',
      ],
    });
    expect(error.message).toBe(
      'properties: The product must have the minimal properties required ("description", "price")',
    );
  });

  // https://api-platform.com/docs/core/errors/: API Platform 4's problem details (`detail`).
  it('API Platform 4’s problem details give their detail', async () => {
    const saved = failure(repos.for('books').update(1, { name: '' }));
    http.expectOne('/api/books/1').flush(
      {
        '@id': '/validation_errors/c1051bb4-d103-4f74-8988-acbcafc7fdc3',
        '@type': 'ConstraintViolation',
        status: 422,
        title: 'An error occurred',
        detail: 'name: This value should not be blank.',
        violations: [{ propertyPath: 'name', message: 'This value should not be blank.' }],
      },
      { status: 422, statusText: 'Unprocessable Content' },
    );
    const error = await saved;
    expect(error.errors).toEqual({ name: ['This value should not be blank.'] });
    expect(error.message).toBe('name: This value should not be blank.');
  });
});

describe('createHydraDialect options', () => {
  it('references: IRIs read as ids and written back as IRIs; searchParam; getMany: filter; update: PUT', async () => {
    const { repos, http } = repositoriesFor({
      dialect: createHydraDialect({
        references: { product: '/api/products', tags: '/api/tags' },
        searchParam: 'description',
        getMany: 'filter',
        update: 'PUT',
      }),
      resources: [{ name: 'offers' }],
    });
    // https://api-platform.com/docs/core/doctrine-filters/: `/api/offers?product=/api/products/12`.
    const listed = firstValueFrom(repos.for('offers').list({ page: 1, perPage: 2, q: 'shirt' }));
    const list = http.expectOne((r) => r.url === '/api/offers');
    expect(wire(list).params).toEqual({ page: '1', itemsPerPage: '2', description: 'shirt' });
    list.flush({
      member: [
        {
          '@id': '/api/offers/5',
          product: '/api/products/12',
          tags: ['/api/tags/a', '/api/tags/b'],
        },
      ],
      totalItems: 1,
    });
    await expect(listed).resolves.toEqual({
      data: [{ id: 5, product: 12, tags: ['a', 'b'] }],
      total: 1,
    });

    const updated = firstValueFrom(repos.for('offers').update(5, { product: 13, tags: ['c'] }));
    const put = http.expectOne('/api/offers/5');
    expect(wire(put)).toMatchObject({
      method: 'PUT',
      headers: { 'Content-Type': 'application/ld+json' },
      body: { product: '/api/products/13', tags: ['/api/tags/c'] },
    });
    put.flush({ '@id': '/api/offers/5', product: '/api/products/13', tags: ['/api/tags/c'] });
    await expect(updated).resolves.toEqual({ id: 5, product: 13, tags: ['c'] });

    const many = firstValueFrom(repos.for('offers').getMany([6, 7]));
    await Promise.resolve();
    const req = http.expectOne((r) => r.url === '/api/offers');
    expect(wire(req).params).toEqual({ 'id[]': ['6', '7'], itemsPerPage: '2' });
    req.flush({ member: [{ id: 6 }, { id: 7 }], totalItems: 2 });
    await expect(many).resolves.toEqual([{ id: 6 }, { id: 7 }]);
    http.verify();
  });

  it('bad options are configuration errors naming the option', () => {
    expect(() => createHydraDialect({ references: { author: 'users' } })).toThrow(
      /createHydraDialect: references\.author must be an IRI prefix such as '\/api\/users', got "users"/,
    );
    expect(() => createHydraDialect({ getMany: 'in' as 'each' })).toThrow(
      /getMany must be 'each' or 'filter'/,
    );
    expect(() => createHydraDialect({ searchParam: '' })).toThrow(
      /searchParam must be a parameter name/,
    );
  });
});
