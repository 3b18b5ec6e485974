/**
 * The descriptor core: types, normalisation, validation and name forms of resource descriptors,
 * with no Angular dependency. The library re-exports its public names from `config/`; the
 * schematics load it as a CommonJS bundle (scripts/build-schematics.mjs).
 */
export * from './types';
export * from './names';
export * from './normalize';
export { PARAM_PATTERN, fillApiTemplate, parentParam, singularize } from './nesting';
