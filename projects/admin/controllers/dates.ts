// The one reading of an ISO calendar day, for every layer that reads one: the fields, the list's
// cells and the date inputs (admin/ui), the list's date-range filters (admin/controllers).

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day: year, month (1–12) and day of the month. */
export interface ɵIsoDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The day an ISO date (`2024-03-05`) names; null when the text is not one or names a day that
 * does not exist (`2024-02-31`, `2023-02-29`), which `new Date(2024, 1, 31)` would roll over to
 * March 2.
 */
export function ɵisoDay(text: string): ɵIsoDay | null {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}
