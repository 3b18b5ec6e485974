/**
 * `ng generate admin:icons`: regenerates src/resources/icons.ts, the icon subset passed to
 * `provideAdmin({ icons })` (docs/decisions.md §11 "Icons"); `--check` fails when it is out of
 * date.
 */
import type { Rule } from '@angular-devkit/schematics';

import { syncIconsFile } from '../utils/icons-sync';
import { resolveProject } from '../utils/project';

export interface IconsOptions {
  readonly project?: string;
  readonly check?: boolean;
}

export default function icons(options: IconsOptions): Rule {
  return async (tree, context) => {
    const project = await resolveProject(tree, options.project);
    const status = syncIconsFile(tree, project, context.logger, {
      strict: true,
      check: options.check,
    });
    if (!status || options.check) return;
    context.logger.info(
      `${project.iconsPath}: ${status.expected.size} icon${status.expected.size === 1 ? '' : 's'} (${[...status.expected.keys()].join(', ') || 'none'}).`,
    );
    if (status.extra.length)
      context.logger.info(`Dropped icons nothing uses: ${status.extra.join(', ')}.`);
  };
}
