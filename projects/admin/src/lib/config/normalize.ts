// The descriptor rules live in the framework-free core (../core), which the schematics share:
// these are the library's public names for them.
export {
  AdminConfigError,
  DEFAULT_ICON,
  ICON_PATTERN,
  NAME_PATTERN,
  componentName,
  enabledActions,
  normalizeResources,
  parentParam,
  resourceUnder,
  recordLabel,
  type AdminConfigProblem,
} from '../core';
