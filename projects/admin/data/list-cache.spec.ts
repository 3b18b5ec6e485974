import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom, type Observable } from 'rxjs';

import { provideAdmin } from '../setup/provide-admin';
import type { AdminRecord } from 'admin/core';
import type { ListResult } from '../config/api-dialect';
import { ADMIN_LIST_MAX_AGE, ResourceRepositories } from './resource-repositories';

type Providers = Parameters<typeof TestBed.configureTestingModule>[0]['providers'];

function setup(providers: Providers = []) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({
        resources: [
          { name: 'posts' },
          { name: 'archived-posts', api: 'posts' },
          { name: 'comments' },
          { name: 'pages', translatable: true },
        ],
      }),
      provideHttpClient(),
      provideHttpClientTesting(),
      ...(providers ?? []),
    ],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

const PAGE = { page: 1, perPage: 10 } as const;
type Match = Parameters<HttpTestingController['expectOne']>[0];
const rows = (...ids: number[]) => ids.map((id) => ({ id, title: `Post ${id}` }));

/**
 * What a list call emits synchronously on subscription; undefined when it waits for the server
 * (the request stays open for the test to answer).
 */
function sync<T>(source: Observable<T>): T | undefined {
  let value: T | undefined;
  source.subscribe((v) => (value = v));
  return value;
}

