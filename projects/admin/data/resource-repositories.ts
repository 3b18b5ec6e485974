import { HttpClient } from '@angular/common/http';
import { Injectable, InjectionToken, Injector, inject } from '@angular/core';

import { ADMIN_CONFIG, ɵADMIN_UI_LOCALE } from 'admin/config';
import { resourceUnder, ɵclosest } from 'admin/core';
import { ResourceRegistry } from 'admin/config';
import type { AdminRecord, ParentParams, Resource } from 'admin/core';
import { ɵADMIN_ACCESS, type ɵAdminAccessCheck } from 'admin/config';
import { ɵAdminActivity } from './admin-activity';
import { ɵAdminEarlyData } from './early-data-internal';
import type { ApiDialect } from 'admin/config';
import { jsonServerDialect } from './json-server-dialect';
import { nestedRepository } from './nested-repository';
import { ɵPendingChanges } from './pending-changes-internal';
import { RecordStore } from './record-store';
import { type RepositoryDeps, type ResourceRepository } from './resource-repository';
import { UploadingResourceRepository } from './uploading-repository';

/** Milliseconds before an admin request fails with status 0 (default 30 000; 0 = never). */
export const ADMIN_REQUEST_TIMEOUT = new InjectionToken<number>('ADMIN_REQUEST_TIMEOUT', {
  providedIn: 'root',
  factory: () => 30_000,
});

/**
 * Milliseconds a list answer stays fresh for `list(params, { cache: 'fresh' })` (default 30 000;
 * 0 = never: every list asks the server). The list page uses it, so going back to a list shows
 * the rows at once without a request.
 */
export const ADMIN_LIST_MAX_AGE = new InjectionToken<number>('ADMIN_LIST_MAX_AGE', {
  providedIn: 'root',
  factory: () => 30_000,
});

const DIALECT_METHODS = [
  'list',
  'parseList',
  'get',
  'getMany',
  'parseMany',
  'create',
  'update',
  'delete',
  'parseRecord',
] as const;

/**
 * The repositories of the configured resources, one per resource, sharing one record cache:
 * `inject(ResourceRepositories).for<Post>('posts')`. The dialect is the resource's own, else the
 * one given to `provideAdmin({ dialect })`, else `jsonServerDialect`.
 */
@Injectable({ providedIn: 'root' })
export class ResourceRepositories {
  private readonly config = inject(ADMIN_CONFIG, { optional: true });
  private readonly store = new RecordStore();
  private readonly deps: RepositoryDeps;
  private readonly repositories = new WeakMap<Resource, ResourceRepository<object>>();
  /** The repositories of nested resources, by resource and filled path (`posts/12/comments`). */
  private readonly underParents = new Map<string, ResourceRepository<object>>();
  private readonly injector = inject(Injector);
  /** The access check (`ADMIN_ACCESS`), once read; null when none is provided (all allowed). */
  private access?: ɵAdminAccessCheck | null;

  constructor() {
    const http = inject(HttpClient, { optional: true });
    if (!http) {
      throw new Error(
        'ResourceRepositories needs HttpClient: add provideHttpClient() to the application providers',
      );
    }
    this.deps = {
      http,
      activity: inject(ɵAdminActivity),
      store: this.store,
      apiUrl: this.config?.apiUrl ?? '/api',
      timeout: inject(ADMIN_REQUEST_TIMEOUT),
      uiLocale: inject(ɵADMIN_UI_LOCALE),
      listMaxAge: Math.max(0, inject(ADMIN_LIST_MAX_AGE) || 0),
      pending: new ɵPendingChanges(),
      early: inject(ɵAdminEarlyData),
      access: (resource, action) => {
        // Read on the first call: the check (AdminAuth) restores the session when built.
        if (this.access === undefined) this.access = this.injector.get(ɵADMIN_ACCESS, null);
        return this.access ? this.access(resource, action) : true;
      },
    };
  }

