import { componentName, kebabCase, pascalCase, resourceNames } from './names';

describe('name forms (docs/contract.md §2.3, §4.2)', () => {
  it('gives the folder, component names and selectors of a resource', () => {
    const names = resourceNames('monster-children');
    expect(names.folder).toBe('monster-children');
    expect(names.className).toBe('MonsterChildren');
    expect(names.componentName('edit')).toBe('MonsterChildrenEdit');
    expect(names.componentName('list')).toBe('MonsterChildrenList');
    expect(names.componentName('form')).toBe('MonsterChildrenForm');
    expect(names.selector('show')).toBe('app-monster-children-show');
    expect(names.selector('form', 'adm')).toBe('adm-monster-children-form');
    expect(names.selector('list', '')).toBe('monster-children-list');
  });

  it.each([
    ['archivedPosts', 'archived-posts', 'ArchivedPosts'],
    ['user_profiles', 'user-profiles', 'UserProfiles'],
    ['v2-items', 'v2-items', 'V2Items'],
    ['items-2', 'items-2', 'Items_2'],
    ['XMLFeeds', 'xml-feeds', 'XmlFeeds'],
    ['monster--children', 'monster-children', 'MonsterChildren'],
  ])('%s → folder %s, component base %s', (name, folder, className) => {
    expect(kebabCase(name)).toBe(folder);
    expect(pascalCase(name)).toBe(className);
    expect(resourceNames(name)).toMatchObject({ folder, className });
    expect(componentName(name, 'show')).toBe(`${className}Show`);
  });
});
