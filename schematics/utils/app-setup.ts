/**
 * The AST edits of `ng add` in the user's application: providers, router options and routes.
 * Each rule parses the files when it runs (earlier rules may have changed them) and does nothing
 * when its change is already there.
 */
import { SchematicsException, type Rule, type Tree } from '@angular-devkit/schematics';
import { addRootProvider, readWorkspace } from '@schematics/angular/utility';
import { insertImport } from '@schematics/angular/utility/ast-utils';
import { applyToUpdateRecorder, type Change } from '@schematics/angular/utility/change';
import { getAppModulePath, isStandaloneApp } from '@schematics/angular/utility/ng-ast-utils';
import { findAppConfig } from '@schematics/angular/utility/standalone/app_config';
import {
  findBootstrapApplicationCall,
  getMainFilePath,
} from '@schematics/angular/utility/standalone/util';
import { posix } from 'node:path';

import {
  appendToList,
  findCalls,
  findProperty,
  findExportedInitializer,
  findVariableInitializer,
  lineIndent,
  literalValue,
  mentions,
  parseFile,
  quote,
  quoteStyle,
  ts,
  unwrap,
  type Insertion,
} from './ast';
import { ADMIN_BUILDERS } from './builders-setup';
import {
  LAZY_SHELL,
  lazySource,
  loadComponentProperty,
  ROUTING_ENTRY_POINT,
  type ShellComponent,
} from './lazy-shell';
import type { AdminProject } from './project';

/** The entry point of `adminAuthInterceptor`. */
const ADMIN_AUTH = 'admin/auth';

/**
 * The login endpoint `ng add --auth bearer` writes (`bearerTokenAuth({ endpoints: { login } })`):
 * bearerTokenAuth's own default, `<apiUrl>/auth/login`, under the default apiUrl `/api`.
 */
export const NG_ADD_LOGIN_ENDPOINT = '/api/auth/login';

/**
 * In a `provideAdmin({ ... })` config object, the string literal of
 * `auth: bearerTokenAuth({ endpoints: { login: '/api/auth/login' } })` as `ng add` wrote it (not
 * changed since): what follows the API URL when a schematic sets `apiUrl`.
 */
export function ngAddLoginEndpoint(
  config: ts.ObjectLiteralExpression,
): ts.StringLiteral | undefined {
  const auth = findProperty(config, 'auth');
  const call = auth && ts.isPropertyAssignment(auth) ? unwrap(auth.initializer) : undefined;
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined;
  if (call.expression.text !== 'bearerTokenAuth') return undefined;
  const options = call.arguments[0] && unwrap(call.arguments[0]);
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const endpoints = findProperty(options, 'endpoints');
  const object =
    endpoints && ts.isPropertyAssignment(endpoints) ? unwrap(endpoints.initializer) : undefined;
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  const login = findProperty(object, 'login');
  const value = login && ts.isPropertyAssignment(login) ? login.initializer : undefined;
  return value && ts.isStringLiteral(value) && value.text === NG_ADD_LOGIN_ENDPOINT
    ? value
    : undefined;
}

/** Where the application is configured. */
export interface RootSetup {
  readonly standalone: boolean;
  readonly mainPath: string;
  /** The file whose providers get the admin's: app.config.ts (standalone) or the root NgModule. */
  readonly providersFile: string;
  /** The root component's file. */
  readonly rootComponent?: string;
  /** The root component's template file, when it has one. */
  readonly rootTemplate?: string;
}

