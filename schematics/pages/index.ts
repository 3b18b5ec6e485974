/**
 * `ng generate admin:pages`: rebuilds src/resources/pages.ts from the page files of the resource
 * folders (SPEC 2.8's loader, ahead of time) and reports what does not match.
 */
import type { Rule } from '@angular-devkit/schematics';

import { parseFile } from '../utils/ast';
import { pagesObject } from '../utils/pages-object';
import { scanPages, type PagesScan } from '../utils/pages-scan';
import { resolveProject } from '../utils/project';
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

export default function pages(options: PagesOptions): Rule {
  return async (tree, context) => {
    const project = await resolveProject(tree, options.project);
    const scan = scanPages(tree, project);
    const custom = scan.custom.map((c) => c.text);
    let code: string;
    if (tree.exists(project.pagesPath)) {
      const current = tree.readText(project.pagesPath);
      const object = pagesObject(parseFile(tree, project.pagesPath));
      if (object) {
        const items = [
          ...scan.entries.map((e) => pageEntryCode(e.componentName, e.folder, e.file)),
          ...custom,
        ];
        const body = items.length
          ? `{\n${items.map((item) => item.replace(/^(?=.)/gm, '  ') + ',').join('\n')}\n}`
          : '{}';
        code = current.slice(0, object.getStart()) + body + current.slice(object.getEnd());
      } else code = pagesFileCode(scan.entries, custom);
      if (code !== current) tree.overwrite(project.pagesPath, code);
    } else tree.create(project.pagesPath, pagesFileCode(scan.entries, custom));

    context.logger.info(
      `${project.pagesPath}: ${scan.entries.length} page${scan.entries.length === 1 ? '' : 's'} from ${project.resourcesDir}/*/` +
        (custom.length
          ? `, ${custom.length} entr${custom.length === 1 ? 'y' : 'ies'} written by hand kept`
          : '') +
        '.',
    );
    for (const block of describeScan(scan)) context.logger.warn(block);
  };
}
