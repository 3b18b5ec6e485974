// A descriptor's `operations` through the repository: the Swagger Petstore 3's pets (listed only
// through GET /pet/findByStatus?status=…, a required query parameter; updated with PUT /pet, the
// id in the body; schematics/openapi/fixtures/petstore3.openapi.yaml) on json-server's dialect and
// on createRestDialect with a body envelope.
import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import type { ResourceDescriptor } from 'admin/core';
import { jsonServerDialect } from './json-server-dialect';
import { ResourceRepositories } from './resource-repositories';
import { repositoriesFor, wire } from './repositories.testing';
import { createRestDialect } from './rest-dialect';

const pets: ResourceDescriptor = {
  name: 'pets',
  api: 'pet',
  operations: {
    list: { path: 'pet/findByStatus', filter: { status: 'available' } },
    update: { method: 'PUT', path: 'pet', idInBody: true },
  },
};

describe('operations: actions through other operations of the API', () => {
  let repos: ResourceRepositories;
  let http: HttpTestingController;
  afterEach(() => http.verify());

  describe('the Petstore on json-server', () => {
    beforeEach(() => {
      TestBed.resetTestingModule();
      ({ repos, http } = repositoriesFor({
        dialect: jsonServerDialect,
        apiUrl: '/v3',
        resources: [
          pets,
          {
            name: 'orders',
            api: 'store/order',
            operations: {
              get: { path: 'store/order/{id}/' },
              create: { method: 'PUT' },
              delete: { method: 'POST', path: 'store/order/{id}/cancel' },
            },
          },
        ],
      }));
    });

    it("list: GET the operation's path, its required filter's default when the call has none or an empty one", async () => {
      const repo = repos.for('pets');
      for (const filter of [undefined, { status: '' }, { status: [] }, { status: null }]) {
        const result = firstValueFrom(repo.list({ page: 1, perPage: 10, filter }));
        const req = http.expectOne(() => true);
        expect(wire(req)).toMatchObject({
          method: 'GET',
          url: '/v3/pet/findByStatus',
          params: { status: 'available', _page: '1', _limit: '10' },
        });
        req.flush([{ id: 1, name: 'Rex' }], { headers: { 'X-Total-Count': '1' } });
        await expect(result).resolves.toEqual({ data: [{ id: 1, name: 'Rex' }], total: 1 });
      }
    });

    it('list: a value the user chose wins over the default; other filters go with it', async () => {
      const result = firstValueFrom(
        repos.for('pets').list({ filter: { status: 'sold', tag: 'x' } }),
      );
      const req = http.expectOne(() => true);
      expect(wire(req)).toMatchObject({
        url: '/v3/pet/findByStatus',
        params: { status: 'sold', tag: 'x' },
      });
      req.flush([], { headers: { 'X-Total-Count': '0' } });
      await expect(result).resolves.toEqual({ data: [], total: 0 });
    });

    it("update: PUT the operation's path with the record's key in the body; delete stays the dialect's", async () => {
      const repo = repos.for('pets');
      const updated = firstValueFrom(repo.update(10, { name: 'Rex' }));
      const req = http.expectOne(() => true);
      expect(wire(req)).toEqual({
        method: 'PUT',
        url: '/v3/pet',
        params: {},
        headers: {},
        body: { name: 'Rex', id: 10 },
      });
      req.flush({ id: 10, name: 'Rex', status: 'available' });
      await expect(updated).resolves.toEqual({ id: 10, name: 'Rex', status: 'available' });

      const deleted = firstValueFrom(repo.delete(10), { defaultValue: undefined });
      const del = http.expectOne(() => true);
      expect(wire(del)).toMatchObject({ method: 'DELETE', url: '/v3/pet/10' });
      del.flush(null);
      await deleted;
    });

    it('updateMany: one request per record through the update operation, each with its key', async () => {
      const done = firstValueFrom(repos.for('pets').updateMany([1, 'a/b'], { status: 'sold' }));
      const reqs = http.match(() => true);
      expect(reqs.map(wire).map(({ method, url, body }) => ({ method, url, body }))).toEqual([
        { method: 'PUT', url: '/v3/pet', body: { status: 'sold', id: 1 } },
        { method: 'PUT', url: '/v3/pet', body: { status: 'sold', id: 'a/b' } },
      ]);
      reqs.forEach((r) => r.flush({ ...r.request.body }));
      await expect(done).resolves.toEqual([1, 'a/b']);
    });

    it('get, create and delete through their operations: {id} filled in (URL-encoded), the method given', async () => {
      const orders = repos.for('orders');
      const got = firstValueFrom(orders.get('a/b'));
      const created = firstValueFrom(orders.create({ petId: 1 }));
      const deleted = firstValueFrom(orders.delete(7), { defaultValue: undefined });
      const reqs = http.match(() => true);
      expect(reqs.map((r) => [r.request.method, r.request.url])).toEqual([
        ['GET', '/v3/store/order/a%2Fb/'],
        ['PUT', '/v3/store/order'],
        ['POST', '/v3/store/order/7/cancel'],
      ]);
      reqs.forEach((r) => r.flush({ id: 7, petId: 1 }));
      await Promise.all([got, created, deleted]);
    });
  });

  it("with createRestDialect's body envelope, the key goes inside the envelope", async () => {
    TestBed.resetTestingModule();
    ({ repos, http } = repositoriesFor({
      dialect: createRestDialect({ body: 'pet', record: 'pet', update: 'PUT' }),
      resources: [pets],
    }));
    const updated = firstValueFrom(repos.for('pets').update(3, { name: 'Tom' }));
    const req = http.expectOne(() => true);
    expect(wire(req)).toMatchObject({
      method: 'PUT',
      url: '/api/pet',
      body: { pet: { name: 'Tom', id: 3 } },
    });
    req.flush({ pet: { id: 3, name: 'Tom' } });
    await expect(updated).resolves.toEqual({ id: 3, name: 'Tom' });
  });
});
