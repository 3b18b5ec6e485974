import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import axe from 'axe-core';
import { Router, provideRouter } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import { AdminAuth } from '../../auth/auth';
import { AdminAuthError } from '../../auth/auth-provider';
import { type AdminCredentials } from '../../config/auth-contract';
import { provideAdmin } from '../../setup/provide-admin';
import type { AdminUser } from '../../config/types';
import { AdminI18n } from '../../i18n/i18n';
import { ɵsafeReturnTo } from '../../controllers/prefill';
import { VaLogin } from './va-login';

/** axe walks the whole page: seconds on a loaded 2-core machine, beyond jest's 5 s default. */
const AXE_TIMEOUT = 20_000;

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('VaLogin', () => {
  let login: jest.Mock<Promise<AdminUser>, [AdminCredentials]>;

  async function setup(url = '/login') {
    localStorage.clear();
    login = jest.fn(async (credentials: AdminCredentials) => {
      if (credentials.password !== 'admin123') {
        throw new AdminAuthError('Invalid email or password', 401);
      }
      return { id: 1, name: 'Alice', roles: ['admin'] };
    });
    TestBed.configureTestingModule({
      providers: [
        provideAdmin({
          resources: [],
          title: 'Demo admin',
          auth: { login, logout: () => undefined, me: () => null },
        }),
        provideRouter([
          { path: 'login', component: VaLogin },
          { path: 'posts', component: Page },
          { path: '', component: Page },
        ]),
      ],
    });
    const harness = await RouterTestingHarness.create(url);
    const element = harness.routeNativeElement!;
    const email = element.querySelector<HTMLInputElement>('input[type="email"]')!;
    const password = element.querySelector<HTMLInputElement>(
      'input[autocomplete="current-password"]',
    )!;
    const type = (input: HTMLInputElement, value: string) => {
      input.value = value;
      input.dispatchEvent(new Event('input'));
    };
    const submit = async () => {
      element.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await harness.fixture.whenStable();
      await new Promise((resolve) => setTimeout(resolve));
      await harness.fixture.whenStable();
    };
    const errors = () =>
      [...element.querySelectorAll('mat-error, [role="alert"]')].map((e) => e.textContent!.trim());
    return { harness, element, email, password, type, submit, errors };
  }

  it('labels its fields and shows the app title', async () => {
    const { element, email, password } = await setup();
    const label = (input: HTMLInputElement) =>
      element.querySelector(`label[for="${input.id}"]`)?.textContent?.trim();
    expect(label(email)).toBe('Email');
    expect(label(password)).toBe('Password');
    expect(element.querySelector('h1')?.textContent?.trim()).toBe('Demo admin');
    const toggle = element.querySelector('.va-password-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Show the password');
  });

  it('shows required and format errors inline without calling the provider', async () => {
    const { type, email, submit, errors } = await setup();
    await submit();
    expect(errors()).toEqual(['Enter your email address', 'Enter your password']);
    type(email, 'not-an-email');
    await submit();
    expect(errors()).toEqual(['Enter a valid email address', 'Enter your password']);
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the provider's error inline and keeps what was typed", async () => {
    const { type, email, password, submit, errors } = await setup();
    type(email, 'admin@example.com');
    type(password, 'wrong');
    await submit();
    expect(login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'wrong' });
    expect(errors()).toEqual(['Sign-in failed: Invalid email or password']);
    expect(email.value).toBe('admin@example.com');
    expect(TestBed.inject(Router).url).toBe('/login');
  });

  it('signs in and goes to the returnUrl', async () => {
    const { type, email, password, submit } = await setup('/login?returnUrl=%2Fposts%3Fpage%3D2');
    type(email, 'admin@example.com');
    type(password, 'admin123');
    await submit();
    expect(TestBed.inject(AdminAuth).user()?.name).toBe('Alice');
    expect(TestBed.inject(Router).url).toBe('/posts?page=2');
  });

  it('never leaves the app through returnUrl', async () => {
    const { type, email, password, submit } = await setup(
      '/login?returnUrl=https:%2F%2Fevil.example',
    );
    type(email, 'admin@example.com');
    type(password, 'admin123');
    await submit();
    expect(TestBed.inject(Router).url).toBe('/');
    expect(ɵsafeReturnTo('//evil.example/x') ?? '/').toBe('/');
    expect(ɵsafeReturnTo('/\\evil.example') ?? '/').toBe('/');
    expect(ɵsafeReturnTo('/posts/1') ?? '/').toBe('/posts/1');
    expect(ɵsafeReturnTo(null) ?? '/').toBe('/');
  });

  it(
    'passes an axe accessibility check, errors shown',
    async () => {
      const { element, submit } = await setup();
      await submit();
      const result = await axe.run(element, {
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      });
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
      ).toEqual([]);
    },
    AXE_TIMEOUT,
  );

  it('shows or hides the password', async () => {
    const { harness, element, password } = await setup();
    const toggle = element.querySelector<HTMLButtonElement>('.va-password-toggle')!;
    expect(password.type).toBe('password');
    toggle.click();
    await harness.fixture.whenStable();
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide the password');
  });

  it('speaks French', async () => {
    const { harness, element, submit, errors } = await setup();
    TestBed.inject(AdminI18n).setLocale('fr');
    await harness.fixture.whenStable();
    expect(element.querySelector('.va-login-subtitle')?.textContent?.trim()).toBe('Connexion');
    await submit();
    expect(errors()).toEqual(['Saisissez votre adresse e-mail', 'Saisissez votre mot de passe']);
  });
});
