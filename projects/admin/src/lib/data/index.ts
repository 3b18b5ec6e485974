export * from './api-dialect';
