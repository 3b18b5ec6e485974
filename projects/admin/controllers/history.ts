import { Injectable, computed, inject, signal, type Signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { catchError, combineLatest, map, of, startWith, switchMap } from 'rxjs';

import { AdminAuth, type FieldAccess } from 'admin/auth';
import { ADMIN_HISTORY } from 'admin/config';
import type { HistoryEntry, HistoryPage } from 'admin/config';
import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel } from './field-label';
import { historyFieldDiff, type HistoryFieldDiff } from './history-diff';
import { ADMIN_NOTIFIER } from './notifier';
import { ɵerrorMessage } from './notifier-internal';
import { SaveController, type SaveResult } from './save';

/** The record whose history a panel shows. */
export interface HistorySource {
  readonly resource: Resource;
  readonly id: RecordId | null;
  /** The record as the page shows it: its version is the one a restore is based on. */
  readonly record: AdminRecord | null;
  /** The content locale of a translatable resource. */
  readonly locale?: string | null;
}

/** Where a page of history stands. */
export interface HistoryState {
  readonly status: 'off' | 'idle' | 'loading' | 'ready' | 'error';
  readonly page?: HistoryPage;
  readonly error?: unknown;
}

/** An entry with its changed fields ready to show. */
export interface HistoryVersion {
  readonly entry: HistoryEntry;
  readonly diffs: readonly HistoryFieldDiff[];
  /** Whether "Restore this version" applies (not the current version, not a deletion). */
  readonly restorable: boolean;
}

/**
 * The entries of a page with their diffs, labelled in the current locale; `latest`: the first
 * entry is the record's current version (page 1), which needs no restore.
 */
function versionsOf(
  i18n: AdminI18n,
  resource: Resource,
  entries: readonly HistoryEntry[],
  latest: boolean,
  access: FieldAccess,
): HistoryVersion[] {
  // Field permissions: no diff of a field the user may not read (the server leaves it out too).
  return entries.map((entry, index) => ({
    entry,
    diffs: entry.changes
      .filter((change) => access.canRead(change.field))
      .map((change) => historyFieldDiff(change, fieldLabel(i18n, resource, change.field))),
    restorable:
      !!entry.record &&
      entry.action !== 'delete' &&
      entry.action !== 'purge' &&
      !(latest && index === 0),
  }));
}

/**
 * A record's versions without any UI (the History panel's logic): pages of its history from the
 * `withHistory()` provider, newest first, each with its field-by-field diff (texts word by word,
 * rich text as text), loading, error and retry; and "Restore this version", an ordinary update of
 * the record through `SaveController` (its version check, mutation mode, undo and notifications).
 * One instance per panel: `providers: [HistoryController, SaveController]`, then
 * `connect(() => ({ resource, id, record }))`. Off (`enabled()` false) without `withHistory()`.
 */
@Injectable()
export class HistoryController {
  private readonly config = inject(ADMIN_HISTORY);
  private readonly auth = inject(AdminAuth);
  private readonly repositories = inject(ResourceRepositories);
  private readonly saver = inject(SaveController);
  private readonly i18n = inject(AdminI18n);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly source = signal<() => HistorySource | null>(() => null);
  private readonly attempt = signal(0);

  /** Whether the history feature is on (`withHistory()`). */
  readonly enabled = signal(this.config !== null).asReadonly();
  /** The page shown, from 1. */
  readonly page = signal(1);
  /** Entries per page. */
  readonly perPage = signal(10);
  /** Whether a restore is under way. */
  readonly restoring = signal(false);

  private readonly request = computed(() => {
    const source = this.source()();
    return {
      resource: source?.resource ?? null,
      id: source?.id ?? null,
      locale: source?.locale ?? null,
      page: this.page(),
      perPage: this.perPage(),
    };
  });

  /** The state of the page: off, idle (no record), loading, ready or error. */
  readonly state: Signal<HistoryState> = toSignal(
    combineLatest([toObservable(this.request), toObservable(this.attempt)]).pipe(
      switchMap(([{ resource, id, locale, page, perPage }]) => {
        if (!this.config) return of<HistoryState>({ status: 'off' });
        if (!resource || id === null) return of<HistoryState>({ status: 'idle' });
        return this.config.provider.versions(resource, id, { page, perPage, locale }).pipe(
          map((found): HistoryState => ({ status: 'ready', page: found })),
          catchError((error: unknown) => of<HistoryState>({ status: 'error', error })),
          startWith<HistoryState>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: this.config ? 'idle' : 'off' } },
  );

  readonly loading = computed(() => this.state().status === 'loading');
  /** The failure as a sentence, or null. */
  readonly errorText = computed(() => {
    const state = this.state();
    return state.status === 'error' ? ɵerrorMessage(this.i18n, state.error) : null;
  });
  readonly total = computed(() => this.state().page?.total ?? 0);
  /** The versions of the page, with their diffs. */
  readonly versions = computed(() => {
    const state = this.state();
    const source = this.source()();
    if (!state.page || !source) return [];
    return versionsOf(
      this.i18n,
      source.resource,
      state.page.entries,
      this.page() === 1,
      this.auth.fieldAccess(source.resource),
    );
  });
  /** Loaded, and there is no version to show. */
  readonly empty = computed(() => this.state().status === 'ready' && this.versions().length === 0);

  /** Follows the record of `source` (read in a reactive context: inputs, signals). */
  connect(source: () => HistorySource | null): void {
    this.source.set(source);
  }

  /** Asks for the page again (after an error, or once the record changed). */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }

  /** Shows page `page` (from 1) of `perPage` entries. */
  show(page: number, perPage = this.perPage()): void {
    this.perPage.set(perPage);
    this.page.set(Math.max(1, page));
  }

  /**
   * Writes `version`'s record back: an update of the record based on the version the page shows
   * (the API refuses it when someone saved since: nothing changes, and the notification says to
   * read the record again). The history shows its first page again once the update is accepted.
   */
  async restore(version: HistoryVersion): Promise<SaveResult | null> {
    const source = this.source()();
    const record = version.entry.record;
    if (!source || source.id === null || !record || this.restoring()) return null;
    const { resource } = source;
    const data: AdminRecord = { ...record };
    delete data[resource.idField];
    this.restoring.set(true);
    try {
      const result = await this.saver.save({
        resource,
        record: data,
        id: source.id,
        locale: source.locale ?? null,
        redirect: false,
        version: this.repositories.for(resource).versionOf(source.record) ?? null,
        resolvesConflicts: true,
      });
      if (result.status === 'conflict') {
        this.notifier.notify(this.i18n.t('admin.history.restoreConflict'), 'error');
      }
      if (result.status === 'saved') {
        this.page.set(1);
        void (result.accepted ?? Promise.resolve(result.record)).then(() => this.reload());
      }
      return result;
    } finally {
      this.restoring.set(false);
    }
  }
}
