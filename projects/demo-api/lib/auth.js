// @ts-check
'use strict';

const { ApiError } = require('./errors');
const { accessDenied } = require('./rules');
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

  /** @param {Request} request @param {string} collection */
  function authorize(request, collection) {
    const roles = /** @type {string[]} */ (/** @type {any} */ (request).user?.roles ?? []);
    const denied = accessDenied(roles, request.method, collection);
    if (denied) throw new ApiError(403, denied);
  }

  return { authenticate, authorize };
}

module.exports = { createAuth, publicUser };
