/**
 * `admin:unit-test`: Angular's unit-test builder (`@angular/build:unit-test`, same options) after
 * regenerating src/resources/pages.ts and checking the icon subset. Its build target is the app's
 * `build`, on `admin:application`: Angular's builder reads that target's options as those of
 * `@angular/build:application` (which they are, ours takes the same), so that `ng test` builds the
 * same app without warning that the build target uses another builder.
 */
import { createBuilder, type BuilderContext, type BuilderOutput } from '@angular-devkit/architect';
import { executeUnitTestBuilder, type UnitTestBuilderOptions } from '@angular/build';
import type { json } from '@angular-devkit/core';

import { prepareAdminFiles } from '../admin-files';
import { projectOf, withAngularBuilderNames, WRAPPED_BUILDERS } from '../context';

export async function* testAdminApplication(
  options: UnitTestBuilderOptions & json.JsonObject,
  context: BuilderContext,
): AsyncIterable<BuilderOutput> {
  const project = await projectOf(context);
  if (!prepareAdminFiles(context.workspaceRoot, project, context.logger, { warnings: '' })) {
    yield { success: false };
    return;
  }
  const angularOptions = (await context.validateOptions(
    options,
    WRAPPED_BUILDERS['admin:unit-test'],
  )) as unknown as UnitTestBuilderOptions;
  yield* executeUnitTestBuilder(angularOptions, withAngularBuilderNames(context));
}

export default createBuilder(testAdminApplication);
