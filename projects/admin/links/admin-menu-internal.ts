/*
 * The internals of ./admin-menu.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken } from '@angular/core';
import type { ResourceLinkEntry } from './resource-links';

/** The side menu entries of `VaLayout` (as for `getResourceLinks`); default one link per resource. */
export const ɵADMIN_MENU = new InjectionToken<readonly ResourceLinkEntry[]>('ADMIN_MENU');
