// Every ```ts block of README.md is a compiled example: each becomes a module under tmp/readme-examples
// and is compiled by ngc against the library's sources (and the Angular packages) with the workspace's
// strict settings, templates included (strictTemplates). A block starting with `// readme: skip` is shown only (e.g. shell-like pseudo code).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tmp/readme-examples');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files = [];
blocks.forEach((code, i) => {
  if (code.startsWith('// readme: skip')) return;
  // `// file: name.ts` on the first line names the module, so later examples can import it.
  const named = /^\/\/ file: ([\w.-]+\.ts)\n/.exec(code);
  const file = join(out, named ? named[1] : `example-${String(i + 1).padStart(2, '0')}.ts`);
  // Each example is its own module.
  writeFileSync(file, `${code}\nexport {};\n`);
  files.push(file);
});
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
console.log(`README: ${files.length} TypeScript examples`);
if (!files.length) process.exit(0);
try {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js'),
      '-p',
      join(out, 'tsconfig.json'),
    ],
    {
      stdio: 'inherit',
    },
  );
} catch {
  console.error(
    'A README example does not compile: see the errors above (files in tmp/readme-examples).',
  );
  process.exit(1);
}
