// @ts-check
'use strict';
/**
 * The TypeScript that `@schematics/angular` itself parses with, so that the nodes of our AST and
 * of its `ast-utils` (insertImport, findNodes…) share one `SyntaxKind` table:
 * - Angular 21 and before: its bundled copy, `third_party/github.com/Microsoft/TypeScript/lib/typescript.js`;
 * - Angular 22: the `typescript` package it depends on (resolved from its own folder).
 * Plain CommonJS with typescript.d.ts beside it, so that `import * as ts from './typescript'`
 * keeps TypeScript's namespace types (`ts.SourceFile`) while the value is chosen at run time.
 */
const { existsSync } = require('node:fs');
const { dirname, join } = require('node:path');

const angularSchematics = dirname(require.resolve('@schematics/angular/package.json'));
const bundled = join(
  angularSchematics,
  'third_party/github.com/Microsoft/TypeScript/lib/typescript.js',
);

module.exports = existsSync(bundled)
  ? require(bundled)
  : require(require.resolve('typescript', { paths: [angularSchematics] }));
