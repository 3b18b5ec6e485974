import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

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
 * it is never stored by a cache (`Cache-Control: private, no-store`). Create and edit pages are
 * left to the browser (`isFormPage`).
 *
 * The answer starts at once with the doctype: the browser commits the navigation and readies
 * the new document (a new renderer, its parser) while the server renders, instead of after. The
 * rendered page follows; a render that fails, redirects or answers another status is replaced by
 * the client shell, and the app in the browser then does what the server would have (the
 * redirect, the error page). The render's time and API requests are in the page, in
 * `<script type="application/json" id="demo-render">` (`RenderLog`): a header, sent first,
 * could not hold them.
 */
export async function render(request: IncomingMessage): Promise<Response | null> {
  const cookies = request.headers.cookie;
  if (!cookie(cookies, SESSION_COOKIE) || isFormPage(request.url)) return null;
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
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(DOCTYPE));
      controller.enqueue(encoder.encode(await renderPage(request, context)));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html;charset=UTF-8',
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie',
    },
  });
}

/**
 * Whether a URL is a create or edit page (`…/create`, `…/<id>/edit`). Those are left to the
 * browser: taking a rendered form over writes the record's values into its inputs again, over
 * whatever the user typed meanwhile, and a Save clicked before then submits the form natively.
 */
export function isFormPage(url: string | undefined): boolean {
  const path = new URL(url ?? '/', 'http://localhost').pathname;
  return /\/(?:create|edit)\/?$/.test(path);
}

/** What the page says of its render: how long it took, and its API requests (ms from its start). */
export interface RenderLog {
  readonly render: number;
  readonly requests: readonly { request: string; start: number; duration: number }[];
}

const DOCTYPE = '<!DOCTYPE html>';

/** The page after its doctype: rendered, with its `RenderLog`, or else the client shell. */
async function renderPage(request: IncomingMessage, context: RenderContext): Promise<string> {
  try {
    const response = await engine.handle(request, context);
    if (response?.status === 200) {
      const html = afterDoctype(await response.text());
      const log: RenderLog = {
        render: Math.round((performance.now() - context.started) * 10) / 10,
        requests: context.requests,
      };
      // `<` escaped: the JSON cannot close its script element.
      const json = JSON.stringify(log).replace(/</g, '\\u003c');
      const script = `<script type="application/json" id="demo-render">${json}</script>`;
      const end = html.lastIndexOf('</body>');
      return end < 0 ? html + script : html.slice(0, end) + script + html.slice(end);
    }
  } catch (error: unknown) {
    console.error(`demo: rendering ${request.url} on the server failed:`, error);
  }
  return afterDoctype(await clientShell());
}

let shell: Promise<string> | undefined;

/** The client-rendered page (`index.csr.html` of the build's browser folder). */
function clientShell(): Promise<string> {
  shell ??= readFile(fileURLToPath(new URL('../browser/index.csr.html', import.meta.url)), 'utf8');
  return shell;
}

/** `html` without its leading doctype (already sent). */
function afterDoctype(html: string): string {
  const start = html.trimStart();
  return start.slice(0, DOCTYPE.length).toUpperCase() === DOCTYPE.toUpperCase()
    ? start.slice(DOCTYPE.length)
    : start;
}

/** The raw value of cookie `name` in a `Cookie` header, or null. */
function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}
