// The sign-in page's controller: where a sign-in goes, and no sign-in page without sign-in.
import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { injectLoginController, type LoginController } from 'admin/controllers';
import { provideAdmin, withoutAuth } from 'admin/setup';

@Component({ template: 'page', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}

describe('LoginController', () => {
  async function setup(url: string, auth: 'login' | 'none' = 'login') {
    TestBed.configureTestingModule({
      providers: [
        auth === 'login'
          ? provideAdmin({
              resources: [],
              auth: {
                login: async () => ({ id: 1, name: 'Alice' }),
                logout: () => undefined,
                me: () => null,
              },
            })
          : provideAdmin({ resources: [] }, withoutAuth()),
        provideRouter([
          { path: 'login', component: Page },
          { path: 'posts', component: Page },
          { path: '', component: Page },
        ]),
      ],
    });
    const router = TestBed.inject(Router);
    await router.navigateByUrl(url);
    const login: LoginController = TestBed.runInInjectionContext(() => injectLoginController());
    await new Promise((resolve) => setTimeout(resolve));
    return { router, login };
  }

  it('goes to the in-app returnUrl once signed in', async () => {
    const { router, login } = await setup('/login?returnUrl=%2Fposts%3Fpage%3D2');
    expect(login.canSignIn).toBe(true);
    expect(login.destination()).toBe('/posts?page=2');
    await expect(login.enter()).resolves.toBe(true);
    expect(router.url).toBe('/posts?page=2');
  });

  it("goes to the admin's home without a returnUrl, or with one leaving the app", async () => {
    const { router, login } = await setup('/login?returnUrl=https:%2F%2Fevil.example');
    expect(router.url).toBe('/login?returnUrl=https:%2F%2Fevil.example');
    expect(login.destination()).toBe('/');
    await login.enter();
    expect(router.url).toBe('/');
  });

  it('sends a visit home at once when the admin has no sign-in (withoutAuth)', async () => {
    const { router, login } = await setup('/login?returnUrl=%2Fposts', 'none');
    expect(login.canSignIn).toBe(false);
    expect(router.url).toBe('/');
  });
});
