export * from './resource-links';
