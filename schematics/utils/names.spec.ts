import { execFileSync } from 'node:child_process';
import fc from 'fast-check';

import { kebabCase, pascalCase, resourceNames, splitWords } from './names';
import { NAME_PATTERN } from './rules';

/** change-case (ESM-only) run in a child Node process: the library's reference implementation. */
function changeCase(names: readonly string[]): { kebab: string[]; pascal: string[] } {
  const script = `
    import { kebabCase, pascalCase } from 'change-case';
    const names = JSON.parse(process.argv[1]);
    console.log(JSON.stringify({ kebab: names.map((n) => kebabCase(n)), pascal: names.map((n) => pascalCase(n)) }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(names)],
    {
      cwd: __dirname,
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

describe('name forms (SPEC 2.3)', () => {
  it('gives the folder and component names of the specification', () => {
    const names = resourceNames('monster-children');
    expect(names.folder).toBe('monster-children');
    expect(names.className).toBe('MonsterChildren');
    expect(names.componentName('edit')).toBe('MonsterChildrenEdit');
    expect(names.componentName('list')).toBe('MonsterChildrenList');
    expect(names.selector('show')).toBe('app-monster-children-show');
    expect(names.selector('form', 'adm')).toBe('adm-monster-children-form');
  });

  it('splits camel, snake and kebab case words', () => {
    expect(splitWords('archivedPosts')).toEqual(['archived', 'Posts']);
    expect(splitWords('XMLHttp_request-2')).toEqual(['XML', 'Http', 'request', '2']);
    expect(kebabCase('archivedPosts')).toBe('archived-posts');
    expect(pascalCase('user_profiles')).toBe('UserProfiles');
    expect(pascalCase('v2-items')).toBe('V2Items');
  });

  it('agrees with change-case (the library) on every valid resource name', () => {
    const fixed = [
      'posts',
      'archived-posts',
      'archivedPosts',
      'ArchivedPosts',
      'user_profiles',
      'XMLFeeds',
      'v2-items',
      'items-2',
      'a1b2',
      'A',
      'monster--children',
      'api_V2_Keys',
    ];
    const generated = fc.sample(fc.stringMatching(NAME_PATTERN), { numRuns: 300, seed: 42 });
    const names = [...fixed, ...generated];
    const reference = changeCase(names);
    expect(names.map(kebabCase)).toEqual(reference.kebab);
    expect(names.map(pascalCase)).toEqual(reference.pascal);
  });
});
