// @ts-check
'use strict';

/** An answer to bad input or a missing record: `{ message, errors? }` with a status. */
class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, string[]>} [errors] field → messages (422)
   * @param {Record<string, string>} [headers]
   * @param {Record<string, unknown>} [extra] more keys of the answer (an import's `rows`)
   */
  constructor(status, message, errors, headers, extra) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.headers = headers;
    this.extra = extra;
  }
}

/**
 * A 422 naming each field's problems.
 * @param {Record<string, string[]>} errors
 */
function validationError(errors) {
  const list = Object.entries(errors)
    .map(([field, messages]) => `${field} ${messages.join(', ')}`)
    .join('; ');
  return new ApiError(422, `Validation failed: ${list}`, errors);
}

/** @param {string} message */
const badRequest = (message) => new ApiError(400, message);

module.exports = { ApiError, validationError, badRequest };
