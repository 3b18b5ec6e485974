import { Injectable, InjectionToken, effect, inject, untracked } from '@angular/core';
import {
  BaseRouteReuseStrategy,
  destroyDetachedRouteHandle,
  type ActivatedRouteSnapshot,
  type DetachedRouteHandle,
} from '@angular/router';

import { AdminAuth } from 'admin/auth';
import type { AdminUser } from 'admin/config';
import { ɵAdminLocale } from 'admin/i18n';
import { ɵadminRouteMeta } from 'admin/config';

/** How many list pages `AdminRouteReuseStrategy` keeps while other pages show. */
export interface AdminListReuseOptions {
  /**
   * Lists kept at most, the most recently left first (default 1: back from a record to its list).
   * 0 keeps none.
   */
  readonly max?: number;
}

/** The options of `AdminRouteReuseStrategy` (`withListReuse(options)` provides them). */
export const ADMIN_LIST_REUSE = new InjectionToken<AdminListReuseOptions>('ADMIN_LIST_REUSE');

interface KeptList {
  readonly handle: DetachedRouteHandle;
  readonly user: AdminUser | null;
  readonly locale: string;
}

/**
 * The router's reuse strategy for admin list pages: a list left for another page (a record's show
 * or edit page) is kept, component and DOM, and shown again when the user comes back to the same
 * URL (same resource, parents, page, sort, search and filters): the rows and the selection are
 * there at once, with no request while its answer is fresh (the list checks it again as it comes
 * back: an edit made meanwhile is fetched).
 *
 * A kept list is dropped (destroyed) when another list takes its place beyond `max`, when it was
 * kept for another user or locale, and as soon as the user signs out or the session ends. Other
 * routes behave as with Angular's default strategy; an app's own strategy can extend this class.
 * `withListReuse()` provides it (part of `withAdminDefaults()`).
 */
@Injectable()
export class AdminRouteReuseStrategy extends BaseRouteReuseStrategy {
  private readonly auth = inject(AdminAuth);
  /** The UI locale (not `AdminI18n`, whose messages the app's first download need not hold). */
  private readonly locale = inject(ɵAdminLocale).locale;
  private readonly max = inject(ADMIN_LIST_REUSE, { optional: true })?.max ?? 1;
  /** Kept lists by URL, oldest first. */
  private readonly kept = new Map<string, KeptList>();
  /** The kept list the current navigation shows again (never dropped to make room). */
  private claimed: string | null = null;

  constructor() {
    super();
    // Signed out (or the session expired): nothing of that user's lists stays in memory.
    effect(() => {
      if (this.auth.user() === null) untracked(() => this.clear());
    });
  }

  override shouldDetach(route: ActivatedRouteSnapshot): boolean {
    return this.max > 0 && isAdminList(route) && this.auth.user() !== null;
  }

  override store(route: ActivatedRouteSnapshot, handle: DetachedRouteHandle | null): void {
    const key = listKey(route);
    const previous = this.kept.get(key);
    this.kept.delete(key);
    // `null`: the router has attached the kept list again; its handle is in use.
    if (!handle) {
      if (this.claimed === key) this.claimed = null;
      return;
    }
    if (previous && previous.handle !== handle) destroyDetachedRouteHandle(previous.handle);
    this.kept.set(key, { handle, user: this.auth.user(), locale: this.locale() });
    // Leaving a list for a kept one (list A → list B → back to A): A is attached after B is stored.
    const room = this.max + (this.claimed !== null && this.kept.has(this.claimed) ? 1 : 0);
    for (const [oldest, list] of this.kept) {
      if (this.kept.size <= room) break;
      if (oldest === this.claimed) continue;
      this.kept.delete(oldest);
      destroyDetachedRouteHandle(list.handle);
    }
  }

  override shouldAttach(route: ActivatedRouteSnapshot): boolean {
    if (!isAdminList(route)) return false;
    const key = listKey(route);
    const list = this.kept.get(key);
    if (!list) return false;
    if (!sameUser(list.user, this.auth.user()) || list.locale !== this.locale()) {
      this.kept.delete(key);
      destroyDetachedRouteHandle(list.handle);
      return false;
    }
    return true;
  }

  override retrieve(route: ActivatedRouteSnapshot): DetachedRouteHandle | null {
    if (!isAdminList(route)) return null;
    const key = listKey(route);
    const list = this.kept.get(key);
    if (list) this.claimed = key;
    return list?.handle ?? null;
  }

  /** Destroys every kept list. */
  clear(): void {
    const lists = [...this.kept.values()];
    this.kept.clear();
    for (const list of lists) destroyDetachedRouteHandle(list.handle);
  }
}

/** A list page the admin built (not a status page, not an app's own route). */
function isAdminList(route: ActivatedRouteSnapshot): boolean {
  const meta = ɵadminRouteMeta(route);
  return !!route.component && meta?.action === 'list' && !!meta.component && !!meta.registered;
}

/** The list's URL: path from the root (parents' ids included) and its query (page, sort, …). */
function listKey(route: ActivatedRouteSnapshot): string {
  const path = route.pathFromRoot.flatMap((r) => r.url.map((segment) => segment.toString()));
  const query = Object.keys(route.queryParams)
    .sort()
    .map((name) => [name, route.queryParams[name]]);
  return `/${path.join('/')}?${JSON.stringify(query)}`;
}

function sameUser(a: AdminUser | null, b: AdminUser | null): boolean {
  if (a === b) return true;
  return !!a && !!b && a.id !== undefined && a.id === b.id;
}
