import {
  type ApplicationConfig,
  provideBrowserGlobalErrorListeners,
  provideZonelessChangeDetection,
} from '@angular/core';
import { withFetch } from '@angular/common/http';
import { provideRouter } from '@angular/router';
import {
  jsonServerDialect,
  provideAdmin,
  withHttp,
  withInputBinding,
  withListReuse,
  withMenu,
  withTitles,
  withUploads,
  type ResourceDescriptor,
} from 'admin';

import resources from '../resources';
import { icons } from '../resources/icons';
import { pages } from '../resources/pages';
import { routes } from './app.routes';
import { menu } from './menu';

/** The demo's application config; throws `AdminConfigError` when the descriptor list is invalid. */
export function createAppConfig(
  list: readonly ResourceDescriptor[] = resources,
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
          // Avatars and covers go to the demo API's upload endpoint; records keep their URL.
          dialect: withUploads(jsonServerDialect, { url: 'uploads', field: 'url' }),
        },
        withHttp(withFetch()),
        withInputBinding(),
        withTitles(),
        // Back from a record, the list it was opened from shows again at once, as it was left.
        withListReuse(),
        withMenu(menu),
      ),
    ],
  };
}
