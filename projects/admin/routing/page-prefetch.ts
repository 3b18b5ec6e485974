import { Injectable, inject } from '@angular/core';

import { componentName, type PageAction, type Resource } from 'admin/core';
import { ADMIN_PAGES } from './admin-pages';
import { ɵpageLoader } from './admin-pages-internal';

/**
 * Fetches the code of a resource page before the user opens it: the list table asks when the
 * pointer comes over a row, so that the router's navigation, a moment later, finds the page's
 * chunk there. Only the pages a row offers (allowed and routed, as its links are) are asked for,
 * and only their code: the record is still fetched by the navigation. A failed fetch is asked
 * again next time. Internal.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminPagePrefetch {
  private readonly pages = inject(ADMIN_PAGES);
  private readonly asked = new Set<string>();

  prefetch(resource: Resource, action: PageAction): void {
    const name = componentName(resource, action);
    if (this.asked.has(name)) return;
    const loader = ɵpageLoader(this.pages, resource, action);
    if (!loader) return;
    this.asked.add(name);
    loader().catch(() => this.asked.delete(name));
  }
}
