/*
 * The internals of ./list-page.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import type { ListFilterData, VaSort } from './list-query';

/** What the prefetch needs of a column: its source and, for a reference column, its target. */
export interface ɵListColumnData {
  readonly source: string;
  readonly type?: string;
  readonly reference?: string;
}

/**
 * What a list page asks for, known before its code is downloaded (headless: what the router needs of
 * it; `AdminListData` is the same with the UI's column and filter types): the router starts its list
 * request (and, once it answers, the look-ups of its reference columns) as soon as the route is
 * matched and allowed, while the page's chunks download. Bind the same values to the page's
 * `<va-list>` (`[columns]`, `[filter]`, `[filters]`, `[perPage]`, `[sort]`): the list then finds
 * its request under way, or answered, and sends none of its own.
 */
export interface ɵListPageData {
  /** The permanent filter (`<va-list [filter]>`). */
  readonly filter?: Readonly<Record<string, unknown>> | null;
  /** The default page size (`<va-list [perPage]>`). */
  readonly perPage?: number;
  /** The default sort (`<va-list [sort]>`). */
  readonly sort?: string | readonly VaSort[];
  /** The filters (`<va-list [filters]>`): how the filter values of the URL are sent. */
  readonly filters?: readonly ListFilterData[];
  /** The columns (`<va-list [columns]>`): their references are looked up with the list. */
  readonly columns?: readonly ɵListColumnData[];
}

export const ɵdeclared = new WeakMap<object, ɵListPageData>();

/** What a page loader ɵdeclared through `listPage()`, if anything. */
export function ɵlistPageData(load: unknown): ɵListPageData | undefined {
  return typeof load === 'function' ? ɵdeclared.get(load) : undefined;
}
