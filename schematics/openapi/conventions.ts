/**
 * The wire conventions an OpenAPI document shows for one resource, as `createRestDialect`
 * options (plain data the schematic prints): where a list response holds its records and its
 * total (`{ articles, articlesCount }`), the key that wraps a record (`{ article }`) and a request
 * body, and the paging parameters of the list operation (`limit`/`offset`, `page`/`limit`).
 */
import { kebabCase } from '../core';

type Schema = Record<string, unknown>;

/** What `analyze.ts` lends this module: `$ref`s followed, `allOf` merged; a schema's type. */
export interface SchemaReader {
  flatten(schema: unknown): { schema: Schema; name?: string };
  type(schema: Schema): string | undefined;
}

/** `createRestDialect` options as data (the README's "Any other REST API"). */
export interface RestOptions {
  list?: string;
  record?: string;
  total?: { body: string } | { header: string } | 'none';
  paging?: { style?: 'page' | 'offset'; page?: string; perPage?: string; offset?: string };
  body?: string;
  update?: 'PUT' | 'PATCH';
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LIST_WRAPPERS = ['data', 'results', 'items', 'records', 'content', 'rows', 'list'];
const TOTAL_NAMES = /^(total|count|totalCount|total_count|totalItems|totalElements)$|Count$/;

/** Lower-case letters only, singular: `articles`, `Article`, `article` → `article`. */
const bare = (word: string) => {
  const flat = kebabCase(word).replace(/-/g, '');
  return flat.endsWith('ies') ? flat.slice(0, -3) + 'y' : flat.replace(/s$/, '');
};

/**
 * The key of a list response's records and its total: `{ articles: [...], articlesCount }` →
 * `articles`, `{ body: 'articlesCount' }`; undefined for a bare array (or no object wrapper).
 */
export function listEnvelope(
  schema: unknown,
  reader: SchemaReader,
): { list?: string; total?: { body: string } } {
  const flat = reader.flatten(schema).schema;
  if (reader.type(flat) !== 'object' || !isObject(flat['properties'])) return {};
  const properties = flat['properties'];
  const arrays = Object.keys(properties).filter((key) => {
    const array = reader.flatten(properties[key]).schema;
    return (
      reader.type(array) === 'array' &&
      (LIST_WRAPPERS.includes(key) ||
        reader.type(reader.flatten(array['items']).schema) === 'object')
    );
  });
  const list =
    arrays.find((k) => LIST_WRAPPERS.includes(k)) ?? (arrays.length === 1 ? arrays[0] : undefined);
  if (!list) return {};
  const total = Object.keys(properties).find((key) => {
    const type = reader.type(reader.flatten(properties[key]).schema);
    return (type === 'integer' || type === 'number') && TOTAL_NAMES.test(key);
  });
  // A total one level down: `{ data, meta: { total } }`.
  const nested = total
    ? undefined
    : Object.keys(properties)
        .map((key) => {
          const inner = reader.flatten(properties[key]).schema;
          const innerProps = isObject(inner['properties']) ? inner['properties'] : {};
          const found = Object.keys(innerProps).find((k) => {
            const type = reader.type(reader.flatten(innerProps[k]).schema);
            return (type === 'integer' || type === 'number') && TOTAL_NAMES.test(k);
          });
          return found ? `${key}.${found}` : undefined;
        })
        .find(Boolean);
  const at = total ?? nested;
  return { list, ...(at ? { total: { body: at } } : {}) };
}

/**
 * The key that wraps a record in a response or a request body: `{ article: {…} }` for the
 * resource `articles` (or the record schema `Article`), `{ data: {…} }`; undefined when the
 * object is the record itself.
 */
export function recordEnvelope(
  schema: unknown,
  reader: SchemaReader,
  names: readonly string[],
): string | undefined {
  const flat = reader.flatten(schema).schema;
  const properties = isObject(flat['properties']) ? flat['properties'] : undefined;
  if (!properties || Object.keys(properties).length !== 1) return undefined;
  const [key] = Object.keys(properties);
  const inner = reader.flatten(properties[key]);
  if (reader.type(inner.schema) !== 'object') return undefined;
  const wanted = new Set(names.filter(Boolean).map(bare));
  if (inner.name) wanted.add(bare(inner.name));
  return key === 'data' || wanted.has(bare(key)) ? key : undefined;
}

/** The paging of a list operation's query parameters: `limit`/`offset`, `page`/`limit`… */
export function pagingOf(parameters: readonly Schema[]): RestOptions['paging'] | undefined {
  const names = parameters
    .filter((p) => p['in'] === 'query' && typeof p['name'] === 'string')
    .map((p) => p['name'] as string);
  const find = (...candidates: string[]) => candidates.find((c) => names.includes(c));
  const perPage = find('limit', 'per_page', 'perPage', 'page_size', 'pageSize', 'size');
  const offset = find('offset', 'skip', 'start');
  const page = find('page', 'pageNumber', 'page_number');
  if (perPage && offset) return { style: 'offset', offset, perPage };
  if (perPage && page) return { style: 'page', page, perPage };
  return undefined;
}
