/**
 * TypeScript AST helpers: the schematics read and edit user code through the TypeScript that
 * `@schematics/angular` uses (./typescript.js finds it in Angular 21 and 22; never with regular
 * expressions), and insert text at positions
 * found in the AST so that the user's formatting and comments stay as they were.
 */
import { SchematicsException, type Tree } from '@angular-devkit/schematics';
import * as ts from './typescript';

export { ts };

/** A text insertion at an offset of a file. */
export interface Insertion {
  readonly pos: number;
  readonly text: string;
}

/** Parses a file of the tree; throws a SchematicsException naming it when it does not exist. */
export function parseFile(tree: Tree, path: string): ts.SourceFile {
  const text = tree.readText(path);
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Parses TypeScript source text. */
export function parseText(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Applies insertions to a file of the tree with one recorder (positions refer to the old text). */
export function applyInsertions(tree: Tree, path: string, insertions: readonly Insertion[]): void {
  if (!insertions.length) return;
  const recorder = tree.beginUpdate(path);
  for (const { pos, text } of insertions) recorder.insertLeft(pos, text);
  tree.commitUpdate(recorder);
}

/** Strips parentheses, `as`, `satisfies`, `<T>` assertions and `!` around an expression. */
export function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  for (;;) {
    if (
      ts.isParenthesizedExpression(current) ||
      ts.isAsExpression(current) ||
      ts.isSatisfiesExpression(current) ||
      ts.isTypeAssertionExpression(current) ||
      ts.isNonNullExpression(current)
    )
      current = current.expression;
    else return current;
  }
}

/** The initializer of a top-level `const|let|var <name> = …` of the file. */
export function findVariableInitializer(
  source: ts.SourceFile,
  name: string,
): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
        return declaration.initializer && unwrap(declaration.initializer);
    }
  }
  return undefined;
}

/** Resolves an identifier to its top-level variable's initializer; other expressions unchanged. */
export function resolveLocal(source: ts.SourceFile, node: ts.Expression): ts.Expression {
  const expression = unwrap(node);
  if (ts.isIdentifier(expression))
    return findVariableInitializer(source, expression.text) ?? expression;
  return expression;
}

/** The expression of `export default …` (resolved through a local variable), if any. */
export function findDefaultExport(source: ts.SourceFile): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals)
      return resolveLocal(source, statement.expression);
  }
  return undefined;
}

/** The initializer of `export const <name> = …` (or of a local exported by `export { name }`). */
export function findExportedInitializer(
  source: ts.SourceFile,
  name: string,
): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (
      ts.isVariableStatement(statement) &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
          return declaration.initializer && unwrap(declaration.initializer);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements)
        if (element.name.text === name)
          return findVariableInitializer(source, (element.propertyName ?? element.name).text);
    }
  }
  return undefined;
}

/** Whether the file declares `export class <name>`. */
export function exportsClass(source: ts.SourceFile, name: string): boolean {
  return source.statements.some(
    (s) =>
      ts.isClassDeclaration(s) &&
      s.name?.text === name &&
      !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
  );
}

/** The names of the exported classes of a file. */
export function exportedClasses(source: ts.SourceFile): string[] {
  return source.statements
    .filter(
      (s): s is ts.ClassDeclaration =>
        ts.isClassDeclaration(s) &&
        !!s.name &&
        !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
    )
    .map((s) => s.name!.text);
}

/** The name of a property as written (`name`, `'name'`, `"name"`), or undefined when computed. */
export function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  if (ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

/** The `key: value` property of an object literal. */
export function findProperty(
  object: ts.ObjectLiteralExpression,
  key: string,
): ts.PropertyAssignment | ts.ShorthandPropertyAssignment | undefined {
  for (const property of object.properties) {
    if (
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      propertyName(property.name) === key
    )
      return property;
  }
  return undefined;
}

/** Marks a value the schematics cannot read statically (a call, an identifier, a spread…). */
export const DYNAMIC: unique symbol = Symbol('dynamic');

/**
 * The value of a literal expression: strings, numbers, booleans, null, and arrays and objects of
 * those. A function becomes a function (its body is not run); anything else is `DYNAMIC`.
 */
export function literalValue(node: ts.Expression): unknown {
  const expression = unwrap(node);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return expression.text;
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (expression.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (expression.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) return () => '';
  if (ts.isArrayLiteralExpression(expression)) {
    const values = expression.elements.map((e) =>
      ts.isSpreadElement(e) ? DYNAMIC : literalValue(e),
    );
    return values.includes(DYNAMIC) ? DYNAMIC : values;
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const result: Record<string, unknown> = {};
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) return DYNAMIC;
      const key = propertyName(property.name);
      if (key === undefined) return DYNAMIC;
      const value = literalValue(property.initializer);
      if (value === DYNAMIC) return DYNAMIC;
      result[key] = value;
    }
    return result;
  }
  return DYNAMIC;
}

