// The route table of adminRoutes(): loaded with import() when the router first needs it, so that
// guards, resolvers, status pages and the data layer they use are not part of the initial bundle.
import { inject, isDevMode, type Type } from '@angular/core';
import type { Route, Routes } from '@angular/router';

import { ADMIN_CONFIG, ADMIN_HISTORY, ResourceRegistry } from 'admin/config';
import { ɵresourcePagePath } from 'admin/config';
import { componentName, isPageRouted } from 'admin/core';
import type { AdminPages } from 'admin/config';
import type { PageAction, Resource } from 'admin/core';
import { ADMIN_PAGES, type AdminPageLoader } from './admin-pages';
import { ɵcheckPages, ɵpageLoader } from './admin-pages-internal';
import { ɵlistPageData } from 'admin/controllers';
import {
  ADMIN_LIST_DATA,
  ADMIN_PAGE_CODE,
  listDataResolver,
  pageCodeResolver,
  notFoundTitleResolver,
  pageItemResolver,
  pagePermissionsResolver,
  pageRerun,
  pageTitleResolver,
  statusResolvers,
} from './page-resolvers';
import { pageParentIdResolver, pageParentResolver, pageParentsResolver } from './parent-resolvers';
import { ADMIN_IMPORT_PAGE, type AdminImportPageLoader } from './import-page';
import { importRoute } from './import-route';
import { ADMIN_TRASH_PAGE, type AdminTrashPageLoader } from './trash-page';
import { trashRoute } from './trash-route';
import { unsavedChangesGuard } from './unsaved-changes';
import { auditRoute } from './audit-route';
import { permissionGuard } from './permission-guard';
import { ɵadminHomeGuard } from './permission-guard-internal';
import { ɵADMIN_ROUTE, type AdminRouteMeta } from 'admin/config';
import { ɵADMIN_PAGE_PARENTS } from './route-meta';
import { AdminNextPagePrefetch } from './page-preload';
import { AdminRouteRefresh } from './route-refresh';
import { ɵADMIN_STATUS_PAGE_OVERRIDES, type ɵAdminStatusPages } from './status-pages-internal';
import {
  ADMIN_STATUS,
  matchStatus,
  statusResolver,
  type AdminRouteStatusKind,
} from './route-status';

/** Route order: `create` before `:id`, so that `create` is never taken for a record id. */
const ROUTE_ORDER: readonly PageAction[] = ['list', 'create', 'show', 'edit'];

/**
 * The routes `adminRoutes()` loads, built now from the configuration; must run in an injection
 * context (`TestBed.runInInjectionContext(createAdminRoutes)`, a `loadChildren`...).
 */
export function createAdminRoutes(): Routes {
  const config = inject(ADMIN_CONFIG, { optional: true });
  if (!config) {
    throw new Error(
      'adminRoutes(): the admin is not configured; add provideAdmin({ resources }) to the application providers',
    );
  }
  const { resources } = inject(ResourceRegistry);
  const pages = ɵcheckPages(inject(ADMIN_PAGES), resources);
  const statusPages = statusPageLoaders(inject(ɵADMIN_STATUS_PAGE_OVERRIDES));
  const trashPage = inject(ADMIN_TRASH_PAGE, { optional: true });
  const importPage = inject(ADMIN_IMPORT_PAGE, { optional: true });
  inject(AdminRouteRefresh);
  inject(AdminNextPagePrefetch);

  const routes: Route[] = [
    statusRoute('forbidden', statusPages.forbidden),
    statusRoute('recordNotFound', statusPages.recordNotFound),
    statusRoute('error', statusPages.error),
    { path: '', pathMatch: 'full', canMatch: [ɵadminHomeGuard], children: [] },
  ];
  // The audit log (withHistory()), before the resources' pages: its path is never a record's.
  const history = inject(ADMIN_HISTORY);
  if (history) routes.push(auditRoute(history));
  for (const resource of resources) {
    routes.push(...resourceRoutes(resource, pages, statusPages.notFound, trashPage, importPage));
  }
  routes.push(notFoundRoute('**', statusPages.notFound));
  return routes;
}

/** A status page as a route's `loadComponent`. */
type StatusPageLoader = () => Promise<Type<unknown>>;

/**
 * The status pages' loaders: the app's own (`provideAdminStatusPages`), else the library's, loaded
 * with `import()` when first shown.
 */
function statusPageLoaders(
  overrides: Partial<ɵAdminStatusPages>,
): Record<keyof ɵAdminStatusPages, StatusPageLoader> {
  const loader = (kind: keyof ɵAdminStatusPages): StatusPageLoader => {
    const own = overrides[kind];
    return own
      ? () => Promise.resolve(own)
      : () => import('admin/status').then((m) => m.ɵDEFAULT_STATUS_PAGES[kind]);
  };
  return {
    notFound: loader('notFound'),
    forbidden: loader('forbidden'),
    recordNotFound: loader('recordNotFound'),
    error: loader('error'),
  };
}

