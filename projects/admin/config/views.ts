import { InjectionToken } from '@angular/core';
import { defer, of, throwError, type Observable } from 'rxjs';

import type { RecordId } from 'admin/core';

/** A list's state as a saved view keeps it: search, filters, sort, page size and columns. */
export interface SavedViewState {
  /** The search (`q`); '' for none. */
  readonly q: string;
  /** The filter values, by filter source (as the list's URL holds them). */
  readonly filter: Readonly<Record<string, unknown>>;
  /** The sort fields, e.g. `['-publishedAt', 'title']`: a leading `-` is descending. */
  readonly sort: readonly string[];
  /** The order of the first sort field (`'asc'` / `'desc'`), kept for APIs that sort one field. */
  readonly order: 'asc' | 'desc';
  readonly perPage: number;
  /** The column menu's layout (`ListColumnState`: order, hidden, widths, density), or null. */
  readonly columns: unknown;
}

/** A list's state saved under a name by a user, shared with roles or not. */
export interface SavedView {
  /** The view's key, given by the store when first saved. */
  readonly id: string;
  /** The list it belongs to (the resource's name, or a list's own name). */
  readonly resource: string;
  readonly name: string;
  /** The user who saved it (their id). */
  readonly owner: RecordId;
  /** The roles whose holders see it (and may apply it, not change it); none: private. */
  readonly sharedWith?: readonly string[];
  /** The owner's name, when the store knows it (shown on views shared with the user). */
  readonly ownerName?: string;
  readonly state: SavedViewState;
}

/**
 * The roles a user may share a view with (`withViews(store, { shareWith })`); empty (the
 * default): the user's own roles.
 */
export const ADMIN_VIEW_SHARE_ROLES = new InjectionToken<readonly string[]>(
  'ADMIN_VIEW_SHARE_ROLES',
  { providedIn: 'root', factory: () => [] },
);

/** A view about to be saved: new (no `id`) or an existing one (its `id`). */
export type SavedViewDraft = Omit<SavedView, 'id' | 'owner' | 'ownerName'> & {
  readonly id?: string;
};

/**
 * Where saved views are kept: the backend's (`httpViewStore()` of admin/data, the demo API's
 * `/api/views`), or the browser's (the default without `withViews()`: per user, in localStorage,
 * gone on another machine). Provide one with `withViews(store)`; errors are the backend's
 * (`AdminHttpError` for HTTP ones): the views menu shows them with a retry.
 */
export abstract class ViewStore {
  /** The views of this list the user may see: their own and those shared with one of their roles. */
  abstract list(resource: string): Observable<readonly SavedView[]>;
  /** Creates (no `id`) or replaces (its `id`, the owner's) a view; answers it as stored. */
  abstract save(view: SavedViewDraft): Observable<SavedView>;
  /** Deletes a view (the owner's, or an admin's). */
  abstract remove(id: string): Observable<void>;
}

/** Why a view cannot be saved, naming the field; null when it may be. */
export function savedViewProblem(view: SavedViewDraft): string | null {
  if (!view || typeof view !== 'object') return 'the view must be an object';
  if (typeof view.resource !== 'string' || !view.resource.trim()) {
    return 'resource must be the list’s name';
  }
  if (typeof view.name !== 'string' || !view.name.trim()) return 'name must not be empty';
  if (view.name.trim().length > 80) return 'name must be at most 80 characters';
  if (
    view.sharedWith !== undefined &&
    (!Array.isArray(view.sharedWith) ||
      view.sharedWith.some((role) => typeof role !== 'string' || !role))
  ) {
    return 'sharedWith must be a list of role names';
  }
  const state = view.state as Partial<SavedViewState> | undefined;
  if (!state || typeof state !== 'object') return 'state must be an object';
  if (typeof state.q !== 'string') return 'state.q must be a string';
  if (!state.filter || typeof state.filter !== 'object' || Array.isArray(state.filter)) {
    return 'state.filter must be an object';
  }
  if (!Array.isArray(state.sort) || state.sort.some((s) => typeof s !== 'string')) {
    return 'state.sort must be a list of field names';
  }
  if (state.order !== 'asc' && state.order !== 'desc') return 'state.order must be asc or desc';
  if (typeof state.perPage !== 'number' || !Number.isInteger(state.perPage) || state.perPage < 1) {
    return 'state.perPage must be a whole number ≥ 1';
  }
  return null;
}

/** Who the local store keeps views for: the signed-in user, or null (nothing is kept). */
export interface LocalViewStoreOptions {
  /** The browser's storage (`localStorage`), or null where there is none (server rendering). */
  readonly storage: Storage | null;
  /** The signed-in user's id, or null. */
  readonly user: () => RecordId | null;
  /** Makes a new view's id; default a random UUID. */
  readonly newId?: () => string;
}

/**
 * Saved views in the browser's storage, per user (`admin.views.<userId>`): the fallback for APIs
 * without a view store. They stay after sign-out on this browser, not on another machine, and
 * are seen by their owner only (`sharedWith` is kept, for a later move to a server store).
 */
export function localViewStore(options: LocalViewStoreOptions): ViewStore {
  const newId =
    options.newId ?? (() => globalThis.crypto?.randomUUID?.() ?? `v${Date.now()}${Math.random()}`);
  const keyOf = () => {
    const user = options.user();
    return user === null ? null : `admin.views.${String(user)}`;
  };
  const read = (key: string): SavedView[] => {
    try {
      const value: unknown = JSON.parse(options.storage?.getItem(key) ?? '[]');
      return Array.isArray(value) ? (value as SavedView[]) : [];
    } catch {
      return [];
    }
  };
  const write = (key: string, views: readonly SavedView[]) => {
    if (!options.storage) throw new Error('ViewStore: the browser has no localStorage here');
    options.storage.setItem(key, JSON.stringify(views));
  };
  const signedIn = () => {
    const key = keyOf();
    if (key === null) throw new Error('ViewStore: no one is signed in');
    return key;
  };
  return {
    list: (resource) =>
      defer(() => {
        const key = keyOf();
        return of(key === null ? [] : read(key).filter((view) => view.resource === resource));
      }),
    save: (draft) =>
      defer(() => {
        const problem = savedViewProblem(draft);
        if (problem) return throwError(() => new TypeError(`ViewStore.save(view): ${problem}`));
        const key = signedIn();
        const views = read(key);
        const owner = options.user() as RecordId;
        if (draft.id !== undefined && !views.some((view) => view.id === draft.id)) {
          return throwError(() => new Error(`ViewStore.save(view): no view "${draft.id}"`));
        }
        const view: SavedView = {
          ...draft,
          name: draft.name.trim(),
          id: draft.id ?? newId(),
          owner,
        };
        write(
          key,
          draft.id === undefined
            ? [...views, view]
            : views.map((old) => (old.id === view.id ? view : old)),
        );
        return of(view);
      }),
    remove: (id) =>
      defer(() => {
        const key = signedIn();
        const views = read(key);
        if (!views.some((view) => view.id === id)) {
          return throwError(() => new Error(`ViewStore.remove(id): no view "${id}"`));
        }
        write(
          key,
          views.filter((view) => view.id !== id),
        );
        return of(undefined);
      }),
  };
}
