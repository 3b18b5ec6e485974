// @ts-check
'use strict';

const { ApiError, badRequest } = require('../errors');
const { isPlainObject } = require('../field-errors');

/**
 * Saved views (`../store/views.js`), for a signed-in user:
 *
 * - `GET /api/views?resource=<list>`: `{ data }`, the list's views the user sees: their own, and
 *   those shared with one of their roles (own first, then by name);
 * - `POST /api/views` `{ resource, name, sharedWith?, state: { q, filter, sort, order, perPage,
 *   columns? } }`: saves a view of the caller's (201, the view);
 * - `PUT /api/views/<id>` (the same body): changes a view, for its owner or an admin
 *   (`VIEW_ADMIN_ROLES`; 403 otherwise, 404 when the caller does not even see it);
 * - `DELETE /api/views/<id>`: deletes it (204), for the same.
 *
 * Bad input is a 400 naming the field.
 *
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {{ store: import('../auth').Store, auth: import('../auth').Auth }} ViewRoutesOptions
 */

/** The roles that may change or delete anyone's views. */
const VIEW_ADMIN_ROLES = Object.freeze(['admin']);
const MAX_NAME = 80;
const MAX_STATE = 20_000;
const PAGE_SIZES = [10, 25, 50, 100];
const ROLE = /^[A-Za-z0-9_.:-]{1,40}$/;
const FIELD = /^-?[\w.$-]+$/;

/** @param {unknown} value */
const single = (value) => (Array.isArray(value) ? value[value.length - 1] : value);

/** @param {unknown} value @param {string} name */
function listName(value, name) {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,60}$/.test(value)) {
    throw badRequest(
      `${name} must be the list's name (1 to 60 letters, digits, - or _), got ${JSON.stringify(value ?? null)}`,
    );
  }
  return value;
}

/**
 * A view's body, checked: a 400 naming the first field that is wrong.
 * @param {unknown} body
 * @returns {import('../store/views').ViewInput}
 */
function viewInput(body) {
  if (!isPlainObject(body)) throw badRequest('The body must be a JSON object (the view)');
  const view = /** @type {Record<string, unknown>} */ (body);
  const resource = listName(view.resource, 'resource');
  const name = typeof view.name === 'string' ? view.name.trim() : '';
  if (!name || name.length > MAX_NAME) {
    throw badRequest(
      `name must be a text of 1 to ${MAX_NAME} characters, got ${JSON.stringify(view.name ?? null)}`,
    );
  }
  const sharedWith = view.sharedWith ?? [];
  if (
    !Array.isArray(sharedWith) ||
    sharedWith.some((role) => typeof role !== 'string' || !ROLE.test(role))
  ) {
    throw badRequest(
      `sharedWith must be a list of role names, got ${JSON.stringify(view.sharedWith)}`,
    );
  }
  if (!isPlainObject(view.state)) throw badRequest('state must be an object');
  const state = /** @type {Record<string, unknown>} */ (view.state);
  if (typeof state.q !== 'string') {
    throw badRequest(`state.q must be a text, got ${JSON.stringify(state.q ?? null)}`);
  }
  if (!isPlainObject(state.filter)) {
    throw badRequest(`state.filter must be an object, got ${JSON.stringify(state.filter ?? null)}`);
  }
  if (
    !Array.isArray(state.sort) ||
    state.sort.some((field) => typeof field !== 'string' || !FIELD.test(field))
  ) {
    throw badRequest(
      `state.sort must be a list of field names (-field: descending), got ${JSON.stringify(state.sort ?? null)}`,
    );
  }
  if (state.order !== 'asc' && state.order !== 'desc') {
    throw badRequest(
      `state.order must be "asc" or "desc", got ${JSON.stringify(state.order ?? null)}`,
    );
  }
  if (typeof state.perPage !== 'number' || !PAGE_SIZES.includes(state.perPage)) {
    throw badRequest(
      `state.perPage must be one of ${PAGE_SIZES.join(', ')}, got ${JSON.stringify(state.perPage ?? null)}`,
    );
  }
  if (state.columns !== undefined && state.columns !== null && !isPlainObject(state.columns)) {
    throw badRequest(
      `state.columns must be an object or null, got ${JSON.stringify(state.columns)}`,
    );
  }
  const kept = {
    q: state.q,
    filter: state.filter,
    sort: state.sort,
    order: state.order,
    perPage: state.perPage,
    columns: state.columns ?? null,
  };
  if (JSON.stringify(kept).length > MAX_STATE) {
    throw badRequest(`state is too large (over ${MAX_STATE} characters of JSON)`);
  }
  return {
    resource,
    name,
    sharedWith: [...new Set(/** @type {string[]} */ (sharedWith))],
    state: kept,
  };
}

/** @type {import('fastify').FastifyPluginAsync<ViewRoutesOptions>} */
async function viewRoutes(app, { store, auth }) {
  /** @param {Request} request */
  async function caller(request) {
    const user = await auth.authenticate(request);
    return { id: Number(user.id), roles: /** @type {string[]} */ (user.roles ?? []) };
  }

  /**
   * The view of the URL, for a caller who may change it: 404 if they do not see it, 403 if they
   * see it (shared) but it is not theirs.
   * @param {Request} request @param {{ id: number, roles: string[] }} user @param {string} verb
   */
  async function ownView(request, user, verb) {
    const text = /** @type {any} */ (request.params).id;
    if (!/^\d{1,9}$/.test(text)) {
      throw badRequest(`id must be a view's id (a whole number), got ${JSON.stringify(text)}`);
    }
    const view = await store.views.get(Number(text));
    const admin = user.roles.some((role) => VIEW_ADMIN_ROLES.includes(role));
    const sees =
      view &&
      (view.owner === user.id || admin || view.sharedWith.some((r) => user.roles.includes(r)));
    if (!view || !sees) throw new ApiError(404, `Not found: view ${text}`);
    if (view.owner !== user.id && !admin) {
      throw new ApiError(
        403,
        `Forbidden: only its owner (${view.ownerName}) or ${VIEW_ADMIN_ROLES.join(' or ')} may ${verb} view ${text} "${view.name}"`,
      );
    }
    return view;
  }

  app.get('/api/views', async (request) => {
    const user = await caller(request);
    const resource = listName(
      single(/** @type {Record<string, unknown>} */ (request.query).resource),
      'resource',
    );
    return { data: await store.views.list(resource, user.id, user.roles) };
  });

  app.post('/api/views', async (request, reply) => {
    const user = await caller(request);
    const view = await store.views.create(user.id, viewInput(request.body));
    return reply.code(201).send(view);
  });

  app.put('/api/views/:id', async (request) => {
    const user = await caller(request);
    const input = viewInput(request.body);
    const view = await ownView(request, user, 'change');
    return store.views.update(Number(view.id), input);
  });

  app.delete('/api/views/:id', async (request, reply) => {
    const user = await caller(request);
    const view = await ownView(request, user, 'delete');
    await store.views.remove(Number(view.id));
    return reply.code(204).send();
  });
}

module.exports = { viewRoutes, VIEW_ADMIN_ROLES };
