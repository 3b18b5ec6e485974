import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom, type Observable } from 'rxjs';

import { type AdminConfig } from '../config/config';
import { ɵadminConfigProviders } from '../config/config-internal';
import { ɵADMIN_ACCESS, type ɵAdminAccessCheck } from '../config/resource-catalog';
import type { ResourceAction, ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import type { AuthProvider } from '../config/auth-contract';
import { AdminAuth } from '../auth/auth';
import { provideAdmin } from '../setup/provide-admin';
import { AdminAccessError } from './admin-http-error';
import { ResourceRepositories } from './resource-repositories';
import { withUploads } from './uploads';
import { jsonServerDialect } from './json-server-dialect';
import { failure } from './repositories.testing';

const resources: ResourceDescriptor[] = [
  { name: 'posts', permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }] },
  { name: 'users', permissions: ['admin'] },
  { name: 'replies', api: 'comments', parent: 'posts' },
  { name: 'drafts', permissions: ['admin', { role: 'writer', actions: ['edit'] }] },
];

const VIEWER: AdminUser = { id: 3, name: 'Victor', roles: ['viewer'] };

/** The repositories under an access check given as a plain function (what `auth/` provides). */
function withCheck(check: ɵAdminAccessCheck | null, config: Partial<AdminConfig> = {}) {
  TestBed.configureTestingModule({
    providers: [
      ...ɵadminConfigProviders({ resources, ...config }),
      ...(check ? [{ provide: ɵADMIN_ACCESS, useValue: check }] : []),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

/** The repositories of an app set up with `provideAdmin` and an auth provider. */
function withAuth(auth: AuthProvider, config: Partial<AdminConfig> = {}) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources, auth, ...config }),
      provideHttpClient(),
      provideHttpClientTesting(),
    ],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

const provider = (me: () => AdminUser | null | Promise<AdminUser | null>): AuthProvider => ({
  login: () => VIEWER,
  logout: () => undefined,
  me,
});

describe('repositories apply the access check (ADMIN_ACCESS)', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it('refuse every call the check refuses, naming the resource and action, and send nothing', async () => {
    const asked: string[] = [];
    const setup = withCheck((resource, action) => {
      asked.push(`${typeof resource === 'string' ? resource : resource.name}:${action}`);
      return false;
    });
    http = setup.http;
    const posts = setup.repos.for('posts');
    const calls: [Observable<unknown>, ResourceAction, string][] = [
      [posts.list(), 'list', 'list'],
      [posts.search('x'), 'list', 'search'],
      [posts.get(1), 'show', 'get'],
      [posts.create({ title: 'A' }), 'create', 'create'],
      [posts.update(1, { title: 'A' }), 'edit', 'update'],
      [posts.updateMany([1, 2], { published: true }), 'edit', 'updateMany'],
      [posts.delete(1), 'delete', 'delete'],
      [posts.deleteMany([1, 2]), 'delete', 'deleteMany'],
    ];
    for (const [call, action, operation] of calls) {
      const error = await failure(call);
      expect(error).toBeInstanceOf(AdminAccessError);
      expect(error.status).toBe(403);
      expect(error).toMatchObject({ resource: 'posts', action });
      expect(error.message).toBe(
        `posts.${operation}() needs the ${operation === 'get' ? '"show" or "edit"' : `"${action}"`} ` +
          `permission on "posts": the access check (can("posts", "${action}")) refuses it for ` +
          'the current user; no request was sent.',
      );
    }
    http.expectNone(() => true);
    expect(asked).toContain('posts:edit');
  });

  it('send the calls the check allows, and those it cannot decide (undefined)', async () => {
    let answer: boolean | undefined = true;
    const setup = withCheck(() => answer);
    http = setup.http;
    const posts = setup.repos.for('posts');
    const listed = firstValueFrom(posts.list());
    http.expectOne((req) => req.method === 'GET' && req.url === '/api/posts').flush([]);
    await expect(listed).resolves.toMatchObject({ data: [] });
    answer = undefined;
    const deleted = firstValueFrom(posts.delete(4));
    http.expectOne({ method: 'DELETE', url: '/api/posts/4' }).flush(null);
    await expect(deleted).resolves.toBeUndefined();
  });

  it('get goes when the user may edit without showing; the check is asked per call', async () => {
    let may = (action: ResourceAction): boolean => action === 'edit';
    const setup = withCheck((_, action) => may(action));
    http = setup.http;
    const posts = setup.repos.for('posts');
    const got = firstValueFrom(posts.get(2));
    http.expectOne('/api/posts/2').flush({ id: 2 });
    await expect(got).resolves.toEqual({ id: 2 });
    may = () => false;
    expect(await failure(posts.get(2))).toMatchObject({ status: 403, action: 'show' });
    http.expectNone('/api/posts/2');
  });

  it('getMany (reference look-ups) is not checked: a refused resource still shows its labels', async () => {
    const setup = withCheck(() => false);
    http = setup.http;
    const users = setup.repos.for('users');
    const found = firstValueFrom(users.getMany([2, 5]));
    await tick(); // look-ups of one tick are batched
    http
      .expectOne((req) => req.url === '/api/users' && req.params.getAll('id')?.join() === '2,5')
      .flush([
        { id: 2, name: 'Bob' },
        { id: 5, name: 'Eve' },
      ]);
    await expect(found).resolves.toEqual([
      { id: 2, name: 'Bob' },
      { id: 5, name: 'Eve' },
    ]);
    // Enumerating them is refused, though.
    expect(await failure(users.search('b'))).toMatchObject({ resource: 'users', action: 'list' });
    http.expectNone((req) => req.url === '/api/users');
  });

  it('a nested resource needs to see (show) its parents', async () => {
    let parentShown = false;
    const setup = withCheck((resource, action) =>
      resource === 'posts' && action === 'show' ? parentShown : true,
    );
    http = setup.http;
    const replies = setup.repos.for('replies', { postId: 12 });
    const error = await failure(replies.list());
    expect(error).toMatchObject({ status: 403, resource: 'posts', action: 'show' });
    expect(error.message).toContain('replies.list() needs to see its parent "posts"');
    http.expectNone((req) => req.url.includes('comments'));
    parentShown = true;
    const listed = firstValueFrom(replies.list());
    http.expectOne((req) => req.url === '/api/posts/12/comments').flush([]);
    await expect(listed).resolves.toMatchObject({ data: [] });
  });

  it('no files are uploaded for a write the check refuses', async () => {
    const setup = withCheck(() => false, {
      dialect: withUploads(jsonServerDialect, { url: 'uploads', field: 'url' }),
    });
    http = setup.http;
    const avatar = new File(['PNGDATA'], 'me.png', { type: 'image/png' });
    const error = await failure(setup.repos.for('users').update(2, { avatar }));
    expect(error).toMatchObject({ status: 403, resource: 'users', action: 'edit' });
    http.expectNone(() => true);
  });

  it('the check is applied when a write is subscribed, before its uploads', async () => {
    let allowed = true;
    const setup = withCheck(() => allowed, {
      dialect: withUploads(jsonServerDialect, { url: 'uploads', field: 'url' }),
    });
    http = setup.http;
    const avatar = new File(['PNGDATA'], 'me.png', { type: 'image/png' });
    const write = setup.repos.for('users').create({ name: 'Ann', avatar });
    allowed = false; // e.g. signed in as another user before the write was sent
    expect(await failure(write)).toMatchObject({ status: 403, action: 'create' });
    http.expectNone(() => true);
  });

  it('without an access check (no auth configured), every call goes', async () => {
    const setup = withCheck(null);
    http = setup.http;
    const users = setup.repos.for('users');
    const listed = firstValueFrom(users.list());
    http.expectOne((req) => req.url === '/api/users').flush([]);
    await expect(listed).resolves.toMatchObject({ data: [] });
    const deleted = firstValueFrom(users.delete(1));
    http.expectOne({ method: 'DELETE', url: '/api/users/1' }).flush(null);
    await expect(deleted).resolves.toBeUndefined();
  });
});

