// @ts-check
'use strict';

const bcrypt = require('bcryptjs');
const { RESOURCES, COLLECTION_NAMES } = require('./resources');
const { generateSeed, resolveSeedOptions, DEMO_ACCOUNTS } = require('./seed');
const { addEventClients, createEventTables, resetEvents } = require('./store/events');
const { createHistoryTables, resetHistory, pauseHistory } = require('./store/history');
const { createLockTables } = require('./store/locks');
const { createViewTables } = require('./store/views');

/**
 * The database schema and the seed, as migrations run at start (each once, in order, in a
 * transaction, recorded in `demo_migrations`). Tables are named after the collections and
 * columns after the JSON fields (`"userId"`), so that one SQL serves every dialect.
 *
 * @typedef {import('./db').Database} Database
 * @typedef {import('./db').Queryable} Queryable
 * @typedef {import('./seed').ResolvedSeedOptions} ResolvedSeedOptions
 */

const BCRYPT_ROUNDS = 8;

/** @type {Record<string, string>} */
const SQL_TYPES = {
  integer: 'integer',
  string: 'text',
  text: 'text',
  email: 'text',
  boolean: 'boolean',
  'date-time': 'timestamptz',
  'integer[]': 'integer[]',
  'string[]': 'text[]',
};

/** @param {string} name */
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** The tables, from the resource descriptions. */
function schemaSql() {
  const statements = [];
  for (const resource of RESOURCES) {
    const columns = ['id serial PRIMARY KEY'];
    for (const field of resource.fields) {
      let column = `${quote(field.name)} ${SQL_TYPES[field.type]}`;
      if (field.required) column += ' NOT NULL';
      if (field.default !== undefined) {
        column += Array.isArray(field.default)
          ? ` NOT NULL DEFAULT '{}'`
          : ` NOT NULL DEFAULT ${JSON.stringify(field.default)}`;
      }
      // A deleted record takes the records pointing at it along (json-server's semantics).
      if (field.references && field.type === 'integer') {
        column += ` REFERENCES ${quote(field.references)} (id) ON DELETE CASCADE`;
      }
      columns.push(column);
    }
    if (resource.translatable) columns.push(`translations jsonb NOT NULL DEFAULT '{}'`);
    columns.push('version integer NOT NULL DEFAULT 1');
    statements.push(`CREATE TABLE ${quote(resource.name)} (\n  ${columns.join(',\n  ')}\n)`);
    for (const field of resource.fields) {
      if (field.references && field.type === 'integer') {
        statements.push(
          `CREATE INDEX ${quote(`${resource.name}_${field.name}`)} ON ${quote(resource.name)} (${quote(field.name)})`,
        );
      }
    }
  }
  statements.push(`CREATE UNIQUE INDEX users_email ON users (lower(email))`);
  statements.push(`CREATE TABLE accounts (
  "userId" integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  "passwordHash" text NOT NULL
)`);
  statements.push(`CREATE TABLE demo_meta (key text PRIMARY KEY, value jsonb NOT NULL)`);
  return statements;
}

/**
 * Inserts a fresh seed (the tables are empty) and moves the id sequences past it.
 * @param {Queryable} db
 * @param {ResolvedSeedOptions} seed
 */
