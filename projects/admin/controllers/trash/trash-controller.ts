import { DestroyRef, computed, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable } from '@angular/core/rxjs-interop';
import { switchMap } from 'rxjs';

import { ResourceRegistry, type ListParams } from 'admin/config';
import { recordId, type AdminRecord, type ParentParams, type Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n, ɵDATE_TIME_STYLE, ɵdateFormat } from 'admin/i18n';
import { toPageState } from '../list/page-state';
import { ɵerrorMessage } from '../notifier-internal';
import { asSignal } from '../signal-option';
import { AdminTrash } from './admin-trash';

/** Where the trash's answer stands. */
export type TrashStatus = 'loading' | 'ready' | 'error';

/** What a trash controller is built from: plain values or signals (component inputs fit). */
export interface TrashControllerOptions {
  /** The soft-deleting resource (a name or the descriptor). */
  readonly resource: Signal<string | Resource> | string | Resource;
  /** The first page size (25). */
  readonly perPage?: number;
  /** A nested resource's parent ids (`{ postId: 12 }`). */
  readonly parents?: Signal<ParentParams | null> | ParentParams | null;
}

interface Loaded {
  readonly status: TrashStatus;
  readonly rows: readonly AdminRecord[];
  readonly total: number;
  readonly error?: unknown;
}

/**
 * The headless trash page of a soft-deleting resource (docs/contract.md §4.5): its trashed records
 * a page at a time (`ResourceRepository.trash`, last trashed first), searched; loading / ready /
 * error with retry; selection; restore (one, or the selection) and purge (with its permission and
 * a confirmation), each followed by a reload. No UI: `VaTrashPage` is a Material view over it.
 * Create it in an injection context (a component's field).
 */
export class TrashController {
  private readonly registry = inject(ResourceRegistry);
  private readonly repositories = inject(ResourceRepositories);
  private readonly trash = inject(AdminTrash);
  private readonly i18n = inject(AdminI18n);
  private readonly resourceInput: Signal<string | Resource>;
  private readonly parentsInput: Signal<ParentParams | null>;
  private readonly attempt = signal(0);
  private readonly loaded = signal<Loaded>({ status: 'loading', rows: [], total: 0 });
  private readonly busyCount = signal(0);

  /** The resource, normalised; throws naming the problem when it has no trash. */
  readonly resource = computed(() => {
    const resource = this.registry.get(this.resourceInput());
    if (!resource.softDelete) {
      throw new Error(
        `TrashController: resource "${resource.name}" has no trash (its descriptor does not set softDelete)`,
      );
    }
    return resource;
  });
  /** 1-based page. */
  readonly page = signal(1);
  /** The page size. */
  readonly perPage = signal(25);
  /** The search text. */
  readonly q = signal('');
  readonly status = computed(() => this.loaded().status);
  readonly rows = computed(() => this.loaded().rows);
  readonly total = computed(() => this.loaded().total);
  readonly error = computed(() => this.loaded().error);
  /** The error in the current locale, or ''. */
  readonly errorMessage = computed(() => {
    const error = this.error();
    return error === undefined ? '' : ɵerrorMessage(this.i18n, error);
  });
  /** Ready, with no record: the trash (or the search) is empty. */
  readonly empty = computed(() => this.status() === 'ready' && !this.rows().length);
  /** The selected records of the page. */
  readonly selection = signal<readonly AdminRecord[]>([]);
  /** Whether a restore or purge is under way. */
  readonly busy = computed(() => this.busyCount() > 0);
  /** Whether the user may restore (and see the trash). */
  readonly canRestore = computed(() => this.trash.canRestore(this.resource()));
  /** Whether the user may purge. */
  readonly canPurge = computed(() => this.trash.canPurge(this.resource()));
  /** The router commands of the resource's list page, or null. */
  readonly listLink = computed(() =>
    this.registry.link(this.resource(), 'list', { parents: this.parentsInput() }),
  );

