import { Location } from '@angular/common';
import { inject } from '@angular/core';
import {
  Router,
  type ActivatedRouteSnapshot,
  type RedirectCommand,
  type ResolveFn,
  type RunGuardsAndResolvers,
} from '@angular/router';
import { firstValueFrom } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import type { AdminRecord, PageAction, ParentParams, Resource, ResourceAction } from 'admin/core';
import { ResourceRepositories, ɵAdminEarlyData } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import type { ɵListPageData } from 'admin/controllers';
import { ɵPREFILL_PARAM, ɵparsePrefill } from 'admin/controllers';
import { ɵprefetchListPage } from 'admin/controllers';
import { loadParents, routeParentParams } from './parent-resolvers';
import { ɵadminRouteMeta, type AdminRouteMeta } from 'admin/config';
import {
  adminStatusRedirect,
  isRefreshNavigation,
  navigationStatus,
  statusTitle,
  type AdminRouteError,
  type AdminRouteStatus,
  type AdminRouteStatusKind,
} from './route-status';

type ItemOutcome =
  { readonly item: AdminRecord | undefined } | { readonly redirect: RedirectCommand };

/** One fetch per route snapshot, shared by the `item` and `title` resolvers of a navigation. */
const outcomes = new WeakMap<ActivatedRouteSnapshot, Promise<ItemOutcome>>();

interface PageRoute {
  readonly meta: AdminRouteMeta;
  readonly resource: Resource;
  readonly action: PageAction;
}

function pageRoute(route: ActivatedRouteSnapshot): PageRoute {
  const meta = ɵadminRouteMeta(route);
  if (!meta || typeof meta.resource === 'string' || meta.action === 'delete') {
    throw new Error(
      `[admin] the page resolvers only serve routes built by adminRoutes() (route "${route.routeConfig?.path ?? ''}")`,
    );
  }
  return { meta, resource: meta.resource, action: meta.action };
}

/** The record id a page is about: `:id` for show and edit, `?source=<id>` for a copy. */
function pageRecordId(route: ActivatedRouteSnapshot, action: PageAction): string | null {
  const id = action === 'create' ? route.queryParamMap.get('source') : route.paramMap.get('id');
  return id === null || id === '' ? null : id;
}

/**
 * Must be called synchronously from a resolver (it injects). A nested page's parents are asked
 * for beside the record; a missing parent's status page wins over the record's.
 */
function loadItem(route: ActivatedRouteSnapshot): Promise<ItemOutcome> {
  let outcome = outcomes.get(route);
  if (!outcome) {
    const parents = loadParents(route);
    const item = fetchItem(route);
    outcome = Promise.all([parents, item]).then(([p, i]) => ('redirect' in p ? p : i));
    outcomes.set(route, outcome);
  }
  return outcome;
}

function fetchItem(route: ActivatedRouteSnapshot): Promise<ItemOutcome> {
  const { resource, action } = pageRoute(route);
  const id = pageRecordId(route, action);
  // A create page opened from a parent (`?prefill={"postId":12}`) starts with those values.
  const prefill =
    action === 'create' ? ɵparsePrefill(route.queryParamMap.get(ɵPREFILL_PARAM)) : null;
  if (action === 'list' || id === null) return Promise.resolve({ item: prefill ?? undefined });
  const router = inject(Router);
  if (isRefreshNavigation(router)) {
    const current = activeSnapshot(router, route);
    if (current) return Promise.resolve({ item: current.data['item'] as AdminRecord | undefined });
  }
  const repository = inject(ResourceRepositories).for(resource, routeParentParams(route, resource));
  return firstValueFrom(repository.get(id)).then(
    (record) => ({
      item: action === 'create' ? { ...copyOf(resource, record), ...prefill } : record,
    }),
    (error: unknown) => ({
      redirect: adminStatusRedirect(
        {
          ...failureStatus(error, resource, action, id),
          params: routeParentParams(route, resource),
        },
        router,
      ),
    }),
  );
}

/** The record a copy starts from: everything but its key (`idField`) and the server's `id`. */
function copyOf(resource: Resource, record: AdminRecord): AdminRecord {
  const copy: AdminRecord = { ...record };
  delete copy['id'];
  delete copy[resource.idField];
  return copy;
}

/** The snapshot of the active page when it is the same route (a refresh of the current page). */
function activeSnapshot(
  router: Router,
  route: ActivatedRouteSnapshot,
): ActivatedRouteSnapshot | undefined {
  let current: ActivatedRouteSnapshot | null = router.routerState.snapshot.root;
  while (current) {
    if (current.routeConfig === route.routeConfig) return current;
    current = current.firstChild;
  }
  return undefined;
}

function failureStatus(
  error: unknown,
  resource: Resource,
  action: PageAction,
  id: string,
): AdminRouteStatus {
  const failure = asRouteError(error);
  const kind: AdminRouteStatusKind =
    failure.status === 404 ? 'recordNotFound' : failure.status === 403 ? 'forbidden' : 'error';
  return { kind, resource, action, id, error: failure };
}

function asRouteError(error: unknown): AdminRouteError {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (typeof status === 'number' && typeof message === 'string') {
    return error as AdminRouteError;
  }
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : String(error),
  };
}

/** `item` of show, edit and copy pages: the record, fetched once with the resource's `include`. */
export const pageItemResolver: ResolveFn<AdminRecord | undefined> = async (route) => {
  const outcome = await loadItem(route);
  return 'redirect' in outcome ? outcome.redirect : outcome.item;
};

