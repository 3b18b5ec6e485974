// Values as the fields show them, shared with the list's cells (not exported by admin/ui).
import { ɵnumberFormat } from 'admin/i18n';

/** Null, undefined, an empty or blank string, an empty array. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && !value.trim()) ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A value as text: arrays joined with ", ", objects as JSON, the rest through String(). */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A number as `VaNumberField` and a list's `number` column show it, in `locale` with
 * `Intl.NumberFormat` `options` (`{ useGrouping: false }`: a year as 1958, not 1,958). A numeric
 * string is read as a number; anything else shows as text.
 */
export function formatNumber(
  value: unknown,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return valueText(value);
  return ɵnumberFormat(locale, options).format(number);
}
