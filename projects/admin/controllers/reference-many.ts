import {
  DestroyRef,
  computed,
  inject,
  linkedSignal,
  signal,
  type Signal,
  type WritableSignal,
} from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
import { Router } from '@angular/router';
import { of, startWith, switchMap } from 'rxjs';

import { ResourceRegistry } from 'admin/config';
import {
  recordId,
  type AdminRecord,
  type PageAction,
  type ParentParams,
  type RecordId,
  type Resource,
} from 'admin/core';
import type { ListParams } from 'admin/config';
import { ResourceRepositories, ɵcommitChange } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { type ListQuery, type VaSort } from './list/list-query';
import { ɵlistDefaults } from './list/list-query-internal';
import { ɵmutationModeOf } from './mutations-internal';
import { ɵerrorMessage } from './notifier-internal';
import { ɵprefillParams } from './prefill';
import { toPageState } from './list/page-state';
import { toggledSort } from './list/sort-toggle';
import { asSignal } from './signal-option';

/**
 * Where a one-to-many look-up stands: `idle` (the parent's id is not known yet), `forbidden`
 * (the user may not list the related resource: nothing was asked), `loading`, `ready`, `error`.
 */
export type ReferenceManyStatus = 'idle' | 'forbidden' | 'loading' | 'ready' | 'error';

type Input<T> = Signal<T> | T;

/** What a one-to-many look-up is built from: plain values or signals (component inputs fit). */
export interface ReferenceManyOptions {
  /** The related resource, e.g. `'comments'`. */
  readonly reference: Input<string | Resource>;
  /** Its property that holds the parent's id, e.g. `'postId'`. */
  readonly target: Input<string>;
  /** The parent's id (the value `target` equals); null or undefined: not known, nothing asked. */
  readonly id: Input<RecordId | null | undefined>;
  /** Default page size: 10, 25, 50 or 100 (default 10). */
  readonly perPage?: Input<number>;
  /** Default sort: `'createdAt'`, `'-createdAt'` or `[{ field, order }]`. */
  readonly sort?: Input<string | readonly VaSort[]>;
  /** More conditions on the related records, always sent (the target wins over a same key). */
  readonly filter?: Input<Readonly<Record<string, unknown>> | null | undefined>;
}

/** A page of the related resource as router commands and query params (`routerLink` fits). */
export interface ReferenceManyLink {
  readonly commands: (string | RecordId)[];
  readonly queryParams?: Readonly<Record<string, string>>;
}

interface Loaded {
  readonly status: ReferenceManyStatus;
  readonly rows: readonly AdminRecord[];
  readonly total: number;
  readonly error?: unknown;
}

function validId(id: unknown): id is RecordId {
  return (typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id));
}

/**
 * The shared part of the one-to-many look-ups: the related resource, whether the user may list
 * it, the filter that selects the parent's records, and the links to the related pages.
 */
abstract class ReferenceManyBase {
  protected readonly registry = inject(ResourceRegistry);
  protected readonly repositories = inject(ResourceRepositories);
  protected readonly i18n = inject(AdminI18n);
  private readonly router = inject(Router, { optional: true });

  /** The related resource's descriptor. */
  readonly reference: Signal<Resource>;
  /** The related records' property holding the parent's id. */
  readonly target: Signal<string>;
  /** The parent's id, or `null` while not known. */
  readonly parentId: Signal<RecordId | null>;
  /**
   * Whether the user may list the related resource (enabled and allowed by `can()`); when not,
   * nothing is asked and nothing links to it.
   */
  readonly allowed: Signal<boolean>;
  /**
   * The filter of the related records: the extra conditions, and `target` = the parent's id
   * (unless the related resource is nested under the parent: its path says it).
   */
  readonly filter: Signal<Record<string, unknown>>;
  protected readonly attempt = signal(0);

