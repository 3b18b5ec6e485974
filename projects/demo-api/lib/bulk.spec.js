// @ts-check
'use strict';

const { describe, it, expect } = require('@jest/globals');
const { bulkIds, MAX_BULK } = require('./bulk');

describe('bulkIds (the records of a bulk update)', () => {
  it('reads simple-rest filter={"id":[...]} and laravel filter[id]=a,b, duplicates dropped', () => {
    expect(bulkIds('simple-rest', { filter: '{"id":[3,1,3]}' })).toEqual([3, 1]);
    expect(bulkIds('laravel', { 'filter[id]': '1, 2', locale: 'fr' })).toEqual([1, 2]);
  });

  it.each([
    ['simple-rest', {}, 'a bulk update names its records: filter={"id":[1,2]}'],
    ['simple-rest', { filter: '{"title":"x"}' }, 'by positive integer ids: filter={"id":[1,2]}'],
    ['simple-rest', { filter: '{"id":[1,"x"]}' }, 'by positive integer ids'],
    ['simple-rest', { filter: 'nope' }, 'by positive integer ids'],
    [
      'simple-rest',
      { filter: '{"id":[1]}', range: '[0,9]' },
      'takes only filter={"id":[1,2]}, got "range"',
    ],
    ['laravel', { 'filter[id]': '1,abc' }, 'by positive integer ids: filter[id]=1,2'],
    ['laravel', { 'filter[id]': '0' }, 'by positive integer ids'],
  ])('%s %j is a 400: %s', (dialect, query, message) => {
    expect(() => bulkIds(/** @type {any} */ (dialect), query)).toThrow(message);
    try {
      bulkIds(/** @type {any} */ (dialect), query);
    } catch (error) {
      expect(/** @type {any} */ (error).status).toBe(400);
    }
  });

  it(`refuses more than ${MAX_BULK} records`, () => {
    const ids = Array.from({ length: MAX_BULK + 1 }, (_, i) => i + 1);
    expect(() => bulkIds('laravel', { 'filter[id]': ids.join(',') })).toThrow(
      `at most ${MAX_BULK} records, got ${MAX_BULK + 1}`,
    );
  });
});
