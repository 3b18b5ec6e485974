// @ts-check
'use strict';

const { DEFAULT_LOCALE } = require('../i18n');
const { fieldOf } = require('../resources');
const { quote } = require('../schema');

/**
 * Records as read from their tables: the SELECT of a resource in a locale, and a row as served.
 *
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {Record<string, unknown>} Row
 */

/**
 * Which records of a soft-deleting resource a read sees: the live ones (`exclude`, every read's
 * default), the trashed ones (`only`: the trash listing) or both (`include`: references).
 * @typedef {'exclude' | 'only' | 'include'} Trashed
 */

/** The WHERE of `trashed` for a soft-deleting resource's table. @type {Record<Trashed, string>} */
const TRASHED_WHERE = {
  exclude: ' WHERE "deletedAt" IS NULL',
  only: ' WHERE "deletedAt" IS NOT NULL',
  include: '',
};

/**
 * The SELECT of a resource's records as served in `locale` (posts' title and body translated);
 * for a soft-deleting resource, only the records `trashed` names, with `deletedAt` and
 * `deletedBy`.
 * @param {ResourceDef} resource
 * @param {string} locale
 * @param {Trashed} [trashed]
 */
function viewOf(resource, locale, trashed = 'exclude') {
  const columns = ['id', ...resource.fields.map((f) => f.name)].map((name) => {
    const field = fieldOf(resource, name);
    if (field?.translated && locale !== DEFAULT_LOCALE) {
      const path = `'{${locale},${name}}'`;
      return `coalesce(translations #>> ${path}, ${quote(name)}) AS ${quote(name)}`;
    }
    return quote(name);
  });
  if (!resource.softDelete) {
    return `SELECT ${columns.join(', ')}, version FROM ${quote(resource.name)}`;
  }
  return (
    `SELECT ${columns.join(', ')}, version, "deletedAt", "deletedBy" FROM ${quote(resource.name)}` +
    TRASHED_WHERE[trashed]
  );
}

/**
 * A database row as the API serves it (dates as ISO text), optionally only some fields; a
 * trashed record (`deletedAt` set) also with `deletedAt` and `deletedBy`, a live one without.
 * @param {ResourceDef} resource
 * @param {Row} row
 * @param {string[]} [fields]
 * @returns {Row}
 */
function toRecord(resource, row, fields) {
  /** @type {Row} */
  const record = {};
  const names = fields ?? ['id', ...resource.fields.map((f) => f.name)];
  const trashed = row.deletedAt !== null && row.deletedAt !== undefined;
  for (const name of trashed ? [...names, 'deletedAt', 'deletedBy'] : names) {
    const value = row[name];
    // Dates may come from another realm (PGlite loaded outside a test sandbox): no instanceof.
    record[name] =
      Object.prototype.toString.call(value) === '[object Date]'
        ? /** @type {Date} */ (value).toISOString()
        : value;
  }
  return record;
}

module.exports = { viewOf, toRecord };
