// @ts-check
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * One interface over the two ways the demo API reaches Postgres, with the same SQL:
 * - PGlite (Postgres compiled to WebAssembly) keeping its cluster in a directory: the default,
 *   nothing to install;
 * - any Postgres server through `pg` when a connection URL is given (DATABASE_URL).
 *
 * @typedef {{ rows: Record<string, any>[], rowCount: number }} Result
 * @typedef {{ query(sql: string, params?: unknown[]): Promise<Result> }} Queryable
 * @typedef {Queryable & {
 *   kind: 'pglite' | 'postgres',
 *   where: string,
 *   transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T>,
 *   listen(channel: string, onPayload: (payload: string) => void,
 *     onReconnect?: () => void): Promise<() => Promise<void>>,
 *   close(): Promise<void>,
 * }} Database
 *
 * `listen` calls `onPayload` with each NOTIFY of `channel` (sent at the commit of the writing
 * transaction, by this process or any other on the same database) and answers the function
 * that stops listening. PGlite delivers its own notifications; with a server, a dedicated
 * connection (not one of the pool's) LISTENs, and reconnects when it drops, calling
 * `onReconnect` then (notifications sent meanwhile are lost: read what was missed).
 */

/**
 * A fresh PGlite cluster costs an initdb (2 to 20 s on a busy machine); a copy of a pristine one
 * costs a few hundred milliseconds. The first new directory of a PGlite version creates that
 * pristine cluster in the temporary folder; later new directories start as copies of it.
 */
function templateDir() {
  // The package exports no package.json: read it next to its entry point.
  const entry = require.resolve('@electric-sql/pglite');
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(os.tmpdir(), `demo-api-pglite-${version}-template`);
}

/**
 * PGlite, loaded by Node itself: it loads parts of itself with import(), which a test runner's
 * module sandbox (jest's vm) does not support; loaded natively it works under jest too.
 * @returns {typeof import('@electric-sql/pglite')}
 */
function loadPglite() {
  const Module = /** @type {any} */ (require('node:module'));
  return Module._load(require.resolve('@electric-sql/pglite'), null, false);
}

/** @param {string} dir */
const isCluster = (dir) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Opens (creating when needed) the PGlite cluster in `dir`.
 * @param {string} dir
 * @returns {Promise<Database>}
 */
async function openPglite(dir) {
  const { PGlite } = loadPglite();
  if (fs.existsSync(dir) && !fs.statSync(dir).isDirectory()) {
    throw new Error(
      `Data directory ${dir} is a file: the demo API keeps its data in a PGlite directory ` +
        '(an older demo API used a JSON file; choose another path or delete it)',
    );
  }
  const empty = !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  if (!empty && !isCluster(dir)) {
    throw new Error(
      `Data directory ${dir} is not empty and holds no PGlite database; ` +
        'choose an empty or a new directory',
    );
  }
  if (empty) {
    const template = templateDir();
    if (!isCluster(template)) {
      // Built aside, then renamed: a concurrent start never sees half a template.
      const building = `${template}.${process.pid}.${Date.now()}`;
      const db = await PGlite.create(building);
      await db.close();
      try {
        fs.renameSync(building, template);
      } catch {
        fs.rmSync(building, { recursive: true, force: true }); // another process won the race
      }
    }
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(template, dir, { recursive: true });
  }
  const db = await PGlite.create(dir);
  /** @param {{ query: (sql: string, params?: unknown[]) => Promise<any> }} target */
  const wrap = (target) => ({
    /** @param {string} sql @param {unknown[]} [params] */
    async query(sql, params) {
      const result = await target.query(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  return {
    kind: 'pglite',
    where: dir,
    ...wrap(db),
    transaction: (run) => db.transaction((tx) => run(wrap(tx))),
    listen: (channel, onPayload) => db.listen(channel, onPayload),
    close: () => db.close(),
  };
}

/**
 * Connects to a Postgres server.
 * @param {string} url postgres://user:password@host:port/database
 * @returns {Promise<Database>}
 */
async function openPostgres(url) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error(`demo-api: Postgres: ${error.message}`));
  // Check the connection now, so a wrong URL fails the start with a clear message.
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end();
    const where = new URL(url);
    throw new Error(
      `Could not connect to Postgres at ${where.host}${where.pathname} (DATABASE_URL): ` +
        /** @type {Error} */ (error).message,
    );
  }
  /** @param {{ query: Function }} target */
  const wrap = (target) => ({
    /** @param {string} sql @param {unknown[]} [params] */
    async query(sql, params) {
      const result = await target.query(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
  });
  const where = new URL(url);
  where.password = where.password ? '***' : '';
  return {
    kind: 'postgres',
    where: where.toString(),
    ...wrap(pool),
    async transaction(run) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await run(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onReconnect) =>
      listenOnServer(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

/** How long a dropped LISTEN connection waits before connecting again, in milliseconds. */
const RELISTEN_DELAY = 1000;

/**
 * LISTEN on a dedicated connection to a Postgres server, connecting again when it drops.
 * @param {string} url
 * @param {string} channel a lower-case identifier
 * @param {(payload: string) => void} onPayload
 * @param {() => void} [onReconnect]
 * @returns {Promise<() => Promise<void>>}
 */
async function listenOnServer(url, channel, onPayload, onReconnect) {
  const pg = require('pg');
  let stopped = false;
  /** @type {import('pg').Client | undefined} */
  let client;
  /** @type {NodeJS.Timeout | undefined} */
  let retry;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      if (stopped) return;
      console.error(`demo-api: LISTEN ${channel}: ${error.message} (connecting again)`);
      dropped(next);
    });
    next.on('end', () => dropped(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  };
  /** @param {import('pg').Client} which */
  const dropped = (which) => {
    if (stopped || which !== client || retry) return;
    client = undefined;
    which.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        () => client && dropped(client),
      );
    }, RELISTEN_DELAY);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * @param {{ dataDir: string, databaseUrl?: string }} options
 * @returns {Promise<Database>}
 */
function openDatabase({ dataDir, databaseUrl }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

module.exports = { openDatabase, templateDir };
