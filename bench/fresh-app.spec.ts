import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freshAppReport, shellPlacement } from './fresh-app.mjs';

describe('the fresh ng add app of the bench', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'fresh-app-spec-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('tells whether the sign-in page and the layout are in the first download', () => {
    // esbuild writes double quotes, the chunk optimizer template literals.
    writeFileSync(join(dir, 'main-A.js'), 'x.ɵcmp=f({type:n,selectors:[[`va-layout`]],inputs:{}})');
    writeFileSync(join(dir, 'chunk-B.js'), 'x.ɵcmp=f({type:n,selectors:[["va-login"]]})');
    writeFileSync(join(dir, 'chunk-C.js'), 'const s = "va-login va-layout";');
    expect(shellPlacement(dir, ['main-A.js'])).toEqual({ login: 'lazy', layout: 'initial' });
    expect(shellPlacement(dir, ['main-A.js', 'chunk-B.js'])).toEqual({
      login: 'initial',
      layout: 'initial',
    });
    expect(shellPlacement(dir, ['chunk-C.js'])).toEqual({ login: 'lazy', layout: 'lazy' });
    rmSync(join(dir, 'chunk-B.js'));
    expect(shellPlacement(dir, [])).toEqual({ login: 'absent', layout: 'lazy' });
  });

  it('reports its first download beside the demo’s, with the target', () => {
    const report = freshAppReport({
      size: { initialJs: { raw: 360_000, gzip: 115_000 } },
      fresh: {
        build: { seconds: 41.2 },
        initialJs: { raw: 622_508, gzip: 180_753, files: ['main-A.js'] },
        shell: { login: 'lazy', layout: 'initial' },
        initialModules: [{ module: '@angular/core', raw: 192_421 }],
      },
    });
    expect(report).toContain(
      "initial JS 622.5 kB raw, 180.8 kB gzip in 1 file(s) (1.57× the demo's 115.0 kB); sign-in page lazy, layout initial (target ≤ 115.0 kB gzip",
    );
    expect(report).toContain('Its initial JS by module (minified): @angular/core 192.4 kB.');
    expect(freshAppReport({ fresh: { error: 'ng new failed' } })).toBe('');
  });
});
