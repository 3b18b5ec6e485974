import {
  Injectable,
  InjectionToken,
  Injector,
  computed,
  inject,
  runInInjectionContext,
  signal,
} from '@angular/core';
import { Router } from '@angular/router';
import { firstValueFrom, isObservable } from 'rxjs';

import { ADMIN_CONFIG, ɵResourceCatalog } from 'admin/config';
import type { AdminUser } from 'admin/config';
import type { Resource, ResourceAction } from 'admin/core';
import {
  AdminAuthError,
  defaultAuthErrorOutcome,
  type AdminCredentials,
  type AuthErrorOutcome,
  type AuthHttpError,
  type AuthProvider,
  type AuthResult,
} from './auth-provider';
import { AdminBeforeSignOut } from './before-sign-out';
import { bearerTokenAuth } from './bearer-token-auth';
import { fieldAccess, type FieldAccess } from './field-access';

/** The auth provider of the app: `ADMIN_CONFIG.auth` (object or factory), else `bearerTokenAuth()`. */
export const ADMIN_AUTH = new InjectionToken<AuthProvider>('ADMIN_AUTH', {
  providedIn: 'root',
  factory: () => {
    const auth = inject(ADMIN_CONFIG, { optional: true })?.auth ?? bearerTokenAuth();
    return checkProvider(typeof auth === 'function' ? auth() : auth);
  },
});

/** A 403 from the admin API, for the UI to report. */
export interface AdminForbidden {
  readonly status: number;
  readonly url: string | null;
  /** The server's `message`, when it sent one. */
  readonly message: string | null;
}

/**
 * The current user and what they may do (docs/decisions.md §4 "Permissions"). One `can()` serves
 * the guard, links, buttons and repositories; it reads signals, so results follow sign-in and
 * sign-out without a reload. The session is restored on start: at once from the provider's kept
 * session (`restore()`, confirmed by `me()` in the background), else through `me()`.
 */
@Injectable({ providedIn: 'root' })
export class AdminAuth {
  private readonly provider = inject(ADMIN_AUTH);
  private readonly injector = inject(Injector);
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  /** Lookup and enabled actions: the registry's own answers (`ResourceRegistry.find`, `enabled`). */
  private readonly catalog = inject(ɵResourceCatalog);
  private readonly currentUser = signal<AdminUser | null>(null);
  /** Whether the session is known: kept (`restore()`), or `me()` answered, or a login/logout. */
  private sessionKnown = false;
  private readonly lastForbidden = signal<AdminForbidden | null>(null);
  /** Bumped whenever login, logout or an expiry sets the user, so a late restore cannot undo it. */
  private version = 0;
  private readonly restored: Promise<void>;

  /** The signed-in user, or null. */
  readonly user = this.currentUser.asReadonly();
  /** Whether someone is signed in. */
  readonly signedIn = computed(() => this.currentUser() !== null);
  /** The user's roles (`provider.permissions(user)`, default `user.roles`); empty when signed out. */
  readonly permissions = computed<readonly string[]>(() => {
    const user = this.currentUser();
    if (!user) return [];
    const roles = this.provider.permissions
      ? this.run(() => this.provider.permissions!(user))
      : user.roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  });
  /** The last 403 from the admin API (null when none or dismissed); the UI shows it. */
  readonly forbidden = this.lastForbidden.asReadonly();
  /**
   * Whether users sign in (and out): false with `withoutAuth()` (the provider's `signIn: false`),
   * where the admin shows no sign-out and sends a visit of the login route home.
   */
  readonly canSignIn = this.provider.signIn !== false;

  constructor() {
    this.restored = this.restore();
  }

  /** Resolves once the session was restored on start (never rejects); guards await it. */
  ready(): Promise<void> {
    return this.restored;
  }

  /** Signs in; resolves with the user once `user()` holds it, rejects with the provider's error. */
  async login(credentials: AdminCredentials): Promise<AdminUser> {
    const user = await this.settle(() => this.provider.login(credentials));
    if (typeof user !== 'object' || user === null) {
      throw new AdminAuthError("The auth provider's login() resolved without a user object", 0);
    }
    this.setUser(user);
    return user;
  }

  /**
   * Signs out (server side too, through the provider); resolves once `user()` is null. First,
   * while the session is still valid, the work that must be done before (`AdminBeforeSignOut`:
   * the undoable writes still waiting are sent).
   */
  async logout(): Promise<void> {
    try {
      const before = this.injector.get(AdminBeforeSignOut).run();
      if (before) await before;
      await this.settle(() => this.provider.logout());
    } finally {
      this.provider.clear?.();
      // Without sign-in there is no signed-out state: the same user starts afresh.
      this.setUser(this.canSignIn ? null : this.keptUser());
    }
  }

