/*
 * The internals of ./realtime.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken } from '@angular/core';

/** A random id (`t` and 24 hex digits): a browser tab's, or a page's among a record's people. */
export function ɵnewTabId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `t${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The header that names this tab (`ADMIN_CLIENT_ID`) on the admin API's writes (`withRealtime({
 * clientHeader })`, default `X-Admin-Client`); absent: no header (live updates off, or turned off).
 */
export const ɵADMIN_CLIENT_HEADER = new InjectionToken<string>('ɵADMIN_CLIENT_HEADER');
