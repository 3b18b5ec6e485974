import { computed, inject, signal, type Signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router } from '@angular/router';
import { map } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { AdminMount } from 'admin/config';
import { ɵsafeReturnTo } from './prefill';

/**
 * The sign-in page without its UI (the form signs in through `AdminAuth`): where a successful
 * sign-in goes (the `returnUrl` query param the guard set, when it is an in-app path, else the
 * admin's home), and, for an admin without sign-in (`withoutAuth()`), straight to the home page
 * on arrival. `VaLogin` is a Material view over it.
 */
export class LoginController {
  private readonly router = inject(Router);
  private readonly home = inject(AdminMount).url;
  private readonly returnUrl: Signal<string | null>;

  /** Whether the admin signs users in at all (false with `withoutAuth()`). */
  readonly canSignIn = inject(AdminAuth).canSignIn;
  /**
   * Where to go once signed in: the `returnUrl` when it is an in-app path (the one rule against
   * open redirects, as after a save), else where `adminRoutes()` is mounted.
   */
  readonly destination: Signal<string>;

  constructor() {
    const route = inject(ActivatedRoute, { optional: true });
    this.returnUrl = route
      ? toSignal(route.queryParamMap.pipe(map((params) => params.get('returnUrl'))), {
          initialValue: null,
        })
      : signal(null);
    this.destination = computed(() => ɵsafeReturnTo(this.returnUrl()) ?? this.home());
    // An admin without sign-in has no login page: a visit goes home.
    if (!this.canSignIn) void this.router.navigateByUrl(this.home(), { replaceUrl: true });
  }

  /** Signed in: goes to `destination`; resolves as the navigation does. */
  enter(): Promise<boolean> {
    return this.router.navigateByUrl(this.destination());
  }
}

/**
 * The sign-in page's controller for the calling component (call in an injection context: a field
 * initializer or the constructor).
 *
 * ```ts
 * protected readonly login = injectLoginController();
 * // <my-sign-in-form (signedIn)="login.enter()" />
 * ```
 */
export function injectLoginController(): LoginController {
  return new LoginController();
}
