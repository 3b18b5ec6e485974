import { LocationStrategy } from '@angular/common';
import { Injectable, inject } from '@angular/core';
import { DefaultUrlSerializer, Router, UrlSerializer } from '@angular/router';

import type { RecordId } from 'admin/core';

/** A link of a list row or cell: its `href` (for the browser) and its router URL (plain click). */
export interface CellLink {
  readonly href: string;
  readonly route: string;
}

/** Links kept at most; past it the cache starts again. */
const MAX_LINKS = 2000;

/** An absolute path of plain segments (`/admin/posts`), and a segment the router leaves as is. */
const PLAIN_PATH = /^(\/[A-Za-z0-9\-._~]+)+$|^\/$/;
const PLAIN_SEGMENT = /^[A-Za-z0-9\-._~]+$/;

/**
 * The links of list rows and cells (show, edit, referenced records), built once per URL, and the
 * navigation of a plain click on one (a view binds `href`, and calls `navigate(route)`): a URL
 * tree built and serialised by the router costs more than the rest of a cell, and a page shows
 * the same referenced records in many rows (and the same rows again after a sort or a return).
 * Commands are absolute (`ResourceRegistry.link()`), so a link does not depend on the page shown.
 */
@Injectable({ providedIn: 'root' })
export class ListLinks {
  private readonly router = inject(Router);
  private readonly location = inject(LocationStrategy);
  private readonly links = new Map<string, CellLink>();
  /** With the router's own serializer, a URL of plain segments is written without a URL tree. */
  private readonly plain = inject(UrlSerializer) instanceof DefaultUrlSerializer;

  /** The link of absolute router commands (`['/posts', 12, 'edit']`), or null for none. */
  link(commands: readonly (string | RecordId)[] | null): CellLink | null {
    if (!commands) return null;
    const key = commands.join('\u0000');
    let link = this.links.get(key);
    if (!link) {
      const route =
        this.plainUrl(commands) ??
        this.router.serializeUrl(this.router.createUrlTree([...commands]));
      link = { href: this.location.prepareExternalUrl(route), route };
      if (this.links.size >= MAX_LINKS) this.links.clear();
      this.links.set(key, link);
    }
    return link;
  }

  /** A plain click on a link: the router goes to its `route`; resolves as `navigateByUrl`. */
  navigate(route: string): Promise<boolean> {
    return this.router.navigateByUrl(route);
  }

  /**
   * The URL the router would make of these commands when they are an absolute path and ids or
   * words of unreserved characters only (`['/posts', 12, 'edit']` → `/posts/12/edit`), which
   * need no encoding; null otherwise (the router builds it). A 100-row page has 200 new links.
   */
  private plainUrl(commands: readonly (string | RecordId)[]): string | null {
    if (!this.plain) return null;
    const [first, ...rest] = commands.map(String);
    if (first === undefined || !PLAIN_PATH.test(first)) return null;
    if (!rest.every((segment) => PLAIN_SEGMENT.test(segment))) return null;
    const path = first === '/' ? '' : first;
    return rest.length ? `${path}/${rest.join('/')}` : first;
  }
}