  constructor(options: ReferenceManyOptions) {
    const reference = asSignal(options.reference);
    this.target = asSignal(options.target);
    const id = asSignal(options.id);
    const extra = asSignal(options.filter ?? null);
    this.reference = computed(() => this.registry.get(reference()));
    this.parentId = computed(() => {
      const value = id();
      return validId(value) ? value : null;
    });
    this.allowed = computed(() => {
      const target = this.reference();
      return this.registry.enabled(target, 'list') && this.registry.allows(target, 'list');
    });
    // Nested under the parent by `target`, the path selects the parent's records already.
    this.filter = computed(() =>
      this.parentParams()
        ? { ...(extra() ?? {}) }
        : { ...(extra() ?? {}), [this.target()]: this.parentId() },
    );
  }

  /** The content locale of a translatable related resource: the UI locale. */
  protected callOptions(resource: Resource): { locale?: string } {
    return resource.translatable ? { locale: this.i18n.locale() } : {};
  }

  /**
   * A page of a related record (`show`, `edit`), when offered to the user; `null` otherwise, or
   * for a record without id.
   */
  recordLink(record: AdminRecord, action: 'show' | 'edit' = 'show'): ReferenceManyLink | null {
    const id = recordId(this.reference(), record);
    if (!validId(id) || !this.allowed()) return null;
    return this.page(action, id);
  }

  /**
   * The related resource's create page with `target` already set to the parent's id (query param
   * `prefill`, read by the page resolver into the page's `item`), and `returnTo` (an in-app URL,
   * default the current one) where the form goes back after the save. `null` when the user may
   * not create or list the related records, or the parent's id is not known.
   */
  createLink(returnTo?: string | null): ReferenceManyLink | null {
    const parentId = this.parentId();
    if (parentId === null || !this.allowed()) return null;
    const page = this.page('create');
    if (!page) return null;
    const back = returnTo === undefined ? (this.router?.url ?? null) : returnTo;
    return {
      ...page,
      queryParams: { ...page.queryParams, ...ɵprefillParams({ [this.target()]: parentId }, back) },
    };
  }

  /** The list page of the related resource, filtered to the parent's records, when offered. */
  listLink(): ReferenceManyLink | null {
    const parentId = this.parentId();
    if (parentId === null || !this.allowed()) return null;
    const page = this.page('list');
    if (!page || this.parentParams()) return page;
    return { ...page, queryParams: { filter: JSON.stringify({ [this.target()]: parentId }) } };
  }

  private page(action: PageAction, id?: RecordId): ReferenceManyLink | null {
    // null too for a nested resource whose other parent ids the page does not know.
    const commands = this.registry.link(this.reference(), action, {
      id,
      parents: this.parentParams(),
    });
    return commands && { commands };
  }

  /**
   * For a related resource nested under the parent (`comments` under `posts`, parameter
   * `postId` = `target`): the parent's id in its pages' paths (`/posts/12/comments/create`).
   * Other parent ids come from the page being shown.
   */
  readonly parentParams = computed<ParentParams | undefined>(() => {
    const parentId = this.parentId();
    const target = this.target();
    const parent = this.reference().parents?.find((p) => p.param === target);
    return parent && parentId !== null ? { [parent.param]: parentId } : undefined;
  });

  /** Asks the server again (after an error, or to see records added elsewhere). */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }

  /**
   * Sends the list call of `params()` whenever it, the user's rights, the parent or `reload()`
   * change; hands each state to `next` (`loading` keeps the previous rows).
   */
  protected follow(params: () => ListParams, next: (state: Loaded) => void): void {
    const request = computed(() => {
      const resource = this.reference();
      if (!this.allowed()) return { status: 'forbidden' as const };
      if (this.parentId() === null) return { status: 'idle' as const };
      return {
        status: 'loading' as const,
        resource,
        params: params(),
        parentParams: this.parentParams(),
        options: this.callOptions(resource),
        attempt: this.attempt(),
      };
    });
    let lastAttempt = this.attempt();
    toObservable(request)
      .pipe(
        switchMap((call) => {
          if (call.status !== 'loading') {
            return of<Loaded>({ status: call.status, rows: [], total: 0 });
          }
          // A fresh answer of the same call shows at once; reload() always asks the server.
          const cache = call.attempt === lastAttempt ? 'fresh' : 'reload';
          lastAttempt = call.attempt;
          return this.repositories
            .for(call.resource, call.parentParams)
            .list(call.params, { ...call.options, cache })
            .pipe(toPageState(), startWith<Loaded>({ status: 'loading', rows: [], total: 0 }));
        }),
        takeUntilDestroyed(inject(DestroyRef)),
      )
      .subscribe(next);
  }
}

