// The CSV import's wire and outcome types (docs: README "CSV import"), shared by the data layer
// (`ResourceRepository.import`, `ApiDialect.import`: `ImportDialect` in ./api-dialect.ts) and the import controller.
import type { RecordId } from 'admin/core';

/** How an import's records are written. */
export interface ImportRequestOptions {
  /**
   * The field whose value finds the record a row updates (the resource's `idField`, or another
   * field such as `slug`); a row without a value, or whose value no record has, creates one.
   */
  readonly key: string;
  /** Check every row as the import would, and write nothing. */
  readonly dryRun?: boolean;
  /**
   * One version per record (`repository.versionOf(record)`, `null`: none), the version its
   * update is based on: a record saved since fails its row (nothing written, in a bulk import).
   */
  readonly versions?: readonly (string | number | null)[];
}

/** A row an import wrote (or, on a dry run, would write). `row` is 1-based, in the records' order. */
export interface ImportRowResult {
  readonly row: number;
  readonly action: 'created' | 'updated';
  /** The record's key, when the API answers it. */
  readonly id?: RecordId;
}

/** A row an import refused: the API's message and its field errors. */
export interface ImportRowError {
  readonly row: number;
  readonly message: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

/**
 * What an import did. `mode: 'bulk'`: one all-or-nothing request (the API's import), so when
 * `failed` holds rows nothing was written; `mode: 'rows'`: one request per row (an API without an
 * import), stopped at the first failing row: `rows` were written, `skipped` were not tried.
 */
export interface ImportOutcome {
  readonly mode: 'bulk' | 'rows';
  readonly rows: readonly ImportRowResult[];
  readonly failed: readonly ImportRowError[];
  readonly skipped: readonly number[];
  /** Whether it was a dry run (nothing written). */
  readonly dryRun: boolean;
}
