import { isPlatformBrowser } from '@angular/common';
import { DOCUMENT } from '@angular/common';
import { DestroyRef, PLATFORM_ID, computed, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { ActivatedRoute, Router, convertToParamMap } from '@angular/router';
import { catchError, firstValueFrom, map, of, startWith, switchMap } from 'rxjs';

import { AdminAuth } from 'admin/auth';
import { ADMIN_VIEW_SHARE_ROLES, ViewStore, localViewStore } from 'admin/config';
import type { SavedView, SavedViewState } from 'admin/config';
import { fitColumnState, type ListColumns } from './list-columns';
import type { ListController } from './list-controller';
import type { ListQuery, VaSort } from './list-query';
import { ɵcleanFilter, ɵlistQueryParams, ɵparseSort, ɵformatSort } from './list-query-internal';

/** Where the list of saved views stands. */
export type ViewsStatus = 'loading' | 'ready' | 'error';

/** What a views controller works on. */
export interface ViewsControllerOptions {
  /** The list whose state views save and apply. */
  readonly list: ListController;
  /** Its column layout (the column menu's), saved and applied with the rest. */
  readonly columns: ListColumns;
  /** The list's name the views belong to; default its resource's name. */
  readonly name?: Signal<string>;
  /** Whether the list keeps its state in the URL (as `ListControllerOptions.syncUrl`; default true). */
  readonly syncUrl?: Signal<boolean>;
}

/** What the user saves: a name, the roles to share with, and the view it replaces if any. */
export interface SaveViewRequest {
  readonly name: string;
  readonly sharedWith?: readonly string[];
  /** Overwrite this own view (its id) with the current state, rather than create one. */
  readonly replace?: string;
}

/** A view as the menu shows it: whether it is the user's own (they may change it) and current. */
export interface ViewItem {
  readonly view: SavedView;
  readonly mine: boolean;
  readonly current: boolean;
}

/** An action on views that could not be done, naming what and why. */
export class ViewsError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ViewsError';
  }
}

/** `?view=<id>`: the view the list shows (applied from a link, or the last one applied). */
export const VIEW_PARAM = 'view';

/** A list state and layout as a view keeps them. */
export function toSavedViewState(query: ListQuery, columns: unknown): SavedViewState {
  return {
    q: query.q,
    filter: ɵcleanFilter(query.filter),
    sort: ɵformatSort(query.sort)
      .split(',')
      .filter((part) => part),
    order: query.sort[0]?.order ?? 'asc',
    perPage: query.perPage,
    columns: columns ?? null,
  };
}

/** The list state (page 1) a view's state stands for. */
export function fromSavedViewState(state: SavedViewState, defaults: ListQuery): ListQuery {
  const sort: VaSort[] = Array.isArray(state.sort) ? ɵparseSort(state.sort.join(',')) : [];
  return {
    page: 1,
    perPage: typeof state.perPage === 'number' ? state.perPage : defaults.perPage,
    sort,
    q: typeof state.q === 'string' ? state.q : '',
    filter: state.filter && typeof state.filter === 'object' ? { ...state.filter } : {},
  };
}

/**
 * The saved views of a list (issue 38 §5), headless: the views the user may see (their own and
 * those shared with one of their roles), applying one (the list's URL gets its search, filters,
 * sort and page size, and `?view=<id>`; the columns take its layout), saving the current state
 * under a name (new, or over an own view), renaming, sharing and deleting own views, which view
 * is current and whether the list was changed since. The views are kept by `ViewStore`
 * (`withViews()`), by default in the browser's localStorage per user. `VaViewsMenu` is a
 * Material view of it.
 */
export class ViewsController {
  private readonly auth = inject(AdminAuth);
  private readonly router = inject(Router, { optional: true });
  private readonly route = inject(ActivatedRoute, { optional: true });
  private readonly store: ViewStore;
  private readonly browser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly list: ListController;
  private readonly columns: ListColumns;
  private readonly syncUrl: Signal<boolean>;
  private readonly attempt = signal(0);
  /** Whether the views were asked for: the menu opened (`open()`), or the URL names a view. */
  private readonly wanted = signal(false);
  private readonly loaded = signal<{
    readonly status: ViewsStatus;
    readonly views: readonly SavedView[];
    readonly error?: unknown;
  }>({ status: 'loading', views: [] });
  private readonly localCurrent = signal<string | null>(null);
  private readonly urlView: Signal<string | null>;
  /** Whether the `?view=` of the first URL was applied (once per list). */
  private opened = false;

