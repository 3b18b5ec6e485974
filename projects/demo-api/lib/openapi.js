// @ts-check
'use strict';

const { RESOURCES, bodySchema, recordSchema } = require('./resources');
const { MAX_PAGE_SIZE } = require('./store');

/**
 * The OpenAPI 3.1 document of the json-server-style API under /api, built from the same
 * resource descriptions (and body schemas) the server validates with.
 */

const error = (/** @type {string} */ description) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const refs = {
  unauthorized: error('No or invalid bearer token'),
  forbidden: error('The role may not do this'),
  notFound: error('No such record'),
  invalid: error('Validation failed: `errors` maps each field to its messages'),
  badRequest: error('A query parameter is wrong (unknown field, not a number...)'),
};

/** @param {string} text */
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function buildOpenApi() {
  /** @type {Record<string, unknown>} */
  const schemas = {
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        errors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    Login: {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
    },
    Session: {
      type: 'object',
      required: ['token', 'expiresAt', 'user'],
      properties: {
        token: { type: 'string' },
        expiresAt: { type: 'string', format: 'date-time' },
        user: { $ref: '#/components/schemas/User' },
      },
    },
  };
  /** @type {Record<string, unknown>} */
  const paths = {
    '/auth/login': {
      post: {
        tags: ['auth'],
        summary: 'Sign in',
        security: [],
        operationId: 'login',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Login' } } },
        },
        responses: {
          200: {
            description: 'Signed in',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Session' } } },
          },
          401: error('Wrong email or password'),
          422: refs.invalid,
          429: error('Too many failed sign-ins: see Retry-After'),
        },
      },
    },
    '/auth/me': {
      get: {
        tags: ['auth'],
        summary: 'The signed-in user',
        operationId: 'me',
        responses: {
          200: {
            description: 'The user',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
          },
          401: refs.unauthorized,
        },
      },
    },
  };
  const idParameter = {
    name: 'id',
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  };
  const etagHeader = { ETag: { description: 'The record version', schema: { type: 'string' } } };
  const ifMatch = {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'An ETag of the record: the write is refused with 412 when it changed since',
    schema: { type: 'string' },
  };
  const adminClient = {
    name: 'X-Admin-Client',
    in: 'header',
    required: false,
    description:
      "The browser tab that writes (the admin's withRealtime()): echoed as the live events' client; ignored unless it matches the pattern",
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  };
  for (const resource of RESOURCES) {
    const type = capitalise(resource.singular);
    schemas[type] = recordSchema(resource);
    const input = bodySchema(resource, 'create');
    schemas[`${type}Input`] = { ...input, description: `A new or replaced ${resource.singular}` };
    schemas[`${type}Patch`] = {
      ...bodySchema(resource, 'patch'),
      description: `Fields of a ${resource.singular} to change`,
    };
    const record = { $ref: `#/components/schemas/${type}` };
    const json = (/** @type {unknown} */ schema) => ({ 'application/json': { schema } });
    const fields = ['id', ...resource.fields.map((f) => f.name)];
    const tag = resource.name;
    const locale = resource.translatable
      ? [
          {
            name: 'Accept-Language',
            in: 'header',
            required: false,
            description: 'Content locale (en, fr)',
            schema: { type: 'string' },
          },
        ]
      : [];
    paths[`/${resource.name}`] = {
      get: {
        tags: [tag],
        summary: `List ${resource.name}`,
        operationId: `list${capitalise(resource.name)}`,
        parameters: [
          {
            name: '_page',
            in: 'query',
            description: '1-based page (with _limit)',
            schema: { type: 'integer', minimum: 1 },
          },
          {
            name: '_limit',
            in: 'query',
            description: `Page size (default 10 with _page, at most ${MAX_PAGE_SIZE})`,
            schema: { type: 'integer', minimum: 0, maximum: MAX_PAGE_SIZE },
          },
          {
            name: '_sort',
            in: 'query',
            description: 'Fields to sort by, comma-separated',
            schema: { type: 'string', example: fields[1] },
          },
          {
            name: '_order',
            in: 'query',
            description: 'asc or desc for each _sort field, comma-separated',
            schema: { type: 'string', example: 'asc' },
          },
          {
            name: 'q',
            in: 'query',
            description: 'Full-text search (any field contains the text, case-insensitive)',
            schema: { type: 'string' },
          },
          ...locale,
        ],
        responses: {
          200: {
            description: `A page of ${resource.name}; X-Total-Count holds the total`,
            headers: {
              'X-Total-Count': { description: 'Matching records', schema: { type: 'integer' } },
            },
            content: json({ type: 'array', items: record }),
          },
          400: refs.badRequest,
          401: refs.unauthorized,
          403: refs.forbidden,
        },
      },
      post: {
        tags: [tag],
        summary: `Create a ${resource.singular}`,
        operationId: `create${type}`,
        parameters: [...locale, adminClient],
        requestBody: {
          required: true,
          content: json({ $ref: `#/components/schemas/${type}Input` }),
        },
        responses: {
          201: { description: 'Created', headers: etagHeader, content: json(record) },
          401: refs.unauthorized,
          403: refs.forbidden,
          422: refs.invalid,
        },
      },
    };
    paths[`/${resource.name}/{id}`] = {
      parameters: [idParameter],
      get: {
        tags: [tag],
        summary: `Show a ${resource.singular}`,
        operationId: `get${type}`,
        parameters: locale,
        responses: {
          200: { description: 'The record', headers: etagHeader, content: json(record) },
          401: refs.unauthorized,
          403: refs.forbidden,
          404: refs.notFound,
        },
      },
      put: {
        tags: [tag],
        summary: `Replace a ${resource.singular}`,
        operationId: `replace${type}`,
        parameters: [...locale, ifMatch, adminClient],
        requestBody: {
          required: true,
          content: json({ $ref: `#/components/schemas/${type}Input` }),
        },
        responses: {
          200: { description: 'Replaced', headers: etagHeader, content: json(record) },
          401: refs.unauthorized,
          403: refs.forbidden,
          404: refs.notFound,
          412: error('The record changed since the If-Match version'),
          422: refs.invalid,
        },
      },
      patch: {
        tags: [tag],
        summary: `Update a ${resource.singular}`,
        operationId: `update${type}`,
        parameters: [...locale, ifMatch, adminClient],
        requestBody: {
          required: true,
          content: json({ $ref: `#/components/schemas/${type}Patch` }),
        },
        responses: {
          200: { description: 'Updated', headers: etagHeader, content: json(record) },
          401: refs.unauthorized,
          403: refs.forbidden,
          404: refs.notFound,
          412: error('The record changed since the If-Match version'),
          422: refs.invalid,
        },
      },
      delete: {
        tags: [tag],
        summary: `Delete a ${resource.singular} (and the records pointing at it)`,
        operationId: `delete${type}`,
        parameters: [ifMatch, adminClient],
        responses: {
          200: { description: 'Deleted', content: json({ type: 'object' }) },
          401: refs.unauthorized,
          403: refs.forbidden,
          404: refs.notFound,
          412: error('The record changed since the If-Match version'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Admin demo API',
      version: '1.0.0',
      description:
        'The demo backend of the admin library, json-server style. The same data is served in ' +
        'simple-rest style under /api/simple-rest and Laravel style under /api/laravel.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    tags: RESOURCES.map((r) => ({ name: r.name, description: r.description })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

module.exports = { buildOpenApi };
