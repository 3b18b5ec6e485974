// @ts-check
'use strict';

const { RESOURCES } = require('../resources');

/**
 * The record history and audit log (`history`, migration `006-history`): one row per record a
 * write created, updated or deleted, with who, when, the record's version and its fields before
 * and after.
 *
 * The rows are written by the database itself, in the writing transaction: every resource
 * table has a deferred row trigger (`demo_history_row`), which runs at the commit of any
 * transaction that changed the table. So every acknowledged write is recorded, whatever the
 * code path (records a delete cascades to, posts a deleted tag leaves, bulk updates), and a
 * write that rolls back leaves no entry. The writer is named by `recordHistory(tx, actor)`,
 * called once by each write of `./writes.js` (transaction-local settings that the trigger reads
 * at the commit); `demo.history = off` (the migrations, the seed) records nothing.
 *
 * An entry keeps, for a `create`, the record after (`after`); for an `update`, the whole record
 * after and the previous values of the fields that changed (`before`, `changed`); for a
 * `delete`, the record before. `version` is the record's version after the write (at the delete
 * for deletes). Posts' rows carry their `translations`.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('./events').Actor} Actor
 * @typedef {'create' | 'update' | 'delete'} HistoryAction
 * @typedef {object} StoredEntry
 * @property {number} id
 * @property {string} resource
 * @property {number} recordId
 * @property {HistoryAction} action
 * @property {number} version
 * @property {number | null} userId
 * @property {string | null} userName
 * @property {string} at ISO 8601
 * @property {string[] | null} changed
 * @property {Record<string, unknown> | null} before
 * @property {Record<string, unknown> | null} after
 * @typedef {{ resources: readonly string[], userId?: number, resource?: string,
 *   action?: HistoryAction, from?: string, to?: string, offset: number, limit: number }}
 *   AuditQuery `resources`: the collections the reader may read (the others' entries stay out)
 */

/** An identifier in SQL (`../schema.js` has the same, but requires this module). @param {string} name */
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

const HISTORY_ACTIONS = Object.freeze(['create', 'update', 'delete', 'restore', 'purge']);

/** The most entries a page's total counts. */
const AUDIT_COUNT_LIMIT = 10_000;

/** The trigger function: one entry per row change, skipped while `demo.history` is `off`. */
const TRIGGER_FUNCTION = `CREATE OR REPLACE FUNCTION demo_history_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  old_values jsonb;
  changed_names text[];
BEGIN
  IF current_setting('demo.history', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb),
           coalesce(array_agg(o.key ORDER BY o.key), '{}')
      INTO old_values, changed_names
      FROM jsonb_each(old_row) o
      WHERE o.key NOT IN ('id', 'version') AND o.value IS DISTINCT FROM new_row -> o.key;
  END IF;
  INSERT INTO history (resource, "recordId", action, version, "userId", "userName", changed,
    before, after)
  VALUES (
    TG_TABLE_NAME,
    coalesce(NEW.id, OLD.id),
    CASE
      WHEN TG_OP = 'INSERT' THEN 'create'
      WHEN TG_OP = 'DELETE' AND old_row ->> 'deletedAt' IS NOT NULL THEN 'purge'
      WHEN TG_OP = 'DELETE' THEN 'delete'
      WHEN old_row ->> 'deletedAt' IS NULL AND new_row ->> 'deletedAt' IS NOT NULL THEN 'delete'
      WHEN old_row ->> 'deletedAt' IS NOT NULL AND new_row ->> 'deletedAt' IS NULL THEN 'restore'
      ELSE 'update'
    END,
    coalesce((new_row ->> 'version')::integer, (old_row ->> 'version')::integer, 1),
    nullif(current_setting('demo.actor_id', true), '')::integer,
    nullif(current_setting('demo.actor_name', true), ''),
    changed_names,
    CASE TG_OP WHEN 'UPDATE' THEN old_values WHEN 'DELETE' THEN old_row - 'version' END,
    new_row - 'version'
  );
  RETURN NULL;
END
$$`;

/**
 * The migration: the table, its indexes (a record's versions; the audit log newest first,
 * by user, by resource, by date), the trigger function and one trigger per resource table.
 * @param {Queryable} db
 */
async function createHistoryTables(db) {
  await db.query(`CREATE TABLE history (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  resource text NOT NULL,
  "recordId" integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore', 'purge')),
  version integer NOT NULL,
  "userId" integer,
  "userName" text,
  changed text[],
  before jsonb,
  after jsonb
)`);
  await db.query(`CREATE INDEX history_record ON history (resource, "recordId", id)`);
  await db.query(`CREATE INDEX history_user ON history ("userId", id)`);
  await db.query(`CREATE INDEX history_resource ON history (resource, id)`);
  await db.query(`CREATE INDEX history_at ON history (at)`);
  await db.query(TRIGGER_FUNCTION);
  for (const resource of RESOURCES) await addHistoryTrigger(db, resource.name);
}

