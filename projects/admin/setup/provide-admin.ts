import {
  Injector,
  NgModule,
  inject,
  makeEnvironmentProviders,
  provideEnvironmentInitializer,
  type EnvironmentProviders,
  type ModuleWithProviders,
  type Provider,
  type ProviderToken,
} from '@angular/core';

import { ADMIN_SESSION_PROMPT, AdminAuth, type AdminSessionPrompt } from 'admin/auth';
import { ɵADMIN_UI_LOCALE, ɵadminConfigProviders, type AdminConfig } from 'admin/config';
import { ɵADMIN_CONFIRM, type ConfirmOptions } from 'admin/config';
import { ADMIN_NOTIFIER, type AdminNotifier } from 'admin/config';
import { ɵAdminLocale } from 'admin/i18n';
import { ɵpreloadUiIcons } from 'admin/icons';
import { ADMIN_IMPORT_PAGE, ADMIN_TRASH_PAGE } from 'admin/routing';
import { ɵADMIN_ACCESS } from 'admin/config';
import type { ResourceDescriptor } from 'admin/core';
import type { ɵAdminAccessCheck } from 'admin/config';
import { ADMIN_CONFLICTS, type AdminConflictResolver } from 'admin/config';
import { type AdminFeature } from './admin-features';
import { ɵfeatureProviders } from './admin-features-internal';

/** Everything `provideAdmin` provides for a configuration, as plain providers (`AdminModule` too). */
function adminProviders(
  config: AdminConfig,
  features: readonly (AdminFeature | readonly AdminFeature[])[],
): (Provider | EnvironmentProviders)[] {
  if (config?.auth && features.flat().some((feature) => feature?.kind === 'auth')) {
    throw new TypeError(
      'provideAdmin(config, withoutAuth()): the config also sets "auth"; authentication is one ' +
        'choice: keep "auth" (an API with a login) or withoutAuth() (an API without one)',
    );
  }
  return [
    ...ɵadminConfigProviders(config),
    // The one `can()` (AdminAuth) behind the access check: links, guards, buttons and
    // repositories read it through `config/` without importing `auth/` (`check` is `can` that
    // says `undefined` while it cannot tell: see ADMIN_ACCESS).
    {
      provide: ɵADMIN_ACCESS,
      useFactory: (): ɵAdminAccessCheck => {
        const auth = inject(AdminAuth);
        return (resource, action) => auth.check(resource, action);
      },
    },
    // The question asked before a dirty form is left or a record deleted: the Material dialog.
    { provide: ɵADMIN_CONFIRM, useFactory: lazyConfirm },
    // A session that ends mid-way (a 401): the sign-in dialog over the page (loaded on first use),
    // then what failed is sent again (see AdminSessionRenewal).
    { provide: ADMIN_SESSION_PROMPT, useFactory: lazySessionPrompt },
    // The controllers' notifications (saved, deleted, errors with a retry): the Material snack
    // bar, loaded with the first message.
    { provide: ADMIN_NOTIFIER, useFactory: lazyNotifier },
    // A save refused on a version conflict: the Material dialog (field by field), loaded with the
    // first conflict.
    { provide: ADMIN_CONFLICTS, useFactory: lazyConflicts },
    // The trash pages of soft-deleting resources: Material's, loaded when first shown.
    { provide: ADMIN_TRASH_PAGE, useValue: () => import('admin/ui').then((m) => m.VaTrashPage) },
    // The CSV import pages (`import`): Material's, loaded when first shown (the CSV parser with it).
    { provide: ADMIN_IMPORT_PAGE, useValue: () => import('admin/ui').then((m) => m.VaImportPage) },
    // The UI locale that data/ reads for translatable resources: the language switch's.
    { provide: ɵADMIN_UI_LOCALE, useFactory: () => inject(ɵAdminLocale).locale },
    // The library's UI icons (a chunk of their own) start loading with the app: the first page
    // finds them there.
    provideEnvironmentInitializer(() => void ɵpreloadUiIcons().catch(() => undefined)),
    // The UI locale from the start: `<html lang>`, and the catalogue of a locale other than English
    // on its way while the first page loads (`AdminI18n` and the messages come with that page).
    provideEnvironmentInitializer(() => void inject(ɵAdminLocale)),
    ...ɵfeatureProviders(features),
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

// provideAdmin() reaches admin/feedback and admin/ui only with import(): in an app built from the
// package each entry point is one file, and a static import would put the Material dialog, snack
// bar and overlay (or every page part) into the app's first download. Not admin/shell: loading its
// whole barrel from here also made a built-from-source app's first list fetch 100 kB more code.

/**
 * A service of an entry point loaded with `import()` when first needed (`load` names it), taken
 * from the app's injector: what each lazy seam below shares.
 */
function lazyService<T>(load: () => Promise<ProviderToken<T>>): () => Promise<T> {
  const injector = inject(Injector);
  return async () => injector.get(await load());
}

/** The confirm question (`AdminConfirm`, a Material dialog), loaded when asked. */
function lazyConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const confirm = lazyService(() => import('admin/feedback').then((m) => m.AdminConfirm));
  return async (options) => (await confirm()).confirm(options);
}

/** The conflict dialog (`AdminConflicts`), loaded with the first conflict. */
function lazyConflicts(): AdminConflictResolver {
  const conflicts = lazyService(() => import('admin/feedback').then((m) => m.AdminConflicts));
  return { ask: async (question) => (await conflicts()).ask(question) };
}

/** The snack bar notifications (`AdminNotifications`), loaded with the first one. */
function lazyNotifier(): AdminNotifier {
  const notifications = lazyService(() =>
    import('admin/feedback').then((m) => m.AdminNotifications),
  );
  return { notify: async (...args) => (await notifications()).notify(...args) };
}

/**
 * `AdminSessionDialog` (admin/ui) reached with `import()` on the first 401 that needs it: a static
 * import would put the whole of admin/ui (the login page and the layout's pages) into the first
 * download of an app built from the package, where each entry point is one file.
 */
function lazySessionPrompt(): AdminSessionPrompt {
  const dialog = lazyService(() => import('admin/ui').then((m) => m.AdminSessionDialog));
  return {
    signIn: async (context) => (await dialog()).signIn(context),
    switched: async (context) => (await dialog()).switched(context),
  };
}
