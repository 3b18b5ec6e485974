import { ɵdateFormat as dateFormat, ɵnumberFormat as numberFormat } from './intl-formats';

describe('shared Intl formatters', () => {
  it('builds one date formatter per locale and options, and reuses it', () => {
    const a = dateFormat('en', { dateStyle: 'medium' });
    expect(dateFormat('en', { dateStyle: 'medium' })).toBe(a);
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(a);
    expect(dateFormat('en', { dateStyle: 'long' })).not.toBe(a);
    expect(a.format(new Date(2024, 0, 31))).toBe('Jan 31, 2024');
    expect(dateFormat('fr', { dateStyle: 'medium' }).format(new Date(2024, 0, 31))).toBe(
      '31 janv. 2024',
    );
  });

  it('builds one number formatter per locale and options, and reuses it', () => {
    const plain = numberFormat('en');
    expect(numberFormat('en')).toBe(plain);
    expect(numberFormat('en', { style: 'percent' })).not.toBe(plain);
    expect(plain.format(4564)).toBe('4,564');
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
  });

  it('stays bounded when callers pass ever-new options', () => {
    const first = numberFormat('en', { maximumFractionDigits: 0 });
    for (let digits = 0; digits <= 20; digits++)
      for (const locale of ['en', 'fr', 'de', 'es', 'it'])
        numberFormat(locale, { minimumIntegerDigits: digits + 1 });
    // The cache was started again on the way: the first formatter is built anew, and still right.
    const again = numberFormat('en', { maximumFractionDigits: 0 });
    expect(again).not.toBe(first);
    expect(again.format(2.6)).toBe('3');
  });
});
