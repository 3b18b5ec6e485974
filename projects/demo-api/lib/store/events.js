// @ts-check
'use strict';

/**
 * The live events' table (`events`, migration `005-events`; its `client` column, the writing
 * browser tab, `010-event-clients`): every acknowledged write appends one
 * row per record it changed, in its own transaction, and notifies the `demo_events` channel with
 * the last id once it commits. The streams (`../events/`) read the table after an id.
 *
 * Ids are given in commit order: the rows are inserted at the end of the write's transaction
 * under a transaction-level advisory lock, held until the commit, so a reader that has seen id
 * `n` committed has seen every id below it too (reading `id > cursor` never skips a row).
 *
 * `events_floor` holds the lowest id a stream may resume from: raised when old events are
 * pruned, and past every id ever served when the data is reset.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {'created' | 'updated' | 'deleted'} EventType
 * @typedef {{ id: number, name: string, client?: string }} Actor the writer; `client`: the
 *   browser tab it wrote from, when its request said (`X-Admin-Client`)
 * @typedef {object} NewEvent
 * @property {EventType} type
 * @property {string} resource
 * @property {number} recordId
 * @property {number} version the record's version after the write (at the delete for deletes)
 * @property {string[] | null} changed the fields an update changed; null otherwise
 * @property {Record<string, unknown> | null} record the stored record (with posts'
 *   `translations`); null for deletes
 * @typedef {NewEvent & { id: number, userId: number | null, userName: string | null,
 *   client?: string | null, at: string }} StoredEvent `client`: the writing tab, when said
 */

/** The channel writes notify (payload: the last event id, or `reset`). */
const EVENTS_CHANNEL = 'demo_events';
/** The advisory lock key serializing event ids in commit order. */
const EVENTS_LOCK = 20261128;

/** The migration creating the tables. @param {Queryable} db */
async function createEventTables(db) {
  await db.query(`CREATE TABLE events (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('created', 'updated', 'deleted')),
  resource text NOT NULL,
  "recordId" integer NOT NULL,
  version integer NOT NULL,
  "userId" integer,
  "userName" text,
  at timestamptz NOT NULL DEFAULT now(),
  changed text[],
  record jsonb
)`);
  await db.query(`CREATE INDEX events_record ON events (resource, "recordId", id)`);
  await db.query(`CREATE TABLE events_floor (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  id integer NOT NULL
)`);
  await db.query(`INSERT INTO events_floor (id) VALUES (0)`);
}

/** The migration adding the writing tab (`client`) to the events. @param {Queryable} db */
async function addEventClients(db) {
  await db.query(`ALTER TABLE events ADD COLUMN IF NOT EXISTS client text`);
}

/**
 * A reset of the data: the events go, the floor passes every id served so far (a stream resuming
 * from one gets `reset`), and the streams connected now are told.
 * @param {Queryable} tx
 */
async function resetEvents(tx) {
  await tx.query(`DELETE FROM events`);
  await tx.query(`UPDATE events_floor SET id = nextval(pg_get_serial_sequence('events', 'id'))`);
  await tx.query(`SELECT pg_notify($1, 'reset')`, [EVENTS_CHANNEL]);
}

/**
 * Appends a write's events, inside its transaction, and notifies on commit.
 * @param {Queryable} tx
 * @param {NewEvent[]} events
 * @param {Actor | undefined} actor
 */
async function appendEvents(tx, events, actor) {
  if (!events.length) return;
  await tx.query(`SELECT pg_advisory_xact_lock(${EVENTS_LOCK})`);
  const rows = events.map((event) => ({
    ...event,
    userId: actor?.id ?? null,
    userName: actor?.name ?? null,
    client: actor?.client ?? null,
  }));
  await tx.query(
    `WITH inserted AS (
       INSERT INTO events (type, resource, "recordId", version, "userId", "userName", client,
         changed, record)
       SELECT type, resource, "recordId", version, "userId", "userName", client, changed, record
       FROM jsonb_to_recordset($1::jsonb) AS e(type text, resource text, "recordId" integer,
         version integer, "userId" integer, "userName" text, client text, changed text[],
         record jsonb)
       RETURNING id)
     SELECT pg_notify($2, max(id)::text) FROM inserted`,
    [JSON.stringify(rows), EVENTS_CHANNEL],
  );
}

/** @param {Record<string, any>} row @returns {StoredEvent} */
const toEvent = (row) => ({
  id: Number(row.id),
  type: row.type,
  resource: row.resource,
  recordId: row.recordId,
  version: row.version,
  userId: row.userId,
  userName: row.userName,
  client: row.client ?? null,
  // Dates may come from another realm (PGlite loaded outside a test sandbox): no instanceof.
  at: new Date(row.at).toISOString(),
  changed: row.changed,
  record: row.record,
});

/** @param {Database} db */
function createEventStore(db) {
  return {
    /**
     * The events after `id`, oldest first, at most `limit`.
     * @param {number} id
     * @param {number} limit
     */
    async after(id, limit) {
      const { rows } = await db.query(
        `SELECT * FROM events WHERE id > $1 ORDER BY id LIMIT ${Number(limit)}`,
        [id],
      );
      return rows.map(toEvent);
    },

    /**
     * `floor`: the lowest id a stream may resume from; `head`: the last id (the floor when there
     * is no event).
     * @returns {Promise<{ floor: number, head: number }>}
     */
    async bounds() {
      const { rows } = await db.query(
        `SELECT f.id AS floor, greatest(f.id, (SELECT max(id) FROM events)) AS head
         FROM events_floor f`,
      );
      return { floor: Number(rows[0].floor), head: Number(rows[0].head) };
    },

    /**
     * Deletes the events up to `id` (included) and raises the floor to it.
     * @param {number} id
     */
    async prune(id) {
      await db.transaction(async (tx) => {
        await tx.query(`DELETE FROM events WHERE id <= $1`, [id]);
        await tx.query(`UPDATE events_floor SET id = greatest(id, $1)`, [id]);
      });
    },
  };
}

module.exports = {
  EVENTS_CHANNEL,
  createEventTables,
  addEventClients,
  resetEvents,
  appendEvents,
  createEventStore,
};