  /**
   * Whether the current user may perform an action of a resource
   * (docs/decisions.md §4 "Permissions"): unknown resource or disabled action → false; then the
   * `canAccess` hook decides when it returns a boolean (it also sees signed-out users,
   * `user: null`); else signed out → false, no `permissions` → true, otherwise one of the user's
   * roles must grant the action.
   */
  can(resource: string | Resource, action: ResourceAction): boolean {
    const target = this.catalog.find(resource);
    if (!target || !this.catalog.enabled(target, action)) return false;
    const user = this.currentUser();
    const decided = this.config?.canAccess?.({ resource: target, action, user });
    if (typeof decided === 'boolean') return decided;
    if (!user) return false;
    if (!target.permissions) return true;
    const roles = this.permissions();
    return target.permissions.some((g) => g.actions.includes(action) && roles.includes(g.role));
  }

  /**
   * Which fields of a resource the current user may read and write: the `fields` of the
   * permissions entries of their roles, overridden by the `canAccess` hook when it answers for a
   * field (`{ field, action: 'show' | 'edit' }`). Reads signals: call it in a `computed` to follow
   * sign-in and sign-out. Every view, export, live event and save filters through it.
   */
  fieldAccess(resource: string | Resource): FieldAccess {
    const target = this.catalog.find(resource);
    const user = this.currentUser();
    const roles = this.permissions();
    const grants = target?.permissions?.filter((g) => roles.includes(g.role)) ?? [];
    const hook = this.config?.canAccess;
    const decide =
      hook && target
        ? (field: string, action: 'show' | 'edit'): boolean | undefined => {
            const decided = hook({ resource: target, action, user, field });
            return typeof decided === 'boolean' ? decided : undefined;
          }
        : undefined;
    return fieldAccess({ grants, decide });
  }

  /**
   * `can()` for the repositories (the `ADMIN_ACCESS` check that `provideAdmin` wires): `false`
   * where `can()` refuses for a known user, `undefined` where the admin cannot tell, so that the
   * request goes and the server decides: while the session is being restored (`me()` has not
   * answered yet; a kept session, `restore()`, is known at once), and when nobody is signed in and
   * the `canAccess` hook does not decide (the server's 401 then opens sign-in). Where it says
   * `true`, `can()` says `true` too, and the other way round.
   */
  check(resource: string | Resource, action: ResourceAction): boolean | undefined {
    const target = this.catalog.find(resource);
    if (!target || !this.catalog.enabled(target, action)) return false;
    const user = this.currentUser();
    if (user) return this.can(target, action);
    const decided = this.config?.canAccess?.({ resource: target, action, user });
    // Before the session is known, only a yes is final (so `check() === true` is `can()`).
    if (decided === true || (decided === false && this.sessionKnown)) return decided;
    return undefined;
  }

  /**
   * Applies what an admin API error means for the session (`provider.handleError`, default
   * 401 → sign out and go to the login route with `returnUrl`, 403 → `forbidden()` is set).
   * Called by `adminAuthInterceptor`; returns the outcome.
   */
  handleHttpError(error: AuthHttpError): AuthErrorOutcome {
    const outcome = this.ɵoutcome(error);
    if (outcome === 'logout') {
      this.ɵexpire();
    } else if (outcome === 'forbidden') {
      const body = error.error as { message?: unknown } | null | undefined;
      const message = typeof body?.message === 'string' ? body.message : null;
      this.lastForbidden.set({ status: error.status, url: error.url ?? null, message });
    }
    return outcome;
  }

  /** What an admin API error means for the session (`provider.handleError`, else the default). */
  ɵoutcome(error: AuthHttpError): AuthErrorOutcome {
    return this.provider.handleError
      ? this.run(() => this.provider.handleError!(error))
      : defaultAuthErrorOutcome(error);
  }

  /** The session ended for good: forgets it and opens the login route with `returnUrl`. */
  ɵexpire(): void {
    this.provider.clear?.();
    this.setUser(this.canSignIn ? null : this.keptUser());
    this.redirectToLogin();
  }

  /**
   * Renews the session without asking the user, through the provider's optional `refresh()`:
   * resolves the user of the renewed session (then `user()` holds it), or null when the provider
   * has no `refresh()`, cannot renew, or fails.
   */
  async refresh(): Promise<AdminUser | null> {
    if (!this.provider.refresh) return null;
    let user: AdminUser | null | undefined;
    try {
      user = await this.settle(() => this.provider.refresh!());
    } catch (error) {
      console.warn('[admin] the session could not be renewed:', error);
      return null;
    }
    if (typeof user !== 'object' || user === null || Array.isArray(user)) return null;
    this.setUser(user);
    return user;
  }

