export * from './names';
export { PARAM_PATTERN, fillApiTemplate, parentParam, singularize } from './nesting';
export * from './normalize';
export * from './types';
