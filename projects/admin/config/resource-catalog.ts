import { Injectable, InjectionToken, inject } from '@angular/core';

import { ADMIN_CONFIG } from './config';
import { isActionEnabled, type Resource, type ResourceAction } from 'admin/core';

// Apart from `ResourceRegistry` (resource-registry.ts) so that the access check, which the app
// needs from its first request, does not bring the registry's links, parents and router commands
// into the first download: the registry answers these questions by asking this class.

/**
 * The access check every layer applies (docs/decisions.md §4 "Permissions"): may the current user
 * perform `action` on `resource`? `true` yes, `false` no, `undefined` when it cannot tell yet (the
 * session is still being restored, or nobody is signed in and no `canAccess` hook decides). What
 * shows actions (links, guards, buttons: `ResourceRegistry.allows`) reads `undefined` as no; the
 * repositories (`data/`) refuse a call only on `false`, and otherwise let the server decide.
 */
export type ɵAdminAccessCheck = (
  resource: Resource | string,
  action: ResourceAction,
) => boolean | undefined;

/**
 * The one `can()` (docs/decisions.md §4): provided by `auth/` (`AdminAuth.check`, wired by
 * `provideAdmin`), read by the registry and the repositories, so that repositories, links, guards
 * and buttons share it without importing `auth/`. Without a provider, everything is allowed (an app
 * with no sign-in).
 */
export const ɵADMIN_ACCESS = new InjectionToken<ɵAdminAccessCheck>('ADMIN_ACCESS');

/**
 * The configured resources and the rules that need nothing else: lookup by name and whether an
 * action is enabled (docs/contract.md §3.1). `ResourceRegistry.find`, `get` and `enabled` are these
 * (the registry asks this class); `AdminAuth` asks it directly.
 */
@Injectable({ providedIn: 'root' })
export class ɵResourceCatalog {
  /** The normalised resources, in descriptor order. */
  readonly resources: readonly Resource[] =
    inject(ADMIN_CONFIG, { optional: true })?.resources ?? [];

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

  /** docs/contract.md §3.1: whether the action is enabled for the resource. */
  enabled(resource: string | Resource, action: ResourceAction): boolean {
    const found = this.find(resource);
    return !!found && isActionEnabled(found, action);
  }
}

const indexes = new WeakMap<readonly Resource[], ReadonlyMap<string, Resource>>();

/**
 * The resource of a name in a resource list (the first of a name wins), through an index built
 * once per list: the one lookup behind the registry and `AdminAuth.can()`.
 */
function findResource(resources: readonly Resource[], name: string): Resource | undefined {
  let index = indexes.get(resources);
  if (!index) {
    index = new Map([...resources].reverse().map((r) => [r.name, r] as const));
    indexes.set(resources, index);
  }
  return index.get(name);
}
