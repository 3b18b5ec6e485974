import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { PLATFORM_ID } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom } from 'rxjs';

import { AdminBeforeSignOut } from 'admin/auth';
import { provideAdmin } from '../setup/provide-admin';
import { withEarlyData } from '../setup/admin-features';
import type { AdminFeature } from '../setup/admin-features';
import { ɵEARLY_DATA_GLOBAL, ɵEARLY_DATA_OPTIONS } from 'admin/config';
import { EARLY_DATA_KEY, EARLY_DATA_SCRIPT } from './early-data';
import {
  ɵAdminEarlyData,
  ɵEARLY_DATA_MAX_AGE,
  ɵrequestUrl,
  ɵtakeEarlyEntry,
  type ɵEarlyEntry,
  type ɵEarlyRequest,
  type ɵEarlyResponse,
} from './early-data-internal';
import { ResourceRepositories } from './resource-repositories';
import type { HttpResourceRepository } from './resource-repository';

const PARAMS = { page: 1, perPage: 25, filter: { archived: false }, sort: [] };
const ROWS = [{ id: 1, title: 'One' }];
const TOKEN = 'tok-1';
/** The posts requests (the session's `GET me` goes beside them). */
const isPosts = (request: { url: string }) => request.url.startsWith('/api/posts');

type Global = Record<string, ɵEarlyEntry[] | undefined>;
const global = window as unknown as Global;

function setup(features: AdminFeature[] = [withEarlyData()], platform = 'browser') {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin(
        {
          resources: [{ name: 'posts' }, { name: 'pages', translatable: true }],
          apiUrl: '/api',
        },
        ...features,
      ),
      provideHttpClient(),
      provideHttpClientTesting(),
      { provide: PLATFORM_ID, useValue: platform },
    ],
  });
  const repos = TestBed.inject(ResourceRepositories);
  return {
    repos,
    posts: repos.for('posts') as unknown as HttpResourceRepository,
    http: TestBed.inject(HttpTestingController),
  };
}

const answered = (body: unknown, status = 200, total = '1'): Promise<ɵEarlyResponse> =>
  Promise.resolve({
    status,
    headers: { 'content-type': 'application/json', 'x-total-count': total },
    body: JSON.stringify(body),
  });

/** What the early-data script leaves for `request`. */
function early(
  request: ɵEarlyRequest,
  response = answered(ROWS),
  { token = TOKEN, sent = performance.now() }: { token?: string | null; sent?: number } = {},
): ɵEarlyEntry {
  const entry = { ...request, token, sent, response };
  global[ɵEARLY_DATA_GLOBAL] = [...(global[ɵEARLY_DATA_GLOBAL] ?? []), entry];
  return entry;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('admin.token', TOKEN);
  delete global[ɵEARLY_DATA_GLOBAL];
});

afterEach(() => {
  delete global[ɵEARLY_DATA_GLOBAL];
  localStorage.clear();
  window.history.replaceState({}, '', '/');
});

describe('ɵrequestUrl (the one URL rule)', () => {
  it('is the URL HttpClient sends for a list call, query included', async () => {
    const { posts, http } = setup();
    const request = posts.ɵlistRequest(PARAMS);
    const result = firstValueFrom(posts.list(PARAMS));
    const sent = http.expectOne(isPosts);
    expect(sent.request.urlWithParams).toBe(request.url);
    expect(request.url).toBe('/api/posts?_page=1&_limit=25&archived=false');
    sent.flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    await result;
  });

  it('has no "?" without a query', () => {
    expect(ɵrequestUrl('/api', { method: 'GET', path: 'posts' })).toBe('/api/posts');
  });

  it('carries the dialect headers of a translatable resource', () => {
    const { repos } = setup();
    const pages = repos.for('pages') as unknown as HttpResourceRepository;
    expect(pages.ɵlistRequest(PARAMS, { locale: 'fr' }).headers).toEqual({
      'Accept-Language': 'fr',
    });
  });
});

describe('ɵtakeEarlyEntry', () => {
  const request = { url: '/api/posts?_page=1', headers: {} };
  const entry = (over: Partial<ɵEarlyEntry> = {}): ɵEarlyEntry => ({
    ...request,
    token: TOKEN,
    sent: 100,
    response: answered(ROWS),
    ...over,
  });

  it('takes a matching entry once', () => {
    const first = entry();
    const entries = [first];
    expect(ɵtakeEarlyEntry(entries, request, TOKEN, 200)).toBe(first);
    expect(entries).toEqual([]);
    expect(ɵtakeEarlyEntry(entries, request, TOKEN, 200)).toBeUndefined();
  });

  it('leaves an entry of another URL, other headers or another token', () => {
    const entries = [entry()];
    expect(
      ɵtakeEarlyEntry(entries, { ...request, url: '/api/posts?_page=2' }, TOKEN, 200),
    ).toBeUndefined();
    expect(
      ɵtakeEarlyEntry(entries, { ...request, headers: { 'Accept-Language': 'fr' } }, TOKEN, 200),
    ).toBeUndefined();
    expect(ɵtakeEarlyEntry(entries, request, 'other', 200)).toBeUndefined();
    expect(entries).toHaveLength(1);
  });

  it('drops a stale entry', () => {
    const entries = [entry()];
    expect(ɵtakeEarlyEntry(entries, request, TOKEN, 100 + ɵEARLY_DATA_MAX_AGE + 1)).toBeUndefined();
    expect(entries).toEqual([]);
  });

  it('ignores anything that is not the script’s list', () => {
    expect(ɵtakeEarlyEntry(undefined, request, TOKEN, 0)).toBeUndefined();
    expect(ɵtakeEarlyEntry('x' as unknown as ɵEarlyEntry[], request, TOKEN, 0)).toBeUndefined();
  });
});

