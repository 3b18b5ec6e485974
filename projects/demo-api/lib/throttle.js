// @ts-check
'use strict';

/**
 * Failed sign-ins counted per key (`account:<email>`, `ip:<address>`) in a fixed window: once a
 * key reaches its limit, sign-ins with it are refused (429 with Retry-After) until the window
 * ends. A successful sign-in clears its account's count. Kept in memory (one process).
 * @param {{ now: () => number, windowMs?: number, limits?: { account: number, ip: number } }} options
 */
function createThrottle({ now, windowMs = 15 * 60 * 1000, limits = { account: 5, ip: 30 } }) {
  /** @type {Map<string, { count: number, resetAt: number }>} */
  const failures = new Map();

  /** @param {string} key */
  const limitOf = (key) => (key.startsWith('ip:') ? limits.ip : limits.account);

  /** @param {string} key */
  const current = (key) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** The first blocked key and the seconds until it may try again, or null. @param {string[]} keys */
    blocked(keys) {
      for (const key of keys) {
        const entry = current(key);
        if (entry && entry.count >= limitOf(key)) {
          return { key, retryAfter: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) };
        }
      }
      return null;
    },
    /** @param {string[]} keys */
    failed(keys) {
      if (failures.size > 100_000) {
        for (const key of failures.keys()) current(key);
      }
      for (const key of keys) {
        const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
        entry.count++;
        failures.set(key, entry);
      }
    },
    /** @param {string} key */
    succeeded(key) {
      failures.delete(key);
    },
    clear() {
      failures.clear();
    },
    limits,
    windowMs,
  };
}

module.exports = { createThrottle };
