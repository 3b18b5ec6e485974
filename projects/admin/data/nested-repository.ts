import { EMPTY, throwError } from 'rxjs';

import type { ParentParams, Resource } from 'admin/core';
import { AdminHttpError } from './admin-http-error';
import type { ResourceRepository } from './resource-repository';

/**
 * Repository members that do not fail with an Observable when the parent ids are missing: what
 * each answers then (nothing cached, no version, records shown as given, no pending write).
 */
const WITHOUT_PARENTS: Readonly<Record<string, (args: unknown[]) => unknown>> = {
  cached: () => undefined,
  invalidate: () => undefined,
  versionOf: () => undefined,
  received: (args) => args[0],
  applyPending: (args) => args[0],
  applyPendingOne: (args) => args[0],
  pendingEvents: () => EMPTY,
};

/**
 * The repository of a nested resource asked for without its parent ids
 * (`repositories.for('comments')`): each call goes to the repository of the parent path of the
 * page shown at that moment (`parentParams()`, e.g. `/posts/12/comments` → `posts/12/comments`).
 * Without parent ids, calls fail (an `AdminHttpError`, no request), `cached()` and `versionOf()`
 * find nothing, `received()` gives the record back, `invalidate()` does nothing, `applyPending()` shows the records as given,
 * `pendingEvents()` completes at once and `stage()` throws.
 */
export function nestedRepository<T extends object>(
  resource: Resource,
  dialect: ResourceRepository<T>['dialect'],
  parentParams: () => ParentParams,
  scoped: (params: ParentParams) => ResourceRepository<T>,
): ResourceRepository<T> {
  const base = { resource, dialect } as ResourceRepository<T>;
  return new Proxy(base, {
    get(target, key) {
      if (key === 'resource' || key === 'dialect') return target[key];
      // Not a thenable, nor anything else a repository does not have.
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return (...args: unknown[]) => {
        let repository: ResourceRepository<T>;
        try {
          repository = scoped(parentParams());
        } catch (error) {
          if (Object.hasOwn(WITHOUT_PARENTS, key)) return WITHOUT_PARENTS[key](args);
          const reason = error instanceof Error ? error.message : String(error);
          // Showing a write ahead needs to know which records it hides or changes.
          if (key === 'stage') throw new Error(`${resource.name}.stage(): ${reason}`);
          return throwError(
            () =>
              new AdminHttpError({
                status: 400,
                message: `${resource.name}.${String(key)}(): ${reason}; no request was sent.`,
                cause: error,
              }),
          );
        }
        const member = (repository as unknown as Record<PropertyKey, unknown>)[key];
        if (typeof member !== 'function') {
          throw new TypeError(`${resource.name}: the repository has no method "${String(key)}"`);
        }
        return (member as (...a: unknown[]) => unknown).apply(repository, args);
      };
    },
  });
}
