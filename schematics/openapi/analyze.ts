/**
 * What an OpenAPI document means for the admin: its resources (a collection path with list and
 * create, an item path `<collection>/{id}` with show, update and delete), nested resources (the
 * same pair under a record of another resource: `/posts/{postId}/comments`), each record's
 * properties as the `--fields` specs of admin:resource, the API dialect its list parameters
 * suggest, and every path or operation that maps to nothing, with the reason.
 */
import {
  isTemplateSafeChoice,
  type FieldSpec,
  type FieldType,
  type FieldValidators,
} from '../utils/fields';
import { kebabCase, pascalCase } from '../core';
import { NAME_PATTERN, PARAM_PATTERN, parentParam, type ResourceAction } from '../core';
import {
  listEnvelope,
  pagingOf,
  recordEnvelope,
  type RestOptions,
  type SchemaReader,
} from './conventions';

export type Dialect = 'json-server' | 'simple-rest' | 'laravel';
export const DIALECTS: readonly Dialect[] = ['json-server', 'simple-rest', 'laravel'];

type Schema = Record<string, unknown>;

/** A property of a record, for its TypeScript interface. */
export interface RecordProperty {
  readonly name: string;
  readonly schema: Schema;
  readonly required: boolean;
  readonly readOnly: boolean;
}

/** The parent of a nested resource: its name and the route parameter of its id. */
export interface ApiParent {
  readonly name: string;
  readonly param: string;
}

/** One resource found in the document. */
export interface ApiResource {
  /** The resource name (route base, folder). */
  readonly name: string;
  /**
   * The API path relative to the API base (`posts`, `store/order`); for a nested resource, its
   * segment after the parent's record path (`comments` of `/posts/{postId}/comments`).
   */
  readonly api: string;
  /** The resource it is nested under (`/posts/{postId}/comments` → posts, postId). */
  readonly parent?: ApiParent;
  /** Every parent, outermost first (empty for a top-level resource). */
  readonly parents: readonly ApiParent[];
  readonly collectionPath?: string;
  readonly itemPath?: string;
  /** The enabled actions, from the operations that exist. */
  readonly actions: readonly ResourceAction[];
  /** A name- or title-like property. */
  readonly label?: string;
  /** The interface name of the record (`Post`). */
  readonly typeName: string;
  /** The component schema the record comes from, when it has a name. */
  readonly schemaName?: string;
  /** The record's schema (may hold internal `$ref`s). */
  readonly schema?: Schema;
  /** The record's properties, for its interface. */
  readonly properties: readonly RecordProperty[];
  /** The pages' fields. */
  readonly fields: readonly FieldSpec[];
  /** Whether the list has a search box: its operation takes `q` (or declares no query at all). */
  readonly search: boolean;
  /** Notes on this resource: properties not on the pages, conventions the admin cannot follow. */
  readonly notes: readonly string[];
  /** The field records are addressed by, when not `id` (`/articles/{slug}` → `slug`). */
  readonly idField?: string;
  /** The descriptor's `operations`: actions through other operations of the API. */
  readonly operations?: {
    list?: { path: string; filter?: Record<string, string | number | boolean> };
    update?: { method: 'PUT' | 'PATCH'; path: string; idInBody: true };
  };
  /** `createRestDialect` options of the conventions the document shows (envelopes, paging, total). */
  readonly rest: RestOptions;
  /** Record operations that are no CRUD action (`POST /articles/{slug}/favorite`): record actions. */
  readonly recordActions?: readonly RecordActionSpec[];
}

/** A record operation the pages offer as a record action (`recordOperationAction`). */
export interface RecordActionSpec {
  /** `favorite`, unique within the resource. */
  readonly id: string;
  /** From the operation's summary, else its operationId, else its last segment. */
  readonly label: string;
  readonly method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under the API URL, `{id}` for the record's key (`articles/{id}/favorite`). */
  readonly path: string;
  /** `POST /articles/{slug}/favorite`, for the report. */
  readonly what: string;
  /** The request body's scalar properties, asked for in the action's dialog. */
  readonly fields: readonly {
    readonly source: string;
    readonly type?: 'number' | 'boolean';
    readonly required?: boolean;
  }[];
}

/** An operation or path that is no resource action. */
export interface Unmapped {
  /** `GET /pet/findByStatus` or a path. */
  readonly what: string;
  readonly reason: string;
}

export interface Analysis {
  readonly title: string;
  /** The API base URL of the app (`/api`, `/v3`, `https://…/v3`). */
  readonly apiUrl: string;
  readonly dialect: Dialect;
  /** Why this dialect. */
  readonly dialectReason: string;
  /** No list parameter named a dialect and none was given: json-server is only assumed. */
  readonly dialectAssumed: boolean;
  readonly resources: readonly ApiResource[];
  readonly unmapped: readonly Unmapped[];
  /** The bundled document, to resolve `$ref`s of the schemas above. */
  readonly api: Record<string, unknown>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Method = (typeof METHODS)[number];

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves internal `$ref`s (`#/components/schemas/Pet`) of the bundled document. */
export class Resolver {
  constructor(readonly api: Record<string, unknown>) {}

  /** The value a JSON pointer of the document points at. */
  pointer(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined;
    let node: unknown = this.api;
    for (const token of ref
      .slice(1)
      .split('/')
      .filter((t, i) => i > 0 || t)) {
      const key = decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(node) && !Array.isArray(node)) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return node;
  }

  /** Follows `$ref`s; returns the value and the name of the last component schema passed. */
  deref<T = Schema>(value: unknown): { value: T | undefined; name?: string } {
    let current = value;
    let name: string | undefined;
    for (
      let hops = 0;
      isObject(current) && typeof current['$ref'] === 'string' && hops < 50;
      hops++
    ) {
      const ref = current['$ref'];
      const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
      if (match) name = decodeURIComponent(match[1]).replace(/~1/g, '/').replace(/~0/g, '~');
      current = this.pointer(ref);
    }
    return { value: current as T | undefined, name };
  }

