import {
  type ApplicationConfig,
  provideBrowserGlobalErrorListeners,
  provideZonelessChangeDetection,
} from '@angular/core';
import { withFetch, type HttpFeature, type HttpFeatureKind } from '@angular/common/http';
import { provideRouter } from '@angular/router';
import {
  bearerTokenAuth,
  jsonServerDialect,
  provideAdmin,
  withHttp,
  withInputBinding,
  withListReuse,
  withMenu,
  withTitles,
  withEarlyData,
  withRealtime,
  withHistory,
  httpHistory,
  withPresence,
  httpPresence,
  withViews,
  httpViewStore,
  withUploads,
  type AdminFeature,
  type ResourceDescriptor,
} from 'admin';

import resources from '../resources';
import { icons } from '../resources/icons';
import { pages } from '../resources/pages';
import { routes } from './app.routes';
import { menu } from './menu';

/**
 * The demo's application config; throws `AdminConfigError` when the descriptor list is invalid.
 * `features`: more admin features (`withHydration()` for a page rendered on the server); `http`:
 * more `HttpClient` features (the server's request log).
 */
export function createAppConfig(
  list: readonly ResourceDescriptor[] = resources,
  features: readonly AdminFeature[] = [],
  http: readonly HttpFeature<HttpFeatureKind>[] = [],
): ApplicationConfig {
  return {
    providers: [
      provideBrowserGlobalErrorListeners(),
      provideZonelessChangeDetection(),
      provideRouter(routes),
      provideAdmin(
        {
          resources: list,
          pages,
          icons,
          title: 'Admin demo',
          apiUrl: '/api',
          // The token also goes in a cookie, so that the server renders the signed-in pages.
          auth: bearerTokenAuth({ cookie: true }),
          // Avatars and covers go to the demo API's upload endpoint; records keep their URL.
          dialect: withUploads(jsonServerDialect, { url: 'uploads', field: 'url' }),
        },
        withHttp(withFetch(), ...http),
        withInputBinding(),
        withTitles(),
        // Back from a record, the list it was opened from shows again at once, as it was left.
        withListReuse(),
        withMenu(menu),
        // The first list request leaves from index.html's script, before this code is there.
        withEarlyData(),
        // Live updates: what others save shows at once (the demo API's GET /api/events).
        withRealtime(),
        // The History panels and the audit log, from the demo API's history routes (always under
        // /api, whichever dialect the records use).
        withHistory(() => httpHistory({ apiUrl: '/api' })),
        // Who views or edits a record, and its edit lock ("Eddie is editing"; admins take over),
        // from the demo API's presence routes (under /api too).
        withPresence(() => httpPresence({ apiUrl: '/api' })),
        // Saved views of the lists, kept per user by the demo API (/api/views), shareable with a role.
        withViews(() => httpViewStore({ apiUrl: '/api' }), {
          shareWith: ['admin', 'editor', 'viewer'],
        }),
        ...features,
      ),
    ],
  };
}