describe('Recent list answers (list(params, { cache }))', () => {
  let http: HttpTestingController;
  let repos: ResourceRepositories;
  let now: number;

  beforeEach(() => {
    now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });

  afterEach(() => {
    http.verify();
    jest.restoreAllMocks();
  });

  /** Answers the one open list request matching `match` with `data`. */
  function reply(match: Match, data: AdminRecord[]): void {
    http.expectOne(match).flush(data, { headers: { 'X-Total-Count': String(data.length) } });
  }

  /** A list call answered by the server with `data`. */
  async function answered(
    name: string,
    data: AdminRecord[],
    cache: 'fresh' | 'reload' | 'none' = 'fresh',
    params: object = PAGE,
  ): Promise<ListResult<AdminRecord>> {
    const result = firstValueFrom(repos.for(name).list(params, cache === 'none' ? {} : { cache }));
    http
      .expectOne((req) => req.method === 'GET' && req.url.startsWith('/api/'))
      .flush(data, { headers: { 'X-Total-Count': String(data.length) } });
    return result;
  }

  it("'fresh' answers an identical call from memory, synchronously, for ADMIN_LIST_MAX_AGE ms", async () => {
    ({ repos, http } = setup());
    await answered('posts', rows(1, 2));
    now += 29_999;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toEqual({
      data: rows(1, 2),
      total: 2,
    });
    http.expectNone(() => true);
    // Other params, another answer.
    const other = firstValueFrom(
      repos.for('posts').list({ page: 2, perPage: 10 }, { cache: 'fresh' }),
    );
    reply('/api/posts?_page=2&_limit=10', rows(11));
    await other;
    // 30 s later the answer is stale: asked again.
    now += 1;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(1));
  });

  it('hands out copies: changing a result does not change the remembered answer', async () => {
    ({ repos, http } = setup());
    const first = await answered('posts', rows(1, 2));
    first.data.pop();
    const again = sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))!;
    expect(again.data).toEqual(rows(1, 2));
    again.data.length = 0;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))?.data).toEqual(rows(1, 2));
  });

  it("without cache, every call asks the server and nothing is remembered; 'reload' asks and remembers", async () => {
    ({ repos, http } = setup());
    await answered('posts', rows(1), 'none');
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(1, 2));
    // 'reload' ignores the fresh answer, and its own answer replaces it.
    await answered('posts', rows(3), 'reload');
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))?.data).toEqual(rows(3));
    await answered('posts', rows(4), 'none');
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))?.data).toEqual(rows(3));
  });

  type Write = (repos: ResourceRepositories) => Observable<unknown>;
  it.each<[string, Write]>([
    ['create', (repos: ResourceRepositories) => repos.for('posts').create({ title: 'x' })],
    ['update', (repos: ResourceRepositories) => repos.for('posts').update(1, { title: 'x' })],
    ['delete', (repos: ResourceRepositories) => repos.for('posts').delete(1)],
    [
      'updateMany',
      (repos: ResourceRepositories) => repos.for('posts').updateMany([1, 2], { read: true }),
    ],
    ['deleteMany', (repos: ResourceRepositories) => repos.for('posts').deleteMany([1, 2])],
    [
      'a write through another resource of the same endpoint',
      (repos: ResourceRepositories) => repos.for('archived-posts').update(1, { archived: true }),
    ],
  ])('%s forgets the list answers of the endpoint', async (_, write) => {
    ({ repos, http } = setup());
    await answered('posts', rows(1, 2));
    await answered('archived-posts', rows(7), 'fresh', { ...PAGE, filter: { archived: true } });
    await answered('comments', rows(9));
    const done = firstValueFrom(write(repos));
    for (const request of http.match(() => true)) request.flush({ id: 1 });
    await done;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(2));
    const archived = { ...PAGE, filter: { archived: true } };
    expect(sync(repos.for('archived-posts').list(archived, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10&archived=true', rows(7));
    // Another endpoint keeps its answer.
    expect(sync(repos.for('comments').list(PAGE, { cache: 'fresh' }))?.data).toEqual(rows(9));
  });

  it('a failed write forgets them too (it may have reached the server)', async () => {
    ({ repos, http } = setup());
    await answered('posts', rows(1, 2));
    const done = firstValueFrom(repos.for('posts').delete(1)).catch((e: unknown) => e);
    http.expectOne('/api/posts/1').flush({}, { status: 500, statusText: 'Server Error' });
    await done;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(2));
  });

  it('an answer requested before a write and arriving after it is not remembered', async () => {
    ({ repos, http } = setup());
    const list = firstValueFrom(repos.for('posts').list(PAGE, { cache: 'fresh' }));
    const pending = http.expectOne('/api/posts?_page=1&_limit=10');
    const write = firstValueFrom(repos.for('posts').delete(1));
    http.expectOne('/api/posts/1').flush(null);
    await write;
    pending.flush(rows(1, 2), { headers: { 'X-Total-Count': '2' } });
    await list;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(2));
  });

  it('invalidate() and clearCache() (sign-out) forget them', async () => {
    ({ repos, http } = setup());
    await answered('posts', rows(1));
    repos.for('archived-posts').invalidate([5]);
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(1));
    await answered('comments', rows(9));
    repos.clearCache();
    expect(sync(repos.for('comments').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/comments?_page=1&_limit=10', rows(9));
  });

  it('keeps answers per content locale of a translatable resource', async () => {
    ({ repos, http } = setup());
    const en = firstValueFrom(repos.for('pages').list(PAGE, { cache: 'fresh', locale: 'en' }));
    reply((req) => req.url === '/api/pages', [{ id: 1, title: 'Hello' }]);
    await en;
    expect(sync(repos.for('pages').list(PAGE, { cache: 'fresh', locale: 'fr' }))).toBeUndefined();
    reply((req) => req.url === '/api/pages', [{ id: 1, title: 'Bonjour' }]);
    expect(sync(repos.for('pages').list(PAGE, { cache: 'fresh', locale: 'en' }))?.data).toEqual([
      { id: 1, title: 'Hello' },
    ]);
  });

  it('ADMIN_LIST_MAX_AGE sets the window; 0 turns recent answers off', async () => {
    ({ repos, http } = setup([{ provide: ADMIN_LIST_MAX_AGE, useValue: 0 }]));
    await answered('posts', rows(1));
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(1));
    TestBed.resetTestingModule();
    ({ repos, http } = setup([{ provide: ADMIN_LIST_MAX_AGE, useValue: 5_000 }]));
    await answered('posts', rows(1));
    now += 4_999;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))?.data).toEqual(rows(1));
    now += 1;
    expect(sync(repos.for('posts').list(PAGE, { cache: 'fresh' }))).toBeUndefined();
    reply('/api/posts?_page=1&_limit=10', rows(1));
  });
});
