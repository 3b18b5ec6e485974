/** What both builders share: the project's admin paths and Angular's builder names. */
import type { BuilderContext } from '@angular-devkit/architect';

import { adminProject, type AdminProject } from '../utils/project';

/** Our builders and the Angular builders they wrap. */
export const WRAPPED_BUILDERS: Readonly<Record<string, string>> = {
  'admin:application': '@angular/build:application',
  'admin:dev-server': '@angular/build:dev-server',
  'admin:unit-test': '@angular/build:unit-test',
};

/** The admin paths of the project being built. */
export async function projectOf(context: BuilderContext): Promise<AdminProject> {
  const name = context.target?.project;
  if (!name) throw new Error('The admin builders need a project target (ng build <project>).');
  return adminProject(name, await context.getProjectMetadata(name));
}

/**
 * The context with `getBuilderNameForTarget` answering Angular's builder name for a target that
 * uses ours: Angular's dev-server and unit-test builders then validate the build target's options
 * against its own application schema (with its defaults), as they do for
 * `@angular/build:application`.
 */
export function withAngularBuilderNames(context: BuilderContext): BuilderContext {
  return new Proxy(context, {
    get(target, property) {
      if (property === 'getBuilderNameForTarget')
        return async (...args: Parameters<BuilderContext['getBuilderNameForTarget']>) => {
          const name = await target.getBuilderNameForTarget(...args);
          return WRAPPED_BUILDERS[name] ?? name;
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
