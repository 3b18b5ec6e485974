import type { AdminMessages } from './messages-en';

/**
 * The built-in catalogues, by locale: each is loaded with `import()` the first time its locale is
 * used, so that no app downloads one before it is needed. English, the fallback of every other
 * locale, is loaded while the admin's routes load (only its shell part, `messages-en-shell.ts`,
 * is in the first download). Another locale is one line here (and its `messages-<locale>.ts`).
 *
 * Internal: not in the public API (a plain object so that specs can spy on a loader).
 */
export const BUILT_IN_MESSAGES: Record<string, () => Promise<AdminMessages>> = {
  en: () => import('./messages-en').then((m) => m.EN_MESSAGES),
  fr: () => import('./messages-fr').then((m) => m.FR_MESSAGES),
};

/**
 * Built-in catalogues already at hand, by locale: `AdminI18n` takes them at once instead of
 * loading them (a test set-up puts English here, so that specs render without waiting).
 *
 * Internal: not in the public API.
 */
export const ɵLOADED_MESSAGES = new Map<string, AdminMessages>();
