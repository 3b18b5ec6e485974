// Every code example of README.md is checked. `npm test` runs this before the library build, so the
// library and the schematics are read from their sources (projects/admin, schematics/), never
// from dist/. By the fence's info string:
//
// - ```ts: a module under tmp/readme-examples, compiled by ngc against the library's sources (and
//   the Angular packages) with the workspace's strict settings, templates included
//   (strictTemplates). `// file: name.ts` on the first line names the module, so later examples
//   can import it; a block starting with `// readme: skip` is shown only.
// - ```ts run: compiled as above, then bundled with esbuild (`admin` → the library's sources) and
//   run in Node. What it prints (console.log lines; an error it throws prints its message) must be
//   its expected output: the `// ` comment lines that end the block, or, when it has none, the
//   ```text block right after it. `…` in an expected line stands for any text.
// - ```text: only as the expected output of the ```ts run block just before it.
// - ```scss: compiled with Sass (node_modules as load path, so `@use '@angular/material'` works).
// - ```sh: every `npm run <script>`, `npm start` and `npm test` is a script of this repository's
//   package.json or, after a `# in your Angular app` comment line, of an app made by `ng new` and
//   `ng add admin`. Every `ng add admin` / `ng generate|g [admin:]<schematic> …` names a schematic
//   of schematics/collection.json and passes only options of its schema.json, with values of the
//   right type (and enum); `admin:resource` commands then run, in README order, through the
//   schematic itself in a memory tree of a fresh `ng add` app, so its own checks (descriptor rules,
//   the MDI icon set, --fields, duplicate names) accept them. `node bench/run.mjs …` goes through
//   the benchmark's own option parser.
// - any other info string (or none) fails: no example goes unchecked.
//
// The bold quoted messages of "## Troubleshooting" (**"…"**) must occur in the library's or the
// schematics' sources: a `${…}` placeholder there stands for any text, `…` in the quote separates
// fragments that are looked up one by one.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { bundleCoreForSchematics, bundleForNode } from './node-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tmp/readme-examples');
const require = createRequire(import.meta.url);
/** esbuild and Sass as @angular/build resolves them (not direct dependencies of the workspace). */
const fromBuild = createRequire(require.resolve('@angular/build/package.json'));
// The README to check: README.md, or another file given as argument (to try the checks out).
const readmePath = process.argv[2] ? resolve(process.argv[2]) : join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const problems = [];
/** What was checked, for the closing line. */
const checked = { scripts: 0, schematics: 0, generated: 0, bench: 0, runs: 0, scss: 0, quotes: 0 };
const fail = (block, message) =>
  problems.push(
    `README.md:${block ? block.line : '?'}${block ? ` (${block.info})` : ''}: ${message}`,
  );

// ── Fenced blocks ────────────────────────────────────────────────────────────────────────────────

/** `{ info, lang, flags, code, line, end }` of every fenced block (`line`: its opening fence). */
function fencedBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  let open = null;
  lines.forEach((lineText, i) => {
    if (!open && /^\s+```/.test(lineText))
      problems.push(
        `README.md:${i + 1}: an indented code fence is not checked; start it at column 0`,
      );
    const fence = /^```(.*)$/.exec(lineText);
    if (!fence) {
      if (open) open.body.push(lineText);
      return;
    }
    if (!open) {
      const info = fence[1].trim();
      const [lang = '', ...flags] = info.split(/\s+/).filter(Boolean);
      open = { info: info || '(no language)', lang, flags, body: [], line: i + 1 };
    } else {
      blocks.push({ ...open, code: open.body.join('\n') + '\n', end: i + 1 });
      open = null;
    }
  });
  if (open) problems.push(`README.md:${open.line}: code fence never closed`);
  return blocks;
}

const blocks = fencedBlocks(readme);
const lines = readme.split('\n');
const kinds = {
  ts: (b) => b.lang === 'ts' && b.flags.length === 0,
  run: (b) => b.lang === 'ts' && b.flags.length === 1 && b.flags[0] === 'run',
  text: (b) => b.lang === 'text' && !b.flags.length,
  scss: (b) => b.lang === 'scss' && !b.flags.length,
  sh: (b) => b.lang === 'sh' && !b.flags.length,
};
for (const block of blocks)
  if (!Object.values(kinds).some((is) => is(block)))
    fail(block, 'no check knows this kind of block (ts, ts run, text, scss, sh)');

