// What the repository and dialect specs share: a TestBed with the admin and a testing HTTP
// backend, and what a request put on the wire.
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';

import type { AdminConfig } from '../config/admin-config';
import { provideAdmin } from '../setup';
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
