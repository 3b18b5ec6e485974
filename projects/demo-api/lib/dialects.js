// @ts-check
'use strict';

const { badRequest } = require('./errors');
const { negotiateLocale, LOCALES } = require('./i18n');
const { MAX_PAGE_SIZE, containsPattern, regexLiteralPattern } = require('./store');
const { fieldOf } = require('./resources');

/**
 * The three wire conventions the demo API speaks, each turning a request's query into the
 * store's one list query and shaping the answers:
 * - `json-server`: json-server 0.17 (`_page`, `_limit`, `_sort`, `k_gte`, `q`, `_embed`...);
 * - `simple-rest`: react-admin's ra-data-simple-rest as FakeRest serves it (`range`, `sort`,
 *   `filter` JSON, `Content-Range`);
 * - `laravel`: Laravel API resources with spatie/laravel-query-builder (`page`, `perPage`,
 *   `sort=-a`, `filter[k]`, `include`, `fields[type]`, `{ data, links, meta }`).
 *
 * @typedef {import('./store').ListQuery} ListQuery
 * @typedef {import('./store').Condition} Condition
 * @typedef {import('./resources').ResourceDef} ResourceDef
 * @typedef {Record<string, string | string[] | undefined>} Query
 * @typedef {{ query: ListQuery, include: string[], page?: { number: number, size: number } }}
 *   ParsedList
 * @typedef {{ name: 'json-server' | 'simple-rest' | 'laravel', prefix: string,
 *   parseList(resource: ResourceDef, query: Query, headers: Record<string, any>): ParsedList,
 *   parseRead(resource: ResourceDef, query: Query): { include: string[], fields?: string[] },
 *   locale(query: Query, headers: Record<string, any>): string }} Dialect
 */

/** The single value of a query parameter (the last one when repeated). @param {unknown} v */
const one = (v) =>
  Array.isArray(v) ? String(v[v.length - 1]) : v === undefined ? undefined : String(v);

/** Every value of a query parameter. @param {unknown} v @returns {string[]} */
const all = (v) => (v === undefined ? [] : /** @type {unknown[]} */ ([]).concat(v).map(String));

/**
 * A non-negative integer query parameter, or a 400 naming it.
 * @param {string} name
 * @param {string | undefined} text
 * @param {number} min
 */
function integerParam(name, text, min) {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min) {
    throw badRequest(`${name} must be an integer >= ${min}, got "${text}"`);
  }
  return value;
}

/** @param {string} name @param {number} size */
function capped(name, size) {
  if (size > MAX_PAGE_SIZE) {
    throw badRequest(`${name} must be at most ${MAX_PAGE_SIZE} (the page size cap), got ${size}`);
  }
  return size;
}

/** The locale of Accept-Language. @param {Query} _query @param {Record<string, any>} headers */
const headerLocale = (_query, headers) => negotiateLocale(headers['accept-language']);