// ── ```ts run: expected output ─────────────────────────────────────────────────────────────────

/** The expected output of a run block, and the ```text block it uses (if any). */
function expectedOutput(block, index) {
  const code = block.code.replace(/\s+$/, '').split('\n');
  const trailing = [];
  while (code.length && /^\/\/( |$)/.test(code[code.length - 1]))
    trailing.unshift(code.pop().replace(/^\/\/ ?/, ''));
  if (trailing.length) return { expected: trailing };
  const next = blocks[index + 1];
  const between = next ? lines.slice(block.end, next.line - 1).join('\n') : '';
  if (next && kinds.text(next) && !between.trim())
    return { expected: next.code.replace(/\n$/, '').split('\n'), output: next };
  fail(block, 'a `ts run` block ends with `// ` output lines or is followed by a ```text block');
  return { expected: [] };
}

/** Whether printed lines match expected ones (`…` = any text within a line). */
function sameOutput(actual, expected) {
  if (actual.length !== expected.length) return false;
  return expected.every((line, i) => {
    const pattern = line
      .split('…')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    return new RegExp(`^${pattern}$`).test(actual[i]);
  });
}

// ── Module files for ngc (and esbuild) ─────────────────────────────────────────────────────────

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files = [];
const runs = [];
const outputs = new Set();
blocks.forEach((block, i) => {
  const isRun = kinds.run(block);
  if (!kinds.ts(block) && !isRun) return;
  if (block.code.startsWith('// readme: skip')) return;
  const named = /^\/\/ file: ([\w.-]+\.ts)\n/.exec(block.code);
  const file = join(out, named ? named[1] : `example-${String(i + 1).padStart(2, '0')}.ts`);
  // Each example is its own module.
  writeFileSync(file, `${block.code}\nexport {};\n`);
  files.push(file);
  if (isRun) {
    const { expected, output } = expectedOutput(block, i);
    if (output) outputs.add(output);
    runs.push({ block, file, expected });
  }
});
for (const block of blocks)
  if (kinds.text(block) && !outputs.has(block))
    fail(block, 'a ```text block is only the expected output of the ```ts run block before it');

// ── ```ts run: bundle and run ──────────────────────────────────────────────────────────────────

async function runExamples() {
  if (!runs.length) return;
  const dir = join(out, 'run');
  try {
    await bundleForNode(
      root,
      runs.map((r) => r.file),
      dir,
    );
  } catch (error) {
    fail(runs[0].block, `the \`ts run\` examples do not bundle: ${error.message}`);
    return;
  }
  for (const { block, file, expected } of runs) {
    const bundle = pathToFileURL(join(dir, relative(out, file).replace(/\.ts$/, '.mjs'))).href;
    const driver =
      `try { await import(${JSON.stringify(bundle)}); } ` +
      'catch (error) { console.log(error instanceof Error ? error.message : String(error)); }';
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', driver], {
      cwd: root,
      encoding: 'utf8',
    });
    const actual = result.stdout.replace(/\s+$/, '').split('\n');
    if (result.status !== 0)
      fail(block, `the example exits with ${result.status}:\n${result.stderr}`);
    else if (sameOutput(actual, expected)) checked.runs++;
    else
      fail(
        block,
        `the example prints:\n${actual.map((l) => `    ${l}`).join('\n')}\n  but the README shows:\n` +
          expected.map((l) => `    ${l}`).join('\n'),
      );
  }
}

// ── ```scss ────────────────────────────────────────────────────────────────────────────────────

function compileStyles() {
  const scss = blocks.filter(kinds.scss);
  if (!scss.length) return;
  const sass = fromBuild('sass');
  for (const block of scss) {
    try {
      sass.compileString(block.code, { loadPaths: [join(root, 'node_modules')], quietDeps: true });
      checked.scss++;
    } catch (error) {
      fail(block, `does not compile with Sass: ${error.message}`);
    }
  }
}

// ── The schematics, transpiled from their sources ──────────────────────────────────────────────

