/*
 * Public API of the `admin` library: the public names of every entry point, so that
 * `import { … } from 'admin'` keeps working. Each concern is also its own entry point
 * (`admin/config`, `admin/data`, …) with a hand-written public-api.ts.
 *
 * `export *`, so that a lazy page's code stays out of the first download (README, "Entry points").
 * The descriptor core is the exception: its code is all needed at start, and `admin` gives only
 * the names apps use; the rest of `admin/core` serves the schematics and the other entry points.
 */

export {
  AdminConfigError,
  componentName,
  ICON_PATTERN,
  MUTATION_MODES,
  NAME_PATTERN,
  normalizeResources,
  PAGE_ACTIONS,
  parentParam,
  RESOURCE_ACTIONS,
  type AdminConfigProblem,
  type AdminRecord,
  type ApiDialectRef,
  type MutationMode,
  type OperationMethod,
  type PageAction,
  type ParentParams,
  type RecordId,
  type Resource,
  type ResourceAction,
  type ResourceDescriptor,
  type ResourceGrant,
  type ResourceInclude,
  type ResourceLabel,
  type ResourceOperation,
  type ResourceOperations,
  type ResourceParent,
  type ResourceParentDescriptor,
  type ResourcePermission,
} from 'admin/core';
export * from 'admin/config';
export * from 'admin/i18n';
export * from 'admin/data';
export * from 'admin/auth';
export * from 'admin/icons';
export * from 'admin/controllers';
export * from 'admin/status';
export * from 'admin/routing';
export * from 'admin/links';
export * from 'admin/feedback';
export * from 'admin/shell';
export * from 'admin/ui';
export * from 'admin/setup';
