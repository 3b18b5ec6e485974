// Puts the project's own documents into the built package (after `ng build admin`): README.md (the
// user's manual, the same file as the repository's) and CHANGELOG.md. ng-packagr copies assets only
// from inside projects/admin, so they are copied here; scripts/check-package.mjs checks the result.
import { copyFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist/admin');
if (!existsSync(join(dist, 'package.json'))) {
  console.error('dist/admin is missing: run `ng build admin` before copying the package documents');
  process.exit(1);
}
for (const file of ['README.md', 'CHANGELOG.md']) copyFileSync(join(root, file), join(dist, file));
console.log('dist/admin: README.md and CHANGELOG.md copied from the repository');
