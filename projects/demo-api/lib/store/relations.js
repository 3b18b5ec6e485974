// @ts-check
'use strict';

const { badRequest } = require('../errors');
const { resourceNamed, children } = require('../resources');
const { quote } = require('../schema');
const { viewOf, toRecord } = require('./rows');

/**
 * Related records (`_embed`, `_expand`, `embed`, `include`): which relations a resource has, and
 * adding them to records, one query per relation.
 *
 * @typedef {import('../db').Database} Database
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('../resources').Field} Field
 * @typedef {import('./rows').Row} Row
 */

/** @param {Database} db */
function createRelations(db) {
  /**
   * The relations a list or a record may include: child collections (`comments` of a post),
   * referenced records by their singular name (`user` of a post) and arrays of ids by the
   * collection they point at (`tags` of a post's `tagIds`).
   * @param {ResourceDef} resource
   */
  function relationsOf(resource) {
    /** @type {Map<string, { kind: 'many' | 'one' | 'ids', target: ResourceDef, field: Field }>} */
    const relations = new Map();
    for (const { collection, field } of children(resource)) {
      relations.set(collection.name, { kind: 'many', target: collection, field });
    }
    for (const field of resource.fields) {
      const target = field.references ? resourceNamed(field.references) : undefined;
      if (!target) continue;
      if (field.type === 'integer[]') relations.set(target.name, { kind: 'ids', target, field });
      else if (field.name === `${target.singular}Id`) {
        relations.set(target.singular, { kind: 'one', target, field });
      }
    }
    return relations;
  }

  /**
   * The collection a relation name reads (for role checks), or a 400 naming the valid ones.
   * @param {ResourceDef} resource
   * @param {string} name
   */
  function relationTarget(resource, name) {
    const relation = relationsOf(resource).get(name);
    if (!relation) {
      const known = [...relationsOf(resource).keys()].join(', ') || 'none';
      throw badRequest(`${resource.name} have no relation "${name}" (relations: ${known})`);
    }
    return relation.target.name;
  }

  /**
   * Adds related records to `records` in place, one query per relation.
   * @param {ResourceDef} resource
   * @param {Row[]} records
   * @param {string[]} names relation names (see `relationsOf`)
   * @param {string} locale
   */
  async function include(resource, records, names, locale) {
    const relations = relationsOf(resource);
    for (const name of names) {
      const relation = relations.get(name);
      if (!relation) {
        relationTarget(resource, name);
        continue;
      }
      const { kind, target, field } = relation;
      if (!records.length) continue;
      // A record's references find their records even in the trash (marked with `deletedAt`);
      // its children (a user's posts) are the live ones.
      const trashed = kind === 'many' ? 'exclude' : 'include';
      const view = `SELECT * FROM (${viewOf(target, locale, trashed)}) AS r`;
      if (kind === 'many') {
        const ids = records.map((r) => r.id);
        const { rows } = await db.query(
          `${view} WHERE ${quote(field.name)} = ANY($1::int[]) ORDER BY id`,
          [ids],
        );
        for (const record of records) {
          record[name] = rows
            .filter((row) => row[field.name] === record.id)
            .map((row) => toRecord(target, row));
        }
      } else {
        const ids = [
          ...new Set(
            records.flatMap((r) => /** @type {unknown[]} */ ([]).concat(r[field.name] ?? [])),
          ),
        ];
        const { rows } = await db.query(`${view} WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
        const byId = new Map(rows.map((row) => [row.id, toRecord(target, row)]));
        for (const record of records) {
          if (kind === 'ids') {
            const list = /** @type {unknown[]} */ (record[field.name] ?? []);
            record[name] = list.map((id) => byId.get(id)).filter(Boolean);
          } else if (byId.has(record[field.name])) {
            record[name] = byId.get(record[field.name]);
          }
        }
      }
    }
  }

  return { include, relationTarget };
}

module.exports = { createRelations };
