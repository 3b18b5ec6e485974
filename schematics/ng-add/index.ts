/**
 * `ng add admin`: sets an application up for the admin (standalone or NgModule), through
 * `@schematics/angular/utility` and the TypeScript AST. Every step checks first whether it was
 * already done, so that running it again changes nothing.
 */
import { chain, noop, SchematicsException, type Rule, type Tree } from '@angular-devkit/schematics';
import {
  addDependency,
  addRootProvider,
  DependencyType,
  ExistingBehavior,
  readWorkspace,
  updateWorkspace,
} from '@schematics/angular/utility';
import { posix } from 'node:path';

import {
  addHttpInterceptor,
  addRouterInputBinding,
  addRouterOutletImport,
  adminProviderPresent,
  findRootSetup,
  httpClientPresent,
  routerBindsInputs,
  routeReuseStrategyPresent,
  titleStrategyPresent,
  insertDefaultImport,
  insertNamedImports,
  mountAdminRoutes,
  NG_ADD_LOGIN_ENDPOINT,
  type RootSetup,
} from '../utils/app-setup';
import { componentSuffix, isNgNewSpec, rewriteTitleTest, specOf } from '../utils/app-spec';
import { findCalls, parseFile } from '../utils/ast';
import { setUpBuilders } from '../utils/builders-setup';
import { syncIconsFile } from '../utils/icons-sync';
import { resolveProject, type AdminProject } from '../utils/project';
import { iconsFileCode, INDEX_FILE, pagesFileCode } from '../utils/resources-code';
import { BACKENDS, checkBackend, type Backend, type BackendName } from './backends';

/** How the admin signs in: `bearer` (a login page, `bearerTokenAuth`) or `none` (`withoutAuth`). */
export const AUTH_CHOICES = ['bearer', 'none'] as const;
export type AuthChoice = (typeof AUTH_CHOICES)[number];

export interface NgAddOptions {
  readonly project?: string;
  /** Default `bearer` (schema.json): what the admin does without `auth`, and what runs ask without a prompt. */
  readonly auth?: AuthChoice;
  /** Default `json-server` (schema.json): the API's dialect and its sign-in (./backends.ts). */
  readonly backend?: BackendName;
}

/** The user and roles `ng add --auth none` writes (README, "Without a login"). */
export const LOCAL_USER_CODE = "{ user: { id: 'local', name: 'Admin' }, roles: ['admin'] }";

/** The `--auth` value, checked before anything is written. */
export function checkAuth(value: unknown): AuthChoice {
  if (value === undefined) return 'bearer';
  if (AUTH_CHOICES.includes(value as AuthChoice)) return value as AuthChoice;
  throw new SchematicsException(
    `ng add admin: --auth ${JSON.stringify(value)} is not an authentication the admin knows: ` +
      `use --auth bearer (a login page, bearerTokenAuth: POST ${NG_ADD_LOGIN_ENDPOINT} → { token, user }) ` +
      `or --auth none (an API without a login, withoutAuth). Nothing was changed.`,
  );
}

/** The npm name of this library: the schematic collection name (`ng generate admin:resource`). */
export const PACKAGE_NAME = 'admin';

/**
 * The entry points the app's code imports from (README, "Entry points"): each names the part of the
 * library it depends on.
 */
const SETUP = `${PACKAGE_NAME}/setup`;
const AUTH = `${PACKAGE_NAME}/auth`;
const DATA = `${PACKAGE_NAME}/data`;
const ROUTING = `${PACKAGE_NAME}/routing`;

/** The theme file added to the build's styles. */
export const THEME_FILE = 'admin-theme.scss';

