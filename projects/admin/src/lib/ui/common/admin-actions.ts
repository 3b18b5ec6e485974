import { Injectable, inject } from '@angular/core';

import { AdminAuth } from '../../auth';
import { ADMIN_RESOURCES } from '../../config/admin-config';
import { ResourceLinkService } from '../../links';
import type { PageAction, RecordId, Resource, ResourceAction } from '../../config/types';

/**
 * What the current user may do with a resource, for buttons and links (SPEC 3.1.5, DESIGN §3):
 * an action is offered only when it is enabled, routed (page actions) and allowed by `AdminAuth.can`.
 * Reads signals, so templates and computeds follow sign-in changes.
 */
@Injectable({ providedIn: 'root' })
export class AdminActions {
  private readonly auth = inject(AdminAuth);
  private readonly links = inject(ResourceLinkService);
  private readonly resources = inject(ADMIN_RESOURCES, { optional: true }) ?? [];

  /** The resource of a name; throws naming the unknown name and the known ones. */
  resource(resource: string | Resource): Resource {
    if (typeof resource !== 'string') return resource;
    const found = this.resources.find((r) => r.name === resource);
    if (!found) {
      const known = this.resources.map((r) => `"${r.name}"`).join(', ') || 'none';
      throw new Error(`Unknown resource "${resource}" (known resources: ${known})`);
    }
    return found;
  }

  /** Whether to offer an action: enabled, routed when it is a page action, and permitted. */
  allowed(resource: string | Resource, action: ResourceAction): boolean {
    const target = this.resource(resource);
    if (!target.actions.includes(action)) return false;
    if (action !== 'delete' && !target.routes.includes(action)) return false;
    return this.auth.can(target, action);
  }

  /**
   * The router commands of a page (SPEC 4.1, through `ResourceLinkService.getResourceLink`):
   * list `/<name>`, show `/<name>/<id>`, create `/<name>/create`, edit `/<name>/<id>/edit`;
   * `null` when the page is not offered (or `show`/`edit` lack an id).
   */
  route(
    resource: string | Resource,
    action: PageAction,
    id?: RecordId | null,
  ): (string | RecordId)[] | null {
    const target = this.resource(resource);
    const needsId = action === 'show' || action === 'edit';
    if (needsId && (id === undefined || id === null || id === '')) return null;
    const link = this.links.getResourceLink({
      name: target.name,
      action,
      ...(needsId ? { id: id! } : {}),
    });
    return link ? [...link.routerLink] : null;
  }
}
