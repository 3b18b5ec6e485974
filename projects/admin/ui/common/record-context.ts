import { InjectionToken, type Signal } from '@angular/core';

import type { AdminRecord, Resource } from 'admin/core';

/**
 * The record a group of fields shows, provided by an enclosing component (`VaShow` provides it,
 * so `<va-text-field source="title" />` inside it needs no `[record]`).
 */
export interface VaRecordContext {
  readonly record: Signal<AdminRecord | null | undefined>;
  readonly resource: Signal<Resource | null | undefined>;
  /**
   * Whether the user may read a field (field permissions, `AdminAuth.fieldAccess()`): a field
   * hidden from the user is left out of the page. Absent: every field is shown.
   */
  readonly canRead?: (source: string) => boolean;
}

export const VA_RECORD_CONTEXT = new InjectionToken<VaRecordContext>('VA_RECORD_CONTEXT');

// Headless (controllers/): the reference loaders read paths too.
