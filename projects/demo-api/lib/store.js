// @ts-check
'use strict';

const { DEFAULT_LOCALE, storePostWrite } = require('./i18n');
const { ApiError, validationError, badRequest } = require('./errors');
const {
  MAX_INTEGER,
  RESOURCES,
  resourceNamed,
  resourceOfSingular,
  children,
  fieldOf,
} = require('./resources');
const { quote, SQL_TYPES } = require('./schema');

/**
 * The records in Postgres, for every dialect: one list query shape (conditions, search, sort,
 * page, fields), related records, and writes with their checks (references, record versions).
 * Every value reaches SQL as a parameter; identifiers come from the resource descriptions only.
 *
 * @typedef {import('./db').Database} Database
 * @typedef {import('./db').Queryable} Queryable
 * @typedef {import('./resources').ResourceDef} ResourceDef
 * @typedef {import('./resources').Field} Field
 * @typedef {Record<string, unknown>} Row
 * @typedef {'eq' | 'ne' | 'gte' | 'lte' | 'gt' | 'lt' | 'like'} Operator
 * @typedef {{ field: string, op: Operator, values: unknown[] }} Condition `like` values are
 *   ILIKE patterns (see `containsPattern`)
 * @typedef {{ field: string, desc: boolean }} Sort
 * @typedef {{ conditions?: Condition[], q?: string, sort?: Sort[], offset?: number,
 *   limit?: number | null, fields?: string[] }} ListQuery
 * @typedef {{ record: Row, version: number }} Versioned
 */

/** The most records one list answer holds (paged or not): the page size cap. */
const MAX_PAGE_SIZE = 1000;

/** @param {string} text ILIKE's wildcards and escape character made literal. */
const escapeLike = (text) => text.replace(/[\\%_]/g, '\\$&');

/** "Contains this text", case-insensitive, every character literal. @param {string} text */
const containsPattern = (text) => `%${escapeLike(text)}%`;

/**
 * The pattern of a json-server `_like` or a FakeRest `_q` value, which those servers match as a
 * regular expression and our dialects send regex-escaped. Here no regular expression ever runs:
 * the text is literal, `\x` stands for `x`, a leading `^` anchors at the start and a trailing
 * unescaped `$` at the end. Anything else (`a|b`, `.*`) is matched as the characters it is.
 * @param {string} text
 */
function regexLiteralPattern(text) {
  let body = text;
  const start = body.startsWith('^');
  if (start) body = body.slice(1);
  let end = false;
  if (body.endsWith('$')) {
    let backslashes = 0;
    for (let i = body.length - 2; i >= 0 && body[i] === '\\'; i--) backslashes++;
    if (backslashes % 2 === 0) {
      end = true;
      body = body.slice(0, -1);
    }
  }
  let literal = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && i + 1 < body.length) i++;
    literal += body[i];
  }
  return `${start ? '' : '%'}${escapeLike(literal)}${end ? '' : '%'}`;
}

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

/**
 * The SELECT of a resource's records as served in `locale` (posts' title and body translated).
 * @param {ResourceDef} resource
 * @param {string} locale
 */
function viewOf(resource, locale) {
  const columns = ['id', ...resource.fields.map((f) => f.name)].map((name) => {
    const field = fieldOf(resource, name);
    if (field?.translated && locale !== DEFAULT_LOCALE) {
      const path = `'{${locale},${name}}'`;
      return `coalesce(translations #>> ${path}, ${quote(name)}) AS ${quote(name)}`;
    }
    return quote(name);
  });
  return `SELECT ${columns.join(', ')}, version FROM ${quote(resource.name)}`;
}

/**
 * A database row as the API serves it (dates as ISO text), optionally only some fields.
 * @param {ResourceDef} resource
 * @param {Row} row
 * @param {string[]} [fields]
 * @returns {Row}
 */
function toRecord(resource, row, fields) {
  /** @type {Row} */
  const record = {};
  for (const name of fields ?? ['id', ...resource.fields.map((f) => f.name)]) {
    const value = row[name];
    // Dates may come from another realm (PGlite loaded outside a test sandbox): no instanceof.
    record[name] =
      Object.prototype.toString.call(value) === '[object Date]'
        ? /** @type {Date} */ (value).toISOString()
        : value;
  }
  return record;
}

