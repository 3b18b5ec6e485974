/*
 * The internals of ./record-operation-action.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import type { AdminRecord } from 'admin/core';
import { type RecordOperationField } from './record-operation-action';

/** What the record operation dialog gets. */
export interface ɵRecordOperationDialogData {
  readonly title: string;
  readonly fields: readonly (RecordOperationField & { readonly label: string })[];
  /** Sends the body; resolves once done, rejects with the `AdminHttpError` to show. */
  readonly send: (body: AdminRecord) => Promise<unknown>;
}
