// @ts-check
'use strict';

const { fieldNamed, column, whereClause } = require('./where');
const { viewOf, toRecord } = require('./rows');

/**
 * Reading records: a page of a list (conditions, search, sort, page, fields) with its total, and
 * one record with its version.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('./rows').Row} Row
 * @typedef {import('./where').ListQuery} ListQuery
 * @typedef {{ record: Row, version: number }} Versioned
 */

/** The most records one list answer holds (paged or not): the page size cap. */
const MAX_PAGE_SIZE = 1000;

/** @param {Database} db */
function createReads(db) {
  /**
   * A page of records and the total of matching ones.
   * @param {ResourceDef} resource
   * @param {string} locale
   * @param {ListQuery} query
   * @returns {Promise<{ records: Row[], total: number, offset: number, limit: number }>}
   */
  async function list(resource, locale, query) {
    /** @type {unknown[]} */
    const params = [];
    const where = whereClause(resource, query, params);
    const trashed = resource.softDelete ? (query.trashed ?? 'exclude') : 'exclude';
    const order = [...(query.sort ?? [])]
      .map(({ field: name, desc }) => {
        const field = fieldNamed(resource, name);
        const text = ['string', 'text', 'email'].includes(field.type) ? ' COLLATE "C"' : '';
        return `${column(field)}${text} ${desc ? 'DESC' : 'ASC'}`;
      })
      // The trash lists the last trashed first, unless sorted otherwise.
      .concat(trashed === 'only' && !query.sort?.length ? ['r."deletedAt" DESC'] : [])
      .concat('r.id ASC')
      .join(', ');
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    const fields = query.fields;
    for (const name of fields ?? []) fieldNamed(resource, name);
    const from = `FROM (${viewOf(resource, locale, trashed)}) AS r ${where}`;
    const { rows } = await db.query(
      `SELECT r.*, count(*) OVER ()::int AS "__total" ${from} ORDER BY ${order}
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    let total = rows.length ? Number(rows[0].__total) : 0;
    if (!rows.length && offset > 0) {
      total = (await db.query(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
    }
    return { records: rows.map((row) => toRecord(resource, row, fields)), total, offset, limit };
  }

  /**
   * One record and its version, or null (a trashed one only when `trashed` says so).
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {string} locale
   * @param {Queryable} [on]
   * @param {import('./rows').Trashed} [trashed]
   * @returns {Promise<Versioned | null>}
   */
  async function get(resource, id, locale, on = db, trashed = 'exclude') {
    const { rows } = await on.query(
      `SELECT * FROM (${viewOf(resource, locale, trashed)}) AS r WHERE id = $1`,
      [id],
    );
    return rows[0]
      ? { record: toRecord(resource, rows[0]), version: Number(rows[0].version) }
      : null;
  }

  return { list, get };
}

module.exports = { createReads, MAX_PAGE_SIZE };
