/** @jest-environment node */
// nestjsCrudDialect against a real NestJS 11 API of @dataui/crud 5.3 controllers (TypeORM on
// sql.js; testing/nestjs), through ResourceRepository and HttpClient as an app uses them.
import {
  provideHttpClient,
  withFetch,
  withInterceptors,
  type HttpInterceptorFn,
} from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';

import type { AdminRecord, ResourceDescriptor } from 'admin/core';
import type { ApiDialect } from '../config/api-dialect';
import { withoutAuth } from '../setup/admin-features';
import { provideAdmin } from '../setup/provide-admin';
import { AdminHttpError } from './admin-http-error';
import { createNestjsCrudDialect, nestjsCrudDialect } from './nestjs-crud-dialect';
import { ResourceRepositories } from './resource-repositories';

/** testing/nestjs/start.cjs, shared with e2e/nestjs-crud.e2e.ts. */
const { startCrudServer } = createRequire(__filename)(
  join(__dirname, 'testing', 'nestjs', 'start.cjs'),
) as {
  /** Starts the NestJS API on a free port of 127.0.0.1; `close()` stops it. */
  startCrudServer(): Promise<{ url: string; close(): Promise<void> }>;
};

const resources: ResourceDescriptor[] = [
  { name: 'posts', autocompleteFields: ['id', 'title'] },
  { name: 'posts-with-user', api: 'posts', include: ['user'] },
  { name: 'users' },
];

let server: { url: string; close(): Promise<void> } | undefined;
let apiUrl: string;
let all: AdminRecord[];
/** Every request the repositories sent, as `METHOD path?query` under the API URL. */
let sent: string[] = [];

function repositories(dialect: ApiDialect = nestjsCrudDialect): ResourceRepositories {
  const record: HttpInterceptorFn = (req, next) => {
    sent.push(`${req.method} ${decodeURIComponent(req.urlWithParams.slice(apiUrl.length))}`);
    return next(req);
  };
  sent = [];
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({
    // no DOM here: tearing a testing module down touches `document`
    teardown: { destroyAfterEach: false },
    providers: [
      provideAdmin({ resources, apiUrl, dialect }, withoutAuth({ roles: ['admin'] })),
      provideHttpClient(withFetch(), withInterceptors([record])),
    ],
  });
  return TestBed.inject(ResourceRepositories);
}

const fail = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );

beforeAll(async () => {
  server = await startCrudServer();
  apiUrl = server.url;
  // No paging asked: @dataui/crud answers every record as a plain array.
  all = (await (await fetch(`${apiUrl}/posts`)).json()) as AdminRecord[];
}, 60_000); // compiling the app and starting Nest: 3–5 s alone, more on a busy machine

afterAll(() => server?.close(), 20_000);

