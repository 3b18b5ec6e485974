import { Injectable, InjectionToken, Injector, inject } from '@angular/core';

import { ADMIN_CONFIG, ADMIN_RESOURCES } from './admin-config';
import { AdminMount, type RouterCommands } from './admin-mount';
import { componentName } from './normalize';
import type { PageAction, RecordId, Resource, ResourceAction } from './types';

/**
 * The access check every layer applies (DESIGN §3 "Permissions"): may the current user perform
 * `action` on `resource`? Provided by `auth/` (`AdminAuth.can`), read by the registry, so that
 * repositories, links, guards and buttons share one `can()` without importing `auth/`.
 * Without a provider, everything is allowed (an app with no sign-in).
 */
export const ADMIN_ACCESS = new InjectionToken<
  (resource: Resource | string, action: ResourceAction) => boolean
>('ADMIN_ACCESS');

/**
 * The one place that knows the configured resources: lookup by name, enabled and routed actions,
 * what the user is offered, page paths relative to the mount point, absolute router commands,
 * component names and API paths (SPEC 3.1, 4.1, 4.2). Links, guards, repositories, controllers
 * and the UI ask it rather than recomputing any of these.
 */
@Injectable({ providedIn: 'root' })
export class ResourceRegistry {
  /** The normalised resources, in descriptor order. */
  readonly resources: readonly Resource[] =
    inject(ADMIN_RESOURCES, { optional: true }) ??
    inject(ADMIN_CONFIG, { optional: true })?.resources ??
    [];
  /** The page registry given to `provideAdmin({ pages })`, if any. */
  private readonly pages = inject(ADMIN_CONFIG, { optional: true })?.pages;
  /** Whether the app gave pages at all, counted once (`registered()` serves every link). */
  private readonly hasPages = !!this.pages && Object.keys(this.pages).length > 0;
  private readonly mount = inject(AdminMount);
  private readonly injector = inject(Injector);
  /** Read on first use: the access check (`AdminAuth`) may itself need the registry's tokens. */
  private access?: ((resource: Resource | string, action: ResourceAction) => boolean) | null;

  /** The resource of a name, or undefined. A resource object is returned as it is. */
  find(resource: string | Resource): Resource | undefined {
    return typeof resource === 'string' ? findResource(this.resources, resource) : resource;
  }

  /** The resource of a name; throws naming the unknown name and the known ones. */
  get(resource: string | Resource): Resource {
    const found = this.find(resource);
    if (!found) {
      const known = this.resources.map((r) => `"${r.name}"`).join(', ') || 'none';
      throw new Error(`Unknown resource "${String(resource)}" (known resources: ${known})`);
    }
    return found;
  }

  /** SPEC 3.1: whether the action is enabled for the resource. */
  enabled(resource: string | Resource, action: ResourceAction): boolean {
    return !!this.find(resource)?.actions.includes(action);
  }

  /** Whether a page action has a route (enabled and kept by `routes`). `delete` never has one. */
  routed(resource: string | Resource, action: ResourceAction): action is PageAction {
    return action !== 'delete' && !!this.find(resource)?.routes.includes(action);
  }

  /**
   * Whether the page component of a page action is registered (`provideAdmin({ pages })`); true
   * when the app gave no page registry at all. An unregistered page keeps its route (typing the
   * URL shows the 404 of SPEC 7) but is never offered as a link or button.
   */
  registered(resource: string | Resource, action: PageAction): boolean {
    if (!this.hasPages || !this.pages) return true;
    const target = this.find(resource);
    return !!target && typeof this.pages[componentName(target, action)] === 'function';
  }

  /** The access check alone (`can()`), whatever the configuration says. */
  allows(resource: string | Resource, action: ResourceAction): boolean {
    this.access ??= this.injector.get(ADMIN_ACCESS, null);
    return this.access ? this.access(resource, action) : true;
  }

  /**
   * Whether to offer an action to the current user: enabled, routed and registered when it is a
   * page action, and allowed by `can()`. Reads signals (the user) when the access check does.
   */
  offered(resource: string | Resource, action: ResourceAction): boolean {
    const target = this.find(resource);
    if (!target || !target.actions.includes(action)) return false;
    if (action !== 'delete' && !(this.routed(target, action) && this.registered(target, action))) {
      return false;
    }
    return this.allows(target, action);
  }

  /** SPEC 4.1: the route path of a page, relative to the mount point (`users/:id/edit`). */
  pagePath(resource: string | Resource, action: PageAction): string {
    return resourcePagePath(this.get(resource), action);
  }

  /**
   * Absolute router commands of a page, mount point included: list `['/admin/users']`, create
   * `['/admin/users', 'create']`, show `['/admin/users', 12]`, edit `['/admin/users', 12, 'edit']`.
   * No permission check: see `offered()`.
   */
  pageCommands(
    resource: string | Resource,
    action: PageAction,
    id?: RecordId,
  ): (string | RecordId)[] {
    const { name } = this.get(resource);
    const relative: RouterCommands =
      action === 'list'
        ? [name]
        : action === 'create'
          ? [name, 'create']
          : action === 'show'
            ? [name, id!]
            : [name, id!, 'edit'];
    return this.mount.commands(relative);
  }

  /** The mount point's own commands (the admin's home). */
  homeCommands(): (string | RecordId)[] {
    return this.mount.commands([]);
  }

  /** SPEC 4.2: the page component name `<ResourceName><Action>`. */
  componentName(resource: string | Resource, action: PageAction): string {
    return componentName(this.get(resource), action);
  }

  /** SPEC 4.1: the API path of the resource's collection, or of one record. */
  apiPath(resource: string | Resource, id?: RecordId): string {
    const { api } = this.get(resource);
    return id === undefined ? api : `${api}/${encodeURIComponent(String(id))}`;
  }
}

const indexes = new WeakMap<readonly Resource[], ReadonlyMap<string, Resource>>();

/**
 * The resource of a name in a resource list (the first of a name wins), through an index built
 * once per list: the one lookup behind the registry and `AdminAuth.can()`.
 */
export function findResource(resources: readonly Resource[], name: string): Resource | undefined {
  let index = indexes.get(resources);
  if (!index) {
    index = new Map([...resources].reverse().map((r) => [r.name, r] as const));
    indexes.set(resources, index);
  }
  return index.get(name);
}

/** The route path of a resource page (SPEC 4.1), relative to where `adminRoutes()` is mounted. */
export function resourcePagePath(resource: Pick<Resource, 'name'>, action: PageAction): string {
  switch (action) {
    case 'list':
      return resource.name;
    case 'create':
      return `${resource.name}/create`;
    case 'show':
      return `${resource.name}/:id`;
    case 'edit':
      return `${resource.name}/:id/edit`;
  }
}
