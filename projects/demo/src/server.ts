import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';

import { AngularNodeAppEngine } from '@angular/ssr/node';

import type { RenderContext } from './app/render-log';
import { VIEW_COOKIE, parseView } from './app/view-cookie';

/** The session cookie `bearerTokenAuth({ cookie: true })` writes (its default token key). */
const SESSION_COOKIE = 'admin.token';

const engine = new AngularNodeAppEngine({ allowedHosts: ['127.0.0.1', 'localhost'] });

/** The time zone this process formats dates in. */
const SERVER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Renders a page of the demo on the server (the demo API calls it for every page URL), or
 * resolves with null: then the client-rendered shell (`index.csr.html`) is served instead.
 *
 * Only a request with the session cookie is rendered here: the app keeps its session in the
 * browser, and a render without it could only send everybody to the sign-in page (or render a
 * page the browser's session would show differently). So is a request whose view cookie says the
 * browser shows dates in this server's time zone, in the default language and light colours:
 * otherwise the page would change under the user's eyes once the browser takes it over (the
 * browser writes that cookie on every start). The page holds the signed-in user's data:
 * it is never stored by a cache (`Cache-Control: private, no-store`). Its `Server-Timing` header
 * tells how long the render took and which API requests it made, when, and for how long.
 */
export async function render(request: IncomingMessage): Promise<Response | null> {
  const cookies = request.headers.cookie;
  if (!cookie(cookies, SESSION_COOKIE)) return null;
  const view = parseView(cookie(cookies, VIEW_COOKIE));
  if (
    !view ||
    view.zone !== SERVER_ZONE ||
    !['', 'en'].includes(view.locale) ||
    view.scheme !== 'light'
  ) {
    return null;
  }
  const context: RenderContext = { started: performance.now(), requests: [] };
  const response = await engine.handle(request, context);
  if (!response) return null;
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.append('Vary', 'Cookie');
  headers.set('Server-Timing', serverTiming(context, performance.now() - context.started));
  return new Response(response.body, { status: response.status, headers });
}

/** The raw value of cookie `name` in a `Cookie` header, or null. */
function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** `render;dur=…, api-0;dur=…;desc="<start ms> GET /api/…", …` (durations in ms). */
function serverTiming(context: RenderContext, total: number): string {
  const entries = [`render;dur=${total.toFixed(1)}`];
  context.requests.forEach((r, i) => {
    const desc = `${r.start.toFixed(1)} ${r.request}`.replace(/["\\]/g, '');
    entries.push(`api-${i};dur=${r.duration.toFixed(1)};desc="${desc}"`);
  });
  return entries.join(', ');
}
