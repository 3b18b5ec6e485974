import type { AdminMessages } from './messages-en';

/**
 * The built-in catalogues of the locales other than English, by locale: each is loaded with
 * `import()` the first time its locale is used, so that no app downloads it before a user picks
 * that locale. Another locale is one line here (and its `messages-<locale>.ts`).
 *
 * Internal: not in the public API (a plain object so that specs can spy on a loader).
 */
export const BUILT_IN_MESSAGES: Record<string, () => Promise<AdminMessages>> = {
  fr: () => import('./messages-fr').then((m) => m.FR_MESSAGES),
};
