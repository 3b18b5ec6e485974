// Bundle size of a production build: initial JS/CSS (raw, gzip, brotli as the demo API sends it),
// lazy chunks, icon payload.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;

// The production build, shared with the browser suite's set-up.
export { buildDemo } from '../scripts/build-demo.mjs';
/** Writes the `.br`/`.gz` copies the demo API sends (the build does; a reused older build may not). */
export { precompress } from '../projects/demo-api/lib/precompress.js';

/**
 * Raw and gzip (level 9) bytes of a file of the build, and `brotli`: the bytes the demo API sends
 * a browser that accepts brotli, its `.br` copy (brotli 11, written by `precompress`), or the file
 * itself when it has none (compressing did not make it smaller).
 */
export function fileSize(browserDir, file) {
  const buffer = readFileSync(join(browserDir, file));
  const copy = join(browserDir, `${file}.br`);
  const brotli = existsSync(copy) ? statSync(copy).size : buffer.length;
  return { file, raw: buffer.length, gzip: gz(buffer), brotli };
}

export const sumSizes = (list) =>
  list.reduce(
    (acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip, brotli: acc.brotli + f.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/**
 * Icons compiled into JavaScript: `'mdi-<id>': '<svg path data>'` entries (the library's UI icons
 * and the app's `provideAdmin({ icons })` subset), in any quotes: the chunk optimizer writes
 * template literals. Returns their count and bytes (raw, and gzip of the entries alone), per file.
 */
export function iconPayload(source) {
  const entries = [
    ...source.matchAll(
      /["'`]mdi-[a-z0-9-]+["'`]\s*:\s*["'`][MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+["'`]/g,
    ),
  ].map((m) => m[0]);
  const text = entries.join(',');
  return {
    count: entries.length,
    raw: Buffer.byteLength(text),
    gzip: entries.length ? gz(Buffer.from(text)) : 0,
  };
}

/** Static `import`/`export ... from` specifiers of a built ES module (not `import()`). */
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/**
 * The files a browser loads before the app starts: the scripts, module preloads and style sheets
 * of index.html, plus every chunk they import statically, transitively (the CLI writes at most
 * 10 `modulepreload` links, so index.html alone can miss some).
 */
export function initialFiles(browserDir) {
  const html = readFileSync(join(browserDir, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) =>
      m[1].replace(/^\.?\//, ''),
    ),
  );
  const queue = [...initial].filter((f) => f.endsWith('.js'));
  while (queue.length) {
    const source = readFileSync(join(browserDir, queue.pop()), 'utf8');
    for (const [, file] of source.matchAll(STATIC_IMPORT)) {
      if (initial.has(file) || !existsSync(join(browserDir, file))) continue;
      initial.add(file);
      queue.push(file);
    }
  }
  return initial;
}

/** Sizes of the files a browser loads first (see `initialFiles`) and of the rest. */
export function measureBuild(browserDir) {
  const html = readFileSync(join(browserDir, 'index.html'), 'utf8');
  const initial = initialFiles(browserDir);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  const files = readdirSync(browserDir).filter((f) => /\.(js|css)$/.test(f));
  const all = files.map((file) => fileSize(browserDir, file));
  const initialJs = all.filter((f) => f.file.endsWith('.js') && initial.has(f.file));
  const initialCss = all.filter((f) => f.file.endsWith('.css') && initial.has(f.file));
  const lazy = all
    .filter((f) => f.file.endsWith('.js') && !initial.has(f.file))
    .sort((a, b) => b.raw - a.raw);
  const svgBytes = readdirSync(browserDir, { recursive: true })
    .filter((f) => String(f).endsWith('.svg'))
    .reduce((acc, f) => acc + statSync(join(browserDir, String(f))).size, 0);
  const initialIcons = initialJs.map((f) =>
    iconPayload(readFileSync(join(browserDir, f.file), 'utf8')),
  );
  return {
    initialJs: { ...sumSizes(initialJs), files: initialJs.map((f) => f.file) },
    initialCss: {
      ...sumSizes(initialCss),
      files: initialCss.map((f) => f.file),
      inlineRaw: Buffer.byteLength(inlineCss),
    },
    largestLazyChunk: lazy[0] ?? null,
    lazyChunks: lazy.length,
    allJs: sumSizes(all.filter((f) => f.file.endsWith('.js'))),
    svgFilesInBuild: svgBytes,
    iconsInInitialJs: {
      count: initialIcons.reduce((n, i) => n + i.count, 0),
      raw: initialIcons.reduce((n, i) => n + i.raw, 0),
      gzip: initialIcons.reduce((n, i) => n + i.gzip, 0),
    },
    sizes: Object.fromEntries(
      all.map((f) => [f.file, { raw: f.raw, gzip: f.gzip, brotli: f.brotli }]),
    ),
  };
}

/**
 * Which package (Material and CDK: which of their entry points) or library folder an esbuild input
 * path belongs to.
 */
function moduleGroup(input) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:fesm2022\/([^/]+)\.mjs)?/.exec(input);
  if (pkg) {
    const entry = pkg[2]?.replace(/^_/, '').replace(/-chunk\d*$/, '');
    const split = pkg[1] === '@angular/material' || pkg[1] === '@angular/cdk';
    return split && entry ? `${pkg[1]}/${entry}` : pkg[1];
  }
  const lib = /projects\/admin\/src\/lib\/(ui\/[^/]+|[^/]+)/.exec(input);
  if (lib) return `admin/${lib[1]}`;
  if (input.startsWith('projects/demo/')) return 'demo';
  return input.startsWith('angular:') ? 'angular (generated)' : input;
}

/**
 * What the initial JS is made of (minified bytes per package or library folder, largest first),
 * from the esbuild metafile `--stats-json` writes; null without it.
 */
export function initialComposition(outDir, initialFiles, top = 12) {
  const statsFile = join(outDir, 'stats.json');
  if (!existsSync(statsFile)) return null;
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const groups = new Map();
  for (const file of initialFiles) {
    for (const [input, { bytesInOutput }] of Object.entries(stats.outputs[file]?.inputs ?? {})) {
      const group = moduleGroup(input);
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([module, raw]) => ({ module, raw }));
}
