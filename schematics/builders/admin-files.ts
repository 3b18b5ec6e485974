/**
 * What the admin's builders do before Angular builds (docs/contract.md §2.8,
 * docs/decisions.md §11 "Icons"): regenerate src/resources/pages.ts from the page files of the
 * resource folders (the `pages` schematic, on the file system) and check the icon subset
 * (icons/check.ts); and, while serving or watching, do it again whenever something in src/resources
 * changes, so that a page file created by hand is registered without a restart (writing pages.ts
 * then triggers Angular's own rebuild).
 */
import { HostTree } from '@angular-devkit/schematics';
import { normalize, virtualFs } from '@angular-devkit/core';
import { NodeJsSyncHost } from '@angular-devkit/core/node';
import { existsSync, watch, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { checkIconSubset } from '../icons/check';
import { describePagesUpdate, describeScan, pagesFileUpdate } from '../pages/index';
import type { AdminProject } from '../utils/project';

/** The subset of Architect's logger the steps write to. */
export interface StepLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface PagesStepResult {
  /** True when pages.ts was written. */
  readonly changed: boolean;
  /** The summary line (number of pages). */
  readonly summary: string;
  /** What does not match (orphan folders, routed pages without a file…), one block per kind. */
  readonly warnings: readonly string[];
}

/**
 * Regenerates `<sourceRoot>/resources/pages.ts` on disk from the resource folders, exactly as
 * `ng generate admin:pages` would; writes only when the text changes. Undefined when the app has
 * no `resources/index.ts` (nothing to register).
 */
export function syncPagesFile(root: string, project: AdminProject): PagesStepResult | undefined {
  if (!existsSync(join(root, project.indexPath))) return undefined;
  const tree = new HostTree(new virtualFs.ScopedHost(new NodeJsSyncHost(), normalize(root)));
  const update = pagesFileUpdate(tree, project);
  const changed = update.code !== update.current;
  if (changed) writeFileSync(join(root, project.pagesPath), update.code);
  return {
    changed,
    summary: describePagesUpdate(update, project),
    warnings: describeScan(update.scan),
  };
}

/**
 * Both steps, logged: the pages registry, then the icon check. False when the build must not
 * go on (the icon subset is out of date, the MDI set is missing, or a file cannot be read).
 */
export function prepareAdminFiles(
  root: string,
  project: AdminProject,
  logger: StepLogger,
  previous?: { warnings: string },
): boolean {
  try {
    const pages = syncPagesFile(root, project);
    if (!pages) {
      logger.warn(
        `${project.indexPath} does not exist: no admin pages to register (run \`ng add admin\`).`,
      );
      return true;
    }
    if (pages.changed) logger.info(`Updated ${pages.summary}`);
    // While watching, the same warnings are written again only when they change.
    const warnings = pages.warnings.join('\n');
    if (warnings && warnings !== previous?.warnings) logger.warn(warnings);
    if (previous) previous.warnings = warnings;
    const icons = checkIconSubset({ root, sourceRoot: project.sourceRoot });
    if (!icons.ok) {
      logger.error(icons.message);
      return false;
    }
    return true;
  } catch (error) {
    logger.error(`admin: ${(error as Error).message}`);
    return false;
  }
}

/** Files of src/resources whose change does not call for a new scan: the ones the steps write. */
const GENERATED = new Set(['pages.ts', 'icons.ts']);

/**
 * Watches `<sourceRoot>/resources` (recursively) and runs `onChange` once per burst of changes
 * (debounced), ignoring the generated pages.ts and icons.ts. Returns the function that stops it
 * (a no-op when the folder does not exist).
 */
export function watchResources(
  root: string,
  project: AdminProject,
  onChange: () => void,
  delay = 100,
): () => void {
  const dir = join(root, project.resourcesDir);
  // An app without src/resources (no `ng add admin` yet) has nothing to watch.
  if (!existsSync(dir)) return () => undefined;
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { recursive: true }, (_event, file) => {
    if (file && GENERATED.has(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, delay);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