/**
 * The records of another resource that point to a parent record (issue 19 §1): comments whose
 * `postId` is this post's id, with their own paging and sort (kept on the page, not in the URL),
 * loading / ready / error with retry and empty, through the related resource's repository
 * (`include`, the fresh list cache, batched look-ups of the cells' references). A user who may
 * not list the related resource gets `forbidden`, and no request is sent. No UI:
 * `VaReferenceManyField` is a Material view over it.
 *
 * ```ts
 * readonly record = input<AdminRecord>();
 * protected readonly comments = injectReferenceMany({
 *   reference: 'comments', target: 'postId', id: computed(() => this.record()?.id), sort: '-createdAt',
 * });
 * ```
 */
export class ReferenceManyController extends ReferenceManyBase {
  /** The state before the user changes page or sort. */
  readonly defaults: Signal<ListQuery>;
  /** The current page, page size and sort (back to the defaults when the parent changes). */
  readonly query: Signal<ListQuery>;
  /** The repository call of the current state. */
  readonly params: Signal<ListParams>;

  private readonly state: WritableSignal<ListQuery>;
  private readonly loaded = signal<Loaded>({ status: 'idle', rows: [], total: 0 });
  /** The related resource's repository (under the parent's id for a nested one). */
  private readonly repository = computed(() =>
    this.repositories.for(this.reference(), this.parentParams()),
  );

  /** Where the look-up stands. */
  readonly status = computed(() => this.loaded().status);
  /**
   * The related records of the current page (kept while the next page loads), as pending
   * optimistic and undoable writes show them (hidden, or changed; undone or refused: exactly as
   * loaded).
   */
  readonly rows = computed(() => this.repository().applyPending(this.loaded().rows));
  /** How many related records there are, over all pages (less the ones a pending delete hides). */
  readonly total = computed(() => {
    const { total, rows } = this.loaded();
    return Math.max(0, total - (rows.length - this.rows().length));
  });
  /** Why the last look-up failed. */
  readonly error = computed(() => this.loaded().error);
  /** Loaded, and there is no related record. */
  readonly empty = computed(() => this.status() === 'ready' && this.total() === 0);
  /** A readable message of the error, or ''. */
  readonly errorText = computed(() =>
    this.status() === 'error' ? ɵerrorMessage(this.i18n, this.error()) : '',
  );

  constructor(options: ReferenceManyOptions) {
    super(options);
    const perPage = asSignal(options.perPage ?? 10);
    const sort = asSignal<string | readonly VaSort[]>(options.sort ?? []);
    this.defaults = computed(() => ɵlistDefaults(perPage(), sort()));
    this.state = linkedSignal({
      source: () => ({ id: this.parentId(), defaults: this.defaults() }),
      computation: ({ defaults }) => defaults,
    });
    this.query = this.state.asReadonly();
    this.params = computed(() => {
      const { page, perPage, sort } = this.query();
      return { page, perPage, sort, filter: this.filter() };
    });
    this.load();
  }

  /** Goes to a page (1-based), with another page size if given. */
  setPage(page: number, perPage?: number): void {
    this.state.update((query) => ({ ...query, page, ...(perPage ? { perPage } : {}) }));
  }

