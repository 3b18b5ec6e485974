import {
  provideHttpClient,
  withInterceptors,
  type HttpFeature,
  type HttpFeatureKind,
} from '@angular/common/http';
import {
  Injector,
  PLATFORM_ID,
  inject,
  provideEnvironmentInitializer,
  runInInjectionContext,
  type EnvironmentProviders,
  type Provider,
} from '@angular/core';
import { RouteReuseStrategy, TitleStrategy, withComponentInputBinding } from '@angular/router';

import { isPlatformBrowser } from '@angular/common';
import { toObservable } from '@angular/core/rxjs-interop';
import { of } from 'rxjs';

import { ADMIN_AUTH, AdminAuth, AdminBeforeSignOut, adminAuthInterceptor } from 'admin/auth';
import { ɵwithoutAuthProvider, type WithoutAuthOptions } from 'admin/auth';
import { ɵEARLY_DATA_OPTIONS, ɵforgetEarlyData } from 'admin/config';
import { ADMIN_CONFIG, ADMIN_REALTIME, type AdminRealtimeTransport } from 'admin/config';
import { ɵADMIN_CLIENT_HEADER } from 'admin/config';
import { ADMIN_HISTORY, type AdminHistoryProvider } from 'admin/config';
import { ADMIN_PRESENCE, type AdminPresenceProvider } from 'admin/config';
import { ADMIN_VIEW_SHARE_ROLES, ViewStore } from 'admin/config';
import type { ResourceLinkEntry } from 'admin/links';
import { provideAdminMessages } from 'admin/i18n';
import type { AdminMessages } from 'admin/i18n';
import { provideAdminStatusPages, type ɵAdminStatusPages } from 'admin/routing';
import { AdminTitleStrategy } from 'admin/routing';
import { ADMIN_LIST_REUSE, AdminRouteReuseStrategy } from 'admin/routing';
import type { AdminListReuseOptions } from 'admin/routing';
import { ɵregisterAdminIcons } from 'admin/icons';
import { provideAdminMenu } from 'admin/links';
import { ɵfeature } from './admin-features-internal';
import { deferredHistory, deferredPresence, deferredTransport, deferredViews } from './deferred';

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
  | 'earlyData'
  | 'realtime'
  | 'history'
  | 'presence'
  | 'views';

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

/** Options of `withRealtime()`. */
export interface WithRealtimeOptions {
  /** The server-sent-events stream; default `<apiUrl>/events` (the demo API's `/api/events`). */
  readonly url?: string;
  /** Milliseconds before the first reconnection, doubled at each failure (default 1000). */
  readonly retryDelay?: number;
  /** Longest delay between reconnections, in milliseconds (default 30 000). */
  readonly maxRetryDelay?: number;
  /** Lost for longer than this (ms, default 5 minutes), pages load again instead of resuming. */
  readonly maxGap?: number;
  /**
   * Another transport (a WebSocket…) instead of server-sent events, created in an injection
   * context (it may `inject()`); the other options are then not used.
   */
  readonly transport?: () => AdminRealtimeTransport;
  /**
   * The request header that names the browser tab (`ADMIN_CLIENT_ID`) on the admin API's writes
   * (POST, PUT, PATCH, DELETE under `apiUrl`), which the API echoes as the events' `client`: a
   * change from the user's other tab then shows as another's ("changed by …"), not as their own
   * save. Default `'X-Admin-Client'`; `false` sends none (the user's changes are then told apart by
   * user only).
   */
  readonly clientHeader?: string | false;
}

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Live updates: what others save shows on the open pages without a reload. Lists change rows in
 * place and count created records ("3 new posts — Show"), deleted rows leave with a notice; show
 * pages update in place; edit pages say who changed the record, when and which fields, keeping
 * what the user typed. By default over server-sent events (`AdminSseTransport`) from
 * `<apiUrl>/events`, with the signed-in user's token, resuming after the last event on reconnect;
 * pages load again when the server says events were lost. The API's writes name the browser tab
 * (`X-Admin-Client`, option `clientHeader`), so that a change from the user's other tab shows as
 * any other's. Off unless given.
 */
