import type { ImportField } from 'admin/core';

/** A header or name as compared: no accents, case, spaces, `_`, `-` or `.`. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.]+/g, '');
}

/**
 * The field each column fills, guessed from the headers: a header equal to a field's source, or
 * to one of its labels, ignoring accents, case and spaces (`Catégorie` fills `category`, `user id`
 * fills `userId`). A field is filled by one column at most (the first); null: not imported.
 */
export function guessMapping(
  headers: readonly string[],
  fields: readonly ImportField[],
  labels: (field: ImportField) => readonly string[],
): (string | null)[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    const match =
      fields.find((f) => !taken.has(f.source) && headerKey(f.source) === key) ??
      fields.find((f) => !taken.has(f.source) && labels(f).some((l) => headerKey(l) === key));
    if (!match) return null;
    taken.add(match.source);
    return match.source;
  });
}
