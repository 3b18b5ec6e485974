import type { Type } from '@angular/core';

import type { RecordId, Resource, ResourceAction } from 'admin/core';

// The descriptor types are framework-free and live in admin/core, which the schematics share;
// the types below involve Angular or the signed-in user.

/**
 * docs/contract.md §4.2: the page components, looked up by `<ResourceName><Action>`, loaded lazily.
 */
export type AdminPages = Record<string, () => Promise<Type<unknown>>>;

/** A signed-in user as the auth provider returns it. */
export interface AdminUser {
  readonly id?: RecordId;
  readonly name?: string;
  readonly email?: string;
  readonly roles?: readonly string[];
  readonly [key: string]: unknown;
}

/** Context of the `canAccess` hook. */
export interface AccessContext {
  readonly resource: Resource;
  readonly action: ResourceAction;
  readonly user: AdminUser | null;
  /**
   * Set when the question is about one field (`AdminAuth.fieldAccess`): `action: 'show'` asks
   * whether the user may read it (`false` hides it), `'edit'` whether they may write it (`false`
   * makes it read-only); `undefined` falls back to the entry's `fields`.
   */
  readonly field?: string;
}

/**
 * Decides access first; returning `true` or `false` is final, `undefined` (or nothing) falls back
 * to the resource's `permissions`.
 */
export type CanAccessFn = (context: AccessContext) => boolean | undefined | void;
