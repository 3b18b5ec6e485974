// The public API's signatures, read from the built package's declaration bundles
// (dist/admin/types/admin-<entry>.d.ts), as Angular keeps its own goldens: every declaration of an
// entry point without its comments, private members, ɵ declarations and the factory and provider
// metadata of classes (`ɵfac`, `ɵprov`, `ɵinj`); components and directives keep `ɵcmp`/`ɵdir`,
// which record their selector, inputs and outputs. Non-exported declarations that the public ones
// use are kept too: a changed field of a parameter's type is a changed signature.
// check-package.mjs compares them with projects/admin/api/<entry>.api.md, so that a changed
// parameter, return type, input or member fails `npm test`, not only a vanished name.
import { createRequire } from 'node:module';

const ts = createRequire(import.meta.url)('typescript');

const DROPPED_STATICS = new Set(['ɵfac', 'ɵprov', 'ɵinj', 'ɵmod']);

const internal = (name) => typeof name === 'string' && name.startsWith('ɵ');

/** The declared name of a statement, when it has one. */
function nameOf(statement) {
  if (ts.isVariableStatement(statement)) {
    const [first] = statement.declarationList.declarations;
    return first && ts.isIdentifier(first.name) ? first.name.text : undefined;
  }
  return statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined;
}

function isPrivate(member) {
  if (member.name && ts.isPrivateIdentifier(member.name)) return true;
  return !!ts.getModifiers?.(member)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
}

function memberName(member) {
  const name = member.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** A class without its private members and its factory/provider metadata. */
function publicClass(node) {
  const members = node.members.filter((member) => {
    if (isPrivate(member)) return false;
    const name = memberName(member);
    return !(name && DROPPED_STATICS.has(name));
  });
  return ts.factory.updateClassDeclaration(
    node,
    ts.getModifiers(node),
    node.name,
    node.typeParameters,
    node.heritageClauses,
    members,
  );
}

/**
 * The node with the members of every union type in text order. The compiler prints an inferred
 * union (`'loading' | 'ready' | 'error'`) in the order it met the members, which differs from one
 * build to another; `A | B` and `B | A` are the same signature.
 */
function sortedUnions(node, source, printer) {
  const visit = (child) => {
    const next = ts.visitEachChild(child, visit, undefined);
    if (!ts.isUnionTypeNode(next)) return next;
    const text = (type) => printer.printNode(ts.EmitHint.Unspecified, type, source);
    const types = [...next.types].sort((a, b) =>
      text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0,
    );
    return ts.factory.updateUnionTypeNode(next, ts.factory.createNodeArray(types));
  };
  return visit(node);
}

/**
 * The signature text of one declaration bundle: one declaration per block, in the bundle's order.
 * @param {string} file a .d.ts file
 * @returns {string}
 */
export function apiSignatures(file) {
  const program = ts.createProgram([file], { noEmit: true, skipLibCheck: true, noResolve: true });
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`no declaration file ${file}`);
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const blocks = [];
  for (const statement of source.statements) {
    let node = statement;
    if (ts.isImportDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        blocks.push(printer.printNode(ts.EmitHint.Unspecified, statement, source));
        continue;
      }
      const kept = clause.elements.filter((e) => !internal(e.name.text));
      if (!kept.length) continue;
      const names = kept.map((e) => printer.printNode(ts.EmitHint.Unspecified, e, source)).sort();
      blocks.push(`export ${statement.isTypeOnly ? 'type ' : ''}{ ${names.join(', ')} };`);
      continue;
    }
    if (internal(nameOf(statement))) continue;
    if (ts.isClassDeclaration(statement)) node = publicClass(statement);
    node = sortedUnions(node, source, printer);
    blocks.push(printer.printNode(ts.EmitHint.Unspecified, node, source));
  }
  return blocks.join('\n\n') + '\n';
}
