/**
 * The root component's spec that `ng new` writes checks the placeholder page's title (`<h1>Hello,
 * <name></h1>`). Once `ng add` has replaced that page by `<router-outlet />`, `ng test` would fail
 * on it: when the spec is still exactly ng new's, its title test becomes a check of the router
 * outlet; a spec the user changed is left alone (and `ng add` says so).
 *
 * "Exactly ng new's" is decided against the template of the `@schematics/angular` installed beside
 * the app (the one `ng new` used), rendered with each set of options ng new may have used, token by
 * token (layout, comments and trailing commas aside): no copy of Angular's template to keep in
 * step with its versions.
 */
import { template } from '@angular-devkit/core';
import type { Tree } from '@angular-devkit/schematics';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

import { findCalls, parseFile, quote, quoteStyle, ts } from './ast';

/** The title test of ng new's spec and what it becomes. */
const TITLE_TEST = 'should render title';
export const OUTLET_TEST = 'should render the router outlet';

/** The expectation of the router-outlet test, in the file's quotes. */
export function outletExpectation(q: "'" | '"' = "'"): string {
  return `expect(compiled.querySelector(${quote('router-outlet', q)})).not.toBeNull();`;
}

/** The spec beside a component file (`app.ts` → `app.spec.ts`). */
export function specOf(componentFile: string): string {
  return componentFile.replace(/\.ts$/, '.spec.ts');
}

/** ng new's spec template in the installed @schematics/angular, when it has one there. */
function ngNewSpecTemplate(standalone: boolean): string | undefined {
  let root: string;
  try {
    root = dirname(require.resolve('@schematics/angular/package.json'));
  } catch {
    return undefined;
  }
  const path = join(
    root,
    'application/files',
    standalone ? 'standalone-files' : 'module-files',
    'src/app/app__suffix__.spec.ts.template',
  );
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The tokens of TypeScript source: no whitespace, no comments, no comma before a closing bracket. */
function tokens(text: string): string[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const all: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
    all.push(scanner.getTokenText());
  return all.filter((token, i) => !(token === ',' && [')', ']', '}'].includes(all[i + 1])));
}

/**
 * Whether `text` is the spec ng new wrote for the root component (`suffix`: `''` for `app.ts`,
 * `'.component'` for `app.component.ts`), with any of its options (zoneless or not, routing or not).
 */
export function isNgNewSpec(
  text: string,
  options: { standalone: boolean; name: string; suffix: string },
): boolean {
  const source = ngNewSpecTemplate(options.standalone);
  if (!source) return false;
  const render = template(source);
  const actual = tokens(text).join(' ');
  return [true, false].some((zoneless) =>
    [true, false].some(
      (routing) => tokens(render({ ...options, zoneless, routing })).join(' ') === actual,
    ),
  );
}

/**
 * In ng new's spec, the title test becomes a router-outlet test: its name and its last statement
 * (the `<h1>` expectation) are replaced, found in the AST; the rest stays as written.
 */
export function rewriteTitleTest(tree: Tree, spec: string): boolean {
  const source = parseFile(tree, spec);
  const test = findCalls(source, 'it').find((call) => {
    const name = call.arguments[0];
    return !!name && ts.isStringLiteral(name) && name.text === TITLE_TEST;
  });
  const body = test?.arguments[1];
  if (!test || !body || !ts.isArrowFunction(body) || !ts.isBlock(body.body)) return false;
  const last = body.body.statements[body.body.statements.length - 1];
  if (!last) return false;
  const q = quoteStyle(source);
  const recorder = tree.beginUpdate(spec);
  const name = test.arguments[0];
  recorder.remove(name.getStart(source), name.getWidth(source));
  recorder.insertLeft(name.getStart(source), quote(OUTLET_TEST, q));
  recorder.remove(last.getStart(source), last.getWidth(source));
  recorder.insertLeft(last.getStart(source), outletExpectation(q));
  tree.commitUpdate(recorder);
  return true;
}

/** The suffix of a root component file for ng new's template (`app.ts` → `''`). */
export function componentSuffix(componentFile: string): string {
  return posix.basename(componentFile, '.ts').replace(/^app/, '');
}
