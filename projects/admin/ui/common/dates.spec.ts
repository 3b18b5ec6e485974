// One reading of a record's dates for the fields, the list's cells and the date input.
import { parseDate, parseTimeOfDay, toIsoDate, toIsoTime } from './dates';

describe('parseDate', () => {
  it('reads a YYYY-MM-DD value as that local calendar day', () => {
    const day = parseDate('2024-03-05');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([
      2024, 2, 5, 0,
    ]);
    expect(toIsoDate(day!)).toBe('2024-03-05');
  });

  it('gives no date for a day that does not exist, rather than rolling it over', () => {
    // new Date(2024, 1, 31) is March 2: a field once showed that, the date input refused it.
    expect(parseDate('2024-02-31')).toBeNull();
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2024-02-29')).not.toBeNull();
  });

  it('reads date-times, timestamps and Date objects; nothing else', () => {
    expect(parseDate('2024-03-05T10:30:00Z')?.toISOString()).toBe('2024-03-05T10:30:00.000Z');
    expect(parseDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const now = new Date();
    expect(parseDate(now)).toBe(now);
    for (const value of [new Date('x'), 'soon', '', '  ', null, undefined, true, {}]) {
      expect(parseDate(value)).toBeNull();
    }
  });
});

describe('times of day', () => {
  it('reads HH:MM[:SS] within a day and writes it back', () => {
    expect(parseTimeOfDay('9:05:30')).toEqual({ hours: 9, minutes: 5, seconds: 30 });
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('12:60')).toBeNull();
    expect(toIsoTime(new Date(2024, 0, 1, 14, 30))).toBe('14:30');
    expect(toIsoTime(new Date(2024, 0, 1, 14, 30, 15))).toBe('14:30:15');
  });
});
