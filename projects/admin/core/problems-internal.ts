/*
 * The internals of ./problems.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
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