describe('the repository and early data (withEarlyData())', () => {
  it('uses the matching early response instead of sending the request', async () => {
    const { posts, http } = setup();
    early(posts.ɵlistRequest(PARAMS));
    const result = await firstValueFrom(posts.list(PARAMS));
    http.expectNone(isPosts);
    expect(result).toEqual({ data: ROWS, total: 1 });
    // Once: the next identical call asks the server.
    const next = firstValueFrom(posts.list(PARAMS));
    http.expectOne('/api/posts?_page=1&_limit=25&archived=false').flush(ROWS, {
      headers: { 'X-Total-Count': '1' },
    });
    await next;
    http.expectNone(isPosts);
  });

  it('primes the record cache from it, as from a normal answer', async () => {
    const { posts } = setup();
    early(posts.ɵlistRequest(PARAMS));
    await firstValueFrom(posts.list(PARAMS));
    expect(posts.cached(1)).toEqual(ROWS[0]);
  });

  it('sends the request when the URL differs, and keeps the early entry', async () => {
    const { posts, http } = setup();
    early(posts.ɵlistRequest({ ...PARAMS, page: 2 }));
    const result = firstValueFrom(posts.list(PARAMS));
    http.expectOne(isPosts).flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    await result;
    expect(global[ɵEARLY_DATA_GLOBAL]).toHaveLength(1);
  });

  it('sends the request when the token changed since', async () => {
    const { posts, http } = setup();
    early(posts.ɵlistRequest(PARAMS), answered(ROWS), { token: 'older' });
    const result = firstValueFrom(posts.list(PARAMS));
    http.expectOne(isPosts).flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    await result;
  });

  it('sends the request when the early one is stale', async () => {
    const { posts, http } = setup();
    early(posts.ɵlistRequest(PARAMS), answered(ROWS), {
      sent: performance.now() - ɵEARLY_DATA_MAX_AGE - 1,
    });
    const result = firstValueFrom(posts.list(PARAMS));
    http.expectOne(isPosts).flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    await result;
  });

  it.each([
    ['a 401', answered({ message: 'expired' }, 401)],
    ['a network error', Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a body that is not JSON',
      Promise.resolve({ status: 200, headers: {}, body: '<html>' } as ɵEarlyResponse),
    ],
  ])('falls back to a normal request after %s', async (_, response) => {
    response.catch(() => undefined);
    const { posts, http } = setup();
    early(posts.ɵlistRequest(PARAMS), response);
    const result = firstValueFrom(posts.list(PARAMS));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve));
    const sent = http.expectOne(isPosts);
    expect(sent.request.urlWithParams).toBe('/api/posts?_page=1&_limit=25&archived=false');
    sent.flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    expect(await result).toEqual({ data: ROWS, total: 1 });
  });

  it('is ignored without withEarlyData()', async () => {
    const { posts, http } = setup([]);
    early(posts.ɵlistRequest(PARAMS));
    const result = firstValueFrom(posts.list(PARAMS));
    http.expectOne(isPosts).flush(ROWS, { headers: { 'X-Total-Count': '1' } });
    await result;
  });
});