  /** Sorts by these fields, back to page 1. */
  setSort(sort: readonly VaSort[]): void {
    this.state.update((query) => ({ ...query, sort, page: 1 }));
  }

  /** Sorts by a field: ascending, then descending, then back to the default sort. */
  toggleSort(field: string): void {
    this.setSort(toggledSort(this.query().sort, field, this.defaults().sort));
  }

  /**
   * A record deleted from its row: a pessimistic delete takes it off the page at once and loads
   * the page again; an optimistic or undoable one is hidden by the pending write already (and
   * comes back if undone or refused).
   */
  removeRow(record: AdminRecord): void {
    if (ɵmutationModeOf(this.reference()) !== 'pessimistic') return;
    this.loaded.update((state) => ({
      ...state,
      rows: state.rows.filter((row) => row !== record && !this.sameKey(row, record)),
      total: Math.max(0, state.total - 1),
    }));
    this.reload();
  }

  /** Whether two related records have the same key (the related resource's `idField`). */
  private sameKey(a: AdminRecord, b: AdminRecord): boolean {
    const id = recordId(this.reference(), a);
    return id !== undefined && id === recordId(this.reference(), b);
  }

  private load(): void {
    // A pending write the server accepted: its effect stays (rows left out or changed), then the
    // page is asked for again.
    toObservable(this.repository)
      .pipe(
        switchMap((repository) => repository.pendingEvents()),
        takeUntilDestroyed(inject(DestroyRef)),
      )
      .subscribe(({ change, phase }) => {
        if (phase !== 'committed') return;
        this.loaded.update((state) => {
          const rows = ɵcommitChange(change, state.rows);
          return {
            ...state,
            rows,
            total: Math.max(0, state.total - (state.rows.length - rows.length)),
          };
        });
        this.reload();
      });
    this.follow(this.params, (state) => {
      if (state.status === 'loading') {
        this.loaded.update((current) => ({ ...current, status: 'loading', error: undefined }));
        return;
      }
      this.loaded.set(state);
      const { page, perPage } = this.query();
      // A page beyond the end (after deletes elsewhere): go to the last page.
      if (state.status === 'ready' && !state.rows.length && state.total > 0 && page > 1) {
        this.setPage(Math.max(1, Math.ceil(state.total / perPage)));
      }
    });
  }
}

/**
 * How many records of another resource point to a parent record: one list call of a single
 * record (`perPage: 1`), whose total is the count; answered from the fresh list cache when the
 * same call was made moments ago, asked again after any write to the related endpoint.
 * `forbidden` (and no request) when the user may not list the related resource.
 */
export class ReferenceManyCountController extends ReferenceManyBase {
  private readonly loaded = signal<Loaded>({ status: 'idle', rows: [], total: 0 });

  /** Where the count stands. */
  readonly status = computed(() => this.loaded().status);
  /** The count, once `ready`; `null` before. */
  readonly count = computed(() => (this.loaded().status === 'ready' ? this.loaded().total : null));
  /** Why the count failed. */
  readonly error = computed(() => this.loaded().error);

  constructor(options: Omit<ReferenceManyOptions, 'perPage' | 'sort'>) {
    super(options);
    this.follow(
      () => ({ page: 1, perPage: 1, filter: this.filter() }),
      (state) => this.loaded.set({ ...state, rows: [] }),
    );
  }
}

/**
 * A one-to-many look-up for the calling component (call in an injection context: a field
 * initializer or the constructor). Options may be signals, e.g. the component's inputs.
 */
export function injectReferenceMany(options: ReferenceManyOptions): ReferenceManyController {
  return new ReferenceManyController(options);
}

/** The count of a one-to-many relation for the calling component (injection context). */
export function injectReferenceManyCount(
  options: Omit<ReferenceManyOptions, 'perPage' | 'sort'>,
): ReferenceManyCountController {
  return new ReferenceManyCountController(options);
}
