/**
 * `ng update admin` to 0.7.0: the create/edit form became a headless controller, and two public
 * names moved with it.
 *
 * - `VaInputRegistration` (from 'admin' or 'admin/ui') is `InputRegistration` (from 'admin' or
 *   'admin/controllers'), with the same members: the import and every use in the file are renamed.
 * - `ADMIN_RESOURCES` is gone (it repeated `ADMIN_CONFIG.resources`): `inject(ADMIN_RESOURCES)` and
 *   `injector.get(ADMIN_RESOURCES)` become `inject(ResourceRegistry).resources` and
 *   `injector.get(ResourceRegistry).resources`; any other use (a provider of it) is named in a
 *   warning, since nothing reads that token any more.
 *
 * TypeScript's AST, never text patterns; files that import neither name are left alone, and a
 * second run changes nothing.
 */
import type { Rule, SchematicContext, Tree } from '@angular-devkit/schematics';
import { insertImport } from '@schematics/angular/utility/ast-utils';
import { applyToUpdateRecorder, type Change } from '@schematics/angular/utility/change';

import { collect, parseFile } from '../../utils/ast';
import * as ts from '../../utils/typescript';
import { sourceFiles } from '../source-files';

const REGISTRATION = 'VaInputRegistration';
const RESOURCES = 'ADMIN_RESOURCES';

interface Found {
  readonly specifier: ts.ImportSpecifier;
  readonly module: string;
}

/** The import specifiers of `name` from 'admin' or one of its entry points. */
function importsOf(source: ts.SourceFile, name: string): Found[] {
  const found: Found[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const module = statement.moduleSpecifier.text;
    if (module !== 'admin' && !module.startsWith('admin/')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const specifier of bindings.elements) {
      if ((specifier.propertyName ?? specifier.name).text === name)
        found.push({ specifier, module });
    }
  }
  return found;
}

/** The identifiers of a file that use `local` (not the import specifiers themselves). */
function usesOf(source: ts.SourceFile, local: string): ts.Identifier[] {
  return collect(
    source,
    (node): node is ts.Identifier =>
      ts.isIdentifier(node) &&
      node.text === local &&
      !ts.isImportSpecifier(node.parent) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node),
  );
}

/** Removes a specifier from its import list (the whole import when it was the only one). */
function removeSpecifier(
  recorder: ReturnType<Tree['beginUpdate']>,
  source: ts.SourceFile,
  specifier: ts.ImportSpecifier,
): void {
  const list = (specifier.parent as ts.NamedImports).elements;
  if (list.length === 1) {
    const declaration = specifier.parent.parent.parent as ts.ImportDeclaration;
    recorder.remove(declaration.getFullStart(), declaration.getFullWidth());
    return;
  }
  const index = list.indexOf(specifier);
  const start = index === 0 ? specifier.getStart(source) : list[index - 1].getEnd();
  const end = index === 0 ? list[1].getStart(source) : specifier.getEnd();
  recorder.remove(start, end - start);
}

/** Replaces the text of a node. */
function replace(
  recorder: ReturnType<Tree['beginUpdate']>,
  source: ts.SourceFile,
  node: ts.Node,
  text: string,
): void {
  recorder.remove(node.getStart(source), node.getWidth(source));
  recorder.insertLeft(node.getStart(source), text);
}

function migrate(tree: Tree, path: string, context: SchematicContext): boolean {
  const source = parseFile(tree, path);
  const registrations = importsOf(source, REGISTRATION);
  const resources = importsOf(source, RESOURCES);
  if (!registrations.length && !resources.length) return false;
  const recorder = tree.beginUpdate(path);
  const changes: Change[] = [];

  for (const { specifier, module } of registrations) {
    const aliased = !!specifier.propertyName;
    const local = specifier.name.text;
    if (module === 'admin') {
      // `VaInputRegistration` → `InputRegistration`; an alias keeps its local name.
      replace(recorder, source, specifier.propertyName ?? specifier.name, 'InputRegistration');
    } else {
      removeSpecifier(recorder, source, specifier);
      changes.push(
        insertImport(
          source,
          path,
          'InputRegistration',
          'admin/controllers',
          false,
          aliased ? local : undefined,
        ),
      );
    }
    if (!aliased) {
      for (const use of usesOf(source, local)) replace(recorder, source, use, 'InputRegistration');
    }
  }

  for (const { specifier } of resources) {
    const local = specifier.name.text;
    let other = false;
    for (const use of usesOf(source, local)) {
      const call = use.parent;
      if (ts.isCallExpression(call) && call.arguments[0] === use) {
        // inject(ADMIN_RESOURCES[, options]) → inject(ResourceRegistry[, options]).resources
        replace(recorder, source, use, 'ResourceRegistry');
        recorder.insertLeft(
          call.getEnd(),
          call.arguments.length > 1 ? '?.resources' : '.resources',
        );
      } else {
        other = true;
        const { line } = source.getLineAndCharacterOfPosition(use.getStart(source));
        context.logger.warn(
          `${path}:${line + 1}: ADMIN_RESOURCES is gone from admin 0.7.0; read the normalised ` +
            'resources with inject(ResourceRegistry).resources (or ADMIN_CONFIG.resources).',
        );
      }
    }
    if (other) continue;
    const list = (specifier.parent as ts.NamedImports).elements;
    if (list.some((e) => e.name.text === 'ResourceRegistry')) {
      removeSpecifier(recorder, source, specifier);
    } else {
      replace(recorder, source, specifier, 'ResourceRegistry');
    }
  }

  applyToUpdateRecorder(recorder, changes);
  tree.commitUpdate(recorder);
  return true;
}

export default function formController(): Rule {
  return (tree, context) => {
    for (const path of sourceFiles(tree)) {
      const text = tree.read(path)?.toString() ?? '';
      if (!text.includes(REGISTRATION) && !text.includes(RESOURCES)) continue;
      if (migrate(tree, path, context)) context.logger.info(`${path}: admin 0.7.0 names updated`);
    }
  };
}
