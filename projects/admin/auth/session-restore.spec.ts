// A kept session: bearerTokenAuth keeps the signed-in user beside its token, and AdminAuth starts
// with it at once (guards and data requests do not wait for GET me), then confirms it.
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { ADMIN_CONFIG } from '../config/config';
import type { AuthProvider } from '../config/auth-contract';
import type { AdminUser } from '../config/types';
import { ADMIN_AUTH, AdminAuth } from './auth';
import { bearerTokenAuth } from './bearer-token-auth';

const ADA: AdminUser = { id: 1, name: 'Ada', roles: ['admin'] };

describe('bearerTokenAuth: the kept session', () => {
  let provider: AuthProvider;
  let http: HttpTestingController;

  beforeEach(() => {
    localStorage.clear();
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    provider = TestBed.runInInjectionContext(bearerTokenAuth());
    http = TestBed.inject(HttpTestingController);
  });
  afterEach(() => http.verify());

  async function login(body: Record<string, unknown>): Promise<void> {
    const done = new Promise((resolve, reject) =>
      (
        provider.login({ email: 'a', password: 'b' }) as import('rxjs').Observable<AdminUser>
      ).subscribe({
        next: resolve,
        error: reject,
      }),
    );
    http.expectOne('/api/auth/login').flush(body);
    await done;
  }

  it('gives the signed-in user back at once while the token has not expired', async () => {
    expect(provider.restore!()).toBeNull();
    const expiresAt = new Date(Date.now() + 3600_000).toISOString();
    await login({ token: 't1', user: ADA, expiresAt });
    expect(provider.restore!()).toEqual(ADA);
    // Another token in storage (another tab signed in as someone else): not this session.
    localStorage.setItem('admin.token', 't2');
    expect(provider.restore!()).toBeNull();
  });

  it('gives nothing back once the token has expired, or after clear()', async () => {
    await login({ token: 't1', user: ADA, expiresAt: Date.now() - 1 });
    expect(provider.restore!()).toBeNull();
    await login({ token: 't3', user: ADA });
    expect(provider.restore!()).toEqual(ADA);
    provider.clear!();
    expect(provider.restore!()).toBeNull();
    expect(localStorage.getItem('admin.token.session')).toBeNull();
  });

  it('ignores a damaged kept session', () => {
    localStorage.setItem('admin.token', 't1');
    localStorage.setItem('admin.token.session', '{not json');
    expect(provider.restore!()).toBeNull();
    localStorage.setItem('admin.token.session', JSON.stringify({ token: 't1', user: 'Ada' }));
    expect(provider.restore!()).toBeNull();
  });
});

describe('AdminAuth with a kept session', () => {
  function start(me: () => AdminUser | null | Promise<AdminUser | null>) {
    const calls: string[] = [];
    const provider: AuthProvider = {
      login: () => ADA,
      logout: () => undefined,
      me: () => {
        calls.push('me');
        return me();
      },
      restore: () => ADA,
      clear: () => calls.push('clear'),
    };
    TestBed.configureTestingModule({
      providers: [
        provideRouter([]),
        { provide: ADMIN_AUTH, useValue: provider },
        { provide: ADMIN_CONFIG, useValue: null },
      ],
    });
    return { auth: TestBed.inject(AdminAuth), calls };
  }

  it('knows the user at once, and confirms it with me() in the background', async () => {
    let answer!: (user: AdminUser) => void;
    const { auth, calls } = start(() => new Promise((resolve) => (answer = resolve)));
    expect(auth.user()).toEqual(ADA);
    await auth.ready();
    expect(auth.can('anything', 'list')).toBe(false);
    expect(calls).toEqual(['me']);
    answer({ ...ADA, roles: ['editor'] });
    await new Promise((resolve) => setTimeout(resolve));
    expect(auth.permissions()).toEqual(['editor']);
  });

  it('signs out to the login route when me() says the session is over', async () => {
    const { auth, calls } = start(() => null);
    const navigate = jest.spyOn(TestBed.inject(Router), 'navigateByUrl').mockResolvedValue(true);
    expect(auth.signedIn()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve));
    expect(auth.signedIn()).toBe(false);
    expect(calls).toEqual(['me', 'clear']);
    expect(String(navigate.mock.calls[0]?.[0])).toMatch(/^\/login/);
  });
});
