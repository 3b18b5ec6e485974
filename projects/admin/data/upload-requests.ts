import { type HttpClient } from '@angular/common/http';
import { type Signal } from '@angular/core';
import { type Observable } from 'rxjs';
import { ɵprogressSignal } from './upload-requests-internal';

/**
 * The upload progress of a file, in percent (0–100), while a repository sends it; `null` when
 * it is not being sent. The file inputs show it.
 */
export function uploadProgress(file: Blob): Signal<number | null> {
  return ɵprogressSignal(file).asReadonly();
}

/** What uploads need from the repository. */
export interface UploadDeps {
  readonly http: HttpClient;
  /** API base URL without a trailing `/`. */
  readonly apiUrl: string;
  readonly activity: { track<T>(source: Observable<T>): Observable<T> };
}
