// Wording shared by the descriptor checks (normalize.ts, nesting.ts), and the "did you mean" of the
// library's configuration errors.

/** Angular's development-mode flag: `false` in a production build (which then drops dev code). */
import { ɵclosest, ɵeditDistance } from './problems-internal';

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

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value)}`;
}