  constructor(options: TrashControllerOptions) {
    this.resourceInput = asSignal(options.resource);
    if (options.perPage !== undefined) this.perPage.set(options.perPage);
    this.parentsInput = asSignal(options.parents ?? null);
    this.load();
  }

  /** Goes to a page (and page size). */
  setPage(page: number, perPage?: number): void {
    if (perPage !== undefined) this.perPage.set(Math.max(1, Math.floor(perPage)));
    this.page.set(Math.max(1, Math.floor(page)));
  }

  /** Searches the trash, back to page 1. */
  setSearch(q: string): void {
    this.q.set(q);
    this.page.set(1);
  }

  /** Loads the current page again. */
  reload(): void {
    this.attempt.update((n) => n + 1);
  }

  /** The record's display name. */
  label(record: AdminRecord): string {
    return this.i18n.recordLabel(this.resource(), record);
  }

  /** When the record was trashed, in the current locale; '' when the API does not say. */
  deletedAt(record: AdminRecord): string {
    const date = this.repositories.for(this.resource()).deletedAt(record);
    return date ? ɵdateFormat(this.i18n.locale(), ɵDATE_TIME_STYLE).format(date) : '';
  }

  /** The record's key. */
  id(record: AdminRecord) {
    return recordId(this.resource(), record);
  }

  isSelected(record: AdminRecord): boolean {
    const id = this.id(record);
    return this.selection().some((row) => this.id(row) === id);
  }

  toggle(record: AdminRecord): void {
    const id = this.id(record);
    this.selection.update((rows) =>
      this.isSelected(record) ? rows.filter((row) => this.id(row) !== id) : [...rows, record],
    );
  }

  /** Selects the whole page, or clears the selection when it is all selected. */
  toggleAll(): void {
    const rows = this.rows();
    this.selection.set(rows.length && rows.every((r) => this.isSelected(r)) ? [] : [...rows]);
  }

  /** Restores records (default the selection); resolves `true` once restored. */
  async restore(records: readonly AdminRecord[] = this.selection()): Promise<boolean> {
    const done = await this.busyWhile(() => this.trash.restore(this.resource(), records));
    if (done) {
      const ids = new Set(records.map((r) => this.id(r)));
      this.selection.update((rows) => rows.filter((row) => !ids.has(this.id(row))));
    }
    this.reload();
    return done;
  }

  /** Asks, then purges a record (for whom may); resolves `true` once purged. */
  async purge(record: AdminRecord): Promise<boolean> {
    const done = await this.busyWhile(() => this.trash.purge(this.resource(), record));
    if (done) {
      const id = this.id(record);
      this.selection.update((rows) => rows.filter((row) => this.id(row) !== id));
      this.reload();
    }
    return done;
  }

  private async busyWhile(run: () => Promise<boolean>): Promise<boolean> {
    this.busyCount.update((n) => n + 1);
    try {
      return await run();
    } finally {
      this.busyCount.update((n) => n - 1);
    }
  }

  private load(): void {
    const destroyRef = inject(DestroyRef);
    const request = computed(() => {
      const resource = this.resource();
      const q = this.q().trim();
      const params: ListParams = {
        page: this.page(),
        perPage: this.perPage(),
        ...(q ? { q } : {}),
      };
      return {
        resource,
        params,
        locale: resource.translatable ? this.i18n.locale() : undefined,
        attempt: this.attempt(),
      };
    });
    toObservable(request)
      .pipe(
        switchMap(({ resource, params, locale }) => {
          this.loaded.update((state) => ({ ...state, status: 'loading', error: undefined }));
          return this.repositories
            .for(resource, this.parentsInput())
            .trash(params, locale ? { locale } : {})
            .pipe(toPageState());
        }),
        takeUntilDestroyed(destroyRef),
      )
      .subscribe((state) => {
        this.loaded.set(state);
        // A page beyond the end (after restoring its last rows): go to the last page.
        const perPage = this.perPage();
        if (state.status === 'ready' && !state.rows.length && state.total > 0 && this.page() > 1) {
          this.page.set(Math.max(1, Math.ceil(state.total / perPage)));
        }
      });
  }
}
