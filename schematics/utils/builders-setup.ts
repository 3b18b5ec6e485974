/**
 * The admin's builders in angular.json (`admin:application` for `build`, `admin:dev-server` for
 * `serve`, `admin:unit-test` for `test`): they regenerate src/resources/pages.ts and check the icon
 * subset before Angular builds, so that `ng build`, `ng serve` and `ng test` need no other step
 * (and `ng test` reads the build target on `admin:application` without a warning). Used by
 * `ng add` and by the `ng update` migration; both leave a target that already uses them alone.
 */
import { chain, noop, type Rule } from '@angular-devkit/schematics';
import { readWorkspace, updateWorkspace } from '@schematics/angular/utility';
import { JSONFile } from '@schematics/angular/utility/json-file';

/** The npm name of this library (the builder prefix `admin:`). */
const PACKAGE_NAME = 'admin';

/** Target → [Angular's builder, ours]. */
export const ADMIN_BUILDERS = {
  build: ['@angular/build:application', `${PACKAGE_NAME}:application`],
  serve: ['@angular/build:dev-server', `${PACKAGE_NAME}:dev-server`],
  test: ['@angular/build:unit-test', `${PACKAGE_NAME}:unit-test`],
} as const;

/** The targets whose other builders are reported: a test target on Karma or Jest is the app's choice. */
const REPORTED: readonly string[] = ['build', 'serve'];

/**
 * The build and serve targets of a project switched from Angular's builders to ours (options and
 * configurations unchanged: ours take the same). A target with another builder is reported, not
 * changed (ours wrap `@angular/build` only).
 */
export function useAdminBuilders(projectName: string): Rule {
  return async (tree, context) => {
    const workspace = await readWorkspace(tree);
    const targets = workspace.projects.get(projectName)?.targets;
    const switches: string[] = [];
    for (const [name, [angular, ours]] of Object.entries(ADMIN_BUILDERS)) {
      const builder = targets?.get(name)?.builder;
      if (builder === angular) switches.push(name);
      else if (builder && builder !== ours && REPORTED.includes(name))
        context.logger.warn(
          `angular.json: ${projectName}:${name} uses ${builder}, not ${angular}: left as is. ` +
            `With ${angular}, "${ours}" would regenerate src/resources/pages.ts and check the icons ` +
            `before each build; without it, run \`ng generate admin:pages\` after adding a page file.`,
        );
    }
    if (!switches.length) return noop();
    context.logger.info(
      `angular.json: ${switches.map((name) => `${projectName}:${name} now uses ${ADMIN_BUILDERS[name as keyof typeof ADMIN_BUILDERS][1]}`).join(', ')} (pages and icons checked before each build).`,
    );
    return updateWorkspace((ws) => {
      const projectTargets = ws.projects.get(projectName)!.targets;
      for (const name of switches)
        projectTargets.get(name)!.builder = ADMIN_BUILDERS[name as keyof typeof ADMIN_BUILDERS][1];
    });
  };
}

/** The icon check script that earlier versions of `ng add` wrote as an npm hook. */
export function iconCheckCommand(sourceRoot: string): string {
  return `node node_modules/${PACKAGE_NAME}/schematics/icons/check.js ${sourceRoot}`;
}

/** The npm hooks where earlier versions of `ng add` put the icon check. */
export const LEGACY_ICON_CHECK_HOOKS = ['prebuild', 'prestart'] as const;

/**
 * Takes the icon check out of `prebuild` and `prestart` where an earlier `ng add` put it (the
 * builders run it now: twice would be wasted time): a hook that is only the check goes, a hook
 * that starts with `check && …` keeps the rest. Anything else is left alone. Edits package.json
 * through its JSON AST (formatting kept).
 */
export function removeIconCheckHooks(sourceRoot: string): Rule {
  return (tree, context) => {
    if (!tree.exists('/package.json')) return;
    const command = iconCheckCommand(sourceRoot);
    const manifest = new JSONFile(tree, '/package.json');
    for (const hook of LEGACY_ICON_CHECK_HOOKS) {
      const script = manifest.get(['scripts', hook]);
      if (typeof script !== 'string') continue;
      if (script.trim() === command) manifest.remove(['scripts', hook]);
      else if (script.startsWith(`${command} && `))
        manifest.modify(['scripts', hook], script.slice(command.length + 4));
      else continue;
      context.logger.info(
        `package.json: the icon check left scripts.${hook} (the admin builders run it).`,
      );
    }
  };
}

/** Both: what `ng add` now sets up for the builders, and what the migration brings apps to. */
export function setUpBuilders(projectName: string, sourceRoot: string): Rule {
  return chain([useAdminBuilders(projectName), removeIconCheckHooks(sourceRoot)]);
}
