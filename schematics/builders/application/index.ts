/**
 * `admin:application`: Angular's application builder (`@angular/build:application`, same options)
 * after regenerating src/resources/pages.ts and checking the icon subset; with `--watch`, a change
 * in src/resources runs both again (the new pages.ts then rebuilds). Optimized builds go through
 * Angular's chunk optimizer (../chunk-optimizer.ts; the `optimizeChunks: false` option or
 * `NG_BUILD_OPTIMIZE_CHUNKS=0` turns it off).
 */
import { createBuilder, type BuilderContext, type BuilderOutput } from '@angular-devkit/architect';
import type { ApplicationBuilderOptions } from '@angular/build';
import type { json } from '@angular-devkit/core';

import { prepareAdminFiles, watchResources } from '../admin-files';
import {
  angularBuildLoaded,
  chooseChunkOptimizer,
  OPTIMIZE_CHUNKS_VARIABLE,
} from '../chunk-optimizer';
import { projectOf, WRAPPED_BUILDERS } from '../context';

/** The admin package's dependencies published as CommonJS only. */
export const ADMIN_COMMONJS_DEPENDENCIES = ['papaparse'];

/** Angular's options, and the one of ours. */
export type AdminApplicationOptions = ApplicationBuilderOptions & {
  /** Angular's chunk optimizer on optimized builds (default true). */
  optimizeChunks?: boolean;
};

export async function* buildAdminApplication(
  options: AdminApplicationOptions & json.JsonObject,
  context: BuilderContext,
): AsyncIterable<BuilderOutput> {
  const { optimizeChunks, ...rest } = options;
  // Before @angular/build loads: it reads the variable then, once.
  const loaded = angularBuildLoaded();
  const optimizer = chooseChunkOptimizer(process.env, optimizeChunks as boolean | undefined);
  if (optimizer.on && optimizer.by !== 'environment' && loaded)
    context.logger.warn(
      `admin: @angular/build was loaded before admin:application could turn its chunk optimizer on; ` +
        `run the build with ${OPTIMIZE_CHUNKS_VARIABLE}=1 for the merged first download.`,
    );
  const { buildApplication } = await import('@angular/build');
  const project = await projectOf(context);
  const root = context.workspaceRoot;
  const seen = { warnings: '' };
  if (!prepareAdminFiles(root, project, context.logger, seen)) {
    yield { success: false };
    return;
  }
  // Angular's own schema (its version's defaults and checks) on the options.
  const validated = (await context.validateOptions(
    rest as json.JsonObject,
    WRAPPED_BUILDERS['admin:application'],
  )) as unknown as ApplicationBuilderOptions;
  // The admin's own CommonJS dependency (Papa Parse, which the CSV import page loads): a warning
  // about it is not the app's to act on.
  const angularOptions: ApplicationBuilderOptions = {
    ...validated,
    allowedCommonJsDependencies: [
      ...(validated.allowedCommonJsDependencies ?? []),
      ...ADMIN_COMMONJS_DEPENDENCIES,
    ],
  };
  const stop = rest.watch
    ? watchResources(root, project, () => prepareAdminFiles(root, project, context.logger, seen))
    : undefined;
  try {
    yield* buildApplication(angularOptions, context);
  } finally {
    stop?.();
  }
}

export default createBuilder(buildAdminApplication);