export const THEME = `// Angular Material 3 theme of the admin (added by \`ng add admin\`). Learn more about theming at
// https://material.angular.dev/guide/theming
@use '@angular/material' as mat;

// One theme for light and dark: \`theme-type: color-scheme\` emits \`light-dark()\` tokens, and the
// admin layout's theme toggle sets \`color-scheme\` on <html> (default: the OS preference).
html {
  height: 100%;
  color-scheme: light dark;
  @include mat.theme(
    (
      color: (
        primary: mat.$azure-palette,
        tertiary: mat.$violet-palette,
        theme-type: color-scheme,
      ),
      typography: (
        plain-family: (Roboto, 'Helvetica Neue', Arial, sans-serif),
        brand-family: (Roboto, 'Helvetica Neue', Arial, sans-serif),
      ),
      density: 0,
    )
  );
}

body {
  background-color: var(--mat-sys-surface);
  color: var(--mat-sys-on-surface);
  font: var(--mat-sys-body-medium);
  margin: 0;
  height: 100%;
}

// Error notifications of the admin (AdminNotifications adds this panel class).
.va-notification-error {
  @include mat.snack-bar-overrides(
    (
      container-color: var(--mat-sys-error-container),
      supporting-text-color: var(--mat-sys-on-error-container),
      button-color: var(--mat-sys-on-error-container),
    )
  );
}
`;

/** Removable placeholder of the root template written by `ng new`. */
const NG_NEW_PLACEHOLDER = 'is only a placeholder';

