import { findDefaultExport, findExportedInitializer, ts } from './ast';

/** The page registry object of pages.ts: `export const pages = {…}` or the default export. */
export function pagesObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const registry = findExportedInitializer(source, 'pages') ?? findDefaultExport(source);
  return registry && ts.isObjectLiteralExpression(registry) ? registry : undefined;
}
