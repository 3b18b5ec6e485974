import { join } from 'node:path';

import {
  angularBuildLoaded,
  chooseChunkOptimizer,
  OPTIMIZE_CHUNKS_VARIABLE,
} from './chunk-optimizer';

describe("admin:application's chunk optimizer", () => {
  it('is on by default: the variable is set for @angular/build to read', () => {
    const env: Record<string, string | undefined> = {};
    expect(chooseChunkOptimizer(env, undefined)).toEqual({ on: true, by: 'default' });
    expect(env[OPTIMIZE_CHUNKS_VARIABLE]).toBe('1');
  });

  it('is off with the optimizeChunks: false option', () => {
    const env: Record<string, string | undefined> = {};
    expect(chooseChunkOptimizer(env, false)).toEqual({ on: false, by: 'option' });
    expect(env[OPTIMIZE_CHUNKS_VARIABLE]).toBe('0');
    expect(chooseChunkOptimizer({}, true)).toEqual({ on: true, by: 'option' });
  });

  it('leaves a variable the user set as it is, whatever the option says', () => {
    for (const [value, on] of [
      ['0', false],
      ['false', false],
      ['1', true],
      ['TRUE', true],
    ] as const) {
      const env: Record<string, string | undefined> = { [OPTIMIZE_CHUNKS_VARIABLE]: value };
      expect(chooseChunkOptimizer(env, !on)).toEqual({ on, by: 'environment' });
      expect(env[OPTIMIZE_CHUNKS_VARIABLE]).toBe(value);
    }
  });

  it('tells whether @angular/build is loaded (its environment read) already', () => {
    const dir = '/work/app/node_modules/@angular/build';
    const resolve = () => join(dir, 'package.json');
    expect(angularBuildLoaded({ [`${dir}/src/index.js`]: {} }, resolve)).toBe(true);
    expect(angularBuildLoaded({ [`${dir}-extra/index.js`]: {} }, resolve)).toBe(false);
    expect(angularBuildLoaded({}, resolve)).toBe(false);
  });
});
