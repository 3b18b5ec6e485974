/*
 * Public API of the `admin` library.
 */
export * from './lib/config';
export * from './lib/auth';
export * from './lib/data';
export * from './lib/controllers';
export * from './lib/i18n';
export * from './lib/links';
export * from './lib/routing';
export * from './lib/ui';
export * from './lib/setup';
