// @ts-check
'use strict';

const { ApiError } = require('./errors');
const {
  accessDenied,
  fieldAccess,
  fieldWriteDenied,
  purgeDenied,
  readableRecord,
} = require('./rules');
const { bearerToken } = require('./sessions');

/**
 * Who a request is and what it may do: the signed-in user of its bearer token (401 otherwise)
 * and the role check of a collection (403), for every route that needs them.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {ReturnType<import('./store').createStore>} Store
 * @typedef {ReturnType<import('./sessions').createSessions>} Sessions
 * @typedef {ReturnType<typeof createAuth>} Auth
 */

/** What the API shows of a user. @param {Record<string, unknown>} user */
const publicUser = ({ id, name, email, roles }) => ({ id, name, email, roles });

/** @param {{ store: Store, sessions: Sessions }} deps */
function createAuth({ store, sessions }) {
  /**
   * The signed-in user of a request, or a 401.
   * @param {Request} request
   * @param {string | null} [token] the token, when the request may carry it elsewhere than in
   *   its Authorization header (the event stream's `?access_token=`)
   */
  async function authenticate(request, token = bearerToken(request.headers.authorization)) {
    if (!token) {
      throw new ApiError(
        401,
        'Authentication required: send "Authorization: Bearer <token>" (POST /api/auth/login returns a token)',
      );
    }
    const session = sessions.resolve(token);
    if ('error' in session) {
      throw new ApiError(
        401,
        session.error === 'expired'
          ? 'Session expired: sign in again'
          : 'Invalid token: sign in again',
      );
    }
    const user = await store.user(session.userId);
    if (!user) throw new ApiError(401, 'Invalid token: the user no longer exists');
    return user;
  }

  /** @param {Request} request */
  const rolesOf = (request) =>
    /** @type {string[]} */ (/** @type {any} */ (request).user?.roles ?? []);

  /**
   * 403 unless the user may use `method` (default the request's) on `collection`.
   * @param {Request} request @param {string} collection @param {string} [method]
   */
  function authorize(request, collection, method = request.method) {
    const denied = accessDenied(rolesOf(request), method, collection);
    if (denied) throw new ApiError(403, denied);
  }

  /** 403 unless the user may purge `collection`'s trash. @param {Request} request @param {string} collection */
  function authorizePurge(request, collection) {
    const denied = purgeDenied(rolesOf(request), collection);
    if (denied) throw new ApiError(403, denied);
  }

  /**
   * 403 naming the fields of `body` the user may not write in `collection` (read-only or hidden).
   * @param {Request} request @param {string} collection @param {Record<string, unknown>} body
   */
  function authorizeFields(request, collection, body) {
    const denied = fieldWriteDenied(rolesOf(request), collection, body);
    if (denied) throw new ApiError(403, denied);
  }

  /**
   * `record` of `collection` as the user may read it: without its hidden fields, nor those of the
   * records it includes (`include`: relation name → collection).
   * @template {Record<string, unknown>} T
   * @param {Request} request @param {string} collection @param {T} record
   * @param {Readonly<Record<string, string>>} [include]
   * @returns {T}
   */
  function readable(request, collection, record, include = {}) {
    const roles = rolesOf(request);
    const shown = readableRecord(roles, collection, record);
    const names = Object.keys(include).filter((name) => name in shown);
    if (!names.length) return shown;
    /** @type {Record<string, unknown>} */
    const copy = { ...shown };
    for (const name of names) {
      const target = include[name];
      const value = copy[name];
      /** @param {unknown} one */
      const strip = (one) =>
        one && typeof one === 'object'
          ? readableRecord(roles, target, /** @type {Record<string, unknown>} */ (one))
          : one;
      copy[name] = Array.isArray(value) ? value.map(strip) : strip(value);
    }
    return /** @type {T} */ (copy);
  }

  /** Whether the user may write `field` of `collection`. @param {Request} request @param {string} collection @param {string} field */
  const mayWrite = (request, collection, field) =>
    fieldAccess(rolesOf(request), collection).canWrite(field);

  return { authenticate, authorize, authorizePurge, authorizeFields, mayWrite, readable };
}

module.exports = { createAuth, publicUser };