/** A descriptor of the resources index, read without running the user's code. */
export interface StaticDescriptor {
  /** Index in the list. */
  readonly index: number;
  /** The element's node (an object literal, or the element that could not be read). */
  readonly node: ts.Expression;
  /** The keys that could be read, with their values (functions as functions). */
  readonly data: Record<string, unknown>;
  /** Keys whose values are computed (not literals): they are not checked. */
  readonly dynamicKeys: readonly string[];
  /** False when the element is not an object literal (a spread, a call…). */
  readonly analysable: boolean;
}

/** The resources index: its descriptor array and the descriptors in it. */
export interface ResourcesIndex {
  readonly source: ts.SourceFile;
  readonly array: ts.ArrayLiteralExpression;
  readonly descriptors: readonly StaticDescriptor[];
}

/**
 * Reads `src/resources/index.ts`: the default-exported descriptor array
 * (docs/contract.md §1 item 3).
 */
export function readResourcesIndex(tree: Tree, path: string): ResourcesIndex {
  if (!tree.exists(path))
    throw new SchematicsException(
      `${path} does not exist: run \`ng add admin\` first (it creates the resource list).`,
    );
  const source = parseFile(tree, path);
  return readResourcesIndexSource(source);
}

export function readResourcesIndexSource(source: ts.SourceFile): ResourcesIndex {
  const exported = findDefaultExport(source);
  if (!exported || !ts.isArrayLiteralExpression(exported))
    throw new SchematicsException(
      `${source.fileName} must default-export the resource descriptor array ` +
        '(`const resources: ResourceDescriptor[] = [...]; export default resources;`), ' +
        'so that the schematics can read and extend it.',
    );
  const descriptors = exported.elements.map((element, index): StaticDescriptor => {
    const node = ts.isSpreadElement(element) ? element : resolveLocal(source, element);
    if (!ts.isObjectLiteralExpression(node))
      return { index, node: element, data: {}, dynamicKeys: [], analysable: false };
    const data: Record<string, unknown> = {};
    const dynamicKeys: string[] = [];
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) {
        const key = propertyName(property.name);
        if (key === undefined) continue;
        const value = literalValue(property.initializer);
        if (value === DYNAMIC) dynamicKeys.push(key);
        else data[key] = value;
      } else if (ts.isMethodDeclaration(property)) {
        const key = propertyName(property.name);
        if (key !== undefined) data[key] = () => '';
      } else if (ts.isShorthandPropertyAssignment(property)) {
        dynamicKeys.push(property.name.text);
      }
    }
    return { index, node, data, dynamicKeys, analysable: true };
  });
  return { source, array: exported, descriptors };
}

/** The leading whitespace of the line that holds `pos`. */
export function lineIndent(source: ts.SourceFile, pos: number): string {
  const { line } = source.getLineAndCharacterOfPosition(pos);
  const start = source.getPositionOfLineAndCharacter(line, 0);
  const text = source.text.slice(start);
  return /^[ \t]*/.exec(text)![0];
}

/** Whether two positions are on the same line. */
function sameLine(source: ts.SourceFile, a: number, b: number): boolean {
  return (
    source.getLineAndCharacterOfPosition(a).line === source.getLineAndCharacterOfPosition(b).line
  );
}

/** The indentation unit of a file: two spaces unless the file is indented otherwise. */
export function indentUnit(source: ts.SourceFile): string {
  const match = /^(\t| {2,8})\S/m.exec(source.text);
  if (!match) return '  ';
  return match[1] === '\t' ? '\t' : match[1].length === 4 ? '    ' : '  ';
}

