/**
 * `admin:dev-server`: Angular's dev server (`@angular/build:dev-server`, same options) after
 * regenerating src/resources/pages.ts and checking the icon subset; while it runs, a change in
 * src/resources (a page file created by hand) runs both again, and the new pages.ts is rebuilt and
 * reloaded like any source change: no restart.
 */
import { createBuilder, type BuilderContext } from '@angular-devkit/architect';
import {
  executeDevServerBuilder,
  type DevServerBuilderOptions,
  type DevServerBuilderOutput,
} from '@angular/build';
import type { json } from '@angular-devkit/core';

import { prepareAdminFiles, watchResources } from '../admin-files';
import { projectOf, withAngularBuilderNames, WRAPPED_BUILDERS } from '../context';

export async function* serveAdminApplication(
  options: DevServerBuilderOptions & json.JsonObject,
  context: BuilderContext,
): AsyncIterable<DevServerBuilderOutput> {
  const project = await projectOf(context);
  const root = context.workspaceRoot;
  const seen = { warnings: '' };
  if (!prepareAdminFiles(root, project, context.logger, seen)) {
    yield { success: false } as DevServerBuilderOutput;
    return;
  }
  const angularOptions = (await context.validateOptions(
    options,
    WRAPPED_BUILDERS['admin:dev-server'],
  )) as unknown as DevServerBuilderOptions;
  const stop =
    angularOptions.watch === false
      ? undefined
      : watchResources(root, project, () => prepareAdminFiles(root, project, context.logger, seen));
  try {
    yield* executeDevServerBuilder(angularOptions, withAngularBuilderNames(context));
  } finally {
    stop?.();
  }
}

export default createBuilder(serveAdminApplication);
