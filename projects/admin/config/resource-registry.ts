import { Injectable, Injector, inject } from '@angular/core';
import { Router, type ActivatedRouteSnapshot } from '@angular/router';
import { ADMIN_CONFIG } from './config';
import { AdminMount, type RouterCommands } from './admin-mount';
import { ɵADMIN_ACCESS, ɵResourceCatalog, type ɵAdminAccessCheck } from './resource-catalog';
import { fillApiTemplate, isPageRouted } from 'admin/core';
import { componentName } from 'admin/core';
import type { PageAction, ParentParams, RecordId, Resource, ResourceAction } from 'admin/core';
import { ɵresourcePagePath } from './resource-registry-internal';

/**
 * The one place that knows the configured resources: lookup by name, enabled and routed actions,
 * what the user is offered, page paths relative to the mount point, absolute router commands,
 * component names and API paths (docs/contract.md §3.1, §4.1, §4.2). Links, guards, repositories,
 * controllers and the UI ask it rather than recomputing any of these.
 */
@Injectable({ providedIn: 'root' })
export class ResourceRegistry {
  /** Lookup and enabled actions (`find`, `get`, `enabled` below are its answers). */
  private readonly catalog = inject(ɵResourceCatalog);
  /** The normalised resources, in descriptor order. */
  readonly resources: readonly Resource[] = this.catalog.resources;
  /** The page registry given to `provideAdmin({ pages })`, if any. */
  private readonly pages = inject(ADMIN_CONFIG, { optional: true })?.pages;
  /** Whether the app gave pages at all, counted once (`registered()` serves every link). */
  private readonly hasPages = !!this.pages && Object.keys(this.pages).length > 0;
  private readonly mount = inject(AdminMount);
  private readonly injector = inject(Injector);

  /** Read on first use: the access check (`AdminAuth`) may itself need the registry's tokens. */
  private access?: ɵAdminAccessCheck | null;

  /** The resource of a name, or undefined. A resource object is returned as it is. */
  find(resource: string | Resource): Resource | undefined {
    return this.catalog.find(resource);
  }

  /** The resource of a name; throws naming the unknown name and the known ones. */
  get(resource: string | Resource): Resource {
    return this.catalog.get(resource);
  }

  /** docs/contract.md §3.1: whether the action is enabled for the resource. */
  enabled(resource: string | Resource, action: ResourceAction): boolean {
    return this.catalog.enabled(resource, action);
  }

  /** Whether a page action has a route (enabled and kept by `routes`). `delete` never has one. */
  routed(resource: string | Resource, action: ResourceAction): action is PageAction {
    const found = this.find(resource);
    return !!found && isPageRouted(found, action);
  }

  /**
   * Whether the page component of a page action is registered (`provideAdmin({ pages })`); true
   * when the app gave no page registry at all. An unregistered page keeps its route (typing the
   * URL shows the 404 of docs/contract.md §7) but is never offered as a link or button.
   */
  registered(resource: string | Resource, action: PageAction): boolean {
    if (!this.hasPages || !this.pages) return true;
    const target = this.find(resource);
    return !!target && typeof this.pages[componentName(target, action)] === 'function';
  }

  /**
   * The access check alone (`can()`), whatever the configuration says: true only when the check
   * allows the action (an undecided check, see `ADMIN_ACCESS`, is a no).
   */
  allows(resource: string | Resource, action: ResourceAction): boolean {
    this.access ??= this.injector.get(ɵADMIN_ACCESS, null);
    return this.access ? this.access(resource, action) === true : true;
  }

  /**
   * Whether to offer an action to the current user: enabled, routed and registered when it is a
   * page action, and allowed by `can()`; for a nested resource, the user must also be allowed to
   * see (`show`) every parent. Reads signals (the user) when the access check does.
   */
  offered(resource: string | Resource, action: ResourceAction): boolean {
    const target = this.find(resource);
    if (!target || !this.enabled(target, action)) return false;
    if (action !== 'delete' && !(this.routed(target, action) && this.registered(target, action))) {
      return false;
    }
    return this.allows(target, action) && this.parentsAllowed(target);
  }

  /** Whether `can(parent, 'show')` holds for every parent of a nested resource (true at the top). */
  parentsAllowed(resource: string | Resource): boolean {
    return this.ancestors(resource).every((parent) => this.allows(parent, 'show'));
  }

  /** The parent resources of a nested resource, outermost first; empty for a top-level one. */
  ancestors(resource: string | Resource): Resource[] {
    return (this.get(resource).parents ?? []).map((p) => this.get(p.name));
  }

  /**
   * The parent ids of a nested resource's page or call, by parameter (`{ postId: 12 }`): those
   * given, completed from the page being shown (its route parameters, and the id of a show or
   * edit page of a parent: `/posts/12` gives `postId` 12). Throws naming the ids still missing;
   * `{}` for a top-level resource.
   */
  parentParams(resource: string | Resource, params?: ParentParams | null): ParentParams {
    const target = this.get(resource);
    const parents = target.parents ?? [];
    if (!parents.length) return {};
    const active = parents.some((p) => params?.[p.param] === undefined)
      ? this.activeIds()
      : undefined;
    const result: Record<string, RecordId> = {};
    const missing: string[] = [];
    for (const { name, param } of parents) {
      const value = params?.[param] ?? active?.params[param] ?? active?.ids.get(name);
      if (value === undefined || value === null || value === '') missing.push(`${param} (${name})`);
      else result[param] = value;
    }
    if (missing.length) {
      throw new Error(
        `Resource "${target.name}" is nested under "${parents.map((p) => p.name).join('" / "')}": ` +
          `give the parent id${missing.length > 1 ? 's' : ''} ${missing.join(', ')} in params, ` +
          `e.g. { ${parents.map((p) => `${p.param}: 12`).join(', ')} }`,
      );
    }
    return result;
  }