/** Resolves a relative module specifier of a file to a file of the tree. */
export function resolveModule(tree: Tree, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.join(posix.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}/index.ts`, base].find((p) => tree.exists(p) && p.endsWith('.ts'));
}

/** The module an identifier of a file is imported from (and its exported name). */
function importOf(
  source: ts.SourceFile,
  identifier: string,
): { module: string; name: string } | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (element.name.text === identifier)
          return {
            module: statement.moduleSpecifier.text,
            name: (element.propertyName ?? element.name).text,
          };
  }
  return undefined;
}

/** The file of a component class used in `fromFile`, and its templateUrl's file. */
function componentOf(
  tree: Tree,
  fromFile: string,
  className: string,
): { file: string; template?: string } | undefined {
  const source = parseFile(tree, fromFile);
  const imported = importOf(source, className);
  const file = imported ? resolveModule(tree, fromFile, imported.module) : fromFile;
  if (!file) return undefined;
  const component = parseFile(tree, file);
  for (const property of findCallsObjectProperties(component, 'Component', 'templateUrl')) {
    const value = literalValue(property.initializer);
    if (typeof value === 'string')
      return { file, template: posix.join(posix.dirname(file), value) };
  }
  return { file };
}

function findCallsObjectProperties(
  source: ts.SourceFile,
  call: string,
  key: string,
): ts.PropertyAssignment[] {
  return findCalls(source, call).flatMap((c) => {
    const arg = c.arguments[0];
    if (!arg || !ts.isObjectLiteralExpression(arg)) return [];
    const property = findProperty(arg, key);
    return property && ts.isPropertyAssignment(property) ? [property] : [];
  });
}

/**
 * The main file of the app. `@schematics/angular`'s `getMainFilePath` knows the `browser` option
 * (default `<sourceRoot>/main.ts`) of Angular's application builders only: ours
 * (`admin:application`, set by `ng add`) takes the same options.
 */
async function mainFilePath(tree: Tree, project: AdminProject): Promise<string> {
  const build = (await readWorkspace(tree)).projects.get(project.name)?.targets.get('build');
  if (build?.builder !== ADMIN_BUILDERS.build[1]) return getMainFilePath(tree, project.name);
  const browser = build.options?.['browser'];
  return typeof browser === 'string' ? browser : `${project.sourceRoot}/main.ts`;
}

/** Finds the main file, whether the app is standalone, its providers file and root template. */
export async function findRootSetup(tree: Tree, project: AdminProject): Promise<RootSetup> {
  const mainPath = await mainFilePath(tree, project);
  if (!tree.exists(mainPath))
    throw new SchematicsException(`The main file ${mainPath} of "${project.name}" does not exist.`);
  if (isStandaloneApp(tree, mainPath)) {
    const call = findBootstrapApplicationCall(tree, mainPath);
    const providersFile = findAppConfig(call, tree, mainPath)?.filePath ?? mainPath;
    const root = call.arguments[0];
    const component =
      root && ts.isIdentifier(root) ? componentOf(tree, mainPath, root.text) : undefined;
    return {
      standalone: true,
      mainPath,
      providersFile,
      rootComponent: component?.file,
      rootTemplate: component?.template,
    };
  }
  const providersFile = getAppModulePath(tree, mainPath);
  const bootstrap = findCallsObjectProperties(
    parseFile(tree, providersFile),
    'NgModule',
    'bootstrap',
  )[0];
  const first =
    bootstrap && ts.isArrayLiteralExpression(bootstrap.initializer)
      ? bootstrap.initializer.elements[0]
      : undefined;
  const component =
    first && ts.isIdentifier(first) ? componentOf(tree, providersFile, first.text) : undefined;
  return {
    standalone: false,
    mainPath,
    providersFile,
    rootComponent: component?.file,
    rootTemplate: component?.template,
  };
}

/** Imports names from a module: one new import declaration, or added to the existing one. */
export function importNames(
  source: ts.SourceFile,
  file: string,
  names: readonly string[],
  module: string,
): Change[] {
  const existing = source.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text === module &&
      !!s.importClause?.namedBindings,
  );
  if (existing) return names.map((name) => insertImport(source, file, name, module));
  return [insertImport(source, file, names.join(', '), module)];
}

/** Applies text insertions and `@schematics/angular` changes to one file in one recorder. */
function applyEdits(tree: Tree, path: string, insertions: Insertion[], changes: Change[]): void {
  if (!insertions.length && !changes.length) return;
  const recorder = tree.beginUpdate(path);
  for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
  applyToUpdateRecorder(recorder, changes);
  tree.commitUpdate(recorder);
}

export function adminProviderPresent(tree: Tree, setup: RootSetup): boolean {
  const source = parseFile(tree, setup.providersFile);
  return findCalls(source, 'provideAdmin').length > 0 || mentions(source, 'AdminModule');
}

/** Whether the app already provides a TitleStrategy (the admin's, its own, or `withTitles()`). */
export function titleStrategyPresent(tree: Tree, setup: RootSetup): boolean {
  const source = parseFile(tree, setup.providersFile);
  return mentions(source, 'TitleStrategy') || findCalls(source, 'withTitles').length > 0;
}

/**
 * Whether the app already sets the router's RouteReuseStrategy (its own, the admin's, or
 * `withListReuse()`): the admin's list reuse is then left out, never a second strategy.
 */
export function routeReuseStrategyPresent(tree: Tree, setup: RootSetup): boolean {
  const source = parseFile(tree, setup.providersFile);
  return mentions(source, 'RouteReuseStrategy') || findCalls(source, 'withListReuse').length > 0;
}

/** Whether the app provides HttpClient (`provideHttpClient(…)` or `provideAdmin(…, withHttp())`). */
export function httpClientPresent(tree: Tree, setup: RootSetup): boolean {
  const source = parseFile(tree, setup.providersFile);
  return (
    findCalls(source, 'provideHttpClient').length > 0 || findCalls(source, 'withHttp').length > 0
  );
}

/** `import <name> from '<module>'` in a file, unless it imports that module already. */
export function insertDefaultImport(file: string, name: string, module: string): Rule {
  return (tree) => {
    const source = parseFile(tree, file);
    const present = source.statements.some(
      (s) =>
        ts.isImportDeclaration(s) &&
        ts.isStringLiteral(s.moduleSpecifier) &&
        s.moduleSpecifier.text === module &&
        s.importClause?.name?.text === name,
    );
    if (!present) applyEdits(tree, file, [], [insertImport(source, file, name, module, true)]);
  };
}

/** `import { a, b } from '<module>'` in a file (names already imported are skipped). */
export function insertNamedImports(file: string, names: readonly string[], module: string): Rule {
  return (tree) => {
    const source = parseFile(tree, file);
    applyEdits(tree, file, [], importNames(source, file, names, module));
  };
}

/** Adds `adminAuthInterceptor` to an existing `provideHttpClient(…)`. */
export function addHttpInterceptor(setup: RootSetup): Rule {
  return (tree) => {
    const file = setup.providersFile;
    const source = parseFile(tree, file);
    const call = findCalls(source, 'provideHttpClient')[0];
    if (!call || mentions(call, 'adminAuthInterceptor')) return;
    const changes = importNames(source, file, ['adminAuthInterceptor'], ADMIN_AUTH);
    const withInterceptors = call.arguments
      .map(unwrap)
      .find(
        (a): a is ts.CallExpression =>
          ts.isCallExpression(a) &&
          ts.isIdentifier(a.expression) &&
          a.expression.text === 'withInterceptors',
      );
    const list = withInterceptors?.arguments[0] && unwrap(withInterceptors.arguments[0]);
    let insertions: Insertion[] = [];
    if (list && ts.isArrayLiteralExpression(list))
      insertions = appendToList(source, list, ['adminAuthInterceptor'], { inlineWhenEmpty: true });
    else if (withInterceptors)
      throw new SchematicsException(
        `${file}: withInterceptors(...) does not take an array literal; add adminAuthInterceptor (from 'admin/auth') to it.`,
      );
    else {
      changes.push(insertImport(source, file, 'withInterceptors', '@angular/common/http'));
      insertions = [addArgument(call, 'withInterceptors([adminAuthInterceptor])')];
    }
    applyEdits(tree, file, insertions, changes);
  };
}

/** An insertion adding an argument at the end of a call. */
function addArgument(call: ts.CallExpression, argument: string): Insertion {
  const args = call.arguments;
  if (!args.length) return { pos: args.pos, text: argument };
  const last = args[args.length - 1];
  return args.hasTrailingComma
    ? { pos: last.getEnd() + 1, text: ` ${argument}` }
    : { pos: last.getEnd(), text: `, ${argument}` };
}

/** The `.ts` files (no specs) of a directory of the tree. */
function tsFiles(tree: Tree, dir: string): string[] {
  return tree
    .getDir(dir)
    .subfiles.filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => posix.join(dir, f));
}

/** The router setup: `provideRouter(…)` or `RouterModule.forRoot(…)`, and the file it is in. */
function findRouter(
  tree: Tree,
  setup: RootSetup,
):
  | { file: string; source: ts.SourceFile; call: ts.CallExpression; kind: 'provide' | 'module' }
  | undefined {
  const files = [
    setup.providersFile,
    ...tsFiles(tree, posix.dirname(setup.providersFile)).filter((f) => f !== setup.providersFile),
  ];
  for (const file of files) {
    const source = parseFile(tree, file);
    const provide = findCalls(source, 'provideRouter')[0];
    if (provide) return { file, source, call: provide, kind: 'provide' };
    const forRoot = findCalls(source, 'forRoot').find(
      (c) =>
        ts.isPropertyAccessExpression(c.expression) &&
        ts.isIdentifier(c.expression.expression) &&
        c.expression.expression.text === 'RouterModule',
    );
    if (forRoot) return { file, source, call: forRoot, kind: 'module' };
  }
  return undefined;
}

/** Whether the app's router already binds route data to component inputs. */
export function routerBindsInputs(tree: Tree, setup: RootSetup): boolean {
  if (findCalls(parseFile(tree, setup.providersFile), 'withInputBinding').length) return true;
  const router = findRouter(tree, setup);
  return (
    !!router &&
    (mentions(router.call, 'withComponentInputBinding') ||
      mentions(router.call, 'bindToComponentInputs'))
  );
}

/**
 * The router binds route data to component inputs (the pages' `resource`, `title`, `id`, `item`,
 * `permissions`): `withComponentInputBinding()` or `{ bindToComponentInputs: true }`, unless
 * `provideAdmin(…, withInputBinding())` does it (`provided`). An app without a router gets
 * `provideRouter(routes)` (with `withComponentInputBinding()` when not provided) and app.routes.ts.
 */
export function addRouterInputBinding(
  project: AdminProject,
  setup: RootSetup,
  { provided = false }: { provided?: boolean } = {},
): Rule {
  return (tree, context): Rule | undefined => {
    const router = findRouter(tree, setup);
    if (!router) {
      const routesFile = posix.join(posix.dirname(setup.providersFile), 'app.routes.ts');
      if (tree.exists(routesFile))
        throw new SchematicsException(
          `${routesFile} exists but no provideRouter(...) or RouterModule.forRoot(...) uses it: add the router first.`,
        );
      tree.create(
        routesFile,
        "import { Routes } from '@angular/router';\n\nexport const routes: Routes = [];\n",
      );
      context.logger.info(`The app had no router: added provideRouter(routes) and ${routesFile}.`);
      return addRootProvider(project.name, ({ code, external }) =>
        provided
          ? code`${external('provideRouter', '@angular/router')}(${external('routes', './app.routes')})`
          : code`${external('provideRouter', '@angular/router')}(${external('routes', './app.routes')}, ${external('withComponentInputBinding', '@angular/router')}())`,
      );
    }
    // provideAdmin(…, withInputBinding()) binds the inputs: the app's router stays as it is.
    if (provided || routerBindsInputs(tree, setup)) return undefined;
    const { file, source, call, kind } = router;
    if (kind === 'provide') {
      if (mentions(call, 'withComponentInputBinding')) return undefined;
      applyEdits(
        tree,
        file,
        [addArgument(call, 'withComponentInputBinding()')],
        [insertImport(source, file, 'withComponentInputBinding', '@angular/router')],
      );
      return undefined;
    }
    const options = call.arguments[1] && unwrap(call.arguments[1]);
    if (!options) {
      applyEdits(tree, file, [addArgument(call, '{ bindToComponentInputs: true }')], []);
    } else if (ts.isObjectLiteralExpression(options)) {
      const existing = findProperty(options, 'bindToComponentInputs');
      if (!existing)
        applyEdits(tree, file, appendToList(source, options, ['bindToComponentInputs: true']), []);
      else if (ts.isPropertyAssignment(existing) && literalValue(existing.initializer) !== true)
        context.logger.warn(
          `${file}: set bindToComponentInputs to true: the admin pages receive their inputs from the router.`,
        );
    } else
      context.logger.warn(
        `${file}: add bindToComponentInputs: true to the RouterModule.forRoot options.`,
      );
    return undefined;
  };
}

/** The routes array a router call uses, resolved through a local or imported constant. */
function findRoutesArray(
  tree: Tree,
  file: string,
  source: ts.SourceFile,
  call: ts.CallExpression,
): { file: string; source: ts.SourceFile; array: ts.ArrayLiteralExpression } | undefined {
  const arg = call.arguments[0] && unwrap(call.arguments[0]);
  if (!arg) return undefined;
  if (ts.isArrayLiteralExpression(arg)) return { file, source, array: arg };
  if (!ts.isIdentifier(arg)) return undefined;
  const local = findVariableInitializer(source, arg.text);
  if (local && ts.isArrayLiteralExpression(local)) return { file, source, array: local };
  const imported = importOf(source, arg.text);
  const target = imported && resolveModule(tree, file, imported.module);
  if (!imported || !target) return undefined;
  const targetSource = parseFile(tree, target);
  const array = findExportedInitializer(targetSource, imported.name);
  return array && ts.isArrayLiteralExpression(array)
    ? { file: target, source: targetSource, array }
    : undefined;
}

/**
 * The routes `ng add` mounts: the sign-in page (unless the admin has no login, `withoutAuth()`), and
 * the admin layout with the resource routes under it, both loaded lazily (./lazy-shell.ts) from
 * `specifiers` (`VaLogin`, `VaLayout`).
 */
export function adminRoutesCode(
  specifiers: Readonly<Partial<Record<ShellComponent, string>> & { VaLayout: string }>,
  q: "'" | '"' = "'",
): string[] {
  return [
    ...(specifiers.VaLogin
      ? [
          `{ path: ${quote('login', q)}, ${loadComponentProperty('VaLogin', specifiers.VaLogin, q)} }`,
        ]
      : []),
    `{ path: ${quote('', q)}, ${loadComponentProperty('VaLayout', specifiers.VaLayout, q)}, children: adminRoutes() }`,
  ];
}

function routePath(element: ts.Expression): unknown {
  const node = unwrap(element);
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const path = findProperty(node, 'path');
  return path && ts.isPropertyAssignment(path) ? literalValue(path.initializer) : undefined;
}

/**
 * Mounts the sign-in page and the admin layout with the resource routes (contracts), before a
 * wildcard route when there is one:
 * `{ path: 'login', loadComponent: … VaLogin }, { path: '', loadComponent: … VaLayout, children:
 * adminRoutes() }`. Both components load lazily, each through a file beside the routes that
 * re-exports it (`admin-login.ts`, `admin-layout.ts`, created here): the first download holds only
 * what starts the app, as in the demo. Without `login` (an admin without sign-in, `withoutAuth()`)
 * only the layout is mounted.
 */
export function mountAdminRoutes(
  setup: RootSetup,
  { login = true }: { login?: boolean } = {},
): Rule {
  return (tree, context) => {
    const router = findRouter(tree, setup);
    const routes = router && findRoutesArray(tree, router.file, router.source, router.call);
    if (!routes) {
      const dir = posix.dirname(setup.providersFile);
      const code = adminRoutesCode({
        VaLogin: login ? `./${LAZY_SHELL.VaLogin.file}` : undefined,
        VaLayout: `./${LAZY_SHELL.VaLayout.file}`,
      });
      const loginFile = login
        ? `${LAZY_SHELL.VaLogin.file}.ts: export { VaLogin } from '${LAZY_SHELL.VaLogin.entryPoint}'; `
        : '';
      context.logger.warn(
        `Could not find the app's routes array: add these routes to it yourself:\n  ${code.join(',\n  ')}\n` +
          `with import { adminRoutes } from '${ROUTING_ENTRY_POINT}', and beside them ` +
          `${loginFile}${LAZY_SHELL.VaLayout.file}.ts: export { VaLayout } from '${LAZY_SHELL.VaLayout.entryPoint}' (in ${dir}).`,
      );
      return;
    }
    const { file, source, array } = routes;
    if (mentions(array, 'adminRoutes')) return;
    for (const element of array.elements)
      if (routePath(element) === '')
        context.logger.warn(
          `${file}: a route with path '' comes before the admin layout's and may hide it.`,
        );
    const signIn = login ? lazySource(tree, file, 'VaLogin') : undefined;
    const layout = lazySource(tree, file, 'VaLayout');
    const code = adminRoutesCode(
      { VaLogin: signIn?.specifier, VaLayout: layout.specifier },
      quoteStyle(source),
    );
    const wildcard = array.elements.find((e) => routePath(e) === '**');
    const insertions: Insertion[] = wildcard
      ? [
          {
            pos: wildcard.getStart(source),
            text: code
              .map((r) => `${r},\n${lineIndent(source, wildcard.getStart(source))}`)
              .join(''),
          },
        ]
      : appendToList(source, array, code);
    applyEdits(
      tree,
      file,
      insertions,
      importNames(source, file, ['adminRoutes'], ROUTING_ENTRY_POINT),
    );
    for (const created of [signIn?.create, layout.create])
      if (created) tree.create(created.path, created.text);
  };
}

