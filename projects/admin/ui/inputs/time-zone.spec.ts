import { fromWallTime, parseInstant, toIsoUtc, toIsoWithOffset, wallTime } from './time-zone';
import { ɵcheckTimeZone, ɵzoneOffset } from './time-zone-internal';

const at = (iso: string) => new Date(iso);

describe('time zones', () => {
  it('reads the wall-clock time of an instant in a zone', () => {
    const instant = at('2024-03-05T19:30:00Z');
    expect(wallTime(instant, 'America/New_York')).toEqual({
      year: 2024,
      month: 3,
      day: 5,
      hour: 14,
      minute: 30,
      second: 0,
    });
    expect(wallTime(instant, 'Asia/Kolkata')).toMatchObject({ day: 6, hour: 1, minute: 0 });
    expect(wallTime(at('2024-03-05T23:30:00Z'), 'UTC')).toMatchObject({ day: 5, hour: 23 });
  });

  it('knows offsets, daylight-saving time included', () => {
    expect(ɵzoneOffset(at('2024-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(ɵzoneOffset(at('2024-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(ɵzoneOffset(at('2024-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(ɵzoneOffset(at('2024-01-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
  });

  it('turns a wall-clock time back into its instant', () => {
    const wall = { year: 2024, month: 3, day: 5, hour: 14, minute: 30, second: 0 };
    expect(fromWallTime(wall, 'America/New_York').toISOString()).toBe('2024-03-05T19:30:00.000Z');
    expect(fromWallTime(wall, 'Europe/Paris').toISOString()).toBe('2024-03-05T13:30:00.000Z');
    expect(fromWallTime({ ...wall, month: 7 }, 'Europe/Paris').toISOString()).toBe(
      '2024-07-05T12:30:00.000Z',
    );
  });

  it('moves a time skipped by the spring change forward; takes the first of a repeated one', () => {
    // Paris, 31 March 2024: 02:00 → 03:00. 02:30 does not exist.
    const skipped = { year: 2024, month: 3, day: 31, hour: 2, minute: 30, second: 0 };
    expect(toIsoWithOffset(fromWallTime(skipped, 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2024-03-31T03:30:00+02:00',
    );
    // Paris, 27 October 2024: 03:00 → 02:00. 02:30 happens twice.
    const twice = { year: 2024, month: 10, day: 27, hour: 2, minute: 30, second: 0 };
    expect(fromWallTime(twice, 'Europe/Paris').toISOString()).toBe('2024-10-27T00:30:00.000Z');
  });

  it('writes ISO 8601 in UTC or with the offset', () => {
    expect(toIsoUtc(at('2024-03-05T19:30:00Z'))).toBe('2024-03-05T19:30:00Z');
    expect(toIsoUtc(at('2024-03-05T19:30:00.250Z'))).toBe('2024-03-05T19:30:00.250Z');
    expect(toIsoWithOffset(at('2024-03-05T19:30:00Z'), 'America/New_York')).toBe(
      '2024-03-05T14:30:00-05:00',
    );
    expect(toIsoWithOffset(at('2024-03-05T19:30:00Z'), 'Asia/Kathmandu')).toBe(
      '2024-03-06T01:15:00+05:45',
    );
    expect(toIsoWithOffset(at('2024-03-05T19:30:00Z'), 'America/St_Johns')).toBe(
      '2024-03-05T16:00:00-03:30',
    );
  });

  it('parses record values: instants, local date-times and days in the zone', () => {
    const zone = 'America/New_York';
    expect(parseInstant('2024-03-05T19:30:00Z', zone)?.toISOString()).toBe(
      '2024-03-05T19:30:00.000Z',
    );
    expect(parseInstant('2024-03-05T15:30:00+01:00', zone)?.toISOString()).toBe(
      '2024-03-05T14:30:00.000Z',
    );
    expect(parseInstant('2024-03-05T14:30', zone)?.toISOString()).toBe('2024-03-05T19:30:00.000Z');
    expect(parseInstant('2024-03-05', zone)?.toISOString()).toBe('2024-03-05T05:00:00.000Z');
    expect(parseInstant(Date.UTC(2024, 2, 5), zone)?.toISOString()).toBe(
      '2024-03-05T00:00:00.000Z',
    );
    for (const bad of [null, undefined, '', 'soon', {}, Number.NaN]) {
      expect(parseInstant(bad, zone)).toBeNull();
    }
  });

  it('names an unknown zone', () => {
    expect(ɵcheckTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(() => ɵcheckTimeZone('Europe/Pariss', '<va-date-time-input> timeZone')).toThrow(
      '<va-date-time-input> timeZone: unknown time zone "Europe/Pariss" (expected an IANA name such as Europe/Paris)',
    );
  });
});
