/**
 * `admin:application`: Angular's application builder (`@angular/build:application`, same options)
 * after regenerating src/resources/pages.ts and checking the icon subset; with `--watch`, a change
 * in src/resources runs both again (the new pages.ts then rebuilds).
 */
import { createBuilder, type BuilderContext, type BuilderOutput } from '@angular-devkit/architect';
import { buildApplication, type ApplicationBuilderOptions } from '@angular/build';
import type { json } from '@angular-devkit/core';

import { prepareAdminFiles, watchResources } from '../admin-files';
import { projectOf, WRAPPED_BUILDERS } from '../context';

export async function* buildAdminApplication(
  options: ApplicationBuilderOptions & json.JsonObject,
  context: BuilderContext,
): AsyncIterable<BuilderOutput> {
  const project = await projectOf(context);
  const root = context.workspaceRoot;
  const seen = { warnings: '' };
  if (!prepareAdminFiles(root, project, context.logger, seen)) {
    yield { success: false };
    return;
  }
  // Angular's own schema (its version's defaults and checks) on the options.
  const angularOptions = (await context.validateOptions(
    options,
    WRAPPED_BUILDERS['admin:application'],
  )) as unknown as ApplicationBuilderOptions;
  const stop = options.watch
    ? watchResources(root, project, () => prepareAdminFiles(root, project, context.logger, seen))
    : undefined;
  try {
    yield* buildApplication(angularOptions, context);
  } finally {
    stop?.();
  }
}

export default createBuilder(buildAdminApplication);
