import type { HttpInterceptorFn } from '@angular/common/http';
import { REQUEST_CONTEXT, inject } from '@angular/core';
import { finalize } from 'rxjs';

/** One API request made while the server rendered a page: when it started and how long it took. */
export interface RenderedRequest {
  readonly request: string;
  readonly start: number;
  duration: number;
}

/** What server.ts hands each render (`REQUEST_CONTEXT`): when it began, and its request log. */
export interface RenderContext {
  readonly started: number;
  readonly requests: RenderedRequest[];
}

/**
 * Logs the render's API requests into its `RenderContext`: server.ts writes them into the page
 * (`<script type="application/json" id="demo-render">`), where the browser (and the benchmark's
 * cold-load timeline) reads them.
 */
export const logRenderRequests: HttpInterceptorFn = (request, next) => {
  const context = inject(REQUEST_CONTEXT, { optional: true }) as RenderContext | null;
  if (!context?.requests) return next(request);
  const url = new URL(request.urlWithParams, 'http://server');
  const entry: RenderedRequest = {
    request: `${request.method} ${url.pathname}${url.search}`,
    start: performance.now() - context.started,
    duration: 0,
  };
  context.requests.push(entry);
  return next(request).pipe(
    finalize(() => (entry.duration = performance.now() - context.started - entry.start)),
  );
};
