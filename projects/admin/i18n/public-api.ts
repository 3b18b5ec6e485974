export { ADMIN_MESSAGES, AdminI18n, provideAdminMessages, type MessageParams } from './i18n';
export * from './messages-en';
export * from './messages-fr';
