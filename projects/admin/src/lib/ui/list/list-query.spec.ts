import { convertToParamMap } from '@angular/router';

import { csvCell, toCsv } from './csv-export';
import { cleanFilter, listQueryParams, parseListQuery, parseSort, toApiFilter } from './list-query';
import type { ListQuery } from './list-types';
import { checkColumns, checkFilters } from './va-list';

const defaults: ListQuery = {
  page: 1,
  perPage: 25,
  sort: [{ field: 'publishedAt', order: 'desc' }],
  q: '',
  filter: {},
};

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
    const params = listQueryParams(state, defaults);
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
    expect(parseListQuery(map, defaults)).toEqual(state);
    expect(listQueryParams(defaults, defaults)).toEqual({
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
    expect(parseListQuery(map, defaults)).toEqual({ ...defaults, sort: [] });
    expect(parseListQuery(convertToParamMap({ filter: '[1,2]' }), defaults).filter).toEqual({});
    expect(parseSort('a,-b')).toEqual([
      { field: 'a', order: 'asc' },
      { field: 'b', order: 'desc' },
    ]);
  });

  it('turns filter values into API filters, the permanent filter winning', () => {
    const filters = [{ source: 'publishedAt', type: 'date-range' as const }];
    expect(
      toApiFilter(
        { publishedAt: { from: '2024-01-01', to: '2024-02-01T10:00' }, archived: false, empty: '' },
        filters,
        { archived: true },
      ),
    ).toEqual({
      publishedAt_gte: '2024-01-01',
      publishedAt_lte: '2024-02-01T10:00',
      archived: true,
    });
    expect(cleanFilter({ a: null, b: undefined, c: '', d: {}, e: 0, f: false })).toEqual({
      e: 0,
      f: false,
    });
  });

  it('names the bad column or filter', () => {
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
