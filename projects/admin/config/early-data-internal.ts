/*
 * The internals of ./early-data.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken } from '@angular/core';
import type { AuthProvider } from './auth-contract';
import { EARLY_DATA_KEY } from './early-data';

/** The global the early-data script leaves its requests in. */
export const ɵEARLY_DATA_GLOBAL = '__adminEarlyData';

/**
 * What `withEarlyData()` tells the data layer: the auth provider, whose token the requests go
 * with (`tokenKey`: where it is kept, none: requests go without one; `token()`: the current one;
 * `tokenScheme`: `Bearer` by default, Django REST framework's `Token`).
 */
export type ɵEarlyDataOptions = Pick<AuthProvider, 'tokenKey' | 'token' | 'tokenScheme'>;

/** Provided by `withEarlyData()`; absent, no early data is remembered or picked up. */
export const ɵEARLY_DATA_OPTIONS = new InjectionToken<ɵEarlyDataOptions>('ADMIN_EARLY_DATA');

/** Forgets the remembered pages and any early response not picked up (at sign-out). */
export function ɵforgetEarlyData(): void {
  if (typeof window !== 'undefined') {
    delete (window as unknown as Record<string, unknown>)[ɵEARLY_DATA_GLOBAL];
  }
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(EARLY_DATA_KEY);
  } catch {
    // nothing kept
  }
}
