/*
 * The internals of ./route-meta.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { type WithRouteData, type AdminRouteMeta } from './route-meta';

/**
 * Key of the admin metadata in a route's `data`. A symbol, so that `withComponentInputBinding()`
 * never hands it to a page input.
 */
export const ɵADMIN_ROUTE = Symbol('admin.route');

/** The admin metadata of a route (config or snapshot), if it has any. */
export function ɵadminRouteMeta(
  route: WithRouteData | null | undefined,
): AdminRouteMeta | undefined {
  const meta = route?.data?.[ɵADMIN_ROUTE] as AdminRouteMeta | undefined;
  return meta && typeof meta === 'object' ? meta : undefined;
}
