import { ɵisoDay } from './dates';

describe('ɵisoDay', () => {
  it('reads the day an ISO date names', () => {
    expect(ɵisoDay('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(ɵisoDay(' 2024-12-31 ')).toEqual({ year: 2024, month: 12, day: 31 });
    expect(ɵisoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('gives null for a day that does not exist or a text that is no ISO date', () => {
    for (const text of ['2024-02-31', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31']) {
      expect(ɵisoDay(text)).toBeNull();
    }
    for (const text of ['2024-3-5', '05/03/2024', '2024-03-05T10:00', '', 'soon']) {
      expect(ɵisoDay(text)).toBeNull();
    }
  });
});
