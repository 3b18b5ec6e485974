import { Injectable, computed, inject, signal, type Signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { catchError, combineLatest, map, of, startWith, switchMap } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ADMIN_HISTORY, ResourceRegistry } from 'admin/config';
import type { HistoryAction, HistoryEntry, HistoryPage } from 'admin/config';
import type { RecordId } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { fieldLabel } from './field-label';
import { historyFieldDiff, type HistoryFieldDiff } from './history-diff';
import { ɵerrorMessage } from './notifier-internal';

/** The audit log's filters; `''` or null: any. Dates as `YYYY-MM-DD`, both days included. */
export interface AuditLogFilters {
  readonly user: RecordId | null;
  readonly resource: string | null;
  readonly action: HistoryAction | null;
  readonly from: string | null;
  readonly to: string | null;
}

/** A line of the audit log, ready to show. */
export interface AuditLogLine {
  readonly entry: HistoryEntry;
  /** The resource's name in the current locale (the backend's name when not registered). */
  readonly resourceName: string;
  /** The record's page (show, else edit), when it is offered to the user; commands. */
  readonly link: (string | RecordId)[] | null;
  readonly diffs: readonly HistoryFieldDiff[];
}

/** A choice of a filter's select. */
export interface AuditLogChoice {
  readonly value: string;
  readonly label: string;
}

/** Where a page of the audit log stands. */
export interface AuditLogState {
  readonly status: 'off' | 'forbidden' | 'loading' | 'ready' | 'error';
  readonly page?: HistoryPage;
  readonly error?: unknown;
}

const NO_FILTERS: AuditLogFilters = {
  user: null,
  resource: null,
  action: null,
  from: null,
  to: null,
};

/**
 * The audit log without any UI: every recorded write, newest first, from the `withHistory()`
 * provider, filtered by user, resource, action and dates, paged, with loading, error and retry.
 * Only the roles of `withHistory({ auditRoles })` (default admins) see it (`allowed()`); the
 * backend checks too. Choices for the filters: the registered resources and, when a `users`
 * resource is registered and listable, its records. One instance per page:
 * `providers: [AuditLogController]`.
 */
@Injectable()
export class AuditLogController {
  private readonly config = inject(ADMIN_HISTORY);
  private readonly auth = inject(AdminAuth);
  private readonly registry = inject(ResourceRegistry);
  private readonly repositories = inject(ResourceRepositories);
  private readonly i18n = inject(AdminI18n);
  private readonly attempt = signal(0);

  /** The roles that see the audit log. */
  readonly auditRoles: readonly string[] = this.config?.auditRoles ?? [];
  /** The filters applied. */
  readonly filters = signal<AuditLogFilters>(NO_FILTERS);
  /** The page shown, from 1. */
  readonly page = signal(1);
  /** Lines per page. */
  readonly perPage = signal(25);

  /** Whether the signed-in user may see the audit log. */
  readonly allowed = computed(() =>
    this.auth.permissions().some((role) => this.auditRoles.includes(role)),
  );

  private readonly request = computed(() => ({
    filters: this.filters(),
    page: this.page(),
    perPage: this.perPage(),
    allowed: this.allowed(),
  }));

  /** The state of the page. */
  readonly state: Signal<AuditLogState> = toSignal(
    combineLatest([toObservable(this.request), toObservable(this.attempt)]).pipe(
      switchMap(([{ filters, page, perPage, allowed }]) => {
        if (!this.config) return of<AuditLogState>({ status: 'off' });
        if (!allowed) return of<AuditLogState>({ status: 'forbidden' });
        return this.config.provider.auditLog({ ...filters, page, perPage }).pipe(
          map((found): AuditLogState => ({ status: 'ready', page: found })),
          catchError((error: unknown) => of<AuditLogState>({ status: 'error', error })),
          startWith<AuditLogState>({ status: 'loading' }),
        );
      }),
    ),
    { initialValue: { status: 'loading' } },
  );

  readonly loading = computed(() => this.state().status === 'loading');
  readonly errorText = computed(() => {
    const state = this.state();
    return state.status === 'error' ? ɵerrorMessage(this.i18n, state.error) : null;
  });
  readonly total = computed(() => this.state().page?.total ?? 0);
  readonly totalCapped = computed(() => !!this.state().page?.totalCapped);

  /** The lines of the page. */
  readonly lines = computed<AuditLogLine[]>(() =>
    (this.state().page?.entries ?? []).map((entry) => {
      const resource = this.registry.find(entry.resource);
      const id = { id: entry.recordId };
      return {
        entry,
        resourceName: resource ? this.i18n.resourceName(resource, 'plural') : entry.resource,
        link:
          resource && entry.action !== 'delete' && entry.action !== 'purge'
            ? (this.registry.link(resource, 'show', id) ?? this.registry.link(resource, 'edit', id))
            : null,
        diffs: entry.changes.map((change) =>
          historyFieldDiff(change, fieldLabel(this.i18n, resource, change.field)),
        ),
      };
    }),
  );
  readonly empty = computed(() => this.state().status === 'ready' && this.lines().length === 0);

  /** The resources to filter by: the registered ones with an endpoint of their own. */
  readonly resourceChoices = computed<AuditLogChoice[]>(() =>
    this.registry.resources
      // Resources of their own endpoint: not nested ones, nor second views over another's.
      .filter((resource) => !resource.parents.length && resource.api === resource.name)
      .map((resource) => ({
        value: resource.name,
        label: this.i18n.resourceName(resource, 'plural'),
      })),
  );

  /** The users to filter by: the records of a registered `users` resource the user may list. */
  readonly userChoices: Signal<AuditLogChoice[]> = toSignal(
    toObservable(this.allowed).pipe(
      switchMap((allowed) => {
        const users = this.registry.find('users');
        if (!allowed || !users || !this.auth.can(users, 'list')) return of([]);
        return this.repositories
          .for(users)
          .list({ page: 1, perPage: 200 })
          .pipe(
            map(({ data }) =>
              data.map((user) => ({
                value: String(user[users.idField]),
                label: this.i18n.recordLabel(users, user),
              })),
            ),
            catchError(() => of([])),
          );
      }),
    ),
    { initialValue: [] },
  );

  /** Applies `filters` (merged into the current ones) and goes back to the first page. */
  filter(filters: Partial<AuditLogFilters>): void {
    const next = { ...this.filters(), ...filters };
    for (const key of Object.keys(next) as (keyof AuditLogFilters)[]) {
      if (next[key] === '') (next as Record<string, unknown>)[key] = null;
    }
    this.filters.set(next);
    this.page.set(1);
  }

  /** Clears every filter. */
  clearFilters(): void {
    this.filters.set(NO_FILTERS);
    this.page.set(1);
  }

  /** Shows page `page` (from 1) of `perPage` lines. */
  show(page: number, perPage = this.perPage()): void {
    this.perPage.set(perPage);
    this.page.set(Math.max(1, page));
  }

  /** Asks for the page again. */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }
}
