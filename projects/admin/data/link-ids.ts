// Record ids read from links: Spring Data REST's `_links.self.href` and API Platform's IRIs.
import type { RecordId } from 'admin/core';

/**
 * The id a link names: its last path segment, URL-decoded (`http://h/people/1` → 1,
 * `/api/books/a%2Fb` → `'a/b'`); a number when the segment is a plain integer (`0` or digits not
 * starting with 0, within `Number.MAX_SAFE_INTEGER`), as the numeric ids of JPA and Doctrine
 * entities are; undefined when the link has no path segment.
 */
export function ɵidFromLink(link: string): RecordId | undefined {
  const path = link.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#{].*$/, '');
  const segment = path.split('/').filter(Boolean).pop();
  if (!segment) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return /^(0|[1-9]\d*)$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : id;
}
