/**
 * `ng generate admin:pages`: rebuilds src/resources/pages.ts from the page files of the resource
 * folders (the loader of docs/contract.md §2.8, ahead of time) and reports what does not match.
 */
import type { Rule, Tree } from '@angular-devkit/schematics';

import { parseFile } from '../utils/ast';
import { pagesObject } from '../utils/pages-object';
import { scanPages, type PagesScan } from '../utils/pages-scan';
import { resolveProject, type AdminProject } from '../utils/project';
import { pageEntryCode, pagesFileCode } from '../utils/resources-code';

export interface PagesOptions {
  readonly project?: string;
}

/** The report lines of a scan, one block per kind of problem. */
export function describeScan(scan: PagesScan): string[] {
  const block = (title: string, lines: readonly string[]) =>
    lines.length ? [`${title}:\n  - ${lines.join('\n  - ')}`] : [];
  return [
    ...block('Files that match no resource', scan.orphans),
    ...block('Routed pages without a file', scan.missing),
    ...block('Page files of actions that are not routed (not registered)', scan.unused),
    ...block('Page files without their component class (not registered)', scan.misnamed),
    ...block('Descriptors that cannot be read statically (check them by hand)', scan.unreadable),
  ];
}

/** The up-to-date text of pages.ts (the current one with its object rebuilt, else a new file). */
export interface PagesFileUpdate {
  readonly scan: PagesScan;
  /** The text pages.ts should have. */
  readonly code: string;
  /** Its text today; undefined when it does not exist. */
  readonly current: string | undefined;
  /** Entries of the registry written by hand (kept). */
  readonly custom: number;
}

/**
 * Scans the resource folders and computes pages.ts (used by this schematic and by the builders,
 * which run it on the file system before each build).
 */
export function pagesFileUpdate(tree: Tree, project: AdminProject): PagesFileUpdate {
  const scan = scanPages(tree, project);
  const custom = scan.custom.map((c) => c.text);
  if (!tree.exists(project.pagesPath))
    return {
      scan,
      code: pagesFileCode(scan.entries, custom),
      current: undefined,
      custom: custom.length,
    };
  const current = tree.readText(project.pagesPath);
  const object = pagesObject(parseFile(tree, project.pagesPath));
  if (!object)
    return { scan, code: pagesFileCode(scan.entries, custom), current, custom: custom.length };
  const items = [
    ...scan.entries.map((e) => pageEntryCode(e.componentName, e.folder, e.file)),
    ...custom,
  ];
  const body = items.length
    ? `{\n${items.map((item) => item.replace(/^(?=.)/gm, '  ') + ',').join('\n')}\n}`
    : '{}';
  const code = current.slice(0, object.getStart()) + body + current.slice(object.getEnd());
  return { scan, code, current, custom: custom.length };
}

/** The summary line: `src/resources/pages.ts: 3 pages from src/resources/*\/.` */
export function describePagesUpdate(update: PagesFileUpdate, project: AdminProject): string {
  const { scan, custom } = update;
  return (
    `${project.pagesPath}: ${scan.entries.length} page${scan.entries.length === 1 ? '' : 's'} from ${project.resourcesDir}/*/` +
    (custom ? `, ${custom} entr${custom === 1 ? 'y' : 'ies'} written by hand kept` : '') +
    '.'
  );
}

export default function pages(options: PagesOptions): Rule {
  return async (tree, context) => {
    const project = await resolveProject(tree, options.project);
    const update = pagesFileUpdate(tree, project);
    if (update.current === undefined) tree.create(project.pagesPath, update.code);
    else if (update.code !== update.current) tree.overwrite(project.pagesPath, update.code);
    context.logger.info(describePagesUpdate(update, project));
    for (const block of describeScan(update.scan)) context.logger.warn(block);
  };
}
