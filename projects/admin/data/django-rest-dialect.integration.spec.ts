/** @jest-environment node */
// djangoRestDialect against a real Django REST framework 3.14 + django-filter server (Debian's
// packages; the project in testing/drf), through ResourceRepository and HttpClient as an app uses
// them, signed in through bearerTokenAuth with DRF's `Token` scheme.
import {
  provideHttpClient,
  withFetch,
  withInterceptors,
  type HttpInterceptorFn,
} from '@angular/common/http';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { firstValueFrom } from 'rxjs';

import type { AdminRecord, ResourceDescriptor } from 'admin/core';
import { AdminAuth } from '../auth/auth';
import { adminAuthInterceptor } from '../auth/auth-interceptor';
import { AdminAuthError } from '../auth/auth-provider';
import { bearerTokenAuth } from '../auth/bearer-token-auth';
import { provideAdmin } from '../setup/provide-admin';
import { AdminHttpError } from './admin-http-error';
import { djangoRestDialect } from './django-rest-dialect';
import { startDjangoRest, type DjangoRestServer } from './django-rest-server.testing';
import { ResourceRepositories } from './resource-repositories';

/** Node 20 has no localStorage, where bearerTokenAuth keeps the token: a Map stands in. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const resources: ResourceDescriptor[] = [
  { name: 'posts', autocompleteFields: ['id', 'title'] },
  { name: 'users' },
  { name: 'tags' },
];

let server: DjangoRestServer | undefined;
let apiUrl: string;
let all: AdminRecord[];
/** Every request the repositories sent, as `METHOD path?query` under the API URL. */
let sent: string[] = [];

