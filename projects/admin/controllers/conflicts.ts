import { InjectionToken, inject } from '@angular/core';

import { ɵADMIN_CONFIRM } from 'admin/config';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from './record-path';

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

/** Deep equality of JSON values, `null`, `undefined` and `''` all meaning "empty". */
function sameValue(a: unknown, b: unknown): boolean {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].every((key) => sameValue((a as AdminRecord)[key], (b as AdminRecord)[key]));
}

/**
 * The fields of a version conflict, field by field: each of `fields` (the form's inputs) that
 * changed on the server (`server` vs `base`, the copy the user started from) or that the user
 * changed (`mine` vs `base`), in the order of `fields`.
 */
export function ɵrecordConflicts(
  fields: readonly string[],
  base: AdminRecord | null | undefined,
  server: AdminRecord | null | undefined,
  mine: AdminRecord | null | undefined,
): FieldConflict[] {
  const result: FieldConflict[] = [];
  for (const field of fields) {
    const was = ɵreadPath(base, field);
    const now = ɵreadPath(server, field);
    const typed = ɵreadPath(mine, field);
    const changedOnServer = !sameValue(was, now);
    const changedByMe = !sameValue(was, typed);
    if (!changedOnServer && !changedByMe) continue;
    result.push({ field, base: was, server: now, mine: typed, changedOnServer, changedByMe });
  }
  return result;
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
 * reloads the server's copy and keeps the user's changes on top (`ɵconfirmConflicts`).
 */
export const ADMIN_CONFLICTS = new InjectionToken<AdminConflictResolver>('ADMIN_CONFLICTS');

/** The conflict question asked through `ADMIN_CONFIRM` (call in an injection context). */
export function ɵconfirmConflicts(): AdminConflictResolver {
  const confirm = inject(ɵADMIN_CONFIRM);
  const i18n = inject(AdminI18n);
  return {
    ask: async ({ title, message, fields }) => {
      const list = fields.map((f) => f.label).join(', ');
      const overwrite = await confirm({
        title,
        message: list ? `${message}\n\n${list}` : message,
        confirmText: i18n.t('admin.conflict.overwrite'),
        cancelText: i18n.t('admin.conflict.reload'),
      });
      return overwrite ? 'overwrite' : 'reload';
    },
  };
}
