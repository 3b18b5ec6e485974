import {
  HttpClient,
  HttpErrorResponse,
  HttpHeaders,
  provideHttpClient,
  withInterceptors,
} from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter, Router } from '@angular/router';
import { firstValueFrom } from 'rxjs';

import { type AdminConfig } from '../config/config';
import { provideAdmin } from '../setup/provide-admin';
import { AdminAuth } from './auth';
import { adminAuthInterceptor } from './auth-interceptor';
import { ɵisAdminApiUrl } from './auth-interceptor-internal';
import type { AuthProvider } from './auth-provider';
import { ADMIN_SESSION_PROMPT, type AdminSessionPrompt } from './session-prompt';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {}

const ALICE = { id: 1, name: 'Alice', roles: ['admin'] };

/** Lets pending navigations finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A sign-in dialog the user closes at once (`Sign out`): the 401 then signs out as before. */
const CANCELLING: AdminSessionPrompt = { signIn: async () => null, switched: () => undefined };

/** Starts signed in as Alice with token `tok` (restored through `me`). */
async function signedIn(config: Partial<AdminConfig> = {}, prompt = CANCELLING) {
  localStorage.setItem('admin.token', 'tok');
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], ...config }),
      { provide: ADMIN_SESSION_PROMPT, useValue: prompt },
      provideHttpClient(withInterceptors([adminAuthInterceptor])),
      provideHttpClientTesting(),
      provideRouter([
        { path: 'login', component: Blank },
        { path: 'auth/sign-in', component: Blank },
        {
          path: 'loading/:id',
          component: Blank,
          resolve: { item: () => firstValueFrom(inject(HttpClient).get('/api/posts/1')) },
        },
        { path: '**', component: Blank },
      ]),
    ],
  });
  const auth = TestBed.inject(AdminAuth);
  const http = TestBed.inject(HttpTestingController);
  const apiUrl = (config.apiUrl ?? '/api').replace(/\/$/, '');
  http.expectOne(`${apiUrl}/auth/me`).flush(ALICE);
  await auth.ready();
  expect(auth.user()).toEqual(ALICE);
  return { auth, http, client: TestBed.inject(HttpClient), router: TestBed.inject(Router) };
}

/** The Authorization header the interceptor sent for a GET of `url`. */
async function authorizationFor(url: string, config: Partial<AdminConfig> = {}) {
  const { http, client } = await signedIn(config);
  void firstValueFrom(client.get(url)).catch(() => undefined);
  const request = http.expectOne(url);
  request.flush({});
  return request.request.headers.get('Authorization');
}

