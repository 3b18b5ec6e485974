// @ts-check
'use strict';

const crypto = require('node:crypto');

/**
 * Presence and edit locks (`record_locks`, migration `008-locks`): one row per browser tab that
 * has a record's show page (`view`) or edit page (`edit`) open, renewed by the tab's heartbeat and
 * gone `ttl` after the last one. At most one tab edits a record (a unique index over the `edit`
 * rows): the soft lock the others see. Every change of who is there (a tab joins, leaves, takes
 * the lock, times out, signs out) notifies the `demo_presence` channel with the record's key
 * `<resource>/<id>` once it commits, so that every API process on the database tells its streams
 * (`../events/feed.js`).
 *
 * Changes of one record are serialized by a transaction-level advisory lock on its key.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {'view' | 'edit'} PresenceMode
 * @typedef {object} Present one tab on the record, as served
 * @property {{ id: number, name: string }} user
 * @property {PresenceMode} mode
 * @property {string} since when the tab joined, or took the lock (ISO 8601)
 * @property {string} tab the tab's id (random, chosen by the tab)
 * @typedef {{ resource: string, id: number, people: Present[] }} PresenceState
 * @typedef {object} Join
 * @property {string} resource
 * @property {number} id
 * @property {{ id: number, name: string }} user
 * @property {string} tab
 * @property {PresenceMode} mode
 * @property {string} session the hash of the caller's bearer token (`sessionKey`)
 * @property {boolean} takeOver take the lock from the tab holding it
 * @property {boolean} mayTakeOver whether the caller may take it from someone else
 * @typedef {{ granted: boolean, holder: Present | null, state: PresenceState }} JoinResult
 *   `granted`: false when the caller asked to edit and another tab holds the lock (the caller is
 *   then a viewer); `holder`: the tab holding the lock after the call
 */

/** The channel presence changes notify (payload: `<resource>/<id>`). */
const PRESENCE_CHANNEL = 'demo_presence';

/** The migration creating the table. @param {Queryable} db */
async function createLockTables(db) {
  await db.query(`CREATE TABLE record_locks (
  resource text NOT NULL,
  "recordId" integer NOT NULL,
  "userId" integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tab text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('view', 'edit')),
  "userName" text NOT NULL,
  session text NOT NULL,
  since timestamptz NOT NULL DEFAULT now(),
  "expiresAt" timestamptz NOT NULL,
  PRIMARY KEY (resource, "recordId", "userId", tab)
)`);
  // One editing tab per record, whatever the number of API processes.
  await db.query(
    `CREATE UNIQUE INDEX record_locks_editor ON record_locks (resource, "recordId")
       WHERE mode = 'edit'`,
  );
  await db.query(`CREATE INDEX record_locks_expiry ON record_locks ("expiresAt")`);
  await db.query(`CREATE INDEX record_locks_session ON record_locks (session)`);
}

/**
 * What identifies a sign-in session in the table: a hash of its bearer token (the token itself
 * is never stored).
 * @param {string} token
 */
const sessionKey = (token) => crypto.createHash('sha256').update(token).digest('base64url');

/** @param {string} resource @param {number} id */
const keyOf = (resource, id) => `${resource}/${id}`;

/** @param {Record<string, any>} row @returns {Present} */
const toPresent = (row) => ({
  user: { id: row.userId, name: row.userName },
  mode: row.mode,
  since: new Date(row.since).toISOString(),
  tab: row.tab,
});

/**
 * @param {Database} db
 * @param {{ ttl: number }} options `ttl`: milliseconds a tab stays without a heartbeat
 */
