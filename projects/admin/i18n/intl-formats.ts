/**
 * Shared `Intl` formatters. Building an `Intl.DateTimeFormat` or `Intl.NumberFormat` costs far more
 * than using one, and a list renders one date and number cell per row: formatters are built once
 * per locale and options, then reused.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Most formatters kept per kind; past it the cache starts again (options built per call vary). */
const MAX_FORMATS = 100;

function cached<F>(
  cache: Map<string, F>,
  locale: string,
  options: object | undefined,
  create: () => F,
): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= MAX_FORMATS) cache.clear();
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** The `Intl.DateTimeFormat` of a locale and options, built once. */
export function ɵdateFormat(
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** The `Intl.NumberFormat` of a locale and options, built once. */
export function ɵnumberFormat(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The options of a date shown in a list cell or a date field: "Jan 31, 2024". */
export const ɵDATE_STYLE: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: 'medium' });
/** The options of a date and time shown in a list cell or a date field. */
export const ɵDATE_TIME_STYLE: Intl.DateTimeFormatOptions = Object.freeze({
  dateStyle: 'medium',
  timeStyle: 'short',
});
