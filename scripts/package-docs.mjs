// Puts the project's own documents into the built package (after `ng build admin`): README.md (the
// user's manual, the same file as the repository's), CHANGELOG.md and docs/ (the contract, the
// architecture and the decisions, which the package's comments, generated files and messages cite
// as `docs/<file>.md §x`). ng-packagr copies assets only from inside projects/admin, so they are
// copied here; scripts/check-package.mjs checks the result.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/admin');
if (!existsSync(join(dist, 'package.json'))) {
  console.error('dist/admin is missing: run `ng build admin` before copying the package documents');
  process.exit(1);
}
for (const file of ['README.md', 'CHANGELOG.md']) copyFileSync(join(root, file), join(dist, file));
// docs/ whole and only: a document removed from the repository leaves the package too.
rmSync(join(dist, 'docs'), { recursive: true, force: true });
mkdirSync(join(dist, 'docs'));
const docs = readdirSync(join(root, 'docs')).filter((file) => file.endsWith('.md'));
for (const file of docs) copyFileSync(join(root, 'docs', file), join(dist, 'docs', file));
console.log(
  `dist/admin: README.md, CHANGELOG.md and docs/ (${docs.join(', ')}) copied from the repository`,
);
