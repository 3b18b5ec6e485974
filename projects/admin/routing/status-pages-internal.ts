/*
 * The internals of ./status-pages.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken, type Type } from '@angular/core';

/** The library pages the router shows instead of a resource page; each one can be replaced. */
export interface ɵAdminStatusPages {
  /** Unknown URL, disabled action, unregistered page component (docs/contract.md §7). */
  readonly notFound: Type<unknown>;
  /** Signed in without the permission for the page (403). Inputs `resource`, `action`. */
  readonly forbidden: Type<unknown>;
  /** The record of a show, edit or copy page does not exist. Inputs `resource`, `id`. */
  readonly recordNotFound: Type<unknown>;
  /** Loading the page's record failed. Inputs `error`, `resource`, `id`, `retry`. */
  readonly error: Type<unknown>;
}

/** The status pages an app replaced (`provideAdminStatusPages`); the others stay the library's. */
export const ɵADMIN_STATUS_PAGE_OVERRIDES = new InjectionToken<Partial<ɵAdminStatusPages>>(
  'ADMIN_STATUS_PAGE_OVERRIDES',
  { providedIn: 'root', factory: () => ({}) },
);
