import { withInterceptors } from '@angular/common/http';
import { mergeApplicationConfig } from '@angular/core';
import { bootstrapApplication, type BootstrapContext } from '@angular/platform-browser';
import { provideServerRendering, RenderMode, withRoutes } from '@angular/ssr';
import { withHydration } from 'admin';

import { App } from './app/app';
import { createAppConfig } from './app/app.config';
import { logRenderRequests } from './app/render-log';
import resources from './resources';

/**
 * The demo rendered on the server (`@angular/ssr`): every route, for the signed-in user of the
 * request's session cookie; the browser then takes the page over (`withHydration()`).
 */
export default function bootstrap(context: BootstrapContext) {
  const server = {
    providers: [
      provideServerRendering(withRoutes([{ path: '**', renderMode: RenderMode.Server }])),
    ],
  };
  return bootstrapApplication(
    App,
    mergeApplicationConfig(
      createAppConfig(resources, [withHydration()], [withInterceptors([logRenderRequests])]),
      server,
    ),
    context,
  );
}
