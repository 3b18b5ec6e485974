import {
  provideHttpClient,
  withInterceptors,
  type HttpFeature,
  type HttpFeatureKind,
} from '@angular/common/http';
import {
  inject,
  provideEnvironmentInitializer,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';
import { RouteReuseStrategy, TitleStrategy, withComponentInputBinding } from '@angular/router';

import { ADMIN_AUTH, AdminBeforeSignOut, adminAuthInterceptor } from 'admin/auth';
import { ɵwithoutAuthProvider, type WithoutAuthOptions } from 'admin/auth';
import { ɵEARLY_DATA_OPTIONS, ɵforgetEarlyData } from 'admin/config';
import type { ResourceLinkEntry } from 'admin/links';
import { provideAdminMessages } from 'admin/i18n';
import type { AdminMessages } from 'admin/i18n';
import { provideAdminStatusPages, type ɵAdminStatusPages } from 'admin/routing';
import { AdminTitleStrategy } from 'admin/routing';
import { ADMIN_LIST_REUSE, AdminRouteReuseStrategy } from 'admin/routing';
import type { AdminListReuseOptions } from 'admin/routing';
import { ɵregisterAdminIcons } from 'admin/icons';
import { provideAdminMenu } from 'admin/links';

/** One optional part of the admin's setup, given to `provideAdmin(config, ...features)`. */
export interface AdminFeature {
  /** What the feature sets up (one feature of a kind per call, except messages). */
  readonly kind: AdminFeatureKind;
  readonly providers: readonly (Provider | EnvironmentProviders)[];
}

export type AdminFeatureKind =
  | 'http'
  | 'inputBinding'
  | 'titles'
  | 'listReuse'
  | 'messages'
  | 'icons'
  | 'menu'
  | 'statusPages'
  | 'hydration'
  | 'auth'
  | 'earlyData';

export function ɵfeature(
  kind: AdminFeatureKind,
  providers: readonly (Provider | EnvironmentProviders)[],
) {
  return Object.freeze({ kind, providers: Object.freeze([...providers]) }) as AdminFeature;
}

/**
 * `HttpClient` with the admin's interceptor (bearer token on admin API calls, 401/403 handling),
 * plus any other `HttpClient` features: `withHttp(withFetch())`. Leave it out when the app calls
 * `provideHttpClient` itself, and add `adminAuthInterceptor` to its interceptors instead.
 */
export function withHttp(...features: HttpFeature<HttpFeatureKind>[]): AdminFeature {
  return ɵfeature('http', [
    provideHttpClient(withInterceptors([adminAuthInterceptor]), ...features),
  ]);
}

/**
 * The router's component input binding, through which every page receives `resource`, `title`,
 * `id`, `item` and `permissions` (docs/contract.md §2.6): the same providers as
 * `provideRouter(routes, withComponentInputBinding())`, so the app's `provideRouter` needs none.
 */
export function withInputBinding(): AdminFeature {
  return ɵfeature('inputBinding', withComponentInputBinding().ɵproviders);
}

/** Browser tab titles "<page title> · <app title>" (`AdminTitleStrategy`). */
export function withTitles(): AdminFeature {
  return ɵfeature('titles', [{ provide: TitleStrategy, useClass: AdminTitleStrategy }]);
}

/**
 * Back from a record to its list, the list shows at once as it was left (rows, selection),
 * with no request while its answer is fresh: the router's `AdminRouteReuseStrategy`
 * keeps the `max` most recently left admin lists (default 1). Leave it out when the app provides
 * its own `RouteReuseStrategy` (which may extend `AdminRouteReuseStrategy`).
 */
export function withListReuse(options: AdminListReuseOptions = {}): AdminFeature {
  const { max } = options;
  if (max !== undefined && (!Number.isInteger(max) || max < 0)) {
    throw new TypeError(
      `withListReuse({ max }): max must be a whole number ≥ 0, got ${String(max)}`,
    );
  }
  return ɵfeature('listReuse', [
    { provide: ADMIN_LIST_REUSE, useValue: options },
    { provide: RouteReuseStrategy, useClass: AdminRouteReuseStrategy },
  ]);
}

/** Adds or overrides the messages of a locale (`provideAdminMessages`); repeatable. */
export function withMessages(locale: string, messages: AdminMessages): AdminFeature {
  return ɵfeature('messages', [provideAdminMessages(locale, messages)]);
}

/**
 * Icons registered at start, beside `provideAdmin({ icons })`, drawn by `VaIcon`
 * (`provideAdminIcons(icons)` also gives every admin icon to `<mat-icon svgIcon="mdi:…">`).
 */
export function withIcons(icons: Readonly<Record<string, string>> = {}): AdminFeature {
  return ɵfeature('icons', [ɵregisterAdminIcons(icons)]);
}

/** The side menu of `VaLayout` (`provideAdminMenu`). */
export function withMenu(entries: readonly ResourceLinkEntry[]): AdminFeature {
  return ɵfeature('menu', [provideAdminMenu(entries)]);
}

/** Replaces some of the library's status pages (`provideAdminStatusPages`). */
export function withStatusPages(pages: Partial<ɵAdminStatusPages>): AdminFeature {
  return ɵfeature('statusPages', [provideAdminStatusPages(pages)]);
}

/**
 * Runs the admin against an API without a login: no sign-in step, no "Sign out", no redirect to
 * the login route (a visit of it goes to the admin's home), and every role check answered from the
 * configured user and roles: `withoutAuth({ user: { id: 'local', name: 'Admin' }, roles: ['admin'] })`.
 * Defaults: the user `{ id: 'local', name: 'Admin' }`, the roles `user.roles`, else none (resources
 * with `permissions` then stay closed). Instead of `provideAdmin({ auth })`, not beside it.
 */
export function withoutAuth(options: WithoutAuthOptions = {}): AdminFeature {
  return ɵfeature('auth', [{ provide: ADMIN_AUTH, useValue: ɵwithoutAuthProvider(options) }]);
}

/**
 * The first page's list request sent before the app's code is there: a list page declared with
 * `listPage()` remembers the request it sends (`localStorage["admin.early"]`, by page URL), and
 * the early-data script of `index.html` (`EARLY_DATA_SCRIPT`, see the README's "Early data")
 * sends it again, with the kept token, when the browser next opens that page. The repository
 * picks that response up when it would send exactly the same request (URL, headers, token),
 * once, within 10 s; otherwise, or when it failed, it asks normally. Sign-out forgets the pages.
 */
export function withEarlyData(): AdminFeature {
  return ɵfeature('earlyData', [
    {
      provide: ɵEARLY_DATA_OPTIONS,
      useFactory: () => inject(ADMIN_AUTH),
    },
    provideEnvironmentInitializer(() => {
      inject(AdminBeforeSignOut).add(() => ɵforgetEarlyData());
    }),
  ]);
}

/** The usual set: `withHttp()`, `withInputBinding()`, `withTitles()` and `withListReuse()`. */
export function withAdminDefaults(): AdminFeature[] {
  return [withHttp(), withInputBinding(), withTitles(), withListReuse()];
}

/** The providers of a feature list; a kind given twice (messages aside) is a mistake. */
export function ɵfeatureProviders(
  features: readonly (AdminFeature | readonly AdminFeature[])[],
): (Provider | EnvironmentProviders)[] {
  const seen = new Set<AdminFeatureKind>();
  const providers: (Provider | EnvironmentProviders)[] = [];
  for (const entry of features.flat()) {
    if (!entry || typeof entry !== 'object' || !Array.isArray(entry.providers)) {
      throw new TypeError(
        `provideAdmin(config, ...features): a feature must come from a with…() function, got ${String(entry)}`,
      );
    }
    if (entry.kind !== 'messages' && seen.has(entry.kind)) {
      throw new TypeError(
        `provideAdmin(config, ...features): the "${entry.kind}" feature is given twice`,
      );
    }
    seen.add(entry.kind);
    providers.push(...entry.providers);
  }
  return providers;
}
