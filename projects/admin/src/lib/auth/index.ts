export * from './auth-provider';
