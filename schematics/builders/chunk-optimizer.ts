/**
 * Angular's chunk optimizer in `admin:application`. esbuild splits the code that the first page and
 * the lazy pages share into many small chunks (an app made by `ng add admin` started with 11
 * files); @angular/build's optimizer merges them with rolldown, so the first download is one file.
 * @angular/build 21 has no builder option for it, only the `NG_BUILD_OPTIMIZE_CHUNKS` variable,
 * which it reads once, when it is first loaded: the builder sets it before loading @angular/build.
 * (@angular/build 22 runs the optimizer by itself from 3 lazy chunks on; `1` runs it always.) It
 * acts on optimized builds only (`ng build`'s production configuration); `ng serve` is unchanged.
 */
import { dirname, sep } from 'node:path';

/** The variable @angular/build reads (`src/utils/environment-options.js`). */
export const OPTIMIZE_CHUNKS_VARIABLE = 'NG_BUILD_OPTIMIZE_CHUNKS';

/** Whether the optimizer is on, and what decided it. */
export interface ChunkOptimizerChoice {
  readonly on: boolean;
  readonly by: 'environment' | 'option' | 'default';
}

/**
 * Decides the optimizer for a build and writes the decision into `env` (`process.env`): a
 * variable the user set wins (Angular's tri-state: `1`/`true` on, `0`/`false` off), then the
 * builder's `optimizeChunks` option (angular.json), else on.
 */
export function chooseChunkOptimizer(
  env: Record<string, string | undefined>,
  optimizeChunks: boolean | undefined,
): ChunkOptimizerChoice {
  const set = env[OPTIMIZE_CHUNKS_VARIABLE]?.trim().toLowerCase();
  if (set) return { on: set === '1' || set === 'true', by: 'environment' };
  const on = optimizeChunks !== false;
  env[OPTIMIZE_CHUNKS_VARIABLE] = on ? '1' : '0';
  return { on, by: optimizeChunks === undefined ? 'default' : 'option' };
}

/**
 * Whether @angular/build's modules are already loaded in this process: it has then read its
 * environment, and a variable set now has no effect.
 */
export function angularBuildLoaded(
  cache: Record<string, unknown> = require.cache,
  resolve: (id: string) => string = require.resolve,
): boolean {
  const dir = dirname(resolve('@angular/build/package.json')) + sep;
  return Object.keys(cache).some((file) => file.startsWith(dir));
}
