/*
 * The internals of ./admin-pages.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { reflectComponentType, type Type } from '@angular/core';
import { componentName, ɵclosest } from 'admin/core';
import type { AdminPages } from 'admin/config';
import type { PageAction, Resource } from 'admin/core';
import { type AdminPageLoader } from './admin-pages';

/**
 * Checks the registry against the resources: every entry must be a loader function (not the
 * component class itself, which would defeat lazy loading). In dev mode, warns about entries no
 * route uses (with the closest routed name) and about routed pages that are not registered.
 */
export function ɵcheckPages(pages: AdminPages, resources: readonly Resource[]): AdminPages {
  if (!pages || typeof pages !== 'object' || Array.isArray(pages)) {
    throw new TypeError('provideAdmin({ pages }): pages must be an object of page loaders');
  }
  const problems: string[] = [];
  for (const [name, loader] of Object.entries(pages)) {
    if (typeof loader !== 'function') {
      problems.push(`"${name}" must be a function returning the component, got ${typeof loader}`);
    } else if (reflectComponentType(loader as unknown as Type<unknown>)) {
      problems.push(
        `"${name}" is a component class; register a loader so that the page is its own lazy ` +
          `chunk: ${name}: () => import('./path/to/page').then((m) => m.${name})`,
      );
    }
  }
  if (problems.length) {
    throw new TypeError(`provideAdmin({ pages }): ${problems.join('; ')}`);
  }
  // Development builds only (`ngDevMode`, which a production build sets to false: the warnings and
  // their edit-distance code are then left out of the bundle).
  if (typeof ngDevMode === 'undefined' || ngDevMode) {
    const routed = resources.flatMap((r) => r.routes.map((a) => componentName(r, a)));
    for (const name of Object.keys(pages)) {
      if (routed.includes(name)) continue;
      const suggestion = routed.length ? `; did you mean "${ɵclosest(name, routed)}"?` : '';
      console.warn(
        `[admin] provideAdmin({ pages }): "${name}" is the page of no route (a disabled or ` +
          `unrouted action, or a misspelt name)${suggestion}`,
      );
    }
  }
  return pages;
}

/** The registered loader of a resource page, or undefined (the route shows the not-found page). */
export function ɵpageLoader(
  pages: AdminPages,
  resource: Resource,
  action: PageAction,
): AdminPageLoader | undefined {
  const name = componentName(resource, action);
  return Object.prototype.hasOwnProperty.call(pages, name) ? pages[name] : undefined;
}