describe('repositories under provideAdmin: the same can() as the guard (AdminAuth)', () => {
  let http: HttpTestingController;
  afterEach(() => http.verify());

  it("a viewer reads posts and users' labels, and cannot write posts or list users", async () => {
    const setup = withAuth(provider(() => VIEWER));
    http = setup.http;
    await tick(); // the session is known once me() answered
    const { repos } = setup;
    const listed = firstValueFrom(repos.for('posts').list());
    http.expectOne((req) => req.url === '/api/posts').flush([{ id: 1, userId: 2 }]);
    await expect(listed).resolves.toMatchObject({ total: 1 });
    const labels = firstValueFrom(repos.for('users').getMany([2]));
    await tick();
    http.expectOne((req) => req.url === '/api/users').flush([{ id: 2, name: 'Bob' }]);
    await expect(labels).resolves.toEqual([{ id: 2, name: 'Bob' }]);
    expect(await failure(repos.for('posts').update(1, { title: 'B' }))).toMatchObject({
      status: 403,
      resource: 'posts',
      action: 'edit',
    });
    expect(await failure(repos.for('users').list())).toMatchObject({
      resource: 'users',
      action: 'list',
    });
    http.expectNone((req) => req.method === 'PUT' || req.url === '/api/users');
  });

  it('while me() has not answered, calls go (the server decides); then can() applies', async () => {
    let answer!: (user: AdminUser) => void;
    const me = new Promise<AdminUser>((resolve) => (answer = resolve));
    const setup = withAuth(provider(() => me));
    http = setup.http;
    const posts = setup.repos.for('posts');
    const early = firstValueFrom(posts.update(1, { title: 'B' }));
    http.expectOne({ method: 'PUT', url: '/api/posts/1' }).flush({ id: 1, title: 'B' });
    await expect(early).resolves.toEqual({ id: 1, title: 'B' });
    answer(VIEWER);
    await me;
    await tick();
    expect(await failure(posts.update(1, { title: 'C' }))).toMatchObject({ status: 403 });
    http.expectNone({ method: 'PUT', url: '/api/posts/1' });
  });

  it("a canAccess hook's no for nobody waits for the session; its yes holds at once", async () => {
    let answer!: (user: AdminUser | null) => void;
    const me = new Promise<AdminUser | null>((resolve) => (answer = resolve));
    const setup = withAuth(
      provider(() => me),
      {
        canAccess: ({ resource, user }) => (user ? undefined : resource.name === 'posts'),
      },
    );
    http = setup.http;
    const auth = TestBed.inject(AdminAuth);
    expect(auth.can('posts', 'list')).toBe(true);
    expect(auth.check('posts', 'list')).toBe(true);
    expect(auth.can('users', 'list')).toBe(false);
    expect(auth.check('users', 'list')).toBeUndefined();
    const early = firstValueFrom(setup.repos.for('users').list());
    http.expectOne((req) => req.url === '/api/users').flush([]);
    await expect(early).resolves.toMatchObject({ data: [] });
    answer(null);
    await auth.ready();
    expect(auth.check('users', 'list')).toBe(false);
    expect(await failure(setup.repos.for('users').list())).toMatchObject({ status: 403 });
    http.expectNone((req) => req.url === '/api/users');
  });

  it('a kept session (restore()) decides at once: the first list request does not wait for me()', async () => {
    const me = new Promise<AdminUser>(() => undefined); // never answers
    const setup = withAuth({ ...provider(() => me), restore: () => VIEWER });
    http = setup.http;
    const posts = setup.repos.for('posts');
    let rows: unknown;
    posts.list().subscribe((result) => (rows = result.data));
    // Sent synchronously on subscription.
    http.expectOne((req) => req.url === '/api/posts').flush([{ id: 1 }]);
    expect(rows).toEqual([{ id: 1 }]);
    expect(await failure(posts.delete(1))).toMatchObject({ status: 403, action: 'delete' });
    http.expectNone({ method: 'DELETE', url: '/api/posts/1' });
  });

  it('signed out, calls go (a 401 opens sign-in) unless the canAccess hook refuses', async () => {
    const setup = withAuth(
      provider(() => null),
      {
        canAccess: ({ resource, user }) =>
          user === null && resource.name === 'drafts' ? false : undefined,
      },
    );
    http = setup.http;
    await tick();
    const posts = firstValueFrom(setup.repos.for('posts').list());
    http.expectOne((req) => req.url === '/api/posts').flush([]);
    await expect(posts).resolves.toMatchObject({ data: [] });
    expect(await failure(setup.repos.for('drafts').list())).toMatchObject({
      status: 403,
      resource: 'drafts',
    });
    http.expectNone((req) => req.url === '/api/drafts');
  });
});
