import {
  HttpEventType,
  HttpResponse,
  type HttpClient,
  type HttpEvent,
  type HttpHeaders,
} from '@angular/common/http';
import { signal, type Signal, type WritableSignal } from '@angular/core';
import {
  catchError,
  filter,
  finalize,
  from,
  last,
  map,
  mergeMap,
  of,
  tap,
  throwError,
  toArray,
  type Observable,
} from 'rxjs';

import type { AdminRecord } from 'admin/core';
import { AdminHttpError, ɵtoAdminHttpError } from './admin-http-error';
import type { ApiDialect, DialectContext, DialectRequest } from 'admin/config';

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

/** Whether `value` is a file chosen by the user (a `File`, or any `Blob`). */
export function ɵisUploadFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

const PROGRESS = new WeakMap<Blob, WritableSignal<number | null>>();
/**
 * What an upload endpoint answered for each file, by endpoint URL: a save tried again (after a
 * refused write) does not send the files already stored.
 */
const UPLOADED = new WeakMap<Blob, Map<string, unknown>>();
/** The files of the multipart bodies built here (a `FormData` may hold copies of them). */
const FORM_FILES = new WeakMap<FormData, readonly Blob[]>();

/** Appends a value as form parts: text, JSON for objects, one part per array item. */
function appendValue(form: FormData, name: string, value: unknown): void {
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
function appendFile(form: FormData, name: string, file: Blob): void {
  if (typeof File !== 'undefined' && file instanceof File) form.append(name, file);
  else form.append(name, file, 'blob');
}

function progressSignal(file: Blob): WritableSignal<number | null> {
  let progress = PROGRESS.get(file);
  if (!progress) PROGRESS.set(file, (progress = signal<number | null>(null)));
  return progress;
}

/**
 * The upload progress of a file, in percent (0–100), while a repository sends it; `null` when
 * it is not being sent. The file inputs show it.
 */
export function uploadProgress(file: Blob): Signal<number | null> {
  return progressSignal(file).asReadonly();
}

/** A file found in a record: where it is and which input field it belongs to. */
interface FoundFile {
  /** Path segments of the file in the record (`['photos', 1]`). */
  readonly path: readonly (string | number)[];
  /** The field that holds it: its path without array indexes (`photos`). */
  readonly field: string;
  readonly file: Blob;
}

function findFiles(value: unknown, path: (string | number)[] = [], found: FoundFile[] = []) {
  if (ɵisUploadFile(value)) {
    const field = path.filter((segment) => typeof segment === 'string').join('.');
    found.push({ path, field, file: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findFiles(item, [...path, i], found));
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) findFiles(item, [...path, key], found);
  }
  return found;
}

/** Whether a record holds files to upload. */
export function ɵhasUploadFiles(record: unknown): boolean {
  return findFiles(record).length > 0;
}

/** A copy of `value` with `replace` applied to every file (a `REMOVE` result drops it). */
const REMOVE = Symbol('remove');
function mapFiles(value: unknown, replace: (file: Blob) => unknown): unknown {
  if (ɵisUploadFile(value)) return replace(value);
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

function fileName(file: Blob): string {
  return (file as Partial<File>).name || 'blob';
}

function readField(answer: unknown, field: string): unknown {
  let value: unknown = answer;
  for (const key of field.split('.')) {
    value = value && typeof value === 'object' ? (value as AdminRecord)[key] : undefined;
  }
  return value;
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

/** The uploads of a dialect (`withUploads`), if any. */
export function ɵdialectUploads(dialect: ApiDialect): AdminUploads | undefined {
  return (dialect as Partial<UploadingDialect>).uploads;
}

/** What uploads need from the repository. */
export interface UploadDeps {
  readonly http: HttpClient;
  /** API base URL without a trailing `/`. */
  readonly apiUrl: string;
  readonly activity: { track<T>(source: Observable<T>): Observable<T> };
}

/** Files sent at once to an upload endpoint. */
const UPLOAD_CONCURRENCY = 3;

/**
 * Sends `request` (its body a `FormData`), reporting the upload progress of the files it holds;
 * emits the response.
 */
export function ɵsendWithProgress(
  http: HttpClient,
  method: string,
  url: string,
  options: {
    body: FormData;
    params?: DialectRequest['params'];
    headers?: DialectRequest['headers'] | HttpHeaders;
  },
): Observable<HttpResponse<unknown>> {
  let files = FORM_FILES.get(options.body);
  if (!files) {
    const found: Blob[] = [];
    options.body.forEach((value) => {
      if (typeof value !== 'string') found.push(value);
    });
    files = found;
  }
  const progress = files.map(progressSignal);
  const report = (value: number | null) => progress.forEach((p) => p.set(value));
  report(0);
  return http
    .request<unknown>(method, url, {
      body: options.body,
      params: options.params as Record<string, string | string[]> | undefined,
      headers: options.headers as Record<string, string> | undefined,
      observe: 'events',
      reportProgress: true,
      responseType: 'json',
    })
    .pipe(
      tap((event: HttpEvent<unknown>) => {
        if (event.type === HttpEventType.UploadProgress && event.total) {
          report(Math.min(100, Math.round((100 * event.loaded) / event.total)));
        }
      }),
      filter((event): event is HttpResponse<unknown> => event instanceof HttpResponse),
      last(),
      finalize(() => report(null)),
    );
}

function endpointUrl(deps: UploadDeps, url: string): string {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(url) || url.startsWith('/')
    ? url
    : `${deps.apiUrl}/${url.replace(/^\/+/, '')}`;
}

/**
 * The record to save once its files are uploaded: with `EndpointUploads`, every file is sent to
 * the endpoint and replaced by what it answered; otherwise the record as it is (`multipart`
 * dialects send files in the write itself). A refused file fails with an `AdminHttpError` whose
 * `errors` name its field (`{ avatar: ['…'] }`), so that the form shows it under the input and
 * keeps every value typed.
 */
export function ɵuploadFiles(
  dialect: ApiDialect,
  record: AdminRecord,
  deps: UploadDeps,
  resource: string,
): Observable<AdminRecord> {
  const files = findFiles(record);
  if (!files.length) return of(record);
  const uploads = ɵdialectUploads(dialect);
  if (!uploads) {
    return throwError(
      () =>
        new AdminHttpError({
          status: 400,
          message:
            `Resource "${resource}": the record holds files (${files.map((f) => f.field).join(', ')}) ` +
            `but dialect "${dialect.name}" does not say how to send them: use ` +
            "withUploads(dialect, { mode: 'multipart' }) or withUploads(dialect, { url: '<upload " +
            "endpoint>' }); no request was sent.",
        }),
    );
  }
  if ('mode' in uploads) return of(record);
  const url = endpointUrl(deps, uploads.url);
  const field = uploads.field ?? 'url';
  const stored = new Map<Blob, unknown>();
  return from(files).pipe(
    mergeMap(({ file, field: source }) => {
      const known = UPLOADED.get(file);
      if (known?.has(url)) {
        stored.set(file, known.get(url));
        return of(known.get(url));
      }
      const body = new FormData();
      appendFile(body, uploads.filePart || 'file', file);
      FORM_FILES.set(body, [file]);
      const info = { method: 'POST', url };
      return deps.activity.track(ɵsendWithProgress(deps.http, 'POST', url, { body })).pipe(
        catchError((error: unknown) => {
          const failure = ɵtoAdminHttpError(error, info);
          // The API's own message ("The file is too large: at most 2 MB") says most.
          const message = `“${fileName(file)}”: ${failure.message}`;
          return throwError(
            () =>
              new AdminHttpError({
                status: failure.status,
                message,
                errors: { [source]: [message] },
                method: 'POST',
                url,
                body: failure.body,
                cause: failure,
              }),
          );
        }),
        map((response) => {
          const answer = response.body;
          const value =
            typeof field === 'function' ? field(answer, file as File) : readField(answer, field);
          if (value === undefined || value === null || value === '') {
            throw new AdminHttpError({
              status: response.status,
              message:
                `POST ${url} answered without "${typeof field === 'string' ? field : 'a value'}" ` +
                `for “${fileName(file)}”: ${JSON.stringify(answer)?.slice(0, 200)}`,
              errors: { [source]: [`the upload endpoint gave no ${String(field)}`] },
              method: 'POST',
              url,
              body: answer,
            });
          }
          stored.set(file, value);
          if (!UPLOADED.has(file)) UPLOADED.set(file, new Map());
          UPLOADED.get(file)!.set(url, value);
          return value;
        }),
      );
    }, UPLOAD_CONCURRENCY),
    toArray(),
    map(() => mapFiles(record, (file) => stored.get(file)) as AdminRecord),
  );
}
