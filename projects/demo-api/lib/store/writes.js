// @ts-check
'use strict';

const { storePostWrite } = require('../i18n');
const { ApiError, validationError } = require('../errors');
const { RESOURCES } = require('../resources');
const { quote } = require('../schema');
const { snapshot, writeEvent, deleteEvents } = require('./changes');
const { appendEvents } = require('./events');
const { recordHistory } = require('./history');
const { trashIn } = require('./trash');
const { etag } = require('./versions');
const { rowsFailed } = require('../import');

/**
 * Writes with their checks: references, chosen ids, record versions (`If-Match`, row locks), the
 * database's refusals as 422s; one record (POST, PUT, PATCH, DELETE) or many in one transaction
 * (bulk PATCH). Every write runs in a transaction and answers once it is committed; it appends
 * its events (one per record it changed, `./events.js`) in that transaction, written by `actor`,
 * and names `actor` as the writer of its history entries (`./history.js`).
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('./rows').Row} Row
 * @typedef {import('./reads').Versioned} Versioned
 * @typedef {import('./events').Actor} Actor
 * @typedef {import('./events').NewEvent} NewEvent
 */

/** @param {unknown} error */
const pgCode = (error) => /** @type {{ code?: string }} */ (error)?.code;

/**
 * The database's refusal of a write as a 422 naming the field; any other error as it is.
 * @param {unknown} error
 */
function refusal(error) {
  const code = pgCode(error);
  const detail = /** @type {{ detail?: string, message?: string }} */ (error);
  const field = /\((?:"?)([A-Za-z]+)(?:"?)\)=/.exec(detail?.detail ?? '')?.[1] ?? 'body';
  if (code === '23503') return validationError({ [field]: ['does not exist'] });
  if (code === '23505') return validationError({ [field]: ['is already taken'] });
  if (code === '22003' || code === '22P02' || code === '22007' || code === '22008') {
    return validationError({ body: [`holds a value the database refuses: ${detail.message}`] });
  }
  return error;
}

/** Thrown to roll back a dry run's transaction once every row passed. */
class DryRun extends Error {}

/**
 * A failed import row: its field errors (422) or its message (a 404, 412); any other error
 * (a bug, a lost connection) is thrown.
 * @param {number} row
 * @param {unknown} error
 * @returns {import('../import').RowError}
 */
function rowError(row, error) {
  const refused = refusal(error);
  if (!(refused instanceof ApiError) || refused.status >= 500) throw refused;
  return {
    row,
    status: refused.status,
    message: refused.message,
    ...(refused.errors ? { errors: refused.errors } : {}),
  };
}

/**
 * @param {Database} db
 * @param {{ get: ReturnType<import('./reads').createReads>['get'] }} reads
 */
