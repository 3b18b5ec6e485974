import { Injectable, inject } from '@angular/core';

import { AdminAuth } from 'admin/auth';
import { ResourceRegistry } from 'admin/config';
import type { ParentParams, RecordId, Resource } from 'admin/core';

/**
 * The CSV imports of resources (`import` in their descriptors), without any UI: which resources
 * offer one, who may use it, and the link of its page (`<list>/import`).
 */
@Injectable({ providedIn: 'root' })
export class AdminImports {
  private readonly registry = inject(ResourceRegistry);
  private readonly auth = inject(AdminAuth);

  /** Whether the resource's descriptor offers an import (`import`). */
  has(resource: string | Resource): boolean {
    return !!this.registry.find(resource)?.import;
  }

  /**
   * Whether the user may import: the resource offers an import, the user may create its records
   * (the `create` action, allowed by `can()`; its page need not be routed) and holds one of `import.roles` when it names some.
   */
  canImport(resource: string | Resource): boolean {
    const target = this.registry.find(resource);
    if (!target?.import || !this.may(target, 'create')) return false;
    const roles = target.import.roles;
    return !roles || this.auth.permissions().some((role) => roles.includes(role));
  }

  /** Whether the user's import may also update records (`can(…, 'edit')`). */
  canUpdate(resource: string | Resource): boolean {
    return this.canImport(resource) && this.may(this.registry.get(resource), 'edit');
  }

  /** Enabled and allowed by `can()` (with the parents of a nested resource); no page needed. */
  private may(resource: Resource, action: 'create' | 'edit'): boolean {
    return (
      resource.actions.includes(action) &&
      this.registry.allows(resource, action) &&
      this.registry.parentsAllowed(resource)
    );
  }

  /**
   * The router commands of the import page of `resource` (`<list>/import`), or null when the
   * user may not import (or its list has no route).
   */
  link(resource: string | Resource, parents?: ParentParams | null): (string | RecordId)[] | null {
    if (!this.canImport(resource)) return null;
    const list = this.registry.link(resource, 'list', { parents });
    return list && [...list, 'import'];
  }
}
