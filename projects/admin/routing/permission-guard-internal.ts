/*
 * The internals of ./permission-guard.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { inject } from '@angular/core';
import { Router, UrlTree, type CanMatchFn, type GuardResult } from '@angular/router';
import { AdminAuth } from 'admin/auth';
import { ADMIN_CONFIG, type ResolvedAdminConfig } from 'admin/config';
import { ResourceRegistry } from 'admin/config';
import { adminStatusRedirect } from './route-status';

/** The URL being navigated to, as the user asked for it. */
function targetUrl(router: Router): string {
  const navigation = router.currentNavigation();
  return navigation ? router.serializeUrl(navigation.extractedUrl) : router.url;
}

/** The login route with `returnUrl` set to the URL being navigated to. */
export function ɵloginTree(router: Router, config: ResolvedAdminConfig | null): UrlTree {
  const login = config?.loginRoute ?? '/login';
  const tree = router.parseUrl(login.startsWith('/') ? login : `/${login}`);
  const returnUrl = targetUrl(router);
  const path = (url: string) => url.split(/[?#]/)[0].replace(/\/+$/, '');
  if (path(returnUrl) !== path(router.serializeUrl(tree)) && returnUrl !== '/') {
    tree.queryParams = { ...tree.queryParams, returnUrl };
  }
  return tree;
}

/**
 * `canMatch` of the empty path where `adminRoutes()` is mounted: sends the user to the first
 * resource list (in descriptor order) they may see; signed out → the login route; nothing
 * visible → the forbidden page. It never matches, so an app may put its own home page before it.
 */
export const ɵadminHomeGuard: CanMatchFn = async (): Promise<GuardResult> => {
  const auth = inject(AdminAuth);
  const router = inject(Router);
  const config = inject(ADMIN_CONFIG);
  const registry = inject(ResourceRegistry);
  await auth.ready();
  if (!auth.signedIn()) return ɵloginTree(router, config);
  // A nested list lives under a parent record: never the home page.
  const first = registry.resources.find((r) => !r.parent && registry.offered(r, 'list'));
  const commands = first && registry.link(first, 'list');
  if (!commands) return adminStatusRedirect({ kind: 'forbidden', action: 'list' }, router);
  return router.createUrlTree(commands);
};
