import type { ApplicationConfig, ApplicationRef } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';

import { App } from './app';

/**
 * Starts the demo with the config `configure()` returns (or resolves to). A configuration or start
 * error is printed and shown in the page, never swallowed. Once started, the `demo:started` mark
 * tells when the app runs (the benchmark's cold-load timeline reads it); `demo:stable` when it is
 * first stable: the first page's code loaded and, for a page rendered on the server, every part of
 * it taken over (hydrated), so that its links go through the router instead of loading a new
 * document.
 */
export async function startDemo(
  configure: () => ApplicationConfig | Promise<ApplicationConfig>,
): Promise<ApplicationRef | null> {
  try {
    const app = await bootstrapApplication(App, await configure());
    performance.mark('demo:started');
    void app.whenStable().then(() => performance.mark('demo:stable'));
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
