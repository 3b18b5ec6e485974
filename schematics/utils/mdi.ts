/**
 * The Material Design Icons set of `@mdi/angular-material` (one `mdi.svg`, 2.9 MB, about 7 300
 * icons): read at generation time only, never shipped to the browser
 * (docs/decisions.md §11 "Icons").
 */
import type { Tree } from '@angular-devkit/schematics';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { distance } from 'fastest-levenshtein';

export const MDI_PACKAGE = '@mdi/angular-material';

/** Icon id (`account`, without the `mdi-` prefix) → SVG path data (viewBox 0 0 24 24). */
export type IconSet = ReadonlyMap<string, string>;

const cache = new Map<string, IconSet>();

/** Parses the text of `mdi.svg`: `<svg id="account" viewBox="0 0 24 24"><path d="…"/></svg>`. */
export function parseIconSet(svg: string): IconSet {
  const icons = new Map<string, string>();
  const pattern = /<svg id="([a-z0-9-]+)"[^>]*><path d="([^"]+)"\s*\/><\/svg>/g;
  for (let match = pattern.exec(svg); match; match = pattern.exec(svg))
    icons.set(match[1], match[2]);
  if (!icons.size)
    throw new Error('mdi.svg holds no icon of the form <svg id="…"><path d="…"/></svg>');
  return icons;
}

/**
 * Finds `mdi.svg`: in the workspace (`node_modules` of the tree, or resolved from `from`, the
 * current directory by default), else next to these schematics. Undefined when not installed.
 */
export function findIconSetFile(from: string = process.cwd()): string | undefined {
  for (const base of [from, __dirname]) {
    try {
      const pkg = require.resolve(`${MDI_PACKAGE}/package.json`, { paths: [base] });
      const file = join(dirname(pkg), 'mdi.svg');
      if (existsSync(file)) return file;
    } catch {
      // not resolvable from here: try the next place
    }
  }
  return undefined;
}

/** Loads the icon set from a file (cached per path). */
export function loadIconSetFile(file: string): IconSet {
  let icons = cache.get(file);
  if (!icons) {
    icons = parseIconSet(readFileSync(file, 'utf8'));
    cache.set(file, icons);
  }
  return icons;
}

/**
 * The icon set the workspace has installed: the tree's `node_modules` first (the CLI's tree is the
 * workspace on disk), else resolved from the current directory. Throws a clear error when
 * `@mdi/angular-material` is not installed.
 */
export function loadIconSet(tree?: Tree): IconSet {
  const inTree = `/node_modules/${MDI_PACKAGE}/mdi.svg`;
  if (tree?.exists(inTree)) {
    const key = `tree:${inTree}`;
    let icons = cache.get(key);
    if (!icons) {
      icons = parseIconSet(tree.readText(inTree));
      cache.set(key, icons);
    }
    return icons;
  }
  const file = findIconSetFile();
  if (!file)
    throw new Error(
      `${MDI_PACKAGE} is not installed: run \`npm install ${MDI_PACKAGE}\` (the icons are checked against its mdi.svg).`,
    );
  return loadIconSetFile(file);
}

/** The icon id of `mdi-<id>`. */
export function iconId(name: string): string {
  return name.startsWith('mdi-') ? name.slice(4) : name;
}

/** Whether two strings differ by one swap of adjacent letters (`pots` / `post`). */
function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * Up to `count` icon names closest to an unknown one, by edit distance (a swap of two letters counts as one edit); ids that start with or
 * contain the unknown id count as close (`mdi-acount` → `mdi-account`, `mdi-pos` → `mdi-post`).
 */
export function closestIcons(name: string, icons: IconSet, count = 3): string[] {
  const id = iconId(name);
  const scored: { id: string; score: number }[] = [];
  for (const candidate of icons.keys()) {
    const d = isTransposition(id, candidate) ? 1 : distance(id, candidate);
    const contains = candidate.startsWith(id) || (id.length >= 3 && candidate.includes(id));
    const score = contains ? Math.min(d, 1 + (candidate.length - id.length) / 10) : d;
    scored.push({ id: candidate, score });
  }
  const prefix = (candidate: string) => {
    let n = 0;
    while (n < id.length && n < candidate.length && id[n] === candidate[n]) n++;
    return n;
  };
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      prefix(b.id) - prefix(a.id) ||
      a.id.length - b.id.length ||
      (a.id < b.id ? -1 : 1),
  );
  const limit = Math.max(3, Math.ceil(id.length / 2));
  return scored
    .filter((s) => s.score <= limit)
    .slice(0, count)
    .map((s) => `mdi-${s.id}`);
}

/** The problem of an icon name, or undefined when the set has it. */
export function checkIcon(name: string, icons: IconSet): string | undefined {
  if (icons.has(iconId(name)) && name.startsWith('mdi-')) return undefined;
  const suggestions = closestIcons(name, icons);
  return (
    `"${name}" is not an icon of the Material Design Icons set` +
    (suggestions.length ? `; did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : '') +
    ' (browse https://pictogrammers.com/library/mdi/)'
  );
}
