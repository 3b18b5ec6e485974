// @ts-check
'use strict';

const crypto = require('node:crypto');

/**
 * Bearer sessions kept in memory: random tokens with an expiry. A restart signs everybody out.
 * @param {{ ttl: number, now: () => number }} options ttl in milliseconds
 */
function createSessions({ ttl, now }) {
  /** @type {Map<string, { userId: number, expiresAt: number }>} */
  const sessions = new Map();

  const sweep = () => {
    const time = now();
    for (const [token, session] of sessions) {
      if (session.expiresAt <= time) sessions.delete(token);
    }
  };

  return {
    /**
     * @param {number} userId
     * @returns {{ token: string, expiresAt: number }}
     */
    create(userId) {
      sweep();
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = now() + ttl;
      sessions.set(token, { userId, expiresAt });
      return { token, expiresAt };
    },
    /**
     * @param {string} token
     * @returns {{ userId: number } | { error: 'unknown' | 'expired' }}
     */
    resolve(token) {
      const session = sessions.get(token);
      if (!session) return { error: 'unknown' };
      if (session.expiresAt <= now()) {
        sessions.delete(token);
        return { error: 'expired' };
      }
      return { userId: session.userId };
    },
    /** @param {string} token */
    revoke(token) {
      sessions.delete(token);
    },
    /** Signs everybody out. */
    clear() {
      sessions.clear();
    },
  };
}

/**
 * The token of an `Authorization: Bearer <token>` header, or null.
 * @param {string | undefined} header
 */
function bearerToken(header) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
}

module.exports = { createSessions, bearerToken };
