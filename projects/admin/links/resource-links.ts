import { Injectable, inject } from '@angular/core';
import { ResourceRegistry } from 'admin/config';
import {
  PAGE_ACTIONS,
  RESOURCE_ACTIONS,
  type PageAction,
  type ParentParams,
  recordId,
  type AdminRecord,
  type RecordId,
  type ResourceAction,
} from 'admin/core';
import { AdminI18n } from 'admin/i18n';

/**
 * docs/contract.md §2.9: a link object given to the helpers; `icon` and `text` override the
 * defaults.
 */
export interface ResourceLinkInput {
  /** Resource name. */
  readonly name: string;
  /**
   * The page the link opens; default `list`. `delete` is accepted but has no page, so its link
   * is always `false` (docs/contract.md §4.4: a menu never needs an extra test).
   */
  readonly action?: ResourceAction;
  /** Default: the resource icon. */
  readonly icon?: string;
  /** Default: the localised resource name (plural for list) or page title ("New user"). */
  readonly text?: string;
  /**
   * The record of a `show` or `edit` link (required for them, or `record`): its key, the value
   * of the resource's `idField` (`12`, or `'hello-world'` for `idField: 'slug'`).
   */
  readonly id?: RecordId;
  /** The record itself, instead of `id`: its key is read from the resource's `idField`. */
  readonly record?: AdminRecord;
  /**
   * The parent ids of a nested resource's page, by parameter: `{ postId: 12 }`. Those left out
   * come from the page being shown (its route, or the parent's own show or edit page).
   */
  readonly params?: ParentParams;
}

/**
 * A built link: every docs/contract.md §2.9 field filled in, plus the router commands of the page.
 */
export interface ResourceLink {
  readonly name: string;
  readonly action: PageAction;
  readonly icon: string;
  readonly text: string;
  readonly id?: RecordId;
  /** The parent ids of a nested resource's link (`{ postId: 12 }`); absent at the top level. */
  readonly params?: ParentParams;
  /**
   * Router commands (docs/contract.md §4.1) from the mount point of `adminRoutes()`: `['/users']`,
   * `['/users/create']`, `['/users', id, 'edit']`; under `/admin`, `['/admin/users']`...
   */
  readonly routerLink: readonly (string | RecordId)[];
}

/** docs/contract.md §2.9: a group entry of a hierarchical menu, as given to `getResourceLinks`. */
export interface ResourceLinkGroupInput {
  readonly icon?: string;
  readonly text: string;
  readonly expanded?: boolean;
  readonly children: readonly ResourceLinkEntry[];
}

/** A built group: only permitted children, never empty. */
export interface ResourceLinkGroup {
  readonly icon?: string;
  readonly text: string;
  readonly expanded: boolean;
  readonly children: readonly (ResourceLink | ResourceLinkGroup)[];
}

/** An entry of `getResourceLinks`; `false`, `null` and `undefined` are skipped. */
export type ResourceLinkEntry =
  string | ResourceLinkInput | ResourceLinkGroupInput | false | null | undefined;

/**
 * The link helpers of docs/contract.md §4.4. They read signals (user, roles, locale): wrap calls in
 * `computed()` and menus follow sign-in, sign-out and locale switches.
 */
@Injectable({ providedIn: 'root' })
export class ResourceLinkService {
  private readonly registry = inject(ResourceRegistry);
  private readonly i18n = inject(AdminI18n);

  /**
   * A link to a resource page: a name points to the list page; a link object may choose the
   * action (`show`/`edit` need `id`) and override `icon` and `text`; a nested resource's link
   * takes its parent ids in `params` (`{ name: 'comments', action: 'create', params: { postId: 12 } }`
   * → `['/posts', 12, 'comments', 'create']`). `false` when the resource is unknown, the action
   * disabled or without a route (`delete` never has one), or the user may not perform it (nor see
   * a parent). Throws only for input that is not a link at all (e.g. an action that does not
   * exist, a missing `id` or parent id).
   */
  getResourceLink(link: string | ResourceLinkInput): ResourceLink | false {
    const input: ResourceLinkInput = typeof link === 'string' ? { name: link } : link;
    if (typeof input !== 'object' || input === null || typeof input.name !== 'string') {
      throw new TypeError(
        `getResourceLink: expected a resource name or a link object with a "name", got ${describe(link)}`,
      );
    }
    const requested: ResourceAction = input.action ?? 'list';
    if (!RESOURCE_ACTIONS.includes(requested)) {
      throw new TypeError(
        `getResourceLink: unknown action "${String(requested)}" for "${input.name}" (actions: ${RESOURCE_ACTIONS.join(', ')})`,
      );
    }
    // `delete` is an action without a page (docs/contract.md §4.1): no route, so no link.
    if (!isPageAction(requested)) return false;
    const action = requested;
    const needsId = action === 'show' || action === 'edit';
    const resource = this.registry.find(input.name);
    const id = input.id ?? (input.record ? recordId(resource, input.record) : undefined);
    if (needsId && (id === undefined || id === null || id === '')) {
      throw new TypeError(
        `getResourceLink: a "${action}" link to "${input.name}" needs an "id"` +
          (input.record ? ` (its record has no "${resource?.idField ?? 'id'}")` : ''),
      );
    }
    if (!resource || !this.registry.offered(resource, action)) return false;
    let params: ParentParams;
    try {
      params = this.registry.parentParams(resource, input.params);
    } catch (error) {
      throw new TypeError(`getResourceLink: ${(error as Error).message}`);
    }
    const routerLink = this.registry.link(resource, action, { id, parents: params });
    if (!routerLink) return false;
    return {
      name: resource.name,
      action,
      icon: input.icon ?? resource.icon,
      text:
        input.text ??
        (action === 'list'
          ? this.i18n.resourceName(resource, 'plural')
          : this.i18n.pageTitle(resource, action)),
      ...(needsId ? { id } : {}),
      ...(resource.parents?.length ? { params } : {}),
      routerLink,
    };
  }

  /**
   * The permitted links of a menu, to spread into it: names and link objects become links
   * (denied ones are left out), groups keep only their permitted children and are left out when
   * none remain; `false`, `null` and `undefined` entries are skipped.
   */
  getResourceLinks(list: readonly ResourceLinkEntry[]): (ResourceLink | ResourceLinkGroup)[] {
    if (!Array.isArray(list)) {
      throw new TypeError(`getResourceLinks: expected an array, got ${describe(list)}`);
    }
    const links: (ResourceLink | ResourceLinkGroup)[] = [];
    list.forEach((entry, index) => {
      if (entry === false || entry === null || entry === undefined) return;
      if (typeof entry === 'object' && 'children' in entry) {
        if (!Array.isArray(entry.children)) {
          throw new TypeError(
            `getResourceLinks: the "children" of entry ${index} must be an array`,
          );
        }
        const children = this.getResourceLinks(entry.children);
        if (children.length === 0) return;
        links.push({
          ...(entry.icon === undefined ? {} : { icon: entry.icon }),
          text: entry.text,
          expanded: entry.expanded ?? false,
          children,
        });
        return;
      }
      if (typeof entry !== 'string' && (typeof entry !== 'object' || !('name' in entry))) {
        throw new TypeError(
          `getResourceLinks: entry ${index} is neither a resource name, a link object nor a group: ${describe(entry)}`,
        );
      }
      const link = this.getResourceLink(entry);
      if (link) links.push(link);
    });
    return links;
  }
}

function isPageAction(action: ResourceAction): action is PageAction {
  return (PAGE_ACTIONS as readonly ResourceAction[]).includes(action);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
