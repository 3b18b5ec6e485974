import { DOCUMENT } from '@angular/common';
import { computed, inject, signal, type Signal } from '@angular/core';

import { AdminAuth } from 'admin/auth';

/** How tall a list's rows are: Material's default, or tighter rows for more of them on screen. */
export type ListDensity = 'comfortable' | 'compact';

/** The columns of a list as the user arranged them (issue 38 §4), kept per user and list. */
export interface ListColumnState {
  /** Every column's source, in the order shown. */
  readonly order: readonly string[];
  /** The sources of the hidden columns. */
  readonly hidden: readonly string[];
  /** Widths set by the user, in CSS pixels, by source. */
  readonly widths: Readonly<Record<string, number>>;
  readonly density: ListDensity;
}

/** One column in the column menu. */
export interface ListColumnItem {
  readonly source: string;
  readonly visible: boolean;
  /** The width the user set, or null (the table's own). */
  readonly width: number | null;
}

/** The narrowest and widest a column may be resized to (CSS pixels). */
export const MIN_COLUMN_WIDTH = 48;
export const MAX_COLUMN_WIDTH = 960;

/** The state of columns as the descriptor declares them: all shown, in order, comfortable. */
export function defaultColumnState(sources: readonly string[]): ListColumnState {
  return { order: [...sources], hidden: [], widths: {}, density: 'comfortable' };
}

/**
 * A stored state made to fit the columns the list declares now: sources gone are dropped, new
 * ones join at their declared place, widths are clamped, a state hiding every column shows them.
 * Anything that is not a state (old or hand-edited storage) gives the defaults.
 */
export function fitColumnState(sources: readonly string[], stored: unknown): ListColumnState {
  if (!stored || typeof stored !== 'object') return defaultColumnState(sources);
  const value = stored as Partial<Record<keyof ListColumnState, unknown>>;
  const known = new Set(sources);
  const strings = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((s): s is string => typeof s === 'string' && known.has(s))
      : [];
  const order = [...new Set(strings(value.order))];
  sources.forEach((source, index) => {
    if (order.includes(source)) return;
    // A new column goes after the column declared before it (or first).
    const before = sources
      .slice(0, index)
      .reverse()
      .find((s) => order.includes(s));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, source);
  });
  let hidden = [...new Set(strings(value.hidden))];
  if (hidden.length >= sources.length) hidden = [];
  const widths: Record<string, number> = {};
  if (value.widths && typeof value.widths === 'object') {
    for (const [source, width] of Object.entries(value.widths)) {
      if (known.has(source) && typeof width === 'number' && Number.isFinite(width)) {
        widths[source] = clampWidth(width);
      }
    }
  }
  const density: ListDensity = value.density === 'compact' ? 'compact' : 'comfortable';
  return { order, hidden, widths, density };
}

function clampWidth(width: number): number {
  return Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
}

/** Where a column layout is kept: `ViewStore` (saved views) or the browser's storage. */
export interface ListColumnStorage {
  read(key: string): unknown;
  write(key: string, state: ListColumnState | null): void;
}

/** The browser's localStorage (nothing when unavailable: private mode, server rendering). */
export function localColumnStorage(storage: Storage | null | undefined): ListColumnStorage {
  return {
    read(key) {
      try {
        const text = storage?.getItem(key);
        return text ? (JSON.parse(text) as unknown) : null;
      } catch {
        return null;
      }
    },
    write(key, state) {
      try {
        if (state) storage?.setItem(key, JSON.stringify(state));
        else storage?.removeItem(key);
      } catch {
        // Full or denied storage: the layout lasts for this page only.
      }
    },
  };
}

/**
 * The headless column layout of a list: which columns show, in what order and width, and the
 * row density. Every change is stored at once under `key` (null: not stored, e.g. signed out);
 * `reset()` restores the descriptor's defaults and forgets the stored layout.
 */
export class ListColumns {
  private readonly changed = signal<ListColumnState | null>(null);
  private readonly loadedKey = signal<string | null | undefined>(undefined);

  constructor(
    private readonly sources: Signal<readonly string[]>,
    private readonly key: Signal<string | null>,
    private readonly storage: ListColumnStorage,
  ) {}

