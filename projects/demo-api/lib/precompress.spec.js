// @ts-check
'use strict';

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { describe, it, expect, beforeEach, afterEach } = require('@jest/globals');
const { precompress } = require('./precompress');

/** @type {string} */
let dir;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-api-precompress-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Text that compresses well, `lines` lines of it. */
const script = (lines = 400) =>
  Array.from({ length: lines }, (_, i) => `console.log("line ${i % 7}");`).join('\n');

/** @param {string} file @param {string | Buffer} content */
function write(file, content) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}

/** Sets a file's modification time `seconds` from now. @param {string} file @param {number} seconds */
function age(file, seconds) {
  const time = new Date(Date.now() + seconds * 1000);
  fs.utimesSync(path.join(dir, file), time, time);
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file, which decompress to its bytes', async () => {
    write('main-ABCDEFGH.js', script());
    write('styles-ABCDEFGH.css', `.a { color: red; }\n`.repeat(200));
    write('index.html', `<!doctype html>${'<p>page</p>'.repeat(100)}`);
    write('media/icons.svg', `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(50)}</svg>`);

    const result = await precompress(dir);

    expect(result.files).toBe(4);
    expect(result.written).toEqual(
      [
        'index.html.br',
        'index.html.gz',
        'main-ABCDEFGH.js.br',
        'main-ABCDEFGH.js.gz',
        path.join('media', 'icons.svg.br'),
        path.join('media', 'icons.svg.gz'),
        'styles-ABCDEFGH.css.br',
        'styles-ABCDEFGH.css.gz',
      ].sort(),
    );
    const original = fs.readFileSync(path.join(dir, 'main-ABCDEFGH.js'));
    const br = fs.readFileSync(path.join(dir, 'main-ABCDEFGH.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'main-ABCDEFGH.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 10);
  });

  it('writes nothing the second time, and again only what changed', async () => {
    write('main-ABCDEFGH.js', script());
    write('index.html', `<!doctype html>${'<p>page</p>'.repeat(100)}`);
    expect((await precompress(dir)).written).toHaveLength(4);
    const before = fs.statSync(path.join(dir, 'main-ABCDEFGH.js.br')).mtimeMs;

    expect(await precompress(dir)).toMatchObject({ files: 2, written: [] });
    expect(fs.statSync(path.join(dir, 'main-ABCDEFGH.js.br')).mtimeMs).toBe(before);

    // A rebuilt index.html (newer than its copies) is compressed again, alone.
    write('index.html', `<!doctype html>${'<p>new page</p>'.repeat(100)}`);
    age('index.html', 60);
    expect((await precompress(dir)).written).toEqual(['index.html.br', 'index.html.gz']);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'index.html.gz'))).toString()).toContain(
      'new page',
    );
  });

  it('leaves binary files alone and writes no copy that is not smaller', async () => {
    write('favicon.ico', Buffer.alloc(2000, 1));
    write('font.woff2', Buffer.alloc(2000, 1));
    write('tiny.js', 'x');
    // An outdated copy of a file that no longer compresses is removed: it would still be sent.
    write('tiny.js.gz', zlib.gzipSync('an older, longer tiny.js'));
    age('tiny.js.gz', -60);

    expect(await precompress(dir)).toMatchObject({ files: 1, written: [] });
    expect(fs.readdirSync(dir).sort()).toEqual(['favicon.ico', 'font.woff2', 'tiny.js']);
  });

  it('throws when the folder cannot be read', async () => {
    await expect(precompress(path.join(dir, 'missing'))).rejects.toThrow('ENOENT');
  });
});
