import {
  InjectionToken,
  makeEnvironmentProviders,
  reflectComponentType,
  type EnvironmentProviders,
  type Type,
} from '@angular/core';

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

const STATUS_PAGE_KEYS: readonly (keyof ɵAdminStatusPages)[] = [
  'notFound',
  'forbidden',
  'recordNotFound',
  'error',
];

/** The status pages an app replaced (`provideAdminStatusPages`); the others stay the library's. */
export const ɵADMIN_STATUS_PAGE_OVERRIDES = new InjectionToken<Partial<ɵAdminStatusPages>>(
  'ADMIN_STATUS_PAGE_OVERRIDES',
  { providedIn: 'root', factory: () => ({}) },
);

/**
 * Replaces some of the library's status pages with standalone components of the app:
 * `provideAdminStatusPages({ notFound: MyNotFound })`. They receive their inputs through
 * `withComponentInputBinding()`.
 */
export function provideAdminStatusPages(pages: Partial<ɵAdminStatusPages>): EnvironmentProviders {
  if (!pages || typeof pages !== 'object') {
    throw new TypeError('provideAdminStatusPages(pages): pages must be an object');
  }
  for (const [key, page] of Object.entries(pages)) {
    if (!(STATUS_PAGE_KEYS as readonly string[]).includes(key)) {
      throw new TypeError(
        `provideAdminStatusPages(pages): unknown page "${key}" (valid: ${STATUS_PAGE_KEYS.join(', ')})`,
      );
    }
    if (page !== undefined && !reflectComponentType(page as Type<unknown>)) {
      throw new TypeError(
        `provideAdminStatusPages(pages): "${key}" must be a standalone component class`,
      );
    }
  }
  const defined = Object.fromEntries(Object.entries(pages).filter(([, page]) => page));
  return makeEnvironmentProviders([
    { provide: ɵADMIN_STATUS_PAGE_OVERRIDES, useValue: Object.freeze(defined) },
  ]);
}
