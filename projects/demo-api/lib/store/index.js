// @ts-check
'use strict';

const { resourceOfSingular } = require('../resources');
const { createAccounts } = require('./accounts');
const { escapeLike, containsPattern, regexLiteralPattern } = require('./patterns');
const { createReads, MAX_PAGE_SIZE } = require('./reads');
const { createRelations } = require('./relations');
const { etag, parseIfMatch } = require('./versions');
const { createWrites } = require('./writes');

/**
 * The records in Postgres, for every dialect: one list query shape (conditions, search, sort,
 * page, fields), related records, and writes with their checks (references, record versions).
 * Every value reaches SQL as a parameter; identifiers come from the resource descriptions only.
 *
 * One module per concern, composed here into the one store the routes use:
 * `where.js` (conditions and search → WHERE), `rows.js` (a resource's SELECT, a row as served),
 * `reads.js` (a list page, one record), `relations.js` (included records), `writes.js` (POST,
 * PUT/PATCH, bulk PATCH, DELETE), `accounts.js` (sign-in and sessions), `versions.js` (ETag and
 * If-Match), `patterns.js` (literal LIKE patterns).
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('./rows').Row} Row
 * @typedef {import('./where').Operator} Operator
 * @typedef {import('./where').Condition} Condition
 * @typedef {import('./where').Sort} Sort
 * @typedef {import('./where').ListQuery} ListQuery
 * @typedef {import('./reads').Versioned} Versioned
 */

/**
 * @param {Database} db
 */
function createStore(db) {
  const reads = createReads(db);
  return {
    ...reads,
    ...createRelations(db),
    ...createWrites(db, reads),
    ...createAccounts(db),
  };
}

module.exports = {
  createStore,
  MAX_PAGE_SIZE,
  containsPattern,
  regexLiteralPattern,
  escapeLike,
  etag,
  parseIfMatch,
  resourceOfSingular,
};
