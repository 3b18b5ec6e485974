import { Injectable, Injector, inject, signal, type Signal } from '@angular/core';
import { EMPTY, filter, map, of, share, tap, type Observable } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import {
  ADMIN_CLIENT_ID,
  ADMIN_REALTIME,
  type AdminLiveChange,
  type AdminLivePresence,
  type AdminRealtimeStatus,
} from 'admin/config';
import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel } from './field-label';
import type { LiveRecordNotice } from './record';

/** Who made a change and when, as a notice says it ("changed by Eddie at 10:42"). */
export interface LiveAuthor {
  /** The writer's name; empty when the API did not say. */
  readonly user: string;
  /** The time, formatted in the UI locale; empty when the API did not say. */
  readonly time: string;
}

/** Whether a change is of `resource`: its `api` (the last segment of a nested one's). */
function concerns(resource: Resource, change: AdminLiveChange): boolean {
  const api = resource.api;
  return api === change.resource || api.slice(api.lastIndexOf('/') + 1) === change.resource;
}

/** The change's record key (`idField`): the change's id, unless the resource names another field. */
function keyOf(resource: Resource, change: AdminLiveChange): RecordId | undefined {
  const key = change.record?.[resource.idField];
  if (typeof key === 'string' || typeof key === 'number') return key;
  return resource.idField === 'id' ? change.id : undefined;
}

/**
 * The live updates of the pages (`withRealtime()`): the changes of one resource, with their
 * records tagged with their version (a later write is checked against it) and their cached
 * copies forgotten, and the requests to load everything again. Without `withRealtime()` it
 * delivers nothing, and nothing is connected.
 */
@Injectable({ providedIn: 'root' })
export class AdminLiveUpdates {
  private readonly transport = inject(ADMIN_REALTIME, { optional: true });
  private readonly repositories = inject(ResourceRepositories);
  private readonly injector = inject(Injector);
  private readonly i18n = inject(AdminI18n);
  /** This browser tab's id, which its writes carry (`X-Admin-Client`) and their events echo. */
  private readonly client = inject(ADMIN_CLIENT_ID);
  /** Connected once, for good (while the transport's conditions hold, e.g. signed in). */
  private readonly messages = this.transport
    ? this.transport.messages.pipe(share({ resetOnRefCountZero: false }))
    : EMPTY;

  /** Whether live updates are set up (`withRealtime()`). */
  readonly enabled = this.transport !== null;
  /** Where the connection stands (`off` without `withRealtime()`). */
  readonly status: Signal<AdminRealtimeStatus> =
    this.transport?.status ?? signal<AdminRealtimeStatus>('off').asReadonly();

  constructor() {
    // Pages come and go: the stream stays open between them, so that none misses an event.
    this.messages.subscribe();
  }

  /** The changes of `resource` made elsewhere, while subscribed. */
  changes(resource: Resource): Observable<AdminLiveChange> {
    return this.messages.pipe(
      filter(
        (m): m is AdminLiveChange =>
          m.type !== 'refetch' && m.type !== 'presence' && concerns(resource, m),
      ),
      tap((change) => {
        const key = keyOf(resource, change);
        this.repositories.for(resource).invalidate(key === undefined ? undefined : [key]);
      }),
    );
  }

  /**
   * Whether a change is of `record`: its key (`idField`), or its `id` (the API's id, which the
   * change names, when the resource is keyed by another field).
   */
  concerns(
    resource: Resource,
    record: AdminRecord | null | undefined,
    change: AdminLiveChange,
  ): boolean {
    if (!record) return false;
    const key = keyOf(resource, change);
    if (key !== undefined && String(recordId(resource, record)) === String(key)) return true;
    const id = record['id'];
    return (typeof id === 'string' || typeof id === 'number') && String(id) === String(change.id);
  }

  /**
   * The record a change made of `base` (a row, the record shown), tagged with its version: the
   * change's record over `base` (the embedded `include` data of `base` stays); fetched again
   * (`get`, in `locale`) when the change carries none, or when the resource is translatable (the
   * change's record is in the stream's language, not necessarily the page's).
   */
  latest(
    resource: Resource,
    base: AdminRecord,
    change: AdminLiveChange,
    locale?: string | null,
  ): Observable<AdminRecord> {
    const repository = this.repositories.for(resource);
    if (change.record && !resource.translatable) {
      return of(repository.received({ ...base, ...change.record }, change.version));
    }
    const key = recordId(resource, base) ?? change.id;
    return repository
      .get(key, resource.translatable && locale ? { locale } : {})
      .pipe(
        map((fetched) =>
          repository.received({ ...base, ...fetched }, repository.versionOf(fetched)),
        ),
      );
  }

  /** Emits when changes may have been missed: the pages load again. */
  refetches(): Observable<unknown> {
    return this.messages.pipe(filter((m) => m.type === 'refetch'));
  }

  /** Who is on a record changed (`withPresence()`): the records' presence, as the API tells it. */
  presence(): Observable<AdminLivePresence> {
    return this.messages.pipe(filter((m): m is AdminLivePresence => m.type === 'presence'));
  }

  /**
   * Whether this tab made the change (its own save, echoed back): when the change names the tab
   * that wrote it (`client`), exactly when that is this one (the user's other tabs' changes are
   * shown as anyone's); otherwise (an API that does not say), when the signed-in user made it.
   */
  mine(change: AdminLiveChange): boolean {
    if (typeof change.client === 'string') return change.client === this.client;
    // Asked for only with live updates on, when a change arrives (AdminAuth exists by then).
    const me = this.injector.get(AdminAuth).user()?.id;
    return me !== undefined && change.user != null && String(change.user.id) === String(me);
  }

  /**
   * The notice of a change to the record a page shows: who and when; for an update, the labels of
   * the fields changed since the page loaded (`previous`'s and this change's).
   */
  notice(
    resource: Resource,
    change: AdminLiveChange,
    previous: LiveRecordNotice | null,
  ): LiveRecordNotice {
    const author = this.author(change);
    const names = {
      singularLower: this.i18n.resourceName(resource, 'singular').toLowerCase(),
      ...author,
    };
    if (change.type === 'deleted') {
      return {
        type: 'deleted',
        fields: [],
        ...author,
        message: this.i18n.t(
          author.user
            ? 'admin.live.deletedWhileEditing'
            : 'admin.live.deletedWhileEditingBySomeone',
          names,
        ),
      };
    }
    const fields = [
      ...new Set([
        ...(previous?.fields ?? []),
        ...(change.changed ?? []).map((field) => fieldLabel(this.i18n, resource, field)),
      ]),
    ];
    return {
      type: 'updated',
      fields,
      ...author,
      message: this.i18n.t(
        author.user ? 'admin.live.changedBy' : 'admin.live.changedBySomeone',
        names,
      ),
    };
  }

  /** Who made a change and when, for a notice. */
  author(change: AdminLiveChange): LiveAuthor {
    const at = change.at ? new Date(change.at) : null;
    const time =
      at && !Number.isNaN(at.getTime())
        ? new Intl.DateTimeFormat(this.i18n.locale(), { timeStyle: 'short' }).format(at)
        : '';
    return { user: change.user?.name ?? '', time };
  }
}
