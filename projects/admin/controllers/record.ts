import {
  Injectable,
  computed,
  inject,
  linkedSignal,
  signal,
  untracked,
  type Signal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { Router } from '@angular/router';
import {
  EMPTY,
  catchError,
  combineLatest,
  filter,
  map,
  merge,
  of,
  startWith,
  switchMap,
} from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ResourceRegistry, type AdminLiveChange } from 'admin/config';
import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { DeleteController } from './delete';
import { AdminLiveUpdates, type LiveAuthor } from './live-updates';
import { ɵerrorMessage } from './notifier-internal';

/** What a record page shows: the resource, the record the route resolver fetched, or its id. */
export interface RecordSource {
  readonly resource: Resource;
  /** The record already fetched (the route resolver's `item`): used as it is, no request. */
  readonly item?: AdminRecord | null;
  /** The record's id: fetched when there is no `item`, or in another content locale. */
  readonly id?: RecordId | null;
}

/** Where the record of a page stands. */
export interface RecordState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly record?: AdminRecord | null;
  readonly error?: unknown;
}

/** A change made elsewhere to the record a page shows (live updates, `withRealtime()`). */
export interface LiveRecordNotice extends LiveAuthor {
  readonly type: 'updated' | 'deleted';
  /** Updates: the labels of the fields that changed (all the changes since the page loaded). */
  readonly fields: readonly string[];
  /** The message to show ("Changed by Eddie at 10:42", "This post was deleted…"). */
  readonly message: string;
  /** An edit page: the new version waits for `FormController.loadLatest()` (the user typed). */
  readonly pending?: boolean;
}

/**
 * The record of a show page, without any UI: the `item` the route resolver fetched is used as it
 * is (no second request); the record is fetched by id only when no item is given or another
 * content locale is chosen, with loading, error and retry. One instance per page:
 * `providers: [RecordController]`, then `connect(() => ({ resource, item, id }))`.
 */
@Injectable()
export class RecordController {
  private readonly repositories = inject(ResourceRepositories);
  private readonly i18n = inject(AdminI18n);
  private readonly registry = inject(ResourceRegistry);
  private readonly deletion = inject(DeleteController);
  private readonly router = inject(Router, { optional: true });
  private readonly live = inject(AdminLiveUpdates);
  private readonly auth = inject(AdminAuth);
  private readonly source = signal<() => RecordSource | null>(() => null);
  private readonly attempt = signal(0);
  /** Bumped when a pending write of the record was committed: fetched again then. */
  private readonly committed = signal(0);

  /** The content locale of a translatable resource; `null`: the record as given. */
  readonly locale = signal<string | null>(null);

  /** The record's key (its resource's `idField`): the item's, else the given one. */
  readonly id = computed<RecordId | null>(() => {
    const source = this.source()();
    const id = recordId(source?.resource, source?.item) ?? source?.id;
    return typeof id === 'string' || typeof id === 'number' ? id : null;
  });

  private readonly request = computed(() => {
    const source = this.source()();
    const locale = this.locale();
    return {
      resource: source?.resource ?? null,
      item: locale || this.committed() ? null : (source?.item ?? null),
      id: this.id(),
      locale,
    };
  });

  /** The state of the record: idle (nothing to show), loading, ready or error. */
  readonly state: Signal<RecordState> = toSignal(
    combineLatest([toObservable(this.request), toObservable(this.attempt)]).pipe(
      switchMap(([{ resource, item, id, locale }]) => {
        if (item) return of<RecordState>({ status: 'ready', record: item });
        if (!resource || id === null) return of<RecordState>({ status: 'idle' });
        return this.repositories
          .for(resource)
          .get(id, locale ? { locale } : {})
          .pipe(
            map((record): RecordState => ({ status: 'ready', record })),
            catchError((error: unknown) => of<RecordState>({ status: 'error', error })),
            startWith<RecordState>({ status: 'loading' }),
          );
      }),
    ),
    { initialValue: { status: 'idle' } },
  );

  /** The record as changed elsewhere since it was fetched (live updates); null: as fetched. */
  private readonly liveRecord = linkedSignal<RecordState, AdminRecord | null>({
    source: () => this.state(),
    computation: () => null,
  });
  private readonly liveNotice = linkedSignal<RecordState, LiveRecordNotice | null>({
    source: () => this.state(),
    computation: () => null,
  });
  /**
   * What changed elsewhere since the page loaded (live updates): the record updated in place, or
   * deleted; null when nothing did.
   */
  readonly notice = this.liveNotice.asReadonly();

