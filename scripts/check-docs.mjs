// Every reference to the project's documents in the code points at a section that exists:
// `docs/contract.md §2.6`, `docs/decisions.md §11 "Icons"`, `docs/contract.md §3.1 item 5`
// (several sections: `docs/contract.md §4.1, §4.2`; inside docs/, `[decisions.md §3](…)`), in
// projects/, schematics/, scripts/, e2e/, bench/, docs/ and the top-level README, CHANGELOG and
// configuration files. A reference fails when its document is not in docs/, its section number is
// not a heading there (`## 2. …`, `### 2.6 …`), its item is not a numbered item of that section, or
// its quoted title is not in the section's heading. The names of the documents that were kept
// outside the repository (the specification and the design note, cited by their upper-case names)
// must not occur at all: a user of the package cannot look them up.
// Prints what it checked; exits 1 naming file:line and what is missing.
//   node scripts/check-docs.mjs [root]      (root: the repository, by default this one)
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { checkDocReferences } from './doc-references.mjs';

const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const { problems, references, files, docs } = checkDocReferences(root);
if (problems.length) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  console.error(
    `${problems.length} problem(s) with references to docs/ (${relative('.', root) || '.'})`,
  );
  process.exit(1);
}
console.log(
  `docs: ${references} references to ${docs} documents in ${files} files point at sections that exist; no citation of a document outside the repository`,
);
