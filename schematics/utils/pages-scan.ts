/**
 * The counterpart of the loader of docs/contract.md §2.8: scans
 * src/resources/<folder>/{list,show,create,edit}.ts and matches them with the descriptors of
 * index.ts, to rebuild the page registry and report files that match no descriptor and routed pages
 * that have no file.
 */
import type { Tree } from '@angular-devkit/schematics';

import { collect, exportedClasses, parseFile, propertyName, readResourcesIndex, ts } from './ast';
import type { AdminProject } from './project';
import type { PageEntry } from './resources-code';
import { kebabCase, PAGE_ACTIONS, resourceNames, routedPages, type PageAction } from '../core';
import { pagesObject } from './pages-object';

export interface PagesScan {
  /** The registry entries the files provide, in descriptor then action order. */
  readonly entries: readonly PageEntry[];
  /** Entries of pages.ts that load from elsewhere (written by hand): kept verbatim. */
  readonly custom: readonly { readonly key: string; readonly text: string }[];
  /** Resource folders (or their page files) that match no descriptor. */
  readonly orphans: readonly string[];
  /** Routed pages of a descriptor without a file (the route shows the not-found page). */
  readonly missing: readonly string[];
  /** Page files of actions that are not routed (never shown). */
  readonly unused: readonly string[];
  /** Page files that do not export the class `<ResourceName><Action>`. */
  readonly misnamed: readonly string[];
  /** Descriptors that could not be read statically. */
  readonly unreadable: readonly string[];
}

const PAGE_FILE = /^(list|show|create|edit|form)\.ts$/;
const GENERATED_LOADER = /^\.\/[^/]+\/(list|show|create|edit)$/;

/** The key and module path of each entry of the pages object. */
function registryEntries(
  object: ts.ObjectLiteralExpression,
  source: ts.SourceFile,
): { key: string; module?: string; text: string }[] {
  return object.properties.flatMap((property) => {
    const key = property.name && propertyName(property.name);
    if (key === undefined) return [];
    const load = collect(property, ts.isCallExpression).find(
      (c) => c.expression.kind === ts.SyntaxKind.ImportKeyword,
    );
    const arg = load?.arguments[0];
    const module = arg && ts.isStringLiteralLike(arg) ? arg.text : undefined;
    return [{ key, module, text: property.getText(source) }];
  });
}

export function scanPages(tree: Tree, project: AdminProject): PagesScan {
  const index = readResourcesIndex(tree, project.indexPath);
  const dir = project.resourcesDir;
  const folders = new Map<string, string[]>();
  for (const sub of tree.getDir(dir).subdirs) {
    const files = tree
      .getDir(`${dir}/${sub}`)
      .subfiles.map(String)
      .filter((f) => PAGE_FILE.test(f));
    folders.set(String(sub), files);
  }

  const registry = tree.exists(project.pagesPath)
    ? (() => {
        const source = parseFile(tree, project.pagesPath);
        const object = pagesObject(source);
        return object ? registryEntries(object, source) : [];
      })()
    : [];
  const custom = registry
    .filter((e) => !e.module || !GENERATED_LOADER.test(e.module))
    .map(({ key, text }) => ({ key, text }));
  const customKeys = new Set(custom.map((c) => c.key));

  const entries: PageEntry[] = [];
  const orphans: string[] = [];
  const missing: string[] = [];
  const unused: string[] = [];
  const misnamed: string[] = [];
  const unreadable: string[] = [];
  const claimed = new Set<string>();
  for (const descriptor of index.descriptors) {
    const name = descriptor.data['name'];
    if (!descriptor.analysable || typeof name !== 'string') {
      unreadable.push(`resources[${descriptor.index}]`);
      continue;
    }
    const names = resourceNames(name);
    claimed.add(names.folder);
    const files = folders.get(names.folder) ?? [];
    const dynamic = ['actions', 'except', 'routes'].some((k) => descriptor.dynamicKeys.includes(k));
    if (dynamic) unreadable.push(`"${name}" (actions, except or routes are computed)`);
    const routed: readonly PageAction[] = dynamic ? PAGE_ACTIONS : routedPages(descriptor.data);
    for (const action of PAGE_ACTIONS) {
      const componentName = names.componentName(action);
      const path = `${dir}/${names.folder}/${action}.ts`;
      const exists = files.includes(`${action}.ts`);
      if (!exists) {
        if (routed.includes(action) && !dynamic && !customKeys.has(componentName))
          missing.push(`"${name}" ${action}: no ${path} (the route shows the not-found page)`);
        continue;
      }
      if (!routed.includes(action)) {
        unused.push(`${path}: "${action}" is not a routed action of "${name}"`);
        continue;
      }
      const classes = exportedClasses(parseFile(tree, path));
      if (!classes.includes(componentName)) {
        misnamed.push(
          `${path} exports ${classes.length ? classes.join(', ') : 'no class'} instead of ${componentName}`,
        );
        continue;
      }
      if (!customKeys.has(componentName))
        entries.push({ componentName, folder: names.folder, file: action });
    }
  }
  for (const [folder, files] of folders)
    if (!claimed.has(folder) && files.length)
      orphans.push(
        `${dir}/${folder}/ (${files.join(', ')}) matches no resource in ${project.indexPath}` +
          ` (a resource named "${folder}" or "${kebabCase(folder)}" would use it)`,
      );
  return { entries, custom, orphans, missing, unused, misnamed, unreadable };
}
