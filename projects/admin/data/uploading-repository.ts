import type { HttpClient } from '@angular/common/http';
import { defer, mergeMap, throwError, type Observable } from 'rxjs';

import { isActionEnabled, type AdminRecord, type RecordId, type Resource } from 'admin/core';
import type { ApiDialect } from 'admin/config';
import { HttpResourceRepository, type RepositoryDeps } from './resource-repository';
import { type UploadDeps } from './upload-requests';
import { ɵsendWithProgress, ɵuploadFiles } from './upload-requests-internal';
import { ɵhasUploadFiles } from './uploads-internal';

/**
 * `http`, whose requests with a `FormData` body (multipart writes) report the upload progress
 * of their files (`uploadProgress`); every other request is sent as it is.
 */
function progressHttp(http: HttpClient): HttpClient {
  const request = (method: string, url: string, options: Record<string, unknown> = {}) => {
    const body = options['body'];
    if (typeof FormData !== 'undefined' && body instanceof FormData) {
      return ɵsendWithProgress(http, method, url, {
        body,
        params: options['params'] as never,
        headers: options['headers'] as never,
      });
    }
    return http.request(method, url, options as never);
  };
  return { request } as unknown as HttpClient;
}

/**
 * The repository of a resource whose records may hold files (`File` values set by
 * `VaFileInput` / `VaImageInput`): before a create or update, the files go to the dialect's
 * upload endpoint (`withUploads(dialect, { url })`) and what it answers takes their place; with
 * `{ mode: 'multipart' }` they travel in the write itself. `ResourceRepositories` builds these.
 */
export class UploadingResourceRepository<
  T extends object = AdminRecord,
> extends HttpResourceRepository<T> {
  private readonly uploadDeps: UploadDeps;

  constructor(resource: Resource, dialect: ApiDialect, deps: RepositoryDeps) {
    super(resource, dialect, { ...deps, http: progressHttp(deps.http) });
    this.uploadDeps = deps;
  }

  override create(
    data: Partial<T>,
    options?: Parameters<HttpResourceRepository<T>['create']>[1],
  ): Observable<T> {
    if (!this.needsUpload('create', data)) return super.create(data, options);
    return this.uploaded('create', data).pipe(mergeMap((ready) => super.create(ready, options)));
  }

  override update(
    id: RecordId,
    data: Partial<T>,
    options?: Parameters<HttpResourceRepository<T>['update']>[2],
  ): Observable<T> {
    if (!this.needsUpload('edit', data)) return super.update(id, data, options);
    return this.uploaded('update', data).pipe(
      mergeMap((ready) => super.update(id, ready, options)),
    );
  }

  /**
   * Files to upload first, for an enabled action the access check does not refuse (a disabled or
   * refused one is refused by the base, before any upload).
   */
  private needsUpload(action: 'create' | 'edit', data: unknown): boolean {
    return (
      isActionEnabled(this.resource, action) &&
      !this.refusal(action === 'create' ? 'create' : 'update') &&
      ɵhasUploadFiles(data)
    );
  }

  /** The files uploaded, when subscribed; refused first if the access check refuses it by then. */
  private uploaded(operation: 'create' | 'update', data: Partial<T>): Observable<Partial<T>> {
    return defer(() => {
      const refused = this.refusal(operation);
      if (refused) return throwError(() => refused);
      return ɵuploadFiles(
        this.dialect,
        data as AdminRecord,
        this.uploadDeps,
        this.resource.name,
      ) as Observable<Partial<T>>;
    });
  }
}
