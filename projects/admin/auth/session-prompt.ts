import { InjectionToken } from '@angular/core';

import type { AdminUser } from 'admin/config';

// The port of an ended session's UI, apart from AdminSessionRenewal: provideAdmin binds it at start,
// while the renewal's code loads with the first 401 that needs it (adminAuthInterceptor).

/** What the sign-in dialog is told about the session that ended. */
export interface AdminSessionPromptContext {
  /** The user whose session ended (the page and the waiting writes are theirs). */
  readonly user: AdminUser;
}

/** What the user is told after signing in as someone else than the user whose session ended. */
export interface AdminSessionSwitchContext {
  /** The user whose session ended: their page and waiting writes were discarded. */
  readonly previous: AdminUser;
  /** The user now signed in. */
  readonly user: AdminUser;
}

/**
 * The UI of an ended session, as a port (`auth/` decides, the UI asks): `provideAdmin` binds it
 * to the Material dialogs of `admin/ui`; any component kit can provide its own. Without one
 * (`null`), a 401 signs out to the login route.
 */
export interface AdminSessionPrompt {
  /**
   * Asks the user to sign in again over the page (through `AdminAuth.login()`); resolves the
   * signed-in user, or null when the user gave up.
   */
  signIn(context: AdminSessionPromptContext): Promise<AdminUser | null>;
  /** Tells the user that what the previous user left (page, typed values, writes) was discarded. */
  switched(context: AdminSessionSwitchContext): Promise<void> | void;
}

/** The UI of an ended session (see `AdminSessionPrompt`); null: none, a 401 signs out. */
export const ADMIN_SESSION_PROMPT = new InjectionToken<AdminSessionPrompt | null>(
  'ADMIN_SESSION_PROMPT',
  { providedIn: 'root', factory: () => null },
);
