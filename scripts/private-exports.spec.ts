// The check that each entry point's internals are listed in its private-export.ts alone
// (scripts/private-exports.mjs, a step of scripts/check-package.mjs), on libraries written to a
// temporary folder: the arrangement passes, and each way of leaking a ɵ name fails, naming it.
import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { checkPrivateExports, entryPoints } from './private-exports.mjs';

let lib = '';
function library(files: Record<string, string>): string {
  lib = mkdtempSync(join(tmpdir(), 'private-exports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(lib, path)), { recursive: true });
    writeFileSync(join(lib, path), text);
  }
  return lib;
}
afterEach(() => rmSync(lib, { recursive: true, force: true }));

const arranged = {
  'config/registry.ts':
    'export class Registry {}\nexport interface Options { a: number }\nexport * from "./more";',
  'config/more.ts': 'export const more = 2;',
  'config/registry-internal.ts': 'export function ɵshared() {}\nexport type ɵState = string;',
  'config/types.ts': 'export type Kind = string;\nexport type ɵKind = number;',
  'config/public-api.ts': [
    "export * from './registry';",
    "export type { Kind } from './types';",
    "export * from './private-export';",
  ].join('\n'),
  'config/private-export.ts':
    "export * from './registry-internal';\nexport type { ɵKind } from './types';",
  'core/public-api.ts': "export * from './names';",
  'core/names.ts': 'export const kebab = 1;',
};

describe('checkPrivateExports', () => {
  it('passes public names in public-api.ts and ɵ names in private-export.ts', () => {
    const dir = library(arranged);
    expect(entryPoints(dir)).toEqual(['config', 'core']);
    expect(checkPrivateExports(dir)).toEqual([]);
  });

  it('fails on an export * of a file that holds a ɵ name, naming the entry point, file and names', () => {
    const dir = library({
      ...arranged,
      'config/public-api.ts':
        "export * from './registry-internal';\nexport * from './private-export';",
    });
    expect(checkPrivateExports(dir)).toEqual([
      "admin/config: public-api.ts exports ɵshared, ɵState through './registry-internal'; list them in " +
        'config/private-export.ts instead, and name the public ones of that file',
    ]);
  });

  it('follows a nested export * and fails on a named value re-export, ɵ or not', () => {
    const dir = library({
      ...arranged,
      'config/more.ts': 'export const ɵhidden = 2;',
      'core/public-api.ts': "export { kebab, ɵsnake } from './names';",
      'core/names.ts': 'export const kebab = 1;\nexport const ɵsnake = 2;',
    });
    expect(checkPrivateExports(dir)).toEqual([
      "admin/config: public-api.ts exports ɵhidden through './registry'; list it in " +
        'config/private-export.ts instead, and name the public ones of that file',
      "admin/core: public-api.ts names values from './names'; use export * of a file whose " +
        'exports are all public (a named re-export keeps lazy code in the first download)',
      "admin/core: public-api.ts exports ɵsnake through './names'; list it in " +
        'core/private-export.ts instead',
    ]);
  });

  it('fails on a public name, or a named value, in private-export.ts', () => {
    const dir = library({
      ...arranged,
      'config/private-export.ts':
        "export { ɵshared } from './registry-internal';\nexport * from './more';",
    });
    expect(checkPrivateExports(dir)).toEqual([
      'admin/config: private-export.ts names values; export * a file of internals instead',
      'admin/config: private-export.ts exports more, which have no ɵ prefix; ' +
        'public names belong in public-api.ts',
    ]);
  });

  it('fails when public-api.ts forgets private-export.ts or declares code itself', () => {
    const dir = library({
      ...arranged,
      'config/public-api.ts': "export * from './registry';\nexport const stray = 1;",
    });
    expect(checkPrivateExports(dir)).toEqual([
      'admin/config: public-api.ts declares code; it only re-exports files',
      "admin/config: private-export.ts exists but public-api.ts has no export * from './private-export'",
    ]);
  });

  it('names a module that does not exist', () => {
    const dir = library({ ...arranged, 'core/public-api.ts': "export * from './gone';" });
    expect(() => checkPrivateExports(dir)).toThrow(
      /core\/public-api\.ts: cannot find the module '\.\/gone'/,
    );
  });
});
