// What the route specs share (admin-routes.spec.ts, nested-routes.spec.ts): a TestBed with the
// router, the admin and a testing HTTP backend; lazy test pages that record their loading; and
// waiting for the guard's and resolvers' asynchronous requests.
import { provideHttpClient } from '@angular/common/http';
import {
  HttpTestingController,
  provideHttpClientTesting,
  type TestRequest,
} from '@angular/common/http/testing';
import { Directive, input, type Provider, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import {
  TitleStrategy,
  provideRouter,
  withComponentInputBinding,
  type Routes,
} from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';

import type { AdminConfig } from '../config/config';
import type { AdminRecord, Resource } from 'admin/core';
import type { AdminPages } from '../config/types';
import { provideAdmin } from 'admin/setup';
import { AdminTitleStrategy } from './title-strategy';

/** The inputs of a page (docs/contract.md §2.6), for the test pages of the route specs. */
@Directive()
export abstract class SpecPageInputs {
  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly id = input<string>();
  readonly item = input<AdminRecord>();
  readonly permissions = input<readonly string[]>([]);
}

/** The pages of `names`, each made by `page` and loaded lazily; a load pushes its name on `loads`. */
export function lazyPages(
  names: readonly string[],
  page: (name: string) => Type<unknown>,
  loads: string[],
): AdminPages {
  const pages: AdminPages = {};
  for (const name of names) {
    const component = page(name);
    pages[name] = () => {
      loads.push(name);
      return Promise.resolve(component);
    };
  }
  return pages;
}

/**
 * Configures the TestBed with `routes` (component input binding), `provideAdmin(config)`, the
 * admin title strategy and a testing HTTP backend, then `providers`; starts a router harness.
 */
export async function startRoutes(
  routes: Routes,
  config: AdminConfig,
  providers: readonly (Provider | unknown)[] = [],
): Promise<{ harness: RouterTestingHarness; http: HttpTestingController }> {
  TestBed.configureTestingModule({
    providers: [
      provideHttpClient(),
      provideHttpClientTesting(),
      provideRouter(routes, withComponentInputBinding()),
      provideAdmin(config),
      { provide: TitleStrategy, useClass: AdminTitleStrategy },
      ...(providers as Provider[]),
    ],
  });
  const http = TestBed.inject(HttpTestingController);
  return { harness: await RouterTestingHarness.create(), http };
}

export const macrotask = () => new Promise((resolve) => setTimeout(resolve));

/** Waits for the one GET request to `url` (the guard and resolvers are asynchronous). */
export async function expectGet(http: HttpTestingController, url: string): Promise<TestRequest> {
  for (let i = 0; i < 50; i++) {
    const found = http.match((req) => req.method === 'GET' && req.url === url);
    if (found.length > 1) throw new Error(`${found.length} requests to ${url}, expected one`);
    if (found.length === 1) return found[0];
    await macrotask();
  }
  throw new Error(`no GET ${url}`);
}
