import { bootstrapApplication } from '@angular/platform-browser';

import { App } from './app/app';
import { createAppConfig } from './app/app.config';

/** Starts the demo; a configuration error is printed and shown in the page, never swallowed. */
export async function start(): Promise<unknown> {
  let config;
  try {
    config = createAppConfig();
  } catch (error) {
    return Promise.reject(error);
  }
  const app = await bootstrapApplication(App, config);
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
