/**
 * The backends `ng add admin --backend <name>` knows: the dialect it writes into
 * `provideAdmin({ dialect })` and the `bearerTokenAuth({...})` options of that backend's own
 * sign-in (README, "Install"). The option texts are TypeScript the app compiles: arrow functions
 * only, no import.
 */
import { SchematicsException } from '@angular-devkit/schematics';

import { NG_ADD_LOGIN_ENDPOINT } from '../utils/app-setup';
import { didYouMean } from '../utils/fields';

export interface Backend {
  /** The export of `admin/data` written as `dialect`; none for json-server, the default. */
  readonly dialect?: string;
  /** The `bearerTokenAuth(…)` options (`--auth bearer`). */
  readonly auth: string;
  /** What the server must do besides, logged after the set-up. */
  readonly note?: string;
  /** What to adjust in the sign-in `ng add` wrote, logged with `--auth bearer`. */
  readonly signInNote?: string;
}

/** bearerTokenAuth's defaults under `/api`: `POST /api/auth/login` `{ email, password }` → `{ token, user }`. */
const DEFAULT_AUTH = `{ endpoints: { login: '${NG_ADD_LOGIN_ENDPOINT}' } }`;

const DEFAULT_LOGIN_NOTE =
  `bearerTokenAuth signs in with POST ${NG_ADD_LOGIN_ENDPOINT} { email, password } → { token, user } ` +
  'and reads the user from GET /api/auth/me: change its endpoints (or parseLogin, loginBody) to your API’s.';

export const BACKENDS = {
  'json-server': { auth: DEFAULT_AUTH },
  'simple-rest': {
    dialect: 'simpleRestDialect',
    auth: DEFAULT_AUTH,
    note: 'simple-rest: the server must expose Content-Range (Access-Control-Expose-Headers) on another origin.',
    signInNote: DEFAULT_LOGIN_NOTE,
  },
  laravel: { dialect: 'laravelDialect', auth: DEFAULT_AUTH, signInNote: DEFAULT_LOGIN_NOTE },
  // Django REST framework: TokenAuthentication's `Token <key>`; obtain_auth_token reads
  // `{ username, password }` and answers `{ token }`.
  django: {
    dialect: 'djangoRestDialect',
    auth:
      "{ scheme: 'Token', endpoints: { login: '/api/auth/token/', me: '/api/auth/me/', logout: null }, " +
      'loginBody: ({ email, password }) => ({ username: email, password }) }',
    signInNote:
      "Django REST framework: route path('api/auth/token/', obtain_auth_token) and a view at " +
      '/api/auth/me/ that answers the signed-in user (README, "Django REST framework").',
  },
  // Strapi 5's users-permissions: POST /api/auth/local { identifier, password } → { jwt, user }.
  strapi: {
    dialect: 'strapiDialect',
    auth:
      "{ endpoints: { login: '/api/auth/local', me: '/api/users/me', logout: null }, " +
      'loginBody: ({ email, password }) => ({ identifier: email, password }), ' +
      'parseLogin: (body) => { const { jwt, user } = body as { jwt: string; user: unknown }; return { token: jwt, user }; } }',
  },
  // Directus: POST /auth/login { email, password } → { data: { access_token, expires } }, the
  // user at GET /users/me as { data }; its logout needs the refresh token, so it is local.
  directus: {
    dialect: 'directusDialect',
    auth:
      `{ endpoints: { login: '${NG_ADD_LOGIN_ENDPOINT}', me: '/api/users/me', logout: null }, ` +
      'parseLogin: (body) => { const { data } = body as { data: { access_token: string; expires: number } }; ' +
      'return { token: data.access_token, expiresAt: Date.now() + data.expires }; }, ' +
      'parseUser: (body) => (body as { data: unknown }).data }',
    note: 'Directus: the admin calls it under /api (a proxy to Directus, or set apiUrl and the endpoints to its URL).',
    signInNote:
      'Directus: its access token expires after ACCESS_TOKEN_TTL (15 minutes by default); then the admin asks to sign in again.',
  },
  'nestjs-crud': {
    dialect: 'nestjsCrudDialect',
    auth: DEFAULT_AUTH,
    signInNote: DEFAULT_LOGIN_NOTE,
  },
  postgrest: { dialect: 'postgrestDialect', auth: DEFAULT_AUTH, signInNote: DEFAULT_LOGIN_NOTE },
  odata: { dialect: 'odataDialect', auth: DEFAULT_AUTH, signInNote: DEFAULT_LOGIN_NOTE },
  'spring-data-rest': {
    dialect: 'springDataRestDialect',
    auth: DEFAULT_AUTH,
    signInNote: DEFAULT_LOGIN_NOTE,
  },
  'spring-page': {
    dialect: 'springPageDialect',
    auth: DEFAULT_AUTH,
    signInNote: DEFAULT_LOGIN_NOTE,
  },
  'api-platform': { dialect: 'hydraDialect', auth: DEFAULT_AUTH, signInNote: DEFAULT_LOGIN_NOTE },
} as const satisfies Record<string, Backend>;

export type BackendName = keyof typeof BACKENDS;
export const BACKEND_NAMES = Object.keys(BACKENDS) as BackendName[];

/** The `--backend` value, checked before anything is written. */
export function checkBackend(value: unknown): BackendName {
  if (value === undefined) return 'json-server';
  if (typeof value === 'string' && Object.hasOwn(BACKENDS, value)) return value as BackendName;
  const hint = typeof value === 'string' ? didYouMean(value, BACKEND_NAMES) : '';
  throw new SchematicsException(
    `ng add admin: --backend ${JSON.stringify(value)} is not a backend the admin knows${hint} ` +
      `(valid: ${BACKEND_NAMES.join(', ')}; another API: json-server, then write your dialect, ` +
      `README "Writing a dialect"). Nothing was changed.`,
  );
}
