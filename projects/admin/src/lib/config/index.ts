export * from './types';
export * from './normalize';
export * from './admin-config';
export * from './admin-mount';
export * from './resource-registry';
