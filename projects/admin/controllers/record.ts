import { Injectable, computed, inject, signal, untracked, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { Router } from '@angular/router';
import { EMPTY, catchError, combineLatest, filter, map, of, startWith, switchMap } from 'rxjs';

import { ResourceRegistry } from 'admin/config';
import { recordId, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { DeleteController } from './delete';
import { ɵerrorMessage } from './notifier';

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

  /**
   * The record, once there, as pending optimistic and undoable writes show it (`null` while a
   * pending delete hides it; undone or refused, exactly the record fetched).
   */
  readonly record = computed(() => {
    const record = this.state().record ?? null;
    const resource = this.source()()?.resource;
    return record && resource ? this.repositories.for(resource).applyPendingOne(record) : record;
  });

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
