/*
 * The internals of ./uploads.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { ApiDialect } from 'admin/config';
import { findFiles, isUploadFile } from './upload-parts';
import { type AdminUploads, type UploadingDialect } from './uploads';

/** Whether `value` is a file chosen by the user (a `File`, or any `Blob`). */
export function ɵisUploadFile(value: unknown): value is Blob {
  return isUploadFile(value);
}

/** Whether a record holds files to upload. */
export function ɵhasUploadFiles(record: unknown): boolean {
  return findFiles(record).length > 0;
}

/** The uploads of a dialect (`withUploads`), if any. */
export function ɵdialectUploads(dialect: ApiDialect): AdminUploads | undefined {
  return (dialect as Partial<UploadingDialect>).uploads;
}
