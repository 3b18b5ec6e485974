// @ts-check
'use strict';

/**
 * The set-up the demo API's specs share: a real server on PGlite in a temporary folder, a session
 * for each role (admin, editor, viewer) and `call()`, a JSON request as one of them.
 *
 * @typedef {'admin' | 'editor' | 'viewer'} Role
 * @typedef {{ token: string, id: number, user: { id: number, name: string } }} Session
 * @typedef {{ status: number, headers: Headers, body: any }} Answer
 */

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { startServer } = require('./server');

const ROLES = /** @type {const} */ (['admin', 'editor', 'viewer']);

/**
 * Starts the server and signs every role in. Close it with `close()` (server and folder).
 * @param {string} name a word for the temporary folder (`demo-api-<name>-…`)
 * @param {{ seed?: Record<string, number> }} [options] passed to `startServer`
 */
async function startSignedInApi(name, options = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `demo-api-${name}-`));
  const api = await startServer({
    port: 0,
    dataDir: path.join(dir, 'pglite'),
    quiet: true,
    ...options,
  });
  /** @type {Record<Role, Session>} */
  const as = /** @type {any} */ ({});

  /**
   * A request under `/api`, as `role` when given, with a JSON body when given.
   * @param {string} method
   * @param {string} url under /api
   * @param {{ role?: Role, body?: unknown, headers?: Record<string, string> }} [request]
   * @returns {Promise<Answer>}
   */
  async function call(method, url, request = {}) {
    /** @type {Record<string, string>} */
    const headers = { ...request.headers };
    if (request.role) headers.authorization = `Bearer ${as[request.role].token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.apiUrl}${url}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  for (const role of ROLES) {
    const { status, body } = await call('POST', '/auth/login', {
      body: { email: `${role}@example.com`, password: `${role}123` },
    });
    if (status !== 200) throw new Error(`sign-in of ${role} answered ${status}`);
    as[role] = { token: body.token, id: body.user.id, user: body.user };
  }

  return {
    api,
    as,
    call,
    async close() {
      await api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startSignedInApi };
