// @ts-check
'use strict';

const bcrypt = require('bcryptjs');
const { publicUser } = require('../auth');
const { ApiError } = require('../errors');
const { isPlainObject } = require('../field-errors');
const { bearerToken } = require('../sessions');
const { sessionKey } = require('../store/locks');

/**
 * A dialect's sign-in, under its prefix: `POST <prefix>/auth/login`, `GET <prefix>/auth/me`,
 * `POST <prefix>/auth/logout`.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {{ dialect: import('../dialects').Dialect, store: import('../auth').Store,
 *   sessions: import('../auth').Sessions, throttle: ReturnType<import('../throttle').createThrottle>,
 *   auth: import('../auth').Auth }} AuthRoutesOptions
 */

/** @type {import('fastify').FastifyPluginAsync<AuthRoutesOptions>} */
async function authRoutes(app, { dialect, store, sessions, throttle, auth }) {
  /** POST <prefix>/auth/login {email, password} → 200 {token, expiresAt, user}, 401, 422, 429. */
  /** @param {Request} request @param {Reply} reply */
  async function login(request, reply) {
    const body = isPlainObject(request.body) ? request.body : {};
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const field of ['email', 'password']) {
      if (typeof body[field] !== 'string' || !String(body[field]).trim()) {
        errors[field] = ['is required'];
      }
    }
    if (Object.keys(errors).length) {
      throw new ApiError(422, 'Email and password are required', errors);
    }
    const email = String(body.email).trim().toLowerCase();
    const keys = [`account:${email}`, `ip:${request.ip}`];
    const blocked = throttle.blocked(keys);
    if (blocked) {
      reply.header('Retry-After', String(blocked.retryAfter));
      throw new ApiError(
        429,
        `Too many failed sign-ins ${blocked.key.startsWith('ip:') ? 'from this address' : 'for this account'}: ` +
          `try again in ${blocked.retryAfter} s`,
      );
    }
    const found = await store.account(email);
    // Compare even for an unknown email, so that both failures take the same time.
    const hash = found?.passwordHash ?? (await store.anyPasswordHash());
    const ok = hash ? await bcrypt.compare(String(body.password), hash) : false;
    if (!found || !ok) {
      throttle.failed(keys);
      throw new ApiError(401, 'Invalid email or password');
    }
    throttle.succeeded(keys[0]);
    const { token, expiresAt } = sessions.create(Number(found.user.id));
    return { token, expiresAt: new Date(expiresAt).toISOString(), user: publicUser(found.user) };
  }

  const prefix = dialect.prefix;
  app.post(`${prefix}/auth/login`, login);
  app.get(`${prefix}/auth/me`, async (request) => publicUser(await auth.authenticate(request)));
  app.post(`${prefix}/auth/logout`, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      sessions.revoke(token);
      // The session's pages leave the records they showed (their locks with them).
      await store.locks.signOut(sessionKey(token));
    }
    return reply.code(204).send();
  });
}

module.exports = { authRoutes };