async function insertSeed(db, seed) {
  const collections = /** @type {Record<string, Record<string, unknown>[]>} */ (
    /** @type {unknown} */ (generateSeed(seed))
  );
  for (const resource of RESOURCES) {
    const records = collections[resource.name];
    const columns = ['id', ...resource.fields.map((f) => f.name)];
    const types = ['integer', ...resource.fields.map((f) => SQL_TYPES[f.type])];
    if (resource.translatable) {
      columns.push('translations');
      types.push('jsonb');
    }
    const list = columns.map(quote).join(', ');
    const definition = columns.map((c, i) => `${quote(c)} ${types[i]}`).join(', ');
    // Large seeds go in chunks, so a parameter never gets huge.
    for (let start = 0; start < records.length; start += 5000) {
      await db.query(
        `INSERT INTO ${quote(resource.name)} (${list})
         SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
        [JSON.stringify(records.slice(start, start + 5000))],
      );
    }
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${resource.name}', 'id'),
         coalesce((SELECT max(id) FROM ${quote(resource.name)}), 0) + 1, false)`,
    );
  }
  const users = /** @type {{ id: number, email: string }[]} */ (collections.users);
  for (const account of DEMO_ACCOUNTS) {
    const user = /** @type {{ id: number }} */ (users.find((u) => u.email === account.email));
    const hash = await bcrypt.hash(account.password, BCRYPT_ROUNDS);
    await db.query(`INSERT INTO accounts ("userId", "passwordHash") VALUES ($1, $2)`, [
      user.id,
      hash,
    ]);
  }
  await db.query(
    `INSERT INTO demo_meta (key, value) VALUES ('seed', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [JSON.stringify(seed)],
  );
}

/**
 * The migration `007-trash`: `deletedAt` and `deletedBy` on each soft-deleting resource's table
 * (`softDelete`, `./store/trash.js`), indexed for the trash listing (the trashed rows only: the
 * live ones are most of the table).
 * @param {Queryable} db
 */
async function createTrashColumns(db) {
  for (const resource of RESOURCES) {
    if (!resource.softDelete) continue;
    const table = quote(resource.name);
    await db.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS "deletedAt" timestamptz`);
    await db.query(
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS "deletedBy" integer
         REFERENCES users (id) ON DELETE SET NULL`,
    );
    await db.query(
      `CREATE INDEX IF NOT EXISTS ${quote(`${resource.name}_trash`)} ON ${table} ("deletedAt" DESC)
         WHERE "deletedAt" IS NOT NULL`,
    );
  }
}

/**
 * The migrations, in order. `seed` runs once (and again after a reset).
 * @type {readonly { id: string, up: (db: Queryable, seed: ResolvedSeedOptions) => Promise<void> }[]}
 */
const MIGRATIONS = Object.freeze([
  {
    id: '001-schema',
    async up(db) {
      for (const statement of schemaSql()) await db.query(statement);
    },
  },
  { id: '002-seed', up: insertSeed },
  {
    // Data created before users' avatars and posts' covers (new data has them from 001).
    id: '003-files',
    async up(db) {
      await db.query(`ALTER TABLE users ADD COLUMN IF NOT EXISTS avatar text`);
      await db.query(`ALTER TABLE posts ADD COLUMN IF NOT EXISTS cover text`);
    },
  },
  {
    // Data created before tags' slugs (new data has them from 001 and the seed).
    id: '004-tag-slugs',
    async up(db) {
      await db.query(`ALTER TABLE tags ADD COLUMN IF NOT EXISTS slug text`);
      await db.query(`UPDATE tags SET slug = name WHERE slug IS NULL`);
    },
  },
  // The live events (lib/store/events.js).
  { id: '005-events', up: createEventTables },
  // The record history and audit log (lib/store/history.js).
  { id: '006-history', up: createHistoryTables },
  // The trash of the soft-deleting resources (lib/store/trash.js).
  { id: '007-trash', up: createTrashColumns },
  // Presence and edit locks (lib/store/locks.js).
  { id: '008-locks', up: createLockTables },
  // Saved views of lists (lib/store/views.js).
  { id: '009-saved-views', up: createViewTables },
  // The browser tab that wrote, in the live events (lib/store/events.js).
  { id: '010-event-clients', up: addEventClients },
]);

/**
 * Runs the pending migrations; `reset` empties the tables and seeds again.
 * @param {Database} db
 * @param {{ reset?: boolean, seed?: import('./seed').SeedOptions }} options
 * @returns {Promise<{ seeded: boolean, warnings: string[] }>}
 */
async function migrate(db, { reset = false, seed }) {
  const wanted = resolveSeedOptions(seed);
  // One start at a time migrates (several servers may share a Postgres database).
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(20261124)`);
    // The seed and the migrations' own changes are no one's edits: no history for them.
    await pauseHistory(tx);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS demo_migrations (
         id text PRIMARY KEY, "appliedAt" timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      (await tx.query(`SELECT id FROM demo_migrations`)).rows.map((r) => String(r.id)),
    );
    /** @type {string[]} */
    const warnings = [];
    if (reset && applied.has('002-seed')) {
      const tables = ['accounts', 'demo_meta', ...COLLECTION_NAMES].map(quote).join(', ');
      await tx.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      await tx.query(`DELETE FROM demo_migrations WHERE id = '002-seed'`);
      applied.delete('002-seed');
      if (applied.has('005-events')) await resetEvents(tx);
      if (applied.has('006-history')) await resetHistory(tx);
    } else if (applied.has('002-seed') && seed) {
      const stored = (await tx.query(`SELECT value FROM demo_meta WHERE key = 'seed'`)).rows[0]
        ?.value;
      const differs = /** @type {(keyof ResolvedSeedOptions)[]} */ (Object.keys(wanted)).filter(
        (key) => wanted[key] !== stored?.[key],
      );
      if (differs.length) {
        warnings.push(
          `the data was seeded with ${differs.map((k) => `${k}=${stored?.[k]}`).join(', ')}; ` +
            `reusing it (use --reset to seed ${differs.map((k) => `${k}=${wanted[k]}`).join(', ')})`,
        );
      }
    }
    let seeded = false;
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      await migration.up(tx, wanted);
      await tx.query(`INSERT INTO demo_migrations (id) VALUES ($1)`, [migration.id]);
      if (migration.id === '002-seed') seeded = true;
    }
    return { seeded, warnings };
  });
}

/**
 * How many records each collection holds.
 * @param {Queryable} db
 * @returns {Promise<Record<string, number>>}
 */
async function counts(db) {
  const select = COLLECTION_NAMES.map(
    (name) => `(SELECT count(*)::int FROM ${quote(name)}) AS ${quote(name)}`,
  ).join(', ');
  return (await db.query(`SELECT ${select}`)).rows[0];
}

module.exports = { migrate, counts, schemaSql, quote, SQL_TYPES, MIGRATIONS };