/** schematics/**\/*.ts (not specs, templates, test helpers) as CommonJS under tmp/readme-examples. */
function loadSchematics() {
  const ts = require('typescript');
  const src = join(root, 'schematics');
  const dest = join(out, 'schematics');
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!['files', 'testing', 'e2e', 'node_modules'].includes(entry)) walk(path);
      } else if (entry.endsWith('.js')) {
        // Hand-written CommonJS beside its .d.ts (utils/typescript.js): copied as it is.
        mkdirSync(join(dest, relative(src, dir)), { recursive: true });
        writeFileSync(join(dest, relative(src, path)), readFileSync(path));
      } else if (entry.endsWith('.ts') && !entry.endsWith('.spec.ts') && !entry.endsWith('.d.ts')) {
        const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), {
          fileName: path,
          compilerOptions: {
            module: ts.ModuleKind.CommonJS,
            target: ts.ScriptTarget.ES2022,
            esModuleInterop: true,
          },
        });
        const target = join(dest, relative(src, path)).replace(/\.ts$/, '.js');
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, outputText);
      }
    }
  };
  walk(src);
  // `../core`: the descriptor core, bundled as for dist/admin/schematics.
  bundleCoreForSchematics(root, join(dest, 'core/index.js'));
  const load = (path) => require(join(dest, path));
  return {
    collection: JSON.parse(readFileSync(join(src, 'collection.json'), 'utf8')).schematics,
    schema: (name, collection) =>
      JSON.parse(readFileSync(join(src, dirname(collection[name].schema), 'schema.json'), 'utf8')),
    resource: load('resource/index.js').default,
    ngAdd: load('ng-add/index.js'),
    code: load('utils/resources-code.js'),
  };
}

// ── ```sh ──────────────────────────────────────────────────────────────────────────────────────

