/**
 * Test helper: makes `Date` act as if the local time zone were UTC-5 (New York in winter) when
 * built from parts (`new Date(y, m, d, …)`), since jest's sandbox cannot change the process time
 * zone. Returns the function that puts the real `Date` back.
 */
export function timeZoneMinus5(): () => void {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args: (number | string | Date)[]) {
      if (args.length > 1) {
        const [y, m, d = 1, h = 0, min = 0, s = 0, ms = 0] = args as number[];
        super(RealDate.UTC(y, m, d, h, min, s, ms) + 5 * 3_600_000);
      } else if (args.length === 1) {
        super(args[0]);
      } else {
        super();
      }
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
