export * from './auth-provider';
export * from './bearer-token-auth';
export * from './admin-auth';
export * from './before-sign-out';
export * from './auth-interceptor';
