// The references of the code to the project's documents (docs/*.md), found and checked: what
// scripts/check-docs.mjs runs on the repository and scripts/check-docs.spec.ts on fixtures. No
// `import.meta` here, so that jest can load it compiled to CommonJS.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Where references are looked for, relative to the root: folders and single files. */
export const SCANNED = [
  'projects',
  'schematics',
  'scripts',
  'e2e',
  'bench',
  'docs',
  'README.md',
  'CHANGELOG.md',
  'eslint.config.js',
  'jest.config.js',
];
/** Folders never read: dependencies, build output, results, and this check's own fixtures. */
const SKIPPED = new Set(['node_modules', 'dist', 'tmp', '.angular', 'results', 'coverage']);
const FIXTURES = join('scripts', 'fixtures');
const TEXT = /\.(?:[cm]?[jt]s|json|html|md|s?css|template|txt|ya?ml)$/;

/**
 * The numbered sections of a Markdown document: `## 2. Resources` and `### 2.6 Injected props`
 * give "2" and "2.6", each with its heading's title and the numbers of its ordered list items
 * (`5. A removed action…`) up to the next heading.
 */
export function docSections(markdown) {
  const sections = new Map();
  let current = null;
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s+(.*)$/.exec(line);
    if (heading) {
      current = { title: heading[2].trim(), items: new Set() };
      sections.set(heading[1], current);
      continue;
    }
    if (/^#{1,6}\s/.test(line)) current = null;
    const item = /^\s*(\d+)\.\s/.exec(line);
    if (item && current) current.items.add(Number(item[1]));
  }
  return sections;
}

/** A document name followed by its sections: `docs/contract.md §2.6, §4.1` (not a path in a URL). */
const DOCUMENT = /(?<![\w./-])(docs\/)?([A-Za-z][\w-]*)\.md\b/g;
/** One section after a document name or a previous section: ` §3.1 item 5 "Action set"`. */
const SECTION =
  /^(?:\s*(?:,|\/|;|and)?\s*)§\s?(\d+(?:\.\d+)*)(?:,?\s+items?\s+(\d+))?(?:\s+"([^"\n]+)")?/;

/**
 * The references of a text to documents: `{ line, doc, prefixed, section?, item?, title? }`, one per
 * section named (a document named without a section gives one without `section`).
 */
export function findReferences(text) {
  const references = [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (index) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  for (const match of text.matchAll(DOCUMENT)) {
    const base = { line: lineOf(match.index), doc: match[2], prefixed: !!match[1] };
    let rest = text.slice(match.index + match[0].length, match.index + match[0].length + 400);
    let found = false;
    for (let section = SECTION.exec(rest); section; section = SECTION.exec(rest)) {
      found = true;
      references.push({
        ...base,
        section: section[1],
        ...(section[2] ? { item: Number(section[2]) } : {}),
        ...(section[3] ? { title: section[3] } : {}),
      });
      rest = rest.slice(section[0].length);
    }
    if (!found) references.push(base);
  }
  return references;
}

/** The old names: the specification and the design note, which are not in the repository. */
const OLD =
  /\b(?:SPEC(?:\s*§\s*\d+(?:\.\d+)*|\s+\d+(?:\.\d+)*|'s\s+\d+(?:\.\d+)*|\.md\b|\s*§)|DESIGN(?:\s*§\s*\d+(?:\s+"[^"\n]*")?|\.md\b|\s*§))/g;

/** The lines of a text that still cite the old documents: `{ line, text }`. */
export function findOldReferences(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(OLD)) found.push({ line: i + 1, text: match[0] });
  });
  return found;
}

/** The text files under `path` (a file or a folder), skipping build output and dependencies. */
function filesUnder(root, path, out = []) {
  const full = join(root, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isFile()) {
    if (TEXT.test(path)) out.push(path);
    return out;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.') && child !== FIXTURES)
        filesUnder(root, child, out);
    } else if (TEXT.test(entry.name)) out.push(child);
  }
  return out;
}

/**
 * Checks every reference under `root` against the documents in `root/docs`: returns the problems
 * as `file:line: message` and what was checked.
 */
export function checkDocReferences(root) {
  const docsDir = join(root, 'docs');
  const docs = new Map();
  if (existsSync(docsDir)) {
    for (const name of readdirSync(docsDir).filter((f) => f.endsWith('.md')))
      docs.set(name.slice(0, -3), docSections(readFileSync(join(docsDir, name), 'utf8')));
  }
  const problems = [];
  let references = 0;
  const files = SCANNED.flatMap((path) => filesUnder(root, path));
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const where = (line) => `${file.split(sep).join('/')}:${line}`;
    for (const { line, text: old } of findOldReferences(text)) {
      problems.push(
        `${where(line)}: "${old}" cites a document that is not in the repository; cite docs/contract.md, docs/architecture.md or docs/decisions.md and the section`,
      );
    }
    for (const ref of findReferences(text)) {
      const sections = docs.get(ref.doc);
      // A bare `name.md` is a reference to docs/ only where docs/ has that document.
      if (!ref.prefixed && !sections) continue;
      if (!ref.prefixed && ref.section === undefined) continue;
      references++;
      const doc = `docs/${ref.doc}.md`;
      if (!sections) {
        problems.push(`${where(ref.line)}: ${doc} does not exist (docs/ has ${listDocs(docs)})`);
        continue;
      }
      if (ref.section === undefined) continue;
      const section = sections.get(ref.section);
      if (!section) {
        problems.push(
          `${where(ref.line)}: ${doc} has no section §${ref.section} (its sections: ${[...sections.keys()].map((s) => `§${s}`).join(', ') || 'none'})`,
        );
        continue;
      }
      if (ref.item !== undefined && !section.items.has(ref.item))
        problems.push(
          `${where(ref.line)}: ${doc} §${ref.section} "${section.title}" has no item ${ref.item}`,
        );
      if (ref.title && !section.title.toLowerCase().includes(ref.title.toLowerCase()))
        problems.push(
          `${where(ref.line)}: ${doc} §${ref.section} is "${section.title}", not "${ref.title}"`,
        );
    }
  }
  return { problems, references, files: files.length, docs: docs.size };
}

function listDocs(docs) {
  return [...docs.keys()].map((name) => `${name}.md`).join(', ') || 'no document';
}