  /**
   * The record, once there, as pending optimistic and undoable writes show it (`null` while a
   * pending delete hides it; undone or refused, exactly the record fetched), with the changes
   * made elsewhere since (live updates).
   */
  readonly record = computed(() => {
    const record = this.liveRecord() ?? this.state().record ?? null;
    const resource = this.source()()?.resource;
    if (!record || !resource) return record;
    // Field permissions: never a field the user may not read, whoever gave the record.
    const shown = this.repositories.for(resource).applyPendingOne(record);
    return shown && this.auth.fieldAccess(resource).readable(shown);
  });

  /**
   * Whether the user may read a field of the record (field permissions, `AdminAuth.fieldAccess()`):
   * a show page leaves a hidden field out. Reads signals.
   */
  canRead(source: string): boolean {
    const resource = this.source()()?.resource;
    return !resource || this.auth.fieldAccess(resource).canRead(source);
  }

  constructor() {
    toObservable(computed(() => this.source()()?.resource ?? null))
      .pipe(
        switchMap((resource) =>
          resource ? this.repositories.for(resource).pendingEvents() : EMPTY,
        ),
        filter(
          ({ change, phase }) =>
            phase === 'committed' &&
            change.kind === 'update' &&
            change.ids.some((id) => String(id) === String(this.id())),
        ),
        takeUntilDestroyed(),
      )
      .subscribe(() => this.committed.update((n) => n + 1));
    // Live updates: the record shown changes in place; after a gap, it is fetched again.
    toObservable(computed(() => this.source()()?.resource ?? null))
      .pipe(
        switchMap((resource) =>
          resource ? merge(this.live.changes(resource), this.live.refetches()) : EMPTY,
        ),
        takeUntilDestroyed(),
      )
      .subscribe((message) => {
        const change = message as AdminLiveChange;
        if (!('resource' in change)) {
          if (untracked(this.state).status === 'ready') this.reload();
        } else {
          this.applyChange(change);
        }
      });
  }

  private applyChange(change: AdminLiveChange): void {
    const resource = untracked(this.source)()?.resource;
    const shown = untracked(this.liveRecord) ?? untracked(this.state).record;
    if (!resource || !shown || !this.live.concerns(resource, shown, change)) return;
    if (change.type === 'deleted') {
      this.liveNotice.set(this.live.notice(resource, change, null));
      return;
    }
    // The user's own save: this tab shows it already (the page after a save fetches it).
    if (change.type !== 'updated' || this.live.mine(change)) return;
    const locale = resource.translatable ? (untracked(this.locale) ?? this.i18n.locale()) : null;
    this.live.latest(resource, shown, change, locale).subscribe({
      next: (record) => {
        if (String(recordId(resource, record)) !== String(untracked(this.id))) return;
        this.liveRecord.set(record);
        this.liveNotice.set(this.live.notice(resource, change, untracked(this.liveNotice)));
      },
      error: () => undefined,
    });
  }
  readonly loading = computed(() => this.state().status === 'loading');
  /** The error of the last fetch, or undefined. */
  readonly error = computed(() => this.state().error);
  /** A readable message for the error ("not found" for a 404), or ''. */
  readonly errorText = computed(() => {
    const state = this.state();
    if (state.status !== 'error') return '';
    if ((state.error as { status?: unknown } | null)?.status === 404) {
      return this.i18n.t('admin.show.notFound');
    }
    return this.i18n.t('admin.show.error', { message: ɵerrorMessage(this.i18n, state.error) });
  });

  /** Follows what the page shows (read in a reactive context: signals inside are tracked). */
  connect(source: () => RecordSource | null): void {
    this.source.set(source);
  }

  /** Fetches the record again from the server (after an action changed it there). */
  reload(): void {
    this.committed.update((n) => n + 1);
  }

  /** Hides the notice of a change made elsewhere. */
  dismissNotice(): void {
    this.liveNotice.set(null);
  }

  /** Fetches the record again after an error. */
  retry(): void {
    this.attempt.update((n) => n + 1);
  }

  /**
   * Asks, deletes the record shown and notifies (`DeleteController`); once deleted (or pending,
   * for an optimistic or undoable delete) the router goes to the resource's list, or to the
   * admin's home when the list is not offered. Resolves `true` once deleted.
   */
  async delete(): Promise<boolean> {
    const resource = untracked(this.source)()?.resource;
    const record = untracked(this.record);
    if (!resource || !record) return false;
    if (!(await this.deletion.deleteRecord(resource, record))) return false;
    await this.router?.navigate(
      this.registry.link(resource, 'list') ?? this.registry.homeCommands(),
    );
    return true;
  }
}
