export * from './va-show';
