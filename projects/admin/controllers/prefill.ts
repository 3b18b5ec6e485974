// A create page opened from a parent record: the values it starts with (`?prefill=`) and the
// in-app page it returns to after a save (`?returnTo=`). Headless: the page resolver reads the
// first, the form and `SaveController` the second.
import type { AdminRecord, RecordId } from 'admin/core';

/** The query param of a create page holding its starting values, as a JSON object. */
export const ɵPREFILL_PARAM = 'prefill';
/** The query param of a create or edit page naming the in-app URL to go back to after a save. */
export const ɵRETURN_TO_PARAM = 'returnTo';

const UNSAFE_KEYS = new Set(['id', '__proto__', 'constructor', 'prototype']);
const MAX_RETURN_URL = 2000;

/** A value the prefill keeps: a string, a finite number, a boolean, null, or an array of ids. */
function isPrefillValue(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');
}

/**
 * The starting values of `?prefill=` (`{"postId":12}`): a JSON object whose plain values are kept
 * (strings, numbers, booleans, null, arrays of ids); `id`, prototype keys, nested objects and
 * malformed text are dropped, never thrown. `null` when nothing is left.
 */
export function ɵparsePrefill(text: string | null | undefined): AdminRecord | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const result: AdminRecord = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (!UNSAFE_KEYS.has(key) && /^[\w$-]+$/.test(key) && isPrefillValue(field)) {
      result[key] = field;
    }
  }
  return Object.keys(result).length ? result : null;
}

/**
 * `returnTo` when it is an in-app path (`/posts/12`, `/admin/posts/12?tab=2`), else `null`: a
 * path must start with one `/` (not `//` or `/\`, which browsers read as another host), hold no
 * backslash, no control character, no scheme, and be shorter than 2 000 characters. Guards
 * against open redirects through a crafted link.
 */
export function ɵsafeReturnTo(returnTo: unknown): string | null {
  if (typeof returnTo !== 'string' || returnTo.length > MAX_RETURN_URL) return null;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(returnTo)) return null;
  const path = returnTo.split(/[?#]/)[0];
  if (/^\/+[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  return returnTo;
}

/**
 * The query params of a child's create page opened from a parent: `target` set to the parent's
 * id, and where to go back after the save (dropped when not an in-app path).
 */
export function ɵprefillParams(
  values: Readonly<Record<string, string | number | boolean | null | readonly RecordId[]>>,
  returnTo?: string | null,
): Record<string, string> {
  const back = ɵsafeReturnTo(returnTo);
  return {
    [ɵPREFILL_PARAM]: JSON.stringify(values),
    ...(back ? { [ɵRETURN_TO_PARAM]: back } : {}),
  };
}
