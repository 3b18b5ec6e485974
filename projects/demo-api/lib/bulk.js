// @ts-check
'use strict';

const { badRequest } = require('./errors');
const { MAX_INTEGER } = require('./resources');

/** The most records one bulk update may change. */
const MAX_BULK = 1000;

/**
 * The bulk updates the demo API serves, one request for many records (json-server has none: its
 * clients send one PATCH per record):
 * - simple-rest: `PUT <api>?filter={"id":[1,2]}` with the changed fields as the body (the
 *   filter convention of ra-data-simple-rest's getMany); answers the ids, `[1,2]`;
 * - laravel: `PATCH <api>?filter[id]=1,2` (spatie's filter syntax) with the changed fields;
 *   answers `{ data: [records] }`.
 * The body is merged into each record (a PATCH), all records in one transaction.
 */
const BULK_METHODS = /** @type {const} */ ({ 'simple-rest': 'PUT', laravel: 'PATCH' });

/**
 * The ids of a bulk update's query, or a 400 naming what is wrong.
 * @param {'simple-rest' | 'laravel'} dialect
 * @param {Record<string, unknown>} query
 * @returns {number[]}
 */
function bulkIds(dialect, query) {
  const key = dialect === 'laravel' ? 'filter[id]' : 'filter';
  const example = dialect === 'laravel' ? 'filter[id]=1,2' : 'filter={"id":[1,2]}';
  const others = Object.keys(query).filter((name) => name !== key && name !== 'locale');
  if (others.length) {
    throw badRequest(`a bulk update takes only ${example}, got "${others.join('", "')}"`);
  }
  const text = query[key];
  if (typeof text !== 'string' || !text.trim()) {
    throw badRequest(`a bulk update names its records: ${example}`);
  }
  /** @type {unknown} */
  let ids;
  if (dialect === 'laravel') {
    ids = text.split(',').map((part) => (/^\s*\d+\s*$/.test(part) ? Number(part) : part));
  } else {
    try {
      const filter = JSON.parse(text);
      const keys = filter && typeof filter === 'object' ? Object.keys(filter) : [];
      ids = keys.length === 1 && keys[0] === 'id' ? filter.id : undefined;
    } catch {
      ids = undefined;
    }
  }
  if (
    !Array.isArray(ids) ||
    !ids.length ||
    ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_INTEGER)
  ) {
    throw badRequest(`a bulk update names its records by positive integer ids: ${example}`);
  }
  if (ids.length > MAX_BULK) {
    throw badRequest(`a bulk update changes at most ${MAX_BULK} records, got ${ids.length}`);
  }
  return [...new Set(/** @type {number[]} */ (ids))];
}

module.exports = { BULK_METHODS, MAX_BULK, bulkIds };
