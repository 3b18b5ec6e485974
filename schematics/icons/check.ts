/**
 * The build-time icon check (docs/decisions.md §11 "Icons"): fails when an `mdi-*` icon the app
 * uses (a descriptor edited by hand, a menu entry) is missing from src/resources/icons.ts, so that
 * it cannot silently render as the fallback icon. Run by the admin builders before every `ng build`
 * and `ng serve` (builders/admin-files.ts), usable from a test (`checkIconSubset`) and as a script:
 *
 *   node node_modules/admin/schematics/icons/check.js [sourceRoot=src]
 */
import { posix } from 'node:path';

import {
  countIcons,
  describeIconProblems,
  fsReader,
  iconSubsetStatus,
  type IconSubsetStatus,
} from '../utils/icons';
import { findIconSetFile, loadIconSetFile, MDI_PACKAGE } from '../utils/mdi';

export interface IconCheckOptions {
  /** Workspace directory; default the current directory. */
  readonly root?: string;
  /** The app's source root relative to `root`; default `src`. */
  readonly sourceRoot?: string;
}

export interface IconCheckResult {
  /** True when every icon in use is in the set and in the subset. */
  readonly ok: boolean;
  readonly status: IconSubsetStatus;
  /** What is wrong and how to fix it, or a one-line summary when all is well. */
  readonly message: string;
}

/** Compares the icons in use with src/resources/icons.ts; throws when the MDI set is missing. */
export function checkIconSubset(options: IconCheckOptions = {}): IconCheckResult {
  const root = options.root ?? process.cwd();
  const sourceRoot = (options.sourceRoot ?? 'src').replace(/^\.\/|\/+$/g, '');
  const paths = {
    sourceRoot,
    indexPath: posix.join(sourceRoot, 'resources/index.ts'),
    iconsPath: posix.join(sourceRoot, 'resources/icons.ts'),
  };
  const file = findIconSetFile(root);
  if (!file) throw new Error(`${MDI_PACKAGE} is not installed: run \`npm install ${MDI_PACKAGE}\``);
  const status = iconSubsetStatus(fsReader(root), paths, loadIconSetFile(file));
  const problems = describeIconProblems(status, paths.iconsPath);
  const ok = !problems;
  return {
    ok,
    status,
    message: ok
      ? `${paths.iconsPath} holds ${countIcons(status.expected.size)} in use.`
      : `The icon subset is out of date:\n${problems}\n` +
        'Fix the icon names, then run `ng generate admin:icons` to regenerate it.',
  };
}

if (require.main === module) {
  try {
    const result = checkIconSubset({ sourceRoot: process.argv[2] });
    if (result.ok) console.log(result.message);
    else {
      console.error(result.message);
      process.exitCode = 1;
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
