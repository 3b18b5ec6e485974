// @ts-check
'use strict';

const bcrypt = require('bcryptjs');
const jsonServer = require('json-server');
const { LOCALES, negotiateLocale, localizePost, storePostWrite } = require('./i18n');
const { bearerToken } = require('./sessions');
const { COLLECTIONS, accessDenied, includedCollections, validationErrors } = require('./rules');

/**
 * The `/api` application: auth endpoints, then json-server 0.17 behind authentication, role
 * checks, validation and post translation.
 *
 * json-server routers: one over the stored data serves writes; one per locale serves reads
 * from a view whose posts are already translated (so `q`, `_sort` and `*_like` filters work on
 * the served texts, and `_embed`/`_expand` never leak the internal `translations` key).
 */

/**
 * The parts of Express's request and response used here (express ships no types here).
 * @typedef {import('node:http').IncomingMessage & { method: string, url: string, path: string,
 *   originalUrl: string, query: Record<string, unknown>, body?: unknown }} Request
 * @typedef {import('node:http').ServerResponse & { locals: Record<string, any>,
 *   status(code: number): Response, json(body: unknown): Response, jsonp(body: unknown): Response,
 *   sendStatus(code: number): Response }} Response
 * @typedef {(error?: unknown) => void} Next
 * @typedef {(req: Request, res: Response, next: Next) => void} Handler
 * @typedef {{ collection: string, id?: string, read: boolean, locale: string }} Target
 * @typedef {import('./store').DataFile} DataFile
 * @typedef {import('./seed').User} User
 * @typedef {ReturnType<import('./sessions').createSessions>} Sessions
 */

/** Response headers a browser client may read. */
const EXPOSED_HEADERS = 'X-Total-Count, Content-Range, Link, Location';
const READ_METHODS = ['GET', 'HEAD'];
const WRITE_METHODS = ['POST', 'PUT', 'PATCH'];

/** @param {User} user */
const publicUser = ({ id, name, email, roles }) => ({ id, name, email, roles });

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Singular names, for foreign keys such as `postId`. @type {Record<string, string>} */
const SINGULAR = {
  users: 'user',
  posts: 'post',
  comments: 'comment',
  categories: 'category',
  tags: 'tag',
};

/**
 * Removes matching items in place (the arrays are shared with json-server's databases).
 * @template T
 * @param {T[]} list
 * @param {(item: T) => boolean} predicate
 * @returns {number} how many were removed
 */
const removeWhere = (list, predicate) => {
  let kept = 0;
  for (const item of list) {
    if (!predicate(item)) list[kept++] = item;
  }
  const removed = list.length - kept;
  list.length = kept;
  return removed;
};

/** @param {string} segment */
const decode = (segment) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** @param {string} id A numeric route id becomes a number, as json-server stores ids. */
const foreignKeyValue = (id) => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * @param {Response} res
 * @param {number} status
 * @param {Record<string, unknown>} body
 */
const send = (res, status, body) => {
  res.status(status).json(body);
};

/**
 * @param {{ data: DataFile, sessions: Sessions, onChange: () => void }} options
 *   onChange runs after every successful write (to save the file).
 */