/** @param {string} name @param {string} text */
function parseJsonParam(name, text) {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be JSON, got ${JSON.stringify(text)}`);
  }
}

/** @param {string} name @param {unknown} value */
function stringList(name, value) {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw badRequest(`${name} must be a JSON array of names, got ${JSON.stringify(value)}`);
  }
  return /** @type {string[]} */ (value);
}

const JSON_SERVER_RESERVED = [
  '_page',
  '_limit',
  '_start',
  '_end',
  '_sort',
  '_order',
  '_embed',
  '_expand',
  'q',
];

/** @type {Dialect} */
const jsonServer = {
  name: 'json-server',
  prefix: '/api',
  parseList(resource, query) {
    /** @type {Condition[]} */
    const conditions = [];
    for (const [key, value] of Object.entries(query)) {
      if (JSON_SERVER_RESERVED.includes(key) || key === '_' || key === 'callback') continue;
      const values = all(value);
      const match = /^(.+)_(gte|lte|ne|like)$/.exec(key);
      const isField = key === 'id' || fieldOf(resource, key);
      if (match && !isField) {
        const op = /** @type {'gte' | 'lte' | 'ne' | 'like'} */ (match[2]);
        conditions.push({
          field: match[1],
          op,
          values: op === 'like' ? values.map(regexLiteralPattern) : values,
        });
      } else {
        if (key.startsWith('_')) {
          throw badRequest(
            `unknown parameter "${key}" (json-server parameters: ${JSON_SERVER_RESERVED.join(', ')})`,
          );
        }
        conditions.push({ field: key, op: 'eq', values });
      }
    }
    const sortFields = all(query._sort)
      .flatMap((s) => s.split(','))
      .filter(Boolean);
    const orders = all(query._order).flatMap((s) => s.split(','));
    const sort = sortFields.map((field, i) => {
      const order = (orders[i] ?? orders[0] ?? 'asc').toLowerCase();
      if (order !== 'asc' && order !== 'desc') {
        throw badRequest(`_order must be asc or desc, got "${orders[i]}"`);
      }
      return { field, desc: order === 'desc' };
    });
    const pageNumber = integerParam('_page', one(query._page), 1);
    const limit = integerParam('_limit', one(query._limit), 0);
    const start = integerParam('_start', one(query._start), 0);
    const end = integerParam('_end', one(query._end), 0);
    /** @type {ListQuery} */
    const list = { conditions, sort, q: one(query.q) || undefined };
    /** @type {ParsedList['page']} */
    let page;
    if (pageNumber !== undefined) {
      const size = capped('_limit', limit ?? 10);
      list.offset = (pageNumber - 1) * size;
      list.limit = size;
      page = { number: pageNumber, size };
    } else if (start !== undefined || end !== undefined) {
      list.offset = start ?? 0;
      const size = end !== undefined ? Math.max(0, end - list.offset) : limit;
      list.limit = size === undefined ? null : capped('_end - _start', size);
    } else if (limit !== undefined) {
      list.limit = capped('_limit', limit);
    }
    return {
      query: list,
      include: [...all(query._embed), ...all(query._expand)],
      page,
    };
  },
  parseRead(_resource, query) {
    return { include: [...all(query._embed), ...all(query._expand)] };
  },
  locale: headerLocale,
};

const REST_SUFFIXES = /** @type {const} */ ({
  _gte: 'gte',
  _lte: 'lte',
  _gt: 'gt',
  _lt: 'lt',
  _neq: 'ne',
  _eq: 'eq',
  _q: 'like',
});

/** @type {Dialect} */
const simpleRest = {
  name: 'simple-rest',
  prefix: '/api/simple-rest',
  parseList(resource, query, headers) {
    for (const key of Object.keys(query)) {
      if (!['range', 'sort', 'filter', 'embed', 'fields', '_'].includes(key)) {
        throw badRequest(
          `unknown parameter "${key}" (simple-rest parameters: range, sort, filter, embed, fields)`,
        );
      }
    }
    /** @type {ListQuery} */
    const list = { conditions: [], sort: [] };
    const sortText = one(query.sort);
    if (sortText) {
      const sort = parseJsonParam('sort', sortText);
      if (
        !Array.isArray(sort) ||
        typeof sort[0] !== 'string' ||
        !['ASC', 'DESC'].includes(String(sort[1] ?? 'ASC').toUpperCase())
      ) {
        throw badRequest(`sort must be ["field","ASC" or "DESC"], got ${sortText}`);
      }
      list.sort = [{ field: sort[0], desc: String(sort[1] ?? 'ASC').toUpperCase() === 'DESC' }];
    }
    const rangeText = one(query.range) ?? rangeHeader(headers.range);
    /** @type {ParsedList['page']} */
    let page;
    if (rangeText) {
      const range = parseJsonParam('range', rangeText);
      if (
        !Array.isArray(range) ||
        range.length !== 2 ||
        !range.every((n) => Number.isInteger(n) && n >= 0) ||
        range[1] < range[0]
      ) {
        throw badRequest(`range must be [start, end] (integers, end >= start), got ${rangeText}`);
      }
      list.offset = range[0];
      list.limit = capped('range', range[1] - range[0] + 1);
      page = { number: Math.floor(range[0] / list.limit) + 1, size: list.limit };
    }
    const filterText = one(query.filter);
    if (filterText) {
      const filter = parseJsonParam('filter', filterText);
      if (!filter || typeof filter !== 'object' || Array.isArray(filter)) {
        throw badRequest(`filter must be a JSON object, got ${filterText}`);
      }
      for (const [key, value] of Object.entries(filter)) {
        if (key === 'q') {
          if (value !== '' && value !== null) list.q = String(value);
          continue;
        }
        const suffix = /** @type {keyof typeof REST_SUFFIXES | undefined} */ (
          Object.keys(REST_SUFFIXES).find((s) => key.endsWith(s))
        );
        const isField = key === 'id' || fieldOf(resource, key);
        const field = suffix && !isField ? key.slice(0, -suffix.length) : key;
        const op = suffix && !isField ? REST_SUFFIXES[suffix] : 'eq';
        if (value === null || value === undefined) continue;
        const values = Array.isArray(value) ? value : [value];
        if (!values.length) continue;
        /** @type {Condition[]} */ (list.conditions).push({
          field,
          op,
          values: op === 'like' ? values.map((v) => regexLiteralPattern(String(v))) : values,
        });
      }
    }
    return { query: { ...list, fields: readFields(query) }, include: readEmbed(query), page };
  },
  parseRead(_resource, query) {
    return { include: readEmbed(query), fields: readFields(query) };
  },
  locale: headerLocale,
};

/** `Range: posts=0-24` → `[0,24]`. @param {unknown} header */
function rangeHeader(header) {
  const match = /^\s*[\w/-]+=(\d+)-(\d+)\s*$/.exec(String(header ?? ''));
  return match ? `[${match[1]},${match[2]}]` : undefined;
}

/** @param {Query} query */
function readEmbed(query) {
  const text = one(query.embed);
  return text ? stringList('embed', parseJsonParam('embed', text)) : [];
}

/** @param {Query} query */
function readFields(query) {
  const text = one(query.fields);
  return text ? withId(stringList('fields', parseJsonParam('fields', text))) : undefined;
}

/** @param {string[]} fields */
const withId = (fields) => [...new Set(['id', ...fields])];

/** Text fields filter by "contains" (spatie's partial filter); others by equality. */
const PARTIAL_TYPES = ['string', 'text', 'email'];

/** @type {Dialect} */
const laravel = {
  name: 'laravel',
  prefix: '/api/laravel',
  parseList(resource, query) {
    /** @type {Condition[]} */
    const conditions = [];
    /** @type {ListQuery} */
    const list = { conditions, sort: [] };
    /** @type {string | undefined} */
    let pageText;
    /** @type {string | undefined} */
    let sizeText;
    for (const [key, value] of Object.entries(query)) {
      const text = one(value) ?? '';
      const filter = /^filter\[([^\]]+)\]$/.exec(key)?.[1];
      if (filter !== undefined) {
        if (filter === 'q' || filter === 'search') {
          if (text.trim()) list.q = text;
          continue;
        }
        const between = /^(.+)_between$/.exec(filter)?.[1];
        if (between && !fieldOf(resource, filter)) {
          const [from = '', to = ''] = text.split(',');
          if (from.trim()) conditions.push({ field: between, op: 'gte', values: [from] });
          if (to.trim()) conditions.push({ field: between, op: 'lte', values: [to] });
          continue;
        }
        const values = text.split(',').filter((v) => v !== '');
        if (!values.length) continue;
        const field = filter === 'id' ? undefined : fieldOf(resource, filter);
        if (filter !== 'id' && !field) {
          const allowed = ['id', ...resource.fields.map((f) => f.name), 'q'];
          throw badRequest(
            `Requested filter "${filter}" is not allowed. Allowed filters: ${allowed.join(', ')} ` +
              '(and <field>_between)',
          );
        }
        const partial = field && PARTIAL_TYPES.includes(field.type);
        conditions.push({
          field: filter,
          op: partial ? 'like' : 'eq',
          values: partial ? values.map(containsPattern) : values,
        });
      } else if (key === 'sort') {
        list.sort = text
          .split(',')
          .filter(Boolean)
          .map((s) =>
            s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false },
          );
      } else if (key === 'page' || key === 'page[number]') pageText = text;
      else if (key === 'perPage' || key === 'per_page' || key === 'page[size]') sizeText = text;
      else if (!['include', 'locale', '_'].includes(key) && !/^fields\[[^\]]+\]$/.test(key)) {
        throw badRequest(
          `unknown parameter "${key}" (laravel parameters: page, perPage, sort, filter[...], ` +
            'include, fields[...], locale)',
        );
      }
    }
    const number = integerParam('page', pageText, 1);
    const size = integerParam('perPage', sizeText, 1);
    /** @type {ParsedList['page']} */
    let page;
    if (number !== undefined || size !== undefined) {
      page = { number: number ?? 1, size: capped('perPage', size ?? 15) };
      list.offset = (page.number - 1) * page.size;
      list.limit = page.size;
    }
    return {
      query: { ...list, fields: laravelFields(resource, query) },
      include: laravelInclude(query),
      page,
    };
  },
  parseRead(resource, query) {
    return { include: laravelInclude(query), fields: laravelFields(resource, query) };
  },
  locale(query, headers) {
    const asked = one(query.locale);
    if (asked !== undefined) {
      if (!LOCALES.includes(asked)) {
        throw badRequest(`locale must be one of ${LOCALES.join(', ')}, got "${asked}"`);
      }
      return asked;
    }
    return negotiateLocale(headers['accept-language']);
  },
};

/** @param {Query} query */
const laravelInclude = (query) =>
  all(query.include)
    .flatMap((s) => s.split(','))
    .filter(Boolean);

/** `fields[posts]=id,title` (other types' fields are ignored). @param {ResourceDef} resource @param {Query} query */
function laravelFields(resource, query) {
  const text = one(query[`fields[${resource.name}]`]);
  return text ? withId(text.split(',').filter(Boolean)) : undefined;
}

const DIALECTS = Object.freeze([jsonServer, simpleRest, laravel]);

module.exports = { DIALECTS, jsonServer, simpleRest, laravel };
