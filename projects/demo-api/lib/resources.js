// @ts-check
'use strict';

/**
 * The collections of the demo API, described once: their fields (JSON schema), references,
 * required fields and translations. Everything else derives from these descriptions: the SQL
 * schema, the JSON schemas Fastify validates request bodies with, the filters and sorts each
 * dialect may use, and the OpenAPI document.
 */

/**
 * @typedef {'integer' | 'string' | 'text' | 'boolean' | 'date-time' | 'email' | 'integer[]' |
 *   'string[]'} FieldType  `string` a short text, `text` a long one.
 * @typedef {object} Field
 * @property {string} name JSON name, also the SQL column name (quoted)
 * @property {FieldType} type
 * @property {boolean} [required] POST/PUT must send it, non-blank
 * @property {boolean} [nullable] may be null (every optional field is)
 * @property {string} [references] collection this id (or these ids) point at
 * @property {readonly string[]} [enum] allowed values (of the items, for arrays)
 * @property {number} [minimum]
 * @property {number} [maxLength]
 * @property {unknown} [default] value of a POST/PUT that leaves it out
 * @property {boolean} [translated] posts' title/body: served in the asked locale
 * @property {string} [description]
 * @typedef {object} ResourceDef
 * @property {string} name collection name, also the table name
 * @property {string} singular `post` for `postId` and `_expand=post`
 * @property {readonly Field[]} fields every field but `id`
 * @property {boolean} [translatable]
 * @property {string} description
 * @property {string} [key] a second key: a record is also addressed by this field's value
 *   (`/tags/angular` as well as `/tags/2`); a number in the path stays an id
 * @property {boolean} [softDelete] DELETE moves a record to the trash (`deletedAt`, `deletedBy`
 *   columns, migration `007-trash`; `./store/trash.js`) instead of deleting it
 */

/** Postgres `integer`'s largest value: ids and counts above it are refused. */
const MAX_INTEGER = 2_147_483_647;

/** @type {readonly ResourceDef[]} */
const RESOURCES = Object.freeze([
  {
    name: 'users',
    singular: 'user',
    description: 'People who write posts and comments; the first three are the demo accounts.',
    fields: [
      { name: 'name', type: 'string', required: true, maxLength: 200 },
      { name: 'email', type: 'email', required: true, maxLength: 254 },
      {
        name: 'avatar',
        type: 'string',
        nullable: true,
        maxLength: 2000,
        description: 'URL of the picture (the url answered by POST /api/uploads).',
      },
      {
        name: 'roles',
        type: 'string[]',
        enum: ['admin', 'editor', 'viewer'],
        default: [],
        description: 'What the user may do (see the README of the demo API).',
      },
    ],
  },
  {
    name: 'categories',
    singular: 'category',
    description: 'Post categories.',
    fields: [
      { name: 'name', type: 'string', required: true, maxLength: 200 },
      { name: 'slug', type: 'string', nullable: true, maxLength: 200 },
    ],
  },
  {
    name: 'tags',
    singular: 'tag',
    description:
      "Post tags; a tag is also addressed by its slug (/tags/angular), as the admin demo's " +
      'tags-by-slug pages do (descriptor key idField).',
    key: 'slug',
    fields: [
      { name: 'name', type: 'string', required: true, maxLength: 200 },
      { name: 'slug', type: 'string', nullable: true, maxLength: 200 },
    ],
  },
  {
    name: 'posts',
    singular: 'post',
    translatable: true,
    softDelete: true,
    description:
      'Blog posts; title and body are translated (Accept-Language: en or fr, served in ' +
      'Content-Language).',
    fields: [
      { name: 'title', type: 'string', required: true, maxLength: 500, translated: true },
      { name: 'body', type: 'text', nullable: true, maxLength: 100_000, translated: true },
      { name: 'userId', type: 'integer', required: true, references: 'users' },
      { name: 'categoryId', type: 'integer', nullable: true, references: 'categories' },
      { name: 'tagIds', type: 'integer[]', references: 'tags', default: [] },
      { name: 'published', type: 'boolean', default: false },
      { name: 'archived', type: 'boolean', default: false },
      { name: 'publishedAt', type: 'date-time', nullable: true },
      { name: 'views', type: 'integer', minimum: 0, default: 0 },
      {
        name: 'cover',
        type: 'string',
        nullable: true,
        maxLength: 2000,
        description: 'URL of the cover image (the url answered by POST /api/uploads).',
      },
    ],
  },
  {
    name: 'comments',
    singular: 'comment',
    description: 'Comments on posts.',
    fields: [
      { name: 'postId', type: 'integer', required: true, references: 'posts' },
      { name: 'userId', type: 'integer', nullable: true, references: 'users' },
      { name: 'body', type: 'text', required: true, maxLength: 20_000 },
      { name: 'createdAt', type: 'date-time', nullable: true },
    ],
  },
]);

