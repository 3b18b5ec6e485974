import {
  provideHttpClient,
  withFetch,
  withInterceptors,
  type HttpInterceptorFn,
} from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import type { AdminRecord, ResourceDescriptor } from '../config/types';
import type { ApiDialect } from './api-dialect';
import { AdminHttpError } from './admin-http-error';
import { ResourceRepositories } from './resource-repositories';

/**
 * The checks every dialect passes against the real demo API (projects/demo-api), which serves
 * the same data in each dialect under its own prefix: paging, sort, filters and operators,
 * search, include, field selection, totals, create, update, delete and errors, through
 * `ResourceRepository` and `HttpClient` as an app uses them.
 */

interface RunningApi {
  readonly apiUrl: string;
  close(): Promise<void>;
}
interface DemoApiModule {
  startServer(options: {
    port: number;
    dataDir: string;
    reset: boolean;
    quiet: boolean;
    seed: { posts: number };
  }): Promise<RunningApi>;
}

const DEMO_API = join(__dirname, '../../../../demo-api/server.js');

/** The demo API on a fresh copy of its seed data (40 posts), signed in as admin and viewer. */
export interface DemoApi {
  /** The API's root (json-server routes). */
  readonly root: string;
  /** The root and the dialect's prefix. */
  readonly apiUrl: string;
  /** The bearer tokens of `admin` and `viewer`. */
  readonly tokens: Readonly<Record<string, string>>;
  /** Stops the API and removes its data. */
  close(): Promise<void>;
}

/**
 * Starts the demo API in a temporary folder (`admin-<name>-…`) and signs admin and viewer in
 * under `<api>/<prefix>`.
 */
