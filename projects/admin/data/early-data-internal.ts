/*
 * The internals of ./early-data.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { isPlatformBrowser } from '@angular/common';
import { HttpHeaders, HttpParams, HttpResponse } from '@angular/common/http';
import { Injectable, PLATFORM_ID, inject } from '@angular/core';
import {
  EARLY_DATA_KEY,
  ɵEARLY_DATA_GLOBAL,
  ɵEARLY_DATA_OPTIONS,
  ɵforgetEarlyData,
  type DialectRequest,
  type ɵEarlyDataOptions,
} from 'admin/config';

/** How long after it was sent an early response may be picked up (ms). */
export const ɵEARLY_DATA_MAX_AGE = 10_000;

/** Most pages remembered. */
const MAX_PAGES = 20;

/** A request as the repository sends it: its full URL (query included) and the dialect's headers. */
export interface ɵEarlyRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A response the early-data script read. */
export interface ɵEarlyResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A request the early-data script sent (`window.__adminEarlyData`). */
export interface ɵEarlyEntry extends ɵEarlyRequest {
  /** The token it was sent with (null: none). */
  readonly token: string | null;
  /** `performance.now()` when it left. */
  readonly sent: number;
  readonly response: Promise<ɵEarlyResponse>;
}

/** What `localStorage[EARLY_DATA_KEY]` holds. */
interface EarlyMap {
  readonly v: 1;
  /** The `localStorage` key of the bearer token, or null when requests go without one. */
  readonly token: string | null;
  /** The token's `Authorization` scheme when it is not `Bearer` (Django REST framework's `Token`). */
  readonly s?: string;
  /** The request of each page URL (path and query), most recent last. */
  readonly pages: Readonly<Record<string, ɵEarlyRequest>>;
}

/**
 * The full URL of a request: the API URL, the dialect's path and its query, written as
 * `HttpClient` writes it (`HttpParams`). The one rule for the repository (its in-flight and cache
 * keys), for the page URLs remembered for the early-data script and for picking its responses up.
 */
export function ɵrequestUrl(apiUrl: string, request: DialectRequest): string {
  const query = new HttpParams({ fromObject: request.params ?? {} }).toString();
  const url = `${apiUrl}/${request.path}`;
  return query ? `${url}?${query}` : url;
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * Takes the early request of exactly `request` (same URL, same headers, same token) out of
 * `entries`, once: undefined when there is none, or when it is older than `maxAge` (it is then
 * dropped). Entries for other requests stay.
 */
export function ɵtakeEarlyEntry(
  entries: ɵEarlyEntry[] | undefined,
  request: ɵEarlyRequest,
  token: string | null,
  now: number,
  maxAge = ɵEARLY_DATA_MAX_AGE,
): ɵEarlyEntry | undefined {
  if (!Array.isArray(entries)) return undefined;
  const index = entries.findIndex((e) => e?.url === request.url);
  if (index < 0) return undefined;
  const entry = entries[index];
  if (!sameHeaders(entry.headers ?? {}, request.headers) || (entry.token ?? null) !== token) {
    return undefined;
  }
  entries.splice(index, 1);
  return now - entry.sent <= maxAge && entry.response instanceof Promise ? entry : undefined;
}

/**
 * An early response as `HttpClient` would have given it (`observe: 'response'`, JSON): throws
 * when its status is not 2xx or its body is not JSON, so that the caller asks again normally.
 */
export function ɵearlyHttpResponse(url: string, early: ɵEarlyResponse): HttpResponse<unknown> {
  if (!(early.status >= 200 && early.status < 300)) {
    throw new Error(`early response ${early.status}`);
  }
  const text = early.body;
  return new HttpResponse<unknown>({
    url,
    status: early.status,
    headers: new HttpHeaders({ ...early.headers }),
    body: text === '' ? null : (JSON.parse(text) as unknown),
  });
}

/**
 * The early data of this page load: `take()` hands a matching early response over once, and
 * `remember()` keeps the request a page sent, for the early-data script of the next load.
 * Internal; enabled by `withEarlyData()`.
 */
@Injectable({ providedIn: 'root' })
export class ɵAdminEarlyData {
  /** Browser only: a server's storage (Node's `localStorage`) is shared by every visitor. */
  private readonly options = isPlatformBrowser(inject(PLATFORM_ID))
    ? inject(ɵEARLY_DATA_OPTIONS, { optional: true })
    : null;

  /** Whether early data is enabled (`withEarlyData()`). */
  get enabled(): boolean {
    return !!this.options;
  }

  /** The early response of exactly this request, once; undefined when there is none. */
  take(request: ɵEarlyRequest): Promise<ɵEarlyResponse> | undefined {
    if (!this.options || typeof window === 'undefined') return undefined;
    const global = window as unknown as Record<string, ɵEarlyEntry[] | undefined>;
    return ɵtakeEarlyEntry(
      global[ɵEARLY_DATA_GLOBAL],
      request,
      token(this.options),
      performance.now(),
    )?.response;
  }

  /**
   * Remembers that the page at `pageUrl` (path and query, as `location` has them) sends
   * `request` first. Only with a token when requests carry one; a full or refused storage only
   * costs the early request.
   */
  remember(pageUrl: string, request: ɵEarlyRequest): void {
    if (!this.options || typeof localStorage === 'undefined') return;
    // A token the script could not find would make its request fail.
    if (key(this.options) === null && token(this.options) !== null) return;
    try {
      const previous = readMap(localStorage.getItem(EARLY_DATA_KEY));
      const pages = { ...(previous?.token === key(this.options) ? previous.pages : {}) };
      delete pages[pageUrl];
      pages[pageUrl] = { url: request.url, headers: { ...request.headers } };
      const kept = Object.entries(pages).slice(-MAX_PAGES);
      const scheme = this.options.tokenScheme;
      const map: EarlyMap = {
        v: 1,
        token: key(this.options),
        ...(scheme && scheme !== 'Bearer' ? { s: scheme } : {}),
        pages: Object.fromEntries(kept),
      };
      localStorage.setItem(EARLY_DATA_KEY, JSON.stringify(map));
    } catch {
      // No storage: no early data next time.
    }
  }

  /** Forgets the remembered pages and any early response not picked up (at sign-out). */
  forget(): void {
    ɵforgetEarlyData();
  }
}

/** Where the auth provider keeps its token; null: requests go without one. */
function key(auth: ɵEarlyDataOptions): string | null {
  return auth.tokenKey ?? null;
}

/** The auth provider's current token, as the auth interceptor adds it. */
function token(auth: ɵEarlyDataOptions): string | null {
  return auth.token?.() ?? null;
}

function readMap(text: string | null): EarlyMap | null {
  try {
    const map = JSON.parse(text ?? 'null') as EarlyMap | null;
    return map && map.v === 1 && map.pages && typeof map.pages === 'object' ? map : null;
  } catch {
    return null;
  }
}