describe('adminAuthInterceptor', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  describe('adds the bearer token to admin API requests only', () => {
    it.each([
      '/api/posts',
      '/api',
      '/api/posts?_page=2',
      'http://localhost/api/posts/1',
      'api/tags',
    ])('sends it to %s', async (url) => {
      expect(await authorizationFor(url)).toBe('Bearer tok');
    });

    it.each([
      '/apis/posts',
      '/apifoo',
      '/other/api/posts',
      'https://evil.example/api/posts',
      '//evil.example/api/posts',
      'http://localhost:8080/api/posts',
      'https://localhost/api/posts',
      '/api/../secrets',
    ])('never sends it to %s', async (url) => {
      expect(await authorizationFor(url)).toBeNull();
    });

    it.each([
      ['https://api.example.com/v1/posts', 'Bearer tok'],
      ['https://api.example.com/v1', 'Bearer tok'],
      ['https://api.example.com.evil.com/v1/posts', null],
      ['https://api.example.com@evil.com/v1/posts', null],
      ['http://api.example.com/v1/posts', null],
      ['https://api.example.com/v10/posts', null],
      ['/v1/posts', null],
      ['/api/posts', null],
    ])('with apiUrl https://api.example.com/v1, sends %s → %s', async (url, expected) => {
      expect(await authorizationFor(url, { apiUrl: 'https://api.example.com/v1' })).toBe(expected);
    });

    it('keeps an Authorization header the caller set, and adds none when signed out', async () => {
      const { http, client, auth } = await signedIn();
      void firstValueFrom(
        client.get('/api/x', { headers: new HttpHeaders({ Authorization: 'Basic a' }) }),
      );
      const own = http.expectOne('/api/x');
      expect(own.request.headers.get('Authorization')).toBe('Basic a');
      own.flush({});

      const out = auth.logout();
      http.expectOne('/api/auth/logout').flush(null, { status: 204, statusText: 'No Content' });
      await out;
      void firstValueFrom(client.get('/api/posts')).catch(() => undefined);
      const anonymous = http.expectOne('/api/posts');
      expect(anonymous.request.headers.has('Authorization')).toBe(false);
      anonymous.flush([]);
    });
  });

  describe('API errors', () => {
    it('on 401 given up (the dialog cancelled) clears the session and opens the login route with returnUrl', async () => {
      const { http, client, auth, router } = await signedIn();
      await router.navigateByUrl('/posts/5?tab=2');
      const failed = firstValueFrom(client.get('/api/posts/5')).catch((e: unknown) => e);
      http
        .expectOne('/api/posts/5')
        .flush({ message: 'expired' }, { status: 401, statusText: 'No' });
      const error = await failed;
      expect(error).toBeInstanceOf(HttpErrorResponse); // the caller still sees the error
      expect(error).toMatchObject({ status: 401 });
      expect(auth.user()).toBeNull();
      expect(auth.signedIn()).toBe(false);
      expect(localStorage.getItem('admin.token')).toBeNull();
      await settled();
      expect(router.url).toBe('/login?returnUrl=%2Fposts%2F5%3Ftab%3D2');
    });

    it('uses the configured login route and the target of a navigation in progress', async () => {
      const { http, router } = await signedIn({ loginRoute: '/auth/sign-in' });
      void router.navigateByUrl('/loading/1');
      await settled();
      http.expectOne('/api/posts/1').flush(null, { status: 401, statusText: 'No' });
      await settled();
      expect(router.url).toBe('/auth/sign-in?returnUrl=%2Floading%2F1');
    });

    it('does not redirect again from the login page', async () => {
      const { http, client, router } = await signedIn();
      await router.navigateByUrl('/login?returnUrl=%2Fposts');
      void firstValueFrom(client.get('/api/posts')).catch(() => undefined);
      http.expectOne('/api/posts').flush(null, { status: 401, statusText: 'No' });
      await settled();
      expect(router.url).toBe('/login?returnUrl=%2Fposts');
    });

    it('on 403 keeps the session and reports "forbidden"', async () => {
      const { http, client, auth, router } = await signedIn();
      await router.navigateByUrl('/posts');
      const failed = firstValueFrom(client.delete('/api/posts/1')).catch((e: unknown) => e);
      http
        .expectOne('/api/posts/1')
        .flush({ message: 'Viewers cannot delete' }, { status: 403, statusText: 'Forbidden' });
      expect(await failed).toMatchObject({ status: 403 });
      await settled();
      expect(auth.user()).toEqual(ALICE);
      expect(localStorage.getItem('admin.token')).toBe('tok');
      expect(router.url).toBe('/posts');
      expect(auth.forbidden()).toEqual({
        status: 403,
        url: '/api/posts/1',
        message: 'Viewers cannot delete',
      });
      auth.dismissForbidden();
      expect(auth.forbidden()).toBeNull();
    });

    it('ignores other statuses and errors of other hosts', async () => {
      const { http, client, auth, router } = await signedIn();
      await router.navigateByUrl('/posts');
      void firstValueFrom(client.get('/api/posts')).catch(() => undefined);
      http.expectOne('/api/posts').flush(null, { status: 500, statusText: 'Boom' });
      void firstValueFrom(client.get('https://other.example/data')).catch(() => undefined);
      http.expectOne('https://other.example/data').flush(null, { status: 401, statusText: 'No' });
      void firstValueFrom(client.get('https://other.example/x')).catch(() => undefined);
      http.expectOne('https://other.example/x').flush(null, { status: 403, statusText: 'No' });
      await settled();
      expect(auth.user()).toEqual(ALICE);
      expect(auth.forbidden()).toBeNull();
      expect(router.url).toBe('/posts');
    });

    it('follows the provider handleError when it has one', async () => {
      // A provider deciding that 419 (Laravel's expired session) means logout and 401 nothing.
      const provider: AuthProvider = {
        login: () => ALICE,
        logout: () => undefined,
        me: () => ALICE,
        token: () => 'tok',
        handleError: (e) => (e.status === 419 ? 'logout' : 'ignore'),
      };
      TestBed.configureTestingModule({
        providers: [
          provideAdmin({ resources: [], auth: provider }),
          { provide: ADMIN_SESSION_PROMPT, useValue: CANCELLING },
          provideHttpClient(withInterceptors([adminAuthInterceptor])),
          provideHttpClientTesting(),
          provideRouter([{ path: '**', component: Blank }]),
        ],
      });
      const auth = TestBed.inject(AdminAuth);
      const http = TestBed.inject(HttpTestingController);
      const client = TestBed.inject(HttpClient);
      await auth.ready();
      void firstValueFrom(client.get('/api/a')).catch(() => undefined);
      const first = http.expectOne('/api/a');
      expect(first.request.headers.get('Authorization')).toBe('Bearer tok');
      first.flush(null, { status: 401, statusText: 'No' });
      expect(auth.user()).toEqual(ALICE);
      void firstValueFrom(client.get('/api/b')).catch(() => undefined);
      http.expectOne('/api/b').flush(null, { status: 419, statusText: 'Expired' });
      await settled();
      expect(auth.user()).toBeNull();
      expect(TestBed.inject(Router).url).toBe('/login?returnUrl=%2F');
    });
  });
});

describe('isAdminApiUrl', () => {
  it.each([
    ['/api/posts', '/api', true],
    ['/api', '/api', true],
    ['/api/', '/api', true],
    ['/apis', '/api', false],
    ['/api-v2/posts', '/api', false],
    ['https://api.example.com/posts', 'https://api.example.com', true],
    ['https://API.example.com/posts', 'https://api.example.com', true],
    ['https://api.example.com.evil.com/posts', 'https://api.example.com', false],
    ['https://api.example.com:444/posts', 'https://api.example.com', false],
    ['/posts', '', true],
    ['https://evil.example/posts', '', false],
    ['http://[bad', '/api', false],
  ])('%s under %s → %s', (url, apiUrl, expected) => {
    expect(ɵisAdminApiUrl(url, apiUrl)).toBe(expected);
  });
});
