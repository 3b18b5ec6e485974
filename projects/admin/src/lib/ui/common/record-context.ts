import { InjectionToken, type Signal } from '@angular/core';

import type { AdminRecord, Resource } from '../../config/types';

/**
 * The record a group of fields shows, provided by an enclosing component (`VaShow` provides it,
 * so `<va-text-field source="title" />` inside it needs no `[record]`).
 */
export interface VaRecordContext {
  readonly record: Signal<AdminRecord | null | undefined>;
  readonly resource: Signal<Resource | null | undefined>;
}

export const VA_RECORD_CONTEXT = new InjectionToken<VaRecordContext>('VA_RECORD_CONTEXT');

/** The value at a property path of a record: `author.name` reads `record.author.name`. */
export function readPath(record: AdminRecord | null | undefined, path: string): unknown {
  if (!record) return undefined;
  if (path in record) return record[path];
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
