// @ts-check
'use strict';

const { DEFAULT_LOCALE } = require('../i18n');
const { fieldNames, resourceNamed } = require('../resources');
const { accessDenied, fieldAccess, readableRecord } = require('../rules');
const { etag } = require('../store/versions');

/**
 * What a reader may see of an event: the one place the stream's permission rules live. A role
 * that may not read a collection (`GET`, `lib/rules.js`) gets none of its events; the fields it
 * may not read (`fieldAccess`) leave `record` and `changed` (an update of hidden fields only is
 * no event for that reader).
 *
 * @typedef {import('../store/events').StoredEvent} StoredEvent
 * @typedef {{ roles: readonly string[], locale: string }} Reader
 * @typedef {object} EventPayload the `data:` of a `created`, `updated` or `deleted` event
 * @property {string} resource
 * @property {number} id the record's id
 * @property {number} version the record's version after the write (at the delete for deletes)
 * @property {string} etag its ETag as the API serves it in the reader's locale (`"4"`, `"4-fr"`)
 * @property {{ id: number, name: string } | null} user who wrote (null: not through the API)
 * @property {string} at when (ISO 8601)
 * @property {string} [client] the browser tab that wrote, when its request said
 *   (`X-Admin-Client`): the admin tells a user's own save from their other tabs' with it
 * @property {string[]} [changed] updates: the fields whose value changed
 * @property {Record<string, unknown>} [record] created and updated: the record as the reader
 *   reads it (`GET /api/<resource>/<id>` in the reader's locale)
 */

/**
 * The event as `reader` may read it, or null when it may not read it at all.
 * @param {StoredEvent} event
 * @param {Reader} reader
 * @returns {EventPayload | null}
 */
function eventFor(event, reader) {
  const resource = resourceNamed(event.resource);
  if (!resource || accessDenied(reader.roles, 'GET', resource.name)) return null;
  /** @type {EventPayload} */
  const payload = {
    resource: resource.name,
    id: event.recordId,
    version: event.version,
    etag: etag(event.version, resource.translatable ? reader.locale : undefined),
    user: event.userId === null ? null : { id: event.userId, name: String(event.userName) },
    at: event.at,
    ...(event.client ? { client: event.client } : {}),
  };
  const access = fieldAccess(reader.roles, resource.name);
  if (event.changed) {
    payload.changed = event.changed.filter(access.canRead);
    if (event.changed.length && !payload.changed.length) return null;
  }
  if (event.record) {
    const record = localized(resource, event.record, reader.locale);
    payload.record = readableRecord(reader.roles, resource.name, record);
  }
  return payload;
}

/**
 * A stored record as served in `locale`, its fields in the API's order: translated fields from
 * its translations (falling back to the default locale's text, field by field), without the
 * `translations` key.
 * @param {import('../resources').ResourceDef} resource
 * @param {Record<string, unknown>} stored
 * @param {string} locale
 */
function localized(resource, stored, locale) {
  const texts = /** @type {Record<string, Record<string, unknown>> | undefined} */ (
    stored.translations
  );
  const translation = (locale === DEFAULT_LOCALE ? undefined : texts?.[locale]) ?? {};
  /** @type {Record<string, unknown>} */
  const record = {};
  for (const name of fieldNames(resource)) {
    const text = translation[name];
    record[name] = text !== null && text !== undefined ? text : stored[name];
  }
  return record;
}

module.exports = { eventFor };
