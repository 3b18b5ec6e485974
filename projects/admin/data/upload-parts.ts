// What the upload code shares: finding the files of a record and putting them in form parts.
// Internal to admin/data (not in its public API); small, so that an app whose config calls
// withUploads() carries only this and uploads.ts in its first download, not upload-requests.ts.
import type { AdminRecord } from 'admin/core';

/** Whether `value` is a file chosen by the user (a `File`, or any `Blob`). */
export function isUploadFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** The files of the multipart bodies built here (a `FormData` may hold copies of them). */
export const FORM_FILES = new WeakMap<FormData, readonly Blob[]>();

/** Appends a value as form parts: text, JSON for objects, one part per array item. */
export function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendValue(form, name, item);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    form.append(name, new Blob([JSON.stringify(value)], { type: 'application/json' }));
  } else {
    form.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
}

/** Appends a file; a `File` keeps its name (and stays the same object). */
export function appendFile(form: FormData, name: string, file: Blob): void {
  if (typeof File !== 'undefined' && file instanceof File) form.append(name, file);
  else form.append(name, file, 'blob');
}

/** A file found in a record: where it is and which input field it belongs to. */
export interface FoundFile {
  /** Path segments of the file in the record (`['photos', 1]`). */
  readonly path: readonly (string | number)[];
  /** The field that holds it: its path without array indexes (`photos`). */
  readonly field: string;
  readonly file: Blob;
}

export function findFiles(value: unknown, path: (string | number)[] = [], found: FoundFile[] = []) {
  if (isUploadFile(value)) {
    const field = path.filter((segment) => typeof segment === 'string').join('.');
    found.push({ path, field, file: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findFiles(item, [...path, i], found));
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) findFiles(item, [...path, key], found);
  }
  return found;
}

/** A copy of `value` with `replace` applied to every file (a `REMOVE` result drops it). */
export const REMOVE = Symbol('remove');
export function mapFiles(value: unknown, replace: (file: Blob) => unknown): unknown {
  if (isUploadFile(value)) return replace(value);
  if (Array.isArray(value)) {
    return value.map((item) => mapFiles(item, replace)).filter((item) => item !== REMOVE);
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const copy: AdminRecord = {};
    for (const [key, item] of Object.entries(value)) {
      const mapped = mapFiles(item, replace);
      if (mapped !== REMOVE) copy[key] = mapped;
    }
    return copy;
  }
  return value;
}

export function fileName(file: Blob): string {
  return (file as Partial<File>).name || 'blob';
}
