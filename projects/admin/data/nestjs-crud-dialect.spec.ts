// nestjsCrudDialect against the request and response examples of @dataui/crud's own
// documentation and of NestJS's:
// - query params (fields, s, filter, or, sort, join, limit, page) and their examples:
//   https://github.com/gid-oss/dataui-nestjs-crud/blob/master/docs/requests.md (the same text as
//   https://github.com/nestjsx/crud/wiki/Requests)
// - the getMany response `GetManyDefaultResponse { data, count, total, page, pageCount }`:
//   https://github.com/nestjsx/crud/blob/master/packages/crud/src/interfaces/get-many-default-response.interface.ts
// - the ValidationPipe's 400 answer: https://docs.nestjs.com/techniques/validation
import { HttpTestingController } from '@angular/common/http/testing';
import { firstValueFrom } from 'rxjs';

import { createNestjsCrudDialect, nestjsCrudDialect } from './nestjs-crud-dialect';
import { ResourceRepositories } from './resource-repositories';
import { failure, repositoriesFor, wire } from './repositories.testing';

describe('nestjsCrudDialect (@dataui/crud) through the repository', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;

  beforeEach(() => {
    ({ repos, http } = repositoriesFor({
      dialect: nestjsCrudDialect,
      resources: [
        {
          name: 'heroes',
          include: ['profile', 'notifications'],
          translatable: true,
          autocompleteFields: ['name', 'email'],
        },
        { name: 'companies' },
        { name: 'users', dialect: createNestjsCrudDialect({ update: 'put' }) },
      ],
    }));
  });
  afterEach(() => http.verify());

  it('list: limit, page, sort=f,DESC (repeated), filter=f||$op||v (repeated), join, Accept-Language; total from { data, count, total, page, pageCount }', async () => {
    const result = firstValueFrom(
      repos.for('heroes').list(
        {
          page: 2,
          perPage: 10,
          sort: [
            { field: 'name', order: 'asc' },
            { field: 'id', order: 'desc' },
          ],
          filter: {
            isVillain: false,
            city: 'Arkham',
            shots: [12, 26],
            profile: { firstName: 'Bruce' },
            name: { like: 'bat' },
            power: { gte: 10, lte: 90 },
          },
        },
        { locale: 'fr' },
      ),
    );
    const req = http.expectOne(() => true);
    expect(wire(req)).toEqual({
      method: 'GET',
      url: '/api/heroes',
      params: {
        limit: '10',
        page: '2',
        sort: ['name,ASC', 'id,DESC'],
        filter: [
          'isVillain||$eq||false',
          'city||$eq||Arkham',
          'shots||$in||12,26',
          'profile.firstName||$eq||Bruce',
          'name||$contL||bat',
          'power||$gte||10',
          'power||$lte||90',
        ],
        join: ['profile', 'notifications'],
      },
      headers: { 'Accept-Language': 'fr' },
      body: null,
    });
    req.flush({
      data: [{ id: 11, name: 'Batman' }],
      count: 1,
      total: 11,
      page: 2,
      pageCount: 2,
    });
    await expect(result).resolves.toEqual({ data: [{ id: 11, name: 'Batman' }], total: 11 });
  });

  it('q: s={"$and":[filters…, {"$or": search fields $contL}]} (filter is ignored when s is present), fields=id,name,email', async () => {
    const result = firstValueFrom(
      repos.for('heroes').search('bat', { filter: { isActive: true } }),
    );
    const req = http.expectOne(() => true);
    expect(wire(req).params).toEqual({
      limit: '25',
      page: '1',
      s: JSON.stringify({
        $and: [
          { isActive: { $eq: true } },
          { $or: [{ name: { $contL: 'bat' } }, { email: { $contL: 'bat' } }] },
        ],
      }),
      join: ['profile', 'notifications'],
      fields: 'id,name,email',
    });
    req.flush({ data: [{ id: 1, name: 'Batman' }], count: 1, total: 1, page: 1, pageCount: 1 });
    await expect(result).resolves.toEqual({ data: [{ id: 1, name: 'Batman' }], total: 1 });
  });

  it('the docs’ examples: fields, one filter, $in, several sorts; s alone for q; s for values filter= cannot carry', () => {
    const resource = repos.for('companies').resource;
    // ?fields=email,name
    expect(nestjsCrudDialect.get({ resource, fields: ['email', 'name'] }, 1).params).toEqual({
      fields: 'email,name',
    });
    // ?filter=name||$eq||batman
    expect(nestjsCrudDialect.list({ resource }, { filter: { name: 'batman' } }).params).toEqual({
      filter: ['name||$eq||batman'],
    });
    // ?sort=name,ASC&sort=id,DESC
    expect(
      nestjsCrudDialect.list(
        { resource },
        {
          sort: [
            { field: 'name', order: 'asc' },
            { field: 'id', order: 'desc' },
          ],
        },
      ).params,
    ).toEqual({ sort: ['name,ASC', 'id,DESC'] });
    // ?s={"$or": […]} over the searchFields option, the only condition
    const searching = createNestjsCrudDialect({ searchFields: ['name'] });
    expect(searching.list({ resource }, { q: 'Superman' }).params).toEqual({
      s: '{"$or":[{"name":{"$contL":"Superman"}}]}',
    });
    // s keeps the values' JSON types: numbers, booleans; dates as ISO text
    expect(
      searching.list(
        { resource },
        {
          q: 'x',
          filter: {
            views: { gte: 10 },
            isActive: true,
            createdAt: { lte: new Date(Date.UTC(2008, 9, 1)) },
          },
        },
      ).params,
    ).toEqual({
      s: JSON.stringify({
        $and: [
          { views: { $gte: 10 } },
          { isActive: { $eq: true } },
          { createdAt: { $lte: '2008-10-01T00:00:00.000Z' } },
          { $or: [{ name: { $contL: 'x' } }] },
        ],
      }),
    });
    // a value holding the delimiter || or, in an array, the comma: the whole filter goes in s
    expect(
      nestjsCrudDialect.list({ resource }, { filter: { name: ['a,b', 'c'], city: 'x' } }).params,
    ).toEqual({ s: '{"$and":[{"name":{"$in":["a,b","c"]}},{"city":{"$eq":"x"}}]}' });
    expect(nestjsCrudDialect.list({ resource }, { filter: { motto: 'a||b' } }).params).toEqual({
      s: '{"motto":{"$eq":"a||b"}}',
    });
  });

  it('q without search fields is a clear error naming the option', async () => {
    await expect(firstValueFrom(repos.for('companies').list({ q: 'x' }))).rejects.toThrow(
      'companies.list(): the nestjs-crud dialect has no full-text search, so it searches "q" in ' +
        'named fields, and resource "companies" names none: set createNestjsCrudDialect({ ' +
        "searchFields: { \"companies\": ['title'] } }), or the resource's autocompleteFields or " +
        'label; no request was sent.',
    );
  });

  it('list without paging reads the plain array the controller sends then', async () => {
    const result = firstValueFrom(repos.for('companies').list());
    http.expectOne('/api/companies').flush([{ id: 1 }, { id: 2 }]);
    await expect(result).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('get and getMany: GET <api>/<id>, and filter=id||$in||1,2; a record as it is', async () => {
    const one = firstValueFrom(repos.for('heroes').get(1));
    const one$ = http.expectOne(() => true);
    expect(wire(one$)).toEqual({
      method: 'GET',
      url: '/api/heroes/1',
      params: { join: ['profile', 'notifications'] },
      headers: { 'Accept-Language': 'en' },
      body: null,
    });
    one$.flush({ id: 1, name: 'Batman', profile: { id: 3, firstName: 'Bruce' } });
    await expect(one).resolves.toEqual({
      id: 1,
      name: 'Batman',
      profile: { id: 3, firstName: 'Bruce' },
    });

    const many = firstValueFrom(repos.for('companies').getMany([1, 2]));
    await Promise.resolve();
    const many$ = http.expectOne(() => true);
    expect(wire(many$).params).toEqual({ filter: 'id||$in||1,2' });
    many$.flush([{ id: 2 }, { id: 1 }]);
    await expect(many).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('create, update, delete: POST, PATCH (PUT with update: put), DELETE; updateMany is one PATCH per record', async () => {
    const created = firstValueFrom(repos.for('companies').create({ name: 'Acme' }));
    const updated = firstValueFrom(repos.for('companies').update(1, { name: 'Acme Corp' }));
    const replaced = firstValueFrom(repos.for('users').update(5, { email: 'a@b.c' }));
    const deleted = firstValueFrom(repos.for('companies').delete(1));
    const reqs = http.match(() => true);
    expect(reqs.map((r) => [r.request.method, r.request.url, r.request.body])).toEqual([
      ['POST', '/api/companies', { name: 'Acme' }],
      ['PATCH', '/api/companies/1', { name: 'Acme Corp' }],
      ['PUT', '/api/users/5', { email: 'a@b.c' }],
      ['DELETE', '/api/companies/1', null],
    ]);
    reqs[0].flush({ id: 1, name: 'Acme' }, { status: 201, statusText: 'Created' });
    reqs[1].flush({ id: 1, name: 'Acme Corp' });
    reqs[2].flush({ id: 5, email: 'a@b.c' });
    reqs[3].flush(null);
    await expect(created).resolves.toEqual({ id: 1, name: 'Acme' });
    await expect(updated).resolves.toEqual({ id: 1, name: 'Acme Corp' });
    await expect(replaced).resolves.toEqual({ id: 5, email: 'a@b.c' });
    await expect(deleted).resolves.toBeUndefined();

    const bulk = firstValueFrom(repos.for('users').updateMany([5, 6], { active: true }));
    const each = http.match(() => true);
    expect(each.map((r) => `${r.request.method} ${r.request.url}`)).toEqual([
      'PATCH /api/users/5',
      'PATCH /api/users/6',
    ]);
    each.forEach((r, i) => r.flush({ id: 5 + i, active: true }));
    await expect(bulk).resolves.toEqual([5, 6]);
  });

  it('the ValidationPipe’s 400 messages land on the field they start with (docs: Validation)', async () => {
    const saved = failure(repos.for('companies').create({ email: 'x' }));
    http.expectOne('/api/companies').flush(
      {
        statusCode: 400,
        message: ['email must be an email', 'name should not be empty', 'Password too weak'],
        error: 'Bad Request',
      },
      { status: 400, statusText: 'Bad Request' },
    );
    const error = await saved;
    expect(error.errors).toEqual({
      email: ['email must be an email'],
      name: ['name should not be empty'],
      Password: ['Password too weak'],
    });
    expect(error.message).toBe(
      'email must be an email; name should not be empty; Password too weak',
    );

    const objects = failure(repos.for('companies').create({}));
    http.expectOne('/api/companies').flush(
      {
        statusCode: 400,
        message: [
          { property: 'domain', constraints: { isNotEmpty: 'domain should not be empty' } },
        ],
        error: 'Bad Request',
      },
      { status: 400, statusText: 'Bad Request' },
    );
    expect((await objects).errors).toEqual({ domain: ['domain should not be empty'] });

    const missing = failure(repos.for('companies').get(9));
    http
      .expectOne('/api/companies/9')
      .flush(
        { statusCode: 404, message: 'Company not found', error: 'Not Found' },
        { status: 404, statusText: 'Not Found' },
      );
    expect((await missing).message).toBe('Company not found');
  });

  it('responses that do not fit fail with a message naming the dialect and what was wrong', async () => {
    const paged = firstValueFrom(repos.for('companies').list({ page: 1, perPage: 5 }));
    http.expectOne(() => true).flush([{ id: 1 }]);
    await expect(paged).rejects.toThrow(
      'the nestjs-crud dialect reads the total from total of the JSON body ({ data: [...], count, total, page, pageCount }, which the controller sends when the request has limit and page), got a plain array',
    );
    const wrong = firstValueFrom(repos.for('companies').list());
    http.expectOne(() => true).flush({ items: [] });
    await expect(wrong).rejects.toThrow(
      'the nestjs-crud dialect expected a JSON body { data: [...], count, total, page, pageCount } or an array, got an object with keys items',
    );
    const record = firstValueFrom(repos.for('companies').get(1));
    http.expectOne('/api/companies/1').flush([{ id: 1 }]);
    await expect(record).rejects.toThrow(
      'GET /api/companies/1: the nestjs-crud dialect expected a JSON object (the record), got an array',
    );
  });

  it('bad options are errors naming the option', () => {
    expect(() => createNestjsCrudDialect({ update: 'post' as never })).toThrow(
      `createNestjsCrudDialect: update must be 'patch' or 'put', got "post"`,
    );
    expect(() => createNestjsCrudDialect({ searchFields: { heroes: [1] } as never })).toThrow(
      'createNestjsCrudDialect: searchFields must be an array of field names',
    );
  });
});