/**
 * A standalone root component whose template holds a `<router-outlet />` imports RouterOutlet
 * (an app made without routing has none).
 */
export function addRouterOutletImport(setup: RootSetup): Rule {
  return (tree, context) => {
    const file = setup.rootComponent;
    if (!file || !setup.rootTemplate || !tree.exists(setup.rootTemplate)) return;
    if (!tree.readText(setup.rootTemplate).includes('<router-outlet')) return;
    const source = parseFile(tree, file);
    if (mentions(source, 'RouterOutlet') || mentions(source, 'RouterModule')) return;
    if (!setup.standalone) {
      context.logger.warn(
        `${file}: its template has a <router-outlet />: import RouterModule in the root NgModule.`,
      );
      return;
    }
    const imports = findCallsObjectProperties(source, 'Component', 'imports')[0];
    const list = imports && unwrap(imports.initializer);
    const decorator = findCalls(source, 'Component')[0]?.arguments[0];
    let insertions: Insertion[];
    if (list && ts.isArrayLiteralExpression(list))
      insertions = appendToList(source, list, ['RouterOutlet'], { inlineWhenEmpty: true });
    else if (!imports && decorator && ts.isObjectLiteralExpression(decorator))
      insertions = appendToList(source, decorator, ['imports: [RouterOutlet]']);
    else {
      context.logger.warn(`${file}: add RouterOutlet to the component's imports.`);
      return;
    }
    applyEdits(tree, file, insertions, [
      insertImport(source, file, 'RouterOutlet', '@angular/router'),
    ]);
  };
}