  /** Like `parentParams`, or undefined instead of throwing when an id is missing. */
  tryParentParams(
    resource: string | Resource,
    params?: ParentParams | null,
  ): ParentParams | undefined {
    try {
      return this.parentParams(resource, params);
    } catch {
      return undefined;
    }
  }

  /**
   * docs/contract.md §4.1: the route path of a page, relative to the mount point
   * (`users/:id/edit`).
   */
  pagePath(resource: string | Resource, action: PageAction): string {
    return ɵresourcePagePath(this.get(resource), action);
  }

  /**
   * Absolute router commands of a page, mount point included: list `['/admin/users']`, create
   * `['/admin/users', 'create']`, show `['/admin/users', 12]`, edit `['/admin/users', 12, 'edit']`.
   * A nested resource's pages start with its parents: `['/admin/posts', 12, 'comments', 3]`; their
   * ids come from `params` (`{ postId: 12 }`), else from the page being shown (see
   * `parentParams`). No permission check: see `offered()`.
   */
  pageCommands(
    resource: string | Resource,
    action: PageAction,
    id?: RecordId,
    params?: ParentParams | null,
  ): (string | RecordId)[] {
    const target = this.get(resource);
    const { name } = target;
    const ids = this.parentParams(target, params);
    const prefix: (string | RecordId)[] = (target.parents ?? []).flatMap((p) => [
      p.name,
      ids[p.param],
    ]);
    const relative: RouterCommands =
      action === 'list'
        ? [...prefix, name]
        : action === 'create'
          ? [...prefix, name, 'create']
          : action === 'show'
            ? [...prefix, name, id!]
            : [...prefix, name, id!, 'edit'];
    return this.mount.commands(relative);
  }

  /**
   * The one answer to "may the user open this page, and where is it": the absolute router commands
   * of a resource page when it is offered to the current user (`offered()`), else `null`. `null`
   * too when a show or edit page has no id, the resource is unknown, or a nested resource's parent
   * ids are neither given (`parents`) nor known from the page shown. Links, buttons, breadcrumbs,
   * redirects after a save and the not-found page all ask it.
   */
  link(
    resource: string | Resource,
    action: PageAction,
    options: { readonly id?: RecordId | null; readonly parents?: ParentParams | null } = {},
  ): (string | RecordId)[] | null {
    const target = this.find(resource);
    const { id } = options;
    const needsId = action === 'show' || action === 'edit';
    if (!target || (needsId && (id === undefined || id === null || id === ''))) return null;
    if (!this.offered(target, action)) return null;
    const params = this.tryParentParams(target, options.parents);
    if (!params) return null;
    return this.pageCommands(target, action, needsId ? (id as RecordId) : undefined, params);
  }

  /** The mount point's own commands (the admin's home). */
  homeCommands(): (string | RecordId)[] {
    return this.mount.commands([]);
  }

  /** docs/contract.md §4.2: the page component name `<ResourceName><Action>`. */
  componentName(resource: string | Resource, action: PageAction): string {
    return componentName(this.get(resource), action);
  }

  /**
   * docs/contract.md §4.1: the API path of the resource's collection, or of one record. A nested
   * resource's template is filled with its parent ids (`posts/12/comments`), from `params` or the
   * page shown.
   */
  apiPath(resource: string | Resource, id?: RecordId, params?: ParentParams | null): string {
    const target = this.get(resource);
    const api = fillApiTemplate(target, this.parentParams(target, params));
    return id === undefined ? api : `${api}/${encodeURIComponent(String(id))}`;
  }

  /**
   * The ids the page being shown knows: its route parameters, and the resource and id of its
   * show or edit page (so a post's page gives the `postId` of its comments).
   */
  private activeIds(): { params: Record<string, string>; ids: Map<string, string> } {
    const params: Record<string, string> = {};
    const ids = new Map<string, string>();
    // Read when needed only: the data layer uses the registry where no router exists (Node).
    const router = this.injector.get(Router, null);
    let snapshot: ActivatedRouteSnapshot | null = router?.routerState.snapshot.root ?? null;
    while (snapshot) {
      Object.assign(params, snapshot.params);
      const resource = snapshot.data['resource'] as Resource | undefined;
      const id = snapshot.params['id'] as string | undefined;
      if (resource && typeof resource === 'object' && typeof resource.name === 'string') {
        for (const parent of resource.parents ?? []) {
          const value = snapshot.params[parent.param] as string | undefined;
          if (value !== undefined) ids.set(parent.name, value);
        }
        if (id !== undefined) ids.set(resource.name, id);
      }
      snapshot = snapshot.firstChild;
    }
    return { params, ids };
  }
}
