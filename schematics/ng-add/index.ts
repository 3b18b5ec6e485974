/**
 * `ng add admin`: sets an application up for the admin (standalone or NgModule), through
 * `@schematics/angular/utility` and the TypeScript AST. Every step checks first whether it was
 * already done, so that running it again changes nothing.
 */
import { chain, noop, type Rule, type Tree } from '@angular-devkit/schematics';
import {
  addDependency,
  addRootProvider,
  DependencyType,
  ExistingBehavior,
  readWorkspace,
  updateWorkspace,
} from '@schematics/angular/utility';
import type { JsonObject } from '@angular-devkit/core';
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
  type RootSetup,
} from '../utils/app-setup';
import { setUpBuilders } from '../utils/builders-setup';
import { syncIconsFile } from '../utils/icons-sync';
import { resolveProject, type AdminProject } from '../utils/project';
import { iconsFileCode, INDEX_FILE, pagesFileCode } from '../utils/resources-code';

export interface NgAddOptions {
  readonly project?: string;
}

/** The npm name of this library: the schematic collection name (`ng generate admin:resource`). */
export const PACKAGE_NAME = 'admin';

/**
 * The entry points the app's code imports from (README, "Entry points"): each names the part of the
 * library it depends on.
 */
const SETUP = `${PACKAGE_NAME}/setup`;
const AUTH = `${PACKAGE_NAME}/auth`;
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
 * One call: `provideAdmin({ resources, pages, icons }, withHttp(), withInputBinding(), withTitles(),
 * withListReuse())`, each feature only where the app does not set it up itself (its own
 * `provideHttpClient` gets the admin's interceptor instead; its own TitleStrategy,
 * RouteReuseStrategy or router input binding stay). An app that
 * already provides the admin keeps its setup; what it lacks is added beside it, as before.
 */
function addProviders(tree: Tree, project: AdminProject, setup: RootSetup): Rule {
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
        return code`${external('provideAdmin', SETUP)}({ resources, pages, icons }${calls})`;
      }),
      insertDefaultImport(file, 'resources', relativeModule(file, project.resourcesDir)),
      insertNamedImports(file, ['pages'], pages),
      insertNamedImports(file, ['icons'], icons),
    );
    return chain(rules);
  }
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

/** The root template of `ng new` is a placeholder page: keep only its router outlet. */
function replaceTemplatePlaceholder(setup: RootSetup): Rule {
  return (tree, context) => {
    const template = setup.rootTemplate;
    if (!template || !tree.exists(template)) return;
    const html = tree.readText(template);
    if (html.includes(NG_NEW_PLACEHOLDER)) {
      tree.overwrite(template, '<router-outlet />\n');
      context.logger.info(`${template}: replaced the ng new placeholder by <router-outlet />.`);
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

/** The initial-bundle budget `ng add` asks for: the admin shell and Material, with room to grow. */
export const INITIAL_BUDGET = { maximumWarning: '1.5MB', maximumError: '2MB' } as const;

/** Bytes of an Angular budget size (`500kB`, `1MB`, `1.5mb`, `2048b`); undefined when unreadable. */
export function budgetBytes(size: unknown): number | undefined {
  const match = typeof size === 'string' ? /^\s*([\d.]+)\s*(b|kb|mb|gb)?\s*$/i.exec(size) : null;
  if (!match) return undefined;
  const unit = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Number(match[1]) * unit;
}

/**
 * The production `initial` budget of `ng new` (500 kB warning, 1 MB error) is below the admin's
 * shell with Angular Material: raise it to `INITIAL_BUDGET`, never lower it.
 */
function raiseInitialBudget(project: AdminProject): Rule {
  return async (tree, context) => {
    const workspace = await readWorkspace(tree);
    const production = workspace.projects.get(project.name)?.targets.get('build')?.configurations?.[
      'production'
    ];
    const budgets = production?.['budgets'] as Record<string, unknown>[] | undefined;
    const initial = budgets?.find((b) => b['type'] === 'initial');
    if (!initial) return noop();
    const raise = (['maximumWarning', 'maximumError'] as const).filter(
      (key) => (budgetBytes(initial[key]) ?? Infinity) < budgetBytes(INITIAL_BUDGET[key])!,
    );
    if (!raise.length) return noop();
    context.logger.info(
      `angular.json: raised the initial bundle budget to ${raise.map((k) => `${k} ${INITIAL_BUDGET[k]}`).join(', ')} (the admin layout with Angular Material).`,
    );
    return updateWorkspace((ws) => {
      const target = ws.projects.get(project.name)!.targets.get('build')!;
      const production = target.configurations!['production']!;
      // The workspace writer tracks whole values: replace the list rather than edit an item.
      production['budgets'] = (production['budgets'] as JsonObject[]).map((b): JsonObject =>
        b['type'] === 'initial'
          ? { ...b, ...Object.fromEntries(raise.map((key) => [key, INITIAL_BUDGET[key]])) }
          : { ...b },
      );
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

export default function ngAdd(options: NgAddOptions): Rule {
  return async (tree) => {
    const project = await resolveProject(tree, options.project);
    const setup = await findRootSetup(tree, project);
    return chain([
      addPeerDependencies(tree),
      createResourceFiles(project),
      addProviders(tree, project, setup),
      addRouterInputBinding(project, setup, { provided: !adminProviderPresent(tree, setup) }),
      mountAdminRoutes(setup),
      replaceTemplatePlaceholder(setup),
      addRouterOutletImport(setup),
      addTheme(project),
      raiseInitialBudget(project),
      addSchematicCollection(),
      setUpBuilders(project.name, project.sourceRoot),
      (t, context) => {
        syncIconsFile(t, project, context.logger, { strict: false });
      },
    ]);
  };
}
