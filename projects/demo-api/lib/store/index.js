// @ts-check
'use strict';

const { resourceOfSingular } = require('../resources');
const { createAccounts } = require('./accounts');
const { createHistoryStore } = require('./history');
const { createLockStore } = require('./locks');
const { escapeLike, containsPattern, regexLiteralPattern } = require('./patterns');
const { createReads, MAX_PAGE_SIZE } = require('./reads');
const { createRelations } = require('./relations');
const { etag, parseIfMatch } = require('./versions');
const { createTrash } = require('./trash');
const { createWrites } = require('./writes');
const { createViewStore } = require('./views');

/**
 * The records in Postgres, for every dialect: one list query shape (conditions, search, sort,
 * page, fields), related records, and writes with their checks (references, record versions).
 * Every value reaches SQL as a parameter; identifiers come from the resource descriptions only.
 *
 * One module per concern, composed here into the one store the routes use:
 * `where.js` (conditions and search → WHERE), `rows.js` (a resource's SELECT, a row as served),
 * `reads.js` (a list page, one record), `relations.js` (included records), `writes.js` (POST,
 * PUT/PATCH, bulk PATCH, DELETE), `history.js` (the record history and audit log, written by the
 * database in each write's transaction), `trash.js` (soft delete: trash, restore; purge is
 * `writes.js`'s DELETE), `locks.js` (who views or edits a record, the edit locks), `views.js` (saved views of lists), `accounts.js` (sign-in and sessions), `versions.js` (ETag and
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

/** How long a tab stays present without a heartbeat, by default (milliseconds). */
const DEFAULT_LOCK_TTL = 60_000;

/**
 * @param {Database} db
 * @param {{ lockTtl?: number }} [options] `lockTtl`: milliseconds a tab stays on a record
 *   (viewing it, or holding its edit lock) after its last heartbeat
 */
function createStore(db, { lockTtl = DEFAULT_LOCK_TTL } = {}) {
  const reads = createReads(db);
  return {
    ...reads,
    ...createRelations(db),
    ...createWrites(db, reads),
    ...createTrash(db, reads),
    ...createAccounts(db),
    history: createHistoryStore(db),
    locks: createLockStore(db, { ttl: lockTtl }),
    views: createViewStore(db),
  };
}

module.exports = {
  createStore,
  DEFAULT_LOCK_TTL,
  MAX_PAGE_SIZE,
  containsPattern,
  regexLiteralPattern,
  escapeLike,
  etag,
  parseIfMatch,
  resourceOfSingular,
};
