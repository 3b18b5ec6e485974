// @ts-check
'use strict';

/**
 * Saved views (`saved_views`, migration `009-saved-views`): a list's state (search, filters,
 * sort, page size, columns) saved under a name by its owner, shared with roles or not. The
 * owner's views and those shared with one of the reader's roles are listed; the routes
 * (`../routes/views.js`) check who may change one.
 *
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {object} SavedView a view as served
 * @property {string} id
 * @property {string} resource the list's name (its collection, or a list's own name)
 * @property {string} name
 * @property {number} owner the owner's user id
 * @property {string} ownerName
 * @property {string[]} sharedWith
 * @property {Record<string, unknown>} state
 * @property {string} updatedAt ISO 8601
 * @typedef {{ resource: string, name: string, sharedWith: string[], state: Record<string, unknown> }}
 *   ViewInput
 */

/** The migration creating the table. @param {Queryable} db */
async function createViewTables(db) {
  await db.query(`CREATE TABLE saved_views (
  id serial PRIMARY KEY,
  resource text NOT NULL,
  name text NOT NULL,
  owner integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  "sharedWith" text[] NOT NULL DEFAULT '{}',
  state jsonb NOT NULL,
  "updatedAt" timestamptz NOT NULL DEFAULT now()
)`);
  await db.query(`CREATE INDEX saved_views_owner ON saved_views (owner, resource)`);
  await db.query(`CREATE INDEX saved_views_shared ON saved_views USING gin ("sharedWith")`);
}

const SELECT = `SELECT v.id, v.resource, v.name, v.owner, u.name AS "ownerName", v."sharedWith",
  v.state, v."updatedAt" FROM saved_views v JOIN users u ON u.id = v.owner`;

/** @param {Record<string, any>} row @returns {SavedView} */
const toView = (row) => ({
  id: String(row.id),
  resource: row.resource,
  name: row.name,
  owner: row.owner,
  ownerName: row.ownerName,
  sharedWith: row.sharedWith ?? [],
  state: row.state,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** @param {Queryable} db */
function createViewStore(db) {
  /** @param {number} id @returns {Promise<SavedView | null>} */
  async function get(id) {
    const { rows } = await db.query(`${SELECT} WHERE v.id = $1`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }
  return {
    get,
    /**
     * The views of a list a user sees: theirs, and those shared with one of their roles.
     * @param {string} resource @param {number} userId @param {readonly string[]} roles
     */
    async list(resource, userId, roles) {
      const { rows } = await db.query(
        `${SELECT} WHERE v.resource = $1 AND (v.owner = $2 OR v."sharedWith" && $3::text[])
         ORDER BY v.owner = $2 DESC, lower(v.name), v.id`,
        [resource, userId, [...roles]],
      );
      return rows.map(toView);
    },
    /** @param {number} owner @param {ViewInput} view */
    async create(owner, view) {
      const { rows } = await db.query(
        `INSERT INTO saved_views (resource, name, owner, "sharedWith", state)
         VALUES ($1, $2, $3, $4::text[], $5::jsonb) RETURNING id`,
        [view.resource, view.name, owner, view.sharedWith, JSON.stringify(view.state)],
      );
      return /** @type {SavedView} */ (await get(rows[0].id));
    },
    /** @param {number} id @param {ViewInput} view */
    async update(id, view) {
      await db.query(
        `UPDATE saved_views SET resource = $2, name = $3, "sharedWith" = $4::text[],
           state = $5::jsonb, "updatedAt" = now() WHERE id = $1`,
        [id, view.resource, view.name, view.sharedWith, JSON.stringify(view.state)],
      );
      return /** @type {SavedView} */ (await get(id));
    },
    /** @param {number} id */
    async remove(id) {
      await db.query(`DELETE FROM saved_views WHERE id = $1`, [id]);
    },
  };
}

module.exports = { createViewTables, createViewStore };
