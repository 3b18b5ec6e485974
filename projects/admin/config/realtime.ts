import { InjectionToken, type Signal } from '@angular/core';
import type { Observable } from 'rxjs';

import type { AdminRecord, RecordId } from 'admin/core';
import type { AdminLivePresence } from './presence';
import { ɵnewTabId } from './realtime-internal';

/** A record written elsewhere, as a live-updates transport delivers it. */
export interface AdminLiveChange {
  readonly type: 'created' | 'updated' | 'deleted';
  /** The API's name of the resource (matched against a resource's `api`, e.g. `posts`). */
  readonly resource: string;
  /** The record's key. */
  readonly id: RecordId;
  /** The record's version after the write (`ETag`-style string or number), when the API says. */
  readonly version?: string | number;
  /** Who wrote it, when the API says (null: not a user, e.g. a script). */
  readonly user?: { readonly id: string | number; readonly name: string } | null;
  /** When, ISO 8601. */
  readonly at?: string;
  /** Updates: the fields whose value changed, when the API says. */
  readonly changed?: readonly string[];
  /** Created and updated: the record as the reader may read it, when the API sends it. */
  readonly record?: AdminRecord;
  /**
   * The tab that wrote it, when the API says: the `ADMIN_CLIENT_ID` its write carried (the
   * `X-Admin-Client` header of `withRealtime()`). Tells the user's own save from their other tabs'.
   */
  readonly client?: string;
}

/**
 * What the pages are told: a change, or `refetch` when changes may have been missed (the API
 * reset its events, or the connection was lost for too long to resume): open pages load again;
 * or who is on a record now (`presence`, with `withPresence()`).
 */
export type AdminLiveMessage =
  | AdminLiveChange
  | AdminLivePresence
  | { readonly type: 'refetch'; readonly reason: 'reset' | 'gap' };

/**
 * Where the connection stands: `off` (nobody listens, or nobody is signed in), `connecting`,
 * `live`, or `reconnecting` (lost, trying again after a delay).
 */
export type AdminRealtimeStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

/**
 * The seam of live updates (`withRealtime()`): a source of the changes other people make. The
 * admin ships a server-sent-events one (`AdminSseTransport`, admin/data); a WebSocket or any
 * other transport implements the same two members. `messages` is hot and shared: the transport
 * connects while someone subscribes, and delivers each change once to every subscriber.
 */
export interface AdminRealtimeTransport {
  readonly messages: Observable<AdminLiveMessage>;
  readonly status: Signal<AdminRealtimeStatus>;
}

/** The live-updates transport; absent (the default), pages update only when they load. */
export const ADMIN_REALTIME = new InjectionToken<AdminRealtimeTransport>('ADMIN_REALTIME');

/**
 * This app instance's id: one per browser tab (random, made once per injector root), sent with
 * the admin API's writes as `X-Admin-Client` with `withRealtime()`, so that the API's events say
 * which tab wrote (`AdminLiveChange.client`) and a user's other tabs see their changes as others'.
 */
export const ADMIN_CLIENT_ID = new InjectionToken<string>('ADMIN_CLIENT_ID', {
  providedIn: 'root',
  factory: ɵnewTabId,
});
