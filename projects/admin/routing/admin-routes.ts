import { EnvironmentInjector, inject, runInInjectionContext } from '@angular/core';
import { Router, type CanMatchFn, type Routes, type UrlSegmentGroup } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import { ADMIN_CONFIG } from 'admin/config';
import { ɵADMIN_MOUNT_ROUTE, AdminMount } from 'admin/config';
import { AdminI18n } from 'admin/i18n';

/**
 * The admin's routes, built from `provideAdmin()`'s configuration when the router first needs
 * them (a `loadChildren` run in the app's injector, which loads the route table, guards,
 * resolvers and status pages as a chunk of their own). Mount them under the layout:
 *
 * ```ts
 * provideRouter(
 *   [
 *     // login.ts: `export { VaLogin } from 'admin';` (not `import('admin')`, which keeps every export)
 *     { path: 'login', loadComponent: () => import('./login').then((m) => m.VaLogin) },
 *     { path: '', component: VaLayout, children: adminRoutes() },
 *   ],
 *   withComponentInputBinding(),
 * )
 * ```
 *
 * For each resource and routed action (docs/contract.md §4.1): `/<name>`, `/<name>/create`,
 * `/<name>/:id`, `/<name>/:id/edit`, each guarded by `permissionGuard` and loading its page
 * `<ResourceName><Action>` lazily from the page registry; an empty path that redirects to the
 * first list the user may see; a `**` not-found page. Routes an app puts before `adminRoutes()`
 * (a dashboard on `''`, extra pages) win.
 *
 * Mount them anywhere (`{ path: 'admin', component: VaLayout, children: adminRoutes() }`, or in a
 * lazy-loaded child): links, buttons, redirects and status pages follow the mount point
 * (`AdminMount`).
 */
export function adminRoutes(): Routes {
  // Fetched now, while the app starts (the first navigation needs it), yet not part of the
  // initial bundle: the sign-in page and the shell render without it. (The UI icons start
  // loading with provideAdmin.)
  routeTable().catch(() => undefined);
  return [
    {
      path: '',
      canMatch: [recordMount],
      data: { [ɵADMIN_MOUNT_ROUTE]: true },
      loadChildren: loadAdminRoutes,
    },
  ];
}

/** Records where the admin is mounted: the URL consumed before its routes are matched. */
const recordMount: CanMatchFn = (_route, remaining) => {
  const navigation = inject(Router).currentNavigation();
  if (navigation) {
    const all = primarySegments(navigation.extractedUrl.root);
    inject(AdminMount).record(all.slice(0, Math.max(0, all.length - remaining.length)));
  }
  return true;
};

/** The paths of the primary outlet's segments, from the root down. */
function primarySegments(group: UrlSegmentGroup): string[] {
  const paths: string[] = [];
  for (let current: UrlSegmentGroup | undefined = group; current;) {
    paths.push(...current.segments.map((s) => s.path));
    current = current.children['primary'];
  }
  return paths;
}

let table: Promise<typeof import('./admin-route-table')> | null = null;

/** The route table module, loaded once (a failed load is tried again on the next call). */
function routeTable(): Promise<typeof import('./admin-route-table')> {
  table ??= import('./admin-route-table').catch((error: unknown) => {
    table = null;
    throw error;
  });
  return table;
}

/**
 * Loads and builds the admin's routes (in the router's injection context), once the messages are
 * in (`AdminI18n.ready()`: the English catalogue and the locale's load beside the route table), so
 * that no admin page renders before its messages.
 */
function loadAdminRoutes(): Promise<Routes> {
  const injector = inject(EnvironmentInjector);
  // Restoring the session (`me()`) starts now, while the routes load; the guards await it.
  if (inject(ADMIN_CONFIG, { optional: true })) inject(AdminAuth);
  const messages = inject(AdminI18n).ready();
  return Promise.all([routeTable(), messages]).then(([m]) =>
    runInInjectionContext(injector, m.createAdminRoutes),
  );
}
