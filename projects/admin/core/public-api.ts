/*
 * admin/core: The descriptor core: types, normalisation, validation and name forms of resource descriptors, with no Angular dependency (the schematics load it as a CommonJS bundle).
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export { kebabCase, pascalCase } from './names';
export { componentName, resourceNames, type ResourceNames } from './names';
export { PARAM_PATTERN, fillApiTemplate, parentParam, singularize } from './nesting';
export {
  AdminConfigError,
  DEFAULT_ICON,
  DESCRIPTOR_KEYS,
  ICON_PATTERN,
  NAME_PATTERN,
  checkDescriptor,
  enabledActions,
  normalizeResources,
  recordLabel,
  resourceUnder,
  routedPages,
  type AdminConfigProblem,
  type DescriptorProblem,
} from './normalize';
export {
  MUTATION_MODES,
  PAGE_ACTIONS,
  RESOURCE_ACTIONS,
  type AdminRecord,
  type ApiDialectRef,
  type DescriptorData,
  type MutationMode,
  type PageAction,
  type ParentParams,
  type RecordId,
  type Resource,
  type ResourceAction,
  type ResourceDescriptor,
  type ResourceGrant,
  type ResourceInclude,
  type ResourceLabel,
  type ResourceParent,
  type ResourceParentDescriptor,
  type ResourcePermission,
} from './types';
