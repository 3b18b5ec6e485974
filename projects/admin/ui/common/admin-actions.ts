import { Injectable, inject } from '@angular/core';

import { ResourceRegistry } from 'admin/config';
import type { PageAction, RecordId, Resource, ResourceAction } from 'admin/core';

/**
 * What the current user may do with a resource, for buttons and links
 * (docs/contract.md §3.1 item 5, docs/decisions.md §2): an action is offered only when it is
 * enabled, routed (page actions) and allowed by `can()`. Reads signals, so templates and computeds
 * follow sign-in changes. A view over `ResourceRegistry`.
 */
@Injectable({ providedIn: 'root' })
export class AdminActions {
  private readonly registry = inject(ResourceRegistry);

  /** The resource of a name; throws naming the unknown name and the known ones. */
  resource(resource: string | Resource): Resource {
    return this.registry.get(resource);
  }

  /** Whether to offer an action: enabled, routed when it is a page action, and permitted. */
  allowed(resource: string | Resource, action: ResourceAction): boolean {
    return this.registry.offered(this.registry.get(resource), action);
  }

  /**
   * The router commands of a page from the mount point (docs/contract.md §4.1): list `/<name>`,
   * show `/<name>/<id>`, create `/<name>/create`, edit `/<name>/<id>/edit`; `null` when the page is
   * not offered (or `show`/`edit` lack an id, or a nested resource's parent ids are unknown here).
   */
  route(
    resource: string | Resource,
    action: PageAction,
    id?: RecordId | null,
  ): (string | RecordId)[] | null {
    // A nested resource's page needs its parent ids: from the page shown, else no link.
    return this.registry.link(this.registry.get(resource), action, { id });
  }

  /** The admin's home (where `adminRoutes()` is mounted), as router commands. */
  home(): (string | RecordId)[] {
    return this.registry.homeCommands();
  }
}
