/**
 * `ng update admin` to 0.3.0: each concern of the library became an entry point (`admin/config`,
 * `admin/data`, …) with a hand-written public API, and `admin` re-exports only the public names.
 * About 170 internals left it (helpers such as `writePath` or `csvCell`, the route table, the
 * confirm dialog's component). No public name was renamed, so no import needs rewriting; an app
 * that imported an internal gets, for each such import, a warning naming the file, the name and
 * the public way to the same thing when there is one. Found with TypeScript's AST; nothing is
 * changed, since there is nothing equivalent to write in the internal's place.
 */
import type { Rule } from '@angular-devkit/schematics';

import { parseFile } from '../../utils/ast';
import * as ts from '../../utils/typescript';
import { sourceFiles } from '../source-files';
import { REMOVED_NAMES } from './removed-names';

/** The internals a file imports from 'admin'. */
function importedInternals(source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      statement.moduleSpecifier.text !== 'admin'
    )
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      if (Object.hasOwn(REMOVED_NAMES, name)) found.push(name);
    }
  }
  return found;
}

export default function internalNames(): Rule {
  return (tree, context) => {
    for (const path of sourceFiles(tree)) {
      if (!tree.read(path)?.includes('admin')) continue;
      for (const name of importedInternals(parseFile(tree, path))) {
        const instead = REMOVED_NAMES[name];
        context.logger.warn(
          `${path}: '${name}' is internal to admin and no longer exported by 'admin'` +
            (instead
              ? `; use ${instead} instead.`
              : '; nothing public replaces it: keep a copy of what you need.'),
        );
      }
    }
  };
}
