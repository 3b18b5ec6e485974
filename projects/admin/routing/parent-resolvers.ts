// The parents of a nested resource's page (`/posts/:postId/comments/...`): their records, fetched
// once per navigation, for the `parent` and `parentId` inputs, the title and the breadcrumb; a
// parent the API does not have shows "Post #999 not found" in place of the page.
import { inject } from '@angular/core';
import {
  Router,
  type ActivatedRouteSnapshot,
  type RedirectCommand,
  type ResolveFn,
} from '@angular/router';
import { firstValueFrom } from 'rxjs';

import { ResourceRegistry } from 'admin/config';
import type { AdminRecord, ParentParams, RecordId, Resource } from 'admin/core';
import { ResourceRepositories } from 'admin/data';
import { ɵadminRouteMeta } from 'admin/config';
import type { ɵAdminPageParent } from './route-meta';
import { adminStatusRedirect, type AdminRouteError, type AdminRouteStatus } from './route-status';

export type ParentsOutcome =
  { readonly parents: readonly ɵAdminPageParent[] } | { readonly redirect: RedirectCommand };

const outcomes = new WeakMap<ActivatedRouteSnapshot, Promise<ParentsOutcome>>();

/** The resource of an admin page route. */
function routeResource(route: ActivatedRouteSnapshot): Resource | undefined {
  const resource = ɵadminRouteMeta(route)?.resource;
  return resource && typeof resource === 'object' ? resource : undefined;
}

/** The parent ids of a nested page, read from its route: `{ postId: '12' }`. */
export function routeParentParams(route: ActivatedRouteSnapshot, resource: Resource): ParentParams {
  const params: Record<string, RecordId> = {};
  for (const { param } of resource.parents ?? []) {
    const value = route.paramMap.get(param);
    if (value !== null) params[param] = value;
  }
  return params;
}

/**
 * The parents' records of a nested page, asked for together (each with its own `include`), once
 * per route snapshot; must be called synchronously from a resolver. The first parent (outermost
 * first) the API refuses gives its status page: 404 → "Post #999 not found", 403 → forbidden.
 */
export function loadParents(route: ActivatedRouteSnapshot): Promise<ParentsOutcome> {
  let outcome = outcomes.get(route);
  if (!outcome) {
    outcome = fetchParents(route);
    outcomes.set(route, outcome);
  }
  return outcome;
}

function fetchParents(route: ActivatedRouteSnapshot): Promise<ParentsOutcome> {
  const resource = routeResource(route);
  if (!resource?.parents?.length) return Promise.resolve({ parents: [] });
  const registry = inject(ResourceRegistry);
  const repositories = inject(ResourceRepositories);
  const router = inject(Router);
  const params = routeParentParams(route, resource);
  const chain = resource.parents.map(({ name, param }, level) => {
    const parent = registry.get(name);
    const id = String(params[param]);
    const above = Object.fromEntries(
      resource.parents.slice(0, level).map((p) => [p.param, params[p.param]]),
    );
    const request = firstValueFrom(repositories.for(parent, above).get(id));
    return request.then(
      (record): ɵAdminPageParent => ({ resource: parent, id, record }),
      (error: unknown) => Promise.reject({ parent, id, error, above }),
    );
  });
  return Promise.allSettled(chain).then((results) => {
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      const { parent, id, error, above } = failed.reason as {
        parent: Resource;
        id: string;
        error: unknown;
        above: ParentParams;
      };
      const status = { ...parentStatus(error, parent, id), params: above };
      return { redirect: adminStatusRedirect(status, router) };
    }
    return {
      parents: results.map((r) => (r as PromiseFulfilledResult<ɵAdminPageParent>).value),
    };
  });
}

function parentStatus(error: unknown, parent: Resource, id: string): AdminRouteStatus {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  const failure: AdminRouteError = {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : String(error),
  };
  const kind =
    failure.status === 404 ? 'recordNotFound' : failure.status === 403 ? 'forbidden' : 'error';
  return { kind, resource: parent, action: 'show', id, error: failure };
}

/** `parents` data of a nested page (the breadcrumb reads it): every parent, outermost first. */
export const pageParentsResolver: ResolveFn<readonly ɵAdminPageParent[]> = async (route) => {
  const outcome = await loadParents(route);
  return 'redirect' in outcome ? outcome.redirect : outcome.parents;
};

/** `parent` input of a nested page: the direct parent's record. */
export const pageParentResolver: ResolveFn<AdminRecord | undefined> = async (route) => {
  const outcome = await loadParents(route);
  return 'redirect' in outcome ? outcome.redirect : outcome.parents.at(-1)?.record;
};

/** `parentId` input of a nested page: the direct parent's id, as in the URL. */
export const pageParentIdResolver: ResolveFn<string | undefined> = (route) => {
  const param = routeResource(route)?.parent?.param;
  return (param && route.paramMap.get(param)) ?? undefined;
};
