export * from './provide-admin';