/**
 * Records the writes of `table` from now on (a table added by a later migration calls it).
 * @param {Queryable} db
 * @param {string} table
 */
async function addHistoryTrigger(db, table) {
  await db.query(
    `CREATE CONSTRAINT TRIGGER ${quote(`${table}_history`)}
     AFTER INSERT OR UPDATE OR DELETE ON ${quote(table)}
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION demo_history_row()`,
  );
}

/** A reset of the data: the history goes with it. @param {Queryable} tx */
async function resetHistory(tx) {
  await tx.query(`TRUNCATE history RESTART IDENTITY`);
}

/**
 * Names the writer of the transaction's entries (read by the trigger at the commit).
 * @param {Queryable} tx
 * @param {Actor | undefined} actor
 */
async function recordHistory(tx, actor) {
  await tx.query(
    `SELECT set_config('demo.actor_id', $1, true), set_config('demo.actor_name', $2, true)`,
    [actor ? String(actor.id) : '', actor?.name ?? ''],
  );
}

/** Turns off the history for the rest of the transaction (the seed). @param {Queryable} tx */
async function pauseHistory(tx) {
  await tx.query(`SELECT set_config('demo.history', 'off', true)`);
}

/** @param {Record<string, any>} row @returns {StoredEntry} */
const toEntry = (row) => ({
  id: Number(row.id),
  resource: row.resource,
  recordId: Number(row.recordId),
  action: row.action,
  version: Number(row.version),
  userId: row.userId === null ? null : Number(row.userId),
  userName: row.userName,
  // Dates may come from another realm (PGlite loaded outside a test sandbox): no instanceof.
  at: new Date(row.at).toISOString(),
  changed: row.changed,
  before: row.before,
  after: row.after,
});

/** @param {Database} db */
function createHistoryStore(db) {
  /**
   * A page of entries matching `where` (built with `params`), newest first, and their total,
   * counted up to `AUDIT_COUNT_LIMIT` (`totalCapped` when there are more: counting a long log
   * costs more than its page).
   * @param {string} where
   * @param {unknown[]} params
   * @param {number} offset
   * @param {number} limit
   */
  async function page(where, params, offset, limit) {
    const rows = await db.query(
      `SELECT * FROM history ${where} ORDER BY id DESC LIMIT ${Number(limit)}
       OFFSET ${Number(offset)}`,
      params,
    );
    const count = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM history ${where}
       LIMIT ${AUDIT_COUNT_LIMIT + 1}) AS counted`,
      params,
    );
    const counted = Number(count.rows[0].n);
    return {
      entries: rows.rows.map(toEntry),
      total: Math.min(counted, AUDIT_COUNT_LIMIT),
      totalCapped: counted > AUDIT_COUNT_LIMIT,
    };
  }

  return {
    /**
     * A record's versions, newest first.
     * @param {string} resource
     * @param {number} recordId
     * @param {{ offset: number, limit: number }} range
     */
    versions(resource, recordId, { offset, limit }) {
      return page(`WHERE resource = $1 AND "recordId" = $2`, [resource, recordId], offset, limit);
    },

    /**
     * The audit log, newest first, filtered.
     * @param {AuditQuery} query
     */
    audit(query) {
      /** @type {unknown[]} */
      const params = [];
      const conditions = ['true'];
      /** @param {string} sql @param {unknown} value */
      const add = (sql, value) => {
        params.push(value);
        conditions.push(sql.replace('?', `$${params.length}`));
      };
      if (query.resources.length < RESOURCES.length)
        add(`resource = ANY(?::text[])`, query.resources);
      if (query.userId !== undefined) add(`"userId" = ?`, query.userId);
      if (query.resource !== undefined) add(`resource = ?`, query.resource);
      if (query.action !== undefined) add(`action = ?`, query.action);
      if (query.from !== undefined) add(`at >= ?::timestamptz`, query.from);
      if (query.to !== undefined) add(`at < ?::timestamptz`, query.to);
      return page(`WHERE ${conditions.join(' AND ')}`, params, query.offset, query.limit);
    },
  };
}

module.exports = {
  HISTORY_ACTIONS,
  AUDIT_COUNT_LIMIT,
  createHistoryTables,
  addHistoryTrigger,
  resetHistory,
  recordHistory,
  pauseHistory,
  createHistoryStore,
};
