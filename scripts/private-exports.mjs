// Where the internals of each entry point are exported (a step of scripts/check-package.mjs).
// Angular's arrangement (core_private_export.ts): the names an entry point shares with the package's
// other entry points, prefixed with ɵ, come from one file, <entry>/private-export.ts, which
// public-api.ts exports last. So public-api.ts reads as the entry point's API: no other line of it
// may export a ɵ name (an `export *` of a file that holds one included), and private-export.ts may
// export nothing else. Both re-export whole files (`export *`) and name no value: esbuild keeps a
// lazy page's code out of an app's first download only then (docs/decisions.md §18), so internals
// live in files of their own (`<file>-internal.ts` beside the public one).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

const PRIVATE = './private-export';
const internal = (name) => name.startsWith('ɵ');

/** Entry points of a library folder: its subfolders with a public-api.ts. */
export function entryPoints(libDir) {
  return readdirSync(libDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(libDir, d.name, 'public-api.ts')))
    .map((d) => d.name)
    .sort();
}

/** The names a source file exports, read from its syntax (following its relative `export *`). */
function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const from = statement.moduleSpecifier?.text;
      if (!statement.exportClause) {
        if (from?.startsWith('.')) names.push(...exportedNames(moduleFile(file, from), seen));
      } else if (ts.isNamespaceExport(statement.exportClause)) {
        names.push(statement.exportClause.name.text);
      } else names.push(...statement.exportClause.elements.map((e) => e.name.text));
      continue;
    }
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    if (statement.name && ts.isIdentifier(statement.name)) names.push(statement.name.text);
  }
  return names;
}

const moduleFile = (from, specifier) => {
  const base = join(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`${from}: cannot find the module '${specifier}'`);
  return file;
};

/** Whether an export declaration names values (`export { a } from`), not types only. */
const namesValues = (statement) =>
  !statement.isTypeOnly &&
  !!statement.exportClause &&
  ts.isNamedExports(statement.exportClause) &&
  statement.exportClause.elements.some((e) => !e.isTypeOnly);

/**
 * The problems of each entry point's public-api.ts and private-export.ts, as sentences naming the
 * entry point, the line's module and the ɵ (or public) names at fault.
 */
export function checkPrivateExports(libDir, entries = entryPoints(libDir)) {
  const problems = [];
  for (const entry of entries) {
    const publicFile = join(libDir, entry, 'public-api.ts');
    const privateFile = join(libDir, entry, 'private-export.ts');
    const source = ts.createSourceFile(
      publicFile,
      readFileSync(publicFile, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    let privateLine = false;
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement)) {
        if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
          problems.push(`admin/${entry}: public-api.ts declares code; it only re-exports files`);
        continue;
      }
      const from = statement.moduleSpecifier?.text;
      if (from === PRIVATE) {
        privateLine = true;
        continue;
      }
      if (namesValues(statement))
        problems.push(
          `admin/${entry}: public-api.ts names values from '${from}'; use export * of a file ` +
            'whose exports are all public (a named re-export keeps lazy code in the first download)',
        );
      const names = !statement.exportClause
        ? exportedNames(moduleFile(publicFile, from))
        : ts.isNamespaceExport(statement.exportClause)
          ? [statement.exportClause.name.text]
          : statement.exportClause.elements.map((e) => e.name.text);
      const leaked = names.filter(internal);
      if (leaked.length)
        problems.push(
          `admin/${entry}: public-api.ts exports ${leaked.join(', ')} through '${from}'; ` +
            `list ${leaked.length === 1 ? 'it' : 'them'} in ${entry}/private-export.ts instead` +
            (statement.exportClause ? '' : ', and name the public ones of that file'),
        );
    }
    if (!existsSync(privateFile)) continue;
    if (!privateLine)
      problems.push(
        `admin/${entry}: private-export.ts exists but public-api.ts has no export * from '${PRIVATE}'`,
      );
    const privateSource = ts.createSourceFile(
      privateFile,
      readFileSync(privateFile, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    if (privateSource.statements.some((s) => ts.isExportDeclaration(s) && namesValues(s)))
      problems.push(
        `admin/${entry}: private-export.ts names values; export * a file of internals instead`,
      );
    const publicOnes = exportedNames(privateFile).filter((name) => !internal(name));
    if (publicOnes.length)
      problems.push(
        `admin/${entry}: private-export.ts exports ${publicOnes.join(', ')}, which have no ɵ prefix; ` +
          'public names belong in public-api.ts',
      );
  }
  return problems;
}
