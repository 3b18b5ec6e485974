/*
 * The internals of ./config.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken, inject, type Provider } from '@angular/core';
import { normalizeResources } from 'admin/core';
import { ADMIN_CONFIG, type AdminConfig, type ResolvedAdminConfig } from './config';

/**
 * The UI locale, read when a call needs it (the content locale of translatable resources defaults
 * to it). `provideAdmin` binds it to `AdminI18n.locale`, so that `data/` follows the language
 * switch without depending on `i18n/`; without it, the configured `locale`.
 */
export const ɵADMIN_UI_LOCALE = new InjectionToken<() => string>('ADMIN_UI_LOCALE', {
  providedIn: 'root',
  factory: () => {
    const locale = inject(ADMIN_CONFIG, { optional: true })?.locale ?? 'en';
    return () => locale;
  },
});

/** Applies defaults and validates the descriptors; throws `AdminConfigError` on a bad list. */
export function ɵresolveAdminConfig(config: AdminConfig): ResolvedAdminConfig {
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

/**
 * The configuration's own provider (`ADMIN_CONFIG`, its `resources` normalised), validated now; part of
 * what `provideAdmin()` provides.
 */
export function ɵadminConfigProviders(config: AdminConfig): Provider[] {
  const resolved = ɵresolveAdminConfig(config);
  return [{ provide: ADMIN_CONFIG, useValue: resolved }];
}
