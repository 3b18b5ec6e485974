// @ts-check
'use strict';

/**
 * Accounts and users for sign-in and sessions (password hashes stay in `accounts`).
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('./rows').Row} Row
 */

/** @param {Database} db */
function createAccounts(db) {
  /**
   * The account behind an email (case-insensitive), with its password hash.
   * @param {string} email
   * @returns {Promise<{ user: Row, passwordHash: string } | null>}
   */
  async function account(email) {
    const { rows } = await db.query(
      `SELECT u.id, u.name, u.email, u.roles, a."passwordHash"
       FROM users u JOIN accounts a ON a."userId" = u.id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    if (!rows[0]) return null;
    const { passwordHash, ...user } = rows[0];
    return { user, passwordHash };
  }

  /** Any stored password hash (to compare against when the email is unknown). */
  async function anyPasswordHash() {
    const { rows } = await db.query(
      `SELECT "passwordHash" FROM accounts ORDER BY "userId" LIMIT 1`,
    );
    return rows[0] ? String(rows[0].passwordHash) : null;
  }

  /**
   * A user by id (sessions), or null.
   * @param {number} id
   */
  async function user(id) {
    const { rows } = await db.query(`SELECT id, name, email, roles FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  return { account, anyPasswordHash, user };
}

module.exports = { createAccounts };
