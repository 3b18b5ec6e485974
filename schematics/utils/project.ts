import { SchematicsException, type Tree } from '@angular-devkit/schematics';
import { readWorkspace } from '@schematics/angular/utility';

/** The application a schematic works on and the admin's files in it. */
export interface AdminProject {
  readonly name: string;
  /** `src` of the application, without leading slash (`src`, `projects/demo/src`). */
  readonly sourceRoot: string;
  /** Component selector prefix (`app`). */
  readonly prefix: string;
  /** `<sourceRoot>/resources`: one folder per resource, plus the files below. */
  readonly resourcesDir: string;
  /** The descriptor list (docs/contract.md §1 item 3). */
  readonly indexPath: string;
  /** The page registry `<ResourceName><Action>` → loader. */
  readonly pagesPath: string;
  /** The generated icon subset. */
  readonly iconsPath: string;
}

/** Resolves `--project` (default: the workspace's only or first application). */
export async function resolveProject(tree: Tree, projectName?: string): Promise<AdminProject> {
  const workspace = await readWorkspace(tree);
  let name = projectName;
  if (!name) {
    const applications = [...workspace.projects.entries()].filter(
      ([, p]) => p.extensions['projectType'] === 'application',
    );
    name = (workspace.extensions['defaultProject'] as string | undefined) ?? applications[0]?.[0];
  }
  const project = name ? workspace.projects.get(name) : undefined;
  if (!name || !project)
    throw new SchematicsException(
      name
        ? `Project "${name}" not found in angular.json (projects: ${[...workspace.projects.keys()].join(', ')}).`
        : 'No application in angular.json: pass --project.',
    );
  if (project.extensions['projectType'] !== 'application')
    throw new SchematicsException(`Project "${name}" is a library: pass an application --project.`);
  return adminProject(name, {
    root: project.root,
    sourceRoot: project.sourceRoot,
    prefix: project.prefix,
  });
}

/**
 * The admin's paths in a project of angular.json, from its `root`, `sourceRoot` and `prefix`
 * (as the workspace file or a builder's `getProjectMetadata` gives them).
 */
export function adminProject(
  name: string,
  metadata: { readonly root?: unknown; readonly sourceRoot?: unknown; readonly prefix?: unknown },
): AdminProject {
  const root = typeof metadata.root === 'string' ? metadata.root : '';
  const sourceRoot = (
    typeof metadata.sourceRoot === 'string' ? metadata.sourceRoot : `${root ? root + '/' : ''}src`
  ).replace(/^\/+|\/+$/g, '');
  const resourcesDir = `${sourceRoot}/resources`;
  return {
    name,
    sourceRoot,
    prefix: typeof metadata.prefix === 'string' ? metadata.prefix : 'app',
    resourcesDir,
    indexPath: `${resourcesDir}/index.ts`,
    pagesPath: `${resourcesDir}/pages.ts`,
    iconsPath: `${resourcesDir}/icons.ts`,
  };
}
