/**
 * `ng update admin` to 0.2.0: every application set up by `ng add admin` (it has
 * `<sourceRoot>/resources/index.ts`) builds and serves through the admin builders, which
 * regenerate pages.ts and check the icon subset before each build; the npm hooks that ran the
 * icon check (`prebuild`, `prestart`) lose it. Run twice, it changes nothing.
 */
import { chain, type Rule } from '@angular-devkit/schematics';
import { readWorkspace } from '@schematics/angular/utility';

import { setUpBuilders } from '../../utils/builders-setup';
import { adminProject } from '../../utils/project';

export default function useBuilders(): Rule {
  return async (tree, context) => {
    const workspace = await readWorkspace(tree);
    const rules: Rule[] = [];
    for (const [name, definition] of workspace.projects) {
      if (definition.extensions['projectType'] !== 'application') continue;
      const project = adminProject(name, {
        root: definition.root,
        sourceRoot: definition.sourceRoot,
        prefix: definition.prefix,
      });
      if (tree.exists(project.indexPath)) rules.push(setUpBuilders(name, project.sourceRoot));
    }
    if (!rules.length)
      context.logger.info('No application with src/resources/index.ts: nothing to migrate.');
    return chain(rules);
  };
}
