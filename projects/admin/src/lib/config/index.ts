export * from './types';
export * from './normalize';
export * from './admin-config';
