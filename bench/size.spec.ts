// The bundle measures of bench/size.mjs on outputs written here: esbuild's (single quotes, many
// chunks) and the chunk optimizer's (template literals, one file).
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { iconPayload, initialFiles, measureBuild, precompress } from './size.mjs';

describe('iconPayload', () => {
  it('counts icon entries in any quotes and nothing else', () => {
    const source =
      `var a={'mdi-post':'M3 3H21V21H3Z',"mdi-tag":"M1,1L2,2Z","mdi-eye":\`M12,9A3,3 0 0,0 9,12Z\`};` +
      'throw new Error(`name must be "mdi-<id>", e.g. "mdi-account"`);var b={icon:`mdi-account`};';
    const payload = iconPayload(source);
    expect(payload.count).toBe(3);
    expect(payload.raw).toBe(
      `'mdi-post':'M3 3H21V21H3Z',"mdi-tag":"M1,1L2,2Z","mdi-eye":\`M12,9A3,3 0 0,0 9,12Z\``.length,
    );
    expect(iconPayload('var a={};')).toEqual({ count: 0, raw: 0, gzip: 0 });
  });
});

describe('initialFiles', () => {
  it('follows the static imports of index.html’s scripts, not the dynamic ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
    try {
      const files: Record<string, string> = {
        'index.html':
          '<link rel="stylesheet" href="styles.css"><script src="main.js" type="module"></script>',
        'main.js': 'import{a}from"./chunk-a.js";const p=()=>import("./chunk-lazy.js");',
        'chunk-a.js': 'export*from"./chunk-b.js";',
        'chunk-b.js': 'export const b=1;',
        'chunk-lazy.js': 'import"./chunk-c.js";',
        'chunk-c.js': '',
        'styles.css': '',
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      expect([...initialFiles(dir)].sort()).toEqual([
        'chunk-a.js',
        'chunk-b.js',
        'main.js',
        'styles.css',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('measureBuild', () => {
  it('counts the brotli copies the demo API sends beside the raw and gzip sizes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-size-'));
    try {
      const code = (name: string) =>
        Array.from({ length: 300 }, (_, i) => `export const ${name}${i}=${i % 9};`).join('');
      const files: Record<string, string> = {
        'index.html': '<script src="main-AAAAAAAA.js" type="module"></script>',
        'main-AAAAAAAA.js': `import"./chunk-a.js";${code('m')}`,
        'chunk-a.js': code('a'),
        'chunk-lazy.js': code('l'),
        // too small for a copy that is smaller: sent as it is
        'chunk-tiny.js': 'x',
      };
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      await precompress(dir);
      const size = (file: string) => statSync(join(dir, file)).size;

      const build = measureBuild(dir);

      expect(build.initialJs.files.sort()).toEqual(['chunk-a.js', 'main-AAAAAAAA.js']);
      expect(build.initialJs.brotli).toBe(size('main-AAAAAAAA.js.br') + size('chunk-a.js.br'));
      expect(build.initialJs.brotli).toBeLessThan(build.initialJs.gzip);
      expect(build.initialJs.gzip).toBeLessThan(build.initialJs.raw / 4);
      expect(build.sizes['chunk-lazy.js'].brotli).toBe(size('chunk-lazy.js.br'));
      expect(build.sizes['chunk-tiny.js']).toEqual({ raw: 1, gzip: expect.any(Number), brotli: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