function relativeModule(fromFile: string, toPath: string): string {
  const relative = posix.relative(posix.dirname(fromFile), toPath);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Adds @angular/material, @angular/cdk and @mdi/angular-material when no section has them. */
function addPeerDependencies(tree: Tree): Rule {
  const manifest = tree.readJson('/package.json') as Record<string, Record<string, string>>;
  const has = (name: string) =>
    ['dependencies', 'devDependencies', 'peerDependencies'].some((s) => manifest[s]?.[name]);
  const core = manifest['dependencies']?.['@angular/core'] ?? '';
  const major = /(\d+)\./.exec(core)?.[1] ?? '21';
  const wanted: [string, string][] = [
    ['@angular/cdk', `^${major}.0.0`],
    ['@angular/material', `^${major}.0.0`],
    ['@mdi/angular-material', '^7.2.96'],
  ];
  return chain(
    wanted
      .filter(([name]) => !has(name))
      .map(([name, version]) =>
        addDependency(name, version, {
          type: DependencyType.Default,
          existing: ExistingBehavior.Skip,
        }),
      ),
  );
}

/** src/resources/index.ts, pages.ts and icons.ts, unless they exist. */
function createResourceFiles(project: AdminProject): Rule {
  return (tree) => {
    if (!tree.exists(project.indexPath)) tree.create(project.indexPath, INDEX_FILE);
    if (!tree.exists(project.pagesPath)) tree.create(project.pagesPath, pagesFileCode([]));
    if (!tree.exists(project.iconsPath)) tree.create(project.iconsPath, iconsFileCode(new Map()));
  };
}

/**
 * One call: `provideAdmin({ resources, pages, icons, dialect, auth }, withHttp(),
 * withInputBinding(), withTitles(), withListReuse())`, each feature only where the app does not set
 * it up itself (its own `provideHttpClient` gets the admin's interceptor instead; its own
 * TitleStrategy, RouteReuseStrategy or router input binding stay). The dialect is the `--backend`
 * one (none for json-server, provideAdmin's default). The authentication is the `--auth` choice:
 * `auth: bearerTokenAuth({...})` with the backend's sign-in in view (its login endpoint at least),
 * or the `withoutAuth({ user, roles })` feature. An app that already provides the admin keeps its
 * setup (its dialect and authentication too); what it lacks is added beside it, as before.
 */
function addProviders(
  tree: Tree,
  project: AdminProject,
  setup: RootSetup,
  auth: AuthChoice,
  backend: Backend,
): Rule {
  const rules: Rule[] = [];
  const file = setup.providersFile;
  if (!adminProviderPresent(tree, setup)) {
    const pages = relativeModule(file, `${project.resourcesDir}/pages`);
    const icons = relativeModule(file, `${project.resourcesDir}/icons`);
    const features = [
      ...(httpClientPresent(tree, setup) ? [] : ['withHttp']),
      ...(routerBindsInputs(tree, setup) ? [] : ['withInputBinding']),
      ...(titleStrategyPresent(tree, setup) ? [] : ['withTitles']),
      ...(routeReuseStrategyPresent(tree, setup) ? [] : ['withListReuse']),
    ];
    if (httpClientPresent(tree, setup)) rules.push(addHttpInterceptor(setup));
    rules.push(
      addRootProvider(project.name, ({ code, external }) => {
        const calls = features.map((f) => `, ${external(f, SETUP)}()`).join('');
        const dialect = backend.dialect ? `, dialect: ${external(backend.dialect, DATA)}` : '';
        if (auth === 'none')
          return code`${external('provideAdmin', SETUP)}({ resources, pages, icons${dialect} }${calls}, ${external('withoutAuth', SETUP)}(${LOCAL_USER_CODE}))`;
        const bearer = `${external('bearerTokenAuth', AUTH)}(${backend.auth})`;
        return code`${external('provideAdmin', SETUP)}({ resources, pages, icons${dialect}, auth: ${bearer} }${calls})`;
      }),
      insertDefaultImport(file, 'resources', relativeModule(file, project.resourcesDir)),
      insertNamedImports(file, ['pages'], pages),
      insertNamedImports(file, ['icons'], icons),
    );
    const notes = [backend.note, auth === 'bearer' ? backend.signInNote : undefined];
    for (const note of notes.filter(Boolean))
      rules.push((_, context) => context.logger.info(note!));
    return chain(rules);
  }
  rules.push((_, context) => {
    context.logger.info(
      `${file} provides the admin already: its dialect and authentication stay as they are (--backend and --auth set up a new app).`,
    );
  });
  if (!httpClientPresent(tree, setup))
    rules.push(
      addRootProvider(
        project.name,
        ({ code, external }) =>
          code`${external('provideHttpClient', '@angular/common/http')}(${external('withInterceptors', '@angular/common/http')}([${external('adminAuthInterceptor', AUTH)}]))`,
      ),
    );
  else rules.push(addHttpInterceptor(setup));
  // Tab titles "<page title> · <app title>" (docs/decisions.md §7 "Titles"), and back from a record
  // the list shows again as it was left (`withListReuse()`): a router strategy of the admin's each.
  if (!titleStrategyPresent(tree, setup))
    rules.push(routerStrategy(project, 'TitleStrategy', 'AdminTitleStrategy'));
  if (!routeReuseStrategyPresent(tree, setup))
    rules.push(routerStrategy(project, 'RouteReuseStrategy', 'AdminRouteReuseStrategy'));
  return chain(rules);
}

/** `{ provide: <token of @angular/router>, useClass: <the admin's class> }` in the root providers. */
function routerStrategy(project: AdminProject, token: string, useClass: string): Rule {
  return addRootProvider(
    project.name,
    ({ code, external }) =>
      code`{ provide: ${external(token, '@angular/router')}, useClass: ${external(useClass, ROUTING)} }`,
  );
}

/**
 * The root template of `ng new` is a placeholder page: keep only its router outlet, and the title
 * test of ng new's spec becomes a test of that outlet (../utils/app-spec.ts), so that `ng test`
 * passes; a spec the user changed is left alone, with a word.
 */
function replaceTemplatePlaceholder(project: AdminProject, setup: RootSetup): Rule {
  return (tree, context) => {
    const template = setup.rootTemplate;
    if (!template || !tree.exists(template)) return;
    const html = tree.readText(template);
    if (html.includes(NG_NEW_PLACEHOLDER)) {
      tree.overwrite(template, '<router-outlet />\n');
      context.logger.info(`${template}: replaced the ng new placeholder by <router-outlet />.`);
      const spec = setup.rootComponent && specOf(setup.rootComponent);
      if (!spec || !tree.exists(spec)) return;
      const options = {
        standalone: setup.standalone,
        name: project.name,
        suffix: componentSuffix(setup.rootComponent!),
      };
      if (isNgNewSpec(tree.readText(spec), options) && rewriteTitleTest(tree, spec))
        context.logger.info(`${spec}: its title test now checks the <router-outlet />.`);
      else
        context.logger.warn(
          `${spec} is not the one ng new wrote: left as is. A test of the ng new page (its <h1> title) ` +
            `fails now that ${template} is <router-outlet />: update it.`,
        );
    } else if (!html.includes('<router-outlet'))
      context.logger.warn(
        `${template} has no <router-outlet />: add one where the admin layout should appear.`,
      );
  };
}

/** admin-theme.scss in the source root, first in the build and test styles. */
function addTheme(project: AdminProject): Rule {
  return async (tree) => {
    const path = `${project.sourceRoot}/${THEME_FILE}`;
    if (!tree.exists(path)) tree.create(path, THEME);
    const workspace = await readWorkspace(tree);
    const targets = workspace.projects.get(project.name)?.targets;
    const missing = ['build', 'test'].filter((name) => {
      const options = targets?.get(name)?.options;
      if (!options || (name === 'test' && !options['styles'])) return false;
      const styles = (options['styles'] as (string | { input: string })[] | undefined) ?? [];
      return !styles.some((s) => (typeof s === 'string' ? s : s.input) === path);
    });
    if (!missing.length) return noop();
    return updateWorkspace((ws) => {
      for (const name of missing) {
        const options = ws.projects.get(project.name)!.targets.get(name)!.options!;
        const styles = (options['styles'] as (string | { input: string })[] | undefined) ?? [];
        options['styles'] = [path, ...styles];
      }
    });
  };
}

/** `cli.schematicCollections` gets `admin`: `ng generate resource <name>` then works. */
function addSchematicCollection(): Rule {
  return async (tree) => {
    const workspace = await readWorkspace(tree);
    const cli = workspace.extensions['cli'] as Record<string, unknown> | undefined;
    const collections = (cli?.['schematicCollections'] as string[] | undefined) ?? [
      '@schematics/angular',
    ];
    if (collections.includes(PACKAGE_NAME)) return noop();
    return updateWorkspace((ws) => {
      const current = (ws.extensions['cli'] as Record<string, unknown> | undefined) ?? {};
      ws.extensions['cli'] = { ...current, schematicCollections: [...collections, PACKAGE_NAME] };
    });
  };
}

/**
 * Whether the app gets the sign-in page's route: with `--auth bearer`, or, in an app that provides
 * the admin already, unless it runs `withoutAuth()`.
 */
function signsIn(tree: Tree, setup: RootSetup, auth: AuthChoice): boolean {
  if (!adminProviderPresent(tree, setup)) return auth === 'bearer';
  return findCalls(parseFile(tree, setup.providersFile), 'withoutAuth').length === 0;
}

/**
 * `ng add admin [--backend <name>] [--auth bearer|none]`. The app's bundle budgets stay as ng new wrote them: a first
 * download over them is a problem to see, not to hide.
 */
export default function ngAdd(options: NgAddOptions): Rule {
  return async (tree) => {
    const auth = checkAuth(options.auth);
    const backend: Backend = BACKENDS[checkBackend(options.backend)];
    const project = await resolveProject(tree, options.project);
    const setup = await findRootSetup(tree, project);
    return chain([
      addPeerDependencies(tree),
      createResourceFiles(project),
      addProviders(tree, project, setup, auth, backend),
      addRouterInputBinding(project, setup, { provided: !adminProviderPresent(tree, setup) }),
      mountAdminRoutes(setup, { login: signsIn(tree, setup, auth) }),
      replaceTemplatePlaceholder(project, setup),
      addRouterOutletImport(setup),
      addTheme(project),
      addSchematicCollection(),
      setUpBuilders(project.name, project.sourceRoot),
      (t, context) => {
        syncIconsFile(t, project, context.logger, { strict: false });
      },
    ]);
  };
}
