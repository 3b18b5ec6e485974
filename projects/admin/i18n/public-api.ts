/*
 * admin/i18n: The message catalogues and the UI locale.
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export { ADMIN_MESSAGES, AdminI18n, provideAdminMessages, type MessageParams } from './i18n';
export { EN_MESSAGES, type AdminMessages } from './messages-en';
export { FR_MESSAGES } from './messages-fr';