function createApi({ data, sessions, onChange }) {
  const { collections, accounts } = data;
  const api = jsonServer.create();
  api.disable('x-powered-by');

  // json-server over the stored data: it mutates `collections` in place.
  const store = jsonServer.router(/** @type {any} */ (collections));
  /** @type {Record<string, any>} */
  const views = Object.fromEntries(
    LOCALES.map((locale) => [locale, jsonServer.router({ ...collections })]),
  );
  let version = 0;
  /** @type {Record<string, number>} */
  const viewVersions = {};

  /** Rebuilds a locale's view after writes (lazily, on its next read). @param {string} locale */
  const refreshView = (locale) => {
    if (viewVersions[locale] === version) return;
    views[locale].db.setState({
      ...collections,
      posts: collections.posts.map((post) => localizePost(post, locale)),
    });
    viewVersions[locale] = version;
  };

  /** @param {Request} req @param {Response} res */
  const render = (req, res) => {
    /** @type {Target} */
    const target = res.locals.target;
    let body = res.locals.data;
    if (res.statusCode === 404 && isPlainObject(body) && Object.keys(body).length === 0) {
      const what =
        target.id === undefined ? target.collection : `${target.collection} ${target.id}`;
      body = { message: `Not found: ${what}` };
    } else if (
      !target.read &&
      target.collection === 'posts' &&
      isPlainObject(body) &&
      'id' in body
    ) {
      body = localizePost(/** @type {any} */ (body), target.locale);
    }
    if (!target.read && res.statusCode < 400) afterWrite();
    // json-server sets its own list of exposed headers: restore the full one.
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    res.jsonp(body);
  };
  store.render = render;
  for (const view of Object.values(views)) view.render = render;

  const afterWrite = () => {
    version++;
    onChange();
  };

  /**
   * DELETE /<collection>/<id> with json-server's semantics (200 `{}`, records whose
   * `<singular>Id` pointed at the deleted one are deleted too) in linear time: json-server's
   * own clean-up scans every record against every collection, which takes seconds with 10 000
   * posts. A deleted tag also leaves the posts' `tagIds`.
   * @param {Request} req @param {Response} res @param {Target} target
   */
  const destroy = (req, res, target) => {
    const records = /** @type {{ id: unknown }[]} */ (
      collections[/** @type {keyof typeof collections} */ (target.collection)]
    );
    const removed = removeWhere(records, (record) => String(record.id) === target.id);
    if (removed) {
      const foreignKey = `${SINGULAR[target.collection]}Id`;
      for (const name of COLLECTIONS) {
        const list = /** @type {Record<string, unknown>[]} */ (
          collections[/** @type {keyof typeof collections} */ (name)]
        );
        removeWhere(list, (record) => String(record[foreignKey]) === target.id);
      }
      if (target.collection === 'tags') {
        for (const post of collections.posts) {
          if (Array.isArray(post.tagIds) && post.tagIds.some((id) => String(id) === target.id)) {
            post.tagIds = post.tagIds.filter((id) => String(id) !== target.id);
          }
        }
      }
      res.status(200);
      res.locals.data = {};
    } else {
      res.status(404);
      res.locals.data = {};
    }
    render(req, res);
  };

  /** @param {Request} req */
  const userOf = (req) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      return {
        error:
          'Authentication required: send "Authorization: Bearer <token>" (POST /api/auth/login returns a token)',
      };
    }
    const session = sessions.resolve(token);
    if ('error' in session) {
      return {
        error:
          session.error === 'expired'
            ? 'Session expired: sign in again'
            : 'Invalid token: sign in again',
      };
    }
    const user = collections.users.find((u) => u.id === session.userId);
    return user ? { user, token } : { error: 'Invalid token: the user no longer exists' };
  };

  /** @param {Response} res @param {string} message */
  const unauthorized = (res, message) => {
    res.setHeader('WWW-Authenticate', 'Bearer realm="demo-api"');
    send(res, 401, { message });
  };

  /** Preflight requests carry no token; the outer application sets the CORS headers. */
  /** @type {Handler} */
  const preflight = (_req, res) => {
    res.sendStatus(204);
  };

  /** Method override would let a POST pass the role check as a DELETE: not supported. */
  /** @type {Handler} */
  const noMethodOverride = (req, _res, next) => {
    delete req.headers['x-http-method-override'];
    next();
  };

  /** POST /auth/login {email, password} → 200 {token, expiresAt, user}, 401, 422. */
  /** @type {Handler} */
  const login = (req, res, next) => {
    const body = isPlainObject(req.body) ? req.body : {};
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const field of ['email', 'password']) {
      if (typeof body[field] !== 'string' || !String(body[field]).trim()) {
        errors[field] = ['is required'];
      }
    }
    if (Object.keys(errors).length) {
      return send(res, 422, { message: 'Email and password are required', errors });
    }
    const email = String(body.email).trim().toLowerCase();
    const user = collections.users.find((u) => String(u.email).toLowerCase() === email);
    const account = user && accounts.find((a) => a.userId === user.id);
    // Compare even for an unknown email, so both failures take the same time.
    const hash = account?.passwordHash ?? accounts[0]?.passwordHash;
    const check = hash ? bcrypt.compare(String(body.password), hash) : Promise.resolve(false);
    check.then((ok) => {
      if (!user || !account || !ok) {
        return send(res, 401, { message: 'Invalid email or password' });
      }
      const { token, expiresAt } = sessions.create(user.id);
      send(res, 200, {
        token,
        expiresAt: new Date(expiresAt).toISOString(),
        user: publicUser(user),
      });
    }, next);
  };

  /** GET /auth/me → 200 user or 401. */
  /** @type {Handler} */
  const me = (req, res) => {
    const auth = userOf(req);
    if (!auth.user) return unauthorized(res, auth.error ?? 'Unauthorized');
    send(res, 200, publicUser(auth.user));
  };

  /** POST /auth/logout → 204; the token stops working. */
  /** @type {Handler} */
  const logout = (req, res) => {
    const token = bearerToken(req.headers.authorization);
    if (token) sessions.revoke(token);
    res.sendStatus(204);
  };

  /** Everything else needs a valid token (401). */
  /** @type {Handler} */
  const authenticate = (req, res, next) => {
    const auth = userOf(req);
    if (!auth.user) return unauthorized(res, auth.error ?? 'Unauthorized');
    res.locals.user = auth.user;
    next();
  };

  /** The collection, id and locale of the request (nested routes /posts/1/comments included). */
  /** @type {Handler} */
  const resolveTarget = (req, res, next) => {
    const segments = req.path.split('/').filter(Boolean);
    const unknown = segments.find(
      (segment, i) => (i === 0 || i === 2) && !COLLECTIONS.includes(segment),
    );
    if (!segments.length || segments.length > 3 || unknown !== undefined) {
      const name = unknown ?? segments.join('/');
      return send(res, 404, {
        message: `Not found: "${name}" is not a collection (collections: ${COLLECTIONS.join(', ')})`,
      });
    }
    const read = READ_METHODS.includes(req.method);
    if (segments.length === 3) {
      // json-server's nested routes, rewritten here so the checks see the real collection.
      const [parent, parentId, nested] = segments;
      const foreignKey = `${SINGULAR[parent]}Id`;
      if (read) {
        req.query[foreignKey] = decode(parentId);
      } else if (req.method === 'POST' && isPlainObject(req.body)) {
        req.body[foreignKey] = foreignKeyValue(decode(parentId));
      } else {
        return send(res, 405, {
          message: `${req.method} is not supported on nested routes (only GET and POST)`,
        });
      }
      req.url = `/${nested}`;
      segments.splice(0, 3, nested);
    }
    /** @type {Target} */
    const target = {
      collection: segments[0],
      id: segments[1] === undefined ? undefined : decode(segments[1]),
      read,
      locale: negotiateLocale(req.headers['accept-language']),
    };
    res.locals.target = target;
    if (target.collection === 'posts') {
      res.setHeader('Content-Language', target.locale);
      res.setHeader('Vary', 'Accept-Language, Authorization');
    }
    next();
  };

  /** Roles (403), including the collections read through _embed / _expand. */
  /** @type {Handler} */
  const authorize = (req, res, next) => {
    /** @type {Target} */
    const target = res.locals.target;
    const roles = /** @type {User} */ (res.locals.user).roles ?? [];
    const checked = [target.collection];
    if (target.read) checked.push(...includedCollections(req.query));
    for (const collection of checked) {
      const denied = accessDenied(roles, req.method, collection);
      if (denied) return send(res, 403, { message: denied });
    }
    next();
  };

  /** Required fields (422), then the stored shape of translated posts. */
  /** @type {Handler} */
  const validate = (req, res, next) => {
    /** @type {Target} */
    const target = res.locals.target;
    if (!WRITE_METHODS.includes(req.method)) return next();
    if (!isPlainObject(req.body)) {
      return send(res, 422, {
        message: 'The request body must be a JSON object',
        errors: { body: ['must be a JSON object'] },
      });
    }
    const body = req.body;
    const errors = validationErrors(target.collection, req.method, body) ?? {};
    const records = /** @type {{ id: unknown }[]} */ (
      collections[/** @type {keyof typeof collections} */ (target.collection)]
    );
    if (
      req.method === 'POST' &&
      body.id !== undefined &&
      records.some((r) => String(r.id) === String(body.id))
    ) {
      errors.id = ['is already taken'];
    }
    const fields = Object.keys(errors);
    if (fields.length) {
      const list = fields.map((field) => `${field} ${errors[field].join(', ')}`).join('; ');
      return send(res, 422, { message: `Validation failed: ${list}`, errors });
    }
    if (target.collection === 'posts') {
      const existing =
        target.id === undefined
          ? undefined
          : collections.posts.find((post) => String(post.id) === target.id);
      req.body = storePostWrite(
        /** @type {'POST' | 'PUT' | 'PATCH'} */ (req.method),
        body,
        existing,
        target.locale,
      );
    }
    next();
  };

  /** Reads go to the locale's view, writes to the stored data. */
  /** @type {Handler} */
  const dispatch = (req, res, next) => {
    /** @type {Target} */
    const target = res.locals.target;
    if (target.read) {
      refreshView(target.locale);
      return views[target.locale](req, res, next);
    }
    if (req.method === 'DELETE' && target.id !== undefined) return destroy(req, res, target);
    store(req, res, next);
  };

  /** @type {Handler} */
  const notFound = (_req, res) => {
    send(res, 404, { message: 'Not found' });
  };

  /**
   * Malformed JSON bodies and unexpected failures answer in JSON too.
   * @param {any} error @param {Request} _req @param {Response} res @param {Next} next
   */
  const failure = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = Number(error?.status ?? error?.statusCode ?? 500);
    if (status >= 500) console.error(error);
    send(res, status, {
      message:
        status < 500 ? `Invalid request: ${error.message}` : 'Internal server error (see the log)',
    });
  };

  api.options('*', preflight);
  api.use(noMethodOverride, jsonServer.bodyParser);
  api.post('/auth/login', login);
  api.get('/auth/me', me);
  api.post('/auth/logout', logout);
  api.use(authenticate, resolveTarget, authorize, validate, dispatch, notFound);
  api.use(failure);
  return api;
}

module.exports = { createApi, EXPOSED_HEADERS };