/** `title` of a resource page (and the route title): localised, with the record's label. */
export const pageTitleResolver: ResolveFn<string> = async (route) => {
  const i18n = inject(AdminI18n);
  const { meta, resource, action } = pageRoute(route);
  if (meta.registered === false) return statusTitle(i18n, 'notFound');
  const parents = loadParents(route);
  const outcome = await loadItem(route);
  if ('redirect' in outcome) return outcome.redirect;
  const parent = await parents;
  const last = 'parents' in parent ? parent.parents.at(-1) : undefined;
  // A nested list names its parent: "Comments of post Hello".
  if (action === 'list' && last) {
    return i18n.t('admin.titles.nestedList', {
      plural: i18n.resourceName(resource, 'plural'),
      parentSingular: i18n.resourceName(last.resource, 'singular'),
      parentSingularLower: lowerFirst(i18n.resourceName(last.resource, 'singular')),
      parentLabel: i18n.recordLabel(last.resource, last.record),
    });
  }
  return i18n.pageTitle(resource, action, outcome.item);
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The resolve key of `listDataResolver` (a symbol: never bound to a page input). */
export const ADMIN_LIST_DATA = Symbol('admin.listData');

/**
 * The data of a list page declared with `listPage()`, started when the route is matched and
 * allowed (resolvers run after `permissionGuard`: no data of a forbidden page is asked for) and
 * before the router loads the page's code, so that both travel together. Resolves at once.
 * `load`, the page's loader, is called first: the router calls it only once every resolver is
 * done, and the page chunk's own imports are known only once it arrives, so asking for it before
 * the data keeps the code from queueing behind the list request (the router's later call gets
 * the same module; a failed load is reported by the router's call). With `withEarlyData()`, the
 * list request is remembered under the page's URL for the early-data script.
 */
export function listDataResolver(
  data: ɵListPageData,
  load?: () => Promise<unknown>,
): ResolveFn<boolean> {
  return (route) => {
    load?.().catch(() => undefined);
    const { resource } = pageRoute(route);
    // A nested list's request goes to its parent's path (`posts/12/comments`), taken from the
    // route being entered (the router's state is still the previous page's).
    const target = resource.parents?.length
      ? inject(ResourceRepositories).for(resource, routeParentParams(route, resource)).resource
      : resource;
    const request = ɵprefetchListPage(target, data, route.queryParamMap);
    const early = inject(ɵAdminEarlyData);
    if (request && early.enabled) {
      // Remembered under the page's URL as the browser's address bar will show it.
      const router = inject(Router);
      const navigation = router.currentNavigation();
      const url = navigation?.finalUrl ?? navigation?.extractedUrl;
      if (url)
        early.remember(inject(Location).prepareExternalUrl(router.serializeUrl(url)), request);
    }
    return true;
  };
}

/** The resolve key of `pageCodeResolver` (a symbol: never bound to a page input). */
export const ADMIN_PAGE_CODE = Symbol('admin.pageCode');

/**
 * Asks for a page's code when its route is matched and allowed, beside its data: the router
 * loads the component only once every resolver is done, so a show or edit page's chunks would
 * otherwise wait for its record (and their imports be discovered one round trip later still).
 * Resolves at once; the router's later call gets the same module and reports a failed load.
 */
export function pageCodeResolver(load: () => Promise<unknown>): ResolveFn<boolean> {
  return () => {
    load().catch(() => undefined);
    return true;
  };
}

/** `permissions` of a page: the current user's roles. */
export const pagePermissionsResolver: ResolveFn<readonly string[]> = () =>
  inject(AdminAuth).permissions();

/**
 * When the page resolvers run again on a route that stays active: its path params change, the
 * `source` query param changes (copies), or `AdminRouteRefresh` refreshes the page.
 */
export function pageRerun(action: PageAction): RunGuardsAndResolvers {
  return (from, to) =>
    isRefreshNavigation(inject(Router)) ||
    !sameParams(from.params, to.params) ||
    (action === 'create' &&
      (from.queryParamMap.get('source') !== to.queryParamMap.get('source') ||
        from.queryParamMap.get(ɵPREFILL_PARAM) !== to.queryParamMap.get(ɵPREFILL_PARAM)));
}

function sameParams(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** The title of the not-found page. */
export const notFoundTitleResolver: ResolveFn<string> = () =>
  statusTitle(inject(AdminI18n), 'notFound');

/** Resolvers of a status route: the status of the current navigation, spread into inputs. */
export function statusResolvers(kind: AdminRouteStatusKind): {
  title: ResolveFn<string>;
  resource: ResolveFn<Resource | undefined>;
  action: ResolveFn<ResourceAction | undefined>;
  id: ResolveFn<string | undefined>;
  params: ResolveFn<ParentParams | undefined>;
  error: ResolveFn<AdminRouteError | undefined>;
  retry: ResolveFn<() => Promise<boolean>>;
} {
  const status = () => navigationStatus(inject(Router));
  return {
    title: () => statusTitle(inject(AdminI18n), kind, status()),
    resource: () => status()?.resource,
    action: () => status()?.action,
    id: () => status()?.id,
    params: () => status()?.params,
    error: () => status()?.error,
    retry: () => {
      const router = inject(Router);
      return () =>
        router.navigateByUrl(router.url, { onSameUrlNavigation: 'reload', replaceUrl: true });
    },
  };
}
