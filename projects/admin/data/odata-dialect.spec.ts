// The OData dialect, checked against the request and response examples of the OData v4.01
// specification and ASP.NET Core's documentation (no OData server can be had here); each test
// cites its page.
import type { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { createODataDialect, odataDialect } from './odata-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

const URL_CONVENTIONS =
  'https://docs.oasis-open.org/odata/odata/v4.01/odata-v4.01-part2-url-conventions.html';
const JSON_FORMAT =
  'https://docs.oasis-open.org/odata/odata-json-format/v4.01/odata-json-format-v4.01.html';
const ABNF =
  'https://docs.oasis-open.org/odata/odata/v4.01/os/abnf/odata-abnf-construction-rules.txt';
const ASPNET = 'https://learn.microsoft.com/en-us/aspnet/core/web-api/';

/** The query as the server reads it: decoded, in order. */
function query(url: string): string {
  return decodeURIComponent(url.slice(url.indexOf('?') + 1));
}

describe('odataDialect, against the examples of the OData v4.01 specification', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: odataDialect,
      apiUrl: 'http://host/service',
      resources: [
        { name: 'products', api: 'Products', autocompleteFields: ['Name'] },
        { name: 'customers', api: 'Customers', autocompleteFields: ['CompanyName', 'City'] },
        { name: 'categories', api: 'Categories', include: ['Products'] },
        { name: 'employees', api: 'Employees' },
      ],
    }));
  });
  afterEach(() => http.verify());

  it(`filters as ${URL_CONVENTIONS} §5.1.1 (eq, ge, le, in, contains, tolower), string literals as ${ABNF} (quote doubled)`, async () => {
    const result = firstValueFrom(
      repos.for('products').list({
        filter: {
          Name: 'Milk',
          Price: { gte: 10, lte: 100 },
          Rating: [4, 5],
          Supplier: { Name: "O'Neil" },
          Description: { like: 'Low FAT' },
          Discontinued: false,
          ReleaseDate: { gte: new Date(Date.UTC(2024, 0, 1)), lte: '2024-01-31T23:59:59.999Z' },
          Color: ['red', "it's"],
          empty: '',
          none: null,
        },
      }),
    );
    const req = http.expectOne(() => true);
    expect(req.request.url).toBe('http://host/service/Products');
    expect(req.request.params.get('$filter')).toBe(
      "Name eq 'Milk' and Price ge 10 and Price le 100 and Rating in (4,5) and " +
        "Supplier/Name eq 'O''Neil' and contains(tolower(Description),'low fat') and " +
        'Discontinued eq false and ReleaseDate ge 2024-01-01T00:00:00.000Z and ' +
        "ReleaseDate le 2024-01-31T23:59:59.999Z and Color in ('red','it''s')",
    );
    req.flush({ value: [] });
    await expect(result).resolves.toEqual({ data: [], total: 0 });
  });

  it(`sorts, pages and counts as ${URL_CONVENTIONS} §5.1.5–5.1.7 ($orderby=ReleaseDate,Rating desc, $top, $skip, $count=true); total from @odata.count (${JSON_FORMAT} §12)`, async () => {
    const result = firstValueFrom(
      repos.for('products').list({
        page: 2,
        perPage: 5,
        sort: [
          { field: 'ReleaseDate', order: 'asc' },
          { field: 'Rating', order: 'desc' },
        ],
      }),
    );
    const req = http.expectOne(() => true);
    expect(query(req.request.urlWithParams)).toBe(
      '$orderby=ReleaseDate,Rating desc&$top=5&$skip=5&$count=true',
    );
    req.flush({
      '@odata.context': 'http://host/service/$metadata#Products',
      '@odata.count': 37,
      value: [{ '@odata.etag': 'W/"1"', ID: 6, Name: 'Milk' }],
    });
    await expect(result).resolves.toEqual({ data: [{ ID: 6, Name: 'Milk' }], total: 37 });

    const first = firstValueFrom(repos.for('products').list({ page: 1, perPage: 5 }));
    const firstReq = http.expectOne(() => true);
    expect(query(firstReq.request.urlWithParams)).toBe('$top=5&$count=true');
    // OData 4.01's JSON may leave the odata. prefix out: "@count".
    firstReq.flush({
      '@context': 'http://host/service/$metadata#Products',
      '@count': 37,
      value: [],
    });
    await expect(first).resolves.toEqual({ data: [], total: 37 });
  });

  it(`expands and selects as ${URL_CONVENTIONS} §5.1.2, §5.1.3 ($expand=Products, $select)`, async () => {
    const list = firstValueFrom(repos.for('categories').list());
    const req = http.expectOne(() => true);
    expect(query(req.request.urlWithParams)).toBe('$expand=Products');
    req.flush({ value: [{ ID: 1, Products: [] }] });
    await expect(list).resolves.toEqual({ data: [{ ID: 1, Products: [] }], total: 1 });

    const found = firstValueFrom(repos.for('customers').search('Alfreds'));
    const lookup = http.expectOne(() => true);
    expect(query(lookup.request.urlWithParams)).toBe(
      "$select=id,CompanyName,City&$filter=(contains(tolower(CompanyName),'alfreds') or " +
        "contains(tolower(City),'alfreds'))&$top=25&$count=true",
    );
    lookup.flush({ '@odata.count': 0, value: [] });
    await expect(found).resolves.toEqual({ data: [], total: 0 });
  });

  it(`addresses a record by key as ${URL_CONVENTIONS} §4.3.1: Products(1), Customers('ALFKI'), a quote doubled`, async () => {
    const products = firstValueFrom(repos.for('products').get(1));
    const fromRoute = firstValueFrom(repos.for('products').get('2'));
    const customers = firstValueFrom(repos.for('customers').get('ALFKI'));
    const quoted = firstValueFrom(repos.for('customers').get("O'Neil & Co"));
    const guid = firstValueFrom(repos.for('customers').get('0c9a5b3e-1f2d-4c5b-8a7e-6f5d4c3b2a10'));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => r.request.urlWithParams)).toEqual([
      'http://host/service/Products(1)',
      'http://host/service/Products(2)',
      "http://host/service/Customers('ALFKI')",
      "http://host/service/Customers('O''Neil%20%26%20Co')",
      'http://host/service/Customers(0c9a5b3e-1f2d-4c5b-8a7e-6f5d4c3b2a10)',
    ]);
    reqs[0].flush({
      '@odata.context': 'http://host/service/$metadata#Products/$entity',
      ID: 1,
      Name: 'Bread',
      'Photo@odata.mediaReadLink': 'Products(1)/Photo',
    });
    reqs.slice(1).forEach((r, i) => r.flush({ ID: i + 2 }));
    await expect(products).resolves.toEqual({ ID: 1, Name: 'Bread' });
    await Promise.all([fromRoute, customers, quoted, guid]);
  });

  it('gets many with $filter=id in (…), keys written as for a record', async () => {
    const result = firstValueFrom(repos.for('categories').getMany([1, 'ab']));
    await Promise.resolve();
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({ $filter: "id in (1,'ab')", $expand: 'Products' });
    req.flush({ value: [{ id: 1 }, { id: 'ab' }] });
    await expect(result).resolves.toEqual([{ id: 1 }, { id: 'ab' }]);
  });

  it(`creates with POST, updates with PATCH (${URL_CONVENTIONS} and OData Protocol §11.4), deletes with DELETE`, async () => {
    const employees = repos.for('employees');
    const created = firstValueFrom(employees.create({ name: 'Ann' }, { locale: 'fr' }));
    const updated = firstValueFrom(employees.update(1, { name: 'Bo' }));
    const unchanged = firstValueFrom(employees.update(2, { name: 'Cy' }));
    const deleted = firstValueFrom(employees.delete(1));
    const reqs = http.match(() => true);
    expect(reqs.map(wire)).toEqual([
      {
        method: 'POST',
        url: 'http://host/service/Employees',
        params: {},
        headers: { Prefer: 'return=representation' },
        body: { name: 'Ann' },
      },
      {
        method: 'PATCH',
        url: 'http://host/service/Employees(1)',
        params: {},
        headers: { Prefer: 'return=representation' },
        body: { name: 'Bo' },
      },
      {
        method: 'PATCH',
        url: 'http://host/service/Employees(2)',
        params: {},
        headers: { Prefer: 'return=representation' },
        body: { name: 'Cy' },
      },
      {
        method: 'DELETE',
        url: 'http://host/service/Employees(1)',
        params: {},
        headers: {},
        body: null,
      },
    ]);
    reqs[0].flush(
      { '@odata.context': 'http://host/service/$metadata#Employees/$entity', id: 3, name: 'Ann' },
      { status: 201, statusText: 'Created' },
    );
    reqs[1].flush({ id: 1, name: 'Bo' });
    // A service that ignores the preference answers 204: what was sent is kept.
    reqs[2].flush(null, { status: 204, statusText: 'No Content' });
    reqs[3].flush(null, { status: 204, statusText: 'No Content' });
    await expect(created).resolves.toEqual({ id: 3, name: 'Ann' });
    await expect(updated).resolves.toEqual({ id: 1, name: 'Bo' });
    await expect(unchanged).resolves.toEqual({ id: 2, name: 'Cy' });
    await expect(deleted).resolves.toBeUndefined();
  });

  it(`sends a record's @odata.etag (${JSON_FORMAT} §4.6.10, control information etag) back as If-Match`, async () => {
    const employees = repos.for('employees');
    const got = firstValueFrom(employees.get(1));
    http
      .expectOne(() => true)
      .flush({
        '@odata.context': 'http://host/service/$metadata#Employees/$entity',
        '@odata.etag': 'W/"MjAyNC0wMS0zMQ=="',
        id: 1,
        name: 'Ann',
      });
    const record = await got;
    expect(record).toEqual({ id: 1, name: 'Ann' });
    expect(employees.versionOf(record)).toBe('W/"MjAyNC0wMS0zMQ=="');
    const saved = failure(
      employees.update(1, { name: 'Bo' }, { version: employees.versionOf(record) }),
    );
    const patch = http.expectOne(() => true);
    expect(patch.request.headers.get('If-Match')).toBe('W/"MjAyNC0wMS0zMQ=="');
    patch.flush(
      { error: { code: '', message: 'The record was changed.' } },
      { status: 412, statusText: 'Precondition Failed' },
    );
    const error = await saved;
    expect(error.status).toBe(412);
    expect(error.message).toBe('The record was changed.');
  });

  it('updates and deletes many with one request per record (no batch)', async () => {
    const done = firstValueFrom(repos.for('employees').updateMany([1, 2], { active: false }));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'PATCH http://host/service/Employees(1)',
      'PATCH http://host/service/Employees(2)',
    ]);
    reqs.forEach((r) => r.flush(null, { status: 204, statusText: 'No Content' }));
    await expect(done).resolves.toEqual([1, 2]);
  });

  it(`reads the error response of ${JSON_FORMAT} §21.1: message, and details[].target as field errors`, async () => {
    const saved = failure(repos.for('employees').create({ Name: '' }));
    http
      .expectOne(() => true)
      .flush(
        {
          error: {
            code: 'err123',
            message: 'Unsupported functionality',
            target: 'query',
            details: [
              {
                code: 'forty-two',
                target: '$search',
                message: '$search query option not supported',
              },
              { code: 'required', target: 'Name', message: 'The Name field is required.' },
            ],
            innererror: { trace: [], context: {} },
          },
        },
        { status: 400, statusText: 'Bad Request' },
      );
    const error = await saved;
    expect(error.message).toBe('Unsupported functionality');
    expect(error.errors).toEqual({
      $search: ['$search query option not supported'],
      name: ['The Name field is required.'],
    });
  });

  it(`reads ASP.NET Core's ValidationProblemDetails (${ASPNET}#automatic-http-400-responses): errors by field, camel-cased`, async () => {
    const saved = failure(repos.for('employees').update(1, { FirstName: '' }));
    http
      .expectOne(() => true)
      .flush(
        {
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
          title: 'One or more validation errors occurred.',
          status: 400,
          traceId: '|7fb5e16a-4c8f23bbfc974667.',
          errors: {
            FirstName: ['The FirstName field is required.'],
            '$.hireDate': ['The JSON value could not be converted to System.DateTime.'],
            ID: ['The ID is read-only.'],
            '': ['A non-empty request body is required.'],
          },
        },
        { status: 400, statusText: 'Bad Request' },
      );
    const error = await saved;
    expect(error.errors).toEqual({
      firstName: ['The FirstName field is required.'],
      hireDate: ['The JSON value could not be converted to System.DateTime.'],
      id: ['The ID is read-only.'],
    });
    expect(error.message).toBe(
      'One or more validation errors occurred. A non-empty request body is required.',
    );

    const read = failure(repos.for('employees').get(9));
    http
      .expectOne(() => true)
      .flush(
        { title: 'Not Found', status: 404, detail: 'No employee 9.' },
        { status: 404, statusText: 'Not Found' },
      );
    expect((await read).message).toBe('No employee 9.');
  });

  it('a paged list without @odata.count fails naming the dialect, $count and what came', async () => {
    const uncounted = failure(repos.for('employees').list({ perPage: 10 }));
    http.expectOne(() => true).flush({ value: [] });
    expect((await uncounted).message).toContain(
      'the odata dialect reads the total from @odata.count of the JSON body',
    );
    const bare = failure(repos.for('employees').list());
    http.expectOne(() => true).flush({ d: { results: [] } });
    expect((await bare).message).toBe(
      'GET http://host/service/Employees: expected a JSON body { value: [...] } (odata dialect), got an object with keys d',
    );
  });

  it('a search without properties to search names the dialect and its options', async () => {
    const error = await failure(repos.for('employees').list({ q: 'x' }));
    expect(error.message).toContain('the odata dialect has no property to search "employees" in');
    expect(error.message).toContain("createODataDialect({ search: '$search' })");
  });

  it('a filter value that is no literal is refused, naming the filter', async () => {
    const error = await failure(repos.for('employees').list({ filter: { Age: Number.NaN } }));
    expect(error.message).toContain('filter "Age" holds NaN');
  });
});