/** The admin on the DRF API, signed in as admin@example.com with DRF's token login. */
async function signedIn(password = 'admin123'): Promise<ResourceRepositories> {
  const record: HttpInterceptorFn = (req, next) => {
    sent.push(`${req.method} ${decodeURIComponent(req.urlWithParams.slice(apiUrl.length))}`);
    return next(req);
  };
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  sent = [];
  TestBed.resetTestingModule();
  TestBed.configureTestingModule({
    // no DOM here: tearing a testing module down touches `document`
    teardown: { destroyAfterEach: false },
    providers: [
      provideAdmin({
        resources,
        apiUrl,
        dialect: djangoRestDialect,
        auth: bearerTokenAuth({
          scheme: 'Token',
          endpoints: { login: `${apiUrl}/auth/token/`, me: `${apiUrl}/auth/me/`, logout: null },
          loginBody: ({ email, password }) => ({ username: email, password }),
        }),
      }),
      provideHttpClient(withFetch(), withInterceptors([record, adminAuthInterceptor])),
      provideRouter([]),
    ],
  });
  await TestBed.inject(AdminAuth).login({ email: 'admin@example.com', password });
  sent = [];
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
  server = await startDjangoRest();
  apiUrl = server.apiUrl;
  const { token } = (await (
    await fetch(`${apiUrl}/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@example.com', password: 'admin123' }),
    })
  ).json()) as { token: string };
  const response = await fetch(`${apiUrl}/posts/?page_size=1000`, {
    headers: { Authorization: `Token ${token}` },
  });
  all = ((await response.json()) as { results: AdminRecord[] }).results;
}, 300_000); // a fresh machine installs the Debian packages first

afterAll(async () => {
  await server?.close();
  delete (globalThis as { localStorage?: unknown }).localStorage;
}, 30_000); // gunicorn's workers stop within its graceful timeout; past 5 s on a busy machine

afterEach(() => {
  // DRF's routers answer a slash-less path with a 301: every path the dialect sends ends with /.
  for (const request of sent) expect(request.split(' ')[1].split('?')[0]).toMatch(/\/$/);
});

describe('djangoRestDialect against Django REST framework', () => {
  it('has the seed data', () => {
    expect(all).toHaveLength(40);
  });

  it('list: page/page_size and ordering=-views,id with the total from count', async () => {
    const posts = (await signedIn()).for('posts');
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
    expect(sent).toEqual(['GET /posts/?page=2&page_size=5&ordering=-views,id']);
    const byViews = [...all].sort(
      (a, b) => Number(b['views']) - Number(a['views']) || Number(a['id']) - Number(b['id']),
    );
    expect(page.total).toBe(40);
    expect(page.data.map((p) => p['id'])).toEqual(byViews.slice(5, 10).map((p) => p['id']));
  });

  it('list: k=v, k__in=1,2 with a boolean, a nested author__name, and search', async () => {
    const posts = (await signedIn()).for('posts');
    const one = await firstValueFrom(posts.list({ perPage: 100, filter: { author: 1 } }));
    expect(one.total).toBe(all.filter((p) => p['author'] === 1).length);
    expect(one.data.every((p) => p['author'] === 1)).toBe(true);

    const two = await firstValueFrom(
      posts.list({ page: 1, perPage: 3, filter: { author: [1, 3], published: true } }),
    );
    const expected = all.filter((p) => [1, 3].includes(Number(p['author'])) && p['published']);
    expect(two.total).toBe(expected.length);
    expect(two.data.map((p) => p['id'])).toEqual(expected.slice(0, 3).map((p) => p['id']));

    const ann = await firstValueFrom(
      posts.list({
        perPage: 100,
        filter: { author: { name: 'Ann' } },
        sort: [{ field: 'author.name', order: 'asc' }],
      }),
    );
    expect(sent).toContain(
      'GET /posts/?page=1&page_size=100&ordering=author__name&author__name=Ann',
    );
    expect(ann.total).toBe(all.filter((p) => p['author'] === 1).length);

    const found = await firstValueFrom(posts.search('GAMMA', { perPage: 100 }));
    expect(found.total).toBe(all.filter((p) => String(p['title']).startsWith('Gamma')).length);
    expect(found.total).toBeGreaterThan(0);
  });

  it('list: { gte, lte } → __gte/__lte on numbers and dates, { like } → __icontains, literal', async () => {
    const posts = (await signedIn()).for('posts');
    const range = await firstValueFrom(
      posts.list({ perPage: 100, filter: { views: { gte: 20, lte: 60 } } }),
    );
    const inRange = all.filter((p) => Number(p['views']) >= 20 && Number(p['views']) <= 60);
    expect(range.total).toBeGreaterThan(0);
    expect(range.data.map((p) => p['id'])).toEqual(inRange.map((p) => p['id']));

    const since = new Date('2024-01-01T00:00:00Z');
    const from = await firstValueFrom(
      posts.list({ perPage: 100, filter: { published_at: { gte: since } } }),
    );
    expect(from.total).toBe(
      all.filter((p) => Date.parse(String(p['published_at'])) >= since.getTime()).length,
    );
    expect(from.total).toBeGreaterThan(0);

    const like = await firstValueFrom(
      posts.list({ perPage: 100, filter: { title: { like: 'LTA PO' } } }),
    );
    expect(like.total).toBe(all.filter((p) => String(p['title']).includes('lta po')).length);
    expect(like.total).toBeGreaterThan(0);
    for (const text of ['%', '_', '.']) {
      const none = await firstValueFrom(posts.list({ filter: { title: { like: text } } }));
      expect([text, none.total]).toEqual([text, 0]);
    }
  });

  it('getMany: look-ups of one tick in one GET ?id__in=…, in the asked order', async () => {
    const users = (await signedIn()).for('users');
    const [a, b] = await Promise.all([
      firstValueFrom(users.getMany([2, 1])),
      firstValueFrom(users.getMany([3, 1])),
    ]);
    expect(sent).toEqual(['GET /users/?id__in=2,1,3&page_size=3']);
    expect(a.map((u) => u['name'])).toEqual(['Bob', 'Ann']);
    expect(b.map((u) => u['name'])).toEqual(['Cleo', 'Ann']);
  });

  it('create → get → update (PUT) → updateMany (PATCH each) → delete, then 404', async () => {
    const posts = (await signedIn()).for('posts');
    const created = await firstValueFrom(
      posts.create({ title: 'Round trip', body: 'x', author: 2, tags: [1, 3], views: 1 }),
    );
    expect(created).toMatchObject({ title: 'Round trip', author: 2, tags: [1, 3], views: 1 });
    const id = created['id'] as number;
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({ title: 'Round trip' });
    const updated = await firstValueFrom(posts.update(id, { ...created, title: 'Aller-retour' }));
    expect(updated).toMatchObject({ id, title: 'Aller-retour', tags: [1, 3] });
    await expect(firstValueFrom(posts.updateMany([id], { views: 6 }))).resolves.toEqual([id]);
    await expect(firstValueFrom(posts.get(id))).resolves.toMatchObject({
      title: 'Aller-retour',
      views: 6,
    });
    await firstValueFrom(posts.delete(id));
    expect(sent).toEqual([
      'POST /posts/',
      `GET /posts/${id}/`,
      `PUT /posts/${id}/`,
      `PATCH /posts/${id}/`,
      `GET /posts/${id}/`,
      `DELETE /posts/${id}/`,
    ]);
    const error = await fail(firstValueFrom(posts.get(id)));
    expect(error).toBeInstanceOf(AdminHttpError);
    expect(error).toMatchObject({ status: 404, message: 'Not found.' });
  });

  it('a 400 puts each message on its field; a rule on two fields is non_field_errors', async () => {
    const posts = (await signedIn()).for('posts');
    const blank = await fail(
      firstValueFrom(posts.create({ title: '', author: 99, views: 'many' })),
    );
    expect(blank).toBeInstanceOf(AdminHttpError);
    expect((blank as AdminHttpError).status).toBe(400);
    expect((blank as AdminHttpError).errors).toEqual({
      title: ['This field may not be blank.'],
      author: ['Invalid pk "99" - object does not exist.'],
      views: ['A valid integer is required.'],
    });
    const rule = await fail(
      firstValueFrom(posts.create({ title: 'No body', author: 1, published: true })),
    );
    expect((rule as AdminHttpError).errors).toEqual({
      non_field_errors: ['A published post needs a body.'],
    });
    expect((await firstValueFrom(posts.list({ perPage: 1 }))).total).toBe(40);
  });

  it('a page past the last one (404 "Invalid page.") reads as an empty page', async () => {
    const posts = (await signedIn()).for('posts');
    const past = await firstValueFrom(posts.list({ page: 9, perPage: 10 }));
    expect(past).toEqual({ data: [], total: 80 });
    const last = await firstValueFrom(posts.list({ page: 4, perPage: 10 }));
    expect(last.data).toHaveLength(10);
    expect(last.total).toBe(40);
  });

  it('token auth: Authorization: Token <key> from obtain_auth_token; a wrong password is refused', async () => {
    await signedIn();
    const auth = TestBed.inject(AdminAuth);
    expect(auth.user()).toMatchObject({ username: 'admin@example.com' });
    const token = localStorage.getItem('admin.token') as string;
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const refused = await fail(signedIn('wrong'));
    expect(refused).toBeInstanceOf(AdminAuthError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'Unable to log in with provided credentials.',
      failure: { reason: 'credentials' },
    });
    // Without the token DRF refuses the list: the interceptor is what signs requests in.
    const anonymous = await fetch(`${apiUrl}/posts/`);
    expect(anonymous.status).toBe(401);
    const signed = await fetch(`${apiUrl}/posts/?page_size=1`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(signed.status).toBe(200);
  });
});
