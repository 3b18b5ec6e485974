import { ɵisUploadFile, uploadProgress } from 'admin/data';

/** A file chosen in a file input and not stored yet: the save uploads it. */
export interface PendingFile {
  readonly file: File;
  /** Its upload progress in percent (0–100) while the save sends it; `null` otherwise. */
  readonly progress: number | null;
}

/**
 * A file input's value item when it is a new file (a `File`, or any `Blob`, that the save
 * uploads), with its upload progress (read from a signal: a computed or template calling this
 * follows the upload); `null` for a stored file (a URL, an id, an object).
 */
export function pendingFile(value: unknown): PendingFile | null {
  if (!ɵisUploadFile(value)) return null;
  return { file: value as File, progress: uploadProgress(value)() };
}

/** The new files (not stored yet) among a file input's values. */
export function pendingFiles(values: readonly unknown[]): File[] {
  return values.filter((value): value is File => ɵisUploadFile(value));
}