describe('nestjsCrudDialect against @dataui/crud (NestJS, TypeORM)', () => {
  it('has the seed data', () => {
    expect(all).toHaveLength(40);
  });

  it('list: limit/page and sort=views,DESC&sort=id,ASC with the total', async () => {
    const posts = repositories().for('posts');
    const page = await firstValueFrom(
      posts.list({
        page: 2,
        perPage: 5,
        sort: [
          { field: 'views', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
      }),
    );
    expect(sent).toEqual(['GET /posts?limit=5&page=2&sort=views,DESC&sort=id,ASC']);
    const byViews = [...all].sort(
      (a, b) => Number(b['views']) - Number(a['views']) || Number(a['id']) - Number(b['id']),
    );
    expect(page.total).toBe(40);
    expect(page.data.map((p) => p['id'])).toEqual(byViews.slice(5, 10).map((p) => p['id']));
    const past = await firstValueFrom(posts.list({ page: 9, perPage: 10 }));
    expect(past).toEqual({ data: [], total: 40 });
  });

  it('list: filter=k||$eq||v, $in with a boolean, and user.name through join=user', async () => {
    const repos = repositories();
    const posts = repos.for('posts');
    const one = await firstValueFrom(posts.list({ perPage: 100, filter: { userId: 1 } }));
    expect(one.total).toBe(all.filter((p) => p['userId'] === 1).length);
    expect(one.data.every((p) => p['userId'] === 1)).toBe(true);
    const drafts = await firstValueFrom(posts.list({ perPage: 100, filter: { published: false } }));
    expect(drafts.total).toBe(all.filter((p) => p['published'] === false).length);
    expect(drafts.total).toBe(14);

    const two = await firstValueFrom(
      posts.list({ page: 1, perPage: 3, filter: { userId: [1, 3], published: true } }),
    );
    expect(sent).toContain(
      'GET /posts?limit=3&page=1&filter=userId||$in||1,3&filter=published||$eq||true',
    );
    const expected = all.filter((p) => [1, 3].includes(Number(p['userId'])) && p['published']);
    expect(two.total).toBe(expected.length);
    expect(two.data.map((p) => p['id'])).toEqual(expected.slice(0, 3).map((p) => p['id']));

    const grace = await firstValueFrom(
      repos.for('posts-with-user').list({
        perPage: 100,
        filter: { user: { name: 'Grace Hopper' } },
        sort: [{ field: 'user.name', order: 'asc' }],
      }),
    );
    expect(sent).toContain(
      'GET /posts?limit=100&page=1&sort=user.name,ASC&filter=user.name||$eq||Grace Hopper&join=user',
    );
    expect(grace.total).toBe(all.filter((p) => p['userId'] === 3).length);
    expect(grace.data.every((p) => (p['user'] as AdminRecord)['name'] === 'Grace Hopper')).toBe(
      true,
    );
  });

  it('list: { gte, lte } on numbers and dates, { like } → $contL; a text with || goes in s', async () => {
    const posts = repositories().for('posts');
    const range = await firstValueFrom(
      posts.list({ perPage: 100, filter: { views: { gte: 20, lte: 60 } } }),
    );
    const inRange = all.filter((p) => Number(p['views']) >= 20 && Number(p['views']) <= 60);
    expect(range.total).toBeGreaterThan(0);
    expect(range.data.map((p) => p['id'])).toEqual(inRange.map((p) => p['id']));

    const since = new Date('2024-01-01T00:00:00Z');
    const from = await firstValueFrom(
      posts.list({ perPage: 100, filter: { publishedAt: { gte: since } } }),
    );
    expect(from.total).toBe(30);
    expect(from.total).toBe(
      all.filter((p) => Date.parse(String(p['publishedAt'])) >= since.getTime()).length,
    );

    const like = await firstValueFrom(
      posts.list({ perPage: 100, filter: { title: { like: 'MMA PO' } } }),
    );
    expect(like.total).toBe(8);
    expect(like.data.every((p) => String(p['title']).startsWith('Gamma post'))).toBe(true);
    // @dataui/crud puts the text into SQL's LIKE as it is: % and _ are wildcards there (a limit
    // the dialect's documentation states; no escape works across its databases).
    const percent = await firstValueFrom(posts.list({ filter: { title: { like: '%' } } }));
    expect(percent.total).toBe(40);

    sent = [];
    const piped = await firstValueFrom(posts.list({ filter: { title: 'a||b' } }));
    expect(piped.total).toBe(0);
    expect(sent).toEqual(['GET /posts?s={"title":{"$eq":"a||b"}}']);
  });

  it('search: q → s={"$and":[filters, {"$or":[{"title":{"$contL":q}}]}]}', async () => {
    const posts = repositories().for('posts');
    const found = await firstValueFrom(posts.search('GAMMA', { perPage: 100 }));
    expect(found.total).toBe(all.filter((p) => String(p['title']).startsWith('Gamma')).length);
    expect(found.total).toBe(8);
    expect(sent[0]).toMatch(/&s=\{"\$or":\[\{"title":\{"\$contL":"GAMMA"\}\}\]\}/);

    const mine = await firstValueFrom(
      posts.list({ perPage: 100, q: 'gamma', filter: { userId: 2, published: true } }),
    );
    const expected = all.filter(
      (p) => String(p['title']).startsWith('Gamma') && p['userId'] === 2 && p['published'],
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(mine.data.map((p) => p['id'])).toEqual(expected.map((p) => p['id']));
    expect(sent[1]).toContain(
      's={"$and":[{"userId":{"$eq":2}},{"published":{"$eq":true}},{"$or":[{"title":{"$contL":"gamma"}}]}]}',
    );
  });

  it('getMany: look-ups of one tick in one GET ?filter=id||$in||…, in the asked order', async () => {
    const users = repositories().for('users');
    const [a, b] = await Promise.all([
      firstValueFrom(users.getMany([2, 1])),
      firstValueFrom(users.getMany([3, 1])),
    ]);
    expect(sent).toEqual(['GET /users?filter=id||$in||2,1,3']);
    expect(a.map((u) => u['name'])).toEqual(['Alan Turing', 'Ada Lovelace']);
    expect(b.map((u) => u['name'])).toEqual(['Grace Hopper', 'Ada Lovelace']);
  });

  it('include (join=user) on get; look-ups ask for the autocomplete fields only', async () => {
    const repos = repositories();
    const one = await firstValueFrom(repos.for('posts-with-user').get(2));
    expect(sent).toEqual(['GET /posts/2?join=user']);
    expect(one).toMatchObject({ id: 2, userId: 2, user: { id: 2, name: 'Alan Turing' } });
    const found = await firstValueFrom(repos.for('posts').search('', { perPage: 5 }));
    expect(sent[1]).toContain('fields=id,title');
    expect(found.total).toBe(40);
    for (const record of found.data) expect(Object.keys(record).sort()).toEqual(['id', 'title']);
  });

  it('create → get → update (PATCH) → updateMany (PATCH each) → delete, then 404', async () => {
    const posts = repositories().for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Round trip', body: 'x', userId: 2, views: 1, published: false }),
    );
    expect(created).toMatchObject({ title: 'Round trip', userId: 2, views: 1 });
    const id = created['id'] as number;
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ title: 'Round trip' });
    const updated = await firstValueFrom(posts.update(id, { ...created, title: 'Aller-retour' }));
    expect(updated).toMatchObject({ id, title: 'Aller-retour', userId: 2 });
    await expect(firstValueFrom(posts.updateMany([id], { views: 6 }))).resolves.toEqual([id]);
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({
      title: 'Aller-retour',
      views: 6,
    });
    await firstValueFrom(posts.delete(id));
    expect(sent).toEqual([
      'POST /posts',
      `GET /posts/${id}`,
      `PATCH /posts/${id}`,
      `PATCH /posts/${id}`,
      `GET /posts/${id}`,
      `DELETE /posts/${id}`,
    ]);
    const error = await fail(firstValueFrom(posts.get(id)));
    expect(error).toBeInstanceOf(AdminHttpError);
    expect(error).toMatchObject({ status: 404, message: 'Post not found' });
  });

  it("update: 'put' sends PUT <api>/<id>, the controller's replaceOneBase", async () => {
    const posts = repositories(createNestjsCrudDialect({ update: 'put' })).for('posts');
    const before = await firstValueFrom(posts.get(5));
    const replaced = await firstValueFrom(posts.update(5, { ...before, title: 'Replaced' }));
    expect(replaced).toMatchObject({ id: 5, title: 'Replaced', userId: before['userId'] });
    expect(sent).toEqual(['GET /posts/5', 'PUT /posts/5']);
    await firstValueFrom(posts.update(5, before));
    await expect(firstValueFrom(posts.get(5))).resolves.toEqual(before);
  });

  it('a class-validator 400 puts each message on its field; nothing is saved', async () => {
    const posts = repositories().for('posts');
    const invalid = await fail(firstValueFrom(posts.create({ title: '', views: -1 })));
    expect(invalid).toBeInstanceOf(AdminHttpError);
    expect((invalid as AdminHttpError).status).toBe(400);
    expect((invalid as AdminHttpError).errors).toEqual({
      title: ['title should not be empty'],
      views: ['views must not be less than 0'],
      userId: ['userId must be an integer number'],
    });
    expect((invalid as AdminHttpError).message).toBe(
      'title should not be empty; views must not be less than 0; userId must be an integer number',
    );
    const long = await fail(firstValueFrom(posts.update(1, { title: 'x'.repeat(121) })));
    expect((long as AdminHttpError).errors).toEqual({
      title: ['title must be shorter than or equal to 120 characters'],
    });
    expect((await firstValueFrom(posts.list({ perPage: 1 }))).total).toBe(40);
    await expect(firstValueFrom(posts.get(1))).resolves.toEqual(all[0]);
  });
});
