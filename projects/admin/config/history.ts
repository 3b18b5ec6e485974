import { InjectionToken, type Type } from '@angular/core';
import type { Observable } from 'rxjs';

import type { AdminRecord, RecordId, Resource } from 'admin/core';

/** What a recorded write did to a record. */
/** `delete`: deleted, or moved to the trash (`softDelete`); `restore`: out of the trash; `purge`: deleted from it. */
export type HistoryAction = 'create' | 'update' | 'delete' | 'restore' | 'purge';

/** One field a write changed: its value before and after (`null` when it had none). */
export interface HistoryFieldChange {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** One recorded write of one record: a version of it, or a line of the audit log. */
export interface HistoryEntry {
  /** The entry's own key. */
  readonly id: RecordId;
  /** The resource's name (as the backend names it: the collection). */
  readonly resource: string;
  readonly recordId: RecordId;
  readonly action: HistoryAction;
  /** The record's version after the write (at the delete for deletes), when the backend has one. */
  readonly version: RecordId | null;
  /** When, as ISO 8601. */
  readonly at: string;
  /** Who wrote it; `null` when the backend does not know (a script, a migration). */
  readonly user: { readonly id: RecordId; readonly name: string } | null;
  /** The fields the write changed (a create's set fields, a delete's fields). */
  readonly changes: readonly HistoryFieldChange[];
  /** The whole record as of this version (what "Restore this version" writes back); null for deletes. */
  readonly record: AdminRecord | null;
}

/** A page of entries, newest first. */
export interface HistoryPage {
  readonly entries: readonly HistoryEntry[];
  /** How many entries match; with `totalCapped`, at least that many. */
  readonly total: number;
  /** The backend stopped counting at `total`: there are more. */
  readonly totalCapped?: boolean;
}

/** Which page to read: `page` from 1. `locale`: the content locale of translatable records. */
export interface HistoryPageRequest {
  readonly page: number;
  readonly perPage: number;
  readonly locale?: string | null;
}

/** The audit log's filters; dates as `YYYY-MM-DD` (whole days, both included). */
export interface AuditLogQuery extends HistoryPageRequest {
  readonly user?: RecordId | null;
  readonly resource?: string | null;
  readonly action?: HistoryAction | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

/**
 * A backend's record history and audit log: what `withHistory(provider)` plugs into the admin.
 * `httpHistory()` (admin/data) reads the demo API's routes; any backend can provide its own.
 * Errors are the backend's (`AdminHttpError` for HTTP ones): the views show them with a retry.
 */
export interface AdminHistoryProvider {
  /** A record's versions, newest first. */
  versions(resource: Resource, id: RecordId, request: HistoryPageRequest): Observable<HistoryPage>;
  /** Every recorded write the user may see, newest first, filtered. */
  auditLog(query: AuditLogQuery): Observable<HistoryPage>;
}

/** The history feature as `withHistory()` configured it. */
export interface AdminHistoryConfig {
  readonly provider: AdminHistoryProvider;
  /** The roles that see the audit log (its page and menu entry); default `['admin']`. */
  readonly auditRoles: readonly string[];
  /** The audit log page's path under the admin's mount point; default `audit`. */
  readonly auditPath: string;
  /** Loads the audit log page's component (the route `adminRoutes()` adds for it). */
  readonly auditPage: () => Promise<Type<unknown>>;
}

/**
 * The history feature, or `null` when it is off (the default): the History panels, the audit
 * log's route and menu entry show only when `withHistory()` provides it.
 */
export const ADMIN_HISTORY = new InjectionToken<AdminHistoryConfig | null>('ADMIN_HISTORY', {
  providedIn: 'root',
  factory: () => null,
});
