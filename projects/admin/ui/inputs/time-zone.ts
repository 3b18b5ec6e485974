import { ɵisoDay } from 'admin/controllers';
import { ɵutcOf, ɵwallTime, ɵzoneOffset } from './time-zone-internal';

/**
 * Time zones for the date-time inputs and fields, through `Intl` (no library): a record holds an
 * instant (ISO 8601 with `Z` or an offset); the user sees and edits its wall-clock time in a zone
 * (an IANA name such as `Europe/Paris`, by default the browser's).
 */

/** The wall-clock parts of an instant in a zone (month 1–12). */
export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The browser's time zone (IANA name), e.g. `Europe/Paris`; `UTC` when it has none. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The wall-clock time of an instant in a zone. */
export function wallTime(instant: Date, zone: string): WallTime {
  return ɵwallTime(instant, zone);
}

/**
 * The instant a wall-clock time in a zone stands for. A time skipped by a daylight-saving change
 * (02:30 when clocks go from 02:00 to 03:00) moves forward by the change; a time that occurs twice
 * is the first one.
 */
export function fromWallTime(wall: WallTime, zone: string): Date {
  const guess = ɵutcOf(wall);
  const before = ɵzoneOffset(new Date(guess - 86_400_000), zone);
  const after = ɵzoneOffset(new Date(guess + 86_400_000), zone);
  // The earlier offset first: of two readings of the same wall time, the first one.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const instant = new Date(guess - offset * 60_000);
    if (ɵutcOf(wallTime(instant, zone)) === guess) return instant;
  }
  // In a gap: read with the offset before the change, which lands after it.
  return new Date(guess - before * 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** ISO 8601 in UTC, without milliseconds when they are 0: `2024-03-05T19:30:00Z`. */
export function toIsoUtc(instant: Date): string {
  const iso = instant.toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}

/** ISO 8601 with the zone's offset at that instant: `2024-03-05T14:30:00-05:00`. */
export function toIsoWithOffset(instant: Date, zone: string): string {
  const wall = wallTime(instant, zone);
  const offset = ɵzoneOffset(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T` +
    `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** Any `YYYY-MM-DD` text, an existing day or not (`ɵisoDay` tells). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant of a record value: an ISO date-time (with `Z` or an offset; without one it is read
 * in `zone`), a timestamp or a `Date`; a bare ISO day (`2024-03-05`) is midnight in `zone`.
 * Null when it is none of these.
 */
export function parseInstant(value: unknown, zone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (ISO_DAY.test(text)) {
    const day = ɵisoDay(text);
    return day ? fromWallTime({ ...day, hour: 0, minute: 0, second: 0 }, zone) : null;
  }
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(text);
  if (local) {
    const [, date, hour, minute, second = '0'] = local;
    const day = ɵisoDay(date);
    if (!day || +hour > 23 || +minute > 59 || +second > 59) return null;
    return fromWallTime({ ...day, hour: +hour, minute: +minute, second: +second }, zone);
  }
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