  /** Whether the provider can renew a session without asking the user (`refresh()`). */
  ɵcanRefresh(): boolean {
    return typeof this.provider.refresh === 'function';
  }

  /** Whether the router shows the login route (`ADMIN_CONFIG.loginRoute`) or is going there. */
  ɵonLoginRoute(): boolean {
    const router = this.injector.get(Router);
    return samePath(this.currentUrl(router), this.config?.loginRoute ?? '/login');
  }

  /** Clears `forbidden()` once the UI has shown it. */
  dismissForbidden(): void {
    this.lastForbidden.set(null);
  }

  private async restore(): Promise<void> {
    const version = this.version;
    const kept = this.keptUser();
    if (kept) {
      // A kept session still valid: known now, so guards and data requests need not wait for me().
      this.currentUser.set(kept);
      this.sessionKnown = true;
      markSession();
      void this.confirm(version, kept);
      return;
    }
    let user: AdminUser | null = null;
    try {
      user = (await this.settle(() => this.provider.me())) ?? null;
    } catch (error) {
      console.warn('[admin] the session could not be restored:', error);
    }
    if (version === this.version) this.currentUser.set(user);
    this.sessionKnown = true;
    markSession();
  }

  /** The provider's kept user (`restore()`), or null; a failing `restore()` counts as none. */
  private keptUser(): AdminUser | null {
    if (!this.provider.restore) return null;
    try {
      const user = this.run(() => this.provider.restore!());
      return typeof user === 'object' && user !== null && !Array.isArray(user) ? user : null;
    } catch (error) {
      console.warn('[admin] the kept session could not be read:', error);
      return null;
    }
  }

  /**
   * Confirms a kept session with `me()`: no user any more (revoked, expired on the server) signs
   * out to the login route; a changed user replaces it; a failed call keeps it (offline).
   */
  private async confirm(version: number, kept: AdminUser): Promise<void> {
    let user: AdminUser | null;
    try {
      user = (await this.settle(() => this.provider.me())) ?? null;
    } catch (error) {
      console.warn('[admin] the session could not be confirmed:', error);
      return;
    }
    if (version !== this.version) return;
    if (!user) {
      this.provider.clear?.();
      this.setUser(null);
      this.redirectToLogin();
    } else if (JSON.stringify(user) !== JSON.stringify(kept)) {
      this.currentUser.set(user);
    }
  }

  private setUser(user: AdminUser | null): void {
    this.version++;
    this.sessionKnown = true;
    this.currentUser.set(user);
    this.lastForbidden.set(null);
  }

  private redirectToLogin(): void {
    if (!this.canSignIn) return;
    // Read when needed only: repositories ask check() where no router exists (Node, no DOM).
    const router = this.injector.get(Router);
    const login = this.config?.loginRoute ?? '/login';
    const current = this.currentUrl(router);
    if (samePath(current, login)) return;
    const target = router.parseUrl(login);
    target.queryParams = { ...target.queryParams, returnUrl: current };
    void router.navigateByUrl(target);
  }

  /** The URL shown, or the one being navigated to. */
  private currentUrl(router: Router): string {
    const navigation = router.currentNavigation();
    return navigation
      ? router.serializeUrl(navigation.finalUrl ?? navigation.extractedUrl)
      : router.url;
  }

  private run<T>(fn: () => T): T {
    return runInInjectionContext(this.injector, fn);
  }

  private settle<T>(fn: () => AuthResult<T>): Promise<T | undefined> {
    try {
      const result = this.run(fn);
      return isObservable(result)
        ? firstValueFrom(result, { defaultValue: undefined })
        : Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error);
    }
  }
}

/** Whether two URLs have the same path (query, fragment and edge slashes aside). */
function samePath(a: string, b: string): boolean {
  const path = (url: string) => '/' + url.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  return path(a) === path(b);
}

/** The `admin:session` performance mark: when the session is known (the bench's timeline). */
function markSession(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark('admin:session');
  }
}

function checkProvider(provider: AuthProvider): AuthProvider {
  const methods = ['login', 'logout', 'me'] as const;
  const missing = methods.filter(
    (m) => typeof (provider as Partial<AuthProvider> | null)?.[m] !== 'function',
  );
  if (missing.length) {
    throw new TypeError(
      `provideAdmin({ auth }): the auth provider lacks the method(s) ${missing.join(', ')} ` +
        '(an AuthProvider needs login, logout and me)',
    );
  }
  return provider;
}
