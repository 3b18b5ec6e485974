/** @jest-environment node */
import {
  provideHttpClient,
  withFetch,
  withInterceptors,
  type HttpInterceptorFn,
} from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup';
import type { AdminRecord, ResourceDescriptor } from '../config/types';
import { AdminHttpError } from './admin-http-error';
import { startDemoApi, type DemoApi } from './dialect-integration.testing';
import { ResourceRepositories } from './resource-repositories';

interface RunningApi {
  readonly apiUrl: string;
  close(): Promise<void>;
}
interface JsonServerModule {
  create(): ((...args: unknown[]) => void) & { use(...handlers: unknown[]): void };
  defaults(options: { logger: boolean }): unknown;
  router(db: object): unknown;
}

const load = createRequire(__filename);

/** A json-server 0.17 under /api with a small in-memory database. */
async function startPlainJsonServer(): Promise<RunningApi> {
  const jsonServer = load('json-server') as JsonServerModule;
  const users = [1, 2, 3].map((id) => ({ id, name: `User ${id}` }));
  const posts = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    title: `${['Alpha', 'Beta', 'Gamma'][i % 3]} post ${i + 1}`,
    body: `Body ${i + 1}`,
    userId: (i % 3) + 1,
    published: i % 2 === 0,
    views: (i * 37) % 100,
  }));
  const comments = posts.map((p) => ({ id: p.id, postId: p.id, userId: 1, body: 'Nice' }));
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ logger: false }));
  app.use('/api', jsonServer.router({ users, posts, comments, categories: [], tags: [] }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const resources: ResourceDescriptor[] = [
  { name: 'posts', translatable: true },
  { name: 'posts-with-comments', api: 'posts', include: ['comments'] },
  { name: 'users' },
  { name: 'categories' },
  // A nested resource: the comments of one post, under /posts/{postId}/comments.
  { name: 'replies', api: 'comments', parent: 'posts' },
];

/** Every request the repositories sent, as `METHOD url?params`. */
let sent: string[] = [];

function configure(apiUrl: string, token?: string) {
  const bearer: HttpInterceptorFn = (req, next) => {
    sent.push(`${req.method} ${req.urlWithParams.slice(apiUrl.length)}`);
    return next(token ? req.clone({ setHeaders: { Authorization: `Bearer ${token}` } }) : req);
  };
  sent = [];
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({
    // no DOM here: tearing a testing module down touches `document`
    teardown: { destroyAfterEach: false },
    providers: [
      provideAdmin({ resources, apiUrl }),
      provideHttpClient(withFetch(), withInterceptors([bearer])),
    ],
  });
  return TestBed.inject(ResourceRepositories);
}

async function raw(apiUrl: string, path: string, token?: string): Promise<AdminRecord[]> {
  const response = await fetch(`${apiUrl}/${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as AdminRecord[];
}

/** The checks any json-server 0.17 must pass; `token` signs the requests in when needed. */
function jsonServerChecks(env: () => { apiUrl: string; token?: string }) {
  let repos: ResourceRepositories;
  let all: AdminRecord[];
  beforeEach(async () => {
    const { apiUrl, token } = env();
    repos = configure(apiUrl, token);
    all = await raw(apiUrl, 'posts', token);
  });

  it('list: paging and sorting with the total from X-Total-Count', async () => {
    const page = await firstValueFrom(
      repos.for('posts').list({
        page: 2,
        perPage: 5,
        sort: [
          { field: 'views', order: 'desc' },
          { field: 'id', order: 'asc' },
        ],
      }),
    );
    const sorted = [...all].sort(
      (a, b) => Number(b['views']) - Number(a['views']) || Number(a['id']) - Number(b['id']),
    );
    expect(page.total).toBe(all.length);
    expect(page.data.map((p) => p['id'])).toEqual(sorted.slice(5, 10).map((p) => p['id']));
  });

  it('list: filters (one value, several values) and search totals', async () => {
    const posts = repos.for('posts');
    const one = await firstValueFrom(posts.list({ perPage: 100, filter: { userId: 1 } }));
    expect(one.total).toBe(all.filter((p) => p['userId'] === 1).length);
    expect(one.data.every((p) => p['userId'] === 1)).toBe(true);
    const two = await firstValueFrom(
      posts.list({ page: 1, perPage: 3, filter: { userId: [1, 2] } }),
    );
    expect(two.total).toBe(all.filter((p) => [1, 2].includes(Number(p['userId']))).length);
    expect(two.data).toHaveLength(3);
    const word = String(all[0]['title']).split(' ')[0];
    const found = await firstValueFrom(posts.search(word.toUpperCase(), { perPage: 100 }));
    expect(found.total).toBeGreaterThan(0);
    // json-server's q: any value, nested ones too, contains the text (case-insensitive)
    const contains = (value: unknown): boolean =>
      value !== null && typeof value === 'object'
        ? Object.values(value).some(contains)
        : String(value).toLowerCase().includes(word.toLowerCase());
    expect(found.total).toBe(all.filter(contains).length);
  });

  it('list: { gte, lte } and { like } operators; the like text is matched literally', async () => {
    const posts = repos.for('posts');
    const views = all.map((p) => Number(p['views'])).sort((a, b) => a - b);
    const [low, high] = [views[Math.floor(views.length / 4)], views[Math.floor(views.length / 2)]];
    const range = await firstValueFrom(posts.list({ filter: { views: { gte: low, lte: high } } }));
    const inRange = all.filter((p) => Number(p['views']) >= low && Number(p['views']) <= high);
    expect(range.total).toBeGreaterThan(0);
    expect(range.data.map((p) => p['id'])).toEqual(inRange.map((p) => p['id']));

    const title = (p: AdminRecord) => String(p['title']).toLowerCase();
    const part = title(all[0]).slice(1, 4);
    const like = await firstValueFrom(
      posts.list({ filter: { title: { like: part.toUpperCase() } } }),
    );
    expect(like.total).toBeGreaterThan(0);
    expect(like.total).toBe(all.filter((p) => title(p).includes(part)).length);
    // Regular expression characters stand for themselves: no title has a "." or a "(".
    for (const text of ['.', '(']) {
      const none = await firstValueFrom(posts.list({ filter: { title: { like: text } } }));
      expect(none.total).toBe(all.filter((p) => title(p).includes(text)).length);
    }
  });

  it('getMany: look-ups of one tick in one request; include on get', async () => {
    const posts = repos.for('posts-with-comments');
    const [a, b] = await Promise.all([
      firstValueFrom(posts.getMany([2, 1])),
      firstValueFrom(posts.getMany([3, 1])),
    ]);
    expect(sent).toEqual(['GET /posts?id=2&id=1&id=3&_embed=comments']);
    expect(a.map((p) => p['id'])).toEqual([2, 1]);
    expect(b.map((p) => p['id'])).toEqual([3, 1]);
    expect(Array.isArray(a[0]['comments'])).toBe(true);
    const one = await firstValueFrom(posts.get(1));
    expect(sent[1]).toBe('GET /posts/1?_embed=comments');
    expect(one['comments']).toEqual(
      expect.arrayContaining([expect.objectContaining({ postId: 1 })]),
    );
  });

  it('create → get → update → delete round trip', async () => {
    const posts = repos.for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Round trip', body: 'x', userId: 1, views: 0 }),
    );
    expect(created).toMatchObject({ title: 'Round trip', userId: 1 });
    const id = created['id'] as number;
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ title: 'Round trip' });
    const updated = await firstValueFrom(
      posts.update(id, { ...created, title: 'Round trip 2', views: 5 }),
    );
    expect(updated).toMatchObject({ id, title: 'Round trip 2', views: 5 });
    await expect(firstValueFrom(posts.updateMany([id], { views: 6 }))).resolves.toEqual([id]);
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({
      title: 'Round trip 2',
      views: 6,
    });
    await firstValueFrom(posts.delete(id));
    const error = await firstValueFrom(posts.get(id)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).status).toBe(404);
  });
}

describe('jsonServerDialect against a plain json-server 0.17', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startPlainJsonServer();
  });
  afterAll(() => api.close());

  jsonServerChecks(() => ({ apiUrl: api.apiUrl }));
});

describe('jsonServerDialect against the demo API', () => {
  let api: DemoApi | undefined;
  let tokens: Readonly<Record<string, string>> = {};

  beforeAll(async () => {
    api = await startDemoApi('data');
    ({ tokens } = api);
  }, 90_000); // a PGlite database starts in a few seconds on a busy machine
  afterAll(() => api?.close());

  jsonServerChecks(() => ({ apiUrl: api!.apiUrl, token: tokens['admin'] }));

  it('translatable posts: the locale travels as Accept-Language on reads and writes', async () => {
    const posts = configure(api!.apiUrl, tokens['admin']).for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Hello', body: 'World', userId: 1 }, { locale: 'en' }),
    );
    const id = created['id'] as number;
    await firstValueFrom(posts.update(id, { ...created, title: 'Bonjour' }, { locale: 'fr' }));
    await expect(firstValueFrom(posts.get(id, { locale: 'fr' }))).resolves.toMatchObject({
      title: 'Bonjour',
    });
    await expect(firstValueFrom(posts.get(id, { locale: 'en' }))).resolves.toMatchObject({
      title: 'Hello',
    });
    await firstValueFrom(posts.delete(id));
  });

  it('nested resource: every call under /posts/{postId}/comments; a missing post is a 404', async () => {
    const fail = (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (e: unknown) => e,
      );
    const replies = configure(api!.apiUrl, tokens['admin']).for('replies', { postId: 2 });
    const page = await firstValueFrom(replies.list({ page: 1, perPage: 50 }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((c) => c['postId'] === 2)).toBe(true);
    const ids = page.data.map((c) => c['id'] as number);
    // The list primed the cache of this path: the look-up sends nothing.
    await expect(firstValueFrom(replies.getMany(ids.slice(0, 2)))).resolves.toHaveLength(
      Math.min(2, ids.length),
    );
    const created = await firstValueFrom(
      replies.create({ body: 'Nested', createdAt: '2024-05-01' }),
    );
    expect(created).toMatchObject({ body: 'Nested', postId: 2 });
    const id = created['id'] as number;
    await expect(
      firstValueFrom(replies.update(id, { body: 'Again', createdAt: '2024-05-01' })),
    ).resolves.toMatchObject({ id, body: 'Again', postId: 2 });
    await expect(firstValueFrom(replies.get(id))).resolves.toMatchObject({ body: 'Again' });
    await firstValueFrom(replies.delete(id));
    expect(sent).toEqual([
      'GET /posts/2/comments?_page=1&_limit=50',
      'POST /posts/2/comments',
      `PUT /posts/2/comments/${id}`,
      `GET /posts/2/comments/${id}`,
      `DELETE /posts/2/comments/${id}`,
    ]);
    const orphan = configure(api!.apiUrl, tokens['admin']).for('replies', { postId: 99999 });
    expect(await fail(firstValueFrom(orphan.list()))).toMatchObject({
      status: 404,
      message: expect.stringContaining('Not found: posts 99999'),
    });
  });

  it('401, 403 and 422 become AdminHttpError with the server message and field errors', async () => {
    const fail = (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (e: unknown) => e,
      );
    const anonymous = await fail(firstValueFrom(configure(api!.apiUrl).for('users').list()));
    expect(anonymous).toMatchObject({ status: 401, message: expect.stringContaining('Bearer') });

    const viewer = configure(api!.apiUrl, tokens['viewer']);
    const forbidden = await fail(firstValueFrom(viewer.for('posts').delete(1)));
    expect(forbidden).toMatchObject({ status: 403, message: expect.stringContaining('viewer') });

    const admin = configure(api!.apiUrl, tokens['admin']);
    const invalid = await fail(firstValueFrom(admin.for('posts').create({ body: 'no title' })));
    expect(invalid).toBeInstanceOf(AdminHttpError);
    expect(invalid).toMatchObject({
      status: 422,
      errors: { title: ['is required'], userId: ['is required'] },
    });
  });
});