/** @param {unknown} error */
const pgCode = (error) => /** @type {{ code?: string }} */ (error)?.code;

/**
 * @param {Database} db
 */
function createStore(db) {
  /**
   * A page of records and the total of matching ones.
   * @param {ResourceDef} resource
   * @param {string} locale
   * @param {ListQuery} query
   * @returns {Promise<{ records: Row[], total: number, offset: number, limit: number }>}
   */
  async function list(resource, locale, query) {
    /** @type {unknown[]} */
    const params = [];
    const where = whereClause(resource, query, params);
    const order = [...(query.sort ?? [])]
      .map(({ field: name, desc }) => {
        const field = fieldNamed(resource, name);
        const text = ['string', 'text', 'email'].includes(field.type) ? ' COLLATE "C"' : '';
        return `${column(field)}${text} ${desc ? 'DESC' : 'ASC'}`;
      })
      .concat('r.id ASC')
      .join(', ');
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE);
    const fields = query.fields;
    for (const name of fields ?? []) fieldNamed(resource, name);
    const from = `FROM (${viewOf(resource, locale)}) AS r ${where}`;
    const { rows } = await db.query(
      `SELECT r.*, count(*) OVER ()::int AS "__total" ${from} ORDER BY ${order}
       LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    let total = rows.length ? Number(rows[0].__total) : 0;
    if (!rows.length && offset > 0) {
      total = (await db.query(`SELECT count(*)::int AS n ${from}`, params)).rows[0].n;
    }
    return { records: rows.map((row) => toRecord(resource, row, fields)), total, offset, limit };
  }

  /**
   * One record and its version, or null.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {string} locale
   * @param {Queryable} [on]
   * @returns {Promise<Versioned | null>}
   */
  async function get(resource, id, locale, on = db) {
    const { rows } = await on.query(
      `SELECT * FROM (${viewOf(resource, locale)}) AS r WHERE id = $1`,
      [id],
    );
    return rows[0]
      ? { record: toRecord(resource, rows[0]), version: Number(rows[0].version) }
      : null;
  }

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
      const view = `SELECT * FROM (${viewOf(target, locale)}) AS r`;
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

  /**
   * 422 when a record points at records that do not exist.
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {Row} values
   */
  async function checkReferences(tx, resource, values) {
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const field of resource.fields) {
      const value = values[field.name];
      if (!field.references || value === null || value === undefined) continue;
      const ids = /** @type {number[]} */ ([]).concat(/** @type {any} */ (value));
      if (!ids.length) continue;
      const { rows } = await tx.query(
        `SELECT id FROM ${quote(field.references)} WHERE id = ANY($1::int[])`,
        [ids],
      );
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) {
        errors[field.name] = [
          missing.length === 1
            ? `does not exist (no ${field.references} record has id ${missing[0]})`
            : `do not exist (no ${field.references} records have ids ${missing.join(', ')})`,
        ];
      }
    }
    if (Object.keys(errors).length) throw validationError(errors);
  }

  /**
   * The column values of a write: defaults for null or (POST/PUT) absent defaulted fields,
   * null for absent optional ones (PUT), only the sent fields (PATCH).
   * @param {ResourceDef} resource
   * @param {Row} body
   * @param {'POST' | 'PUT' | 'PATCH'} method
   */
  function columnValues(resource, body, method) {
    /** @type {Row} */
    const values = {};
    for (const field of resource.fields) {
      const sent = Object.prototype.hasOwnProperty.call(body, field.name);
      if (!sent && method === 'PATCH') continue;
      let value = sent ? body[field.name] : null;
      if (value === null && field.default !== undefined) value = field.default;
      if (!sent && method === 'POST' && value === null) continue;
      values[field.name] = value;
    }
    if (resource.translatable && body.translations !== undefined) {
      values.translations = body.translations;
    }
    return values;
  }

  /**
   * Runs a write, turning the database's refusals into 422s.
   * @template T
   * @param {(tx: Queryable) => Promise<T>} run
   * @returns {Promise<T>}
   */
  async function write(run) {
    try {
      return await db.transaction(run);
    } catch (error) {
      const code = pgCode(error);
      const detail = /** @type {{ detail?: string, message?: string }} */ (error);
      const field = /\((?:"?)([A-Za-z]+)(?:"?)\)=/.exec(detail.detail ?? '')?.[1] ?? 'body';
      if (code === '23503') throw validationError({ [field]: ['does not exist'] });
      if (code === '23505') throw validationError({ [field]: ['is already taken'] });
      if (code === '22003' || code === '22P02' || code === '22007' || code === '22008') {
        throw validationError({ body: [`holds a value the database refuses: ${detail.message}`] });
      }
      throw error;
    }
  }

  /** @param {Row} values */
  const sqlColumns = (values) => {
    const names = Object.keys(values);
    const params = names.map((name) => {
      const value = values[name];
      return name === 'translations' ? JSON.stringify(value) : value;
    });
    return { names, params };
  };

  /**
   * POST: checks the id and the references, stores, answers the record as served in `locale`.
   * @param {ResourceDef} resource
   * @param {Row} body validated
   * @param {string} locale
   * @returns {Promise<Versioned>}
   */
  function create(resource, body, locale) {
    return write(async (tx) => {
      const stored = resource.translatable ? storePostWrite('POST', body, undefined, locale) : body;
      const values = columnValues(resource, stored, 'POST');
      await checkReferences(tx, resource, values);
      if (body.id !== undefined) {
        const taken = await tx.query(`SELECT 1 FROM ${quote(resource.name)} WHERE id = $1`, [
          body.id,
        ]);
        if (taken.rows.length) throw validationError({ id: ['is already taken'] });
        values.id = body.id;
      }
      const { names, params } = sqlColumns(values);
      const { rows } = await tx.query(
        names.length
          ? `INSERT INTO ${quote(resource.name)} (${names.map(quote).join(', ')})
             VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`
          : `INSERT INTO ${quote(resource.name)} DEFAULT VALUES RETURNING id`,
        params,
      );
      if (body.id !== undefined) {
        // A chosen id: the sequence moves past it, so later ids never collide.
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('${resource.name}', 'id'),
             greatest((SELECT max(id) FROM ${quote(resource.name)}),
                      (SELECT last_value FROM ${resource.name}_id_seq)))`,
        );
      }
      return /** @type {Versioned} */ (await get(resource, rows[0].id, locale, tx));
    });
  }

  /**
   * The stored row, locked for the write; 404 when missing, 412 when `ifMatch` names another
   * version.
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {number[] | '*' | undefined} ifMatch
   * @param {string} locale
   */
  async function lock(tx, resource, id, ifMatch, locale) {
    const { rows } = await tx.query(
      `SELECT * FROM ${quote(resource.name)} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new ApiError(404, `Not found: ${resource.name} ${id}`);
    if (Array.isArray(ifMatch) && !ifMatch.includes(Number(row.version))) {
      throw new ApiError(
        412,
        `Precondition failed: ${resource.name} ${id} is at version ${row.version}, not the ` +
          `version of If-Match (${ifMatch.join(', ') || 'none'}); read it again before changing it`,
        undefined,
        { ETag: etag(Number(row.version), resource.translatable ? locale : undefined) },
      );
    }
    return row;
  }

  /**
   * PUT (replace) or PATCH (merge) a record.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {Row} body validated
   * @param {{ method: 'PUT' | 'PATCH', locale: string, ifMatch?: number[] | '*' }} options
   * @returns {Promise<Versioned>}
   */
  function update(resource, id, body, options) {
    return write((tx) => updateIn(tx, resource, id, body, options));
  }

  /**
   * A bulk PATCH: every record of `ids` merged with `body` in one transaction (all or none: an
   * unknown id is a 404 and nothing changes). Answers the records, in the order of `ids`.
   * @param {ResourceDef} resource
   * @param {number[]} ids
   * @param {Row} body validated
   * @param {{ locale: string }} options
   * @returns {Promise<Versioned[]>}
   */
  function updateMany(resource, ids, body, { locale }) {
    return write(async (tx) => {
      /** @type {Versioned[]} */
      const done = [];
      for (const id of ids) {
        done.push(await updateIn(tx, resource, id, body, { method: 'PATCH', locale }));
      }
      return done;
    });
  }

  /**
   * @param {Queryable} tx
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {Row} body validated
   * @param {{ method: 'PUT' | 'PATCH', locale: string, ifMatch?: number[] | '*' }} options
   * @returns {Promise<Versioned>}
   */
  async function updateIn(tx, resource, id, body, { method, locale, ifMatch }) {
    const existing = await lock(tx, resource, id, ifMatch, locale);
    const data = { ...body };
    delete data.id;
    const stored = resource.translatable
      ? storePostWrite(method, data, /** @type {any} */ (existing), locale)
      : data;
    const values = columnValues(resource, stored, method);
    await checkReferences(tx, resource, values);
    const { names, params } = sqlColumns(values);
    const sets = names.map((name, i) => `${quote(name)} = $${i + 2}`);
    await tx.query(
      `UPDATE ${quote(resource.name)} SET ${[...sets, 'version = version + 1'].join(', ')}
       WHERE id = $1`,
      [id, ...params],
    );
    return /** @type {Versioned} */ (await get(resource, id, locale, tx));
  }

  /**
   * DELETE a record: the records pointing at it go too (foreign keys cascade), and it leaves
   * the id arrays that hold it (a tag leaves the posts' `tagIds`). Answers the deleted record.
   * @param {ResourceDef} resource
   * @param {number} id
   * @param {{ locale: string, ifMatch?: number[] | '*' }} options
   * @returns {Promise<Versioned>}
   */
  function remove(resource, id, { locale, ifMatch }) {
    return write(async (tx) => {
      await lock(tx, resource, id, ifMatch, locale);
      const deleted = /** @type {Versioned} */ (await get(resource, id, locale, tx));
      for (const other of RESOURCES) {
        for (const field of other.fields) {
          if (field.references !== resource.name || field.type !== 'integer[]') continue;
          const name = quote(field.name);
          await tx.query(
            `UPDATE ${quote(other.name)} SET ${name} = array_remove(${name}, $1),
               version = version + 1 WHERE $1 = ANY(${name})`,
            [id],
          );
        }
      }
      await tx.query(`DELETE FROM ${quote(resource.name)} WHERE id = $1`, [id]);
      return deleted;
    });
  }

  /**
   * The account behind an email (case-insensitive), with its password hash.
   * @param {string} email
   * @returns {Promise<{ user: Row, passwordHash: string } | null>}
   */
  async function account(email) {
    const { rows } = await db.query(
      `SELECT u.id, u.name, u.email, u.roles, a."passwordHash"
       FROM users u JOIN accounts a ON a."userId" = u.id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    if (!rows[0]) return null;
    const { passwordHash, ...user } = rows[0];
    return { user, passwordHash };
  }

  /** Any stored password hash (to compare against when the email is unknown). */
  async function anyPasswordHash() {
    const { rows } = await db.query(
      `SELECT "passwordHash" FROM accounts ORDER BY "userId" LIMIT 1`,
    );
    return rows[0] ? String(rows[0].passwordHash) : null;
  }

  /**
   * A user by id (sessions), or null.
   * @param {number} id
   */
  async function user(id) {
    const { rows } = await db.query(`SELECT id, name, email, roles FROM users WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  return {
    list,
    get,
    include,
    relationTarget,
    create,
    update,
    updateMany,
    remove,
    account,
    anyPasswordHash,
    user,
  };
}

/**
 * The ETag of a record version; a translated record's names its locale too (`"3-fr"`), so that a
 * cache never revalidates one locale's copy for another (If-Match compares the version only).
 * @param {number} version
 * @param {string} [locale] for translatable resources
 */
const etag = (version, locale) => `"${version}${locale ? `-${locale}` : ''}"`;

/**
 * The versions named by an If-Match header: '*' (any), a list, or undefined without the header.
 * @param {string | undefined} header
 * @returns {number[] | '*' | undefined}
 */
function parseIfMatch(header) {
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  return header
    .split(',')
    .map((tag) => /^\s*"(\d+)(?:-[a-z]+)?"\s*$/.exec(tag)?.[1])
    .filter((v) => v !== undefined)
    .map(Number);
}

module.exports = {
  createStore,
  MAX_PAGE_SIZE,
  containsPattern,
  regexLiteralPattern,
  escapeLike,
  etag,
  parseIfMatch,
  resourceOfSingular,
};
