import type { HistoryFieldChange } from 'admin/config';

/** A run of words of a text diff: kept, removed (only before) or added (only after). */
export interface HistoryDiffSegment {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** One changed field as the History panel shows it. */
export interface HistoryFieldDiff {
  readonly field: string;
  readonly label: string;
  /** The values as text (rich text as its text, lists joined, `''` for none). */
  readonly before: string;
  readonly after: string;
  /**
   * Texts (strings, rich text included) get a word-by-word diff; other values (numbers, booleans,
   * lists, ids) show before and after side by side and have none.
   */
  readonly segments: readonly HistoryDiffSegment[] | null;
}

/** Words and the spaces between them, as diffed. */
const TOKENS = /\s+|[^\s]+/g;
/** Beyond this many word pairs, the diff keeps the common start and end only (no quadratic run). */
const MAX_DIFF_CELLS = 2_000_000;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/**
 * The text of rich text (HTML): what a reader sees, blocks on their own lines. Parsed by the
 * browser's `DOMParser` (inert: no script runs, no image loads); without one (a server), tags
 * are dropped.
 */
export function historyText(html: string): string {
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  if (typeof DOMParser !== 'undefined') {
    const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
    return text.replace(/\n{2,}/g, '\n').trim();
  }
  return spaced
    .replace(/<[^>]*>/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A value as the panel shows it: rich text as its text, lists joined, none as `''`. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return HTML_TAG.test(value) ? historyText(value) : value;
  if (Array.isArray(value)) return value.map((v) => historyValue(v)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The word-by-word diff of two texts (a longest common subsequence of words and spaces), merged
 * into runs: `[{ kind: 'same', text: 'The ' }, { kind: 'removed', text: 'old' }, ...]`.
 */
export function diffWords(before: string, after: string): HistoryDiffSegment[] {
  const a = before.match(TOKENS) ?? [];
  const b = after.match(TOKENS) ?? [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const segments: HistoryDiffSegment[] = [];
  const push = (kind: HistoryDiffSegment['kind'], text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === kind) segments[segments.length - 1] = { kind, text: last.text + text };
    else segments.push({ kind, text });
  };
  push('same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_DIFF_CELLS) {
    push('removed', midA.join(''));
    push('added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1] + 1
            : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push('same', midA[i]);
        i++;
        j++;
      } else if (
        i < midA.length &&
        (j === midB.length || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      ) {
        // Removed words before added ones, where either order would do.
        push('removed', midA[i++]);
      } else {
        push('added', midB[j++]);
      }
    }
  }
  push('same', a.slice(endA).join(''));
  return segments;
}

/** A changed field as the panel shows it, labelled by `label`. */
export function historyFieldDiff(change: HistoryFieldChange, label: string): HistoryFieldDiff {
  const before = historyValue(change.before);
  const after = historyValue(change.after);
  const texts =
    (typeof change.before === 'string' || change.before === null) &&
    (typeof change.after === 'string' || change.after === null) &&
    (typeof change.before === 'string' || typeof change.after === 'string');
  return {
    field: change.field,
    label,
    before,
    after,
    segments: texts ? diffWords(before, after) : null,
  };
}
