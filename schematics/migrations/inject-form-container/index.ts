/**
 * `ng update admin` to 0.2.0: `injectFormContainer(selector)` is gone from the public API (inputs
 * became ControlValueAccessors and no longer need it). Code that called it gets the same container
 * through `inject(VA_FORM_CONTAINER)`: the call is rewritten and the imports follow (TypeScript's
 * AST, never text patterns). Files that do not import it from 'admin' are left alone; run twice,
 * it changes nothing.
 */
import type { Rule, Tree } from '@angular-devkit/schematics';
import { insertImport } from '@schematics/angular/utility/ast-utils';
import { applyToUpdateRecorder, type Change } from '@schematics/angular/utility/change';

import { findCalls, parseFile } from '../../utils/ast';
import * as ts from '../../utils/typescript';
import { sourceFiles } from '../source-files';

const ADMIN = 'admin';
const REMOVED = 'injectFormContainer';

/** The `import { …, injectFormContainer, … } from 'admin'` specifier of a file, if any. */
function removedImport(source: ts.SourceFile): ts.ImportSpecifier | undefined {
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== ADMIN
    )
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const found = bindings.elements.find((e) => (e.propertyName ?? e.name).text === REMOVED);
    if (found) return found;
  }
  return undefined;
}

function migrate(tree: Tree, path: string): boolean {
  const source = parseFile(tree, path);
  const specifier = removedImport(source);
  if (!specifier) return false;
  const local = specifier.name.text;
  const recorder = tree.beginUpdate(path);
  // The calls: injectFormContainer('va-x') → inject(VA_FORM_CONTAINER).
  for (const call of findCalls(source, local)) {
    recorder.remove(call.getStart(source), call.getWidth(source));
    recorder.insertLeft(call.getStart(source), 'inject(VA_FORM_CONTAINER)');
  }
  // The import: the specifier becomes VA_FORM_CONTAINER, or goes when the file imports it already.
  const list = (specifier.parent as ts.NamedImports).elements;
  const index = list.indexOf(specifier);
  if (!list.some((e) => e.name.text === 'VA_FORM_CONTAINER')) {
    recorder.remove(specifier.getStart(source), specifier.getWidth(source));
    recorder.insertLeft(specifier.getStart(source), 'VA_FORM_CONTAINER');
  } else {
    const start = index === 0 ? specifier.getStart(source) : list[index - 1].getEnd();
    const end = index === 0 ? list[1].getStart(source) : specifier.getEnd();
    recorder.remove(start, end - start);
  }
  const changes: Change[] = [insertImport(source, path, 'inject', '@angular/core')];
  applyToUpdateRecorder(recorder, changes);
  tree.commitUpdate(recorder);
  return true;
}

export default function injectFormContainer(): Rule {
  return (tree, context) => {
    const changed = sourceFiles(tree).filter((path) => migrate(tree, path));
    for (const path of changed)
      context.logger.info(`${path}: injectFormContainer(…) → inject(VA_FORM_CONTAINER)`);
  };
}
