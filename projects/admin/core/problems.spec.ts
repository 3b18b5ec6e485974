import { didYouMean } from './problems';
import { ɵclosest, ɵeditDistance } from './problems-internal';

describe('did you mean', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(ɵeditDistance('', '')).toBe(0);
    expect(ɵeditDistance('show', 'show')).toBe(0);
    expect(ɵeditDistance('shwo', 'show')).toBe(2);
    expect(ɵeditDistance('edit', 'edits')).toBe(1);
    expect(ɵeditDistance('kitten', 'sitting')).toBe(3);
    expect(ɵeditDistance('', 'list')).toBe(4);
  });

  it('picks the nearest choice, the first of equals, and nothing from no choices', () => {
    expect(ɵclosest('pots', ['users', 'posts', 'tags'])).toBe('posts');
    expect(ɵclosest('ab', ['ac', 'ad'])).toBe('ac');
    expect(ɵclosest('x', [])).toBeUndefined();
  });

  it('suggests only a close name, whatever its case', () => {
    expect(didYouMean('Shwo', ['list', 'show', 'edit'])).toBe('; did you mean "show"?');
    expect(didYouMean('zzzzzz', ['list', 'show'])).toBe('');
    expect(didYouMean(42, ['list'])).toBe('');
    expect(didYouMean('list', [])).toBe('');
  });
});
