import { checkIcon, closestIcons, findIconSetFile, loadIconSetFile, parseIconSet } from './mdi';

describe('the Material Design Icons set', () => {
  const file = findIconSetFile();
  const icons = loadIconSetFile(file!);

  it('is read from the installed @mdi/angular-material', () => {
    expect(file).toMatch(/@mdi[/\\]angular-material[/\\]mdi\.svg$/);
    expect(icons.size).toBe(7296);
    expect(icons.get('account')).toBe(
      'M12,4A4,4 0 0,1 16,8A4,4 0 0,1 12,12A4,4 0 0,1 8,8A4,4 0 0,1 12,4M12,14C16.42,14 20,15.79 20,18V20H4V18C4,15.79 7.58,14 12,14Z',
    );
  });

  it('accepts mdi-<id> names of the set only', () => {
    expect(checkIcon('mdi-account', icons)).toBeUndefined();
    expect(checkIcon('account', icons)).toMatch(/"account" is not an icon/);
    expect(checkIcon('mdi-acount', icons)).toMatch(/did you mean "mdi-account"/);
  });

  it('suggests the closest names', () => {
    expect(closestIcons('mdi-acount', icons)[0]).toBe('mdi-account');
    expect(closestIcons('mdi-pencl', icons)[0]).toBe('mdi-pencil');
    expect(closestIcons('mdi-post', icons)).toContain('mdi-post');
    expect(closestIcons('mdi-pots', icons)).toContain('mdi-post');
    expect(closestIcons('mdi-zzzzzzzzzzzzzzzzzzzz', icons)).toEqual([]);
  });

  it('refuses a file without icons', () => {
    expect(() => parseIconSet('<svg></svg>')).toThrow(/holds no icon/);
  });
});
