import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { firstValueFrom } from 'rxjs';

import { ResourceRegistry } from '../config/resource-registry';
import type { ResourceDescriptor } from 'admin/core';
import { provideAdmin } from '../setup/provide-admin';
import type { ApiDialect } from '../config/api-dialect';
import { jsonServerDialect } from './json-server-dialect';
import { laravelDialect } from './laravel-dialect';
import { ResourceRepositories } from './resource-repositories';
import { simpleRestDialect } from './simple-rest-dialect';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {}

const DESCRIPTORS: ResourceDescriptor[] = [
  { name: 'posts' },
  { name: 'comments', parent: 'posts' },
  { name: 'likes', parent: { name: 'comments', param: 'comment' } },
  { name: 'remarks', parent: 'posts', api: 'v2/{postId}/remarks' },
];

function setup(dialect: ApiDialect) {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: DESCRIPTORS, dialect }),
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter([{ path: 'posts/:postId/comments', component: Blank }]),
    ],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

/** The method and URL (path and query, decoded) of the one pending request; answers it. */
function answer(http: HttpTestingController, body: unknown, headers: Record<string, string> = {}) {
  const [req] = http.match(() => true);
  expect(req).toBeDefined();
  const { method, urlWithParams } = req.request;
  req.flush(body as object | null, { headers });
  return `${method} ${decodeURIComponent(urlWithParams)}`;
}

const DIALECTS: [string, ApiDialect, (rows: unknown[]) => [unknown, Record<string, string>]][] = [
  ['json-server', jsonServerDialect, (rows) => [rows, { 'X-Total-Count': String(rows.length) }]],
  [
    'simple-rest',
    simpleRestDialect,
    (rows) => [rows, { 'Content-Range': `comments 0-${rows.length - 1}/${rows.length}` }],
  ],
  ['laravel', laravelDialect, (rows) => [{ data: rows, meta: { total: rows.length } }, {}]],
];

const record = (dialect: string, value: object) =>
  dialect === 'laravel' ? { data: value } : value;

describe.each(DIALECTS)(
  'nested resources: the %s dialect builds nested paths',
  (name, dialect, page) => {
    afterEach(() => TestBed.inject(HttpTestingController).verify());

    it('GET/POST /posts/{postId}/comments, GET/PUT/DELETE /posts/{postId}/comments/{id}', async () => {
      const { repos, http } = setup(dialect);
      const comments = repos.for('comments', { postId: 12 });
      expect(comments.resource.api).toBe('posts/12/comments');

      const list = firstValueFrom(comments.list({ page: 1, perPage: 10 }));
      const [body, headers] = page([{ id: 1, postId: 12 }]);
      expect(answer(http, body, headers)).toMatch(/^GET \/api\/posts\/12\/comments\?/);
      expect((await list).data).toEqual([{ id: 1, postId: 12 }]);

      const one = firstValueFrom(comments.get(5));
      expect(answer(http, record(name, { id: 5 }))).toMatch(/^GET \/api\/posts\/12\/comments\/5$/);
      await one;

      const created = firstValueFrom(comments.create({ body: 'Hi' }));
      expect(answer(http, record(name, { id: 6, body: 'Hi' }))).toBe('POST /api/posts/12/comments');
      await created;

      const updated = firstValueFrom(comments.update(5, { body: 'Yo' }));
      expect(answer(http, record(name, { id: 5, body: 'Yo' }))).toBe(
        'PUT /api/posts/12/comments/5',
      );
      await updated;

      const deleted = firstValueFrom(comments.delete(5));
      expect(answer(http, null)).toBe('DELETE /api/posts/12/comments/5');
      await deleted;
    });

    it('getMany and updateMany/deleteMany go to the nested collection too', async () => {
      const { repos, http } = setup(dialect);
      const comments = repos.for('comments', { postId: 'a/b' });
      const many = firstValueFrom(comments.getMany([1, 2]));
      await Promise.resolve(); // look-ups of one tick are merged
      const req = http.expectOne(() => true);
      expect(req.request.url).toBe('/api/posts/a%2Fb/comments');
      req.flush(name === 'laravel' ? { data: [{ id: 1 }, { id: 2 }] } : [{ id: 1 }, { id: 2 }], {
        headers: name === 'laravel' ? {} : { 'X-Total-Count': '2', 'Content-Range': 'c 0-1/2' },
      });
      expect(await many).toEqual([{ id: 1 }, { id: 2 }]);

      const ofPost3 = repos.for('comments', { postId: 3 });
      const removed = firstValueFrom(ofPost3.deleteMany([3]));
      expect(answer(http, null)).toMatch(/^DELETE \/api\/posts\/3\/comments/);
      await removed;
      const changed = firstValueFrom(ofPost3.updateMany([4], { spam: true }));
      expect(answer(http, record(name, { id: 4, spam: true }))).toMatch(
        /^(PUT|PATCH) \/api\/posts\/3\/comments/,
      );
      await changed;
    });

    it('nests two levels, and follows an api template', async () => {
      const { repos, http } = setup(dialect);
      const likes = firstValueFrom(repos.for('likes', { postId: 1, comment: 2 }).get(3));
      expect(answer(http, record(name, { id: 3 }))).toBe('GET /api/posts/1/comments/2/likes/3');
      await likes;
      const remarks = firstValueFrom(repos.for('remarks', { postId: 7 }).create({ a: 1 }));
      expect(answer(http, record(name, { id: 1 }))).toBe('POST /api/v2/7/remarks');
      await remarks;
    });
  },
);

describe('nested resources: repositories and the record cache', () => {
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('caches records by full path: a comment of post 1 is not one of post 2', async () => {
    const { repos, http } = setup(jsonServerDialect);
    const first = repos.for('comments', { postId: 1 });
    expect(repos.for('comments', { postId: 1 })).toBe(first);
    const got = firstValueFrom(first.get(5));
    http.expectOne('/api/posts/1/comments/5').flush({ id: 5, body: 'one' });
    await got;
    expect(first.cached(5)).toEqual({ id: 5, body: 'one' });
    expect(repos.for('comments', { postId: 2 }).cached(5)).toBeUndefined();
    // getMany of another post asks the server.
    const other = firstValueFrom(repos.for('comments', { postId: 2 }).getMany([5]));
    await Promise.resolve();
    http.expectOne((r) => r.url === '/api/posts/2/comments').flush([{ id: 5, body: 'two' }]);
    expect(await other).toEqual([{ id: 5, body: 'two' }]);
  });

  it('without params, each call uses the parent ids of the page shown', async () => {
    const { repos, http } = setup(jsonServerDialect);
    const comments = repos.for('comments');
    expect(comments.resource).toBe(TestBed.inject(ResourceRegistry).get('comments'));
    await expect(firstValueFrom(comments.list())).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(
        'comments.list(): Resource "comments" is nested under "posts": give the parent id postId (posts)',
      ),
    });
    expect(comments.cached(1)).toBeUndefined();
    await TestBed.inject(Router).navigateByUrl('/posts/9/comments');
    const list = firstValueFrom(comments.list());
    http.expectOne('/api/posts/9/comments').flush([], { headers: { 'X-Total-Count': '0' } });
    expect((await list).total).toBe(0);
    await TestBed.inject(Router).navigateByUrl('/posts/10/comments');
    const next = firstValueFrom(comments.get(1));
    http.expectOne('/api/posts/10/comments/1').flush({ id: 1 });
    await next;
  });
});
