/*
 * The internals of ./auth-interceptor.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */

/**
 * Whether a request URL is under the admin API URL: same scheme, host and port, and a path equal
 * to the API path or below it (`/api` matches `/api/users`, not `/apis` nor another host).
 * Relative URLs are resolved against the document's base URL.
 */
export function ɵisAdminApiUrl(url: string, apiUrl: string): boolean {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  let request: URL;
  let api: URL;
  try {
    request = new URL(url, base);
    api = new URL(apiUrl || '/', base);
  } catch {
    return false;
  }
  if (request.origin !== api.origin || request.origin === 'null') return false;
  const root = api.pathname.replace(/\/+$/, '');
  return request.pathname === root || request.pathname.startsWith(root + '/');
}
