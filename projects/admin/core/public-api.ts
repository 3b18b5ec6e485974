/*
 * admin/core: The descriptor core: types, normalisation, validation and name forms of resource descriptors, with no Angular dependency (the schematics load it as a CommonJS bundle).
 *
 * Written by hand: each line names a file whose exports are public (`export *`), or the public
 * types of a file whose code stays internal (`export type`). Names prefixed with ɵ are shared
 * with the package's other entry points and are not part of the API (Angular's convention).
 */

export * from './names';
export * from './nesting';
export * from './normalize';
export * from './operations';
export { ɵclosest } from './problems';
export * from './types';
