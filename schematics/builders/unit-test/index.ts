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

/**
 * The options without the empty arrays (and objects left empty by them) that the Angular CLI adds
 * for every array option without a default (`addUndefinedDefaults`), which it skips for
 * `@angular/build:` builders only: Angular's unit-test schema refuses `browsers: []` (at least one
 * browser), and `coverageWatermarks: { statements: [] … }` is no watermark. An empty list means
 * the same as none for every option of this builder.
 */
export function withoutUndefinedDefaults(options: json.JsonObject): json.JsonObject {
  const pruned: json.JsonObject = {};
  for (const [key, value] of Object.entries(options)) {
    if (Array.isArray(value) && value.length === 0) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = withoutUndefinedDefaults(value);
      if (Object.keys(inner).length) pruned[key] = inner;
      continue;
    }
    pruned[key] = value;
  }
  return pruned;
}

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
    withoutUndefinedDefaults(options),
    WRAPPED_BUILDERS['admin:unit-test'],
  )) as unknown as UnitTestBuilderOptions;
  yield* executeUnitTestBuilder(angularOptions, withAngularBuilderNames(context));
}

export default createBuilder(testAdminApplication);
