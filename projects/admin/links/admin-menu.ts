import { InjectionToken, makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';

import type { ResourceLinkEntry } from './resource-links';

/** The side menu entries of `VaLayout` (as for `getResourceLinks`); default one link per resource. */
export const ɵADMIN_MENU = new InjectionToken<readonly ResourceLinkEntry[]>('ADMIN_MENU');

/** Provides the side menu: `provideAdminMenu(['posts', { text: 'People', children: ['users'] }])`. */
export function provideAdminMenu(entries: readonly ResourceLinkEntry[]): EnvironmentProviders {
  return makeEnvironmentProviders([{ provide: ɵADMIN_MENU, useValue: entries }]);
}
