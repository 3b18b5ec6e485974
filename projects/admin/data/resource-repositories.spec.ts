import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { EnvironmentInjector, runInInjectionContext } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { type AdminConfig } from '../config/config';
import { provideAdmin } from '../setup/provide-admin';
import type { ApiDialectRef, RecordId } from 'admin/core';
import { ɵAdminActivity } from './admin-activity';
import type { ApiDialect } from '../config/api-dialect';
import { collectionPath } from './dialect-utils';
import { jsonServerDialect } from './json-server-dialect';
import { ResourceRepositories, injectRepository } from './resource-repositories';
import { failure } from './repositories.testing';

function setup(config: Partial<AdminConfig> = {}) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({
        resources: [
          { name: 'posts' },
          { name: 'archived-posts', api: 'posts' },
          { name: 'comments', except: ['delete'] },
          { name: 'users', api: '/admin/users/', actions: ['list'] },
          { name: 'drafts', actions: ['list', 'edit'] },
        ],
        ...config,
      }),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

describe('ResourceRepositories', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it('gives one repository per resource, by name, by Resource object or with injectRepository', () => {
    const { repos, http: controller } = setup();
    http = controller;
    const posts = repos.for('posts');
    expect(posts.resource.name).toBe('posts');
    expect(repos.for(posts.resource)).toBe(posts);
    const injected = runInInjectionContext(TestBed.inject(EnvironmentInjector), () =>
      injectRepository('posts'),
    );
    expect(injected).toBe(posts);
    expect(posts.dialect).toBe(jsonServerDialect);
  });

  it('names an unknown resource and suggests the closest one', () => {
    const { repos, http: controller } = setup();
    http = controller;
    expect(() => repos.for('post')).toThrow(
      'Unknown resource "post"; did you mean "posts"? (resources: posts, archived-posts, comments, users, drafts)',
    );
  });

  it('rejects a dialect that is not an ApiDialect, naming what is missing', () => {
    const { repos, http: controller } = setup({
      resources: [{ name: 'tags', dialect: { name: 'half' } as ApiDialectRef }],
    });
    http = controller;
    expect(() => repos.for('tags')).toThrow(
      'Resource "tags": dialect "half" is not an ApiDialect (missing list, parseList, get, getMany, parseMany, create, update, delete, parseRecord)',
    );
  });

  it('two resources sharing an endpoint (docs/contract.md §2.5) call the same URLs', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const calls = (name: string) => {
      const repo = repos.for(name);
      const done = Promise.all([
        firstValueFrom(repo.list({ page: 1, perPage: 10, filter: { archived: name !== 'posts' } })),
        firstValueFrom(repo.get(3)),
        firstValueFrom(repo.create({ title: 'x' })),
        firstValueFrom(repo.update(3, { title: 'y' })),
        firstValueFrom(repo.delete(3)),
      ]);
      const reqs = http.match(() => true);
      const seen = reqs.map((r) => `${r.request.method} ${r.request.url}`);
      reqs[0].flush([], { headers: { 'X-Total-Count': '0' } });
      reqs.slice(1).forEach((r) => r.flush({ id: 3 }));
      return done.then(() => seen);
    };
    const expected = [
      'GET /api/posts',
      'GET /api/posts/3',
      'POST /api/posts',
      'PUT /api/posts/3',
      'DELETE /api/posts/3',
    ];
    await expect(calls('posts')).resolves.toEqual(expected);
    await expect(calls('archived-posts')).resolves.toEqual(expected);
  });

  it('joins the apiUrl and a multi-segment api exactly as docs/contract.md §4.1 (`<apiUrl>/<api>/<id>`)', async () => {
    const { repos, http: controller } = setup({ apiUrl: 'http://localhost:3000/api/' });
    http = controller;
    const result = firstValueFrom(repos.for('users').list());
    http.expectOne('http://localhost:3000/api/admin/users').flush([]);
    await result;
    const many = firstValueFrom(repos.for('users').getMany(['x?y#z']));
    await Promise.resolve();
    http.expectOne('http://localhost:3000/api/admin/users?id=x?y%23z').flush([{ id: 'x?y#z' }]);
    await expect(many).resolves.toEqual([{ id: 'x?y#z' }]);
  });

  it('encodes ids so that they never change the path', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const posts = repos.for('posts');
    const done = Promise.all([
      firstValueFrom(posts.get('a/b')),
      firstValueFrom(posts.update('../x', {})),
      firstValueFrom(posts.delete('?#%')),
    ]);
    const reqs = http.match(() => true);
    expect(reqs.map((r) => r.request.urlWithParams)).toEqual([
      '/api/posts/a%2Fb',
      '/api/posts/..%2Fx',
      '/api/posts/%3F%23%25',
    ]);
    reqs.forEach((r) => r.flush({}));
    await done;
  });

  it('refuses a disabled action client-side, naming resource and action, and sends nothing', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const error = await failure(repos.for('comments').delete(1));
    expect(error.status).toBe(405);
    expect(error.message).toBe(
      'comments.delete() needs the "delete" action, which resource "comments" does not enable ' +
        '(enabled actions: list, show, create, edit); no request was sent.',
    );
    await expect(failure(repos.for('comments').deleteMany([1, 2]))).resolves.toMatchObject({
      status: 405,
    });
    const users = repos.for('users');
    for (const call of [
      users.get(1),
      users.create({}),
      users.update(1, {}),
      users.updateMany([1], {}),
    ]) {
      expect((await failure(call)).message).toMatch(/^users\.\w+\(\) needs the "\w+"/);
    }
    http.expectNone(() => true);
  });

  it('needs "show" or "edit" for get (an edit page loads its record), "list" or "show" for getMany', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const record = firstValueFrom(repos.for('drafts').get(1));
    http.expectOne('/api/drafts/1').flush({ id: 1 });
    await expect(record).resolves.toEqual({ id: 1 });
    expect((await failure(repos.for('users').get(1))).message).toContain(
      'users.get() needs the "show" or "edit" action',
    );
    const many = firstValueFrom(repos.for('users').getMany([1]));
    await Promise.resolve();
    http.expectOne('/api/admin/users?id=1').flush([{ id: 1 }]);
    await expect(many).resolves.toEqual([{ id: 1 }]);
  });

  it('refuses bad arguments with a 400 naming them, and sends nothing', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const posts = repos.for('posts');
    expect((await failure(posts.get('' as RecordId))).message).toBe(
      'posts.get(): an id must be a non-empty string or a finite number, got ""; no request was sent.',
    );
    expect((await failure(posts.getMany([1, null as unknown as RecordId]))).status).toBe(400);
    expect((await failure(posts.create(null as unknown as object))).message).toBe(
      'posts.create(): data must be an object, got null; no request was sent.',
    );
    expect((await failure(posts.list({ page: 0, perPage: 10 }))).message).toBe(
      'posts.list(): page must be a positive integer, got 0; no request was sent.',
    );
    expect((await failure(posts.list({ filter: { tag: { $in: [{}] } } }))).message).toContain(
      'filter "tag.$in" holds an unsupported value (object)',
    );
    http.expectNone(() => true);
  });

  it('nothing is sent before subscription', () => {
    const { repos, http: controller } = setup();
    http = controller;
    repos.for('posts').list();
    repos.for('posts').delete(1);
    http.expectNone(() => true);
  });

  it('updateMany/deleteMany send at most 4 requests at a time and name the ids that failed', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const result = failure(repos.for('posts').deleteMany([1, 2, 3, 4, 5, 6]));
    let open = http.match(() => true);
    expect(open.map((r) => r.request.url)).toEqual([
      '/api/posts/1',
      '/api/posts/2',
      '/api/posts/3',
      '/api/posts/4',
    ]);
    open[0].flush({});
    open[1].flush({ message: 'Not yours' }, { status: 403, statusText: 'Forbidden' });
    open[2].flush({});
    open[3].flush({});
    open = http.match(() => true);
    expect(open.map((r) => r.request.url)).toEqual(['/api/posts/5', '/api/posts/6']);
    open[0].flush({}, { status: 404, statusText: 'Not Found' });
    open[1].flush({});
    const error = await result;
    expect(error.status).toBe(403);
    expect(error.message).toBe('Could not delete 2 of 6 posts (ids 2, 5): Not yours');
  });

  it('uses the bulk form of a dialect that has one: one request for many ids', async () => {
    const bulk: ApiDialect = {
      ...jsonServerDialect,
      name: 'bulk',
      updateMany: (context, ids, data) => ({
        method: 'PATCH',
        path: collectionPath(context),
        params: { ids: ids.map(String) },
        body: data,
      }),
      deleteMany: (context, ids) => ({
        method: 'DELETE',
        path: collectionPath(context),
        params: { ids: ids.join(',') },
      }),
    };
    const { repos, http: controller } = setup({ dialect: bulk });
    http = controller;
    const updated = firstValueFrom(repos.for('posts').updateMany([1, 2, 2], { read: true }));
    const patch = http.expectOne('/api/posts?ids=1&ids=2');
    expect(patch.request.method).toBe('PATCH');
    expect(patch.request.body).toEqual({ read: true });
    patch.flush(null, { status: 204, statusText: 'No Content' });
    await expect(updated).resolves.toEqual([1, 2]);
    const deleted = firstValueFrom(repos.for('posts').deleteMany([1, 2]));
    http.expectOne({ method: 'DELETE', url: '/api/posts?ids=1,2' }).flush(null);
    await expect(deleted).resolves.toEqual([1, 2]);
  });

  it('AdminActivity.pending counts admin requests in flight', async () => {
    const { repos, http: controller } = setup();
    http = controller;
    const activity = TestBed.inject(ɵAdminActivity);
    expect(activity.pending()).toBe(0);
    const a = firstValueFrom(repos.for('posts').get(1));
    const b = firstValueFrom(repos.for('posts').delete(2));
    expect(activity.pending()).toBe(2);
    expect(activity.busy()).toBe(true);
    http.expectOne('/api/posts/1').flush({ id: 1 });
    expect(activity.pending()).toBe(1);
    http.expectOne('/api/posts/2').flush({}, { status: 500, statusText: 'Server Error' });
    expect(activity.pending()).toBe(0);
    await a;
    await b.catch(() => undefined);
    const cancelled = repos.for('posts').list().subscribe();
    expect(activity.pending()).toBe(1);
    cancelled.unsubscribe();
    expect(activity.pending()).toBe(0);
    expect(http.expectOne('/api/posts').cancelled).toBe(true);
  });
});
