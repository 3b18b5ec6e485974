export * from './messages-en';
export * from './messages-fr';
export * from './admin-i18n';
