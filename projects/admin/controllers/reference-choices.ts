import { type AdminRecord, type Resource } from 'admin/core';

// The one reference loader (issue 17 §2): the choices of selects and radio groups, the searches of
// autocompletes and reference filters, and (controllers/references.ts) the look-ups by id of
// fields, cells and inputs. The UI components are views over these; none asks a repository itself.

/** A choice offered for a reference: the record's id and its text. */
export interface ReferenceChoice {
  readonly value: unknown;
  readonly label: string;
}

/** The option text of a referenced record: a property (path) or a function; default its `label`. */
export type VaOptionText = string | ((record: AdminRecord) => string);

/** Where a search of referenced records stands. */
export interface ReferenceSearchState {
  readonly loading: boolean;
  readonly records: readonly AdminRecord[];
  /** Why the search failed, if it did. */
  readonly error: unknown;
  /** The searched resource (known once the search started). */
  readonly resource?: Resource;
}
