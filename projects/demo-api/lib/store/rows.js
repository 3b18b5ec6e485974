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
 * The SELECT of a resource's records as served in `locale` (posts' title and body translated).
 * @param {ResourceDef} resource
 * @param {string} locale
 */
function viewOf(resource, locale) {
  const columns = ['id', ...resource.fields.map((f) => f.name)].map((name) => {
    const field = fieldOf(resource, name);
    if (field?.translated && locale !== DEFAULT_LOCALE) {
      const path = `'{${locale},${name}}'`;
      return `coalesce(translations #>> ${path}, ${quote(name)}) AS ${quote(name)}`;
    }
    return quote(name);
  });
  return `SELECT ${columns.join(', ')}, version FROM ${quote(resource.name)}`;
}

/**
 * A database row as the API serves it (dates as ISO text), optionally only some fields.
 * @param {ResourceDef} resource
 * @param {Row} row
 * @param {string[]} [fields]
 * @returns {Row}
 */
function toRecord(resource, row, fields) {
  /** @type {Row} */
  const record = {};
  for (const name of fields ?? ['id', ...resource.fields.map((f) => f.name)]) {
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
