// Spring Data REST and Spring MVC `Page` controllers: no Spring server can run here, so each
// request and response is checked against the examples of Spring's own documentation, cited
// beside each test.
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';
import {
  createSpringDataRestDialect,
  createSpringPageDialect,
  springDataRestDialect,
  springPageDialect,
} from './spring-dialects';

// https://spring.io/guides/gs/accessing-data-rest (Test the application): a person as Spring
// Data REST serves it, its id only in its self link, under the rel "persons" of path "people".
const frodo = {
  firstName: 'Frodo',
  lastName: 'Baggins',
  _links: { self: { href: 'http://localhost:8080/people/1' } },
};

describe('springDataRestDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: springDataRestDialect,
      resources: [{ name: 'people', translatable: true }, { name: 'orders' }],
    }));
  });
  afterEach(() => http.verify());

  // https://docs.spring.io/spring-data/rest/reference/paging-and-sorting.html: `page` is
  // zero-based, `size` the page size, one `sort=property,(asc|desc)` per property; the response
  // example's `page` block `{ size: 5, totalElements: 50, totalPages: 10, number: 1 }`.
  it('list: zero-based page, size, one sort=f,dir per field, plain filters; total from page.totalElements, id from the self link', async () => {
    const result = firstValueFrom(
      repos.for('people').list(
        {
          page: 2,
          perPage: 5,
          sort: [
            { field: 'lastName', order: 'desc' },
            { field: 'firstName', order: 'asc' },
          ],
          filter: { lastName: 'Baggins', id: [1, 2], address: { city: 'Hobbiton' } },
        },
        { locale: 'fr' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/people',
      params: {
        page: '1',
        size: '5',
        sort: ['lastName,desc', 'firstName,asc'],
        lastName: 'Baggins',
        id: ['1', '2'],
        'address.city': 'Hobbiton',
      },
      headers: { Accept: 'application/hal+json', 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush({
      _links: {
        self: {
          href: 'http://localhost:8080/persons{&sort,projection,page,size}',
          templated: true,
        },
      },
      _embedded: { persons: [frodo] },
      page: { size: 5, totalElements: 50, totalPages: 10, number: 1 },
    });
    await expect(result).resolves.toEqual({
      data: [{ id: 1, firstName: 'Frodo', lastName: 'Baggins' }],
      total: 50,
    });
  });

  // The guide's first `curl http://localhost:8080/people`: an empty page has no `_embedded`.
  it('list: a page with no records has no _embedded and reads as empty', async () => {
    const result = firstValueFrom(repos.for('people').list({ page: 1, perPage: 20 }));
    http
      .expectOne((r) => r.url === '/api/people')
      .flush({
        _links: {
          self: { href: 'http://localhost:8080/people{?page,size,sort}', templated: true },
          search: { href: 'http://localhost:8080/people/search' },
        },
        page: { size: 20, totalElements: 0, totalPages: 0, number: 0 },
      });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it('list: a record that exposes its id keeps it', async () => {
    const result = firstValueFrom(repos.for('orders').list({ page: 1, perPage: 20 }));
    http
      .expectOne((r) => r.url === '/api/orders')
      .flush({
        _embedded: {
          orders: [{ id: 'A-7', total: 3, _links: { self: { href: 'http://h/orders/7' } } }],
        },
        page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
      });
    await expect(result).resolves.toEqual({ data: [{ id: 'A-7', total: 3 }], total: 1 });
  });

  it('list: a paged list without page.totalElements, a body that is no HAL list, or several unnamed rels fail clearly', async () => {
    const noTotal = failure(repos.for('people').list({ page: 1, perPage: 20 }));
    http.expectOne((r) => r.url === '/api/people').flush({ _embedded: { persons: [frodo] } });
    expect((await noTotal).message).toMatch(
      /spring-data-rest dialect reads the total from page\.totalElements.*got page = null/,
    );

    const array = failure(repos.for('people').list({ page: 1, perPage: 20 }));
    http.expectOne((r) => r.url === '/api/people').flush([frodo]);
    expect((await array).message).toMatch(/expected a HAL JSON body .*got an array/);

    const rels = failure(repos.for('people').list({ page: 1, perPage: 20 }));
    http
      .expectOne((r) => r.url === '/api/people')
      .flush({ _embedded: { persons: [frodo], hobbits: [] }, page: { totalElements: 1 } });
    expect((await rels).message).toMatch(
      /found no "people" list in _embedded \(keys: persons, hobbits\).*rels: \{ people: '<rel>' \}/,
    );

    const noId = failure(repos.for('people').list({ page: 1, perPage: 20 }));
    http
      .expectOne((r) => r.url === '/api/people')
      .flush({ _embedded: { persons: [{ firstName: 'Sam' }] }, page: { totalElements: 1 } });
    expect((await noId).message).toMatch(/without an id field from its _links\.self\.href/);
  });

  it('list: a range filter and a search text without a search resource are errors naming the fix', async () => {
    const range = await failure(
      repos.for('people').list({ page: 1, perPage: 5, filter: { age: { gte: 33 } } }),
    );
    expect(range.message).toMatch(
      /spring-data-rest dialect cannot send the range filter on "age" \(gte\)/,
    );
    const q = await failure(repos.for('people').list({ page: 1, perPage: 5, q: 'Frodo' }));
    expect(q.message).toMatch(/searches: \{ people: \{ path: '<query method>'/);
  });

  // The guide's `GET /people/1`, `POST /people`, `PATCH /people/1` and `DELETE /people/1`.
  it('get, create, update (PATCH), delete: item resources; records read from their self link', async () => {
    const got = firstValueFrom(repos.for('people').get(1));
    const get = http.expectOne('/api/people/1');
    expect(get.request.method).toBe('GET');
    expect(get.request.headers.get('Accept')).toBe('application/hal+json');
    get.flush(frodo);
    await expect(got).resolves.toEqual({ id: 1, firstName: 'Frodo', lastName: 'Baggins' });

    const created = firstValueFrom(
      repos.for('people').create({ firstName: 'Frodo', lastName: 'Baggins' }),
    );
    const post = http.expectOne('/api/people');
    expect(wire(post)).toMatchObject({
      method: 'POST',
      headers: { Accept: 'application/hal+json' },
      body: { firstName: 'Frodo', lastName: 'Baggins' },
    });
    post.flush(frodo, { status: 201, statusText: 'Created' });
    await expect(created).resolves.toEqual({ id: 1, firstName: 'Frodo', lastName: 'Baggins' });

    const updated = firstValueFrom(repos.for('people').update(1, { firstName: 'Bilbo Jr.' }));
    const patch = http.expectOne('/api/people/1');
    expect(wire(patch)).toMatchObject({ method: 'PATCH', body: { firstName: 'Bilbo Jr.' } });
    patch.flush({ ...frodo, firstName: 'Bilbo Jr.' });
    await expect(updated).resolves.toEqual({ id: 1, firstName: 'Bilbo Jr.', lastName: 'Baggins' });

    const deleted = firstValueFrom(repos.for('people').delete(1));
    const del = http.expectOne('/api/people/1');
    expect(del.request.method).toBe('DELETE');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it('getMany: one GET <api>/<id> per record (Spring Data REST has no "id in" parameter)', async () => {
    const many = firstValueFrom(repos.for('people').getMany([1, 2]));
    await Promise.resolve();
    const one = http.expectOne('/api/people/1');
    const two = http.expectOne('/api/people/2');
    one.flush(frodo);
    two.flush({ firstName: 'Sam', _links: { self: { href: 'http://localhost:8080/people/2' } } });
    await expect(many).resolves.toEqual([
      { id: 1, firstName: 'Frodo', lastName: 'Baggins' },
      { id: 2, firstName: 'Sam' },
    ]);
  });

  // https://github.com/spring-projects/spring-data-rest/blob/main/spring-data-rest-webmvc/src/main/java/org/springframework/data/rest/webmvc/support/RepositoryConstraintViolationExceptionMessage.java
  // (the 400 body of a validator registered as https://docs.spring.io/spring-data/rest/reference/validation.html shows).
  it('a validation failure { errors: [{ entity, property, invalidValue, message }] } gives field errors', async () => {
    const saved = failure(repos.for('people').create({ firstName: '' }));
    http.expectOne('/api/people').flush(
      {
        errors: [
          {
            entity: 'Person',
            property: 'firstName',
            invalidValue: '',
            message: 'must not be blank',
          },
        ],
      },
      { status: 400, statusText: 'Bad Request' },
    );
    const error = await saved;
    expect(error.errors).toEqual({ firstName: ['must not be blank'] });
    expect(error.message).toBe('The data is invalid: firstName must not be blank.');
  });

  // https://docs.spring.io/spring-boot/reference/web/servlet.html#web.servlet.spring-mvc.error-handling
  // (Spring Boot's error attributes: timestamp, status, error, message, path).
  it('Spring Boot’s error body gives its message, else its error', async () => {
    const read = failure(repos.for('people').get(9));
    http.expectOne('/api/people/9').flush(
      {
        timestamp: '2026-01-01T00:00:00.000+00:00',
        status: 409,
        error: 'Conflict',
        message: 'Person 9 is locked',
        path: '/people/9',
      },
      { status: 409, statusText: 'Conflict' },
    );
    expect((await read).message).toBe('Person 9 is locked');

    const bare = failure(repos.for('people').get(8));
    http
      .expectOne('/api/people/8')
      .flush(
        { status: 404, error: 'Not Found', path: '/people/8' },
        { status: 404, statusText: 'Not Found' },
      );
    expect((await bare).message).toBe('Not Found');
  });
});

describe('createSpringDataRestDialect options', () => {
  it('rels names the _embedded key; searches send filters and the text to a search resource', async () => {
    const { repos, http } = repositoriesFor({
      dialect: createSpringDataRestDialect({
        rels: { people: 'persons' },
        searches: { people: { path: 'findByLastNameContaining', q: 'name' } },
      }),
      resources: [{ name: 'people' }],
    });
    // https://docs.spring.io/spring-data/rest/reference/paging-and-sorting.html#paging-and-sorting.sorting:
    // `/people/search/nameStartsWith?name=K&sort=name,desc`.
    const result = firstValueFrom(
      repos.for('people').list({
        page: 1,
        perPage: 20,
        q: 'K',
        sort: [{ field: 'name', order: 'desc' }],
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({
      url: '/api/people/search/findByLastNameContaining',
      params: { page: '0', size: '20', sort: 'name,desc', name: 'K' },
    });
    req.flush({
      _embedded: { persons: [frodo], other: [] },
      page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
    });
    await expect(result).resolves.toEqual({
      data: [{ id: 1, firstName: 'Frodo', lastName: 'Baggins' }],
      total: 1,
    });

    const plain = firstValueFrom(repos.for('people').list({ page: 1, perPage: 20 }));
    http.expectOne((r) => r.url === '/api/people').flush({ page: { totalElements: 0 } });
    await expect(plain).resolves.toEqual({ data: [], total: 0 });
    http.verify();
  });

  it("update: 'PUT' replaces the record; getMany: 'param' sends one id=1&id=2 request", async () => {
    const { repos, http } = repositoriesFor({
      dialect: createSpringDataRestDialect({ update: 'PUT', getMany: 'param' }),
      resources: [{ name: 'people' }],
    });
    const many = firstValueFrom(repos.for('people').getMany([1, 2]));
    await Promise.resolve();
    const req = http.expectOne((r) => r.url === '/api/people');
    expect(wire(req).params).toEqual({ id: ['1', '2'], size: '2' });
    req.flush({
      _embedded: {
        persons: [frodo, { firstName: 'Sam', _links: { self: { href: 'http://h/people/2' } } }],
      },
      page: { totalElements: 2 },
    });
    await expect(many).resolves.toHaveLength(2);

    const updated = firstValueFrom(repos.for('people').update(1, { firstName: 'Bilbo' }));
    const put = http.expectOne('/api/people/1');
    expect(put.request.method).toBe('PUT');
    put.flush({ ...frodo, firstName: 'Bilbo' });
    await updated;
    http.verify();
  });

  it('a getManyLimit that is no positive integer is a configuration error', () => {
    const { repos } = repositoriesFor({
      dialect: { ...springDataRestDialect, getManyLimit: 0 },
      resources: [{ name: 'people' }],
    });
    expect(() => repos.for('people')).toThrow(
      /Resource "people": dialect "spring-data-rest" has getManyLimit 0; it must be a positive integer/,
    );
  });

  it('bad options are configuration errors naming the option', () => {
    expect(() => createSpringDataRestDialect({ update: 'POST' as 'PUT' })).toThrow(
      /createSpringDataRestDialect: update must be 'PATCH' or 'PUT', got "POST"/,
    );
    expect(() => createSpringDataRestDialect({ searches: { people: { path: 'a/b' } } })).toThrow(
      /searches\.people\.path must be a query method's path/,
    );
    expect(() => createSpringDataRestDialect({ rels: { people: '' } })).toThrow(
      /rels\.people must be a non-empty string/,
    );
  });
});

describe('springPageDialect through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: springPageDialect,
      resources: [{ name: 'users', api: 'admin/users' }],
    }));
  });
  afterEach(() => http.verify());

  // https://docs.spring.io/spring-data/commons/reference/repositories/core-extensions.html#core.web.basic.paging-and-sorting
  // (`page` 0-indexed, `size`, `sort=firstname&sort=lastname,asc`) and #core.web.page.paged-model
  // (`{ content: [...], page: { size: 20, totalElements: 30, totalPages: 2, number: 0 } }`).
  it('list: zero-based page, size, sort per field, q; PagedModel { content, page.totalElements }', async () => {
    const result = firstValueFrom(
      repos.for('users').list({
        page: 1,
        perPage: 20,
        sort: [
          { field: 'firstname', order: 'asc' },
          { field: 'lastname', order: 'desc' },
        ],
        filter: { active: true },
        q: 'ann',
      }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/admin/users',
      params: {
        page: '0',
        size: '20',
        sort: ['firstname,asc', 'lastname,desc'],
        active: 'true',
        q: 'ann',
      },
      headers: {},
      body: null,
    });
    req.flush({
      content: [{ id: 1, firstname: 'Ann' }],
      page: { size: 20, totalElements: 30, totalPages: 2, number: 0 },
    });
    await expect(result).resolves.toEqual({ data: [{ id: 1, firstname: 'Ann' }], total: 30 });
  });

  // A `PageImpl` serialized as it is (Spring Data before 3.3's PagedModel, see
  // https://github.com/spring-projects/spring-data-commons/issues/3024): the `Page` getters.
  it('list: PageImpl { content, totalElements, … } as Jackson writes it', async () => {
    const result = firstValueFrom(repos.for('users').list({ page: 2, perPage: 1 }));
    http
      .expectOne((r) => r.url === '/api/admin/users')
      .flush({
        content: [{ id: 2 }],
        pageable: { pageNumber: 1, pageSize: 1, offset: 1, paged: true, unpaged: false },
        last: true,
        totalElements: 2,
        totalPages: 2,
        size: 1,
        number: 1,
        first: false,
        numberOfElements: 1,
        empty: false,
      });
    await expect(result).resolves.toEqual({ data: [{ id: 2 }], total: 2 });
  });

  it('list: a Slice (no total) or a body without content fails clearly', async () => {
    const slice = failure(repos.for('users').list({ page: 1, perPage: 1 }));
    http
      .expectOne((r) => r.url === '/api/admin/users')
      .flush({ content: [{ id: 1 }], number: 0, size: 1, first: true, last: false });
    expect((await slice).message).toMatch(/a Slice has no total, return a Page/);

    const bare = failure(repos.for('users').list({ page: 1, perPage: 1 }));
    http.expectOne((r) => r.url === '/api/admin/users').flush({ data: [] });
    expect((await bare).message).toMatch(/content as an array of records.*got undefined/);
  });

  it('get, getMany (one GET per id), create (POST), update (PUT), delete: plain REST paths', async () => {
    const many = firstValueFrom(repos.for('users').getMany([1, 2]));
    await Promise.resolve();
    http.expectOne('/api/admin/users/1').flush({ id: 1 });
    http.expectOne('/api/admin/users/2').flush({ id: 2 });
    await expect(many).resolves.toEqual([{ id: 1 }, { id: 2 }]);

    const created = firstValueFrom(repos.for('users').create({ name: 'Ann' }));
    const post = http.expectOne('/api/admin/users');
    expect(wire(post)).toMatchObject({ method: 'POST', body: { name: 'Ann' } });
    post.flush({ id: 3, name: 'Ann' });
    await expect(created).resolves.toEqual({ id: 3, name: 'Ann' });

    const updated = firstValueFrom(repos.for('users').update(3, { name: 'Anne' }));
    const put = http.expectOne('/api/admin/users/3');
    expect(put.request.method).toBe('PUT');
    put.flush({ id: 3, name: 'Anne' });
    await expect(updated).resolves.toEqual({ id: 3, name: 'Anne' });

    const deleted = firstValueFrom(repos.for('users').delete(3));
    const del = http.expectOne('/api/admin/users/3');
    expect(del.request.method).toBe('DELETE');
    del.flush(null, { status: 204, statusText: 'No Content' });
    await deleted;
  });

  it('updateMany: one PATCH <api>/<id> per record', async () => {
    const done = firstValueFrom(repos.for('users').updateMany([1, 2], { active: false }));
    const one = http.expectOne('/api/admin/users/1');
    const two = http.expectOne('/api/admin/users/2');
    expect([one.request.method, two.request.method]).toEqual(['PATCH', 'PATCH']);
    expect(one.request.body).toEqual({ active: false });
    one.flush({ id: 1, active: false });
    two.flush({ id: 2, active: false });
    await expect(done).resolves.toEqual([1, 2]);
  });

  // https://docs.spring.io/spring-boot/reference/web/servlet.html#web.servlet.spring-mvc.error-handling
  // with `server.error.include-binding-errors=always`: the binding errors' `field` and
  // `defaultMessage`.
  it('Spring Boot’s binding errors become field errors under the message', async () => {
    const saved = failure(repos.for('users').create({ name: '' }));
    http.expectOne('/api/admin/users').flush(
      {
        timestamp: '2026-01-01T00:00:00.000+00:00',
        status: 400,
        error: 'Bad Request',
        message: "Validation failed for object='user'. Error count: 1",
        errors: [
          {
            codes: ['NotBlank.user.name', 'NotBlank'],
            defaultMessage: 'must not be blank',
            objectName: 'user',
            field: 'name',
            rejectedValue: '',
            bindingFailure: false,
            code: 'NotBlank',
          },
        ],
        path: '/admin/users',
      },
      { status: 400, statusText: 'Bad Request' },
    );
    const error = await saved;
    expect(error.errors).toEqual({ name: ['must not be blank'] });
    expect(error.message).toBe("Validation failed for object='user'. Error count: 1");
  });

  // RFC 9457 problem details, as Spring MVC's ProblemDetail writes them.
  it('problem details give their detail', async () => {
    const saved = failure(repos.for('users').create({ name: 'x' }));
    http.expectOne('/api/admin/users').flush(
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Invalid request content.',
        instance: '/admin/users',
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect((await saved).message).toBe('Invalid request content.');
  });
});

describe('createSpringPageDialect options', () => {
  it("searchParam names the search text's parameter; getMany: 'param' sends id=1&id=2", async () => {
    const { repos, http } = repositoriesFor({
      dialect: createSpringPageDialect({ searchParam: 'search', getMany: 'param' }),
      resources: [{ name: 'users' }],
    });
    const listed = firstValueFrom(repos.for('users').list({ page: 1, perPage: 5, q: 'x' }));
    const list = http.expectOne((r) => r.url === '/api/users');
    expect(wire(list).params).toEqual({ page: '0', size: '5', search: 'x' });
    list.flush({ content: [], totalElements: 0 });
    await expect(listed).resolves.toEqual({ data: [], total: 0 });

    const many = firstValueFrom(repos.for('users').getMany([1, 2]));
    await Promise.resolve();
    const req = http.expectOne((r) => r.url === '/api/users');
    expect(wire(req).params).toEqual({ id: ['1', '2'], size: '2' });
    req.flush({ content: [{ id: 1 }, { id: 2 }], totalElements: 2 });
    await expect(many).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    http.verify();
    expect(() => createSpringPageDialect({ searchParam: '' })).toThrow(
      /createSpringPageDialect: searchParam must be a parameter name/,
    );
  });
});
