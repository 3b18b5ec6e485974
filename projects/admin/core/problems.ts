// Wording shared by the descriptor checks (normalize.ts, nesting.ts), and the "did you mean" of the
// library's configuration errors.

/** Angular's development-mode flag: `false` in a production build (which then drops dev code). */
declare const ngDevMode: unknown;

export function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

/**
 * `; did you mean "<choice>"?` when `value` looks like a typo of one of `choices`, else ''. Not in
 * an app's production build: the problem is still named, but the suggestion (and the edit-distance
 * code) is left out, as Angular leaves out its own development messages. Always in Node (the
 * schematics) and in tests.
 */
export function didYouMean(value: unknown, choices: readonly string[]): string {
  if ((typeof ngDevMode === 'undefined' || ngDevMode) && typeof value === 'string') {
    const suggestion = ɵclosest(value, choices);
    const close =
      suggestion !== undefined &&
      ɵeditDistance(value.toLowerCase(), suggestion.toLowerCase()) <= Math.max(2, value.length / 3);
    if (close) return `; did you mean "${suggestion}"?`;
  }
  return '';
}

/**
 * The Levenshtein distance of two strings (insertions, deletions, substitutions). Written here
 * rather than taken from fastest-levenshtein (which the schematics use over thousands of icon
 * names): that module allocates a 256 kB table when loaded, and its code would sit in every app's
 * first download; configuration names are short and few.
 */
export function ɵeditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The choice nearest to `value` (the first of equals); undefined when there is none. */
export function ɵclosest(value: string, choices: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const choice of choices) {
    const d = ɵeditDistance(value, choice);
    if (d < bestDistance) [best, bestDistance] = [choice, d];
  }
  return best;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value)}`;
}
