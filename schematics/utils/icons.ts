/**
 * The app's icon subset (docs/decisions.md §11 "Icons"): which `mdi-*` icons the descriptors, menus
 * and templates use, and whether `src/resources/icons.ts` holds exactly their path data. Works on
 * the schematic tree and on the file system (the build-time check), through `SourceReader`.
 */
import type { Tree } from '@angular-devkit/schematics';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import {
  collect,
  findExportedInitializer,
  literalValue,
  parseText,
  propertyName,
  readResourcesIndexSource,
  ts,
} from './ast';
import { checkIcon, iconId, type IconSet } from './mdi';
import { ICON_PATTERN } from '../core';

/** Read access to the app's files, by workspace-relative path (`src/resources/index.ts`). */
export interface SourceReader {
  read(path: string): string | undefined;
  /** Entries of a directory; empty when it does not exist. */
  list(dir: string): { readonly dirs: readonly string[]; readonly files: readonly string[] };
}

export function treeReader(tree: Tree): SourceReader {
  return {
    read: (path) => (tree.exists(path) ? tree.readText(path) : undefined),
    list: (dir) => {
      const entry = tree.getDir(dir);
      return { dirs: entry.subdirs.map(String), files: entry.subfiles.map(String) };
    },
  };
}

export function fsReader(root: string): SourceReader {
  return {
    read: (path) => {
      const file = join(root, path);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    list: (dir) => {
      const full = join(root, dir);
      if (!existsSync(full)) return { dirs: [], files: [] };
      const dirs: string[] = [];
      const files: string[] = [];
      for (const name of readdirSync(full)) {
        (statSync(join(full, name)).isDirectory() ? dirs : files).push(name);
      }
      return { dirs: dirs.sort(), files: files.sort() };
    },
  };
}

const TEMPLATE_ICON = /\b(?:icon|name)="(mdi-[a-z0-9]+(?:-[a-z0-9]+)*)"/g;

function templateIcons(text: string): string[] {
  return [...text.matchAll(TEMPLATE_ICON)].map((m) => m[1]);
}

/** The files and paths the icon scan looks at. */
export interface IconPaths {
  readonly sourceRoot: string;
  readonly indexPath: string;
  readonly iconsPath: string;
}

/**
 * The `mdi-*` icons the app uses, each with where: the descriptors' `icon`s (index.ts), any
 * `icon: 'mdi-…'` property in the app's TypeScript (menus), and `icon="mdi-…"` / `name="mdi-…"`
 * attributes in templates (inline or .html). Spec files and the subset itself are skipped.
 */
export function collectUsedIcons(reader: SourceReader, paths: IconPaths): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (name: string, where: string) => {
    if (!ICON_PATTERN.test(name)) return;
    used.set(name, [...(used.get(name) ?? []), where]);
  };
  const index = reader.read(paths.indexPath);
  if (index !== undefined) {
    const { descriptors } = readResourcesIndexSource(parseText(paths.indexPath, index));
    for (const d of descriptors)
      if (typeof d.data['icon'] === 'string')
        add(d.data['icon'], `${paths.indexPath} (${String(d.data['name'] ?? `#${d.index}`)})`);
  }
  const walk = (dir: string) => {
    const { dirs, files } = reader.list(dir);
    for (const file of files) {
      const path = `${dir}/${file}`;
      if (path === paths.indexPath || path === paths.iconsPath || file.endsWith('.spec.ts'))
        continue;
      if (file.endsWith('.html')) {
        for (const name of templateIcons(reader.read(path) ?? '')) add(name, path);
      } else if (file.endsWith('.ts') && !file.endsWith('.d.ts')) {
        const source = parseText(path, reader.read(path) ?? '');
        for (const property of collect(source, ts.isPropertyAssignment)) {
          const key = propertyName(property.name);
          const value = literalValue(property.initializer);
          if (key === 'icon' && typeof value === 'string') add(value, path);
          if (key === 'template' && typeof value === 'string')
            for (const name of templateIcons(value)) add(name, path);
        }
      }
    }
    for (const sub of dirs) if (sub !== 'node_modules') walk(`${dir}/${sub}`);
  };
  walk(paths.sourceRoot);
  return used;
}

/** The icons of `icons.ts`: `mdi-<id>` → path data (empty when the file is missing). */
export function readIconSubset(reader: SourceReader, iconsPath: string): Map<string, string> {
  const text = reader.read(iconsPath);
  const subset = new Map<string, string>();
  if (text === undefined) return subset;
  const object = findExportedInitializer(parseText(iconsPath, text), 'icons');
  const value = object ? literalValue(object) : undefined;
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [name, path] of Object.entries(value))
      if (typeof path === 'string') subset.set(name, path);
  return subset;
}

/** `1 icon`, `2 icons`. */
export function countIcons(count: number): string {
  return `${count} icon${count === 1 ? '' : 's'}`;
}

/** How the subset compares with the icons in use. */
export interface IconSubsetStatus {
  /** Icon in use → where. */
  readonly used: ReadonlyMap<string, readonly string[]>;
  /** What icons.ts holds. */
  readonly subset: ReadonlyMap<string, string>;
  /** Used icons that are in the MDI set but not in the subset (or with other path data). */
  readonly missing: readonly string[];
  /** Used icons that are not in the MDI set at all, with the reason (closest names). */
  readonly unknown: readonly { readonly name: string; readonly problem: string }[];
  /** Subset icons nothing uses (harmless). */
  readonly extra: readonly string[];
  /** The subset the app should have: the used icons that exist, with their path data. */
  readonly expected: ReadonlyMap<string, string>;
}

export function iconSubsetStatus(
  reader: SourceReader,
  paths: IconPaths,
  icons: IconSet,
): IconSubsetStatus {
  const used = collectUsedIcons(reader, paths);
  const subset = readIconSubset(reader, paths.iconsPath);
  const expected = new Map<string, string>();
  const unknown: { name: string; problem: string }[] = [];
  for (const name of [...used.keys()].sort()) {
    const problem = checkIcon(name, icons);
    if (problem) unknown.push({ name, problem });
    else expected.set(name, icons.get(iconId(name))!);
  }
  const missing = [...expected].filter(([name, path]) => subset.get(name) !== path).map(([n]) => n);
  const extra = [...subset.keys()].filter((name) => !used.has(name)).sort();
  return { used, subset, missing, unknown, extra, expected };
}

/** A readable report of a status: what is wrong and how to fix it; empty when all is well. */
export function describeIconProblems(status: IconSubsetStatus, iconsPath: string): string {
  const lines: string[] = [];
  for (const name of status.missing)
    lines.push(
      `  - ${name} (used in ${status.used.get(name)!.join(', ')}) is missing from ${iconsPath}`,
    );
  for (const { name, problem } of status.unknown)
    lines.push(`  - ${problem}; used in ${status.used.get(name)!.join(', ')}`);
  return lines.join('\n');
}