  /** The list the views belong to. */
  readonly name: Signal<string>;
  readonly status = computed<ViewsStatus>(() => this.loaded().status);
  /** Why the views could not be loaded (`status` is `error`). */
  readonly error = computed(() => this.loaded().error);
  /** The views the user may see, theirs first, by name. */
  readonly views = computed(() => this.loaded().views);
  /** The id of the view the list shows (`?view=`), or null. */
  readonly currentId: Signal<string | null>;
  /** The view the list shows, once loaded, or null. */
  readonly current = computed(
    () => this.views().find((view) => view.id === this.currentId()) ?? null,
  );
  /** The views with whether each is the user's and current, for a menu. */
  readonly items: Signal<readonly ViewItem[]> = computed(() => {
    const current = this.currentId();
    return this.views().map((view) => ({
      view,
      mine: this.mine(view),
      current: view.id === current,
    }));
  });
  /** No view saved or shared yet. */
  readonly empty = computed(() => this.status() === 'ready' && this.views().length === 0);
  /** Whether the list's state or columns differ from the current view's. */
  readonly modified = computed(() => {
    const view = this.current();
    if (!view) return false;
    const now = this.state();
    const saved = view.state;
    if (
      now.q !== (saved.q ?? '') ||
      now.perPage !== saved.perPage ||
      JSON.stringify(now.sort) !== JSON.stringify(saved.sort ?? []) ||
      stableJson(now.filter) !== stableJson(ɵcleanFilter(saved.filter ?? {}))
    ) {
      return true;
    }
    if (saved.columns == null) return false;
    const layout = this.columns.state();
    return stableJson(layout) !== stableJson(fitColumnState(layout.order, saved.columns));
  });
  private readonly shareRoles = inject(ADMIN_VIEW_SHARE_ROLES);
  /** The roles a view may be shared with: `withViews(store, { shareWith })`, else the user's. */
  readonly roles = computed(() =>
    this.shareRoles.length ? this.shareRoles : this.auth.permissions(),
  );

  constructor(options: ViewsControllerOptions) {
    this.list = options.list;
    this.columns = options.columns;
    this.syncUrl = options.syncUrl ?? signal(true);
    this.name = options.name ?? computed(() => this.list.resource().name);
    this.store =
      inject(ViewStore, { optional: true }) ??
      localViewStore({
        storage: localStorageOf(inject(DOCUMENT).defaultView),
        user: () => this.auth.user()?.id ?? null,
      });
    const params = this.route
      ? toSignal(this.route.queryParamMap, { initialValue: convertToParamMap({}) })
      : signal(convertToParamMap({}));
    this.urlView = computed(() => params().get(VIEW_PARAM));
    this.currentId = computed(() => (this.synced() ? this.urlView() : this.localCurrent()));
    this.load(params);
  }

  /** The list's current state as a view would keep it. */
  readonly state: Signal<SavedViewState> = computed(() =>
    toSavedViewState(this.list.query(), this.columns.state()),
  );

  /** Whether a view is the user's own (they may change and delete it). */
  mine(view: SavedView): boolean {
    const user = this.auth.user();
    return !!user && String(user.id) === String(view.owner);
  }

  /**
   * Loads the views (once): a list page asks for them only when its views menu opens, or when its
   * URL names a view (`?view=<id>`), so that a visit sends no request for them. Until then
   * `status` is `loading`.
   */
  open(): void {
    this.wanted.set(true);
  }

  /** Loads the views again (after an error). */
  retry(): void {
    this.attempt.update((n) => n + 1);
  }

  /** Shows a view: the list takes its state (page 1) and the columns its layout. */
  apply(view: SavedView): void {
    if (view.state.columns != null) this.columns.apply(view.state.columns);
    const query = fromSavedViewState(view.state, this.list.defaults());
    if (this.synced()) {
      void this.router!.navigate([], {
        relativeTo: this.route,
        queryParams: { ...ɵlistQueryParams(query, this.list.defaults()), [VIEW_PARAM]: view.id },
        queryParamsHandling: 'merge',
      });
    } else {
      this.localCurrent.set(view.id);
      this.list.update(query);
    }
  }

  /** Leaves the current view: the list keeps its state, no view is current. */
  leave(): void {
    if (this.synced()) {
      void this.router!.navigate([], {
        relativeTo: this.route,
        queryParams: { [VIEW_PARAM]: null },
        queryParamsHandling: 'merge',
      });
    } else {
      this.localCurrent.set(null);
    }
  }

  /**
   * Saves the list's current state and columns under a name (over an own view with `replace`);
   * it becomes the current view. Rejects with a `ViewsError` naming why (nothing is lost: the
   * caller keeps what the user typed).
   */
  async save(request: SaveViewRequest): Promise<SavedView> {
    const name = typeof request.name === 'string' ? request.name.trim() : '';
    if (!name) throw new ViewsError('A view needs a name');
    if (request.replace !== undefined) {
      const old = this.views().find((view) => view.id === request.replace);
      if (!old || !this.mine(old)) {
        throw new ViewsError(`Only your own views can be overwritten ("${name}" is not yours)`);
      }
    }
    const saved = await this.write(`The view "${name}" could not be saved`, {
      ...(request.replace !== undefined ? { id: request.replace } : {}),
      resource: this.name(),
      name,
      sharedWith: [...(request.sharedWith ?? [])],
      state: this.state(),
    });
    this.setCurrent(saved.id);
    return saved;
  }

