// The browser entry of the demo built for the server (`ng build demo -c production,ssr`): a page
// the server rendered is taken over where it is (hydration, with the server's API answers); a page
// it left to the browser (no session or view cookie) is rendered here as usual.
import { bootstrapApplication } from '@angular/platform-browser';
import { withHydration } from 'admin';

import { App } from './app/app';
import { createAppConfig } from './app/app.config';
import { rememberView } from './app/view-cookie';
import resources from './resources';

export async function start(): Promise<unknown> {
  rememberView();
  const app = await bootstrapApplication(App, createAppConfig(resources, [withHydration()]));
  // When the app answers clicks: the benchmark's cold-load timeline reads this mark.
  performance.mark('demo:started');
  return app;
}

start().catch((error: unknown) => {
  console.error(error);
  const pre = document.createElement('pre');
  pre.setAttribute('role', 'alert');
  pre.textContent = error instanceof Error ? error.message : String(error);
  document.body.appendChild(pre);
});
