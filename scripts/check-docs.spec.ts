// The check of references to docs/ (scripts/check-docs.mjs, a step of `npm test`), on a fixture
// repository (scripts/fixtures/check-docs, which the real check skips): it passes good references
// and fails on every kind of broken one, naming file:line and what is missing.
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';

import {
  checkDocReferences,
  docSections,
  findOldReferences,
  findReferences,
} from './doc-references.mjs';

const fixture = join(__dirname, 'fixtures', 'check-docs');
// Built from parts, so that this file holds no citation that the repository's own check would read.
const spec = 'SP' + 'EC';
const design = 'DES' + 'IGN';
const nowhere = 'docs/' + 'nowhere.md';

describe('docSections', () => {
  it('reads numbered headings, their titles and numbered items, not what is inside a code fence', () => {
    const sections = docSections(
      [
        '# Title',
        '## 1. What it does',
        '1. One.',
        '2. Two.',
        '### 2.6 Injected props',
        '- not numbered',
        '## Unnumbered',
        '3. an item of no numbered section',
        '```md',
        '## 9. In a fence',
        '```',
      ].join('\n'),
    );
    expect([...sections.keys()]).toEqual(['1', '2.6']);
    expect(sections.get('1')).toEqual({ title: 'What it does', items: new Set([1, 2]) });
    expect(sections.get('2.6')).toEqual({ title: 'Injected props', items: new Set() });
  });
});

describe('findReferences', () => {
  it('finds each section of a reference, with its item and quoted title, on its line', () => {
    const text = [
      'first line',
      'see docs/contract.md §2.6, §4.1 and §3.1 item 5; docs/decisions.md §11 "Icons".',
      '[decisions.md §3](decisions.md) and docs/architecture.md alone',
    ].join('\n');
    expect(findReferences(text)).toEqual([
      { line: 2, doc: 'contract', prefixed: true, section: '2.6' },
      { line: 2, doc: 'contract', prefixed: true, section: '4.1' },
      { line: 2, doc: 'contract', prefixed: true, section: '3.1', item: 5 },
      { line: 2, doc: 'decisions', prefixed: true, section: '11', title: 'Icons' },
      { line: 3, doc: 'decisions', prefixed: false, section: '3' },
      { line: 3, doc: 'decisions', prefixed: false },
      { line: 3, doc: 'architecture', prefixed: true },
    ]);
  });
});

describe('findOldReferences', () => {
  it('finds every citation of the documents kept outside the repository, and nothing else', () => {
    const text = [
      `(${spec} 2.6) and (${design} §3 "Icons")`,
      `${spec}'s 4.1, ${spec}.md, ${design}.md`,
      'a spec file, SPECIAL offers, the design of it, specification 2.6',
    ].join('\n');
    expect(findOldReferences(text)).toEqual([
      { line: 1, text: `${spec} 2.6` },
      { line: 1, text: `${design} §3 "Icons"` },
      { line: 2, text: `${spec}'s 4.1` },
      { line: 2, text: `${spec}.md` },
      { line: 2, text: `${design}.md` },
    ]);
  });
});

describe('checkDocReferences on the fixture repository', () => {
  const { problems, references, docs } = checkDocReferences(fixture);

  it('names file:line and what is missing for every broken reference, and only for those', () => {
    const sections = 'its sections: §1, §2, §2.6, §3, §3.1';
    expect(problems).toEqual([
      `projects/lib/broken.ts:1: docs/contract.md has no section §2.7 (${sections})`,
      'projects/lib/broken.ts:2: docs/contract.md §3.1 "Action set" has no item 9',
      'projects/lib/broken.ts:3: docs/decisions.md §11 is "Icons", not "Titles"',
      `projects/lib/broken.ts:4: ${nowhere} does not exist (docs/ has contract.md, decisions.md)`,
      `projects/lib/broken.ts:5: docs/contract.md has no section §9 (${sections})`,
      ...[`1: "${spec} 2.6"`, `1: "${design} §3 "Icons""`, `2: "${spec}'s 4.1"`].map(
        (where) =>
          `schematics/old.ts:${where} cites a document that is not in the repository; cite docs/contract.md, docs/architecture.md or docs/decisions.md and the section`,
      ),
      `docs/decisions.md:5: docs/contract.md has no section §5 (${sections})`,
    ]);
  });

  it('checks the good references too: they count, and pass', () => {
    expect(docs).toBe(2);
    // good.ts: 7 (one with an item, one with a title, a list of three, a document alone),
    // broken.ts: 6, docs/: 3 (bare names that docs/ has, with a section).
    expect(references).toBe(16);
  });
});
