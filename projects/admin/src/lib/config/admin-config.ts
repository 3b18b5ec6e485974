import {
  InjectionToken,
  NgModule,
  makeEnvironmentProviders,
  type EnvironmentProviders,
  type ModuleWithProviders,
} from '@angular/core';

import type { AuthProvider } from '../auth/auth-provider';
import type { ApiDialect } from '../data/api-dialect';
import { normalizeResources } from './normalize';
import type { AdminPages, CanAccessFn, Resource, ResourceDescriptor } from './types';

/** Everything `provideAdmin` accepts. Only `resources` is required. */
export interface AdminConfig {
  /** The ordered resource descriptor list (SPEC 1.3), usually the default export of `src/resources/index.ts`. */
  readonly resources: readonly ResourceDescriptor[];
  /** Page components by name `<ResourceName><Action>` (SPEC 4.2), loaded lazily. */
  readonly pages?: AdminPages;
  /** Base URL of the REST API; default `/api`. */
  readonly apiUrl?: string;
  /** Wire conventions of the API; default json-server. */
  readonly dialect?: ApiDialect;
  /** Authentication backend; a provider object or a factory run in an injection context. */
  readonly auth?: AuthProvider | (() => AuthProvider);
  /** Application title, shown in the toolbar and the browser tab; default `Admin`. */
  readonly title?: string;
  /** UI locale; default `en`. */
  readonly locale?: string;
  /** Locales offered by the locale switches; default `['en', 'fr']`. */
  readonly locales?: readonly string[];
  /** Decides access first when it returns a boolean (DESIGN §3 "Permissions"). */
  readonly canAccess?: CanAccessFn;
  /** Route of the sign-in page; default `/login`. */
  readonly loginRoute?: string;
}

/** The config after defaults are applied; `resources` are normalised. */
export interface ResolvedAdminConfig extends Omit<AdminConfig, 'resources'> {
  readonly resources: readonly Resource[];
  readonly apiUrl: string;
  readonly title: string;
  readonly locale: string;
  readonly locales: readonly string[];
  readonly loginRoute: string;
  readonly pages: AdminPages;
}

/** The normalised, validated resource list. */
export const ADMIN_RESOURCES = new InjectionToken<readonly Resource[]>('ADMIN_RESOURCES');

/** The resolved admin configuration. */
export const ADMIN_CONFIG = new InjectionToken<ResolvedAdminConfig>('ADMIN_CONFIG');

/** Applies defaults and validates the descriptors; throws `AdminConfigError` on a bad list. */
export function resolveAdminConfig(config: AdminConfig): ResolvedAdminConfig {
  if (!config || typeof config !== 'object') {
    throw new TypeError('provideAdmin(config): config must be an object with a "resources" array');
  }
  const resources = normalizeResources(config.resources);
  return Object.freeze({
    ...config,
    resources,
    apiUrl: (config.apiUrl ?? '/api').replace(/\/+$/, ''),
    title: config.title ?? 'Admin',
    locale: config.locale ?? 'en',
    locales: config.locales ?? ['en', 'fr'],
    loginRoute: config.loginRoute ?? '/login',
    pages: config.pages ?? {},
  });
}

function adminProviders(config: AdminConfig) {
  const resolved = resolveAdminConfig(config);
  return [
    { provide: ADMIN_CONFIG, useValue: resolved },
    { provide: ADMIN_RESOURCES, useValue: resolved.resources },
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
    return { ngModule: AdminModule, providers: [provideAdmin({ ...options, resources })] };
  }
}
