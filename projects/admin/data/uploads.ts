import type { ApiDialect, DialectContext, DialectRequest } from 'admin/config';
import type { AdminRecord } from 'admin/core';
import { FORM_FILES, REMOVE, appendFile, appendValue, findFiles, mapFiles } from './upload-parts';

/**
 * Files travel inside the create / update request itself, as `multipart/form-data`: the part
 * `data` (or `dataPart`) holds the JSON body the dialect would have sent, without the files;
 * every new file is a part named by its field (`cover`, or `photos` repeated for several). Files
 * already stored (URLs, ids) stay in the JSON body.
 */
export interface MultipartUploads {
  readonly mode: 'multipart';
  /**
   * The name of the JSON part; default `data`. `false`: no JSON part, every value is a part of
   * its own as HTML forms and OpenAPI's `multipart/form-data` bodies have them (text as it is,
   * numbers and booleans as text, objects as JSON, each item of an array a part of the same
   * name, null left out).
   */
  readonly dataPart?: string | false;
}

/**
 * Each new file is first sent alone to an upload endpoint (`POST <url>`, `multipart/form-data`
 * with the part `file`); what the endpoint answers (`field` of its JSON answer: a URL or an id)
 * takes the file's place in the record, which is then created or updated as JSON.
 */
export interface EndpointUploads {
  /** The upload endpoint: a path under the API URL (`uploads`), or an absolute URL / path. */
  readonly url: string;
  /**
   * What is stored in the record: the property of the endpoint's JSON answer (`url`, `id`; a
   * dotted path reads nested objects), or a function of the answer; default `url`.
   */
  readonly field?: string | ((answer: unknown, file: File) => unknown);
  /** The name of the file part; default `file`. */
  readonly filePart?: string;
}

/** How files reach the API: `withUploads(dialect, uploads)`. */
export type AdminUploads = MultipartUploads | EndpointUploads;

/** A dialect that says how files travel (`withUploads`). */
export interface UploadingDialect extends ApiDialect {
  readonly uploads: AdminUploads;
}

function checkUploads(uploads: unknown): AdminUploads {
  const value = uploads as Partial<MultipartUploads & EndpointUploads> | null;
  if (value && value.mode === 'multipart') return value as MultipartUploads;
  if (value && typeof value.url === 'string' && value.url.trim()) {
    if (value.field !== undefined && typeof value.field !== 'string') {
      if (typeof value.field !== 'function') {
        throw new Error('withUploads(): "field" must be a property name or a function');
      }
    }
    return value as EndpointUploads;
  }
  throw new Error(
    "withUploads(): give { mode: 'multipart' } or { url: '<upload endpoint>', field: 'url' }, " +
      `got ${JSON.stringify(uploads)}`,
  );
}

/**
 * `dialect`, with files sent as `uploads` says: `withUploads(jsonServerDialect, { mode:
 * 'multipart' })` or `withUploads(jsonServerDialect, { url: 'uploads', field: 'url' })`. Give it
 * to `provideAdmin({ dialect })` for every resource, or to one resource's `dialect`. Without it,
 * a record holding files cannot be saved (the repository says so).
 */
export function withUploads(dialect: ApiDialect, uploads: AdminUploads): UploadingDialect {
  const checked = checkUploads(uploads);
  if (!('mode' in checked)) return { ...dialect, uploads: checked };
  const part = checked.dataPart === false ? false : checked.dataPart || 'data';
  const multipart = (request: DialectRequest): DialectRequest => {
    const files = findFiles(request.body);
    if (!files.length) return request;
    const form = new FormData();
    const values = mapFiles(request.body, () => REMOVE) ?? null;
    if (part === false && values && typeof values === 'object' && !Array.isArray(values)) {
      for (const [key, value] of Object.entries(values)) appendValue(form, key, value);
    } else {
      const json = JSON.stringify(values);
      form.append(part || 'data', new Blob([json], { type: 'application/json' }));
    }
    for (const { field, file } of files) appendFile(form, field, file);
    FORM_FILES.set(
      form,
      files.map(({ file }) => file),
    );
    const headers = { ...request.headers };
    for (const key of Object.keys(headers)) {
      if (key.toLowerCase() === 'content-type') delete headers[key];
    }
    return { ...request, headers, body: form };
  };
  return {
    ...dialect,
    uploads: checked,
    create: (context: DialectContext, data: AdminRecord) =>
      multipart(dialect.create(context, data)),
    update: (context: DialectContext, id, data: AdminRecord) =>
      multipart(dialect.update(context, id, data)),
    ...(dialect.patch
      ? { patch: (context, id, data) => multipart(dialect.patch!(context, id, data)) }
      : {}),
  } satisfies UploadingDialect;
}
