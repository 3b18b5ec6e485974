/*
 * The internals of ./admin-mount.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */

/**
 * Key set in the `data` of the route `adminRoutes()` returns, so that the mount point can be found
 * in the router configuration. A symbol: `withComponentInputBinding()` never hands it to a page.
 */
export const ɵADMIN_MOUNT_ROUTE = Symbol('admin.mount');
