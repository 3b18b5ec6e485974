import { makeEnvironmentProviders, type EnvironmentProviders } from '@angular/core';
import type { ResourceLinkEntry } from './resource-links';
import { ɵADMIN_MENU } from './admin-menu-internal';

/** Provides the side menu: `provideAdminMenu(['posts', { text: 'People', children: ['users'] }])`. */
export function provideAdminMenu(entries: readonly ResourceLinkEntry[]): EnvironmentProviders {
  return makeEnvironmentProviders([{ provide: ɵADMIN_MENU, useValue: entries }]);
}
