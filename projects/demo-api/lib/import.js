// @ts-check
'use strict';

const { ApiError, badRequest, validationError } = require('./errors');
const { fieldErrors } = require('./field-errors');
const { bodySchema, fieldOf } = require('./resources');

/**
 * CSV imports (the admin's import page): `POST <api>/import` with
 * `{ "records": [{ ... }], "key": "id", "dryRun": false }`. Each record is validated as a POST
 * body (or a PATCH one when its key names an existing record: then it is merged into it), then
 * every record is written in one transaction (lib/store/writes.js `importRows`): all or none.
 * - 200 `{ created, updated, rows: [{ row, action: 'created' | 'updated', id }] }`;
 * - 422 `{ message, rows: [{ row, message, errors? }] }` naming every failing row (1-based, in
 *   the order of `records`), nothing written;
 * - `dryRun: true` checks the same way and writes nothing (the admin's preview).
 * `key` (default `id`) is the field whose value finds the record a row updates; a row without
 * that value, or whose value no record has, creates one.
 * `versions` (issue 38, a paste into the list): one per record, the version the row's update is
 * based on (`null`: none); a record saved since fails its row with 412 (nothing written), and a
 * versioned row whose record does not exist fails with 404 instead of creating one.
 *
 * @typedef {import('./resources').ResourceDef} ResourceDef
 * @typedef {{ field: string, value: unknown }} ImportMatch
 * @typedef {{ values: Record<string, unknown>, match?: ImportMatch,
 *   createErrors?: Record<string, string[]>, version?: number }} ImportRow
 * @typedef {{ row: number, action: 'created' | 'updated', id: number }} ImportResult
 * @typedef {{ row: number, status?: number, message: string, errors?: Record<string, string[]> }} RowError
 * @typedef {(body: unknown) => boolean} Validate
 * @typedef {Validate & { errors?: import('ajv').ErrorObject[] | null }} Validator
 */

/** The most records one import may hold. */
const MAX_IMPORT = 5000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The JSON schema of an import's body (its records are checked one by one after). */
const IMPORT_SCHEMA = Object.freeze({
  type: 'object',
  additionalProperties: false,
  required: ['records'],
  properties: {
    records: { type: 'array', maxItems: MAX_IMPORT, items: { type: 'object' } },
    key: { type: 'string', minLength: 1, maxLength: 100 },
    dryRun: { type: 'boolean' },
    versions: {
      type: 'array',
      maxItems: MAX_IMPORT,
      items: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] },
    },
  },
});

/**
 * The rows of an import's body, each validated against the resource's POST (or, when it names a
 * record by its key, PATCH) schema; 422 naming every invalid row, 400 for a bad key.
 * @param {ResourceDef} resource
 * @param {{ records: Record<string, unknown>[], key?: string, versions?: (number | null)[] }} body
 * @param {(schema: object) => Validator} compile the route's validator compiler (Fastify's Ajv)
 * @returns {ImportRow[]}
 */
function importRows(resource, body, compile) {
  const key = body.key ?? 'id';
  if (key !== 'id') {
    const field = fieldOf(resource, key);
    if (!field || !['string', 'email', 'integer'].includes(field.type)) {
      throw badRequest(
        `key must be id or a text or integer field of ${resource.name}, got "${key}"`,
      );
    }
  }
  if (body.versions && body.versions.length !== body.records.length) {
    throw badRequest(
      `versions must hold one version (or null) per record: ${body.versions.length} for ` +
        `${body.records.length} records`,
    );
  }
  const create = compile(bodySchema(resource, 'create'));
  const patch = compile(bodySchema(resource, 'patch'));
  /** @type {RowError[]} */
  const failed = [];
  /** @type {ImportRow[]} */
  const rows = [];
  for (const [index, record] of body.records.entries()) {
    const values = prepare(resource, record);
    const value = values[key];
    const keyed = value !== undefined && value !== null && value !== '';
    const version = body.versions?.[index] ?? undefined;
    const validate = keyed ? patch : create;
    if (!validate(values)) {
      const errors = fieldErrors(resource, values, validate.errors ?? []);
      failed.push({ row: index + 1, message: validationError(errors).message, errors });
    } else if (!keyed) {
      rows.push({ values });
    } else {
      // Keyed: it creates when no record has that key, and so must then be a whole record.
      const whole = create(values) ? undefined : fieldErrors(resource, values, create.errors ?? []);
      rows.push({
        values,
        match: { field: key, value },
        ...(whole ? { createErrors: whole } : {}),
        ...(version === undefined ? {} : { version }),
      });
    }
  }
  if (failed.length) throw rowsFailed(failed);
  return rows;
}

/**
 * A record as the record routes' `prepareBody` leaves it: a date is a date-time at midnight
 * UTC, and posts' `translations` key is ignored.
 * @param {ResourceDef} resource
 * @param {Record<string, unknown>} record
 */
function prepare(resource, record) {
  const values = { ...record };
  if (resource.translatable) delete values.translations;
  for (const field of resource.fields) {
    const value = values[field.name];
    if (field.type === 'date-time' && typeof value === 'string' && ISO_DATE.test(value)) {
      values[field.name] = `${value}T00:00:00.000Z`;
    }
  }
  return values;
}

/**
 * The 422 of an import some rows of which failed: `rows` names each one; nothing was written.
 * @param {RowError[]} rows
 */
function rowsFailed(rows) {
  const numbers = rows.map((r) => r.row);
  const listed = numbers.slice(0, 10).join(', ') + (numbers.length > 10 ? ', …' : '');
  return new ApiError(
    422,
    `Import failed: ${rows.length} ${rows.length === 1 ? 'row has' : 'rows have'} errors ` +
      `(${rows.length === 1 ? 'row' : 'rows'} ${listed}); nothing was written`,
    undefined,
    undefined,
    { rows },
  );
}

/**
 * The answer of a successful import (or dry run).
 * @param {ImportResult[]} results
 */
function importReport(results) {
  return {
    created: results.filter((r) => r.action === 'created').length,
    updated: results.filter((r) => r.action === 'updated').length,
    rows: results,
  };
}

module.exports = {
  IMPORT_SCHEMA,
  MAX_IMPORT,
  importRows,
  importReport,
  rowsFailed,
};