describe('createODataDialect', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it(`sends $search (${URL_CONVENTIONS} §5.1.7), keys as segments, string keys quoted, case kept`, async () => {
    let repos: ResourceRepositories;
    ({ repos, http } = repositoriesFor({
      dialect: createODataDialect({
        search: '$search',
        keys: 'string',
        keyAsSegment: true,
        caseInsensitive: false,
      }),
      apiUrl: 'http://host/service',
      resources: [{ name: 'products', api: 'Products' }],
    }));
    const products = repos.for('products');
    const listed = firstValueFrom(
      products.list({ q: 'blue "green"', filter: { Name: { like: 'Milk' } } }),
    );
    const got = firstValueFrom(products.get('007'));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => query(r.request.urlWithParams))).toEqual([
      '$search="blue \\"green\\""&$filter=contains(Name,\'Milk\')',
      "http://host/service/Products/'007'",
    ]);
    reqs[0].flush({ value: [] });
    reqs[1].flush({ ID: '007' });
    await listed;
    await expect(got).resolves.toEqual({ ID: '007' });
  });

  it('searches the properties named per resource and maps error fields with errorField', async () => {
    let repos: ResourceRepositories;
    ({ repos, http } = repositoriesFor({
      dialect: createODataDialect({
        search: { people: ['FirstName', 'Address.City'] },
        errorField: (name) => name,
      }),
      resources: [{ name: 'people' }],
    }));
    const listed = firstValueFrom(repos.for('people').list({ q: "D'Arcy" }));
    const req = http.expectOne(() => true);
    expect(req.request.params.get('$filter')).toBe(
      "(contains(tolower(FirstName),'d''arcy') or contains(tolower(Address/City),'d''arcy'))",
    );
    req.flush({ value: [] });
    await listed;
    const saved = failure(repos.for('people').create({}));
    http
      .expectOne(() => true)
      .flush(
        { title: 'One or more validation errors occurred.', errors: { FirstName: ['Required.'] } },
        { status: 400, statusText: 'Bad Request' },
      );
    expect((await saved).errors).toEqual({ FirstName: ['Required.'] });
  });
});

describe('createODataDialect options', () => {
  it('refuses options it cannot use, naming them', () => {
    expect(() => createODataDialect({ keys: 'guid' as 'auto' })).toThrow(
      `createODataDialect: keys must be 'auto' or 'string', got "guid"`,
    );
    expect(() => createODataDialect({ search: 'title' as '$search' })).toThrow(
      `createODataDialect: search must be '$search', a list of properties or lists of them by resource name, got "title"`,
    );
    expect(() => createODataDialect({ search: null as unknown as '$search' })).toThrow(
      `createODataDialect: search must be '$search', a list of properties or lists of them by resource name, got null`,
    );
    expect(() => createODataDialect({ errorField: 'camel' as unknown as () => string })).toThrow(
      'createODataDialect: errorField must be a function, got "camel"',
    );
  });
});
