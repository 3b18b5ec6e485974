/*
 * The internals of ./admin-http-error.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { HttpErrorResponse } from '@angular/common/http';
import { TimeoutError } from 'rxjs';
import type { DialectErrorDetails, DialectFailure } from 'admin/config';
import { AdminHttpError, type AdminFieldErrors, type AdminRequestInfo } from './admin-http-error';

function strings(value: unknown): string[] {
  return [value]
    .flat()
    .map((v) => (typeof v === 'string' ? v : (v as { message?: unknown } | null)?.message))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/**
 * Field errors of a validation response: `{ errors: { title: ['is required'] } }` (Laravel),
 * `{ errors: { title: 'is required' } }`, or `{ errors: [{ field, message }] }`.
 */
export function ɵfieldErrors(body: unknown): AdminFieldErrors | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const result: Record<string, string[]> = {};
  const add = (field: string, messages: string[]) => {
    if (field && messages.length) result[field] = [...(result[field] ?? []), ...messages];
  };
  if (Array.isArray(errors)) {
    for (const entry of errors as { field?: unknown; path?: unknown; message?: unknown }[]) {
      const field = entry?.field ?? entry?.path;
      if (typeof field === 'string') add(field, strings(entry.message));
    }
  } else {
    for (const [field, messages] of Object.entries(errors)) add(field, strings(messages));
  }
  return Object.keys(result).length ? result : undefined;
}

function nonEmpty(errors: AdminFieldErrors | undefined): AdminFieldErrors | undefined {
  return errors && Object.keys(errors).length ? errors : undefined;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text && text.length <= 300 && !text.startsWith('<') ? text : undefined;
  }
  const { message, error } = (body ?? {}) as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  const nested = (error as { message?: unknown } | null)?.message;
  return typeof nested === 'string' && nested.trim() ? nested.trim() : undefined;
}

/**
 * Any failure of a request as an `AdminHttpError`, with a human message. `read` is the dialect's
 * reading of a failed response (`ApiDialect.parseError`): its field errors and message win over
 * the common shapes.
 */
export function ɵtoAdminHttpError(
  error: unknown,
  request: AdminRequestInfo,
  read?: (failure: DialectFailure) => DialectErrorDetails | undefined,
): AdminHttpError {
  if (error instanceof AdminHttpError) return error;
  const { method, url } = request;
  const where = `${method} ${url}`;
  if (error instanceof TimeoutError) {
    const seconds = request.timeout === undefined ? '' : ` within ${request.timeout / 1000} s`;
    return new AdminHttpError({
      status: 0,
      message: `The server did not answer${seconds} (${where}).`,
      method,
      url,
      cause: error,
    });
  }
  if (error instanceof HttpErrorResponse) {
    if (error.status === 0) {
      return new AdminHttpError({
        status: 0,
        message:
          `Cannot reach the server (${where}): the network is down, the server is not ` +
          'running, or the browser blocked the request (CORS).',
        method,
        url,
        cause: error,
      });
    }
    const body: unknown = error.error;
    const own = read?.({ status: error.status, body, headers: error.headers });
    const errors = nonEmpty(own?.errors) ?? ɵfieldErrors(body);
    const fallback = errors
      ? `The data is invalid: ${Object.entries(errors)
          .map(([field, messages]) => `${field} ${messages.join(', ')}`)
          .join('; ')}.`
      : `The server answered ${error.status}${error.statusText ? ` ${error.statusText}` : ''} (${where}).`;
    return new AdminHttpError({
      status: error.status,
      message: own?.message?.trim() || serverMessage(body) || fallback,
      errors,
      method,
      url,
      body,
      cause: error,
    });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AdminHttpError({
    status: 0,
    message: `${where} failed: ${reason}`,
    method,
    url,
    cause: error,
  });
}
