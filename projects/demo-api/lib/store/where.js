// @ts-check
'use strict';

const { badRequest } = require('../errors');
const { MAX_INTEGER, fieldOf } = require('../resources');
const { quote, SQL_TYPES } = require('../schema');
const { containsPattern } = require('./patterns');

/**
 * The WHERE clause of a list query (conditions and search), its values as parameters.
 *
 * @typedef {import('../resources').ResourceDef} ResourceDef
 * @typedef {import('../resources').Field} Field
 * @typedef {'eq' | 'ne' | 'gte' | 'lte' | 'gt' | 'lt' | 'like'} Operator
 * @typedef {{ field: string, op: Operator, values: unknown[] }} Condition `like` values are
 *   ILIKE patterns (see `containsPattern`)
 * @typedef {{ field: string, desc: boolean }} Sort
 * @typedef {{ conditions?: Condition[], q?: string, sort?: Sort[], offset?: number,
 *   limit?: number | null, fields?: string[], trashed?: import('./rows').Trashed }} ListQuery
 *   `trashed`: which records of a soft-deleting resource (default the live ones)
 */

/** @param {Field | { name: 'id', type: 'integer' }} field */
const column = (field) => `r.${quote(field.name)}`;

/**
 * A field's value as JSON text (json-server compares `String(value)`): what `q`, `like` and
 * equality on text see.
 * @param {Field | { name: 'id', type: 'integer' }} field
 */
function textOf(field) {
  const c = column(field);
  switch (field.type) {
    case 'integer':
    case 'boolean':
      return `${c}::text`;
    case 'date-time':
      return `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'integer[]':
    case 'string[]':
      return `array_to_string(${c}, ',')`;
    default:
      return c;
  }
}

const ID_FIELD = /** @type {const} */ ({ name: 'id', type: 'integer' });

/** @param {ResourceDef} resource @param {string} name */
function fieldNamed(resource, name) {
  if (name === 'id') return ID_FIELD;
  const field = fieldOf(resource, name);
  if (!field) {
    throw badRequest(
      `"${name}" is not a field of ${resource.name} (fields: id, ${resource.fields
        .map((f) => f.name)
        .join(', ')})`,
    );
  }
  return field;
}

/**
 * A filter value converted for its column, or a 400 naming the field.
 * @param {Field | typeof ID_FIELD} field
 * @param {unknown} value
 * @param {'compare' | 'equal'} use
 */
function sqlValue(field, value, use) {
  const text = typeof value === 'string' ? value.trim() : value;
  const fail = (/** @type {string} */ what) =>
    badRequest(`filter on ${field.name}: ${JSON.stringify(value)} is not ${what}`);
  switch (field.type) {
    case 'integer':
    case 'integer[]': {
      const number = typeof text === 'number' ? text : Number(text);
      if (text === '' || !Number.isFinite(number)) throw fail('a number');
      if (use === 'equal' && (!Number.isInteger(number) || Math.abs(number) > MAX_INTEGER)) {
        throw fail('an integer');
      }
      return number;
    }
    case 'boolean':
      if (text === true || text === 'true') return true;
      if (text === false || text === 'false') return false;
      throw fail('true or false');
    case 'date-time': {
      if (typeof text !== 'string' || Number.isNaN(Date.parse(text))) throw fail('a date');
      return new Date(text).toISOString();
    }
    default:
      if (value === null || typeof value === 'object') throw fail('a text');
      return String(value);
  }
}

/**
 * Builds the WHERE clause of a list query.
 * @param {ResourceDef} resource
 * @param {ListQuery} query
 * @param {unknown[]} params receives the parameters
 */
function whereClause(resource, query, params) {
  const param = (/** @type {unknown} */ value, /** @type {string} */ type) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const clauses = [];
  for (const { field: name, op, values } of query.conditions ?? []) {
    const field = fieldNamed(resource, name);
    const isArray = field.type.endsWith('[]');
    const elementType = field.type === 'integer[]' ? 'integer' : 'text';
    if (op === 'like') {
      // Several patterns: any of them (json-server's semantics for repeated keys).
      const text = textOf(field);
      const any = values.map((pattern) => `${text} ILIKE ${param(String(pattern), 'text')}`);
      clauses.push(`(${any.join(' OR ')})`);
    } else if (op === 'eq') {
      if (isArray) {
        // An array field matches when it holds any of the values.
        const list = values.map((v) => sqlValue(field, v, 'equal'));
        clauses.push(`${column(field)} && ${param(list, `${elementType}[]`)}`);
      } else if (field.type === 'string' || field.type === 'text' || field.type === 'email') {
        clauses.push(`${column(field)} = ANY(${param(values.map(String), 'text[]')})`);
      } else {
        const type = SQL_TYPES[field.type];
        const list = values.map((v) => sqlValue(field, v, 'equal'));
        clauses.push(`${column(field)} = ANY(${param(list, `${type}[]`)})`);
      }
    } else if (op === 'ne') {
      for (const value of values) {
        clauses.push(`${textOf(field)} IS DISTINCT FROM ${param(String(value), 'text')}`);
      }
    } else {
      if (isArray || field.type === 'boolean') {
        throw badRequest(`${name} cannot be compared with ${op} (it is a ${field.type})`);
      }
      const sign = { gte: '>=', lte: '<=', gt: '>', lt: '<' }[op];
      for (const value of values) {
        if (field.type === 'integer') {
          clauses.push(
            `${column(field)} ${sign} ${param(sqlValue(field, value, 'compare'), 'numeric')}`,
          );
        } else if (field.type === 'date-time') {
          clauses.push(
            `${column(field)} ${sign} ${param(sqlValue(field, value, 'compare'), 'timestamptz')}`,
          );
        } else {
          clauses.push(`${column(field)} COLLATE "C" ${sign} ${param(String(value), 'text')}`);
        }
      }
    }
  }
  if (query.q) {
    const pattern = param(containsPattern(query.q), 'text');
    const fields = [ID_FIELD, ...resource.fields];
    clauses.push(`(${fields.map((f) => `${textOf(f)} ILIKE ${pattern}`).join(' OR ')})`);
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

module.exports = { column, textOf, fieldNamed, whereClause };