  /** The current layout (stored, else default), fitted to the declared columns. */
  readonly state: Signal<ListColumnState> = computed(() => {
    const sources = this.sources();
    const key = this.key();
    const changed = this.changed();
    if (changed && this.loadedKey() === key) return fitColumnState(sources, changed);
    return fitColumnState(sources, key ? this.storage.read(key) : null);
  });

  /** Every column, in order, for the column menu. */
  readonly items: Signal<readonly ListColumnItem[]> = computed(() => {
    const { order, hidden, widths } = this.state();
    return order.map((source) => ({
      source,
      visible: !hidden.includes(source),
      width: widths[source] ?? null,
    }));
  });

  /** The sources of the columns shown, in order. */
  readonly visible: Signal<readonly string[]> = computed(() =>
    this.items()
      .filter((item) => item.visible)
      .map((item) => item.source),
  );

  readonly density: Signal<ListDensity> = computed(() => this.state().density);

  /** Whether the layout differs from the descriptor's (offers "Reset columns"). */
  readonly customised: Signal<boolean> = computed(() => {
    const state = this.state();
    const sources = this.sources();
    return (
      state.density !== 'comfortable' ||
      state.hidden.length > 0 ||
      Object.keys(state.widths).length > 0 ||
      state.order.some((source, i) => source !== sources[i])
    );
  });

  /** Shows or hides a column; the last column shown stays (returns false then). */
  setVisible(source: string, visible: boolean): boolean {
    const state = this.state();
    if (!state.order.includes(source)) throw new Error(`ListColumns: no column "${source}"`);
    const hidden = state.hidden.filter((s) => s !== source);
    if (!visible) {
      if (hidden.length + 1 >= state.order.length) return false;
      hidden.push(source);
    }
    this.save({ ...state, hidden });
    return true;
  }

  toggle(source: string): boolean {
    return this.setVisible(source, !this.visible().includes(source));
  }

  /** Moves the column at index `from` to index `to` (indexes in `items()`, as CDK drop lists). */
  move(from: number, to: number): void {
    const state = this.state();
    const order = [...state.order];
    const last = order.length - 1;
    const [source] = order.splice(Math.max(0, Math.min(last, from)), 1);
    if (source === undefined) return;
    order.splice(Math.max(0, Math.min(last, to)), 0, source);
    this.save({ ...state, order });
  }

  /** Moves a column one place (keyboard: -1 earlier, 1 later); false at either end. */
  moveBy(source: string, delta: -1 | 1): boolean {
    const from = this.state().order.indexOf(source);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= this.state().order.length) return false;
    this.move(from, to);
    return true;
  }

  /** Sets a column's width (clamped to 48–960 px); null gives it back its own. */
  resize(source: string, width: number | null): void {
    const state = this.state();
    const widths = { ...state.widths };
    if (width === null || !Number.isFinite(width)) delete widths[source];
    else widths[source] = clampWidth(width);
    this.save({ ...state, widths });
  }

  setDensity(density: ListDensity): void {
    this.save({ ...this.state(), density });
  }

  /** Applies a whole layout (a saved view's), fitted to the declared columns. */
  apply(state: unknown): void {
    this.save(fitColumnState(this.sources(), state));
  }

  /** The descriptor's defaults again; the stored layout is forgotten. */
  reset(): void {
    const key = this.key();
    this.loadedKey.set(key);
    this.changed.set(defaultColumnState(this.sources()));
    if (key) this.storage.write(key, null);
  }

  private save(state: ListColumnState): void {
    const key = this.key();
    this.loadedKey.set(key);
    this.changed.set(state);
    if (key) this.storage.write(key, state);
  }
}

/**
 * The column layout of the list named `list` (its resource name, or its own name for a second
 * list on a page), kept in localStorage per signed-in user. Call in an injection context.
 */
export function injectListColumns(options: {
  readonly list: Signal<string>;
  readonly sources: Signal<readonly string[]>;
}): ListColumns {
  const auth = inject(AdminAuth);
  const view = inject(DOCUMENT).defaultView;
  let storage: Storage | null = null;
  try {
    storage = view?.localStorage ?? null;
  } catch {
    storage = null;
  }
  const key = computed(() => {
    const user = auth.user();
    return user ? `admin.columns.${String(user.id)}.${options.list()}` : null;
  });
  return new ListColumns(options.sources, key, localColumnStorage(storage));
}
