import {
  makeEnvironmentProviders,
  reflectComponentType,
  type EnvironmentProviders,
  type Type,
} from '@angular/core';
import { ɵADMIN_STATUS_PAGE_OVERRIDES, type ɵAdminStatusPages } from './status-pages-internal';

const STATUS_PAGE_KEYS: readonly (keyof ɵAdminStatusPages)[] = [
  'notFound',
  'forbidden',
  'recordNotFound',
  'error',
];

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
