import { analyzeDocument, guessDialect, Resolver, singular } from './analyze';

const query = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  in: 'query',
  schema: { type: 'string' },
  ...extra,
});

/** A document with one collection whose list operation takes these parameters. */
function withListParameters(parameters: unknown[]) {
  return {
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1' },
    paths: {
      '/products': {
        get: {
          parameters,
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      data: { type: 'array', items: { $ref: '#/components/schemas/Product' } },
                      meta: { type: 'object', properties: { total: { type: 'integer' } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Product: {
          type: 'object',
          properties: { id: { type: 'integer' }, title: { type: 'string' } },
        },
      },
    },
  };
}

describe('guessDialect', () => {
  const resolver = new Resolver({});
  const guess = (parameters: Record<string, unknown>[]) =>
    guessDialect([{ what: 'GET /products', parameters }], resolver);

  it.each([
    [[query('_page'), query('_limit'), query('q')], 'json-server', '"_page", "_limit"'],
    [[query('title_like'), query('_sort')], 'json-server', '"title_like", "_sort"'],
    [
      [query('range', { example: '[0,24]' }), query('sort'), query('filter')],
      'simple-rest',
      '"range"',
    ],
    [
      [query('page[size]'), query('page[number]'), query('filter[title]')],
      'laravel',
      '"page[size]"',
    ],
    [[query('perPage'), query('sort')], 'laravel', '"perPage"'],
  ])('%j → %s', (parameters, dialect, names) => {
    const result = guess(parameters);
    expect(result.dialect).toBe(dialect);
    expect(result.reason).toContain(`list parameters ${names}`);
  });

  it('says so when no parameter tells (json-server assumed)', () => {
    expect(guess([query('limit'), query('offset')])).toEqual({
      dialect: 'json-server',
      assumed: true,
      reason: 'no paging parameter of a known dialect in the list operations (json-server assumed)',
    });
    expect(guessDialect([], resolver).reason).toBe('no list operation (json-server assumed)');
  });
});

describe('analyzeDocument', () => {
  it('reads a Laravel-style list ({ data: [...] }) and guesses the dialect from it', () => {
    const analysis = analyzeDocument(
      withListParameters([query('page[size]'), query('filter[title]')]) as never,
    );
    expect(analysis.dialect).toBe('laravel');
    expect(analysis.resources.map((r) => [r.name, r.actions, r.label, r.typeName])).toEqual([
      ['products', ['list'], 'title', 'Product'],
    ]);
    expect(analysis.resources[0].fields.map((f) => f.source)).toEqual(['id', 'title']);
  });

  it.each([
    ['q', true, [query('_page'), query('q')]],
    ['filter[q]', true, [query('page[size]'), query('filter[q]')]],
    ['a JSON filter (q inside)', true, [query('range'), query('filter')]],
    ['no query parameter documented', true, []],
    ['paging only', false, [query('_page'), query('_limit')]],
  ])('a list operation with %s: search box %s', (_what, search, parameters) => {
    const [products] = analyzeDocument(withListParameters(parameters) as never).resources;
    expect(products.search).toBe(search);
    expect(
      products.notes.includes(
        'the list operation takes no q (full-text search): the list has no search box',
      ),
    ).toBe(!search);
  });

  it('--dialect wins over the guess', () => {
    const analysis = analyzeDocument(withListParameters([query('_page')]) as never, {
      dialect: 'simple-rest',
    });
    expect([analysis.dialect, analysis.dialectReason]).toEqual([
      'simple-rest',
      '--dialect simple-rest',
    ]);
  });
});

it('singular', () => {
  expect(['posts', 'categories', 'addresses', 'boxes', 'status', 'analysis'].map(singular)).toEqual(
    ['post', 'category', 'address', 'box', 'status', 'analysis'],
  );
});
