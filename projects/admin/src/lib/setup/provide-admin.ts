import {
  NgModule,
  inject,
  makeEnvironmentProviders,
  type EnvironmentProviders,
  type ModuleWithProviders,
  type Provider,
} from '@angular/core';

import { AdminAuth } from '../auth/admin-auth';
import { ADMIN_UI_LOCALE, adminConfigProviders, type AdminConfig } from '../config/admin-config';
import { AdminI18n } from '../i18n/admin-i18n';
import { ADMIN_ACCESS } from '../config/resource-registry';
import type { ResourceDescriptor } from '../config/types';
import { featureProviders, type AdminFeature } from './admin-features';

/** Everything `provideAdmin` provides for a configuration, as plain providers (`AdminModule` too). */
function adminProviders(
  config: AdminConfig,
  features: readonly (AdminFeature | readonly AdminFeature[])[],
): (Provider | EnvironmentProviders)[] {
  return [
    ...adminConfigProviders(config),
    // The one `can()` (AdminAuth) behind the registry's access check: links, guards, buttons and
    // repositories read it through `config/` without importing `auth/`.
    {
      provide: ADMIN_ACCESS,
      useFactory: () => {
        const auth = inject(AdminAuth);
        return auth.can.bind(auth);
      },
    },
    // The UI locale that data/ reads for translatable resources: the language switch's.
    { provide: ADMIN_UI_LOCALE, useFactory: () => inject(AdminI18n).locale },
    ...featureProviders(features),
  ];
}

/**
 * Configures the admin for an application, in one call with its features:
 *
 * ```ts
 * bootstrapApplication(App, {
 *   providers: [
 *     provideZonelessChangeDetection(),
 *     provideRouter(routes),
 *     provideAdmin({ resources, pages, icons }, withHttp(), withInputBinding(), withTitles()),
 *   ],
 * });
 * ```
 *
 * Throws `AdminConfigError` listing every problem when the descriptors are invalid.
 */
export function provideAdmin(
  config: AdminConfig,
  ...features: (AdminFeature | readonly AdminFeature[])[]
): EnvironmentProviders {
  return makeEnvironmentProviders(adminProviders(config, features));
}

/**
 * The NgModule twin of `provideAdmin`: `AdminModule.forRoot(resources, options, ...features)`
 * provides exactly the same.
 */
@NgModule({})
export class AdminModule {
  static forRoot(
    resources: readonly ResourceDescriptor[],
    options: Omit<AdminConfig, 'resources'> = {},
    ...features: (AdminFeature | readonly AdminFeature[])[]
  ): ModuleWithProviders<AdminModule> {
    return {
      ngModule: AdminModule,
      providers: [makeEnvironmentProviders(adminProviders({ ...options, resources }, features))],
    };
  }
}
