import type { ResourceAction } from 'admin/core';

/** Validation messages by field, e.g. `{ title: ['is required'] }`. */
export type AdminFieldErrors = Readonly<Record<string, readonly string[]>>;

export interface AdminHttpErrorInit {
  /** HTTP status; 0 for network failures and timeouts. */
  readonly status: number;
  readonly message: string;
  readonly errors?: AdminFieldErrors;
  readonly method?: string;
  readonly url?: string;
  /** The response body, when there was one. */
  readonly body?: unknown;
  readonly cause?: unknown;
}

/**
 * Every failure of a repository call: `status` (0 = network failure or timeout), a human
 * `message` (the API's own when it sent one) and, for validation failures, `errors` by field.
 * Calls refused before sending use 405 (disabled action), 400 (bad arguments) and 403 (the
 * access check refused: an `AdminAccessError`).
 */
export class AdminHttpError extends Error {
  override readonly name: string = 'AdminHttpError';
  readonly status: number;
  readonly errors?: AdminFieldErrors;
  readonly method?: string;
  readonly url?: string;
  readonly body?: unknown;

  constructor(init: AdminHttpErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

/**
 * A repository call the access check (`can()`, `ADMIN_ACCESS`) refused for the current user:
 * status 403, no request was sent. `resource` and `action` name what was refused (for a nested
 * resource, possibly a parent and `show`); the UI words it through the message catalogue
 * (`admin.notifications.accessDenied`).
 */
export class AdminAccessError extends AdminHttpError {
  override readonly name = 'AdminAccessError';
  readonly resource: string;
  readonly action: ResourceAction;

  constructor(init: { resource: string; action: ResourceAction; message: string }) {
    super({ status: 403, message: init.message });
    this.resource = init.resource;
    this.action = init.action;
  }
}

/** Where a request went, for messages. */
export interface AdminRequestInfo {
  readonly method: string;
  readonly url: string;
  /** Milliseconds the request was given, for timeout messages. */
  readonly timeout?: number;
}