describe('ɵAdminEarlyData.remember and the early-data script', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    // What the script reads of a fetch Response (jsdom has no Response).
    fetchMock.mockResolvedValue({
      status: 200,
      headers: new Map([
        ['content-type', 'application/json'],
        ['x-total-count', '1'],
      ]),
      text: () => Promise.resolve(JSON.stringify(ROWS)),
    });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  const runScript = () => new Function(EARLY_DATA_SCRIPT)();

  it('sends, for the page opened, the request remembered there, with the token', async () => {
    const { posts } = setup();
    const request = posts.ɵlistRequest(PARAMS);
    TestBed.inject(ɵAdminEarlyData).remember('/posts?page=1', request);
    window.history.replaceState({}, '', '/posts?page=1');
    runScript();
    expect(fetchMock).toHaveBeenCalledWith(request.url, {
      headers: { Accept: 'application/json, text/plain, */*', Authorization: `Bearer ${TOKEN}` },
    });
    const [entry] = global[ɵEARLY_DATA_GLOBAL] ?? [];
    expect(entry).toMatchObject({ url: request.url, headers: {}, token: TOKEN });
    await expect(entry.response).resolves.toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-total-count': '1' },
      body: JSON.stringify(ROWS),
    });
  });

  it("sends the token in the auth provider's scheme (Django REST framework's Token)", () => {
    TestBed.overrideProvider(ɵEARLY_DATA_OPTIONS, {
      useValue: { tokenKey: 'admin.token', token: () => TOKEN, tokenScheme: 'Token' },
    });
    const { posts } = setup();
    TestBed.inject(ɵAdminEarlyData).remember('/posts', posts.ɵlistRequest(PARAMS));
    window.history.replaceState({}, '', '/posts');
    runScript();
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe(`Token ${TOKEN}`);
  });

  it('and the repository then takes that response', async () => {
    const { posts, http } = setup();
    TestBed.inject(ɵAdminEarlyData).remember('/posts', posts.ɵlistRequest(PARAMS));
    window.history.replaceState({}, '', '/posts');
    runScript();
    expect(await firstValueFrom(posts.list(PARAMS))).toEqual({ data: ROWS, total: 1 });
    http.expectNone(isPosts);
  });

  it('sends the dialect headers it was given (the content locale)', () => {
    const { repos } = setup();
    const pages = repos.for('pages') as unknown as HttpResourceRepository;
    TestBed.inject(ɵAdminEarlyData).remember(
      '/pages',
      pages.ɵlistRequest(PARAMS, { locale: 'fr' }),
    );
    window.history.replaceState({}, '', '/pages');
    runScript();
    expect(fetchMock.mock.calls[0][1].headers).toEqual({
      Accept: 'application/json, text/plain, */*',
      'Accept-Language': 'fr',
      Authorization: `Bearer ${TOKEN}`,
    });
  });

  it.each([
    ['a page never remembered', () => window.history.replaceState({}, '', '/tags')],
    ['no token', () => localStorage.removeItem('admin.token')],
    ['a map it cannot read', () => localStorage.setItem(EARLY_DATA_KEY, '{oops')],
  ])('does nothing for %s', (_, arrange) => {
    const { posts } = setup();
    TestBed.inject(ɵAdminEarlyData).remember('/posts', posts.ɵlistRequest(PARAMS));
    window.history.replaceState({}, '', '/posts');
    arrange();
    expect(() => runScript()).not.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(global[ɵEARLY_DATA_GLOBAL]).toBeUndefined();
  });

  it('keeps the 20 most recent pages, the page asked again last', () => {
    setup();
    const early = TestBed.inject(ɵAdminEarlyData);
    for (let i = 0; i < 22; i++) early.remember(`/p${i}`, { url: `/api/p${i}`, headers: {} });
    early.remember('/p5', { url: '/api/p5?again', headers: {} });
    const map = JSON.parse(localStorage.getItem(EARLY_DATA_KEY) ?? '{}');
    const pages = Object.keys(map.pages);
    expect(map.token).toBe('admin.token');
    expect(pages).toHaveLength(20);
    expect(pages.at(-1)).toBe('/p5');
    expect(pages).not.toContain('/p0');
    expect(map.pages['/p5'].url).toBe('/api/p5?again');
  });

  it('remembers and takes nothing when rendering on the server', async () => {
    const { posts, http } = setup([withEarlyData()], 'server');
    const early = TestBed.inject(ɵAdminEarlyData);
    early.remember('/posts', posts.ɵlistRequest(PARAMS));
    expect(localStorage.getItem(EARLY_DATA_KEY)).toBeNull();
    global[ɵEARLY_DATA_GLOBAL] = [
      {
        ...posts.ɵlistRequest(PARAMS),
        token: TOKEN,
        sent: performance.now(),
        response: answered(ROWS),
      },
    ];
    expect(early.take(posts.ɵlistRequest(PARAMS))).toBeUndefined();
    http.verify({ ignoreCancelled: true });
  });

  it('remembers nothing without withEarlyData()', () => {
    setup([]);
    TestBed.inject(ɵAdminEarlyData).remember('/posts', { url: '/api/posts', headers: {} });
    expect(localStorage.getItem(EARLY_DATA_KEY)).toBeNull();
  });

  it('forgets the pages and any early response at sign-out', async () => {
    const { posts } = setup();
    TestBed.inject(ɵAdminEarlyData).remember('/posts', posts.ɵlistRequest(PARAMS));
    early(posts.ɵlistRequest(PARAMS));
    await TestBed.inject(AdminBeforeSignOut).run();
    expect(localStorage.getItem(EARLY_DATA_KEY)).toBeNull();
    expect(global[ɵEARLY_DATA_GLOBAL]).toBeUndefined();
  });
});