function resourceRoutes(
  resource: Resource,
  pages: AdminPages,
  notFound: StatusPageLoader,
  trashPage: AdminTrashPageLoader | null,
  importPage: AdminImportPageLoader | null,
): Route[] {
  const routes: Route[] = [];
  for (const action of ROUTE_ORDER) {
    if (isPageRouted(resource, action)) {
      routes.push(pageRoute(resource, action, pages, notFound));
      // A soft-deleting resource's trash page, beside its list (before `:id`).
      if (action === 'list' && resource.softDelete && trashPage) {
        routes.push(trashRoute(resource, trashPage));
      }
      // A resource's CSV import page, beside its list (before `:id`).
      if (action === 'list' && resource.import && importPage) {
        routes.push(importRoute(resource, importPage));
      }
    } else if (
      action === 'create' &&
      (isPageRouted(resource, 'show') || isPageRouted(resource, 'edit'))
    ) {
      // `/<name>/create` of a resource without a create page is a missing page, not record "create".
      routes.push(notFoundRoute(ɵresourcePagePath(resource, 'create'), notFound));
    }
  }
  return routes;
}

function pageRoute(
  resource: Resource,
  action: PageAction,
  pages: AdminPages,
  notFound: StatusPageLoader,
): Route {
  const component = componentName(resource, action);
  const loader = ɵpageLoader(pages, resource, action);
  const meta: AdminRouteMeta = { resource, action, component, registered: !!loader };
  const path = ɵresourcePagePath(resource, action);
  if (!loader) {
    if (isDevMode()) {
      console.warn(
        `[admin] no page component "${component}" in provideAdmin({ pages }): ` +
          `/${path} shows the not-found page`,
      );
    }
    return {
      path,
      canMatch: [permissionGuard],
      loadComponent: notFound,
      data: { [ɵADMIN_ROUTE]: meta },
      title: pageTitleResolver,
      runGuardsAndResolvers: pageRerun(action),
    };
  }
  const listData = action === 'list' ? ɵlistPageData(loader) : undefined;
  // The page's code is asked for by its first resolver, before its data (the router loads a
  // component only once every resolver is done); the router's own call then joins that load.
  const load = sharedLoad(loader);
  // Route data hides same-named query params from the inputs a page does not get for its action.
  const hidden =
    action === 'list'
      ? { id: undefined, item: undefined }
      : action === 'create'
        ? { id: undefined }
        : {};
  return {
    path,
    canMatch: [permissionGuard],
    loadComponent: load,
    data: { [ɵADMIN_ROUTE]: meta, resource, ...hidden },
    resolve: {
      ...(listData ? {} : { [ADMIN_PAGE_CODE]: pageCodeResolver(load) }),
      title: pageTitleResolver,
      permissions: pagePermissionsResolver,
      ...(action === 'list' ? {} : { item: pageItemResolver }),
      // A nested page (`/posts/:postId/comments`) gets its parent's id and record.
      ...(resource.parents?.length
        ? {
            parentId: pageParentIdResolver,
            parent: pageParentResolver,
            [ɵADMIN_PAGE_PARENTS]: pageParentsResolver,
          }
        : {}),
      // A list page declared with listPage(): its data starts with its chunks.
      ...(listData ? { [ADMIN_LIST_DATA]: listDataResolver(listData, load) } : {}),
    },
    title: pageTitleResolver,
    runGuardsAndResolvers: pageRerun(action),
    // A dirty create or edit form asks before it is left (router navigation; VaForm also asks on tab close).
    ...(action === 'create' || action === 'edit' ? { canDeactivate: [unsavedChangesGuard] } : {}),
  };
}

/**
 * A loader whose calls share one load: the resolver's and the router's (a failed load is asked
 * anew on the next call).
 */
function sharedLoad(loader: AdminPageLoader): AdminPageLoader {
  let pending: ReturnType<AdminPageLoader> | null = null;
  return () => {
    if (pending) return pending;
    const current = loader();
    pending = current;
    current.catch(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
}

function statusRoute(kind: AdminRouteStatusKind, load: StatusPageLoader): Route {
  const resolvers = statusResolvers(kind);
  return {
    path: '**',
    canMatch: [matchStatus(kind)],
    loadComponent: load,
    resolve: { ...resolvers, [ADMIN_STATUS]: statusResolver },
    title: resolvers.title,
    runGuardsAndResolvers: 'always',
  };
}

function notFoundRoute(path: string, load: StatusPageLoader): Route {
  return {
    path,
    canMatch: [permissionGuard],
    loadComponent: load,
    title: notFoundTitleResolver,
    runGuardsAndResolvers: 'always',
  };
}
