export * from './provide-admin';
export * from './admin-features';
