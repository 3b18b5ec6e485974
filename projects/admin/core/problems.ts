import { closest, distance } from 'fastest-levenshtein';

// Wording shared by the descriptor checks (normalize.ts, nesting.ts).

export function quoteList(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

/** `; did you mean "<choice>"?` when `value` looks like a typo of one of `choices`, else ''. */
export function didYouMean(value: unknown, choices: readonly string[]): string {
  if (typeof value !== 'string') return '';
  const suggestion = closest(value, choices as string[]);
  const close =
    distance(value.toLowerCase(), suggestion.toLowerCase()) <= Math.max(2, value.length / 3);
  return close ? `; did you mean "${suggestion}"?` : '';
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  return `${typeof value} ${String(value)}`;
}
