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
 * collection (and the audit log) → role → allowed methods. A user may hold several roles:
 * their rights add up.
 * @type {Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>}
 */
const ACCESS_RULES = Object.freeze({
  // Admins edit users (name, email, avatar); nobody creates or deletes them through the API.
  users: Object.freeze({ admin: EDIT }),
  posts: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
  categories: Object.freeze({ admin: NO_DELETE, editor: NO_DELETE, viewer: NO_DELETE }),
  comments: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
  tags: Object.freeze({ admin: ALL, editor: ALL, viewer: READ }),
  // Not a collection: the audit log (GET /api/audit, lib/routes/history.js).
  audit: Object.freeze({ admin: READ }),
});

/**
 * The roles that may purge a soft-deleting collection's trash (delete its records for good);
 * restoring takes the right to DELETE.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const PURGE_RULES = Object.freeze({ posts: Object.freeze(['admin']) });

/**
 * Why `roles` may not purge `collection`'s trash, or null when allowed.
 * @param {readonly string[]} roles
 * @param {string} collection
 * @returns {string | null}
 */
function purgeDenied(roles, collection) {
  const allowed = PURGE_RULES[collection] ?? [];
  if (roles.some((role) => allowed.includes(role))) return null;
  const who = roles.length ? `role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}` : 'no role';
  return (
    `Forbidden: ${who} may not purge ${collection} from the trash ` +
    `(needs ${allowed.length ? `the role ${allowed.join(' or ')}` : 'a role no one has'})`
  );
}

/**
 * Field permissions (issue 37), as the demo's descriptors declare them: collection → role →
 * fields the role may not read (`hidden`) or may read but not write (`readOnly`). A role without
 * an entry reads and writes every field. A user with several roles: a field is hidden when every
 * role that may read the collection hides it, read-only when every role that may write it hides
 * it or makes it read-only.
 * @type {Readonly<Record<string, Readonly<Record<string, { hidden?: readonly string[], readOnly?: readonly string[] }>>>>}
 */
const FIELD_RULES = Object.freeze({
  posts: Object.freeze({
    editor: Object.freeze({ readOnly: Object.freeze(['views']) }),
    viewer: Object.freeze({ hidden: Object.freeze(['views']) }),
  }),
});

const WRITES = Object.freeze(['POST', 'PUT', 'PATCH']);

/**
 * The one rule of which fields `roles` may read and write in `collection`: every route, include,
 * export, history entry and event goes through it.
 * @param {readonly string[]} roles
 * @param {string} collection
 * @returns {{ restricted: boolean, canRead: (field: string) => boolean, canWrite: (field: string) => boolean }}
 */
function fieldAccess(roles, collection) {
  const rules = FIELD_RULES[collection];
  const access = ACCESS_RULES[collection] ?? {};
  /** @param {readonly string[]} held @param {(role: string) => readonly string[]} pick */
  const everyRole = (held, pick) => {
    if (!held.length) return new Set();
    const [first, ...rest] = held.map((role) => new Set(pick(role)));
    return new Set([...first].filter((f) => rest.every((set) => set.has(f))));
  };
  const readers = roles.filter((role) => access[role]?.includes('GET'));
  const writers = roles.filter((role) => access[role]?.some((m) => WRITES.includes(m)));
  const hidden = rules ? everyRole(readers, (role) => rules[role]?.hidden ?? []) : new Set();
  const locked = rules
    ? everyRole(writers.length ? writers : readers, (role) => [
        ...(rules[role]?.hidden ?? []),
        ...(rules[role]?.readOnly ?? []),
      ])
    : new Set();
  /** @param {string} field */
  const canRead = (field) => !hidden.has(field);
  return {
    restricted: hidden.size > 0 || locked.size > 0,
    canRead,
    /** @param {string} field */
    canWrite: (field) => canRead(field) && !locked.has(field),
  };
}

/**
 * `record` without the fields `roles` may not read in `collection` (itself when none is hidden).
 * @template {Record<string, unknown>} T
 * @param {readonly string[]} roles
 * @param {string} collection
 * @param {T} record
 * @returns {T}
 */
function readableRecord(roles, collection, record) {
  const access = fieldAccess(roles, collection);
  if (!access.restricted || !record || typeof record !== 'object') return record;
  const keys = Object.keys(record);
  if (keys.every(access.canRead)) return record;
  return /** @type {T} */ (
    Object.fromEntries(keys.filter(access.canRead).map((key) => [key, record[key]]))
  );
}

/**
 * Why `roles` may not write the fields of `body` in `collection`, or null when they may: names
 * each hidden or read-only field it carries.
 * @param {readonly string[]} roles
 * @param {string} collection
 * @param {Record<string, unknown>} body
 * @returns {string | null}
 */
function fieldWriteDenied(roles, collection, body) {
  const access = fieldAccess(roles, collection);
  if (!access.restricted) return null;
  const refused = Object.keys(body).filter((field) => !access.canWrite(field));
  if (!refused.length) return null;
  const who = roles.length ? `role${roles.length > 1 ? 's' : ''} ${roles.join(', ')}` : 'no role';
  const names = refused.map((f) => `"${f}"`).join(', ');
  return `Forbidden: ${who} may not write ${refused.length > 1 ? 'the fields' : 'the field'} ${names} of ${collection}`;
}

/**
 * The roles that may take a record's edit lock from another user (`lib/routes/presence.js`);
 * anyone may take it from their own other tab.
 */
const TAKE_OVER_ROLES = Object.freeze(['admin']);

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
  PURGE_RULES,
  TAKE_OVER_ROLES,
  REQUIRED_FIELDS,
  FIELD_RULES,
  accessDenied,
  purgeDenied,
  fieldAccess,
  readableRecord,
  fieldWriteDenied,
  includedCollections,
  validationErrors,
};