function createWrites(db, { get }) {
  /**
   * 422 when a record points at records that do not exist.
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {Row} values
   */
  async function checkReferences(tx, resource, values) {
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const field of resource.fields) {
      const value = values[field.name];
      if (!field.references || value === null || value === undefined) continue;
      const ids = /** @type {number[]} */ ([]).concat(/** @type {any} */ (value));
      if (!ids.length) continue;
      const { rows } = await tx.query(
        `SELECT id FROM ${quote(field.references)} WHERE id = ANY($1::int[])`,
        [ids],
      );
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        errors[field.name] = [
          missing.length === 1
            ? `does not exist (no ${field.references} record has id ${missing[0]})`
            : `do not exist (no ${field.references} records have ids ${missing.join(', ')})`,
        ];
      }
    }
    if (Object.keys(errors).length) throw validationError(errors);
  }

  /**
   * The column values of a write: defaults for null or (POST/PUT) absent defaulted fields,
   * null for absent optional ones (PUT), only the sent fields (PATCH).
   * @param {ResourceDef} resource
   * @param {Row} body
   * @param {'POST' | 'PUT' | 'PATCH'} method
   */
  function columnValues(resource, body, method) {
    /** @type {Row} */
    const values = {};
    for (const field of resource.fields) {
      const sent = Object.prototype.hasOwnProperty.call(body, field.name);
      if (!sent && method === 'PATCH') continue;
      let value = sent ? body[field.name] : null;
      if (value === null && field.default !== undefined) value = field.default;
      if (!sent && method === 'POST' && value === null) continue;
      values[field.name] = value;
    }
    if (resource.translatable && body.translations !== undefined) {
      values.translations = body.translations;
    }
    return values;
  }

  /**
   * Runs a write, turning the database's refusals into 422s.
   * @template T
   * @param {(tx: Queryable) => Promise<T>} run
   * @returns {Promise<T>}
   */
  async function write(run) {
    try {
      return await db.transaction(run);
    } catch (error) {
      throw refusal(error);
    }
  }

  /** @param {Row} values */
  const sqlColumns = (values) => {
    const names = Object.keys(values);
    const params = names.map((name) => {
      const value = values[name];
      return name === 'translations' ? JSON.stringify(value) : value;
    });
    return { names, params };
  };

  /**
   * POST: checks the id and the references, stores, answers the record as served in `locale`.
   * @param {ResourceDef} resource
   * @param {Row} body validated
   * @param {string} locale
   * @param {Actor} [actor] the writer, named in the event
   * @returns {Promise<Versioned>}
   */
  function create(resource, body, locale, actor) {
    return write(async (tx) => {
      /** @type {NewEvent[]} */
      const events = [];
      const served = await createIn(tx, resource, body, locale, events);
      await appendEvents(tx, events, actor);
      await recordHistory(tx, actor);
      return served;
    });
  }

  /**
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {Row} body validated
   * @param {string} locale
   * @param {NewEvent[]} events receives the creation's event
   * @returns {Promise<Versioned>}
   */
  async function createIn(tx, resource, body, locale, events) {
    const stored = resource.translatable ? storePostWrite('POST', body, undefined, locale) : body;
    const values = columnValues(resource, stored, 'POST');
    await checkReferences(tx, resource, values);
    if (body.id !== undefined) {
      const taken = await tx.query(`SELECT 1 FROM ${quote(resource.name)} WHERE id = $1`, [
        body.id,
      ]);
      if (taken.rows.length) throw validationError({ id: ['is already taken'] });
      values.id = body.id;
    }
    const { names, params } = sqlColumns(values);
    const { rows } = await tx.query(
      names.length
        ? `INSERT INTO ${quote(resource.name)} (${names.map(quote).join(', ')})
           VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`
        : `INSERT INTO ${quote(resource.name)} DEFAULT VALUES RETURNING *`,
      params,
    );
    if (body.id !== undefined) {
      // A chosen id: the sequence moves past it, so later ids never collide.
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${resource.name}', 'id'),
           greatest((SELECT max(id) FROM ${quote(resource.name)}),
                    (SELECT last_value FROM ${resource.name}_id_seq)))`,
      );
    }
    events.push(writeEvent(resource, rows[0]));
    return /** @type {Versioned} */ (await get(resource, rows[0].id, locale, tx));
  }

  /**
   * The id of the record an import row updates (its key's value), or undefined: none has it,
   * the row creates one. 422 when several records share the value.
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {{ field: string, value: unknown }} match
   * @returns {Promise<number | undefined>}
   */
  async function matchOf(tx, resource, { field, value }) {
    const alive = resource.softDelete ? ' AND "deletedAt" IS NULL' : '';
    const { rows } = await tx.query(
      `SELECT id FROM ${quote(resource.name)} WHERE ${quote(field)} = $1${alive} LIMIT 2`,
      [value],
    );
    if (rows.length > 1) {
      throw validationError({ [field]: [`matches several ${resource.name} records`] });
    }
    return rows.length ? Number(rows[0].id) : undefined;
  }

  /**
   * A CSV import (lib/import.js): every row created or merged (PATCH) into its record, in one
   * transaction, all or none. Each row runs in a savepoint, so that every failing row is
   * reported (its field errors, or its 404), not only the first; when any row fails nothing is
   * written and the answer is a 422 whose `rows` name them. `dryRun` checks every row the same
   * way, then rolls back: the preview sees exactly the errors the import would meet.
   * @param {ResourceDef} resource
   * @param {import('../import').ImportRow[]} rows validated
   * @param {{ locale: string, actor?: Actor, dryRun?: boolean }} options
   * @returns {Promise<import('../import').ImportResult[]>}
   */
  async function importRows(resource, rows, { locale, actor, dryRun = false }) {
    /** @type {import('../import').ImportResult[]} */
    const results = [];
    try {
      await write(async (tx) => {
        /** @type {NewEvent[]} */
        const events = [];
        /** @type {import('../import').RowError[]} */
        const failed = [];
        for (const [index, row] of rows.entries()) {
          const number = index + 1;
          await tx.query('SAVEPOINT import_row');
          try {
            const id = row.match ? await matchOf(tx, resource, row.match) : undefined;
            if (id === undefined && row.version !== undefined) {
              throw new ApiError(404, `Not found: ${resource.name} ${String(row.match?.value)}`);
            }
            if (id === undefined && row.createErrors) throw validationError(row.createErrors);
            const ifMatch = row.version === undefined ? undefined : [row.version];
            const served =
              id === undefined
                ? await createIn(tx, resource, row.values, locale, events)
                : await updateIn(
                    tx,
                    resource,
                    id,
                    row.values,
                    { method: 'PATCH', locale, ifMatch },
                    events,
                  );
            await tx.query('RELEASE SAVEPOINT import_row');
            results.push({
              row: number,
              action: id === undefined ? 'created' : 'updated',
              id: Number(served.record.id),
            });
          } catch (error) {
            await tx.query('ROLLBACK TO SAVEPOINT import_row');
            failed.push(rowError(number, error));
          }
        }
        if (failed.length) throw rowsFailed(failed);
        if (dryRun) throw new DryRun();
        await appendEvents(tx, events, actor);
        await recordHistory(tx, actor);
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
    return results;
  }

  /**
   * The stored row, locked for the write; 404 when missing (a trashed record is missing, except
   * to a purge, which finds only those), 412 when `ifMatch` names another version.
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {number[] | '*' | undefined} ifMatch
   * @param {string} locale
   * @param {boolean} [trashed] the record must be in the trash (a purge)
   */
  async function lock(tx, resource, id, ifMatch, locale, trashed = false) {
    const where = !resource.softDelete
      ? ''
      : trashed
        ? ' AND "deletedAt" IS NOT NULL'
        : ' AND "deletedAt" IS NULL';
    const { rows } = await tx.query(
      `SELECT * FROM ${quote(resource.name)} WHERE id = $1${where} FOR UPDATE`,
      [id],
    );
    const row = rows[0];
    if (!row) {
      throw new ApiError(404, `Not found${trashed ? ' in the trash' : ''}: ${resource.name} ${id}`);
    }
    if (Array.isArray(ifMatch) && !ifMatch.includes(Number(row.version))) {
      throw new ApiError(
        412,
        `Precondition failed: ${resource.name} ${id} is at version ${row.version}, not the ` +
          `version of If-Match (${ifMatch.join(', ') || 'none'}); read it again before changing it`,
        undefined,
        { ETag: etag(Number(row.version), resource.translatable ? locale : undefined) },
      );
    }
    return row;
  }

  /**
   * PUT (replace) or PATCH (merge) a record.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {Row} body validated
   * @param {{ method: 'PUT' | 'PATCH', locale: string, ifMatch?: number[] | '*',
   *   actor?: Actor }} options
   * @returns {Promise<Versioned>}
   */
  function update(resource, id, body, options) {
    return write(async (tx) => {
      /** @type {NewEvent[]} */
      const events = [];
      const served = await updateIn(tx, resource, id, body, options, events);
      await appendEvents(tx, events, options.actor);
      await recordHistory(tx, options.actor);
      return served;
    });
  }

  /**
   * A bulk PATCH: every record of `ids` merged with `body` in one transaction (all or none: an
   * unknown id is a 404 and nothing changes). Answers the records, in the order of `ids`.
   * @param {ResourceDef} resource
   * @param {number[]} ids
   * @param {Row} body validated
   * @param {{ locale: string, actor?: Actor }} options
   * @returns {Promise<Versioned[]>}
   */
  function updateMany(resource, ids, body, { locale, actor }) {
    return write(async (tx) => {
      /** @type {Versioned[]} */
      const done = [];
      /** @type {NewEvent[]} */
      const events = [];
      for (const id of ids) {
        done.push(await updateIn(tx, resource, id, body, { method: 'PATCH', locale }, events));
      }
      await appendEvents(tx, events, actor);
      await recordHistory(tx, actor);
      return done;
    });
  }

  /**
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {Row} body validated
   * @param {{ method: 'PUT' | 'PATCH', locale: string, ifMatch?: number[] | '*' }} options
   * @param {NewEvent[]} events receives the update's event
   * @returns {Promise<Versioned>}
   */
  async function updateIn(tx, resource, id, body, { method, locale, ifMatch }, events) {
    const existing = await lock(tx, resource, id, ifMatch, locale);
    const data = { ...body };
    delete data.id;
    const stored = resource.translatable
      ? storePostWrite(method, data, /** @type {any} */ (existing), locale)
      : data;
    const values = columnValues(resource, stored, method);
    await checkReferences(tx, resource, values);
    const { names, params } = sqlColumns(values);
    const sets = names.map((name, i) => `${quote(name)} = $${i + 2}`);
    const { rows } = await tx.query(
      `UPDATE ${quote(resource.name)} SET ${[...sets, 'version = version + 1'].join(', ')}
       WHERE id = $1 RETURNING *`,
      [id, ...params],
    );
    events.push(writeEvent(resource, rows[0], snapshot(resource, existing)));
    return /** @type {Versioned} */ (await get(resource, id, locale, tx));
  }

  /**
   * DELETE a record: the records pointing at it go too (foreign keys cascade), and it leaves
   * the id arrays that hold it (a tag leaves the posts' `tagIds`). Answers the deleted record.
   * Its events: its deletion, those of the records deleted with it, the updates of the others.
   * A soft-deleting resource's record moves to the trash instead (`./trash.js`), unless `purge`:
   * then only a trashed record may go, for good.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {{ locale: string, ifMatch?: number[] | '*', actor?: Actor, purge?: boolean }} options
   * @returns {Promise<Versioned>}
   */
  function remove(resource, id, { locale, ifMatch, actor, purge = false }) {
    return write(async (tx) => {
      const purging = purge && !!resource.softDelete;
      const row = await lock(tx, resource, id, ifMatch, locale, purging);
      if (resource.softDelete && !purging) {
        const trashed = await trashIn(tx, resource, id, actor);
        await appendEvents(tx, trashed.events, actor);
        await recordHistory(tx, actor);
        return /** @type {Versioned} */ (await get(resource, id, locale, tx, 'only'));
      }
      const deleted = /** @type {Versioned} */ (
        await get(resource, id, locale, tx, purging ? 'only' : 'exclude')
      );
      const events = await deleteEvents(tx, resource, [row]);
      for (const other of RESOURCES) {
        for (const field of other.fields) {
          if (field.references !== resource.name || field.type !== 'integer[]') continue;
          const name = quote(field.name);
          const { rows } = await tx.query(
            `UPDATE ${quote(other.name)} SET ${name} = array_remove(${name}, $1),
               version = version + 1 WHERE $1 = ANY(${name}) RETURNING *`,
            [id],
          );
          for (const changed of rows) {
            events.push({
              type: 'updated',
              resource: other.name,
              recordId: Number(changed.id),
              version: Number(changed.version),
              changed: [field.name],
              record: snapshot(other, changed),
            });
          }
        }
      }
      await tx.query(`DELETE FROM ${quote(resource.name)} WHERE id = $1`, [id]);
      await appendEvents(tx, events, actor);
      await recordHistory(tx, actor);
      return deleted;
    });
  }

  return { create, update, updateMany, remove, importRows };
}

module.exports = { createWrites };