/** The collection names, in dependency order (referenced collections first). */
const COLLECTION_NAMES = Object.freeze(RESOURCES.map((r) => r.name));

/** @param {string} name @returns {ResourceDef | undefined} */
const resourceNamed = (name) => RESOURCES.find((r) => r.name === name);

/** @param {string} singular @returns {ResourceDef | undefined} */
const resourceOfSingular = (singular) => RESOURCES.find((r) => r.singular === singular);

/** @param {ResourceDef} resource @param {string} name */
const fieldOf = (resource, name) => resource.fields.find((f) => f.name === name);

/** Every field name of a resource, `id` first. @param {ResourceDef} resource */
const fieldNames = (resource) => ['id', ...resource.fields.map((f) => f.name)];

/**
 * The one-to-many relations of a resource: the collections whose records point at it
 * (`posts` ← `comments.postId`), as `{ collection, field }`.
 * @param {ResourceDef} resource
 */
function children(resource) {
  /** @type {{ collection: ResourceDef, field: Field }[]} */
  const found = [];
  for (const other of RESOURCES) {
    for (const field of other.fields) {
      if (field.references === resource.name && field.type === 'integer') {
        found.push({ collection: other, field });
      }
    }
  }
  return found;
}

/**
 * The JSON schema of one field's value as clients send and receive it.
 * @param {Field} field
 * @param {boolean} [documented] with the documentation keywords (`x-references`...) of the
 *   OpenAPI document; without them for validation
 * @returns {Record<string, unknown>}
 */
function valueSchema(field, documented = false) {
  /** @type {Record<string, unknown>} */
  let schema;
  switch (field.type) {
    case 'integer':
      schema = { type: 'integer', maximum: MAX_INTEGER };
      if (field.minimum !== undefined) schema.minimum = field.minimum;
      if (field.references) schema.minimum = 1;
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date-time':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'email':
      schema = { type: 'string', format: 'email' };
      break;
    case 'integer[]':
      schema = {
        type: 'array',
        items: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
        uniqueItems: true,
        maxItems: 1000,
      };
      break;
    case 'string[]':
      schema = {
        type: 'array',
        items: { type: 'string', ...(field.enum ? { enum: [...field.enum] } : {}) },
        uniqueItems: true,
        maxItems: 100,
      };
      break;
    default:
      schema = { type: 'string' };
  }
  if (field.maxLength !== undefined) schema.maxLength = field.maxLength;
  if (field.enum && !field.type.endsWith('[]')) schema.enum = [...field.enum];
  if (field.required && schema.type === 'string') schema.pattern = '\\S'; // not blank
  if (field.description) schema.description = field.description;
  // A field with a default also takes null (what an emptied form input sends): it stores the
  // default then.
  if (field.nullable || (!documented && field.default !== undefined)) {
    schema.type = [/** @type {string} */ (schema.type), 'null'];
    if (schema.enum) schema.enum = [.../** @type {unknown[]} */ (schema.enum), null];
  }
  if (!documented) return schema;
  if (field.references) {
    schema.description = field.type.endsWith('[]')
      ? `Ids of ${field.references}`
      : `Id of a record of ${field.references}`;
    schema['x-references'] = field.references;
  }
  if (field.translated) schema['x-translated'] = true;
  return schema;
}

/**
 * The JSON schema of a request body: `create` (POST and PUT: required fields, no unknown ones)
 * or `patch` (PATCH: any subset). `id` is accepted (a POST may choose it; PUT/PATCH ignore it).
 * @param {ResourceDef} resource
 * @param {'create' | 'patch'} kind
 */
function bodySchema(resource, kind) {
  /** @type {Record<string, unknown>} */
  const properties = { id: { type: 'integer', minimum: 1, maximum: MAX_INTEGER } };
  for (const field of resource.fields) properties[field.name] = valueSchema(field);
  const required =
    kind === 'create' ? resource.fields.filter((f) => f.required).map((f) => f.name) : [];
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required.length ? { required } : {}),
  };
}

/**
 * The JSON schema of a record as the API serves it (for the OpenAPI document).
 * @param {ResourceDef} resource
 */
function recordSchema(resource) {
  /** @type {Record<string, unknown>} */
  const properties = { id: { type: 'integer', readOnly: true, minimum: 1 } };
  for (const field of resource.fields) {
    const schema = valueSchema(field, true);
    delete schema.pattern;
    if (field.default !== undefined) schema.default = field.default;
    properties[field.name] = schema;
  }
  return {
    type: 'object',
    description: resource.description,
    properties,
    required: ['id', ...resource.fields.filter((f) => f.required).map((f) => f.name)],
  };
}

module.exports = {
  MAX_INTEGER,
  RESOURCES,
  COLLECTION_NAMES,
  resourceNamed,
  resourceOfSingular,
  fieldOf,
  fieldNames,
  children,
  valueSchema,
  bodySchema,
  recordSchema,
};