export function withRealtime(options: WithRealtimeOptions = {}): AdminFeature {
  if (!options || typeof options !== 'object') {
    throw new TypeError(`withRealtime(options): options must be an object, got ${String(options)}`);
  }
  const { url, transport, clientHeader = 'X-Admin-Client' } = options;
  if (
    clientHeader !== false &&
    (typeof clientHeader !== 'string' || !HEADER_NAME.test(clientHeader))
  ) {
    throw new TypeError(
      `withRealtime({ clientHeader }): clientHeader must be a header name or false, got ${String(clientHeader)}`,
    );
  }
  if (url !== undefined && (typeof url !== 'string' || url === '')) {
    throw new TypeError(
      `withRealtime({ url }): url must be a non-empty string, got ${String(url)}`,
    );
  }
  if (transport !== undefined && typeof transport !== 'function') {
    throw new TypeError(
      `withRealtime({ transport }): transport must be a function creating the transport, got ${String(transport)}`,
    );
  }
  for (const name of ['retryDelay', 'maxRetryDelay', 'maxGap'] as const) {
    const value = options[name];
    if (value !== undefined && (typeof value !== 'number' || !(value >= 0))) {
      throw new TypeError(
        `withRealtime({ ${name} }): ${name} must be a number of milliseconds ≥ 0, got ${String(value)}`,
      );
    }
  }
  return ɵfeature('realtime', [
    ...(clientHeader === false ? [] : [{ provide: ɵADMIN_CLIENT_HEADER, useValue: clientHeader }]),
    {
      provide: ADMIN_REALTIME,
      useFactory: (): AdminRealtimeTransport => {
        if (transport) return transport();
        const auth = inject(AdminAuth);
        const provider = inject(ADMIN_AUTH);
        // A page rendered on the server does not listen: the browser connects once it runs.
        const browser = isPlatformBrowser(inject(PLATFORM_ID));
        const sse = {
          url: url ?? `${inject(ADMIN_CONFIG).apiUrl}/events`,
          token: () => provider.token?.() ?? null,
          enabled: browser ? toObservable(auth.signedIn) : of(false),
          retryDelay: options.retryDelay,
          maxRetryDelay: options.maxRetryDelay,
          maxGap: options.maxGap,
        };
        return deferredTransport(() =>
          import('admin/data').then((m) => new m.AdminSseTransport(sse)),
        );
      },
    },
    // Connected from the start, so that the first page misses nothing; held open by one
    // subscription here (the transport shares its stream), so that admin/controllers, which the
    // first page loads, stays out of the first download.
    provideEnvironmentInitializer(() => {
      inject(ADMIN_REALTIME).messages.subscribe();
    }),
  ]);
}

/** Options of `withHistory()`. */
export interface WithHistoryOptions {
  /** The roles that see the audit log (its page and menu entry); default `['admin']`. */
  readonly auditRoles?: readonly string[];
  /** The audit log page's path under the admin's mount point; default `audit`. */
  readonly auditPath?: string;
}

/**
 * The record history and audit log: a "History" panel on show and edit pages (versions with a
 * field-by-field diff, "Restore this version"), and an audit log page (`/audit`, with its menu
 * entry) for the `auditRoles`. `provider`: the backend's history (`AdminHistoryProvider`), or a
 * factory run in an injection context; default `httpHistory()`, the demo API's routes. Off
 * without this feature.
 */
export function withHistory(
  provider?: AdminHistoryProvider | (() => AdminHistoryProvider),
  options: WithHistoryOptions = {},
): AdminFeature {
  const auditRoles = options.auditRoles ?? ['admin'];
  const auditPath = (options.auditPath ?? 'audit').replace(/^\/+|\/+$/g, '');
  if (!Array.isArray(auditRoles) || auditRoles.some((role) => typeof role !== 'string')) {
    throw new TypeError(
      `withHistory(provider, { auditRoles }): auditRoles must be a list of role names, got ${JSON.stringify(auditRoles)}`,
    );
  }
  if (!auditPath || auditPath.includes(':')) {
    throw new TypeError(
      `withHistory(provider, { auditPath }): auditPath must be a static path such as "audit", got ${JSON.stringify(options.auditPath)}`,
    );
  }
  return ɵfeature('history', [
    {
      provide: ADMIN_HISTORY,
      useFactory: () => ({
        provider: provider
          ? typeof provider === 'function'
            ? provider()
            : provider
          : defaultHistory(inject(Injector)),
        auditRoles: Object.freeze([...auditRoles]),
        auditPath,
        auditPage: () => import('admin/ui').then((m) => m.VaAuditLog),
      }),
    },
  ]);
}

/** `httpHistory()` (admin/data), loaded with import() when the history is first read. */
function defaultHistory(injector: Injector): AdminHistoryProvider {
  return deferredHistory(() =>
    import('admin/data').then((m) => runInInjectionContext(injector, () => m.httpHistory())),
  );
}

/** Options of `withPresence()`. */
export interface WithPresenceOptions {
  /**
   * Milliseconds between a page's heartbeats (default 20 000: the demo API forgets a page after
   * 60 s without one; keep it well under the backend's timeout).
   */
  readonly heartbeat?: number;
  /** The roles offered "Take over" on a record someone else edits; default `['admin']`. */
  readonly takeOverRoles?: readonly string[];
}

