import { convertToParamMap } from '@angular/router';

import { csvCell, toCsv } from '../../controllers/list/csv-export';
import {
  ɵcleanFilter,
  ɵlistQueryParams,
  ɵlocalDayBound,
  ɵparseListQuery,
  ɵparseSort,
  ɵtoApiFilter,
} from '../../controllers/list/list-query-internal';
import type { ListQuery, VaFilter } from './list-types';
import { timeZoneMinus5 } from './time-zone.spec-helper';
import { checkColumns, checkFilters } from './list-checks';

const defaults: ListQuery = {
  page: 1,
  perPage: 25,
  sort: [{ field: 'publishedAt', order: 'desc' }],
  q: '',
  filter: {},
};

/** Runs `body` with `Date` acting as if the local time zone were UTC-5. */
function inTimeZoneMinus5<T>(body: () => T): T {
  const restore = timeZoneMinus5();
  try {
    return body();
  } finally {
    restore();
  }
}

describe('list URL state', () => {
  it('round-trips a state through query params, leaving defaults out', () => {
    const state: ListQuery = {
      page: 3,
      perPage: 50,
      sort: [
        { field: 'title', order: 'asc' },
        { field: 'views', order: 'desc' },
      ],
      q: 'hello',
      filter: { published: true, publishedAt: { from: '2024-01-01' } },
    };
    const params = ɵlistQueryParams(state, defaults);
    expect(params).toEqual({
      page: '3',
      perPage: '50',
      sort: 'title,-views',
      q: 'hello',
      filter: '{"published":true,"publishedAt":{"from":"2024-01-01"}}',
    });
    const map = convertToParamMap(
      Object.fromEntries(Object.entries(params).filter(([, v]) => v !== null)),
    );
    expect(ɵparseListQuery(map, defaults)).toEqual(state);
    expect(ɵlistQueryParams(defaults, defaults)).toEqual({
      page: null,
      perPage: null,
      sort: null,
      q: null,
      filter: null,
    });
  });

  it('falls back to the defaults on malformed params, never throwing', () => {
    const map = convertToParamMap({
      page: '-2',
      perPage: '33',
      filter: '{not json',
      sort: '-,!!',
    });
    expect(ɵparseListQuery(map, defaults)).toEqual({ ...defaults, sort: [] });
    expect(ɵparseListQuery(convertToParamMap({ filter: '[1,2]' }), defaults).filter).toEqual({});
    expect(ɵparseSort('a,-b')).toEqual([
      { field: 'a', order: 'asc' },
      { field: 'b', order: 'desc' },
    ]);
  });

  it('turns filter values into API filters, the permanent filter winning', () => {
    const filters: VaFilter[] = [
      { source: 'publishedAt', type: 'date-range' },
      { source: 'title', type: 'text' },
      { source: 'status', type: 'select', choices: ['draft'] },
    ];
    expect(
      ɵtoApiFilter(
        {
          publishedAt: { from: '2024-01-01T08:30', to: 'soon' },
          title: 'Hello',
          status: 'draft',
          archived: false,
          empty: '',
        },
        filters,
        { archived: true },
      ),
    ).toEqual({
      publishedAt: { gte: new Date(2024, 0, 1, 8, 30).toISOString(), lte: 'soon' },
      title: { like: 'Hello' },
      status: 'draft',
      archived: true,
    });
    expect(ɵcleanFilter({ a: null, b: undefined, c: '', d: {}, e: 0, f: false })).toEqual({
      e: 0,
      f: false,
    });
  });

  it('sends a date range as whole days of the local time zone (here UTC-5), as ISO', () => {
    const filters: VaFilter[] = [{ source: 'publishedAt', type: 'date-range' }];
    const api = inTimeZoneMinus5(() =>
      ɵtoApiFilter({ publishedAt: { from: '2024-01-01', to: '2024-01-31' } }, filters, null),
    );
    // Midnight to 23:59:59.999 in New York (winter) is 05:00 to 04:59:59.999 the next day in UTC.
    expect(api).toEqual({
      publishedAt: { gte: '2024-01-01T05:00:00.000Z', lte: '2024-02-01T04:59:59.999Z' },
    });
    expect(ɵlocalDayBound('2024-03-09', 'end')).toBe(
      new Date(2024, 2, 9, 23, 59, 59, 999).toISOString(),
    );
    expect(ɵtoApiFilter({ publishedAt: { to: '2024-01-31' } }, filters, null)).toEqual({
      publishedAt: { lte: new Date(2024, 0, 31, 23, 59, 59, 999).toISOString() },
    });
  });

  it('names the bad column or filter', () => {
    expect(() => checkColumns([{ source: 'email', type: 'email', link: 'show' }])).toThrow(
      'VaList columns[0] "email": an email column cannot take "link" (its values are links already)',
    );
    expect(() =>
      checkColumns([{ source: 'userId', type: 'reference', reference: 'users', link: 'edit' }]),
    ).toThrow('a reference column cannot take "link"');
    expect(() => checkColumns([{ source: 'a', link: 'open' as never }])).toThrow(
      'VaList columns[0] "a": unknown link "open"; use show or edit',
    );
    expect(
      checkColumns([
        { source: 'views', type: 'number', link: 'edit' },
        { source: 'at', type: 'date', link: 'show' },
        { source: 'on', type: 'boolean', link: 'show' },
        { source: 'status', type: 'chip', link: 'show' },
      ]),
    ).toHaveLength(4);
    expect(() => checkColumns([{ source: 'userId', type: 'reference' }])).toThrow(
      'VaList columns[0] "userId": a reference column needs "reference" (the target resource)',
    );
    expect(() => checkColumns([{ source: 'a' }, { source: 'b', type: 'money' as never }])).toThrow(
      'VaList columns[1] "b": unknown type "money"',
    );
    expect(() => checkColumns([{ source: '' }])).toThrow('"source" must be a non-empty string');
    expect(() => checkFilters([{ source: 'x', type: 'range' as never }])).toThrow(
      'VaList filters[0] "x": unknown type "range"',
    );
    expect(() => checkFilters([{ source: 'userId', type: 'reference' }])).toThrow(
      'a reference filter needs "reference"',
    );
  });
});

describe('CSV', () => {
  it('quotes, joins arrays and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(['x', 'y'])).toBe('"x, y"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    expect(toCsv(['A', 'B'], [[1, true]])).toBe('A,B\r\n1,true\r\n');
  });
});
