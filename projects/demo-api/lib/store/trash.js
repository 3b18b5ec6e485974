// @ts-check
'use strict';

const { ApiError } = require('../errors');
const { quote } = require('../schema');
const { writeEvent } = require('./changes');
const { appendEvents } = require('./events');
const { recordHistory } = require('./history');

/**
 * The trash of the soft-deleting resources (`softDelete: true` in `../resources.js`, the posts):
 * a DELETE sets the record's `deletedAt` and `deletedBy` instead of deleting it (`trashIn`, called
 * by `./writes.js`'s `remove`), a restore clears them, a purge deletes the trashed record for good
 * (`remove` with `purge`). Trashed records leave every list and read (`./rows.js`'s `viewOf`),
 * except the trash listing and a record's references (`./relations.js`, getMany with
 * `_trashed=include`), which serve them with `deletedAt` and `deletedBy`.
 *
 * The columns come with the migration `007-trash` (`../schema.js`).
 *
 * Events: trashing is a `deleted` event (open lists drop the record), restoring a `created` one
 * (with the record: open lists show it again), a purge `deleted` again with the records deleted
 * along (a post's comments).
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('./reads').Versioned} Versioned
 * @typedef {import('./events').Actor} Actor
 * @typedef {import('./events').NewEvent} NewEvent
 */

/**
 * Moves a live record (locked by the caller) to the trash; answers the write's events.
 * @param {Queryable} tx
 * @param {ResourceDef} resource
 * @param {number} id
 * @param {Actor} [actor]
 * @returns {Promise<{ events: NewEvent[] }>}
 */
async function trashIn(tx, resource, id, actor) {
  const { rows } = await tx.query(
    `UPDATE ${quote(resource.name)} SET "deletedAt" = now(), "deletedBy" = $2,
       version = version + 1 WHERE id = $1 RETURNING id, version`,
    [id, actor?.id ?? null],
  );
  const row = rows[0];
  return {
    events: [
      {
        type: 'deleted',
        resource: resource.name,
        recordId: Number(row.id),
        version: Number(row.version),
        changed: null,
        record: null,
      },
    ],
  };
}

/**
 * @param {Database} db
 * @param {{ get: ReturnType<import('./reads').createReads>['get'] }} reads
 */
function createTrash(db, { get }) {
  /**
   * Takes a record out of the trash: 404 when it is not there (live or unknown). Answers the
   * record as served in `locale`; its event is a `created` one.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {{ locale: string, actor?: Actor }} options
   * @returns {Promise<Versioned>}
   */
  function restore(resource, id, { locale, actor }) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE ${quote(resource.name)} SET "deletedAt" = NULL, "deletedBy" = NULL,
           version = version + 1 WHERE id = $1 AND "deletedAt" IS NOT NULL RETURNING *`,
        [id],
      );
      if (!rows[0]) throw new ApiError(404, `Not found in the trash: ${resource.name} ${id}`);
      await appendEvents(tx, [writeEvent(resource, rows[0])], actor);
      await recordHistory(tx, actor);
      return /** @type {Versioned} */ (await get(resource, id, locale, tx));
    });
  }

  return { restore };
}

module.exports = { trashIn, createTrash };
