// The dialect contract lives in config/ (config/api-dialect.ts), so that the configuration can
// name it without depending on data/; data/ implements it.
export type * from '../config/api-dialect';