  /** Renames an own view. */
  rename(view: SavedView, name: string): Promise<SavedView> {
    const trimmed = name.trim();
    if (!trimmed) return Promise.reject(new ViewsError('A view needs a name'));
    return this.change(view, { name: trimmed }, `The view "${view.name}" could not be renamed`);
  }

  /** Shares an own view with these roles (none: private). */
  share(view: SavedView, roles: readonly string[]): Promise<SavedView> {
    return this.change(
      view,
      { sharedWith: [...roles] },
      `The view "${view.name}" could not be shared`,
    );
  }

  /** Deletes an own view (the list keeps its state). */
  async remove(view: SavedView): Promise<void> {
    if (!this.mine(view)) {
      throw new ViewsError(`Only your own views can be deleted ("${view.name}" is not yours)`);
    }
    try {
      await firstValueFrom(this.store.remove(view.id), { defaultValue: undefined });
    } catch (error) {
      throw new ViewsError(
        `The view "${view.name}" could not be deleted: ${messageOf(error)}`,
        error,
      );
    }
    this.loaded.update((state) => ({
      ...state,
      views: state.views.filter((v) => v.id !== view.id),
    }));
    if (this.currentId() === view.id) this.leave();
  }

  private async change(
    view: SavedView,
    patch: Partial<SavedView>,
    failure: string,
  ): Promise<SavedView> {
    if (!this.mine(view)) {
      throw new ViewsError(`Only your own views can be changed ("${view.name}" is not yours)`);
    }
    const { owner: _owner, ...draft } = { ...view, ...patch };
    return this.write(failure, draft);
  }

  private async write(
    failure: string,
    draft: Parameters<ViewStore['save']>[0],
  ): Promise<SavedView> {
    let saved: SavedView;
    try {
      saved = await firstValueFrom(this.store.save(draft));
    } catch (error) {
      throw new ViewsError(`${failure}: ${messageOf(error)}`, error);
    }
    this.loaded.update((state) => ({
      ...state,
      views: sortViews([...state.views.filter((v) => v.id !== saved.id), saved], (v) =>
        this.mine(v),
      ),
    }));
    return saved;
  }

  private setCurrent(id: string): void {
    if (this.synced()) {
      void this.router!.navigate([], {
        relativeTo: this.route,
        queryParams: { [VIEW_PARAM]: id },
        queryParamsHandling: 'merge',
      });
    } else {
      this.localCurrent.set(id);
    }
  }

  private synced(): boolean {
    return !!this.router && !!this.route && this.syncUrl();
  }

  private load(params: Signal<{ has(name: string): boolean }>): void {
    const request = computed(() => ({
      name: this.name(),
      user: this.auth.user()?.id ?? null,
      attempt: this.attempt(),
      wanted: this.wanted() || this.urlView() !== null,
    }));
    toObservable(request)
      .pipe(
        switchMap(({ name, user, wanted }) => {
          // Not asked for yet: no request (a list visit sends none for its views).
          if (!wanted) return of({ status: 'loading' as const, views: this.loaded().views });
          // On the server there is no one's storage, nor their session: the browser asks.
          if (!this.browser || user === null) {
            return of({ status: 'ready' as const, views: [] as readonly SavedView[] });
          }
          return this.store.list(name).pipe(
            map((views) => ({
              status: 'ready' as const,
              views: sortViews(views, (v) => this.mine(v)),
            })),
            catchError((error: unknown) =>
              of({
                status: 'error' as const,
                views: [] as readonly SavedView[],
                error: new ViewsError(
                  `The saved views could not be loaded: ${messageOf(error)}`,
                  error,
                ),
              }),
            ),
            startWith({ status: 'loading' as const, views: this.loaded().views }),
          );
        }),
        takeUntilDestroyed(inject(DestroyRef)),
      )
      .subscribe((state) => {
        this.loaded.set(state);
        if (state.status === 'ready' && this.browser && this.auth.user()) this.openLinked(params());
      });
  }

  /**
   * `?view=<id>` on arrival: the view is applied, unless the URL carries a list state of its own
   * (the view was applied and then changed, then the page reloaded: the changes stay).
   */
  private openLinked(params: { has(name: string): boolean }): void {
    if (this.opened) return;
    this.opened = true;
    const id = this.urlView();
    if (!id) return;
    const view = this.views().find((v) => v.id === id);
    if (!view) return;
    const own = ['page', 'perPage', 'sort', 'q', 'filter'].some((name) => params.has(name));
    if (!own) this.apply(view);
  }
}

/** Own views first, then by name. */
function sortViews(
  views: readonly SavedView[],
  mine: (view: SavedView) => boolean,
): readonly SavedView[] {
  return [...views].sort(
    (a, b) => Number(mine(b)) - Number(mine(a)) || a.name.localeCompare(b.name),
  );
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}

/** JSON with object keys in order, to compare states. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function localStorageOf(view: Window | null): Storage | null {
  try {
    return view?.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A views controller for the calling component (call in an injection context). */
export function injectViewsController(options: ViewsControllerOptions): ViewsController {
  return new ViewsController(options);
}
