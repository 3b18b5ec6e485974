import { InjectionToken, makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';

import type { AdminMessages } from './messages-en';

// Apart from `AdminI18n` (i18n.ts): `withMessages()` is set up with the app, and must not bring the
// message catalogues into its first download.

/** Extra or overriding messages for one locale, e.g. `resources.users.name.singular`. */
export interface AdminMessagesEntry {
  readonly locale: string;
  readonly messages: AdminMessages;
}

/** Multi-provider token of the app's messages, merged over the built-in ones. */
export const ADMIN_MESSAGES = new InjectionToken<readonly AdminMessagesEntry[]>('ADMIN_MESSAGES');

/**
 * Adds or overrides messages for a locale:
 * `provideAdminMessages('fr', { resources: { users: { name: { singular: 'Utilisateur', plural: 'Utilisateurs' } } } })`.
 */
export function provideAdminMessages(
  locale: string,
  messages: AdminMessages,
): EnvironmentProviders {
  return makeEnvironmentProviders([
    { provide: ADMIN_MESSAGES, multi: true, useValue: { locale, messages } },
  ]);
}