/**
 * Presence and soft edit locks: a record's show and edit pages show who else views or edits it;
 * opening the edit page takes the record's lock, which the others see ("Eddie is editing since
 * 10:42"): their edit page is read-only until it is free, and the `takeOverRoles` may take it
 * over (the page losing it is told, and keeps what its user typed). A page leaves when it goes,
 * at sign-out and when the tab closes; the backend forgets it after a timeout otherwise.
 * `provider`: the backend's (`AdminPresenceProvider`), or a factory run in an injection context;
 * default `httpPresence()`, the demo API's routes. Others' changes show at once with
 * `withRealtime()`, at the next heartbeat without. Off without this feature.
 */
export function withPresence(
  provider?: AdminPresenceProvider | (() => AdminPresenceProvider),
  options: WithPresenceOptions = {},
): AdminFeature {
  const heartbeat = options.heartbeat ?? 20_000;
  const takeOverRoles = options.takeOverRoles ?? ['admin'];
  if (typeof heartbeat !== 'number' || !(heartbeat >= 1000)) {
    throw new TypeError(
      `withPresence(provider, { heartbeat }): heartbeat must be a number of milliseconds ≥ 1000, got ${String(options.heartbeat)}`,
    );
  }
  if (!Array.isArray(takeOverRoles) || takeOverRoles.some((role) => typeof role !== 'string')) {
    throw new TypeError(
      `withPresence(provider, { takeOverRoles }): takeOverRoles must be a list of role names, got ${JSON.stringify(takeOverRoles)}`,
    );
  }
  if (provider !== undefined && typeof provider !== 'function' && typeof provider !== 'object') {
    throw new TypeError(
      `withPresence(provider): provider must be an AdminPresenceProvider or a function creating one, got ${String(provider)}`,
    );
  }
  return ɵfeature('presence', [
    {
      provide: ADMIN_PRESENCE,
      useFactory: () => ({
        provider: provider
          ? typeof provider === 'function'
            ? provider()
            : provider
          : defaultPresence(inject(Injector)),
        heartbeat,
        takeOverRoles: Object.freeze([...takeOverRoles]),
      }),
    },
  ]);
}

/** `httpPresence()` (admin/data), loaded with import() when a page first joins a record. */
function defaultPresence(injector: Injector): AdminPresenceProvider {
  return deferredPresence(() =>
    import('admin/data').then((m) => runInInjectionContext(injector, () => m.httpPresence())),
  );
}

/** Options of `withViews()`. */
export interface WithViewsOptions {
  /** The roles a view may be shared with (the save dialog's choices); default the user's own. */
  readonly shareWith?: readonly string[];
}

/**
 * Saved views kept by the backend (issue 38 §5): a list's search, filters, sort, page size and
 * columns saved under a name per user, shareable with roles, opened by URL (`?view=<id>`), there
 * after sign-out and on another machine. `store`: the backend's (`ViewStore`), or a factory run in
 * an injection context; default `httpViewStore()`, the demo API's `/api/views`. Without this
 * feature, views are kept in the browser's localStorage, per user.
 */
export function withViews(
  store?: ViewStore | (() => ViewStore),
  options: WithViewsOptions = {},
): AdminFeature {
  const shareWith = options.shareWith ?? [];
  if (!Array.isArray(shareWith) || shareWith.some((role) => typeof role !== 'string' || !role)) {
    throw new TypeError(
      `withViews(store, { shareWith }): shareWith must be a list of role names, got ${JSON.stringify(shareWith)}`,
    );
  }
  if (store !== undefined && typeof store !== 'function' && typeof store !== 'object') {
    throw new TypeError(
      `withViews(store): store must be a ViewStore or a function creating one, got ${String(store)}`,
    );
  }
  return ɵfeature('views', [
    {
      provide: ViewStore,
      useFactory: () =>
        store ? (typeof store === 'function' ? store() : store) : defaultViews(inject(Injector)),
    },
    { provide: ADMIN_VIEW_SHARE_ROLES, useValue: Object.freeze([...shareWith]) },
  ]);
}

/** `httpViewStore()` (admin/data), loaded with import() when a list first asks for its views. */
function defaultViews(injector: Injector): ViewStore {
  return deferredViews(() =>
    import('admin/data').then((m) => runInInjectionContext(injector, () => m.httpViewStore())),
  );
}

/** The usual set: `withHttp()`, `withInputBinding()`, `withTitles()` and `withListReuse()`. */
export function withAdminDefaults(): AdminFeature[] {
  return [withHttp(), withInputBinding(), withTitles(), withListReuse()];
}
