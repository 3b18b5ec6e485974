export * from './notifier';
export * from './delete';
export * from './save';
export * from './record';
export * from './references';
export * from './list';
export * from './prefill';
export * from './reference-many';
