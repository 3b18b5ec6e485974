import { inject } from '@angular/core';

import { ɵADMIN_CONFIRM, type AdminConflictResolver, type FieldConflict } from 'admin/config';
import type { AdminRecord } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from './record-path';

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
