// @ts-check
'use strict';

const { LOCALES } = require('../i18n');
const { children } = require('../resources');
const { quote } = require('../schema');
const { toRecord } = require('./rows');

/**
 * What a write changed, for its events (`./events.js`): a stored row as JSON (posts with their
 * `translations`), the fields an update changed, and the records a delete takes along.
 *
 * @typedef {import('../db').Queryable} Queryable
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('./rows').Row} Row
 * @typedef {import('./events').NewEvent} NewEvent
 */

/**
 * A stored row as JSON: every field (dates as ISO text), posts' translations too.
 * @param {ResourceDef} resource
 * @param {Row} row
 */
function snapshot(resource, row) {
  const record = toRecord(resource, row);
  if (resource.translatable) record.translations = row.translations ?? {};
  return record;
}

/**
 * The fields whose value differs between two snapshots; a translated field also when one of its
 * translations differs.
 * @param {ResourceDef} resource
 * @param {Row} before
 * @param {Row} after
 */
function changedFields(resource, before, after) {
  const same = (/** @type {unknown} */ a, /** @type {unknown} */ b) =>
    JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  /** @param {Row} record @param {string} locale @param {string} name */
  const translation = (record, locale, name) =>
    /** @type {Record<string, Record<string, unknown>> | undefined} */ (record.translations)?.[
      locale
    ]?.[name];
  return resource.fields
    .filter(
      (field) =>
        !same(before[field.name], after[field.name]) ||
        (field.translated &&
          LOCALES.some(
            (locale) =>
              !same(
                translation(before, locale, field.name),
                translation(after, locale, field.name),
              ),
          )),
    )
    .map((field) => field.name);
}

/**
 * The `created` or `updated` event of a record.
 * @param {ResourceDef} resource
 * @param {Row} row the stored row after the write (`RETURNING *`)
 * @param {Row} [before] the snapshot before an update
 * @returns {NewEvent}
 */
function writeEvent(resource, row, before) {
  const record = snapshot(resource, row);
  return {
    type: before ? 'updated' : 'created',
    resource: resource.name,
    recordId: Number(row.id),
    version: Number(row.version),
    changed: before ? changedFields(resource, before, record) : null,
    record,
  };
}

/**
 * The `deleted` events of deleting `rows` of `resource`: theirs, then those of the records the
 * foreign keys delete with them (a post's comments), depth first, each record once.
 * @param {Queryable} tx
 * @param {ResourceDef} resource
 * @param {Row[]} rows
 * @param {Set<string>} [seen]
 * @returns {Promise<NewEvent[]>}
 */
async function deleteEvents(tx, resource, rows, seen = new Set()) {
  /** @type {NewEvent[]} */
  const events = [];
  const ids = [];
  for (const row of rows) {
    const key = `${resource.name}/${row.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(row.id);
    events.push({
      type: 'deleted',
      resource: resource.name,
      recordId: Number(row.id),
      version: Number(row.version),
      changed: null,
      record: null,
    });
  }
  if (!ids.length) return events;
  for (const { collection, field } of children(resource)) {
    const { rows: dependents } = await tx.query(
      `SELECT id, version FROM ${quote(collection.name)} WHERE ${quote(field.name)} = ANY($1::int[])`,
      [ids],
    );
    events.push(...(await deleteEvents(tx, collection, dependents, seen)));
  }
  return events;
}

module.exports = { snapshot, changedFields, writeEvent, deleteEvents };
