// The list's state: parsed from and written to the URL, and turned into the repository call.
// Headless (no Angular UI): used by VaList and by the router's prefetch of a list page.

/** A sort of the list: `field` ascending or descending. */
export interface VaSort {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

/** The state of a list page, kept in the URL: page, size, sort, search and filter values. */
export interface ListQuery {
  readonly page: number;
  readonly perPage: number;
  readonly sort: readonly VaSort[];
  readonly q: string;
  /** Filter values by filter source (a date range is `{ from?, to? }`). */
  readonly filter: Readonly<Record<string, unknown>>;
}

/** What the list's state needs of a filter: its source and how it is sent (`VaFilter` fits). */
export interface ListFilterData {
  readonly source: string;
  readonly type: string;
}
