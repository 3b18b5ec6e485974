import { InjectionToken } from '@angular/core';
import type { Observable } from 'rxjs';

import type { RecordId, Resource } from 'admin/core';

/** What a page does with a record: shows it (`view`) or edits it (`edit`). */
export type PresenceMode = 'view' | 'edit';

/** One browser tab on a record. */
export interface PresencePerson {
  readonly user: { readonly id: RecordId; readonly name: string };
  readonly mode: PresenceMode;
  /** Since when it is there in this mode (ISO 8601): an editor's since when it holds the lock. */
  readonly since: string;
  /** The tab's id (each page picks a random one): how a page tells itself from the others. */
  readonly tab: string;
}

/** Who is on a record now; at most one person edits it (holds its lock). */
export interface PresenceState {
  /** The backend's name of the resource (its collection, e.g. `posts`). */
  readonly resource: string;
  /** The record's id, as the backend names it. */
  readonly id: RecordId;
  readonly people: readonly PresencePerson[];
}

/** A page joins a record, or says it is still there (a heartbeat). */
export interface PresenceJoin {
  readonly mode: PresenceMode;
  readonly tab: string;
  /** Take the edit lock from whoever holds it (admins, or the same user in another tab). */
  readonly takeOver?: boolean;
}

/**
 * The backend's answer to a join: who is there, and whether the page got what it asked
 * (`granted` false: it asked to edit and someone else holds the lock; it is there as a viewer).
 */
export interface PresenceAnswer {
  readonly state: PresenceState;
  readonly granted: boolean;
}

/** Who is on a record changed, as a live-updates transport delivers it (`AdminLiveMessage`). */
export interface AdminLivePresence extends PresenceState {
  readonly type: 'presence';
}

/**
 * A backend's presence and soft locks: what `withPresence(provider)` plugs into the admin.
 * `httpPresence()` (admin/data) uses the demo API's routes. Changes made by others reach the
 * pages through the live-updates transport (`withRealtime()`, `presence` messages), and without
 * it at each heartbeat. Errors are the backend's (`AdminHttpError` for HTTP ones).
 */
export interface AdminPresenceProvider {
  /** Joins the record, or renews the page's presence; answers who is there. */
  join(resource: Resource, id: RecordId, request: PresenceJoin): Observable<PresenceAnswer>;
  /**
   * The page leaves the record. `keepalive`: the page is closing (`pagehide`): the request must
   * outlive it.
   */
  leave(
    resource: Resource,
    id: RecordId,
    tab: string,
    options?: { readonly keepalive?: boolean },
  ): Observable<void>;
}

/** The presence feature as `withPresence()` configured it. */
export interface AdminPresenceConfig {
  readonly provider: AdminPresenceProvider;
  /** Milliseconds between a page's heartbeats (default 20 000; the demo API forgets after 60 s). */
  readonly heartbeat: number;
  /**
   * The roles offered "Take over" on a record someone else edits (default `['admin']`); the
   * backend decides (the demo API: `TAKE_OVER_ROLES`).
   */
  readonly takeOverRoles: readonly string[];
}

/**
 * The presence feature, or `null` when it is off (the default): who views or edits a record and
 * its edit lock show on its pages only when `withPresence()` provides it.
 */
export const ADMIN_PRESENCE = new InjectionToken<AdminPresenceConfig | null>('ADMIN_PRESENCE', {
  providedIn: 'root',
  factory: () => null,
});
