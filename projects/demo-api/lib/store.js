// @ts-check
'use strict';

const fsp = require('node:fs/promises');
const path = require('node:path');
const bcrypt = require('bcryptjs');
const { generateSeed, resolveSeedOptions, DEMO_ACCOUNTS } = require('./seed');
const { COLLECTIONS } = require('./rules');

/**
 * The data file: `{ format, seed, accounts: [{ userId, passwordHash }], collections }`.
 * Passwords live apart from the `users` collection, so no route can serve them.
 * @typedef {import('./seed').Collections} Collections
 * @typedef {import('./seed').ResolvedSeedOptions} ResolvedSeedOptions
 * @typedef {{ userId: number, passwordHash: string }} Account
 * @typedef {{ format: string, seed: ResolvedSeedOptions, accounts: Account[],
 *   collections: Collections }} DataFile
 */

const FORMAT = 'demo-api/1';
const BCRYPT_ROUNDS = 8;

/**
 * A fresh seed with hashed demo passwords.
 * @param {import('./seed').SeedOptions | undefined} seedOptions
 * @returns {Promise<DataFile>}
 */
async function createSeedData(seedOptions) {
  const seed = resolveSeedOptions(seedOptions);
  const collections = generateSeed(seed);
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      userId: /** @type {import('./seed').User} */ (
        collections.users.find((u) => u.email === account.email)
      ).id,
      passwordHash: await bcrypt.hash(account.password, BCRYPT_ROUNDS),
    })),
  );
  return { format: FORMAT, seed, accounts, collections };
}

/**
 * Reads and checks a data file; null when it does not exist.
 * @param {string} file
 * @returns {Promise<DataFile | null>}
 */
async function readDataFile(file) {
  let text;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
  const fix = 'start the demo API with --reset (or reset: true) to regenerate it';
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `Data file ${file} is not valid JSON (${/** @type {Error} */ (error).message}); ${fix}`,
    );
  }
  if (!data || data.format !== FORMAT) {
    throw new Error(`Data file ${file} is not a demo-api "${FORMAT}" data file; ${fix}`);
  }
  const missing = COLLECTIONS.filter((name) => !Array.isArray(data.collections?.[name]));
  if (missing.length || !Array.isArray(data.accounts)) {
    const what = missing.length ? `collections ${missing.join(', ')}` : 'accounts';
    throw new Error(`Data file ${file} lacks ${what}; ${fix}`);
  }
  return data;
}

/**
 * Writes the file atomically (temporary file + rename).
 * @param {string} file
 * @param {string} json
 */
async function writeAtomically(file, json) {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(temporary, json);
  await fsp.rename(temporary, file);
}

/**
 * Saves on demand, coalescing bursts of writes: `schedule()` after each change writes the
 * whole state once `delay` ms later (asynchronously, one save at a time); `flush()` writes any
 * pending change now.
 * @param {string} file
 * @param {() => DataFile} snapshot
 * @param {{ delay?: number, onError?: (error: Error) => void }} [options]
 */
function createSaver(file, snapshot, options = {}) {
  const delay = options.delay ?? 100;
  const onError = options.onError ?? ((error) => console.error(error));
  let dirty = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {Promise<void>} */
  let queue = Promise.resolve();

  const save = () => {
    queue = queue.then(async () => {
      if (!dirty) return;
      dirty = false;
      try {
        await writeAtomically(file, JSON.stringify(snapshot()));
      } catch (error) {
        onError(/** @type {Error} */ (error));
      }
    });
    return queue;
  };

  return {
    schedule() {
      dirty = true;
      if (!timer) {
        timer = setTimeout(() => {
          timer = null;
          void save();
        }, delay);
      }
    },
    /** @returns {Promise<void>} */
    flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      return save();
    },
  };
}

/**
 * Loads the data file, or seeds it when missing or when `reset` is set.
 * @param {{ file: string, reset: boolean, seed?: import('./seed').SeedOptions }} options
 * @returns {Promise<{ data: DataFile, seeded: boolean, warnings: string[] }>}
 */
async function openDataFile({ file, reset, seed }) {
  /** @type {string[]} */
  const warnings = [];
  const existing = reset ? null : await readDataFile(file);
  if (existing) {
    if (seed) {
      const wanted = resolveSeedOptions(seed);
      const differs = /** @type {(keyof ResolvedSeedOptions)[]} */ (Object.keys(wanted)).filter(
        (key) => wanted[key] !== existing.seed?.[key],
      );
      if (differs.length) {
        warnings.push(
          `${file} was seeded with ${differs.map((k) => `${k}=${existing.seed?.[k]}`).join(', ')}; ` +
            `reusing it (use --reset to seed ${differs.map((k) => `${k}=${wanted[k]}`).join(', ')})`,
        );
      }
    }
    return { data: existing, seeded: false, warnings };
  }
  const data = await createSeedData(seed);
  await writeAtomically(file, JSON.stringify(data));
  return { data, seeded: true, warnings };
}

module.exports = { FORMAT, createSeedData, readDataFile, openDataFile, createSaver };
