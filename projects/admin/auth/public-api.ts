export * from './auth';
export { adminAuthInterceptor } from './auth-interceptor';
export * from './auth-provider';
export * from './bearer-token-auth';