function createLockStore(db, { ttl }) {
  const interval = `${Math.max(1, Math.round(ttl))} milliseconds`;

  /** @param {Queryable} q @param {string} resource @param {number} id */
  async function peopleOf(q, resource, id) {
    const { rows } = await q.query(
      `SELECT * FROM record_locks
       WHERE resource = $1 AND "recordId" = $2 AND "expiresAt" > now()
       ORDER BY since, "userId", tab`,
      [resource, id],
    );
    return rows.map(toPresent);
  }

  /** Notifies the records' keys (inside the transaction: sent at its commit). */
  async function notify(/** @type {Queryable} */ q, /** @type {Iterable<string>} */ keys) {
    for (const key of new Set(keys)) {
      await q.query(`SELECT pg_notify($1, $2)`, [PRESENCE_CHANNEL, key]);
    }
  }

  /** Deletes rows matching `where`, notifying their records. */
  async function remove(/** @type {string} */ where, /** @type {unknown[]} */ params) {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `DELETE FROM record_locks WHERE ${where} RETURNING resource, "recordId"`,
        params,
      );
      const keys = rows.map((row) => keyOf(row.resource, row.recordId));
      await notify(tx, keys);
      return [...new Set(keys)];
    });
  }

  return {
    ttl,
    /**
     * A tab joins the record, or renews its presence (a heartbeat), as a viewer or an editor.
     * @param {Join} join
     * @returns {Promise<JoinResult | { forbidden: Present }>} `forbidden`: a take-over the caller
     *   may not do (the holder is another user and the caller not allowed)
     */
    async join({ resource, id, user, tab, mode, session, takeOver, mayTakeOver }) {
      const key = keyOf(resource, id);
      return db.transaction(async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [key]);
        const expired = await tx.query(
          `DELETE FROM record_locks
           WHERE resource = $1 AND "recordId" = $2 AND "expiresAt" <= now()`,
          [resource, id],
        );
        let changed = expired.rowCount > 0;
        const { rows } = await tx.query(
          `SELECT * FROM record_locks WHERE resource = $1 AND "recordId" = $2`,
          [resource, id],
        );
        const mine = rows.find((row) => Number(row.userId) === user.id && row.tab === tab);
        let holderRow = rows.find((row) => row.mode === 'edit' && row !== mine);
        let granted = true;
        if (mode === 'edit' && holderRow) {
          if (!takeOver) granted = false;
          else if (!mayTakeOver && Number(holderRow.userId) !== user.id) {
            return { forbidden: toPresent(holderRow) };
          } else {
            // The tab losing the lock stays on the record as a viewer (its page keeps what
            // its user typed, and tells them).
            await tx.query(
              `UPDATE record_locks SET mode = 'view', since = now()
               WHERE resource = $1 AND "recordId" = $2 AND "userId" = $3 AND tab = $4`,
              [resource, id, holderRow.userId, holderRow.tab],
            );
            holderRow = undefined;
            changed = true;
          }
        }
        const effective = granted ? mode : 'view';
        await tx.query(
          `INSERT INTO record_locks
             (resource, "recordId", "userId", tab, mode, "userName", session, "expiresAt")
           VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8::interval)
           ON CONFLICT (resource, "recordId", "userId", tab) DO UPDATE SET
             mode = excluded.mode, "userName" = excluded."userName", session = excluded.session,
             "expiresAt" = excluded."expiresAt",
             since = CASE WHEN record_locks.mode = excluded.mode THEN record_locks.since
               ELSE now() END`,
          [resource, id, user.id, tab, effective, user.name, session, interval],
        );
        if (!mine || mine.mode !== effective || mine.userName !== user.name) changed = true;
        if (changed) await notify(tx, [key]);
        const people = await peopleOf(tx, resource, id);
        return {
          granted,
          holder: people.find((p) => p.mode === 'edit') ?? null,
          state: { resource, id, people },
        };
      });
    },

    /**
     * A tab leaves the record (its page closes).
     * @param {string} resource @param {number} id @param {number} userId @param {string} tab
     */
    leave: (resource, id, userId, tab) =>
      remove(`resource = $1 AND "recordId" = $2 AND "userId" = $3 AND tab = $4`, [
        resource,
        id,
        userId,
        tab,
      ]),

    /**
     * Everything a sign-in session had open (it signs out).
     * @param {string} session `sessionKey(token)`
     */
    signOut: (session) => remove(`session = $1`, [session]),

    /** Deletes the rows past their expiry (each API process runs it from time to time). */
    sweep: () => remove(`"expiresAt" <= now()`, []),

    /**
     * The id of the record `text` names (its id, or its second key such as a tag's slug), or
     * null when there is none.
     * @param {import('../resources').ResourceDef} resource
     * @param {string} text
     * @returns {Promise<number | null>}
     */
    async recordId(resource, text) {
      const numeric = /^\d{1,10}$/.test(text);
      if (!numeric && !resource.key) return null;
      const column = numeric ? 'id' : resource.key;
      const { rows } = await db.query(
        `SELECT id FROM "${resource.name}" WHERE "${column}" = $1 LIMIT 1`,
        [numeric ? Number(text) : text],
      );
      return rows.length ? Number(rows[0].id) : null;
    },

    /**
     * Who is on the record now.
     * @param {string} resource @param {number} id
     * @returns {Promise<PresenceState>}
     */
    async state(resource, id) {
      return { resource, id, people: await peopleOf(db, resource, id) };
    },
  };
}

module.exports = { PRESENCE_CHANNEL, createLockTables, createLockStore, sessionKey };
