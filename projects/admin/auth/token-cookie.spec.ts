import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { PLATFORM_ID, REQUEST } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { provideAdmin } from '../setup/provide-admin';
import { AdminAuth } from './auth';
import { adminAuthInterceptor } from './auth-interceptor';
import { bearerTokenAuth } from './bearer-token-auth';
import { readCookie } from './token-cookie';

const ALICE = { id: 1, name: 'Alice', email: 'admin@example.com', roles: ['admin'] };

function setup(extra: unknown[] = [], cookie = true) {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], auth: bearerTokenAuth({ cookie }) }),
      provideHttpClient(withInterceptors([adminAuthInterceptor])),
      provideHttpClientTesting(),
      provideRouter([]),
      ...(extra as []),
    ],
  });
  return { auth: TestBed.inject(AdminAuth), http: TestBed.inject(HttpTestingController) };
}

/** The part of a fetch `Request` the server render reads (jsdom has no `Request`). */
const requestWith = (cookie: string | null) =>
  ({
    url: 'http://127.0.0.1/posts',
    headers: { get: (name: string) => (name.toLowerCase() === 'cookie' ? cookie : null) },
  }) as unknown as Request;

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

describe('bearerTokenAuth({ cookie: true })', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => TestBed.inject(HttpTestingController).verify());

  it('keeps the token in a cookie from sign-in to sign-out', async () => {
    const { auth, http } = setup();
    await auth.ready();
    expect(readCookie(document.cookie, 'admin.token')).toBeNull();
    const done = auth.login({ email: 'admin@example.com', password: 'admin123' });
    http.expectOne('/api/auth/login').flush({ token: 'tok 1;x', user: ALICE });
    await done;
    expect(readCookie(document.cookie, 'admin.token')).toBe('tok 1;x');
    const out = auth.logout();
    http.expectOne('/api/auth/logout').flush(null);
    await out;
    expect(readCookie(document.cookie, 'admin.token')).toBeNull();
  });

  it('gives a token kept before the cookie was asked for its cookie on start', async () => {
    localStorage.setItem('admin.token', 'tok-2');
    const { auth, http } = setup();
    http.expectOne('/api/auth/me').flush(ALICE);
    await auth.ready();
    expect(readCookie(document.cookie, 'admin.token')).toBe('tok-2');
  });

  it('writes no cookie unless asked', async () => {
    const { auth, http } = setup([], false);
    const done = auth.login({ email: 'admin@example.com', password: 'admin123' });
    http.expectOne('/api/auth/login').flush({ token: 'tok-3', user: ALICE });
    await done;
    expect(localStorage.getItem('admin.token')).toBe('tok-3');
    expect(document.cookie).not.toContain('admin.token');
  });

  it('on the server, restores the session from the request cookie, not from localStorage', async () => {
    localStorage.setItem('admin.token', 'browser-only');
    const request = requestWith('theme=dark; admin.token=tok%204');
    const { auth, http } = setup([
      { provide: PLATFORM_ID, useValue: 'server' },
      { provide: REQUEST, useValue: request },
    ]);
    const me = http.expectOne('/api/auth/me');
    expect(me.request.headers.get('Authorization')).toBe('Bearer tok 4');
    me.flush(ALICE);
    await auth.ready();
    expect(auth.user()).toEqual(ALICE);
    // Signing out on the server touches neither the browser's storage nor its cookies.
    expect(localStorage.getItem('admin.token')).toBe('browser-only');
  });

  it('keeps the signed-in user in a cookie beside the token, and clears it on sign-out', async () => {
    const { auth, http } = setup();
    const done = auth.login({ email: 'admin@example.com', password: 'admin123' });
    http.expectOne('/api/auth/login').flush({ token: 'tok-5', user: ALICE });
    await done;
    const kept = JSON.parse(readCookie(document.cookie, 'admin.token.session')!);
    expect(kept).toEqual({ token: 'tok-5', user: ALICE, expiresAt: null });
    const out = auth.logout();
    http.expectOne('/api/auth/logout').flush(null);
    await out;
    expect(readCookie(document.cookie, 'admin.token.session')).toBeNull();
  });

  it('leaves out of the cookie a kept user too big for one', async () => {
    const { auth, http } = setup();
    const big = { ...ALICE, avatar: 'x'.repeat(5000) };
    const done = auth.login({ email: 'admin@example.com', password: 'admin123' });
    http.expectOne('/api/auth/login').flush({ token: 'tok-6', user: big });
    await done;
    expect(readCookie(document.cookie, 'admin.token')).toBe('tok-6');
    expect(readCookie(document.cookie, 'admin.token.session')).toBeNull();
    expect(JSON.parse(localStorage.getItem('admin.token.session')!).user).toEqual(big);
  });

  it('on the server, knows the kept user at once and confirms it while the page loads', async () => {
    const session = encodeURIComponent(
      JSON.stringify({ token: 'tok-7', user: ALICE, expiresAt: null }),
    );
    const { auth, http } = setup([
      { provide: PLATFORM_ID, useValue: 'server' },
      {
        provide: REQUEST,
        useValue: requestWith(`admin.token=tok-7; admin.token.session=${session}`),
      },
    ]);
    // Known before GET me answers: guards and data requests need not wait for it.
    expect(auth.user()).toEqual(ALICE);
    const me = http.expectOne('/api/auth/me');
    expect(me.request.headers.get('Authorization')).toBe('Bearer tok-7');
    me.flush(ALICE);
    await auth.ready();
    expect(auth.user()).toEqual(ALICE);
  });

  it('on the server, ignores a kept user of another token', async () => {
    const session = encodeURIComponent(
      JSON.stringify({ token: 'old', user: ALICE, expiresAt: null }),
    );
    const { auth, http } = setup([
      { provide: PLATFORM_ID, useValue: 'server' },
      {
        provide: REQUEST,
        useValue: requestWith(`admin.token=tok-8; admin.token.session=${session}`),
      },
    ]);
    expect(auth.user()).toBeNull();
    http.expectOne('/api/auth/me').flush(null, { status: 401, statusText: 'Unauthorized' });
    await auth.ready();
    expect(auth.user()).toBeNull();
  });

  it('on the server without the cookie, nobody is signed in and nothing is asked', async () => {
    const { auth } = setup([
      { provide: PLATFORM_ID, useValue: 'server' },
      { provide: REQUEST, useValue: requestWith(null) },
    ]);
    await auth.ready();
    expect(auth.user()).toBeNull();
  });
});

describe('bearerTokenAuth cookie option', () => {
  it('rejects a value that is not a boolean', () => {
    expect(() => bearerTokenAuth({ cookie: 'yes' as unknown as boolean })).toThrow(
      '"cookie" must be true or false',
    );
  });
});

describe('readCookie', () => {
  it('finds a cookie by its whole name and decodes it', () => {
    expect(readCookie('a=1; admin.token=t%3Dk; b=2', 'admin.token')).toBe('t=k');
    expect(readCookie('xadmin.token=1', 'admin.token')).toBeNull();
    expect(readCookie('admin.token=%E0%A4%A', 'admin.token')).toBe('%E0%A4%A');
    expect(readCookie('admin.token=', 'admin.token')).toBeNull();
    expect(readCookie(null, 'admin.token')).toBeNull();
  });
});
