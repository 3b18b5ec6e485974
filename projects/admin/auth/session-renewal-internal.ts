/*
 * The internals of ./session-renewal.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { AdminUser } from 'admin/config';

/**
 * Whether two users are the same person: the same `id` when both have one, else the same
 * `email`, `username` or `name` (the first both have).
 */
export function ɵsameUser(a: AdminUser, b: AdminUser): boolean {
  for (const key of ['id', 'email', 'username', 'name'] as const) {
    const x = a[key];
    const y = b[key];
    if (x !== undefined && x !== null && y !== undefined && y !== null) {
      return String(x) === String(y);
    }
  }
  return false;
}