export async function startDemoApi(name: string, prefix = ''): Promise<DemoApi> {
  const dir = mkdtempSync(join(tmpdir(), `admin-${name}-`));
  const { startServer } = createRequire(__filename)(DEMO_API) as DemoApiModule;
  const api = await startServer({
    port: 0,
    dataDir: join(dir, 'pglite'),
    reset: true,
    quiet: true,
    seed: { posts: 40 },
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const apiUrl = prefix ? `${api.apiUrl}/${prefix}` : api.apiUrl;
  const tokens: Record<string, string> = {};
  for (const role of ['admin', 'viewer']) {
    // Each dialect's prefix serves the sign-in too (bearerTokenAuth posts to <apiUrl>/auth/login).
    const response = await fetch(`${apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${role}@example.com`, password: `${role}123` }),
    });
    tokens[role] = ((await response.json()) as { token: string }).token;
  }
  return {
    root: api.apiUrl,
    apiUrl,
    tokens,
    close: async () => {
      await api.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const resources: ResourceDescriptor[] = [
  { name: 'posts', translatable: true, autocompleteFields: ['id', 'title'] },
  { name: 'posts-with-comments', api: 'posts', include: ['comments'] },
  { name: 'users' },
  { name: 'categories' },
  // A nested resource: the comments of one post, under /posts/{postId}/comments.
  { name: 'replies', api: 'comments', parent: 'posts' },
];

/**
 * Registers the checks of `dialect` served under `<demo api>/<prefix>`.
 * @param prefix '' (json-server), 'simple-rest' or 'laravel'
 */
export function demoApiDialectChecks(dialect: ApiDialect, prefix: string): void {
  let demo: DemoApi | undefined;
  let apiUrl: string;
  let tokens: Readonly<Record<string, string>> = {};
  /** Every request the repositories sent, as `METHOD url?params`. */
  let sent: string[] = [];
  let all: AdminRecord[];

  function configure(token?: string) {
    const bearer: HttpInterceptorFn = (req, next) => {
      sent.push(`${req.method} ${decodeURIComponent(req.urlWithParams.slice(apiUrl.length))}`);
      return next(token ? req.clone({ setHeaders: { Authorization: `Bearer ${token}` } }) : req);
    };
    sent = [];
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({
      teardown: { destroyAfterEach: false },
      providers: [
        provideAdmin({ resources, apiUrl, dialect }),
        provideHttpClient(withFetch(), withInterceptors([bearer])),
      ],
    });
    return TestBed.inject(ResourceRepositories);
  }

  const fail = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (e: unknown) => e,
    );

  beforeAll(async () => {
    demo = await startDemoApi(dialect.name, prefix);
    ({ apiUrl, tokens } = demo);
    const response = await fetch(`${demo.root}/posts?_limit=1000`, {
      headers: { Authorization: `Bearer ${tokens['admin']}` },
    });
    all = (await response.json()) as AdminRecord[];
  }, 90_000);

  afterAll(() => demo?.close());

  const byViews = (a: AdminRecord, b: AdminRecord) =>
    Number(b['views']) - Number(a['views']) || Number(a['id']) - Number(b['id']);

  it('list: paging and sorting with the total', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const page = await firstValueFrom(
      posts.list({ page: 2, perPage: 5, sort: [{ field: 'views', order: 'desc' }] }),
    );
    expect(page.total).toBe(all.length);
    expect(page.data.map((p) => p['id'])).toEqual(
      [...all]
        .sort(byViews)
        .slice(5, 10)
        .map((p) => p['id']),
    );
    const titles = await firstValueFrom(
      posts.list({ page: 1, perPage: 100, sort: [{ field: 'title', order: 'asc' }] }),
    );
    const sorted = titles.data.map((p) => String(p['title']));
    expect(sorted).toEqual([...sorted].sort());
  });

  it('list: filters (one value, several values, booleans) and search totals', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const one = await firstValueFrom(posts.list({ perPage: 100, filter: { userId: 1 } }));
    expect(one.total).toBe(all.filter((p) => p['userId'] === 1).length);
    expect(one.data.every((p) => p['userId'] === 1)).toBe(true);
    const ids = [...new Set(all.map((p) => Number(p['userId'])))].slice(0, 2);
    const two = await firstValueFrom(
      posts.list({ page: 1, perPage: 3, filter: { userId: ids, published: true } }),
    );
    const expected = all.filter((p) => ids.includes(Number(p['userId'])) && p['published']);
    expect(two.total).toBe(expected.length);
    expect(two.data.map((p) => p['id'])).toEqual(expected.slice(0, 3).map((p) => p['id']));
    const word = String(all[0]['title']).split(' ').pop() as string;
    const found = await firstValueFrom(posts.search(word.toUpperCase(), { perPage: 100 }));
    const contains = (p: AdminRecord) =>
      Object.values(p).some((v) => String(v).toLowerCase().includes(word.toLowerCase()));
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBe(all.filter(contains).length);
  });

  it('list: { gte, lte } and { like } operators; the like text is matched literally', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const views = all.map((p) => Number(p['views'])).sort((a, b) => a - b);
    const [low, high] = [views[Math.floor(views.length / 4)], views[Math.floor(views.length / 2)]];
    const range = await firstValueFrom(
      posts.list({ perPage: 100, filter: { views: { gte: low, lte: high } } }),
    );
    const inRange = all.filter((p) => Number(p['views']) >= low && Number(p['views']) <= high);
    expect(range.total).toBeGreaterThan(0);
    expect(range.data.map((p) => p['id'])).toEqual(inRange.map((p) => p['id']));
    const from = await firstValueFrom(
      posts.list({ perPage: 100, filter: { publishedAt: { gte: '2024-01-01T00:00:00.000Z' } } }),
    );
    expect(from.total).toBe(all.filter((p) => String(p['publishedAt']) >= '2024-01-01').length);

    const title = (p: AdminRecord) => String(p['title']).toLowerCase();
    const part = title(all[0]).slice(1, 5);
    const like = await firstValueFrom(
      posts.list({ perPage: 100, filter: { title: { like: part.toUpperCase() } } }),
    );
    expect(like.total).toBeGreaterThan(0);
    expect(like.total).toBe(all.filter((p) => title(p).includes(part)).length);
    for (const text of ['.', '(', '%', '_']) {
      const none = await firstValueFrom(posts.list({ filter: { title: { like: text } } }));
      expect([text, none.total]).toEqual([text, all.filter((p) => title(p).includes(text)).length]);
    }
  });

  it('include on list and get; getMany in one request', async () => {
    const repos = configure(tokens['admin']);
    const posts = repos.for('posts-with-comments');
    const page = await firstValueFrom(posts.list({ page: 1, perPage: 3 }));
    for (const post of page.data) {
      const comments = post['comments'] as AdminRecord[];
      expect(Array.isArray(comments)).toBe(true);
      expect(comments.every((c) => c['postId'] === post['id'])).toBe(true);
    }
    const one = await firstValueFrom(posts.get(1));
    expect(one['comments']).toEqual(
      expect.arrayContaining([expect.objectContaining({ postId: 1 })]),
    );
    sent = [];
    const [a, b] = await Promise.all([
      firstValueFrom(repos.for('users').getMany([2, 1])),
      firstValueFrom(repos.for('users').getMany([3, 1])),
    ]);
    expect(sent).toHaveLength(1);
    expect(a.map((u) => u['id'])).toEqual([2, 1]);
    expect(b.map((u) => u['id'])).toEqual([3, 1]);
  });

  it('field selection: look-ups ask for the autocomplete fields only', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const found = await firstValueFrom(posts.search('', { perPage: 5 }));
    expect(found.total).toBe(all.length);
    for (const record of found.data) expect(Object.keys(record).sort()).toEqual(['id', 'title']);
  });

  it('create → get → update → delete round trip, in a locale', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Round trip', body: 'x', userId: 1, views: 0 }, { locale: 'en' }),
    );
    expect(created).toMatchObject({ title: 'Round trip', userId: 1 });
    const id = created['id'] as number;
    await firstValueFrom(posts.update(id, { ...created, title: 'Aller-retour' }, { locale: 'fr' }));
    await expect(firstValueFrom(posts.get(id, { locale: 'fr' }))).resolves.toMatchObject({
      title: 'Aller-retour',
    });
    await expect(firstValueFrom(posts.get(id, { locale: 'en' }))).resolves.toMatchObject({
      title: 'Round trip',
    });
    await expect(firstValueFrom(posts.updateMany([id], { views: 6 }))).resolves.toEqual([id]);
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ views: 6 });
    await firstValueFrom(posts.delete(id));
    const error = await fail(firstValueFrom(posts.get(id)));
    expect(error).toBeInstanceOf(AdminHttpError);
    expect((error as AdminHttpError).status).toBe(404);
  });

  it('updateMany: publishes several posts (one bulk request where the dialect has one); a refused one changes nothing', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const ids: number[] = [];
    for (const title of ['Bulk A', 'Bulk B']) {
      const created = await firstValueFrom(
        posts.create({ title, body: 'x', userId: 1, published: false }),
      );
      ids.push(created['id'] as number);
    }
    sent = [];
    await expect(firstValueFrom(posts.updateMany(ids, { published: true }))).resolves.toEqual(ids);
    expect(sent).toHaveLength(dialect.updateMany ? 1 : 2);
    for (const id of ids) {
      await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ published: true });
    }
    const refused = await fail(firstValueFrom(posts.updateMany(ids, { views: -1 })));
    expect(refused).toBeInstanceOf(AdminHttpError);
    expect((refused as AdminHttpError).status).toBe(422);
    if (dialect.updateMany) {
      const unknown = await fail(firstValueFrom(posts.updateMany([ids[0], 99999], { views: 3 })));
      expect((unknown as AdminHttpError).status).toBe(404);
      // One transaction: the known record did not change either.
      await expect(firstValueFrom(posts.get(ids[0]))).resolves.toMatchObject({ views: 0 });
    }
  });

  it('versions: the ETag read by get goes back as If-Match; a stale one is refused with 412', async () => {
    const posts = configure(tokens['admin']).for('posts');
    const created = await firstValueFrom(
      posts.create({ title: `Versioned ${dialect.name}`, body: 'x', userId: 1, views: 0 }),
    );
    const id = created['id'] as number;
    const first = await firstValueFrom(posts.get(id));
    const version = posts.versionOf(first);
    expect(version).toMatch(/^"\d+(-[a-z]+)?"$/);
    // Another editor saves in between: the first copy is now stale.
    const other = await firstValueFrom(posts.get(id));
    const saved = await firstValueFrom(
      posts.update(id, { ...other, title: 'Theirs' }, { version: posts.versionOf(other) }),
    );
    expect(posts.versionOf(saved)).not.toBe(version);
    const stale = await fail(
      firstValueFrom(posts.update(id, { ...first, title: 'Mine' }, { version })),
    );
    expect(stale).toBeInstanceOf(AdminHttpError);
    expect(stale).toMatchObject({ status: 412 });
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ title: 'Theirs' });
    expect(await fail(firstValueFrom(posts.delete(id, { version })))).toMatchObject({
      status: 412,
    });
    // Without a version (a resource whose API gives none), writes behave as before.
    await firstValueFrom(posts.update(id, { ...first, title: 'Forced' }));
    const current = await firstValueFrom(posts.get(id));
    expect(current).toMatchObject({ title: 'Forced' });
    await firstValueFrom(posts.delete(id, { version: posts.versionOf(current) }));
    expect(await fail(firstValueFrom(posts.get(id)))).toMatchObject({ status: 404 });
  });

  it('nested resource: list, get, create, update, delete under /posts/{postId}/comments; a missing post is a 404', async () => {
    const replies = configure(tokens['admin']).for('replies', { postId: 3 });
    const page = await firstValueFrom(replies.list({ page: 1, perPage: 50 }));
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((c) => c['postId'] === 3)).toBe(true);
    const first = await firstValueFrom(replies.get(page.data[0]['id'] as number));
    expect(first).toMatchObject({ id: page.data[0]['id'], postId: 3 });
    const created = await firstValueFrom(
      replies.create({ body: 'Nested', createdAt: '2024-05-01' }),
    );
    expect(created).toMatchObject({ body: 'Nested', postId: 3 });
    const id = created['id'] as number;
    const updated = await firstValueFrom(
      replies.update(id, { body: 'Nested again', createdAt: '2024-05-01' }),
    );
    expect(updated).toMatchObject({ id, body: 'Nested again', postId: 3 });
    await firstValueFrom(replies.delete(id));
    expect(await fail(firstValueFrom(replies.get(id)))).toMatchObject({ status: 404 });
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/posts\/3\/comments\?/),
        `POST /posts/3/comments`,
        `PUT /posts/3/comments/${id}`,
        `DELETE /posts/3/comments/${id}`,
      ]),
    );
    const orphan = configure(tokens['admin']).for('replies', { postId: 99999 });
    expect(await fail(firstValueFrom(orphan.list()))).toMatchObject({
      status: 404,
      message: expect.stringContaining('Not found: posts 99999'),
    });
  });

  it('401, 403, 404 and 422 become AdminHttpError with the message and field errors', async () => {
    const anonymous = await fail(firstValueFrom(configure().for('users').list()));
    expect(anonymous).toMatchObject({ status: 401, message: expect.stringContaining('Bearer') });
    const viewer = configure(tokens['viewer']);
    const forbidden = await fail(firstValueFrom(viewer.for('posts').delete(1)));
    expect(forbidden).toMatchObject({ status: 403, message: expect.stringContaining('viewer') });
    const admin = configure(tokens['admin']);
    const missing = await fail(firstValueFrom(admin.for('categories').get(9999)));
    expect(missing).toMatchObject({ status: 404 });
    const invalid = await fail(
      firstValueFrom(admin.for('posts').create({ body: 'no title', userId: 999, extra: 1 })),
    );
    expect(invalid).toBeInstanceOf(AdminHttpError);
    expect(invalid).toMatchObject({
      status: 422,
      errors: {
        title: ['is required'],
        extra: [expect.stringContaining('is not a field of posts')],
      },
    });
    const orphan = await fail(
      firstValueFrom(admin.for('posts').create({ title: 'x', userId: 999 })),
    );
    expect(orphan).toMatchObject({ status: 422, errors: { userId: [expect.any(String)] } });
  });
}
