export * from './common';
export * from './icons';
export * from './layout';
export * from './fields';
export * from './list';
export * from './show';
export * from './inputs';
export * from './form';
