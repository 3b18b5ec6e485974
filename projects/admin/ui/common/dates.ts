// Dates and times of day: the one reading of a record's date for the fields, the list's cells and the
// date and time inputs, and the forms the inputs store (not exported by admin/ui).
import { ɵisoDay } from 'admin/controllers';

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** Any `YYYY-MM-DD` text, an existing day or not. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date from a record value: a `Date`; `2024-03-05`, that local calendar day (a day that does
 * not exist, `2024-02-31`, is no date); other strings and numbers through `Date` (ISO
 * date-times, timestamps). Anything else, or an invalid date, gives null.
 */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && ISO_DATE.test(value.trim())) {
    const day = ɵisoDay(value);
    return day ? new Date(day.year, day.month - 1, day.day) : null;
  }
  if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** The ISO date (`YYYY-MM-DD`) of a date's local day. */
export function toIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The parts of a time of day (`14:30`, `9:05:30`); null when it is not one. */
export function parseTimeOfDay(
  value: unknown,
): { hours: number; minutes: number; seconds: number } | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const [hours, minutes, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds };
}

/** A time of day as ISO 8601 (`14:30`, or `14:30:15` when there are seconds). */
export function toIsoTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = date.getSeconds();
  return `${pad(date.getHours())}:${pad(date.getMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
}