  /** A schema with `allOf` merged (properties, required) and `$ref`s followed. */
  flatten(schema: unknown, depth = 0): { schema: Schema; name?: string } {
    const { value, name } = this.deref(schema);
    if (!isObject(value)) return { schema: {}, name };
    const allOf = Array.isArray(value['allOf']) ? value['allOf'] : undefined;
    if (!allOf || depth > 10) return { schema: value, name };
    const properties: Record<string, unknown> = {};
    const required = new Set<string>();
    let merged: Schema = {};
    for (const part of allOf) {
      const { schema: flat } = this.flatten(part, depth + 1);
      merged = { ...merged, ...flat };
      Object.assign(properties, isObject(flat['properties']) ? flat['properties'] : {});
      for (const r of Array.isArray(flat['required']) ? flat['required'] : [])
        required.add(String(r));
    }
    const { allOf: _allOf, ...rest } = value;
    Object.assign(properties, isObject(rest['properties']) ? rest['properties'] : {});
    for (const r of Array.isArray(rest['required']) ? rest['required'] : [])
      required.add(String(r));
    return {
      schema: { ...merged, ...rest, type: 'object', properties, required: [...required] },
      name,
    };
  }
}

/** The non-null type of a schema (`type: ['string', 'null']` → `string`), guessed when absent. */
export function schemaType(schema: Schema): string | undefined {
  const type = schema['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (isObject(schema['properties'])) return 'object';
  if (schema['items'] !== undefined) return 'array';
  if (Array.isArray(schema['enum'])) {
    const first = schema['enum'].find((v) => v !== null);
    return typeof first === 'number' ? 'number' : typeof first === 'string' ? 'string' : undefined;
  }
  return undefined;
}

/** Whether a schema allows null (3.0 `nullable`, 3.1 `type: [..., 'null']`). */
export function isNullable(schema: Schema): boolean {
  return (
    schema['nullable'] === true ||
    (Array.isArray(schema['type']) && schema['type'].includes('null'))
  );
}

/** `categories` → `category`, `posts` → `post`, `addresses` → `address`. */
export function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return word.slice(0, -3) + 'y';
  if (/(ss|sh|ch|x|z)es$/i.test(word)) return word.slice(0, -2);
  if (/ses$/i.test(word)) return word.slice(0, -2);
  // `posts` → `post`; `status`, `analysis`, `address` stay.
  if (/[^sui]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

const normalise = (word: string) => singular(kebabCase(word)).replace(/-/g, '');

/** The JSON schema of a request body or response (its first JSON media type). */
function jsonSchema(holder: unknown, resolver: Resolver): unknown {
  const { value } = resolver.deref(holder);
  if (!isObject(value) || !isObject(value['content'])) return undefined;
  const content = value['content'];
  const type =
    Object.keys(content).find((t) => /^application\/(.+\+)?json\b/i.test(t)) ??
    Object.keys(content).find((t) => /json/i.test(t));
  if (!type) return undefined;
  const media = content[type];
  return isObject(media) ? media['schema'] : undefined;
}

/** Whether a request body is sent as `multipart/form-data` only (no JSON media type). */
function isMultipartBody(holder: unknown, resolver: Resolver): boolean {
  const { value } = resolver.deref(holder);
  if (!isObject(value) || !isObject(value['content'])) return false;
  const types = Object.keys(value['content']);
  return (
    !types.some((t) => /json/i.test(t)) && types.some((t) => /^multipart\/form-data\b/i.test(t))
  );
}

/** The schema of a request body: its JSON media type's, else its `multipart/form-data` one's. */
function bodySchema(holder: unknown, resolver: Resolver): unknown {
  const json = jsonSchema(holder, resolver);
  if (json !== undefined || !isMultipartBody(holder, resolver)) return json;
  const content = (resolver.deref(holder).value as Schema)['content'] as Schema;
  const type = Object.keys(content).find((t) => /^multipart\/form-data\b/i.test(t))!;
  const media = content[type];
  return isObject(media) ? media['schema'] : undefined;
}

/** Names of properties that hold a picture rather than any file. */
const IMAGE_NAMES = /image|photo|picture|avatar|cover|logo|thumbnail|banner/i;

/** `image` for a picture (its media type or its name says so), else `file`. */
function fileKind(name: string, schema: Schema): 'file' | 'image' {
  const media = schema['contentMediaType'];
  if (typeof media === 'string') return /^image\//i.test(media) ? 'image' : 'file';
  return IMAGE_NAMES.test(name) ? 'image' : 'file';
}

/** Whether a string schema holds a file sent as such (`format: binary`, a `contentMediaType`). */
function isFileSchema(schema: Schema): boolean {
  return (
    schema['contentEncoding'] !== 'base64' &&
    (schema['format'] === 'binary' || typeof schema['contentMediaType'] === 'string')
  );
}

/** The schema of the success response of an operation (200, 201, 2XX, then default). */
function responseSchema(operation: Schema, resolver: Resolver): unknown {
  const responses = isObject(operation['responses']) ? operation['responses'] : {};
  const code =
    ['200', '201', '2XX', '2xx'].find((c) => c in responses) ??
    Object.keys(responses).find((c) => /^2\d\d$/.test(c)) ??
    ('default' in responses ? 'default' : undefined);
  return code ? jsonSchema(responses[code], resolver) : undefined;
}

const LIST_WRAPPERS = ['data', 'results', 'items', 'records', 'content', 'rows', 'list'];

/** The item schema of a list response: an array, or an object wrapping one (`{ data: [...] }`). */
function listItems(schema: unknown, resolver: Resolver): unknown | undefined {
  const { schema: flat } = resolver.flatten(schema);
  if (schemaType(flat) === 'array') return flat['items'] ?? {};
  if (schemaType(flat) !== 'object' || !isObject(flat['properties'])) return undefined;
  const properties = flat['properties'];
  // A record with an id is no wrapper, whatever arrays it holds (a user's roles).
  if ('id' in properties) return undefined;
  const arrays = Object.keys(properties).filter((key) => {
    const array = resolver.flatten(properties[key]).schema;
    return (
      schemaType(array) === 'array' &&
      (LIST_WRAPPERS.includes(key) ||
        schemaType(resolver.flatten(array['items']).schema) === 'object')
    );
  });
  const key =
    arrays.find((k) => LIST_WRAPPERS.includes(k)) ?? (arrays.length === 1 ? arrays[0] : undefined);
  return key ? (resolver.flatten(properties[key]).schema['items'] ?? {}) : undefined;
}

/** `analyze.ts`'s schema reading, for conventions.ts. */
const readerOf = (resolver: Resolver): SchemaReader => ({
  flatten: (schema) => resolver.flatten(schema),
  type: schemaType,
});

/**
 * A record schema, unwrapped from `{ data: {...} }` (Laravel API resources) or from the key named
 * after the resource (`{ article: {...} }` of `articles`).
 */
function recordSchema(
  schema: unknown,
  resolver: Resolver,
  names: readonly string[] = [],
): { schema: Schema; name?: string } {
  const flat = resolver.flatten(schema);
  const key = recordEnvelope(schema, readerOf(resolver), names);
  if (key) return resolver.flatten((flat.schema['properties'] as Schema)[key]);
  return flat;
}

/** The parameters of an operation with those of its path, `$ref`s followed. */
function parametersOf(pathItem: Schema, operation: Schema, resolver: Resolver): Schema[] {
  const all = [
    ...(Array.isArray(pathItem['parameters']) ? pathItem['parameters'] : []),
    ...(Array.isArray(operation['parameters']) ? operation['parameters'] : []),
  ];
  return all.map((p) => resolver.deref(p).value).filter(isObject);
}

/** The dialect the list operations' query parameters suggest, and why. */
export function guessDialect(
  lists: readonly { what: string; parameters: readonly Schema[] }[],
  resolver: Resolver,
): { dialect: Dialect; reason: string; assumed: boolean } {
  const score: Record<Dialect, string[]> = { 'json-server': [], 'simple-rest': [], laravel: [] };
  for (const { parameters } of lists)
    for (const parameter of parameters) {
      if (parameter['in'] !== 'query' || typeof parameter['name'] !== 'string') continue;
      const name = parameter['name'];
      const schema = resolver.flatten(parameter['schema']).schema;
      const json =
        isObject(parameter['content']) ||
        schemaType(schema) === 'array' ||
        /json|\[/i.test(
          `${String(parameter['description'] ?? '')} ${JSON.stringify(parameter['example'] ?? schema['example'] ?? '')}`,
        );
      let dialect: Dialect | undefined;
      if (
        /^_(page|limit|sort|order|start|end|embed|expand)$/.test(name) ||
        /_(like|gte|lte|ne)$/.test(name)
      )
        dialect = 'json-server';
      else if (/^(page|filter|fields)\[/.test(name) || /^(perPage|per_page)$/.test(name))
        dialect = 'laravel';
      else if (name === 'range' || (name === 'filter' && json) || (name === 'sort' && json))
        dialect = 'simple-rest';
      if (dialect && !score[dialect].includes(name)) score[dialect].push(name);
    }
  const ranked = DIALECTS.map((d) => ({ d, n: score[d].length })).sort((a, b) => b.n - a.n);
  if (!ranked[0].n)
    return {
      dialect: 'json-server',
      assumed: true,
      reason: lists.length
        ? 'no paging parameter of a known dialect in the list operations (json-server assumed)'
        : 'no list operation (json-server assumed)',
    };
  const best = ranked[0].d;
  return {
    dialect: best,
    assumed: false,
    reason: `list parameters ${score[best].map((n) => `"${n}"`).join(', ')}`,
  };
}

/** The path segments of a path, without empty ones and trailing slashes. */
const segments = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The API base: the first server's URL (variables at their defaults), without trailing slash. */
function serverUrl(api: Record<string, unknown>): string {
  const servers = Array.isArray(api['servers']) ? api['servers'] : [];
  const first = servers.find(isObject);
  if (!first || typeof first['url'] !== 'string') return '';
  const variables = isObject(first['variables']) ? first['variables'] : {};
  const url = first['url'].replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const variable = variables[name];
    return isObject(variable) && variable['default'] !== undefined
      ? String(variable['default'])
      : whole;
  });
  return url.replace(/\/+$/, '');
}

const TEXT_NAMES = ['body', 'content', 'description', 'text', 'bio', 'notes', 'about', 'message'];
const LABEL_NAMES = [
  'name',
  'title',
  'label',
  'username',
  'displayName',
  'fullName',
  'email',
  'subject',
  'code',
  'slug',
];

interface Candidate {
  /** Record operations that are no CRUD action, offered as record actions. */
  recordActions?: RecordActionSpec[];
  /** The key of the candidates map: the path's shape (`/posts/{}/comments`). */
  key: string;
  path: string;
  name: string;
  api: string;
  collection?: Schema;
  item?: Schema;
  itemPath?: string;
  itemParameter?: string;
  actions: Set<ResourceAction>;
  used: Set<string>;
  listParameters: Schema[];
  notes: string[];
  /** A nested candidate: its parent's candidate, and the parameter of the parent's id. */
  parent?: Candidate;
  parentParam?: string;
  /** A list through another path (`GET /pet/findByStatus`), with its required filter. */
  listOperation?: { path: string; filter?: Record<string, string | number | boolean> };
  /** An update on the collection path, the id in the body (`PUT /pet`). */
  collectionUpdate?: 'put' | 'patch';
  /** The path item of `listOperation`. */
  listSource?: Schema;
}

/** A path's shape: its segments, each parameter as `{}` (`/posts/{}/comments`). */
const shapeOf = (parts: readonly string[]) =>
  '/' + parts.map((p) => (isParameter(p) ? '{}' : p)).join('/');

/**
 * Whether static segments can hold these parameters: each one between two static segments
 * (`posts/{postId}/comments`), never first, last or beside another.
 */
const nestable = (parts: readonly string[]) =>
  parts.every(
    (p, i) =>
      !isParameter(p) ||
      (i > 0 && i < parts.length - 1 && !isParameter(parts[i - 1]) && !isParameter(parts[i + 1])),
  );

/** The index of the last parameter segment, or -1. */
const lastParameter = (parts: readonly string[]) => {
  for (let i = parts.length - 1; i >= 0; i--) if (isParameter(parts[i])) return i;
  return -1;
};

/** Parameter names a parent id may not take in the admin (the record's `id`, `source`). */
const RESERVED_PARAMS = ['id', 'source'];

/** Finds the resources of a bundled OpenAPI document. */
export function analyzeDocument(
  api: Record<string, unknown>,
  options: { dialect?: Dialect } = {},
): Analysis {
  const resolver = new Resolver(api);
  const paths = isObject(api['paths']) ? api['paths'] : {};
  const unmapped: Unmapped[] = [];
  const server = serverUrl(api);

  // 1. Item paths `<collection>/{param}` and collection paths, by their static parts.
  const pathItems = new Map<string, Schema>();
  for (const [path, raw] of Object.entries(paths)) {
    const { value } = resolver.deref(raw);
    if (isObject(value)) pathItems.set(path, value);
  }
  // Keys are the paths' shapes: `/posts/{postId}/comments` and `/posts/{id}/comments/{id}` are
  // the collection and the records of `/posts/{}/comments`.
  const collections = new Map<string, { path: string; item: Schema }>();
  const items = new Map<string, { path: string; item: Schema; parameter: string }>();
  for (const [path, item] of pathItems) {
    const parts = segments(path);
    const last = parts[parts.length - 1];
    if (parts.length && isParameter(last) && nestable(parts.slice(0, -1)))
      items.set(shapeOf(parts.slice(0, -1)), { path, item, parameter: last.slice(1, -1) });
    else if (nestable(parts)) collections.set(shapeOf(parts), { path, item });
  }

  const operations = (item: Schema) =>
    METHODS.filter((m) => isObject(item[m])).map((m) => [m, item[m] as Schema] as const);

  // 2. Candidates: a collection with a list GET or a create POST, or an item path.
  const candidates = new Map<string, Candidate>();
  const candidateFor = (base: string): Candidate => {
    let candidate = candidates.get(base);
    if (!candidate) {
      candidate = {
        key: base,
        path: base,
        name: '',
        api: '',
        actions: new Set(),
        used: new Set(),
        listParameters: [],
        notes: [],
      };
      candidates.set(base, candidate);
    }
    return candidate;
  };
  for (const [base, { path, item }] of collections) {
    const get = isObject(item['get']) ? (item['get'] as Schema) : undefined;
    const post = isObject(item['post']) ? (item['post'] as Schema) : undefined;
    const listSchema = get ? listItems(responseSchema(get, resolver), resolver) : undefined;
    // A POST alone, without a list or record path, is an action (`/auth/login`), not a collection.
    if ((get && listSchema !== undefined) || items.has(base)) {
      const candidate = candidateFor(base);
      candidate.collection = item;
      candidate.path = path;
      if (get && listSchema !== undefined) {
        candidate.actions.add('list');
        candidate.used.add('get');
        candidate.listParameters = parametersOf(item, get, resolver);
      }
      if (post) {
        candidate.actions.add('create');
        candidate.used.add('post');
      }
    }
  }
  for (const [base, { path, item, parameter }] of items) {
    const candidate = candidateFor(base);
    candidate.item = item;
    candidate.itemPath = path;
    candidate.itemParameter = parameter;
    if (!candidate.collection) candidate.path = '/' + segments(path).slice(0, -1).join('/');
    if (isObject(item['get'])) candidate.actions.add('show');
    if (isObject(item['put']) || isObject(item['patch'])) candidate.actions.add('edit');
    if (isObject(item['delete'])) candidate.actions.add('delete');
  }

  // 3. A candidate under another one (`/pet/findByStatus` under `/pet`) is an operation of it;
  // one under another's records (`/posts/{}/comments`) is nested, not an operation.
  const bases = [...candidates.keys()];
  for (const base of bases) {
    const parent = bases.find(
      (other) => other !== base && base.startsWith(other + '/') && !base.startsWith(other + '/{}'),
    );
    const child = candidates.get(base)!;
    if (parent && !child.item) {
      candidates.delete(base);
      // A parent without a list lists through this one (`GET /pet/findByStatus` of `/pet`) when
      // every required query parameter has a default or a first choice.
      const owner = candidates.get(parent)!;
      const filter = child.actions.has('list')
        ? requiredFilter(child.listParameters, resolver)
        : undefined;
      if (!owner.actions.has('list') && filter && owner.item) {
        owner.actions.add('list');
        owner.listParameters = child.listParameters;
        owner.listOperation = {
          path: child.path,
          ...(Object.keys(filter).length ? { filter } : {}),
        };
        owner.listSource = child.collection;
      }
    }
  }
  // An update on the collection path with the id in the body (`PUT /pet`) when the record path
  // has none.
  for (const candidate of candidates.values()) {
    const method = (['put', 'patch'] as const).find((m) => isObject(candidate.collection?.[m]));
    if (!method || !candidate.item || candidate.actions.has('edit')) continue;
    candidate.actions.add('edit');
    candidate.used.add(method);
    candidate.collectionUpdate = method;
  }

  // 3b. A nested candidate needs its parent: the candidate whose records its path is under, with
  // a list and a show page (the admin's nested pages read the parent record and link to its
  // list). Parents first: a parent left out leaves its children out too, with the reason.
  const rejected = new Map<string, string>();
  const depth = (key: string) => segments(key).filter((p) => p === '{}').length;
  for (const candidate of [...candidates.values()].sort((a, b) => depth(a.key) - depth(b.key))) {
    const shape = segments(candidate.key);
    const at = shape.lastIndexOf('{}');
    if (at < 0) continue;
    const parentKey = '/' + shape.slice(0, at).join('/');
    const parent = candidates.get(parentKey);
    // The parameter's name as the document writes it (the collection path's, else the item's).
    const raw = segments(candidate.collection ? candidate.path : candidate.itemPath!)[at];
    const under =
      '/' +
      segments(candidate.path)
        .slice(0, at + 1)
        .join('/');
    const reject = (reason: string) => {
      rejected.set(candidate.key, `under the record ${under}: ${reason}`);
      candidates.delete(candidate.key);
    };
    if (!parent && rejected.has(parentKey)) {
      reject(
        `the collection it is under, ${'/' + segments(candidate.path).slice(0, at).join('/')}, is not mapped either`,
      );
      continue;
    }
    if (!parent || !parent.item) {
      reject(
        `${'/' + segments(candidate.path).slice(0, at).join('/')} is no resource with records at ${under}, so there is no parent to nest this collection under`,
      );
      continue;
    }
    const missing = (['list', 'show'] as const).filter((a) => !parent.actions.has(a));
    if (missing.length) {
      reject(
        `a nested resource needs its parent ${parent.path} to have ${missing.map((a) => (a === 'list' ? `a list (GET ${parent.path})` : `a record GET (${parent.itemPath})`)).join(' and ')}: the admin's nested pages read the parent record and link back to its list`,
      );
      continue;
    }
    candidate.parent = parent;
    candidate.parentParam = raw.slice(1, -1);
  }

  // 4. Names and API paths: top-level resources first, then the nested ones, parents first.
  const resourceBases = [...candidates.keys()].filter((key) => !candidates.get(key)!.parent);
  const commonPrefix = (() => {
    const all = resourceBases.map(segments);
    if (!all.length) return [];
    const prefix: string[] = [];
    for (let i = 0; ; i++) {
      const s = all[0][i];
      if (s === undefined || all.some((parts) => parts[i] !== s || parts.length <= i + 1)) break;
      prefix.push(s);
    }
    return prefix;
  })();
  const apiUrl = server + (commonPrefix.length ? '/' + commonPrefix.join('/') : '') || '/';
  const taken = new Set<string>();
  const ordered = [...candidates.values()].sort((a, b) => depth(a.key) - depth(b.key));
  for (const candidate of ordered) {
    if (candidate.parent) {
      nameNested(candidate, taken);
      continue;
    }
    const parts = segments(candidate.path).slice(commonPrefix.length);
    candidate.api = parts.join('/');
    let name = kebabCase(parts[parts.length - 1] ?? 'records');
    for (let i = parts.length - 2; (taken.has(name) || !NAME_PATTERN.test(name)) && i >= 0; i--)
      name = kebabCase(parts.slice(i).join('-'));
    if (!NAME_PATTERN.test(name)) name = `r-${name}`;
    while (taken.has(name)) name += '-2';
    taken.add(name);
    candidate.name = name;
  }

  // 5. What is left over: every operation that is no resource action, with the reason.
  for (const [path, item] of pathItems) {
    const parts = segments(path);
    const base = shapeOf(parts);
    const last = parts[parts.length - 1];
    const asItem = parts.length && isParameter(last) ? shapeOf(parts.slice(0, -1)) : undefined;
    const candidate = candidates.get(base) ?? (asItem ? candidates.get(asItem) : undefined);
    const isItem = !!candidate && candidate.itemPath === path;
    const isCollection = !!candidate && candidate.path === path && !isItem;
    const nestedReason =
      !candidate && (rejected.get(base) ?? (asItem ? rejected.get(asItem) : undefined));
    const listedThrough = [...candidates.values()].some((c) => c.listOperation?.path === path);
    for (const [method] of operations(item)) {
      const what = `${method.toUpperCase()} ${path}`;
      if (method === 'get' && listedThrough) continue;
      if (isCollection && candidate!.used.has(method)) continue;
      if (isItem && ['get', 'put', 'patch', 'delete'].includes(method)) continue;
      const action = recordAction(path, method, item, candidates.values(), commonPrefix, resolver);
      if (action) {
        (action.candidate.recordActions ??= []).push(action.spec);
        continue;
      }
      unmapped.push({
        what,
        reason:
          nestedReason ||
          unmappedReason(path, method, item, resolver, { isCollection, isItem, candidates }),
      });
    }
  }

  // 6. Records and fields; a nested resource's list on its parent's show page.
  const byBase = [...candidates.values()];
  const built = new Map(
    byBase.map((candidate) => [
      candidate,
      buildResource(candidate, byBase, resolver, commonPrefix) as Mutable<ApiResource>,
    ]),
  );
  for (const candidate of [...byBase].sort((a, b) => depth(a.key) - depth(b.key))) {
    if (!candidate.parent) continue;
    const resource = built.get(candidate)!;
    const parent = built.get(candidate.parent)!;
    resource.parent = { name: parent.name, param: nestedParam(candidate, parent.parents) };
    resource.parents = [...parent.parents, resource.parent];
  }
  // Parents before children (a child's descriptor names its parent).
  const resources = [...built.values()].sort((a, b) => a.parents.length - b.parents.length);
  for (const resource of resources) {
    if (!resource.parent || !resource.actions.includes('list')) continue;
    const parent = resources.find((r) => r.name === resource.parent!.name)!;
    parent.fields = [
      ...parent.fields,
      {
        source: resource.name,
        type: 'references-many',
        reference: resource.name,
        target: resource.parent.param,
        required: false,
        readOnly: true,
      },
    ];
  }
  const lists = byBase
    .filter((c) => c.actions.has('list'))
    .map((c) => ({ what: `GET ${c.path}`, parameters: c.listParameters }));
  const guessed = guessDialect(lists, resolver);
  const info = isObject(api['info']) ? api['info'] : {};
  return {
    title: typeof info['title'] === 'string' ? info['title'] : 'API',
    apiUrl,
    dialect: options.dialect ?? guessed.dialect,
    dialectReason: options.dialect ? `--dialect ${options.dialect}` : guessed.reason,
    dialectAssumed: !options.dialect && guessed.assumed,
    resources,
    unmapped,
    api,
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The name of a nested resource: its last segment (`comments`), else, when a resource has that
 * name already, after its parent's singular (`post-comments`). Its `api` is the path after the
 * parent's record (`comments`), which the admin puts after the parent's API path.
 */
function nameNested(candidate: Candidate, taken: Set<string>): void {
  const parts = segments(candidate.path);
  const after = parts.slice(lastParameter(parts) + 1);
  candidate.api = after.join('/');
  let name = kebabCase(after.join('-'));
  if (taken.has(name) || !NAME_PATTERN.test(name) || name === 'edit')
    name = `${singular(candidate.parent!.name)}-${name}`;
  if (!NAME_PATTERN.test(name)) name = `r-${name}`;
  while (taken.has(name)) name += '-2';
  taken.add(name);
  candidate.name = name;
}

/**
 * The route parameter of a nested resource's parent id: the document's (`postId`) when the admin
 * can take it (a parameter name, not `id` or `source`, not an outer parent's), else the admin's
 * default (`postId` for `posts`). The API path is the same either way: the parameter only names
 * the value the admin puts in its place.
 */
function nestedParam(candidate: Candidate, outer: readonly ApiParent[]): string {
  const own = candidate.parentParam ?? '';
  const taken = outer.map((p) => p.param);
  if (PARAM_PATTERN.test(own) && !RESERVED_PARAMS.includes(own) && !taken.includes(own)) return own;
  const fallback = parentParam(candidate.parent!.name);
  return taken.includes(fallback) ? `${fallback}${outer.length + 1}` : fallback;
}

/** Words of an operation's label: `favoriteArticle` → `Favorite article`. */
function labelOf(text: string): string {
  const words = kebabCase(text).split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A record operation that is no CRUD action, `POST|PUT|PATCH|DELETE <record path>/<verb>` of a
 * top-level resource with a show page (`POST /articles/{slug}/favorite`): the record action
 * the pages offer, its body's scalar properties as the fields its dialog asks for.
 */
function recordAction(
  path: string,
  method: Method,
  item: Schema,
  candidates: Iterable<Candidate>,
  commonPrefix: readonly string[],
  resolver: Resolver,
): { candidate: Candidate; spec: RecordActionSpec } | undefined {
  if (!['post', 'put', 'patch', 'delete'].includes(method)) return undefined;
  const parts = segments(path);
  const candidate = [...candidates].find((c) => {
    if (c.parent || !c.itemPath || !c.actions.has('show')) return false;
    const own = segments(c.itemPath);
    return (
      parts.length > own.length &&
      own.every((p, i) => parts[i] === p) &&
      parts.slice(own.length).every((p) => !isParameter(p))
    );
  });
  if (!candidate) return undefined;
  const own = segments(candidate.itemPath!);
  const verb = parts.slice(own.length);
  const operation = isObject(item[method]) ? (item[method] as Schema) : {};
  const summary = typeof operation['summary'] === 'string' ? operation['summary'].trim() : '';
  const operationId = typeof operation['operationId'] === 'string' ? operation['operationId'] : '';
  const label =
    summary && summary.length <= 40
      ? summary.replace(/\.$/, '')
      : operationId
        ? labelOf(operationId)
        : labelOf(verb.join(' '));
  let id = kebabCase(verb.join('-')) || 'action';
  if (method === 'delete') id = `un-${id}`;
  const taken = new Set((candidate.recordActions ?? []).map((a) => a.id));
  while (taken.has(id)) id += '-2';
  if (!/^[a-z]/.test(id)) id = `a-${id}`;
  const json = jsonSchema(operation['requestBody'], resolver);
  // A body that is no JSON (a file upload) is no form of fields.
  if (operation['requestBody'] !== undefined && json === undefined) return undefined;
  const body = resolver.flatten(json).schema;
  const properties = isObject(body['properties']) ? body['properties'] : {};
  const required = new Set(Array.isArray(body['required']) ? (body['required'] as string[]) : []);
  const fields: RecordActionSpec['fields'][number][] = [];
  for (const [source, raw] of Object.entries(properties)) {
    const type = resolver.flatten(raw).schema['type'];
    const kind = Array.isArray(type) ? type.find((t) => t !== 'null') : type;
    if (
      kind !== undefined &&
      !['string', 'number', 'integer', 'boolean'].includes(kind as string)
    ) {
      candidate.notes.push(
        `${method.toUpperCase()} ${path}: the body's "${source}" (${String(kind)}) is not asked for by the action's dialog`,
      );
      continue;
    }
    fields.push({
      source,
      ...(kind === 'number' || kind === 'integer' ? { type: 'number' as const } : {}),
      ...(kind === 'boolean' ? { type: 'boolean' as const } : {}),
      ...(required.has(source) ? { required: true } : {}),
    });
  }
  const relative = [...own.slice(commonPrefix.length, -1), '{id}', ...verb].join('/');
  return {
    candidate,
    spec: {
      id,
      label,
      method: method.toUpperCase() as RecordActionSpec['method'],
      path: relative,
      what: `${method.toUpperCase()} ${path}`,
      fields,
    },
  };
}

function unmappedReason(
  path: string,
  method: Method,
  item: Schema,
  resolver: Resolver,
  context: { isCollection: boolean; isItem: boolean; candidates: Map<string, Candidate> },
): string {
  const parts = segments(path);
  if (method === 'head' || method === 'options' || method === 'trace')
    return `${method.toUpperCase()} is not used by the admin`;
  if (context.isCollection) {
    if (method === 'get')
      return 'the response is not a list of records (an array, or an object holding one)';
    return `${method.toUpperCase()} on a collection path: the admin updates and deletes one record at <path>/{id}`;
  }
  if (context.isItem)
    return `${method.toUpperCase()} on a record: the admin shows with GET, updates with PUT or PATCH, deletes with DELETE`;
  const parameterAt = lastParameter(parts.slice(0, -1));
  if (parameterAt >= 0) {
    const parent = '/' + parts.slice(0, parameterAt + 1).join('/');
    if (!nestable(parts.slice(0, isParameter(parts[parts.length - 1]) ? -1 : undefined)))
      return `under the record ${parent}: the admin nests a collection under a record as <collection>/{id}/<collection>[/{id}], one parameter between static segments`;
    if (method === 'get')
      return `under the record ${parent}: the response is not a list of records (an array, or an object holding one), so this is no nested collection`;
    return `under the record ${parent}: ${method.toUpperCase()} on a path that is no nested collection (it has no list GET and no record path <path>/{id}): an action on the record, not a resource`;
  }
  const under = [...context.candidates.values()].find((c) =>
    normalPath(path).startsWith(normalPath(c.path) + '/'),
  );
  if (under) return `an operation under the collection ${under.path}, not one of its CRUD actions`;
  if (method === 'get') {
    const schema = responseSchema(item[method] as Schema, resolver);
    return schema === undefined
      ? 'no JSON response schema: not a list of records'
      : 'the response is not a list of records (an array, or an object holding one)';
  }
  return `${method.toUpperCase()} on a path that is no collection (it has no list GET and no record path <path>/{id}): an action, not a resource`;
}

const normalPath = (path: string) => '/' + segments(path).join('/');

/**
 * The query parameters a list operation needs, with the value to send (its default, else its
 * first choice or example): undefined when a required one has none. Paging and sorting are the
 * dialect's.
 */
function requiredFilter(
  parameters: readonly Schema[],
  resolver: Resolver,
): Record<string, string | number | boolean> | undefined {
  const filter: Record<string, string | number | boolean> = {};
  for (const parameter of parameters) {
    if (parameter['in'] !== 'query' || typeof parameter['name'] !== 'string') continue;
    const schema = resolver.flatten(parameter['schema']).schema;
    const choices = Array.isArray(schema['enum']) ? schema['enum'] : [];
    const value = [schema['default'], choices[0], parameter['example'], schema['example']].find(
      (v) => ['string', 'number', 'boolean'].includes(typeof v),
    ) as string | number | boolean | undefined;
    const required = parameter['required'] === true;
    if (required && value === undefined) return undefined;
    if (required || schema['default'] !== undefined) {
      if (value !== undefined) filter[parameter['name']] = value;
    }
  }
  return filter;
}

function buildResource(
  candidate: Candidate,
  all: readonly Candidate[],
  resolver: Resolver,
  commonPrefix: readonly string[],
): ApiResource {
  const relative = (path: string) => segments(path).slice(commonPrefix.length).join('/');
  const names = [candidate.name, segments(candidate.path).pop() ?? ''];
  const notes = [...candidate.notes];
  // The record: the item GET's response, else a list item, else the create or update body.
  const collection = candidate.collection ?? {};
  const item = candidate.item ?? {};
  const sources: unknown[] = [];
  if (isObject(item['get'])) sources.push(responseSchema(item['get'] as Schema, resolver));
  const listGet = isObject(collection['get'])
    ? (collection['get'] as Schema)
    : isObject(candidate.listSource?.['get'])
      ? (candidate.listSource['get'] as Schema)
      : undefined;
  if (listGet && candidate.actions.has('list'))
    sources.push(listItems(responseSchema(listGet, resolver), resolver));
  const bodyOf = (operation: unknown) =>
    isObject(operation) ? bodySchema(operation['requestBody'], resolver) : undefined;
  const multipart = [collection['post'], item['put'], item['patch']].some(
    (operation) => isObject(operation) && isMultipartBody(operation['requestBody'], resolver),
  );
  if (multipart)
    notes.push(
      "creates and updates as multipart/form-data: give the resource dialect: withUploads(<dialect>, { mode: 'multipart', dataPart: false }) (each value its own part, files included)",
    );
  const bodies = [
    bodyOf(collection['post']),
    bodyOf(item['put']),
    bodyOf(item['patch']),
    bodyOf(candidate.collectionUpdate ? collection[candidate.collectionUpdate] : undefined),
  ].filter((b) => b !== undefined);
  sources.push(...bodies);
  const found = sources.find((s) => s !== undefined);
  const record = found !== undefined ? recordSchema(found, resolver, names) : undefined;
  const body = bodies.length ? recordSchema(bodies[0], resolver, names) : undefined;
  const bodyProperties =
    body && isObject(body.schema['properties']) ? body.schema['properties'] : undefined;
  const bodyRequired = new Set(
    Array.isArray(body?.schema['required']) ? (body!.schema['required'] as string[]) : [],
  );

  const properties: Record<string, unknown> = {
    ...(record && isObject(record.schema['properties']) ? record.schema['properties'] : {}),
  };
  // Inputs the record does not return (a password) come from the body.
  for (const [key, value] of Object.entries(bodyProperties ?? {}))
    if (!(key in properties)) properties[key] = value;
  const recordRequired = new Set(
    Array.isArray(record?.schema['required']) ? (record!.schema['required'] as string[]) : [],
  );
  if (!record)
    notes.push('no JSON schema of the record in the document: the pages show the id only');

  // The record's key: the record path's parameter when the record has that property (`{slug}`).
  const keyParameter = candidate.itemParameter;
  const idField =
    keyParameter && keyParameter !== 'id' && keyParameter in properties ? keyParameter : undefined;
  if (keyParameter && !idField && !/^(id|.*Id|.*_id)$/.test(keyParameter))
    notes.push(
      `records are addressed by {${keyParameter}} (${candidate.itemPath}), which the record has no property of: the admin puts the record's "id" in that place`,
    );
  const rest = restOptions(candidate, listGet, names, resolver);
  const operations: Mutable<NonNullable<ApiResource['operations']>> = {};
  if (candidate.listOperation)
    operations.list = { ...candidate.listOperation, path: relative(candidate.listOperation.path) };
  if (candidate.collectionUpdate)
    operations.update = {
      method: candidate.collectionUpdate === 'put' ? 'PUT' : 'PATCH',
      path: relative(candidate.path),
      idInBody: true,
    };
  if (candidate.actions.has('edit') && !isObject(item['put']) && !candidate.collectionUpdate)
    notes.push(
      `the API updates with PATCH only (${candidate.itemPath}); the admin's dialects send PUT`,
    );
  if (/\/$/.test(candidate.path) || /\/$/.test(candidate.itemPath ?? ''))
    notes.push('the paths end with "/"; the admin calls them without it');

  const links = responseLinks(candidate, all, resolver);
  const fields: FieldSpec[] = [];
  const recordProperties: RecordProperty[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const { schema, name: refName } = resolver.flatten(raw);
    const readOnly =
      name === 'id' ||
      schema['readOnly'] === true ||
      (!!bodyProperties && !(name in bodyProperties));
    const writeOnly = schema['writeOnly'] === true;
    const required = bodyProperties ? bodyRequired.has(name) : recordRequired.has(name);
    recordProperties.push({
      name,
      schema: raw as Schema,
      required: recordRequired.has(name) || name === 'id',
      readOnly: schema['readOnly'] === true || name === 'id',
    });
    let mapped = mapProperty(name, schema, refName, { all, links, resolver, self: candidate });
    // What the body takes decides the input: a file sent where the record returns its URL.
    const sent = bodyProperties?.[name];
    if (sent !== undefined && sent !== raw) {
      const flat = resolver.flatten(sent);
      const input = mapProperty(name, flat.schema, flat.name, {
        all,
        links,
        resolver,
        self: candidate,
      });
      if ('field' in input && (input.field.type === 'file' || input.field.type === 'image'))
        mapped = input;
    }
    if ('note' in mapped) {
      notes.push(`${name}: ${mapped.note}`);
      continue;
    }
    if (mapped.note2) notes.push(`${name}: ${mapped.note2}`);
    const field: FieldSpec = {
      ...mapped.field,
      source: name,
      required: required && !readOnly,
      ...(readOnly ? { readOnly: true } : {}),
      ...(writeOnly ? { writeOnly: true } : {}),
    };
    fields.push(field);
  }
  // The id first, then the rest in schema order.
  fields.sort((a, b) => (a.source === 'id' ? -1 : b.source === 'id' ? 1 : 0));

  const label = pickLabel(fields);
  const typeName = pascalCase(record?.name ?? singular(candidate.name)) || 'Record';
  const search = hasSearch(candidate.listParameters);
  if (!search && candidate.actions.has('list'))
    notes.push('the list operation takes no q (full-text search): the list has no search box');
  return {
    ...(idField ? { idField } : {}),
    ...(Object.keys(operations).length ? { operations } : {}),
    rest,
    ...(candidate.recordActions?.length ? { recordActions: candidate.recordActions } : {}),
    name: candidate.name,
    api: candidate.api,
    parents: [],
    collectionPath: candidate.collection ? candidate.path : undefined,
    itemPath: candidate.itemPath,
    actions: (['list', 'show', 'create', 'edit', 'delete'] as const).filter((a) =>
      candidate.actions.has(a),
    ),
    label,
    typeName,
    schemaName: record?.name,
    schema: record?.schema,
    properties: recordProperties,
    fields,
    search,
    notes,
  };
}

/**
 * Whether a list operation searches: it takes `q` (json-server), `filter[q]` (Laravel) or a JSON
 * `filter` (simple-rest, which sends `q` inside), or documents no query parameter at all.
 */
function hasSearch(parameters: readonly Schema[]): boolean {
  const names = parameters.filter((p) => p['in'] === 'query').map((p) => p['name']);
  return !names.length || names.some((n) => n === 'q' || n === 'filter[q]' || n === 'filter');
}

/** A name- or title-like string property. */
function pickLabel(fields: readonly FieldSpec[]): string | undefined {
  const strings = fields.filter(
    (f) => ['string', 'email', 'text'].includes(f.type) && f.source !== 'id' && !f.writeOnly,
  );
  for (const name of LABEL_NAMES) {
    const field = strings.find((f) => f.source === name);
    if (field) return field.source;
  }
  return strings.find((f) => /(name|title)$/i.test(f.source))?.source;
}

/** `property → resource` from the response links of the resource's operations. */
function responseLinks(
  candidate: Candidate,
  all: readonly Candidate[],
  resolver: Resolver,
): Map<string, string> {
  const found = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const other of all.filter((c) => !c.parent))
    for (const holder of [other.collection, other.item])
      for (const method of METHODS) {
        const operation = holder?.[method];
        if (isObject(operation) && typeof operation['operationId'] === 'string')
          owners.set(operation['operationId'], other.name);
      }
  for (const holder of [candidate.collection, candidate.item])
    for (const method of METHODS) {
      const operation = holder?.[method];
      if (!isObject(operation) || !isObject(operation['responses'])) continue;
      for (const response of Object.values(operation['responses'])) {
        const { value } = resolver.deref(response);
        if (!isObject(value) || !isObject(value['links'])) continue;
        for (const raw of Object.values(value['links'])) {
          const link = resolver.deref(raw).value;
          if (!isObject(link) || !isObject(link['parameters'])) continue;
          const target =
            typeof link['operationId'] === 'string' ? owners.get(link['operationId']) : undefined;
          if (!target) continue;
          for (const expression of Object.values(link['parameters'])) {
            const match = /^\$response\.body#\/(?:data\/)?([^/]+)$/.exec(String(expression));
            if (match && match[1] !== 'id') found.set(match[1], target);
          }
        }
      }
    }
  return found;
}

type Mapped = { field: Omit<FieldSpec, 'source' | 'required'>; note2?: string } | { note: string };

/** The resource a `userId` / `tagIds` property points to, if the document has it. */
function referenceTarget(
  base: string,
  all: readonly Candidate[],
  resolver: Resolver,
): string | undefined {
  const wanted = normalise(base);
  // A nested resource is no reference target: its look-ups need the parent's id too.
  const top = all.filter((c) => !c.parent);
  const match = top.find((c) => normalise(c.name) === wanted);
  if (match) return match.name;
  // By the record's schema name (`authorId` → a resource whose records are `Author`).
  for (const c of top) {
    const item =
      c.item && isObject(c.item['get'])
        ? responseSchema(c.item['get'] as Schema, resolver)
        : undefined;
    const name = item !== undefined ? resolver.deref(item).name : undefined;
    if (name && normalise(name) === wanted) return c.name;
  }
  return undefined;
}

function validatorsOf(schema: Schema, type: string): FieldValidators | undefined {
  const v: { -readonly [K in keyof FieldValidators]: FieldValidators[K] } = {};
  const num = (key: string) =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
  if (type === 'string') {
    v.minLength = num('minLength');
    v.maxLength = num('maxLength');
    if (typeof schema['pattern'] === 'string') {
      const p = schema['pattern'];
      // JSON Schema patterns match anywhere; the input matches the whole value.
      v.pattern = /^\^.*\$$/.test(p) && !/\\\$$/.test(p) ? p : `[\\s\\S]*(?:${p})[\\s\\S]*`;
    }
  } else {
    // The bounds of the storage type (int32, int64) are no rule worth an input's validator.
    const bound = (value: number | undefined) =>
      value !== undefined && Math.abs(value) < 2 ** 31 - 1 ? value : undefined;
    v.min = bound(num('minimum') ?? num('exclusiveMinimum'));
    v.max = bound(num('maximum') ?? num('exclusiveMaximum'));
  }
  for (const key of Object.keys(v) as (keyof FieldValidators)[])
    if (v[key] === undefined) delete v[key];
  return Object.keys(v).length ? v : undefined;
}

function mapProperty(
  name: string,
  schema: Schema,
  refName: string | undefined,
  context: {
    all: readonly Candidate[];
    links: Map<string, string>;
    resolver: Resolver;
    self: Candidate;
  },
): Mapped {
  const type = schemaType(schema);
  const format = typeof schema['format'] === 'string' ? schema['format'] : undefined;
  const validators = type ? validatorsOf(schema, type) : undefined;
  const withValidators = <T extends object>(field: T) =>
    validators ? { ...field, validators } : field;
  const idBase = /^(.+?)(Id|_id|ID)$/.exec(name)?.[1];
  const idsBase = /^(.+?)(Ids|_ids|IDs)$/.exec(name)?.[1];

  if (type === 'string' || type === 'integer' || type === 'number') {
    const linked = context.links.get(name);
    const target =
      linked ?? (idBase ? referenceTarget(idBase, context.all, context.resolver) : undefined);
    if (target) return { field: { type: 'reference', reference: target } };
    const plain = `a plain ${type === 'string' ? 'text' : 'number'} field`;
    const nested =
      idBase && name !== 'id'
        ? context.all.find((c) => c.parent && normalise(c.name) === normalise(idBase))
        : undefined;
    const unresolved = nested
      ? `looks like a reference to "${nested.name}", which is nested under "${nested.parent!.name}" (a look-up needs the parent's id too); ${plain}`
      : idBase && name !== 'id'
        ? `looks like a reference but the document has no resource "${idBase}"; ${plain}`
        : undefined;
    if (Array.isArray(schema['enum'])) {
      const choices = schema['enum'].filter((v) => v !== null) as (string | number)[];
      if (choices.every(isTemplateSafeChoice)) return { field: { type: 'enum', choices } };
    }
    if (type !== 'string')
      return { field: withValidators({ type: 'number' as FieldType }), note2: unresolved };
    const byFormat: Record<string, FieldType> = {
      date: 'date',
      'date-time': 'datetime',
      email: 'email',
      uri: 'url',
      url: 'url',
      'uri-reference': 'url',
      iri: 'url',
      password: 'password',
    };
    if (format && byFormat[format]) {
      const fieldType = byFormat[format];
      return {
        field: fieldType === 'password' ? withValidators({ type: fieldType }) : { type: fieldType },
      };
    }
    if (isFileSchema(schema)) return { field: { type: fileKind(name, schema) } };
    if (format === 'byte' || schema['contentEncoding'] === 'base64')
      return {
        field: { type: 'string' },
        note2:
          "base64 content (a file inside the JSON): a text input is generated; admin's file inputs send files (format binary), not base64",
      };
    const long =
      TEXT_NAMES.includes(name) ||
      (typeof schema['maxLength'] === 'number' && schema['maxLength'] >= 1000);
    return {
      field: withValidators({ type: (long ? 'text' : 'string') as FieldType }),
      note2: unresolved,
    };
  }
  if (type === 'boolean') return { field: { type: 'boolean' } };
  if (type === 'array') {
    const items = context.resolver.flatten(schema['items']);
    const itemType = schemaType(items.schema);
    if (itemType === 'string' && isFileSchema(items.schema))
      return { field: { type: fileKind(name, items.schema), multiple: true } };
    if (idsBase && (itemType === 'integer' || itemType === 'number' || itemType === 'string')) {
      const target = referenceTarget(idsBase, context.all, context.resolver);
      if (target) return { field: { type: 'references', reference: target } };
      return {
        note: `an array of ids but the document has no resource "${idsBase}": not on the pages`,
      };
    }
    if (itemType === 'object')
      return {
        note: `an array of ${items.name ? `${items.name} objects` : 'objects'} (embedded records): not on the pages; in the interface`,
      };
    return {
      note: `an array of ${itemType ?? 'values'}: no generated input for it; in the interface`,
    };
  }
  if (type === 'object') {
    const inner = isObject(schema['properties']) ? Object.keys(schema['properties']) : [];
    const example = inner.find((p) => LABEL_NAMES.includes(p)) ?? inner[0];
    return {
      note: `a nested ${refName ?? 'object'}: not on the pages (show its properties by hand${example ? `, e.g. source="${name}.${example}"` : ''}); in the interface`,
    };
  }
  return { note: `no type in the schema: not on the pages` };
}

/**
 * The `createRestDialect` options of a resource's conventions: the list and record envelopes, the
 * total (a body count, a header the document declares, else none), the body envelope, the paging
 * parameters of its list operation and PUT when the record path updates only with PUT.
 */
function restOptions(
  candidate: Candidate,
  listGet: Schema | undefined,
  names: readonly string[],
  resolver: Resolver,
): RestOptions {
  const reader = readerOf(resolver);
  const options: Mutable<RestOptions> = {};
  if (listGet && candidate.actions.has('list')) {
    const envelope = listEnvelope(responseSchema(listGet, resolver), reader);
    if (envelope.list) options.list = envelope.list;
    const responses = isObject(listGet['responses']) ? listGet['responses'] : {};
    const ok = resolver.deref(responses['200']).value;
    const headers = isObject(ok) && isObject(ok['headers']) ? Object.keys(ok['headers']) : [];
    const header = headers.find((h) => /^x-total(-count)?$/i.test(h));
    options.total = envelope.total ?? (header ? { header } : 'none');
    const paging = pagingOf(candidate.listParameters);
    if (paging) options.paging = paging;
  }
  const item = candidate.item ?? {};
  const collection = candidate.collection ?? {};
  const recordResponse = [item['get'], collection['post'], item['put']].find(isObject);
  const record = recordResponse
    ? recordEnvelope(responseSchema(recordResponse as Schema, resolver), reader, names)
    : undefined;
  if (record) options.record = record;
  const sent = [collection['post'], item['put'], item['patch']].find(
    (o) => isObject(o) && o['requestBody'] !== undefined,
  ) as Schema | undefined;
  const body = sent
    ? recordEnvelope(jsonSchema(sent['requestBody'], resolver), reader, names)
    : undefined;
  if (body) options.body = body;
  if (isObject(item['put']) && !isObject(item['patch'])) options.update = 'PUT';
  return options;
}