/** Shell words of one command (quotes removed; no expansion). */
function words(command) {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** `a && b | c; d` → its commands; an operator inside quotes (`--fields "s:enum:a|b"`) is text. */
function splitCommands(text) {
  const parts = [''];
  for (const [token] of text.matchAll(/"[^"]*"|'[^']*'|&&|\|\||[;|]|[^"';|&]+|./g)) {
    if (['&&', '||', ';', '|'].includes(token)) parts.push('');
    else parts[parts.length - 1] += token;
  }
  return parts;
}

/** The commands of a sh block: `{ command, app }`, continuation lines joined, `&&`/`;`/`|` split. */
function shellCommands(code) {
  const commands = [];
  let app = false;
  for (const line of code.replace(/\s*\\\n\s*/g, ' ').split('\n')) {
    if (/^\s*#.*\byour Angular app\b/i.test(line)) app = true;
    const text = line.replace(/(^|\s)#.*$/, '');
    for (const part of splitCommands(text)) {
      const command = part.replace(/[()]/g, ' ').trim();
      if (command) commands.push({ command, app });
    }
  }
  return commands;
}

/** `--autocomplete-fields` → `autocompleteFields`. */
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
/** Options of every `ng generate` (the CLI's, not a schematic's). */
const CLI_OPTIONS = new Set(['dryRun', 'force', 'interactive', 'defaults', 'help']);

/** The schematic options of `ng generate <schematic> <args>`, checked against its schema. */
function schematicOptions(args, schema, report) {
  const options = {};
  const properties = schema.properties ?? {};
  const positional = Object.entries(properties)
    .filter(([, p]) => p.$default?.$source === 'argv')
    .sort(([, a], [, b]) => a.$default.index - b.$default.index)
    .map(([name]) => name);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('-')) {
      const name = positional.shift();
      if (!name) report(`unexpected argument "${arg}"`);
      else options[name] = arg;
      continue;
    }
    const [flag, inline] = arg.replace(/^--?/, '').split(/=(.*)/s);
    const negated = /^no-/.test(flag) && !properties[camel(flag)];
    const name = camel(negated ? flag.slice(3) : flag);
    if (CLI_OPTIONS.has(name)) continue;
    const property = properties[name];
    if (!property) {
      report(`unknown option --${flag} (options: ${Object.keys(properties).join(', ')})`);
      continue;
    }
    let value;
    if (property.type === 'boolean') {
      value = inline === undefined ? !negated : inline === 'true';
      if (inline !== undefined && !['true', 'false'].includes(inline))
        report(`--${flag} is a boolean, got "${inline}"`);
    } else {
      value = inline ?? args[i + 1];
      if (inline === undefined) i++;
      if (value === undefined || value.startsWith('--')) {
        report(`--${flag} needs a value`);
        continue;
      }
      if (['number', 'integer'].includes(property.type)) {
        value = Number(value);
        if (!Number.isFinite(value) || (property.type === 'integer' && !Number.isInteger(value)))
          report(`--${flag} must be a ${property.type}, got "${args[i]}"`);
      }
    }
    if (property.enum && !property.enum.includes(value))
      report(`--${flag} must be one of ${property.enum.join(', ')}, got "${value}"`);
    options[name] = value;
  }
  for (const name of schema.required ?? [])
    if (options[name] === undefined) report(`--${name} is required`);
  return options;
}

/** A memory tree of an app right after `ng add admin`, for the admin:resource commands. */
function ngAddTree(schematics) {
  const { HostTree } = require('@angular-devkit/schematics');
  const tree = new HostTree();
  const app = { projectType: 'application', root: '', sourceRoot: 'src', prefix: 'app' };
  tree.create('/angular.json', JSON.stringify({ version: 1, projects: { app } }));
  const { INDEX_FILE, pagesFileCode, iconsFileCode } = schematics.code;
  tree.create('/src/resources/index.ts', INDEX_FILE);
  tree.create('/src/resources/pages.ts', pagesFileCode([]));
  tree.create('/src/resources/icons.ts', iconsFileCode(new Map()));
  return tree;
}

async function checkShell() {
  const sh = blocks.filter(kinds.sh);
  if (!sh.length) return;
  const schematics = loadSchematics();
  const { collection } = schematics;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const repoScripts = new Set(Object.keys(manifest.scripts ?? {}));
  // An app of `ng new` (its package.json template; `ng add` adds no script).
  const template = readFileSync(
    join(
      dirname(require.resolve('@schematics/angular/package.json')),
      'workspace/files/package.json.template',
    ),
    'utf8',
  );
  const appScripts = new Set([
    ...[...(/"scripts": \{([^}]*)\}/.exec(template)?.[1] ?? '').matchAll(/"([\w:-]+)":/g)].map(
      (m) => m[1],
    ),
  ]);
  const { parseArgs } = await import(pathToFileURL(join(root, 'bench/options.mjs')).href);
  const tree = ngAddTree(schematics);
  const angularSchematics = JSON.parse(
    readFileSync(
      join(dirname(require.resolve('@schematics/angular/package.json')), 'collection.json'),
      'utf8',
    ),
  ).schematics;
  const logger = { debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

  for (const block of sh) {
    for (const { command, app } of shellCommands(block.code)) {
      const [tool, ...args] = words(command);
      const report = (message) => fail(block, `\`${command}\`: ${message}`);
      if (tool === 'npm' && ['run', 'run-script', 'start', 'test'].includes(args[0])) {
        const script = args[0].startsWith('run')
          ? args.find((a, i) => i > 0 && !a.startsWith('-'))
          : args[0];
        const scripts = app ? appScripts : repoScripts;
        checked.scripts++;
        if (!script || !scripts.has(script))
          report(
            `no script "${script}" in ${app ? 'an app made by ng new + ng add' : 'package.json'} (${[...scripts].join(', ')})`,
          );
      } else if (tool === 'ng' && args[0] === 'add') {
        if (args[1] !== 'admin' && !/admin-[\d.]+\.tgz$/.test(args[1] ?? ''))
          report('only `ng add admin` is checked');
        else {
          schematicOptions(args.slice(2), schematics.schema('ng-add', collection), report);
          checked.schematics++;
        }
      } else if (tool === 'ng' && ['generate', 'g'].includes(args[0])) {
        const [owner, name] = (args[1] ?? '').includes(':')
          ? args[1].split(':')
          : ['admin', args[1]];
        if (owner !== 'admin') continue; // another collection's schematic
        if (!collection[name]) {
          // A bare name may be one of @schematics/angular (ng generate component …).
          if (!args[1]?.includes(':') && angularSchematics[name]) continue;
          report(`no schematic "${name}" in schematics/collection.json`);
          continue;
        }
        checked.schematics++;
        const problemsBefore = problems.length;
        const options = schematicOptions(
          args.slice(2),
          schematics.schema(name, collection),
          report,
        );
        if (name !== 'resource' || problems.length > problemsBefore) continue;
        try {
          await schematics.resource(options)(tree, { logger });
          checked.generated++;
        } catch (error) {
          report(`the schematic refuses it:\n${error.message}`);
        }
      } else if (tool === 'node' && args[0] === 'bench/run.mjs') {
        try {
          // The compared file is one an earlier run wrote.
          parseArgs(args.slice(1), { exists: () => true });
          checked.bench++;
        } catch (error) {
          report(error.message.split('\n')[0]);
        }
      }
    }
  }
}

// ── Troubleshooting's quoted messages ──────────────────────────────────────────────────────────

/**
 * Whether `fragment` occurs in `text`, where each \0 of `text` stands for one or more characters;
 * at least half of the fragment must match literal text (not all placeholders).
 */
function occursIn(text, fragment) {
  const need = Math.ceil(fragment.length / 2);
  const match = (i, j, literal) => {
    for (;;) {
      if (i === fragment.length) return literal >= need;
      if (j === text.length) return false;
      if (text[j] === '\0') {
        for (let k = i + 1; k <= fragment.length; k++) if (match(k, j + 1, literal)) return true;
        return false;
      }
      if (text[j] !== fragment[i]) return false;
      i++;
      j++;
      literal++;
    }
  };
  for (let j = 0; j < text.length; j++)
    if ((text[j] === fragment[0] || text[j] === '\0') && match(0, j, 0)) return true;
  return false;
}

function checkQuotedMessages() {
  const section = /^## Troubleshooting\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1];
  if (!section) return;
  const sources = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!['files', 'node_modules'].includes(entry)) walk(path);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.spec.ts')) {
        sources.push(
          readFileSync(path, 'utf8')
            .replace(/\$\{[^}]*\}/g, '\0') // a template placeholder: any text
            .replace(/['"`]\s*\+\s*['"`]/g, '') // 'a ' + 'b' → 'a b'
            .replace(/\\(['"`])/g, '$1'),
        );
      }
    }
  };
  walk(join(root, 'projects/admin'));
  walk(join(root, 'schematics'));
  const start = readme.indexOf(section);
  for (const [, quote] of section.matchAll(/\*\*"([^"]+)"\*\*/g)) {
    const fragments = quote
      .replace(/\s+/g, ' ')
      .split('…')
      .map((f) => f.trim())
      .filter(Boolean);
    for (const fragment of fragments)
      if (sources.some((text) => occursIn(text, fragment))) checked.quotes++;
      else
        problems.push(
          `README.md:${readme.slice(0, start).split('\n').length} (Troubleshooting): "${fragment}" is not a message of the library or the schematics`,
        );
  }
}

