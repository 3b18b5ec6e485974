/*
 * admin/core: The descriptor core: types, normalisation, validation and name forms of resource descriptors, with no Angular dependency (the schematics load it as a CommonJS bundle).
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). The internals shared with the
 * package's other entry points (prefixed with ɵ, Angular's convention) are exported by one line,
 * the last: ./private-export.ts; scripts/check-package.mjs fails on a ɵ name from any other.
 */

export * from './names';
export * from './nesting';
export * from './normalize';
export * from './operations';
export * from './types';
export * from './private-export';
