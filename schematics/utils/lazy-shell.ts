/**
 * The sign-in page (`VaLogin`) and the admin layout (`VaLayout`) loaded lazily, as the demo does
 * (projects/demo/src/app/app.routes.ts): `loadComponent: () => import('./admin-layout').then((m) =>
 * m.VaLayout)`, through a file of the app that re-exports the component from its entry point. A
 * route's `component: VaLayout` would put the layout, the login page and everything they reach
 * into the first download; `import('admin')` would put every export of the library in the chunk.
 * Used by `ng add` (the routes it writes) and by the `lazy-shell` migration (routes it rewrites).
 */
import type { Tree } from '@angular-devkit/schematics';
import { posix } from 'node:path';

import { parseFile, quote, ts } from './ast';

/** Each routed component of the admin: its entry point and the file that re-exports it. */
export const LAZY_SHELL = {
  VaLogin: {
    entryPoint: 'admin/ui',
    file: 'admin-login',
    comment:
      '// The sign-in page, loaded lazily by the routes (written by `ng add admin`): its form code stays\n' +
      '// out of the first download, which only starts the app.\n',
  },
  VaLayout: {
    entryPoint: 'admin/shell',
    file: 'admin-layout',
    comment:
      '// The admin layout, loaded lazily by the routes (written by `ng add admin`): its toolbar, menu and\n' +
      "// breadcrumb come with the first page's code instead of in the first download.\n",
  },
} as const;

export type ShellComponent = keyof typeof LAZY_SHELL;

/** The entry point of the routes' `adminRoutes()`. */
export const ROUTING_ENTRY_POINT = 'admin/routing';

/** Whether a file exports `name` (`export { name } from …`, `export class name`, …). */
export function exportsName(source: ts.SourceFile, name: string): boolean {
  return source.statements.some((statement) => {
    if (ts.isExportDeclaration(statement))
      return (
        !!statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.some((e) => e.name.text === name)
      );
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    return (
      !!exported &&
      (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) &&
      statement.name?.text === name
    );
  });
}

/** Where a routes file loads a shell component from, and the re-export file to create if any. */
export interface LazySource {
  /** The `import()` specifier: `./admin-layout`, or the entry point itself. */
  readonly specifier: string;
  /** The file to create (absent when it exists already). */
  readonly create?: { readonly path: string; readonly text: string };
}

/**
 * The module a routes file imports `component` from: the re-export file beside it
 * (`admin-layout.ts`, created when missing), or, when a file of that name exists and exports
 * something else, the entry point itself (its chunk then holds every export of the entry point).
 */
export function lazySource(tree: Tree, routesFile: string, component: ShellComponent): LazySource {
  const { entryPoint, file, comment } = LAZY_SHELL[component];
  const path = posix.join(posix.dirname(routesFile), `${file}.ts`);
  const specifier = `./${file}`;
  if (!tree.exists(path))
    return {
      specifier,
      create: { path, text: `${comment}export { ${component} } from '${entryPoint}';\n` },
    };
  return exportsName(parseFile(tree, path), component) ? { specifier } : { specifier: entryPoint };
}

/** `loadComponent: () => import('<specifier>').then((m) => m.<component>)`, in the file's quotes. */
export function loadComponentProperty(
  component: ShellComponent,
  specifier: string,
  q: "'" | '"' = "'",
): string {
  return `loadComponent: () => import(${quote(specifier, q)}).then((m) => m.${component})`;
}
