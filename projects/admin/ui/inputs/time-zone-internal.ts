/*
 * The internals of ./time-zone.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import type { WallTime } from './time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Checks a time zone name, throwing an error that names it when `Intl` does not know it
 * (`Europe/Pariss`); returns it.
 */
export function ɵcheckTimeZone(zone: string, owner = 'timeZone'): string {
  try {
    ɵpartsFormat(zone);
    return zone;
  } catch {
    throw new Error(
      `${owner}: unknown time zone "${zone}" (expected an IANA name such as Europe/Paris)`,
    );
  }
}

export function ɵpartsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

export const ɵutcOf = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The zone's offset from UTC at an instant, in minutes (Paris in winter: 60; New York: -300). */
export function ɵzoneOffset(instant: Date, zone: string): number {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((ɵutcOf(ɵwallTime(instant, zone)) - seconds) / 60_000);
}

/** The wall-clock time of an instant in a zone (`wallTime()`, which the offset needs too). */
export function ɵwallTime(instant: Date, zone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of ɵpartsFormat(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'],
    month: parts['month'],
    day: parts['day'],
    hour: parts['hour'] % 24,
    minute: parts['minute'],
    second: parts['second'],
  };
}
