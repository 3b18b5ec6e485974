import {
  NgModule,
  inject,
  makeEnvironmentProviders,
  type EnvironmentProviders,
  type ModuleWithProviders,
  type Provider,
} from '@angular/core';

import { AdminAuth } from '../auth/admin-auth';
import { adminConfigProviders, type AdminConfig } from '../config/admin-config';
import { ADMIN_ACCESS } from '../config/resource-registry';
import type { ResourceDescriptor } from '../config/types';

/** Everything `provideAdmin` provides for a configuration, as plain providers (`AdminModule` too). */
function adminProviders(config: AdminConfig): Provider[] {
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
  ];
}

/**
 * Configures the admin for an application: `bootstrapApplication(App, { providers: [provideAdmin({ resources })] })`.
 * Throws `AdminConfigError` listing every problem when the descriptors are invalid.
 */
export function provideAdmin(config: AdminConfig): EnvironmentProviders {
  return makeEnvironmentProviders(adminProviders(config));
}

/** The NgModule twin of `provideAdmin`: `AdminModule.forRoot(resources, options)` provides the same. */
@NgModule({})
export class AdminModule {
  static forRoot(
    resources: readonly ResourceDescriptor[],
    options: Omit<AdminConfig, 'resources'> = {},
  ): ModuleWithProviders<AdminModule> {
    return { ngModule: AdminModule, providers: adminProviders({ ...options, resources }) };
  }
}