// ── The benchmark targets: the same table as bench/README.md's ─────────────────────────────────

function checkBenchTargets() {
  const table = (text, heading) =>
    (new RegExp(`^${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(text)?.[1] ?? '')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n');
  const ours = table(readme, '## Benchmarks');
  const theirs = table(readFileSync(join(root, 'bench/README.md'), 'utf8'), '## Targets');
  if (!ours || ours !== theirs)
    problems.push(
      `README.md (Benchmarks): the targets table differs from bench/README.md's "## Targets":\n${theirs}`,
    );
}

// ── Everything, ngc last (the slowest) ─────────────────────────────────────────────────────────

checkQuotedMessages();
checkBenchTargets();
compileStyles();
await checkShell();
await runExamples();

writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '../../tsconfig.json',
      compilerOptions: { noEmit: true, types: [], noUnusedLocals: false, baseUrl: '../..' },
      include: ['./*.ts'],
    },
    null,
    2,
  ),
);
const counts = Object.entries(kinds)
  .map(([kind, is]) => `${blocks.filter(is).length} ${kind === 'run' ? 'ts run' : kind}`)
  .join(', ');
console.log(`README: ${blocks.length} code blocks (${counts}); ${files.length} TypeScript modules`);
if (files.length) {
  try {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js'),
        '-p',
        join(out, 'tsconfig.json'),
      ],
      { stdio: 'inherit' },
    );
  } catch {
    problems.push(
      'a TypeScript example does not compile: see the errors above (files in tmp/readme-examples)',
    );
  }
}
if (problems.length) {
  console.error(`README examples: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `README examples: all checked (${checked.runs} run with their output, ${checked.scss} Sass, ` +
    `${checked.scripts} npm scripts, ${checked.schematics} schematic commands of which ` +
    `${checked.generated} run through admin:resource, ${checked.bench} bench command lines, ` +
    `${checked.quotes} quoted messages).`,
);
