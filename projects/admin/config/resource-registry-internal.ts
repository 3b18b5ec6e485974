/*
 * The internals of ./resource-registry.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { PageAction, Resource } from 'admin/core';

/**
 * The route path of a resource page (docs/contract.md §4.1), relative to where `adminRoutes()` is
 * mounted; a nested resource's starts with its parents: `posts/:postId/comments/:id/edit`.
 */
export function ɵresourcePagePath(
  resource: Pick<Resource, 'name'> & { readonly parents?: Resource['parents'] },
  action: PageAction,
): string {
  const base = [
    ...(resource.parents ?? []).map((p) => `${p.name}/:${p.param}`),
    resource.name,
  ].join('/');
  switch (action) {
    case 'list':
      return base;
    case 'create':
      return `${base}/create`;
    case 'show':
      return `${base}/:id`;
    case 'edit':
      return `${base}/:id/edit`;
  }
}
