import { isPlatformBrowser } from '@angular/common';
import { DestroyRef, Injectable, PLATFORM_ID, inject } from '@angular/core';
import { NavigationEnd, Router, type ActivatedRouteSnapshot } from '@angular/router';

import { AdminAuth } from 'admin/auth';
import { isPageRouted, type PageAction, type Resource, type ResourceAction } from 'admin/core';
import { ɵAdminPagePrefetch } from './page-prefetch';
import { ɵadminRouteMeta } from 'admin/config';

/**
 * The page a user most likely opens next from a page of `resource`: a list's rows link to the
 * record's show page (its edit page when there is none), a show page offers edit. Null when there
 * is none.
 */
export function nextPage(resource: Resource, action: ResourceAction): PageAction | null {
  const routed = (a: PageAction) => isPageRouted(resource, a);
  if (action === 'list') return routed('show') ? 'show' : routed('edit') ? 'edit' : null;
  if (action === 'show') return routed('edit') ? 'edit' : null;
  return null;
}

/** How long an idle browser is waited for before the next page's code is fetched anyway (ms). */
const IDLE_TIMEOUT = 2000;

/**
 * Fetches the code of the page a user most likely opens next (`nextPage`) once the current page's
 * navigation ended and the browser idles, as the list table does when the pointer comes over a row: a
 * keyboard or touch user, who never hovers, then waits only for the record, not for the next
 * page's chunks as well. Only pages the user may open, each once (`ɵAdminPagePrefetch`), in the
 * browser only. Internal; started by the route table.
 */
@Injectable({ providedIn: 'root' })
export class AdminNextPagePrefetch {
  private readonly router = inject(Router);
  private readonly auth = inject(AdminAuth);
  private readonly prefetch = inject(ɵAdminPagePrefetch);

  constructor() {
    if (!isPlatformBrowser(inject(PLATFORM_ID))) return;
    const subscription = this.router.events.subscribe((event) => {
      if (event instanceof NavigationEnd) this.afterNavigation();
    });
    inject(DestroyRef).onDestroy(() => subscription.unsubscribe());
  }

  private afterNavigation(): void {
    const meta = ɵadminRouteMeta(deepest(this.router.routerState.snapshot.root));
    if (!meta || typeof meta.resource === 'string') return;
    const resource = meta.resource;
    const next = nextPage(resource, meta.action);
    if (!next || !this.auth.can(resource, next)) return;
    // The page's own code is there (the router loaded it before ending the navigation): the next
    // page's comes when the browser idles, while this page waits for its data.
    whenIdle(() => this.prefetch.prefetch(resource, next));
  }
}

function deepest(root: ActivatedRouteSnapshot): ActivatedRouteSnapshot {
  let route = root;
  while (route.firstChild) route = route.firstChild;
  return route;
}

function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: typeof requestIdleCallback })
    .requestIdleCallback;
  if (idle) idle(run, { timeout: IDLE_TIMEOUT });
  else setTimeout(run, 0);
}
