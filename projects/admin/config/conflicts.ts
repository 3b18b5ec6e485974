import { InjectionToken } from '@angular/core';

/** One field of a version conflict: what it was, what the server has now, what the user typed. */
export interface FieldConflict {
  /** The field (a path such as `author.name` for nested inputs). */
  readonly field: string;
  /** The value the user started from. */
  readonly base: unknown;
  /** The value on the server now. */
  readonly server: unknown;
  /** The value the user typed. */
  readonly mine: unknown;
  readonly changedOnServer: boolean;
  readonly changedByMe: boolean;
}

/** What the conflict question shows: the fields that differ, with their labels. */
export interface ConflictQuestion {
  readonly title: string;
  readonly message: string;
  readonly fields: readonly (FieldConflict & { readonly label: string })[];
}

/**
 * The user's answer to a version conflict: `reload` (the server's copy with the user's changes on
 * top), `overwrite` (save the user's values over it) or `cancel` (also Escape and the backdrop).
 */
export type ConflictChoice = 'reload' | 'overwrite' | 'cancel';

/** Asks what to do with a save the API refused because the record changed since it was read. */
export interface AdminConflictResolver {
  ask(question: ConflictQuestion): Promise<ConflictChoice>;
}

/**
 * The question a `FormController` asks on a version conflict (412, 409). `provideAdmin` binds it
 * to the Material dialog (`AdminConflicts`, admin/feedback); any component kit can provide its
 * own. Without a provider, the confirmation (`ADMIN_CONFIRM`) asks whether to overwrite: "no"
 * reloads the server's copy and keeps the user's changes on top.
 */
export const ADMIN_CONFLICTS = new InjectionToken<AdminConflictResolver>('ADMIN_CONFLICTS');
