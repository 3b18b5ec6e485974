import { SchematicsException, type Tree } from '@angular-devkit/schematics';
import type { logging } from '@angular-devkit/core';

import {
  collectUsedIcons,
  countIcons,
  describeIconProblems,
  iconSubsetStatus,
  treeReader,
  type IconSubsetStatus,
} from './icons';
import { loadIconSet, type IconSet } from './mdi';
import type { AdminProject } from './project';
import { iconsFileCode } from './resources-code';

export interface SyncIconsOptions {
  /** Throw when an icon in use is not in the MDI set (else warn and leave it out). */
  readonly strict: boolean;
  /** Only check: throw when icons.ts is out of date, write nothing. */
  readonly check?: boolean;
}

/**
 * Regenerates `src/resources/icons.ts` from the icons in use (docs/decisions.md §11 "Icons").
 * Writes only when the content changes, so that running it again changes nothing. Returns the
 * status.
 */
export function syncIconsFile(
  tree: Tree,
  project: AdminProject,
  logger: logging.LoggerApi,
  options: SyncIconsOptions,
): IconSubsetStatus | undefined {
  let icons: IconSet;
  try {
    icons = loadIconSet(tree);
  } catch (error) {
    if (options.strict || options.check) throw new SchematicsException((error as Error).message);
    // Without the set, the subset can still be right when no icon is in use (a fresh ng add).
    icons = new Map();
    if (collectUsedIcons(treeReader(tree), project).size)
      logger.warn(`${(error as Error).message}\n${project.iconsPath} was not updated.`);
    else writeIfChanged(tree, project.iconsPath, iconsFileCode(icons));
    return undefined;
  }
  const status = iconSubsetStatus(treeReader(tree), project, icons);
  if (status.unknown.length && (options.strict || options.check))
    throw new SchematicsException(
      `Unknown icons:\n${describeIconProblems({ ...status, missing: [] }, project.iconsPath)}`,
    );
  for (const { name, problem } of status.unknown)
    logger.warn(
      `${problem}; used in ${status.used.get(name)!.join(', ')}: left out of ${project.iconsPath}.`,
    );
  const code = iconsFileCode(status.expected);
  const current = tree.exists(project.iconsPath) ? tree.readText(project.iconsPath) : undefined;
  if (options.check) {
    if (status.missing.length || current === undefined)
      throw new SchematicsException(
        `${project.iconsPath} is out of date:\n${describeIconProblems(status, project.iconsPath) || `  - ${project.iconsPath} does not exist`}\n` +
          'Run `ng generate admin:icons` to regenerate it.',
      );
    logger.info(`${project.iconsPath} holds ${countIcons(status.expected.size)} in use.`);
    return status;
  }
  writeIfChanged(tree, project.iconsPath, code);
  return status;
}

function writeIfChanged(tree: Tree, path: string, code: string): void {
  if (!tree.exists(path)) tree.create(path, code);
  else if (tree.readText(path) !== code) tree.overwrite(path, code);
}