  /** The repository of a configured resource, by name or by its `Resource` object. */
  /**
   * A nested resource's repository works under parent ids: given in `params`
   * (`for('comments', { postId: 12 })` calls `posts/12/comments`, records cached by that path),
   * else those of the page shown at each call (see `ResourceRegistry.parentParams`).
   */
  for<T extends object = AdminRecord>(
    nameOrResource: string | Resource,
    params?: ParentParams | null,
  ): ResourceRepository<T> {
    const resource =
      typeof nameOrResource === 'string' ? this.resource(nameOrResource) : nameOrResource;
    if (resource.parents?.length && resource.api.includes('{')) {
      return this.nested<T>(resource, params);
    }
    let repository = this.repositories.get(resource);
    if (!repository) {
      repository = new UploadingResourceRepository(resource, this.dialect(resource), this.deps);
      this.repositories.set(resource, repository);
    }
    return repository as ResourceRepository<T>;
  }

  /**
   * The repository of a write that may be sent later (optimistic, undoable): as `for()`, except
   * that a nested resource's missing parent ids are read from the page shown now, once, not from
   * the page shown when the request goes. A user who navigates away during the undo delay still
   * deletes or updates the record they saw (`/posts/12/comments/3`, not under the next page's
   * post). Without those ids on the page, the same as `for()`.
   */
  pinned<T extends object = AdminRecord>(
    nameOrResource: string | Resource,
    params?: ParentParams | null,
  ): ResourceRepository<T> {
    const resource =
      typeof nameOrResource === 'string' ? this.resource(nameOrResource) : nameOrResource;
    if (resource.parents?.length && resource.api.includes('{')) {
      const found = this.injector.get(ResourceRegistry).tryParentParams(resource, params);
      if (found) return this.for<T>(resource, found);
    }
    return this.for<T>(resource, params);
  }

  private nested<T extends object>(
    resource: Resource,
    params: ParentParams | null | undefined,
  ): ResourceRepository<T> {
    const scoped = (given: ParentParams) => {
      const under = resourceUnder(resource, given);
      const key = `${resource.name}\n${under.api}`;
      let found = this.underParents.get(key);
      if (!found) {
        // One resource object per path: records and lists are cached by the full path.
        found = this.for<object>(under);
        this.underParents.set(key, found);
      }
      return found as ResourceRepository<T>;
    };
    const complete = resource.parents.every((p) => {
      const value = params?.[p.param];
      return value !== undefined && value !== null && value !== '';
    });
    if (params && complete) return scoped(params);
    // The page shown completes the parent ids, at each call (read through the router).
    const registry = this.injector.get(ResourceRegistry);
    return nestedRepository<T>(
      resource,
      this.dialect(resource),
      () => registry.parentParams(resource, params),
      scoped,
    );
  }

  /** Forgets every cached record and list answer (e.g. after signing out). */
  clearCache(): void {
    this.store.clear();
  }

  private resource(name: string): Resource {
    if (!this.config) {
      throw new Error(
        `No resource "${name}": the admin is not configured; add provideAdmin({ resources }) to the application providers`,
      );
    }
    const registry = this.injector.get(ResourceRegistry);
    const found = registry.find(name);
    if (found) return found;
    const names = registry.resources.map((r) => r.name);
    const hint = names.length ? `; did you mean "${ɵclosest(name, names)}"?` : '';
    throw new Error(`Unknown resource "${name}"${hint} (resources: ${names.join(', ') || 'none'})`);
  }

  private dialect(resource: Resource): ApiDialect {
    const dialect = (resource.dialect ?? this.config?.dialect ?? jsonServerDialect) as ApiDialect;
    const missing = DIALECT_METHODS.filter((m) => typeof dialect[m] !== 'function');
    if (missing.length) {
      throw new Error(
        `Resource "${resource.name}": dialect "${dialect.name}" is not an ApiDialect ` +
          `(missing ${missing.join(', ')}); use jsonServerDialect, simpleRestDialect, ` +
          'laravelDialect or an object implementing ApiDialect',
      );
    }
    const limit = dialect.getManyLimit;
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1)) {
      throw new Error(
        `Resource "${resource.name}": dialect "${dialect.name}" has getManyLimit ` +
          `${JSON.stringify(limit)}; it must be a positive integer (1: one request per id)`,
      );
    }
    return dialect;
  }
}

/**
 * The repository of a resource, in an injection context: `injectRepository<Post>('posts')`;
 * a nested one under parent ids: `injectRepository<Comment>('comments', { postId: 12 })`.
 */
export function injectRepository<T extends object = AdminRecord>(
  nameOrResource: string | Resource,
  params?: ParentParams | null,
): ResourceRepository<T> {
  return inject(ResourceRepositories).for<T>(nameOrResource, params);
}
