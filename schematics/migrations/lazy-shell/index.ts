/**
 * `ng update admin` (0.4.0): routes that mount the sign-in page or the admin layout eagerly
 * (`{ path: 'login', component: VaLogin }`, `{ path: '', component: VaLayout, children:
 * adminRoutes() }`, as `ng add` wrote them before) load them lazily instead, as `ng add` now
 * writes them: `loadComponent: () => import('./admin-layout').then((m) => m.VaLayout)`, through a
 * file beside the routes that re-exports the component from its entry point (../../utils/
 * lazy-shell.ts). Edits through the TypeScript AST; an import left unused goes. Anything else
 * (the components used in a template, in a condition, routes built by a function) is left as is,
 * with a message naming the file.
 */
import type { Rule, Tree } from '@angular-devkit/schematics';

import { collect, parseFile, quoteStyle, ts } from '../../utils/ast';
import {
  LAZY_SHELL,
  lazySource,
  loadComponentProperty,
  type ShellComponent,
} from '../../utils/lazy-shell';
import { sourceFiles } from '../source-files';

/** The modules the components were imported from: the whole library or their entry point. */
const MODULES = new Set(['admin', 'admin/shell', 'admin/ui']);

const isShellComponent = (name: string): name is ShellComponent => name in LAZY_SHELL;

/** A text replacement in a file: the range [start, end) becomes `text`. */
interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The local names of VaLayout and VaLogin imported (as values) from the library. */
function importedComponents(source: ts.SourceFile): Map<string, ShellComponent> {
  const locals = new Map<string, ShellComponent>();
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !MODULES.has(statement.moduleSpecifier.text) ||
      statement.importClause?.isTypeOnly
    )
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (!element.isTypeOnly && isShellComponent(imported))
        locals.set(element.name.text, imported);
    }
  }
  return locals;
}

/** `component: <local>` of an object literal without `loadComponent`: a route to make lazy. */
function eagerRoute(
  node: ts.Node,
  locals: Map<string, ShellComponent>,
): ShellComponent | undefined {
  if (
    !ts.isPropertyAssignment(node) ||
    !ts.isIdentifier(node.name) ||
    node.name.text !== 'component' ||
    !ts.isIdentifier(node.initializer) ||
    !ts.isObjectLiteralExpression(node.parent)
  )
    return undefined;
  const route = node.parent;
  const lazy = route.properties.some(
    (p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'loadComponent',
  );
  return lazy ? undefined : locals.get(node.initializer.text);
}

/** The import declarations' replacements once `unused` local names are gone. */
function dropImports(source: ts.SourceFile, unused: Set<string>): Replacement[] {
  const replacements: Replacement[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || !bindings || !ts.isNamedImports(bindings)) continue;
    const kept = bindings.elements.filter((e) => !unused.has(e.name.text));
    if (kept.length === bindings.elements.length) continue;
    if (kept.length || clause.name) {
      const names = kept.map((e) => e.getText(source)).join(', ');
      replacements.push({
        start: bindings.getStart(source),
        end: bindings.getEnd(),
        text: kept.length ? `{ ${names} }` : '',
      });
      // `import Default, {} from …` would be odd: `import Default from …`.
      if (!kept.length && clause.name)
        replacements.push({
          start: clause.name.getEnd(),
          end: bindings.getStart(source),
          text: '',
        });
    } else {
      // The whole declaration, with the line break after it.
      const end =
        source.text[statement.getEnd()] === '\n' ? statement.getEnd() + 1 : statement.getEnd();
      replacements.push({ start: statement.getStart(source), end, text: '' });
    }
  }
  return replacements;
}

/** Applies replacements (non-overlapping, positions in the old text) to a file. */
function applyReplacements(tree: Tree, path: string, replacements: Replacement[]): void {
  const recorder = tree.beginUpdate(path);
  for (const { start, end, text } of replacements) {
    if (end > start) recorder.remove(start, end - start);
    if (text) recorder.insertLeft(start, text);
  }
  tree.commitUpdate(recorder);
}

/** Makes the eager VaLayout/VaLogin routes of one file lazy; what it did, or why not. */
function migrateFile(
  tree: Tree,
  path: string,
): { changed: ShellComponent[]; specifiers: string[]; leftAlone: string[] } {
  const source = parseFile(tree, path);
  const locals = importedComponents(source);
  const result = {
    changed: [] as ShellComponent[],
    specifiers: [] as string[],
    leftAlone: [] as string[],
  };
  if (!locals.size) return result;
  const q = quoteStyle(source);
  const replacements: Replacement[] = [];
  const replaced = new Set<ts.Node>();
  for (const property of collect(source, ts.isPropertyAssignment)) {
    const component = eagerRoute(property, locals);
    if (!component) continue;
    const lazy = lazySource(tree, path, component);
    if (lazy.create && !tree.exists(lazy.create.path))
      tree.create(lazy.create.path, lazy.create.text);
    replacements.push({
      start: property.getStart(source),
      end: property.getEnd(),
      text: loadComponentProperty(component, lazy.specifier, q),
    });
    replaced.add(property.initializer);
    result.changed.push(component);
    result.specifiers.push(lazy.specifier);
  }
  // Uses of the local names outside the import declarations and the replaced routes.
  const stillUsed = new Set(
    collect(source, ts.isIdentifier)
      .filter((id) => locals.has(id.text) && !replaced.has(id) && !ts.isImportSpecifier(id.parent))
      .map((id) => id.text),
  );
  for (const [local, component] of locals)
    if (stillUsed.has(local))
      result.leftAlone.push(
        `${path}: ${component} is used there other than as a route's component: that use is left as is.`,
      );
  if (!replacements.length) return result;
  const unused = new Set([...locals.keys()].filter((local) => !stillUsed.has(local)));
  applyReplacements(tree, path, [...replacements, ...dropImports(source, unused)]);
  return result;
}

export default function lazyShell(): Rule {
  return (tree, context) => {
    let changedFiles = 0;
    for (const path of sourceFiles(tree)) {
      const { changed, specifiers, leftAlone } = migrateFile(tree, path);
      for (const message of leftAlone) context.logger.warn(message);
      if (!changed.length) continue;
      changedFiles++;
      context.logger.info(
        `${path}: ${changed.map((c, i) => `${c} (${specifiers[i]})`).join(' and ')} now load lazily: ` +
          'the first download holds only what starts the app.',
      );
    }
    if (!changedFiles)
      context.logger.info(
        'admin lazy-shell: no route with `component: VaLayout` or `component: VaLogin` (imported from ' +
          "'admin') was found; nothing was changed. Routes that load them lazily already, or mount " +
          'them some other way, stay as they are (README, "Install": what ng add writes).',
      );
  };
}
