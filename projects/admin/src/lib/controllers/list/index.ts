export * from './list-controller';
export * from './list-page';
export * from './list-prefetch';
export * from './list-query';
