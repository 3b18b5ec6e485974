// @ts-check
'use strict';

/**
 * Server-side rules mirroring the demo's resource descriptors (projects/demo/src/resources):
 * which role may use which HTTP method on which collection, and which fields are required.
 */

const COLLECTIONS = Object.freeze(['users', 'posts', 'comments', 'categories', 'tags']);

const READ = Object.freeze(['GET', 'HEAD']);
const ALL = Object.freeze(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const NO_DELETE = Object.freeze(['GET', 'HEAD', 'POST', 'PUT', 'PATCH']);
const EDIT = Object.freeze(['GET', 'HEAD', 'PUT', 'PATCH']);

/**
 * collection → role → allowed methods. A user may hold several roles: their rights add up.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>}
 */
const ACCESS_RULES = Object.freeze({
  // Admins edit users (name, email, avatar); nobody creates or deletes them through the API.
  users: Object.freeze({ admin: EDIT }),
  posts: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
  categories: Object.freeze({ admin: NO_DELETE, editor: NO_DELETE, viewer: NO_DELETE }),
  comments: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
  tags: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
});

/** @type {Readonly<Record<string, readonly string[]>>} */
const REQUIRED_FIELDS = Object.freeze({
  posts: Object.freeze(['title', 'userId']),
  categories: Object.freeze(['name']),
  tags: Object.freeze(['name']),
  comments: Object.freeze(['body', 'postId']),
  users: Object.freeze(['name', 'email']),
});

/** json-server's `_expand=user` names a singular resource; `_embed=comments` a collection. */
const SINGULAR = Object.freeze({
  user: 'users',
  post: 'posts',
  comment: 'comments',
  category: 'categories',
  tag: 'tags',
});

/**
 * Why `roles` may not use `method` on `collection`, or null when allowed.
 * @param {readonly string[]} roles
 * @param {string} method
 * @param {string} collection
 * @returns {string | null}
 */
function accessDenied(roles, method, collection) {
  const rules = ACCESS_RULES[collection] ?? {};
  if (roles.some((role) => rules[role]?.includes(method))) return null;
  const anyone = Object.values(rules).some((methods) => methods.includes(method));
  if (!anyone) return `${method} is not allowed on ${collection} for any role`;
  const who = roles.length ? `role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}` : 'no role';
  return `Forbidden: ${who} may not ${method} ${collection}`;
}

/**
 * The collections a request reads through `_embed` / `_expand` (names it cannot resolve are
 * left out: json-server ignores them too).
 * @param {Record<string, unknown>} query
 * @returns {string[]}
 */
function includedCollections(query) {
  /** @param {unknown} value @returns {string[]} */
  const list = (value) =>
    /** @type {unknown[]} */ ([])
      .concat(value ?? [])
      .filter((v) => typeof v === 'string')
      .map(String);
  const embedded = list(query._embed).filter((name) => COLLECTIONS.includes(name));
  const expanded = list(query._expand)
    .map((name) => /** @type {Record<string, string>} */ (SINGULAR)[name])
    .filter(Boolean);
  return [...new Set([...embedded, ...expanded])];
}

/** @param {unknown} value */
const isBlank = (value) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Required-field errors for a write: POST and PUT need every required field; PATCH may omit
 * them but may not blank them.
 * @param {string} collection
 * @param {string} method
 * @param {Record<string, unknown>} body
 * @returns {Record<string, string[]> | null}
 */
function validationErrors(collection, method, body) {
  /** @type {Record<string, string[]>} */
  const errors = {};
  for (const field of REQUIRED_FIELDS[collection] ?? []) {
    const checked = method !== 'PATCH' || Object.prototype.hasOwnProperty.call(body, field);
    if (checked && isBlank(body[field])) errors[field] = ['is required'];
  }
  return Object.keys(errors).length ? errors : null;
}

module.exports = {
  COLLECTIONS,
  ACCESS_RULES,
  REQUIRED_FIELDS,
  accessDenied,
  includedCollections,
  validationErrors,
};
