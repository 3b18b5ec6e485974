import fc from 'fast-check';

// The library's normalize.ts imports change-case, which is ESM-only (jest on Node 20 cannot load
// it): give it the schematics' port, which names.spec.ts checks against change-case itself.
jest.mock('change-case', () => {
  const names = jest.requireActual('./names');
  return { kebabCase: names.kebabCase, pascalCase: names.pascalCase };
});

import {
  AdminConfigError,
  normalizeResources,
} from '../../projects/admin/src/lib/config/normalize';
import type { ResourceDescriptor } from '../../projects/admin/src/lib/config/types';
import {
  checkDescriptor,
  checkDescriptorList,
  describeProblems,
  DESCRIPTOR_KEYS,
  enabledActions,
  routedPages,
  type ListProblem,
} from './rules';

/** The library's verdict on a list: its problems as `index/key: message`, or [] when valid. */
function libraryProblems(list: readonly unknown[]): string[] {
  try {
    normalizeResources(list as ResourceDescriptor[]);
    return [];
  } catch (error) {
    if (!(error instanceof AdminConfigError)) throw error;
    return error.problems.map((p) => `${p.index}/${p.key ?? ''}: ${p.message}`).sort();
  }
}

function schematicProblems(list: readonly unknown[]): string[] {
  return checkDescriptorList(list)
    .map((p: ListProblem) => `${p.index}/${p.key ?? ''}: ${p.message}`)
    .sort();
}

const SAMPLES: unknown[][] = [
  [{ name: 'posts' }],
  [{ name: 'users', icon: 'mdi-account', label: 'name', routes: ['list'], permissions: ['admin'] }],
  [{ name: 'posts', label: 'title', translatable: true, permissions: ['admin', 'editor'] }],
  [{ name: 'categories', except: ['delete'] }],
  [{ name: 'archived-posts', api: 'posts', actions: ['list', 'show'], routes: ['list'] }],
  [{ name: 'posts', permissions: ['admin', { role: 'viewer', actions: ['list', 'show'] }] }],
  [{ name: 'tags', autocompleteFields: ['id', 'name'], include: ['posts'] }],
  [{ name: 'tags', include: { embed: 'posts' }, api: '/v2/tags/' }],
  [{ name: 'posts' }, { name: 'posts' }],
  [{ name: '2posts' }],
  [{ name: 'my posts' }],
  [{ name: '' }],
  [{ name: 42 }],
  [{}],
  ['posts'],
  [null],
  [{ name: 'posts', icon: 'account' }],
  [{ name: 'posts', icon: 'mdi-Account' }],
  [{ name: 'posts', icon: 'mdi-' }],
  [{ name: 'posts', actions: ['list', 'publish'] }],
  [{ name: 'posts', actions: 'list' }],
  [{ name: 'posts', except: ['remove', 'destroy'] }],
  [{ name: 'posts', routes: ['delete'] }],
  [{ name: 'posts', actions: ['list'], routes: ['list', 'edit', 'show'] }],
  [{ name: 'posts', except: ['edit'], routes: ['edit'] }],
  [{ name: 'posts', actions: ['list'], except: ['list'], routes: ['list'] }],
  [{ name: 'posts', api: '../secrets' }],
  [{ name: 'posts', api: 'posts?x=1' }],
  [{ name: 'posts', api: '  ' }],
  [{ name: 'posts', api: 'a b' }],
  [{ name: 'posts', label: '' }],
  [{ name: 'posts', label: 3 }],
  [{ name: 'posts', include: 'user' }],
  [{ name: 'posts', translatable: 'yes' }],
  [{ name: 'posts', permissions: 'admin' }],
  [{ name: 'posts', permissions: [{ role: 'viewer', actions: ['read'] }, 7, { role: 'x' }] }],
  [{ name: 'posts', autocompleteFields: ['id', ''] }],
  [{ name: 'posts', dialect: 'laravel' }],
  [{ name: 'posts', icons: 'mdi-post' }],
  [{ name: 'posts', routess: ['list'], colour: 'red' }],
  [{ name: 'posts', api: 'a..b' }],
  [{ name: 'posts', permissions: [] }],
  [{ name: 42, permissions: [] }],
  [{ name: 'blogPosts' }, { name: 'blog-posts' }],
  [{ name: 'a_b' }, { name: 'a-b' }, { name: 'A-B' }],
  [{ name: 'users' }, { name: 'Users' }],
];

describe('descriptor rule table', () => {
  it('has one rule per descriptor key, in the order of SPEC 2.2', () => {
    expect(DESCRIPTOR_KEYS).toEqual([
      'name',
      'api',
      'icon',
      'label',
      'include',
      'routes',
      'actions',
      'except',
      'translatable',
      'permissions',
      'autocompleteFields',
      'dialect',
    ]);
  });

  it.each(SAMPLES.map((list) => [JSON.stringify(list), list]))(
    'agrees with the library on %s',
    (_title, list) => {
      expect(schematicProblems(list as unknown[])).toEqual(libraryProblems(list as unknown[]));
    },
  );

  it('agrees with the library on generated descriptors', () => {
    const action = fc.constantFrom('list', 'show', 'create', 'edit', 'delete', 'publish');
    const descriptor = fc.record(
      {
        name: fc.oneof(
          fc.constantFrom('posts', 'Posts', 'archived-posts', 'archivedPosts', '9lives', 'a b'),
          fc.integer(),
        ),
        api: fc.constantFrom('posts', 'v1/posts', '../x', 'x..y', ''),
        icon: fc.constantFrom('mdi-post', 'post', 'mdi-Post'),
        label: fc.constantFrom('title', '', 5),
        actions: fc.array(action, { maxLength: 4 }),
        except: fc.array(action, { maxLength: 3 }),
        routes: fc.array(action, { maxLength: 4 }),
        translatable: fc.constantFrom(true, false, 'no'),
        permissions: fc.array(
          fc.oneof(
            fc.constantFrom('admin', ''),
            fc.record({ role: fc.constant('viewer'), actions: fc.array(action) }),
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(descriptor, { maxLength: 3 }), (list) => {
        expect(schematicProblems(list)).toEqual(libraryProblems(list));
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('words problems as the library does, naming the resource and the key', () => {
    const problems = checkDescriptorList([{ name: 'posts', actions: ['list', 'publish'] }]);
    expect(describeProblems(problems)).toBe(
      '  - resources[0] "posts" key "actions": unknown action "publish" (valid: list, show, create, edit, delete)',
    );
  });

  it('suggests the key a typo meant', () => {
    expect(checkDescriptor({ name: 'posts', routess: ['list'] })[0].message).toMatch(
      /^unknown key; did you mean "routes"\?/,
    );
  });
});

describe('enabled actions and routed pages (SPEC 3.1, DESIGN §3)', () => {
  it('enables all five actions by default', () => {
    expect(enabledActions({})).toEqual(['list', 'show', 'create', 'edit', 'delete']);
    expect(routedPages({})).toEqual(['list', 'show', 'create', 'edit']);
  });

  it('uses exactly `actions` and ignores `except` then', () => {
    expect(enabledActions({ actions: ['edit', 'list'], except: ['list'] })).toEqual([
      'list',
      'edit',
    ]);
  });

  it('denies `except` otherwise', () => {
    expect(routedPages({ except: ['show'] })).toEqual(['list', 'create', 'edit']);
  });

  it('narrows the pages to `routes`', () => {
    expect(routedPages({ routes: ['list'] })).toEqual(['list']);
    expect(routedPages({ actions: ['list', 'delete'] })).toEqual(['list']);
  });
});
