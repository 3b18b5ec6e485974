import { cardSources } from './card-sources';
import type { VaColumn } from './list-types';

/** What a card shows by default, from the list's columns (and what the options change). */
describe('cardSources', () => {
  const users: VaColumn[] = [
    { source: 'id' },
    { source: 'avatar', type: 'image' },
    { source: 'name', sortable: true },
    { source: 'email', type: 'email' },
  ];
  const sources = (
    columns: VaColumn[],
    label?: string,
    options?: Parameters<typeof cardSources>[2],
  ) => {
    const { primary, secondary, avatar } = cardSources(columns, { label }, options);
    return { primary: primary.source, secondary: secondary.map((c) => c.source), avatar };
  };

  it('takes the label for the text, the next column for the line, no avatar without an image', () => {
    expect(
      sources(
        [{ source: 'id' }, { source: 'title' }, { source: 'views', type: 'number' }],
        'title',
      ),
    ).toEqual({ primary: 'title', secondary: ['views'], avatar: null });
    expect(sources([{ source: 'id' }, { source: 'title' }, { source: 'views' }])).toEqual({
      primary: 'title',
      secondary: ['views'],
      avatar: null,
    });
  });

  it('shows an image column as the avatar, never as the text or the line', () => {
    expect(sources(users, 'name')).toEqual({
      primary: 'name',
      secondary: ['email'],
      avatar: 'avatar',
    });
    // Without a label: the first column that is not an image.
    expect(sources(users)).toEqual({ primary: 'name', secondary: ['email'], avatar: 'avatar' });
  });

  it('follows the options: sources named, no line, no avatar', () => {
    expect(sources(users, 'name', { primary: 'email', secondary: ['name', 'id'] })).toEqual({
      primary: 'email',
      secondary: ['name', 'id'],
      avatar: 'avatar',
    });
    expect(sources(users, 'name', { secondary: [], avatar: null })).toEqual({
      primary: 'name',
      secondary: [],
      avatar: null,
    });
    expect(sources(users, 'name', { avatar: 'photo' }).avatar).toBe('photo');
  });
});
