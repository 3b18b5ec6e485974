import { LocationStrategy } from '@angular/common';
import { Injectable, inject } from '@angular/core';
import { Router } from '@angular/router';

import type { RecordId } from 'admin/core';

/** A link of a list row or cell: its `href` (for the browser) and its router URL (plain click). */
export interface CellLink {
  readonly href: string;
  readonly route: string;
}

/** Links kept at most; past it the cache starts again. */
const MAX_LINKS = 2000;

/**
 * The links of list rows and cells (show, edit, referenced records), built once per URL: a URL
 * tree built and serialised by the router costs more than the rest of a cell, and a page shows
 * the same referenced records in many rows (and the same rows again after a sort or a return).
 * Commands are absolute (`AdminActions.route()`), so a link does not depend on the page shown.
 */
@Injectable({ providedIn: 'root' })
export class ListLinks {
  private readonly router = inject(Router);
  private readonly location = inject(LocationStrategy);
  private readonly links = new Map<string, CellLink>();

  /** The link of absolute router commands (`['/posts', 12, 'edit']`), or null for none. */
  link(commands: readonly (string | RecordId)[] | null): CellLink | null {
    if (!commands) return null;
    const key = commands.join('\u0000');
    let link = this.links.get(key);
    if (!link) {
      const route = this.router.serializeUrl(this.router.createUrlTree([...commands]));
      link = { href: this.location.prepareExternalUrl(route), route };
      if (this.links.size >= MAX_LINKS) this.links.clear();
      this.links.set(key, link);
    }
    return link;
  }
}
