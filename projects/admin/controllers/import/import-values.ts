import type { ImportField, RecordId } from 'admin/core';

/** A cell read as its field's type, or the message key (admin.import.*) of why it cannot be. */
export type CellValue =
  | { readonly value: unknown; readonly ids?: readonly RecordId[] }
  | { readonly error: 'notNumber' | 'notBoolean' | 'notDate' | 'notDateTime' };

const TRUE = new Set(['true', 'yes', 'y', '1', 'oui', 'o', 'vrai', 'x']);
const FALSE = new Set(['false', 'no', 'n', '0', 'non', 'faux']);
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_FIRST = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/** An id as the API has it: digits are a number, anything else stays text. */
export function idOf(text: string): RecordId {
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

/** A number with a decimal point or a decimal comma (`2,5`), spaces as thousands separators. */
function numberOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const normal = /^-?\d+,\d+$/.test(compact) ? compact.replace(',', '.') : compact;
  if (!/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(normal)) return undefined;
  return Number(normal);
}

/** `YYYY-MM-DD` of an ISO date or a day-first one (`28/11/2026`), when it is a real day. */
function dateOf(text: string): string | undefined {
  const iso = ISO_DATE.exec(text);
  const dayFirst = DAY_FIRST.exec(text);
  const [y, m, d] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2].padStart(2, '0'), dayFirst[1].padStart(2, '0')]
      : [];
  if (!y) return undefined;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d)
    ? undefined
    : `${y}-${m}-${d}`;
}

/** A non-empty cell as `field`'s type (`text` keeps it as it is). */
export function cellValue(field: ImportField, text: string): CellValue {
  switch (field.type ?? 'text') {
    case 'number': {
      const value = numberOf(text);
      return value === undefined ? { error: 'notNumber' } : { value };
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE.has(lower)) return { value: true };
      if (FALSE.has(lower)) return { value: false };
      return { error: 'notBoolean' };
    }
    case 'date': {
      const value = dateOf(text);
      return value ? { value } : { error: 'notDate' };
    }
    case 'datetime': {
      const day = dateOf(text);
      const time = day ? new Date(`${day}T00:00:00Z`) : new Date(text);
      return Number.isNaN(time.getTime())
        ? { error: 'notDateTime' }
        : { value: time.toISOString() };
    }
    case 'reference': {
      const id = idOf(text);
      return { value: id, ids: [id] };
    }
    case 'reference-array': {
      const ids = text
        .split(/[,;|]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map(idOf);
      return { value: ids, ids };
    }
    default:
      return { value: text };
  }
}
