// What the repository and dialect specs share: a TestBed with the admin and a testing HTTP
// backend, what a request put on the wire, and the error a call failed with.
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { firstValueFrom, type Observable } from 'rxjs';

import type { AdminConfig } from '../config/config';
import { provideAdmin } from 'admin/setup';
import { AdminHttpError } from './admin-http-error';
import { ResourceRepositories } from './resource-repositories';

/**
 * Configures the TestBed with `provideAdmin(config)` and a testing HTTP backend; the repositories
 * and the backend.
 */
export function repositoriesFor(config: AdminConfig): {
  repos: ResourceRepositories;
  http: HttpTestingController;
} {
  TestBed.configureTestingModule({
    providers: [provideAdmin(config), provideHttpClient(), provideHttpClientTesting()],
  });
  return {
    repos: TestBed.inject(ResourceRepositories),
    http: TestBed.inject(HttpTestingController),
  };
}

/** What went on the wire: method, path, every query param, every header, body. */
export function wire(req: TestRequest) {
  const { method, url, params, headers, body } = req.request;
  return {
    method,
    url,
    params: Object.fromEntries(
      params
        .keys()
        .map((k) => [k, params.getAll(k)!.length > 1 ? params.getAll(k) : params.get(k)]),
    ),
    headers: Object.fromEntries(headers.keys().map((k) => [k, headers.get(k)])),
    body,
  };
}

/** The `AdminHttpError` an Observable fails with; a test failure when it succeeds or fails otherwise. */
export async function failure(source: Observable<unknown>): Promise<AdminHttpError> {
  const error = await firstValueFrom(source).then(
    (value) => new Error(`expected a failure, got ${JSON.stringify(value)}`),
    (e: unknown) => e,
  );
  if (!(error instanceof AdminHttpError)) throw error;
  return error;
}
