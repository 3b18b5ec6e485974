// @ts-check
'use strict';

const { ApiError, badRequest } = require('../errors');
const { isPlainObject } = require('../field-errors');
const { RESOURCES } = require('../resources');
const { TAKE_OVER_ROLES, accessDenied } = require('../rules');
const { sessionKey } = require('../store/locks');
const { bearerToken } = require('../sessions');

/**
 * Who views or edits a record, and its edit lock (`../store/locks.js`), for a signed-in user:
 *
 * - `PUT /api/<resource>/<id>/presence` `{ tab, mode: 'view' | 'edit', takeOver? }`: a browser
 *   tab joins the record's show page (`view`, for whoever may read the collection) or its edit
 *   page (`edit`, for whoever may update it), or renews its presence (every 20 s; it expires
 *   after 60 s without). Answers `{ resource, id, people, lock }` (`lock`: the tab holding the
 *   edit lock, or null). Editing takes the lock; when another tab holds it, 409 with the same
 *   body and a message naming the holder (the caller is then present as a viewer), unless
 *   `takeOver` is true and the caller is an admin (`TAKE_OVER_ROLES`) or the holder itself (in
 *   another tab): the lock moves, the tab losing it becomes a viewer. A take-over the caller may
 *   not do is a 403 naming the holder.
 * - `DELETE /api/<resource>/<id>/presence?tab=`: the tab leaves (204); a page closing sends it
 *   with `keepalive`.
 *
 * Every change goes out on `GET /api/events` as a `presence` event (the same body), to whoever
 * may read the collection. Signing out (`POST /api/auth/logout`) removes the session's tabs.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {{ store: import('../auth').Store, auth: import('../auth').Auth }}
 *   PresenceRoutesOptions
 */

const TAB = /^[A-Za-z0-9_-]{8,64}$/;

/** @param {unknown} value */
const single = (value) => (Array.isArray(value) ? value[value.length - 1] : value);

/** @param {unknown} tab */
function tabOf(tab) {
  if (typeof tab !== 'string' || !TAB.test(tab)) {
    throw badRequest(
      `tab must be the tab's id: 8 to 64 letters, digits, - or _, got ${JSON.stringify(tab ?? null)}`,
    );
  }
  return tab;
}

/** @type {import('fastify').FastifyPluginAsync<PresenceRoutesOptions>} */
async function presenceRoutes(app, { store, auth }) {
  /**
   * The record id of the URL (a number, or a resource's second key such as `/tags/angular`) of
   * a record that exists; a 404 otherwise.
   * @param {ResourceDef} resource
   * @param {string} text
   */
  async function recordIdOf(resource, text) {
    const id = await store.locks.recordId(resource, text);
    if (id === null) throw new ApiError(404, `Not found: ${resource.name} ${text}`);
    return id;
  }

  /** @param {Request} request */
  const tokenOf = (request) => /** @type {string} */ (bearerToken(request.headers.authorization));

  for (const resource of RESOURCES) {
    const url = `/api/${resource.name}/:id/presence`;

    app.put(url, async (request, reply) => {
      const user = await auth.authenticate(request);
      const roles = /** @type {string[]} */ (user.roles ?? []);
      const body = isPlainObject(request.body) ? request.body : {};
      const tab = tabOf(body.tab);
      const mode = body.mode ?? 'view';
      if (mode !== 'view' && mode !== 'edit') {
        throw badRequest(`mode must be "view" or "edit", got ${JSON.stringify(mode)}`);
      }
      if (body.takeOver !== undefined && typeof body.takeOver !== 'boolean') {
        throw badRequest(`takeOver must be true or false, got ${JSON.stringify(body.takeOver)}`);
      }
      const denied = accessDenied(roles, mode === 'edit' ? 'PUT' : 'GET', resource.name);
      if (denied) throw new ApiError(403, denied);
      const id = await recordIdOf(resource, /** @type {any} */ (request.params).id);
      const result = await store.locks.join({
        resource: resource.name,
        id,
        user: { id: Number(user.id), name: String(user.name) },
        tab,
        mode,
        session: sessionKey(tokenOf(request)),
        takeOver: body.takeOver === true,
        mayTakeOver: roles.some((role) => TAKE_OVER_ROLES.includes(role)),
      });
      if ('forbidden' in result) {
        throw new ApiError(
          403,
          `Forbidden: ${result.forbidden.user.name} is editing ${resource.name} ${id}; ` +
            `only ${TAKE_OVER_ROLES.join(' or ')} may take the lock over`,
        );
      }
      const answer = { ...result.state, lock: result.holder };
      if (result.granted) return answer;
      const holder = /** @type {import('../store/locks').Present} */ (result.holder);
      return reply.code(409).send({
        message: `Locked: ${holder.user.name} is editing ${resource.name} ${id} since ${holder.since}`,
        ...answer,
      });
    });

    app.delete(url, async (request, reply) => {
      const user = await auth.authenticate(request);
      const tab = tabOf(single(/** @type {Record<string, unknown>} */ (request.query).tab));
      const id = await recordIdOf(resource, /** @type {any} */ (request.params).id);
      await store.locks.leave(resource.name, id, Number(user.id), tab);
      return reply.code(204).send();
    });
  }
}

module.exports = { presenceRoutes };
