/*
 * The internals of ./upload-requests.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import {
  HttpEventType,
  HttpResponse,
  type HttpClient,
  type HttpEvent,
  type HttpHeaders,
} from '@angular/common/http';
import { signal, type WritableSignal } from '@angular/core';
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
import type { ApiDialect, DialectRequest } from 'admin/config';
import type { AdminRecord } from 'admin/core';
import { AdminHttpError } from './admin-http-error';
import { ɵtoAdminHttpError } from './admin-http-error-internal';
import { FORM_FILES, appendFile, fileName, findFiles, mapFiles } from './upload-parts';
import { ɵdialectUploads } from './uploads-internal';
import { type UploadDeps } from './upload-requests';

// Sending files: the upload endpoint's requests and their progress. Used by the repositories
// when a record holds files, so that it stays out of the code an app needs at start.

const PROGRESS = new WeakMap<Blob, WritableSignal<number | null>>();

/**
 * What an upload endpoint answered for each file, by endpoint URL: a save tried again (after a
 * refused write) does not send the files already stored.
 */
const UPLOADED = new WeakMap<Blob, Map<string, unknown>>();

export function ɵprogressSignal(file: Blob): WritableSignal<number | null> {
  let progress = PROGRESS.get(file);
  if (!progress) PROGRESS.set(file, (progress = signal<number | null>(null)));
  return progress;
}

function readField(answer: unknown, field: string): unknown {
  let value: unknown = answer;
  for (const key of field.split('.')) {
    value = value && typeof value === 'object' ? (value as AdminRecord)[key] : undefined;
  }
  return value;
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
  const progress = files.map(ɵprogressSignal);
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
