// @ts-check
'use strict';

const { fieldOf } = require('./resources');

/**
 * Ajv's validation errors of a request body as the API's field errors
 * (`{ field: ['is required'] }`), in words the admin's forms show under their inputs.
 *
 * @typedef {import('./resources').ResourceDef} ResourceDef
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words for the JSON types of ajv's messages. @type {Record<string, string>} */
const TYPE_WORDS = {
  integer: 'an integer',
  number: 'a number',
  string: 'a text',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

/**
 * Ajv's validation errors as our field errors (`{ field: ['is required'] }`), for the
 * resource's body.
 * @param {ResourceDef | undefined} resource
 * @param {unknown} body
 * @param {import('ajv').ErrorObject[]} list
 */
function fieldErrors(resource, body, list) {
  /** @type {Record<string, string[]>} */
  const errors = {};
  const add = (/** @type {string} */ field, /** @type {string} */ message) => {
    errors[field] ??= [];
    if (!errors[field].includes(message)) errors[field].push(message);
  };
  for (const error of list) {
    const segments = error.instancePath.split('/').slice(1);
    const field = segments.join('.');
    const top = segments[0];
    const value = isPlainObject(body) && top !== undefined ? body[top] : undefined;
    const required = resource && top ? fieldOf(resource, top)?.required : false;
    const params = /** @type {Record<string, any>} */ (error.params);
    switch (error.keyword) {
      case 'required':
        add(params.missingProperty, 'is required');
        break;
      case 'additionalProperties': {
        const known = resource ? ['id', ...resource.fields.map((f) => f.name)].join(', ') : '';
        add(params.additionalProperty, `is not a field of ${resource?.name} (fields: ${known})`);
        break;
      }
      case 'type':
        if (!field) add('body', 'must be a JSON object');
        else if (required && segments.length === 1 && value === null) add(field, 'is required');
        else {
          const types = String(params.type)
            .split(',')
            .map((t) => TYPE_WORDS[t] ?? t);
          add(field, `must be ${types.join(' or ')}`);
        }
        break;
      case 'pattern':
        add(field, 'is required');
        break;
      case 'format':
        add(
          field,
          params.format === 'date-time'
            ? 'must be a date-time (ISO 8601, e.g. 2024-05-01T12:00:00Z) or a date (2024-05-01)'
            : `must be ${params.format === 'email' ? 'an email address' : `a ${params.format}`}`,
        );
        break;
      case 'maxLength':
        add(field, `must be at most ${params.limit} characters`);
        break;
      case 'minimum':
      case 'maximum':
        add(field, `must be ${error.keyword === 'minimum' ? '>=' : '<='} ${params.limit}`);
        break;
      case 'enum':
        add(field, `must be one of ${params.allowedValues.map(String).join(', ')}`);
        break;
      case 'uniqueItems':
        add(field, 'must not hold the same value twice');
        break;
      case 'maxItems':
        add(field, `must hold at most ${params.limit} items`);
        break;
      default:
        add(field || 'body', error.message ?? 'is invalid');
    }
  }
  return errors;
}

module.exports = { fieldErrors, isPlainObject };
