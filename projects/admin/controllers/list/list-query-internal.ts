/*
 * The internals of ./list-query.ts: ɵ names shared with the package's other entry points (through
 * ../private-export.ts) or with files of this one; not part of the API.
 */
import type { FieldAccess } from 'admin/auth';
import type { FilterOperators, ListParams } from 'admin/config';
import { ɵisoDay } from '../dates';
import { type VaSort, type ListQuery, type ListFilterData } from './list-query';

/** The page sizes of the paginator. */
export const ɵPAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** `title` → asc, `-publishedAt` → desc; several joined by commas. */
export function ɵparseSort(text: string | null | undefined): VaSort[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^-?[\w.$-]+$/.test(part) && part !== '-')
    .map((part) =>
      part.startsWith('-')
        ? { field: part.slice(1), order: 'desc' as const }
        : { field: part, order: 'asc' as const },
    );
}

export function ɵformatSort(sort: readonly VaSort[]): string {
  return sort.map((s) => (s.order === 'desc' ? '-' : '') + s.field).join(',');
}

function positiveInt(text: string | null | undefined): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

function parseFilter(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The list state from URL query params (`page`, `perPage`, `sort`, `q`, `filter` as JSON);
 * missing or malformed values fall back to the defaults, never throw.
 */
export function ɵparseListQuery(
  params: { get(name: string): string | null },
  defaults: ListQuery,
): ListQuery {
  const perPage = positiveInt(params.get('perPage'));
  const sort = ɵparseSort(params.get('sort'));
  return {
    page: positiveInt(params.get('page')) ?? defaults.page,
    perPage: perPage && ɵPAGE_SIZES.includes(perPage) ? perPage : defaults.perPage,
    sort: params.get('sort') !== null ? sort : defaults.sort,
    q: params.get('q') ?? defaults.q,
    filter: params.get('filter') !== null ? parseFilter(params.get('filter')) : defaults.filter,
  };
}

/** URL query params for a list state; values equal to the defaults are removed (null). */
export function ɵlistQueryParams(
  query: ListQuery,
  defaults: ListQuery,
): Record<string, string | null> {
  const filter = ɵcleanFilter(query.filter);
  const sort = ɵformatSort(query.sort);
  return {
    page: query.page !== defaults.page ? String(query.page) : null,
    perPage: query.perPage !== defaults.perPage ? String(query.perPage) : null,
    sort: sort !== ɵformatSort(defaults.sort) ? sort : null,
    q: query.q && query.q !== defaults.q ? query.q : null,
    filter:
      JSON.stringify(filter) !== JSON.stringify(ɵcleanFilter(defaults.filter))
        ? JSON.stringify(filter)
        : null,
  };
}

/** Drops empty filter values: undefined, null, '', and date ranges without bounds. */
export function ɵcleanFilter(filter: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (isRange(value)) {
      const range = {
        ...(value.from ? { from: value.from } : {}),
        ...(value.to ? { to: value.to } : {}),
      };
      if (Object.keys(range).length) result[key] = range;
      continue;
    }
    result[key] = value;
  }
  return result;
}

function isRange(value: unknown): value is { from?: string; to?: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).every((k) => k === 'from' || k === 'to')
  );
}

/**
 * A day bound of a date range as an ISO date-time: a date (`2024-01-31`) means the start or the end
 * of that day in the user's local time zone; a local date-time (`2024-01-31T10:00`) that moment;
 * anything else passes as it is.
 */
export function ɵlocalDayBound(text: string, bound: 'start' | 'end'): string {
  const day = ɵisoDay(text);
  let date: Date;
  if (day) {
    const [year, month, dayOfMonth] = [day.year, day.month - 1, day.day];
    date =
      bound === 'start'
        ? new Date(year, month, dayOfMonth)
        : new Date(year, month, dayOfMonth, 23, 59, 59, 999);
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    date = new Date(text);
  } else {
    return text;
  }
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/**
 * The `ListParams.filter` of the filter values: a date range becomes `{ gte, lte }` (whole local
 * days, as ISO date-times), a text filter `{ like }` (contains), other values pass as they are;
 * the permanent filter wins over user values. The dialect writes the operators.
 */
export function ɵtoApiFilter(
  values: Readonly<Record<string, unknown>>,
  filters: readonly ListFilterData[],
  permanent: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [source, value] of Object.entries(ɵcleanFilter(values))) {
    const type = filters.find((f) => f.source === source)?.type;
    if (type === 'date-range' && isRange(value)) {
      const range: FilterOperators = {
        ...(value.from ? { gte: ɵlocalDayBound(value.from, 'start') } : {}),
        ...(value.to ? { lte: ɵlocalDayBound(value.to, 'end') } : {}),
      };
      result[source] = range;
    } else if (type === 'text' && typeof value !== 'object') {
      result[source] = { like: String(value) } satisfies FilterOperators;
    } else {
      result[source] = value;
    }
  }
  return { ...result, ...(permanent ?? {}) };
}

/** The state of a list before the URL says otherwise: page 1, its page size (25 unless one of
 * `PAGE_SIZES`), its default sort, no search, no filter. */
export function ɵlistDefaults(
  perPage: number | undefined,
  sort: string | readonly VaSort[] | undefined,
): ListQuery {
  return {
    page: 1,
    perPage: perPage !== undefined && ɵPAGE_SIZES.includes(perPage) ? perPage : 25,
    sort: typeof sort === 'string' ? ɵparseSort(sort) : (sort ?? []),
    q: '',
    filter: {},
  };
}

/**
 * The repository call of a list state: what `VaList` sends, and what the router sends for it
 * ahead of the page's code (`listPage()`), the same to the byte so that the two meet.
 */
export function ɵtoListParams(
  query: ListQuery,
  filters: readonly ListFilterData[],
  permanent: Readonly<Record<string, unknown>> | null | undefined,
): ListParams {
  return {
    page: query.page,
    perPage: query.perPage,
    sort: query.sort,
    filter: ɵtoApiFilter(query.filter, filters, permanent),
    ...(query.q ? { q: query.q } : {}),
  };
}

/**
 * A list state without what names a field the user may not read (field permissions,
 * `AdminAuth.fieldAccess()`): sort entries and filter values on a hidden field, as a URL or a
 * saved link may still hold, are dropped, so that no request sorts or filters by it. A sort left
 * empty falls back to `defaults`' (itself without hidden fields). The state itself when nothing
 * is dropped.
 */
export function ɵreadableQuery(
  query: ListQuery,
  defaults: ListQuery,
  access: Pick<FieldAccess, 'restricted' | 'canRead'>,
): ListQuery {
  if (!access.restricted) return query;
  const readable = (sort: readonly VaSort[]) => sort.filter((s) => access.canRead(s.field));
  const sort = readable(query.sort);
  const keys = Object.keys(query.filter);
  const kept = keys.filter((key) => access.canRead(key));
  if (sort.length === query.sort.length && kept.length === keys.length) return query;
  return {
    ...query,
    sort: sort.length || !query.sort.length ? sort : readable(defaults.sort),
    filter: Object.fromEntries(kept.map((key) => [key, query.filter[key]])),
  };
}
