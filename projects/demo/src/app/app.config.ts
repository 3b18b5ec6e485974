import {
  type ApplicationConfig,
  provideBrowserGlobalErrorListeners,
  provideZonelessChangeDetection,
} from '@angular/core';
import { provideHttpClient, withFetch, withInterceptors } from '@angular/common/http';
import { TitleStrategy, provideRouter, withComponentInputBinding } from '@angular/router';
import {
  AdminTitleStrategy,
  adminAuthInterceptor,
  provideAdmin,
  provideAdminMenu,
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
      provideHttpClient(withFetch(), withInterceptors([adminAuthInterceptor])),
      provideRouter(routes, withComponentInputBinding()),
      { provide: TitleStrategy, useClass: AdminTitleStrategy },
      provideAdmin({ resources: list, pages, icons, title: 'Admin demo', apiUrl: '/api' }),
      provideAdminMenu(menu),
    ],
  };
}
