import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { adminAuthInterceptor } from '../../auth/auth-interceptor';
import { AdminAuthError } from '../../auth/auth-provider';
import { AdminI18n } from '../../i18n/i18n';
import { provideAdmin } from '../../setup/provide-admin';
import { ɵsignInErrorMessage } from './va-login-form-internal';
import { VaLogin } from './va-login';

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

/** The login page with the default provider (`bearerTokenAuth()`), against a test backend. */
async function setup() {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: [{ name: 'posts' }], apiUrl: '/api' }),
      provideHttpClient(withInterceptors([adminAuthInterceptor])),
      provideHttpClientTesting(),
      provideRouter([
        { path: 'login', component: VaLogin },
        { path: '', component: Page },
      ]),
    ],
  });
  const harness = await RouterTestingHarness.create('/login');
  const element = harness.routeNativeElement!;
  const http = TestBed.inject(HttpTestingController);
  const type = (selector: string, value: string) => {
    const input = element.querySelector<HTMLInputElement>(selector)!;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  /** Submits the form, lets the test backend answer with `respond`, and returns the error shown. */
  const signIn = async (respond: (request: ReturnType<typeof http.expectOne>) => void) => {
    type('input[type="email"]', 'admin@example.com');
    type('input[autocomplete="current-password"]', 'admin123');
    element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    respond(http.expectOne('/api/auth/login'));
    await harness.fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
    await harness.fixture.whenStable();
    return [...element.querySelectorAll('[role="alert"]')].map((e) => e.textContent!.trim());
  };
  return { harness, signIn };
}

// The first test loads the route table and Material chunks: slow on a loaded machine.
jest.setTimeout(30_000);

describe('sign-in errors', () => {
  afterEach(() => TestBed.inject(HttpTestingController, null)?.verify());

  it('a missing sign-in endpoint (404, 405) names the URL, the status and the options, once', async () => {
    const { signIn } = await setup();
    const shown = await signIn((r) =>
      r.flush(
        { message: 'Route POST:/api/auth/login not found' },
        { status: 404, statusText: 'Not Found' },
      ),
    );
    expect(shown).toEqual([
      'POST /api/auth/login answered 404 Not Found: the API has no sign-in endpoint there. ' +
        'Set bearerTokenAuth({ endpoints: { login } }) to yours, or use withoutAuth() for an API without a login.',
    ]);
    expect(shown[0].match(/Sign-in failed/g)).toBeNull();
    const refused = await signIn((r) => r.flush(null, { status: 405, statusText: '' }));
    expect(refused[0]).toMatch(
      /^POST \/api\/auth\/login answered 405 Method Not Allowed: the API has no sign-in endpoint there\./,
    );
  });

  it('a server error and no answer say so, with the endpoint and what to check', async () => {
    const { signIn } = await setup();
    expect(
      await signIn((r) =>
        r.flush({ message: 'db down' }, { status: 500, statusText: 'Server Error' }),
      ),
    ).toEqual([
      'POST /api/auth/login answered 500 Internal Server Error (db down): the sign-in endpoint failed. ' +
        'See the server’s log, or set bearerTokenAuth({ endpoints: { login } }) to another endpoint.',
    ]);
    expect(await signIn((r) => r.error(new ProgressEvent('error'), { status: 0 }))).toEqual([
      'POST /api/auth/login could not be reached: no answer from the server. Check that the API runs ' +
        'at provideAdmin({ apiUrl }), or set bearerTokenAuth({ endpoints: { login } }) to your sign-in endpoint.',
    ]);
  });

  it('wrong credentials keep a short message: the server’s, else “Invalid email or password”', async () => {
    const { signIn } = await setup();
    expect(
      await signIn((r) =>
        r.flush({ message: 'Wrong password' }, { status: 401, statusText: 'Unauthorized' }),
      ),
    ).toEqual(['Sign-in failed: Wrong password']);
    expect(await signIn((r) => r.flush(null, { status: 401, statusText: 'Unauthorized' }))).toEqual(
      ['Sign-in failed: Invalid email or password'],
    );
  });

  it('speaks French', async () => {
    const { harness, signIn } = await setup();
    TestBed.inject(AdminI18n).setLocale('fr');
    await harness.fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve));
    expect(await signIn((r) => r.flush(null, { status: 404, statusText: 'Not Found' }))).toEqual([
      'POST /api/auth/login a répondu 404 Not Found : l’API n’a pas de point de connexion à cette adresse. ' +
        'Indiquez le vôtre avec bearerTokenAuth({ endpoints: { login } }), ou utilisez withoutAuth() pour une API sans connexion.',
    ]);
    expect(await signIn((r) => r.flush(null, { status: 401, statusText: 'Unauthorized' }))).toEqual(
      ['Échec de la connexion : E-mail ou mot de passe incorrect'],
    );
  });

  it("a custom provider's error keeps its own message after “Sign-in failed”", () => {
    TestBed.configureTestingModule({ providers: [provideAdmin({ resources: [] })] });
    const i18n = TestBed.inject(AdminI18n);
    const message = (error: unknown) => (error as Error).message;
    expect(ɵsignInErrorMessage(i18n, new AdminAuthError('Account locked', 403), message)).toBe(
      'Sign-in failed: Account locked',
    );
  });
});