/** The quote the file uses for strings: the first string literal's, else single. */
export function quoteStyle(source: ts.SourceFile): "'" | '"' {
  let quote: "'" | '"' | undefined;
  const visit = (node: ts.Node) => {
    if (quote) return;
    if (ts.isStringLiteral(node)) {
      quote = node.getText(source).startsWith('"') ? '"' : "'";
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return quote ?? "'";
}

/** The end of the comments that follow `pos` on the same line (or `pos` when there are none). */
function endOfTrailingComments(source: ts.SourceFile, pos: number): number {
  const ranges = ts.getTrailingCommentRanges(source.text, pos) ?? [];
  const sameLineRanges = ranges.filter((r) => !source.text.slice(pos, r.pos).includes('\n'));
  return sameLineRanges.length ? sameLineRanges[sameLineRanges.length - 1].end : pos;
}

/**
 * Where and what to insert to append items (each a block of text without the separating comma)
 * at the end of a list: the elements of an array literal or the properties of an object literal.
 * Keeps the list's trailing-comma style, its indentation and the comments around it.
 */
export function appendToList(
  source: ts.SourceFile,
  list: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression,
  items: readonly string[],
  options: { readonly inlineWhenEmpty?: boolean } = {},
): Insertion[] {
  if (!items.length) return [];
  const elements: ts.NodeArray<ts.Node> = ts.isArrayLiteralExpression(list)
    ? list.elements
    : list.properties;
  const open = list.getStart(source);
  const baseIndent = lineIndent(source, open);
  const unit = indentUnit(source);
  if (!elements.length) {
    if (options.inlineWhenEmpty && !source.text.slice(open + 1, list.getEnd() - 1).trim())
      return [{ pos: open + 1, text: items.join(', ') }];
    const indent = baseIndent + unit;
    const body = items.map((item) => reindent(item, indent) + ',').join('\n');
    // Keep comments written inside an empty list: insert after them, before the closing bracket.
    const inner = source.text.slice(open + 1, list.getEnd() - 1);
    const innerTrimmed = inner.replace(/\s+$/, '');
    if (innerTrimmed.trim()) return [{ pos: open + 1 + innerTrimmed.length, text: `\n${body}` }];
    return [{ pos: open + 1, text: `\n${body}\n${baseIndent}` }];
  }
  const last = elements[elements.length - 1];
  const first = elements[0];
  const multiline = !sameLine(source, open, first.getStart(source));
  if (!multiline && items.every((item) => !item.includes('\n'))) {
    // A list on one line (`[a, b]`, `{ a: 1 }`): continue it on that line.
    return [{ pos: last.getEnd(), text: items.map((item) => `, ${item}`).join('') }];
  }
  const indent = multiline ? lineIndent(source, first.getStart(source)) : baseIndent + unit;
  const body = items.map((item) => reindent(item, indent)).join(',\n');
  if (elements.hasTrailingComma) {
    // After the comma that follows the last element and any comment on its line.
    const comma = source.text.indexOf(',', last.getEnd());
    return [{ pos: endOfTrailingComments(source, comma + 1), text: `\n${body},` }];
  }
  const afterComments = endOfTrailingComments(source, last.getEnd());
  const tail = `\n${body}${multiline ? ',' : ''}`;
  if (afterComments === last.getEnd()) return [{ pos: last.getEnd(), text: `,${tail}` }];
  return [
    { pos: last.getEnd(), text: ',' },
    { pos: afterComments, text: tail },
  ];
}

/** Indents every line of a block by `indent` (blank lines stay empty). */
export function reindent(block: string, indent: string): string {
  return block
    .split('\n')
    .map((line) => (line.trim() ? indent + line : ''))
    .join('\n');
}

/** All nodes of a file that satisfy a guard. */
export function collect<T extends ts.Node>(
  root: ts.Node,
  guard: (node: ts.Node) => node is T,
): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node) => {
    if (guard(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The calls `name(...)` (or `x.name(...)`) of a file. */
export function findCalls(root: ts.Node, name: string): ts.CallExpression[] {
  return collect(root, ts.isCallExpression).filter((call) => {
    const callee = call.expression;
    if (ts.isIdentifier(callee)) return callee.text === name;
    if (ts.isPropertyAccessExpression(callee)) return callee.name.text === name;
    return false;
  });
}

/** Whether an identifier with this text occurs anywhere under the node. */
export function mentions(root: ts.Node, identifier: string): boolean {
  return collect(root, ts.isIdentifier).some((id) => id.text === identifier);
}

/** Quotes a string for TypeScript source with the given quote. */
export function quote(value: string, q: "'" | '"' = "'"): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(q === "'" ? /'/g : /"/g, `\\${q}`);
  return q + escaped + q;
}
