import type { ApplicationConfig, ApplicationRef } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';

import { App } from './app';

/**
 * Starts the demo with the config `configure()` returns. A configuration or start error is printed
 * and shown in the page, never swallowed. Once started, the `demo:started` mark tells when the app
 * answers clicks (the benchmark's cold-load timeline reads it).
 */
export async function startDemo(
  configure: () => ApplicationConfig,
): Promise<ApplicationRef | null> {
  try {
    const app = await bootstrapApplication(App, configure());
    performance.mark('demo:started');
    return app;
  } catch (error: unknown) {
    console.error(error);
    const pre = document.createElement('pre');
    pre.setAttribute('role', 'alert');
    pre.textContent = error instanceof Error ? error.message : String(error);
    document.body.appendChild(pre);
    return null;
  }
}
