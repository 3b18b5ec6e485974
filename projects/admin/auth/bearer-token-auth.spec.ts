import { HttpClient, provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter, Router } from '@angular/router';

import { type AdminConfig } from '../config/config';
import { provideAdmin } from '../setup/provide-admin';
import { ADMIN_AUTH, AdminAuth } from './auth';
import { adminAuthInterceptor } from './auth-interceptor';
import { AdminAuthError } from './auth-provider';
import { bearerTokenAuth } from './bearer-token-auth';

const ALICE = { id: 1, name: 'Alice', email: 'admin@example.com', roles: ['admin'] };

/** Lets pending navigations finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(config: Partial<AdminConfig> = {}) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], ...config }),
      provideHttpClient(withInterceptors([adminAuthInterceptor])),
      provideHttpClientTesting(),
      provideRouter([]),
    ],
  });
  return {
    auth: TestBed.inject(AdminAuth),
    http: TestBed.inject(HttpTestingController),
    router: TestBed.inject(Router),
  };
}

describe('bearerTokenAuth', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('is the default provider: login posts the credentials and stores the token', async () => {
    const { auth, http } = setup();
    await auth.ready(); // no token: no `me` request
    const credentials = { email: 'admin@example.com', password: 'admin123' };
    const done = auth.login(credentials);
    const request = http.expectOne('/api/auth/login');
    expect(request.request.method).toBe('POST');
    expect(request.request.body).toEqual(credentials);
    expect(request.request.headers.has('Authorization')).toBe(false);
    request.flush({ token: 'tok-1', user: ALICE });
    await expect(done).resolves.toEqual(ALICE);
    expect(auth.user()).toEqual(ALICE);
    expect(localStorage.getItem('admin.token')).toBe('tok-1');
    expect(TestBed.inject(ADMIN_AUTH).token?.()).toBe('tok-1');
  });

  it('fails a login with the server message and stays signed out, without a redirect', async () => {
    const { auth, http, router } = setup();
    await router.navigateByUrl('/');
    const done = auth.login({ email: 'admin@example.com', password: 'wrong' });
    http
      .expectOne('/api/auth/login')
      .flush({ message: 'Invalid email or password' }, { status: 401, statusText: 'Unauthorized' });
    const error = await done.catch((e: unknown) => e);
    await settled();
    expect(error).toBeInstanceOf(AdminAuthError);
    expect(error).toMatchObject({ message: 'Invalid email or password', status: 401 });
    expect(auth.user()).toBeNull();
    expect(localStorage.getItem('admin.token')).toBeNull();
    expect(router.url).toBe('/');
  });

  it('names network failures and responses without a token', async () => {
    const { auth, http } = setup();
    const offline = auth.login({});
    http.expectOne('/api/auth/login').error(new ProgressEvent('error'), { status: 0 });
    await expect(offline).rejects.toMatchObject({
      message: 'POST /api/auth/login could not be reached',
      status: 0,
      failure: { reason: 'unreachable', method: 'POST', url: '/api/auth/login', statusText: '' },
    });
    const tokenless = auth.login({});
    http.expectOne('/api/auth/login').flush({ user: ALICE });
    await expect(tokenless).rejects.toThrow(
      'The response of POST /api/auth/login has no "token" string',
    );
    expect(auth.signedIn()).toBe(false);
  });

  it('tells a failing sign-in endpoint (404, 405, 500) from refused credentials', async () => {
    const { auth, http } = setup({ apiUrl: '/v1' });
    const fail = async (status: number, body: object | null, statusText = '') => {
      const done = auth.login({ email: 'a@b.c', password: 'x' });
      http.expectOne('/v1/auth/login').flush(body, { status, statusText });
      return done.catch((e: unknown) => e);
    };
    // Fastify's 404 has a message; it is still the endpoint that is missing.
    await expect(
      fail(404, { message: 'Route POST:/v1/auth/login not found' }, 'Not Found'),
    ).resolves.toMatchObject({
      status: 404,
      failure: { reason: 'endpoint', url: '/v1/auth/login', statusText: '404 Not Found' },
    });
    await expect(fail(405, null)).resolves.toMatchObject({
      message: 'POST /v1/auth/login answered 405 Method Not Allowed',
      failure: { reason: 'endpoint', statusText: '405 Method Not Allowed' },
    });
    await expect(fail(500, { message: 'db down' })).resolves.toMatchObject({
      message: 'POST /v1/auth/login answered 500 Internal Server Error (db down)',
      failure: { reason: 'endpoint', serverMessage: 'db down' },
    });
    await expect(fail(401, null)).resolves.toMatchObject({
      message: 'Invalid credentials',
      failure: { reason: 'credentials', statusText: '401 Unauthorized' },
    });
    const refused = await fail(400, { message: 'email is required' });
    expect(refused).toMatchObject({
      message: 'email is required',
      failure: { reason: 'credentials', serverMessage: 'email is required' },
    });
    expect(auth.signedIn()).toBe(false);
  });

  it('asks `me` for the user when the login response has none', async () => {
    const { auth, http } = setup();
    const done = auth.login({ email: 'a', password: 'b' });
    http.expectOne('/api/auth/login').flush({ token: 'tok-2' });
    const me = http.expectOne('/api/auth/me');
    expect(me.request.headers.get('Authorization')).toBe('Bearer tok-2');
    me.flush(ALICE);
    await expect(done).resolves.toEqual(ALICE);
  });

  it('restores the session from the stored token on start', async () => {
    localStorage.setItem('admin.token', 'tok-3');
    const { auth, http } = setup();
    const me = http.expectOne('/api/auth/me');
    expect(me.request.method).toBe('GET');
    expect(me.request.headers.get('Authorization')).toBe('Bearer tok-3');
    me.flush(ALICE);
    await auth.ready();
    expect(auth.user()).toEqual(ALICE);
    expect(auth.can('posts', 'delete')).toBe(true);
  });

  it('drops an expired stored token on start, without a redirect loop', async () => {
    localStorage.setItem('admin.token', 'old');
    const { auth, http, router } = setup();
    http.expectOne('/api/auth/me').flush({ message: 'expired' }, { status: 401, statusText: 'No' });
    await auth.ready();
    await settled();
    expect(auth.user()).toBeNull();
    expect(localStorage.getItem('admin.token')).toBeNull();
    expect(router.url).toBe('/');
    http.expectNone(() => true);
  });

  it('logout posts to the logout endpoint with the token and forgets it', async () => {
    localStorage.setItem('admin.token', 'tok-4');
    const { auth, http } = setup();
    http.expectOne('/api/auth/me').flush(ALICE);
    await auth.ready();
    const done = auth.logout();
    const request = http.expectOne('/api/auth/logout');
    expect(request.request.method).toBe('POST');
    expect(request.request.headers.get('Authorization')).toBe('Bearer tok-4');
    expect(localStorage.getItem('admin.token')).toBeNull();
    request.flush(null, { status: 500, statusText: 'Server error' });
    await done; // a failed server logout still signs out
    expect(auth.user()).toBeNull();
  });

  it('uses configured endpoints, token key and API URL; logout: null stays local', async () => {
    localStorage.setItem('session', 'tok-5');
    const { auth, http } = setup({
      apiUrl: 'https://api.example.com/v1',
      auth: bearerTokenAuth({
        tokenKey: 'session',
        endpoints: { me: 'https://api.example.com/v1/whoami', logout: null },
        parseUser: (body) => (body as { data: unknown }).data,
      }),
    });
    http.expectOne('https://api.example.com/v1/whoami').flush({ data: ALICE });
    await auth.ready();
    expect(auth.user()).toEqual(ALICE);
    await auth.logout();
    expect(localStorage.getItem('session')).toBeNull();
    const login = auth.login({});
    http.expectOne('https://api.example.com/v1/auth/login').flush({ token: 't', user: ALICE });
    await login;
    expect(localStorage.getItem('session')).toBe('t');
  });

  it('reads other login response shapes through parseLogin', async () => {
    const { auth, http } = setup({
      auth: bearerTokenAuth({
        endpoints: { login: '/login-here' },
        parseLogin: (body) => {
          const b = body as { access_token: string; data: unknown };
          return { token: b.access_token, user: b.data };
        },
      }),
    });
    const done = auth.login({ username: 'alice' });
    http.expectOne('/login-here').flush({ access_token: 'tok-6', data: ALICE });
    await expect(done).resolves.toEqual(ALICE);
    expect(localStorage.getItem('admin.token')).toBe('tok-6');
  });
});

describe('bearerTokenAuth for Django REST framework (scheme, loginBody, its 400)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  const drf = () =>
    setup({
      auth: bearerTokenAuth({
        scheme: 'Token',
        endpoints: { login: '/api/auth/token/', me: '/api/auth/me/', logout: null },
        loginBody: ({ email, password }) => ({ username: email, password }),
      }),
    });

  it('posts { username, password }, reads { token }, sends Authorization: Token <key> to me and the API', async () => {
    const { auth, http } = drf();
    const done = auth.login({ email: 'admin@example.com', password: 'admin123' });
    const login = http.expectOne('/api/auth/token/');
    expect(login.request.body).toEqual({ username: 'admin@example.com', password: 'admin123' });
    login.flush({ token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b' });
    const me = http.expectOne('/api/auth/me/');
    expect(me.request.headers.get('Authorization')).toBe(
      'Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b',
    );
    me.flush(ALICE);
    await expect(done).resolves.toEqual(ALICE);
    expect(TestBed.inject(ADMIN_AUTH).tokenScheme).toBe('Token');

    TestBed.inject(HttpClient).get('/api/posts/').subscribe();
    const list = http.expectOne('/api/posts/');
    expect(list.request.headers.get('Authorization')).toBe(
      'Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b',
    );
    list.flush([]);
    await auth.logout(); // logout: null, no request
  });

  it('a wrong password (DRF answers 400 non_field_errors) is refused credentials with its message', async () => {
    const { auth, http } = drf();
    const done = auth.login({ email: 'admin@example.com', password: 'wrong' });
    http
      .expectOne('/api/auth/token/')
      .flush(
        { non_field_errors: ['Unable to log in with provided credentials.'] },
        { status: 400, statusText: 'Bad Request' },
      );
    await expect(done).rejects.toMatchObject({
      message: 'Unable to log in with provided credentials.',
      status: 400,
      failure: { reason: 'credentials', statusText: '400 Bad Request' },
    });
    expect(auth.signedIn()).toBe(false);
  });

  it('keeps Bearer and the credentials as they are by default', async () => {
    const { auth, http } = setup();
    expect(TestBed.inject(ADMIN_AUTH).tokenScheme).toBe('Bearer');
    const done = auth.login({ email: 'a@b.c', password: 'x' });
    http
      .expectOne('/api/auth/login')
      .flush({ detail: 'Account locked.' }, { status: 403, statusText: 'Forbidden' });
    await expect(done).rejects.toMatchObject({ message: 'Account locked.', status: 403 });
  });
});

describe('bearerTokenAuth options', () => {
  it('rejects bad options with a message naming them', () => {
    expect(() => bearerTokenAuth({ tokenKey: '' })).toThrow(
      '"tokenKey" must be a non-empty string',
    );
    expect(() => bearerTokenAuth({ endpoints: { me: '' } })).toThrow(
      'endpoint "me" must be a non-empty URL',
    );
    expect(() =>
      bearerTokenAuth({ endpoints: { signin: '/x' } as unknown as { login: string } }),
    ).toThrow('unknown endpoint "signin"');
    expect(() => bearerTokenAuth({ scheme: 'Token key' })).toThrow(
      `"scheme" must be one word such as 'Token', got "Token key"`,
    );
    expect(() => bearerTokenAuth({ loginBody: {} as unknown as () => unknown })).toThrow(
      '"loginBody" must be a function',
    );
  });
});
