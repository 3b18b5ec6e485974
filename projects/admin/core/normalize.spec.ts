import { camelCase, kebabCase, pascalCase, snakeCase } from 'change-case';
import fc from 'fast-check';
import { deserialize, serialize } from 'node:v8';

import { componentName } from './names';
import {
  AdminConfigError,
  DEFAULT_ICON,
  DESCRIPTOR_KEYS,
  NAME_PATTERN,
  checkDescriptor,
  enabledActions,
  normalizeResources,
  recordId,
  recordLabel,
  routedPages,
} from './normalize';
import {
  PAGE_ACTIONS,
  RESOURCE_ACTIONS,
  type PageAction,
  type ResourceAction,
  type ResourceDescriptor,
  type ResourceOperations,
} from './types';

/** Normalises one descriptor. */
const one = (descriptor: ResourceDescriptor) => normalizeResources([descriptor])[0];

/** The problems reported for a list (fails the test when none is thrown). */
function problemsOf(list: unknown): AdminConfigError['problems'] {
  try {
    normalizeResources(list as ResourceDescriptor[]);
  } catch (error) {
    expect(error).toBeInstanceOf(AdminConfigError);
    return (error as AdminConfigError).problems;
  }
  throw new Error('normalizeResources did not throw');
}

function messageOf(list: unknown): string {
  try {
    normalizeResources(list as ResourceDescriptor[]);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('normalizeResources did not throw');
}

describe('docs/contract.md §3.1: enabled actions', () => {
  it.each<[string, Partial<ResourceDescriptor>, ResourceAction[]]>([
    [
      '3.1.2 neither actions nor except: all five',
      {},
      ['list', 'show', 'create', 'edit', 'delete'],
    ],
    ['3.1.3 actions set: exactly those', { actions: ['list', 'show'] }, ['list', 'show']],
    [
      '3.1.3 actions set: except is ignored',
      { actions: ['list', 'delete'], except: ['delete'] },
      ['list', 'delete'],
    ],
    ['3.1.3 empty actions: none', { actions: [] }, []],
    ['3.1.4 except: the others', { except: ['delete'] }, ['list', 'show', 'create', 'edit']],
    ['3.1.4 except several', { except: ['show', 'create', 'edit'] }, ['list', 'delete']],
    ['3.1.4 empty except: all five', { except: [] }, ['list', 'show', 'create', 'edit', 'delete']],
    [
      'canonical order whatever the input order',
      { actions: ['delete', 'list', 'edit'] },
      ['list', 'edit', 'delete'],
    ],
  ])('%s', (_rule, keys, expected) => {
    expect(one({ name: 'users', ...keys }).actions).toEqual(expected);
    expect(enabledActions(keys)).toEqual(expected);
  });

  it.each<[string, Partial<ResourceDescriptor>, PageAction[]]>([
    ['every enabled page action is routed by default', {}, ['list', 'show', 'create', 'edit']],
    ['delete never has a route', { actions: ['list', 'delete'] }, ['list']],
    [
      '3.1.5 a removed show action removes the show route',
      { except: ['show'] },
      ['list', 'create', 'edit'],
    ],
    ['routes narrows the pages', { routes: ['list'] }, ['list']],
    ['routes in canonical order', { routes: ['edit', 'list'] }, ['list', 'edit']],
  ])('routes: %s', (_rule, keys, expected) => {
    expect(one({ name: 'users', ...keys }).routes).toEqual(expected);
  });
});

describe('docs/contract.md §2.3, §4.2: name forms', () => {
  it.each([
    ['users', 'users', 'Users'],
    ['monster-children', 'monster-children', 'MonsterChildren'],
    ['blogPosts', 'blog-posts', 'BlogPosts'],
    ['user_groups', 'user-groups', 'UserGroups'],
    ['archived-posts', 'archived-posts', 'ArchivedPosts'],
    ['API_keys', 'api-keys', 'ApiKeys'],
  ])('%s → folder %s, class %s', (name, folder, className) => {
    const resource = one({ name });
    expect(resource.folder).toBe(folder);
    expect(resource.className).toBe(className);
  });

  it.each<[string, PageAction, string]>([
    ['monster-children', 'edit', 'MonsterChildrenEdit'],
    ['blogPosts', 'list', 'BlogPostsList'],
    ['user_groups', 'show', 'UserGroupsShow'],
    ['users', 'create', 'UsersCreate'],
  ])('componentName(%s, %s) = %s', (name, action, expected) => {
    expect(componentName(one({ name }), action)).toBe(expected);
    expect(componentName(name, action)).toBe(expected);
    expect(one({ name }).componentName(action)).toBe(expected);
  });

  it('has componentName(action) on the resource, next to folder and className', () => {
    const [children] = normalizeResources([{ name: 'monster-children' }]);
    expect(children.componentName('edit')).toBe('MonsterChildrenEdit');
    const { componentName: detached } = children;
    expect(PAGE_ACTIONS.map(detached)).toEqual([
      'MonsterChildrenList',
      'MonsterChildrenShow',
      'MonsterChildrenCreate',
      'MonsterChildrenEdit',
    ]);
    expect(Object.isFrozen(children.componentName)).toBe(true);
  });

  it('keeps componentName out of serialisation and deep equality', () => {
    const [posts] = normalizeResources([
      { name: 'blog-posts', include: ['comments'], permissions: ['admin'] },
    ]);
    expect(Object.keys(posts)).not.toContain('componentName');
    const json = JSON.parse(JSON.stringify(posts)) as Record<string, unknown>;
    expect(json).not.toHaveProperty('componentName');
    expect(json).toMatchObject({
      name: 'blog-posts',
      folder: 'blog-posts',
      className: 'BlogPosts',
    });
    // The structured clone algorithm (structuredClone, postMessage); jsdom lacks structuredClone.
    const clone = deserialize(serialize(posts)) as unknown;
    expect(clone).toEqual(posts);
    expect(clone).not.toHaveProperty('componentName');
    expect(normalizeResources([posts.descriptor])[0]).toEqual(posts);
    expect(normalizeResources([posts.descriptor])[0]).toStrictEqual(posts);
  });
});

describe('defaults and shape', () => {
  it('api defaults to name; icon to mdi-view-grid; translatable to false; idField to id', () => {
    const resource = one({ name: 'users' });
    expect(resource).toMatchObject({
      name: 'users',
      api: 'users',
      icon: DEFAULT_ICON,
      translatable: false,
      idField: 'id',
      operations: undefined,
      softDelete: undefined,
      permissions: undefined,
      label: undefined,
    });
  });

  it('api overrides the API base path, surrounding slashes removed, segments kept', () => {
    expect(one({ name: 'archived-posts', api: 'posts' }).api).toBe('posts');
    expect(one({ name: 'stats', api: '/v2/stats/' }).api).toBe('v2/stats');
  });

  it('normalises permissions: a role gets every enabled action; { role, actions } is limited', () => {
    const resource = one({
      name: 'posts',
      except: ['delete'],
      permissions: ['admin', { role: 'viewer', actions: ['list', 'show', 'delete'] }],
    });
    expect(resource.permissions).toEqual([
      {
        role: 'admin',
        actions: ['list', 'show', 'create', 'edit'],
        fields: { hidden: [], readOnly: [] },
      },
      { role: 'viewer', actions: ['list', 'show'], fields: { hidden: [], readOnly: [] } },
    ]);
  });

  it('returns deeply frozen resources and list', () => {
    const list = normalizeResources([
      {
        name: 'posts',
        include: { embed: ['comments'] },
        permissions: ['admin'],
        autocompleteFields: ['id'],
      },
    ]);
    const resource = list[0];
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(resource)).toBe(true);
    expect(Object.isFrozen(resource.actions)).toBe(true);
    expect(Object.isFrozen(resource.include)).toBe(true);
    expect(Object.isFrozen((resource.include as { embed: string[] }).embed)).toBe(true);
    expect(Object.isFrozen(resource.permissions![0])).toBe(true);
    expect(() => ((resource as { name: string }).name = 'x')).toThrow(TypeError);
  });

  it('keeps the order of the list and accepts already normalised resources', () => {
    const list = normalizeResources([{ name: 'b' }, { name: 'a' }]);
    expect(list.map((r) => r.name)).toEqual(['b', 'a']);
    const again = normalizeResources(list);
    expect(again).toEqual(list);
    again.forEach((resource, i) => expect(resource).toBe(list[i]));
  });

  it('validates a frozen look-alike of a resource instead of trusting its shape', () => {
    const forged = Object.freeze({
      name: 'bad name',
      folder: 'users',
      className: 'Users',
      descriptor: { name: 'users' },
      actions: ['destroy'],
    });
    const problems = problemsOf([forged]);
    expect(problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['name', 'actions', 'folder', 'className', 'descriptor']),
    );
    const [users] = normalizeResources([{ name: 'users' }]);
    expect(() => normalizeResources([Object.freeze({ ...users })])).toThrow(AdminConfigError);
  });
});

describe('validation: one AdminConfigError listing every problem', () => {
  it.each<[string, unknown, { index: number; key?: string; text: RegExp }]>([
    ['name missing', [{ icon: 'mdi-account' }], { index: 0, key: 'name', text: /is required/ }],
    ['name blank', [{ name: '  ' }], { index: 0, key: 'name', text: /blank/ }],
    ['name not a string', [{ name: 42 }], { index: 0, key: 'name', text: /must be a string/ }],
    ['name URL-unsafe', [{ name: 'my users' }], { index: 0, key: 'name', text: /URL-path safe/ }],
    ['name with slash', [{ name: 'a/b' }], { index: 0, key: 'name', text: /URL-path safe/ }],
    [
      'name starting with a digit',
      [{ name: '1users' }],
      { index: 0, key: 'name', text: /URL-path safe/ },
    ],
    [
      'duplicate name',
      [{ name: 'users' }, { name: 'users' }],
      { index: 1, key: 'name', text: /duplicate name "users".*resources\[0\]/ },
    ],
    ['api with ..', [{ name: 'a', api: '../admin' }], { index: 0, key: 'api', text: /\.\./ }],
    [
      'api with .. inside a segment',
      [{ name: 'a', api: 'a..b' }],
      { index: 0, key: 'api', text: /\.\./ },
    ],
    ['api ending with ..', [{ name: 'a', api: 'posts..' }], { index: 0, key: 'api', text: /\.\./ }],
    [
      'api starting with ..',
      [{ name: 'a', api: '..posts' }],
      { index: 0, key: 'api', text: /\.\./ },
    ],
    [
      'api with a .. segment',
      [{ name: 'a', api: 'v1/../x' }],
      { index: 0, key: 'api', text: /\.\./ },
    ],
    [
      'api with ... segment',
      [{ name: 'a', api: 'v1/.../x' }],
      { index: 0, key: 'api', text: /\.\./ },
    ],
    [
      'api with a . segment',
      [{ name: 'a', api: 'v1/./x' }],
      { index: 0, key: 'api', text: /\.\./ },
    ],
    [
      'api with an empty segment',
      [{ name: 'a', api: 'v1//x' }],
      { index: 0, key: 'api', text: /empty segments/ },
    ],
    [
      'api with ?',
      [{ name: 'a', api: 'posts?x=1' }],
      { index: 0, key: 'api', text: /"\?" or "#"/ },
    ],
    ['api with #', [{ name: 'a', api: 'posts#x' }], { index: 0, key: 'api', text: /"\?" or "#"/ }],
    ['api empty', [{ name: 'a', api: '' }], { index: 0, key: 'api', text: /must not be empty/ }],
    [
      'api only slashes',
      [{ name: 'a', api: '//' }],
      { index: 0, key: 'api', text: /must not be empty/ },
    ],
    [
      'api not a string',
      [{ name: 'a', api: 3 }],
      { index: 0, key: 'api', text: /must be a string/ },
    ],
    [
      'unknown action in actions',
      [{ name: 'a', actions: ['list', 'destroy'] }],
      { index: 0, key: 'actions', text: /unknown action "destroy"/ },
    ],
    [
      'unknown action in except',
      [{ name: 'a', except: ['remove'] }],
      { index: 0, key: 'except', text: /unknown action "remove"/ },
    ],
    [
      'unknown action in routes',
      [{ name: 'a', routes: ['index'] }],
      { index: 0, key: 'routes', text: /unknown action "index"/ },
    ],
    [
      'an action typo in actions',
      [{ name: 'a', actions: ['lst', 'show'] }],
      {
        index: 0,
        key: 'actions',
        text: /^unknown action "lst"; did you mean "list"\? \(valid: list, show, create, edit, delete\)$/,
      },
    ],
    [
      'an action typo in except',
      [{ name: 'a', except: ['delte'] }],
      { index: 0, key: 'except', text: /^unknown action "delte"; did you mean "delete"\?/ },
    ],
    [
      'an action typo in routes',
      [{ name: 'a', routes: ['list', 'shwo'] }],
      { index: 0, key: 'routes', text: /^unknown action "shwo"; did you mean "show"\?/ },
    ],
    [
      'an action in the wrong case',
      [{ name: 'a', actions: ['Edit'] }],
      { index: 0, key: 'actions', text: /^unknown action "Edit"; did you mean "edit"\?/ },
    ],
    [
      'an action typo in a permissions entry',
      [{ name: 'a', permissions: [{ role: 'viewer', actions: ['lsit'] }] }],
      {
        index: 0,
        key: 'permissions',
        text: /^entry 0 \(role "viewer"\) has unknown action "lsit"; did you mean "list"\?$/,
      },
    ],
    [
      'a permissions entry with no actions',
      [{ name: 'a', permissions: ['admin', { role: 'viewer', actions: [] }] }],
      {
        index: 0,
        key: 'permissions',
        text: /^entry 1 \(role "viewer"\) grants no action: its actions are empty; name some of list, show, create, edit, delete or remove the entry$/,
      },
    ],
    [
      'a permissions entry granting only disabled actions',
      [
        {
          name: 'a',
          except: ['delete', 'edit'],
          permissions: ['admin', { role: 'cleaner', actions: ['delete', 'edit'] }],
        },
      ],
      {
        index: 0,
        key: 'permissions',
        text: /^entry 1 \(role "cleaner"\) grants no enabled action: "delete", "edit" are not enabled \(enabled: list, show, create\)$/,
      },
    ],
    [
      'actions not an array',
      [{ name: 'a', actions: 'list' }],
      { index: 0, key: 'actions', text: /must be an array/ },
    ],
    [
      'routes naming delete',
      [{ name: 'a', routes: ['list', 'delete'] }],
      { index: 0, key: 'routes', text: /"delete" has no page/ },
    ],
    [
      'routes naming a disabled action',
      [{ name: 'a', except: ['show'], routes: ['show'] }],
      { index: 0, key: 'routes', text: /"show" is not an enabled action/ },
    ],
    [
      'routes naming an action outside actions',
      [{ name: 'a', actions: ['list'], routes: ['list', 'edit'] }],
      { index: 0, key: 'routes', text: /"edit" is not an enabled action/ },
    ],
    [
      'icon without prefix',
      [{ name: 'a', icon: 'account' }],
      { index: 0, key: 'icon', text: /mdi-<id>/ },
    ],
    [
      'icon with upper case',
      [{ name: 'a', icon: 'mdi-Account' }],
      { index: 0, key: 'icon', text: /mdi-<id>/ },
    ],
    ['icon not a string', [{ name: 'a', icon: 7 }], { index: 0, key: 'icon', text: /mdi-<id>/ }],
    [
      'label a number',
      [{ name: 'a', label: 3 }],
      { index: 0, key: 'label', text: /property name .* or a function/ },
    ],
    [
      'label blank',
      [{ name: 'a', label: '' }],
      { index: 0, key: 'label', text: /property name .* or a function/ },
    ],
    [
      'permissions not an array',
      [{ name: 'a', permissions: 'admin' }],
      { index: 0, key: 'permissions', text: /array of roles/ },
    ],
    [
      'permissions empty',
      [{ name: 'a', permissions: [] }],
      {
        index: 0,
        key: 'permissions',
        text: /^is empty: no user could use resource "a"; omit the key to open it to every signed-in user$/,
      },
    ],
    [
      'permissions entry of a wrong type',
      [{ name: 'a', permissions: ['admin', 3] }],
      {
        index: 0,
        key: 'permissions',
        text: /entry 1 must be a role name or \{ role, actions, fields\? \}/,
      },
    ],
    [
      'permissions entry without actions',
      [{ name: 'a', permissions: [{ role: 'viewer' }] }],
      { index: 0, key: 'permissions', text: /entry 0/ },
    ],
    [
      'permissions entry with an unknown action',
      [{ name: 'a', permissions: [{ role: 'viewer', actions: ['read'] }] }],
      { index: 0, key: 'permissions', text: /role "viewer".*unknown action "read"/ },
    ],
    [
      'include a string',
      [{ name: 'a', include: 'comments' }],
      { index: 0, key: 'include', text: /array or an object/ },
    ],
    [
      'autocompleteFields not strings',
      [{ name: 'a', autocompleteFields: ['id', 2] }],
      { index: 0, key: 'autocompleteFields', text: /array of field names/ },
    ],
    [
      'autocompleteFields a string',
      [{ name: 'a', autocompleteFields: 'id' }],
      { index: 0, key: 'autocompleteFields', text: /array of field names/ },
    ],
    [
      'translatable a string',
      [{ name: 'a', translatable: 'yes' }],
      { index: 0, key: 'translatable', text: /true or false/ },
    ],
    [
      'unknown key with a suggestion',
      [{ name: 'a', permisions: ['admin'] }],
      { index: 0, key: 'permisions', text: /unknown key; did you mean "permissions"\?/ },
    ],
    [
      'unknown key: icons',
      [{ name: 'a', icons: 'mdi-x' }],
      { index: 0, key: 'icons', text: /did you mean "icon"\?/ },
    ],
    [
      'names giving the same folder and component name',
      [{ name: 'blogPosts' }, { name: 'blog-posts' }],
      {
        index: 1,
        key: 'name',
        text: /"blog-posts" gives the same folder "blog-posts" and component name "BlogPosts" as "blogPosts" \(resources\[0\]\)/,
      },
    ],
    [
      'names differing by _ and -',
      [{ name: 'a_b' }, { name: 'a-b' }],
      {
        index: 1,
        key: 'name',
        text: /"a-b" gives the same folder "a-b" and component name "AB" as "a_b" \(resources\[0\]\)/,
      },
    ],
    [
      'names differing by case only',
      [{ name: 'users' }, { name: 'Users' }],
      { index: 1, key: 'name', text: /same folder "users" .*as "users"/ },
    ],
    ['descriptor not an object', ['users'], { index: 0, text: /must be an object/ }],
    ['descriptor null', [null], { index: 0, text: /must be an object, got null/ }],
  ])('%s', (_case, list, expected) => {
    const problems = problemsOf(list);
    const faulty: unknown = (list as unknown[])[expected.index];
    const rawName =
      typeof faulty === 'object' && faulty !== null
        ? (faulty as Record<string, unknown>)['name']
        : undefined;
    const name = typeof rawName === 'string' && rawName.trim() ? rawName : undefined;
    expect(problems).toContainEqual(
      expect.objectContaining({
        index: expected.index,
        ...(expected.key ? { key: expected.key } : {}),
        ...(name ? { resource: name } : {}),
        message: expect.stringMatching(expected.text),
      }),
    );
    const message = messageOf(list);
    const where = `resources[${expected.index}]${name ? ` "${name}"` : ''}`;
    expect(message).toContain(expected.key ? `${where} key "${expected.key}"` : where);
  });

  it('names the resource in the message when it has a name', () => {
    expect(messageOf([{ name: 'users', icon: 'account' }])).toContain(
      'resources[0] "users" key "icon"',
    );
  });

  it('rejects input that is not an array', () => {
    expect(messageOf({ name: 'users' })).toMatch(/resources must be an array/);
    expect(messageOf(undefined)).toMatch(/resources must be an array/);
  });

  it('reports every problem of the list at once', () => {
    const problems = problemsOf([
      { name: 'users', icon: 'account', permisions: [] },
      { name: 'users', actions: ['nope'] },
      { name: 'posts', label: 3 },
    ]);
    expect(problems.map((p) => `${p.index}:${p.key}`)).toEqual(
      expect.arrayContaining(['0:permisions', '0:icon', '1:actions', '1:name', '2:label']),
    );
    expect(problems).toHaveLength(5);
  });

  it('reports each unknown action with its own suggestion, and none for an unrelated word', () => {
    const problems = problemsOf([{ name: 'a', actions: ['lst', 'publish', 'shw', 'lst', 7] }]);
    const valid = '(valid: list, show, create, edit, delete)';
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual([
      `actions: unknown action "lst"; did you mean "list"? ${valid}`,
      `actions: unknown action "publish" ${valid}`,
      `actions: unknown action "shw"; did you mean "show"? ${valid}`,
      `actions: unknown action number 7 ${valid}`,
    ]);
  });

  it('reports a typo in a permissions entry once, not also as a grant of nothing', () => {
    const problems = problemsOf([
      { name: 'a', permissions: [{ role: 'viewer', actions: ['shw'] }] },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'entry 0 (role "viewer") has unknown action "shw"; did you mean "show"?',
    ]);
  });

  it('words a grant of nothing on a resource without enabled actions', () => {
    const problems = problemsOf([
      {
        name: 'a',
        actions: [],
        permissions: [
          { role: 'viewer', actions: [] },
          { role: 'editor', actions: ['edit', 'edit'] },
        ],
      },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'entry 0 (role "viewer") grants no action: its actions are empty; name an enabled action or remove the entry',
      'entry 1 (role "editor") grants no enabled action: "edit" is not enabled (enabled: none)',
    ]);
  });

  it('accepts a permissions entry that grants some enabled actions, narrowed to them', () => {
    const resource = one({
      name: 'a',
      actions: ['list', 'show'],
      permissions: [{ role: 'viewer', actions: ['show', 'delete'] }],
    });
    expect(resource.permissions).toEqual([
      { role: 'viewer', actions: ['show'], fields: { hidden: [], readOnly: [] } },
    ]);
  });

  it('reports every entry granting nothing, with the other problems of the list', () => {
    const problems = problemsOf([
      {
        name: 'posts',
        actions: ['list'],
        permissions: [
          { role: 'editor', actions: ['edit'] },
          { role: 'viewer', actions: [] },
        ],
      },
      { name: 'tags', icon: 'tag' },
    ]);
    expect(problems.map((p) => `${p.index} ${p.resource} ${p.key}: ${p.message}`)).toEqual([
      '0 posts permissions: entry 0 (role "editor") grants no enabled action: "edit" is not enabled (enabled: list)',
      '0 posts permissions: entry 1 (role "viewer") grants no action: its actions are empty; name some of list or remove the entry',
      '1 tags icon: "tag" is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")',
    ]);
  });

  it('normalises the fields of a permissions entry: hidden and readOnly, deduplicated, frozen', () => {
    const resource = one({
      name: 'users',
      permissions: [
        'admin',
        {
          role: 'editor',
          actions: ['list', 'show', 'edit'],
          fields: { hidden: ['email', 'email'], readOnly: ['name', 'address.city'] },
        },
        { role: 'viewer', actions: ['list'], fields: { readOnly: ['name'] } },
      ],
    });
    expect(resource.permissions!.map((g) => g.fields)).toEqual([
      { hidden: [], readOnly: [] },
      { hidden: ['email'], readOnly: ['name', 'address.city'] },
      { hidden: [], readOnly: ['name'] },
    ]);
    expect(Object.isFrozen(resource.permissions![1]!.fields)).toBe(true);
    expect(Object.isFrozen(resource.permissions![1]!.fields.hidden)).toBe(true);
  });

  it.each<[string, unknown, string[]]>([
    [
      'a typo of readOnly, with a suggestion',
      { readonly: ['views'] },
      [
        'entry 0 (role "editor") fields has unknown key "readonly"; did you mean "readOnly"? (valid: hidden, readOnly)',
      ],
    ],
    [
      'fields that are not an object',
      ['email'],
      ['entry 0 (role "editor") fields must be { hidden?, readOnly? }, got an array'],
    ],
    [
      'a list that is not an array of names',
      { hidden: 'email' },
      ['entry 0 (role "editor") fields.hidden must be an array of field names, got "email"'],
    ],
    [
      'an invalid field name',
      { readOnly: ['views', 'bad name'] },
      [
        'entry 0 (role "editor") fields.readOnly has an invalid field name "bad name" (a field name: letters, digits, _, $, @, - or . for a nested field)',
      ],
    ],
    [
      'a field both hidden and read-only',
      { hidden: ['email'], readOnly: ['email', 'views'] },
      [
        'entry 0 (role "editor") fields lists "email" as both hidden and readOnly; a hidden field cannot be written either, keep it in hidden only',
      ],
    ],
  ])('reports bad permission fields: %s', (_, fields, messages) => {
    const problems = problemsOf([
      { name: 'posts', permissions: [{ role: 'editor', actions: ['list'], fields }] },
    ]);
    expect(problems.map((p) => `${p.key}: ${p.message}`)).toEqual(
      messages.map((m) => `permissions: ${m}`),
    );
  });

  it('names an unknown key of a permissions entry, with a suggestion', () => {
    const problems = problemsOf([
      { name: 'posts', permissions: [{ role: 'editor', actions: ['list'], field: {} }] },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'entry 0 has unknown key "field"; did you mean "fields"? (valid: role, actions, fields)',
    ]);
  });

  it('does not suggest a key for an unrelated typo', () => {
    expect(messageOf([{ name: 'a', zzzzzzzz: 1 }])).not.toContain('did you mean');
  });
});

describe('checkDescriptor: the problems of one descriptor (used by the schematics)', () => {
  it('has the keys of docs/contract.md §2.2 (plus dialect, parent, mutationMode, idField, operations, softDelete, import), in order', () => {
    expect(DESCRIPTOR_KEYS.join(' ')).toBe(
      'name api icon label include routes actions except translatable permissions autocompleteFields dialect parent mutationMode idField operations softDelete import',
    );
  });

  it('checks import: true, false or { fields, roles }, on a resource that creates', () => {
    expect(checkDescriptor({ name: 'tags', import: true })).toEqual([]);
    expect(one({ name: 'tags', import: true }).import).toEqual({
      fields: undefined,
      roles: undefined,
    });
    expect(one({ name: 'tags' }).import).toBeUndefined();
    expect(one({ name: 'tags', import: false }).import).toBeUndefined();
    const fields = [
      { source: 'title', required: true },
      { source: 'userId', type: 'reference' as const, reference: 'users' },
    ];
    const resource = one({ name: 'posts', import: { fields, roles: ['admin'] } });
    expect(resource.import).toEqual({ fields, roles: ['admin'] });
    expect(Object.isFrozen(resource.import?.fields)).toBe(true);
    const problems = (value: unknown, extra: Record<string, unknown> = {}) =>
      checkDescriptor({ name: 'tags', import: value, ...extra })
        .map((p) => p.message)
        .join('\n');
    expect(problems('yes')).toContain('must be true or { fields, roles }');
    expect(problems({ field: [] })).toContain('unknown key "field"');
    expect(problems({ roles: [] })).toContain('roles must be a non-empty array of role names');
    expect(problems({ fields: [] })).toContain('fields must be a non-empty array');
    expect(problems({ fields: [{ source: 'a', type: 'numbr' }] })).toContain(
      'fields[0].type must be one of text, number, boolean, date, datetime, reference, reference-array',
    );
    expect(problems({ fields: [{ source: 'a' }, { source: 'a' }] })).toContain(
      'fields[1].source "a" is listed twice',
    );
    expect(problems({ fields: [{ source: 'userId', type: 'reference' }] })).toContain(
      "fields[0] is a reference: it needs reference, the referenced resource's name",
    );
    expect(problems(true, { actions: ['list', 'edit'] })).toContain('needs the create action');
  });

  it('checks softDelete: true, false or { purge: roles }, on a resource that deletes', () => {
    expect(checkDescriptor({ name: 'posts', softDelete: true })).toEqual([]);
    expect(checkDescriptor({ name: 'posts', softDelete: { purge: ['admin'] } })).toEqual([]);
    expect(one({ name: 'posts', softDelete: true }).softDelete).toEqual({ purge: undefined });
    expect(one({ name: 'posts', softDelete: { purge: ['admin'] } }).softDelete).toEqual({
      purge: ['admin'],
    });
    expect(one({ name: 'posts', softDelete: false }).softDelete).toBeUndefined();
    expect(one({ name: 'posts' }).softDelete).toBeUndefined();
    const cases: [unknown, string][] = [
      [
        'yes',
        `must be true or { purge: ['admin'] } (the roles that may purge the trash), got "yes"`,
      ],
      [{ purge: [] }, 'purge must be a non-empty array of role names, got an array'],
      [{ purge: 'admin' }, 'purge must be a non-empty array of role names, got "admin"'],
      [{ roles: ['admin'] }, 'has an unknown key "roles" (known: purge)'],
    ];
    for (const [bad, message] of cases)
      expect(checkDescriptor({ name: 'posts', softDelete: bad })).toEqual([
        { key: 'softDelete', message },
      ]);
    expect(checkDescriptor({ name: 'tags', except: ['delete'], softDelete: true })).toEqual([
      {
        key: 'softDelete',
        message:
          'needs the delete action (a trash holds deleted records), which this resource does not enable',
      },
    ]);
    expect(messageOf([{ name: 'posts', softDelete: 1 }])).toContain('posts');
  });

  it('returns nothing for a valid descriptor', () => {
    expect(checkDescriptor({ name: 'posts', icon: 'mdi-post', except: ['delete'] })).toEqual([]);
  });

  it('checks mutationMode', () => {
    expect(checkDescriptor({ name: 'comments', mutationMode: 'undoable' })).toEqual([]);
    expect(checkDescriptor({ name: 'comments', mutationMode: 'later' })).toEqual([
      {
        key: 'mutationMode',
        message: 'must be one of pessimistic, optimistic, undoable, got "later"',
      },
    ]);
  });

  it('checks idField: the name of a record key field', () => {
    for (const idField of ['slug', '_id', 'uuid', 'documentId', 'username', '@id', 'user-name'])
      expect(checkDescriptor({ name: 'articles', idField })).toEqual([]);
    const cases: [unknown, string][] = [
      ['', '""'],
      ['a b', '"a b"'],
      ['author.id', '"author.id"'],
      ['1st', '"1st"'],
      [12, 'number 12'],
    ];
    for (const [bad, shown] of cases)
      expect(checkDescriptor({ name: 'articles', idField: bad })).toEqual([
        {
          key: 'idField',
          message: `must be the name of the field that identifies a record (letters, digits, _, $, @ or -, e.g. 'slug', '_id', 'uuid'), got ${shown}`,
        },
      ]);
  });

  it('checks operations and normalises them (a leading / dropped, frozen)', () => {
    const petstore: ResourceOperations = {
      list: { path: '/pet/findByStatus', filter: { status: 'available' } },
      update: { method: 'PUT', path: 'pet', idInBody: true },
      get: { path: 'pet/{id}' },
      delete: { method: 'POST', path: 'pet/{id}/delete' },
      create: { method: 'PUT', path: 'pet' },
    };
    expect(checkDescriptor({ name: 'pets', operations: petstore })).toEqual([]);
    const resource = one({ name: 'pets', operations: petstore });
    expect(resource.operations).toEqual({
      ...petstore,
      list: { ...petstore.list, path: 'pet/findByStatus' },
    });
    expect(Object.isFrozen(resource.operations)).toBe(true);
    expect(Object.isFrozen(resource.operations!.list!.filter)).toBe(true);
  });

  it('names the action and the value at fault of a bad operation', () => {
    const cases: [unknown, string][] = [
      [
        'pet',
        'must be an object of operations by action (list, get, create, update, delete), got "pet"',
      ],
      [
        { lst: {} },
        'unknown action "lst"; did you mean "list"? (valid: list, get, create, update, delete)',
      ],
      [{ update: 'PUT' }, 'update must be an object ({ path, method, idInBody }), got "PUT"'],
      [{ list: { method: 'POST' } }, 'list.method must be GET, got "POST"'],
      [{ update: { method: 'put' } }, 'update.method must be PUT or PATCH or POST, got "put"'],
      [
        { update: { path: 'pet' } },
        `update.path "pet" has no {id}: put the record's key in the path ('pet/{id}') or set idInBody: true`,
      ],
      [
        { update: { path: 'pet/{id}', idInBody: true } },
        'update.path "pet/{id}" has {id} and idInBody: true: the key travels in one place',
      ],
      [
        { get: { path: 'pet' } },
        `get.path "pet" has no {id}: a get names the record ('articles/{id}')`,
      ],
      [
        { create: { path: 'pet/{id}' } },
        'create.path "pet/{id}" names {id}, but a create has no record yet',
      ],
      [
        { get: { path: 'pet/{petId}' } },
        `get.path "pet/{petId}" may name only the record's key, as {id} (found {petId})`,
      ],
      [
        { list: { path: 'pet?status=sold' } },
        'list.path "pet?status=sold" must be a path without "?", "#" or spaces',
      ],
      [
        { list: { path: 'pet/../admin' } },
        'list.path "pet/../admin" must not contain "..", "." or empty segments',
      ],
      [{ list: { path: 12 } }, 'list.path must be a path under the API URL, got number 12'],
      [
        { update: { path: 'pet/{id}', idInBody: 'yes' } },
        'update.idInBody must be true or false, got "yes"',
      ],
      [
        { list: { filter: { status: ['a'] } } },
        `list.filter must be the required filters with their defaults ({ status: 'available' }), got an array for "status"`,
      ],
      [
        { list: { filter: {} } },
        `list.filter must be the required filters with their defaults ({ status: 'available' }), got an empty object`,
      ],
      [{ get: { filter: { a: 1 } } }, 'get.filter is not an option of get (valid: path, method)'],
    ];
    for (const [operations, message] of cases)
      expect(checkDescriptor({ name: 'pets', operations })).toEqual([
        { key: 'operations', message },
      ]);
    expect(
      checkDescriptor({
        name: 'comments',
        parent: 'posts',
        operations: { list: { path: 'comments' } },
      }),
    ).toContainEqual({
      key: 'operations',
      message: 'is not available on a nested resource (its paths name the parent ids)',
    });
  });

  it('returns the key and message of each problem, without the list position', () => {
    expect(checkDescriptor({ name: 'posts', icon: 'post', routess: ['list'] })).toEqual([
      {
        key: 'routess',
        message:
          'unknown key; did you mean "routes"? (valid keys: name, api, icon, label, include, routes, actions, except, translatable, permissions, autocompleteFields, dialect, parent, mutationMode, idField, operations, softDelete, import)',
      },
      {
        key: 'icon',
        message:
          '"post" is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")',
      },
    ]);
    expect(checkDescriptor(null)).toEqual([{ message: 'must be an object, got null' }]);
  });

  it.each<[string, unknown]>([
    ['a valid descriptor', { name: 'posts', permissions: ['admin'] }],
    ['a typo', { name: 'posts', actions: ['lst'], except: ['shw'] }],
    [
      'a grant of nothing',
      { name: 'posts', except: ['edit'], permissions: [{ role: 'x', actions: ['edit'] }] },
    ],
    ['a bad name', { name: '9 lives', api: '../x', label: 3 }],
    ['no name', { icon: 'mdi-x' }],
    ['a string', 'posts'],
  ])('says what normalizeResources says of %s on its own', (_case, descriptor) => {
    let expected: { key?: string; message: string }[] = [];
    try {
      normalizeResources([descriptor as ResourceDescriptor]);
    } catch (error) {
      expected = (error as AdminConfigError).problems.map(({ key, message }) =>
        key ? { key, message } : { message },
      );
    }
    expect(checkDescriptor(descriptor)).toEqual(expected);
  });

  it('leaves duplicates and name clashes to the list check', () => {
    expect(checkDescriptor({ name: 'posts' })).toEqual([]);
    expect(problemsOf([{ name: 'posts' }, { name: 'posts' }])).toHaveLength(1);
  });
});

describe('routedPages: the pages a descriptor gets (docs/decisions.md §2)', () => {
  it('routes every enabled page action by default', () => {
    expect(routedPages({})).toEqual(['list', 'show', 'create', 'edit']);
    expect(routedPages({ except: ['show'] })).toEqual(['list', 'create', 'edit']);
    expect(routedPages({ actions: ['list', 'delete'] })).toEqual(['list']);
  });

  it('narrows the pages to `routes`, in canonical order', () => {
    expect(routedPages({ routes: ['edit', 'list'] })).toEqual(['list', 'edit']);
    expect(routedPages({ actions: ['list'], routes: ['list', 'edit'] })).toEqual(['list']);
  });

  it('reads unchecked data: entries and values that are not actions are ignored', () => {
    expect(routedPages({ actions: 'list', except: ['show', 'publish'], routes: 3 })).toEqual([
      'list',
      'create',
      'edit',
    ]);
  });
});

describe('recordLabel (docs/contract.md §2.4)', () => {
  it('reads the property named by a string label', () => {
    expect(recordLabel({ label: 'email' }, { id: 1, email: 'a@b.c', name: 'Alice' })).toBe('a@b.c');
  });
  it('calls a function label with the whole record', () => {
    const label = (r: Record<string, unknown>) => `${r['first']} ${r['last']}`;
    expect(recordLabel({ label }, { first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
  });
  it('falls back to name, title, then #id', () => {
    expect(recordLabel({ label: undefined }, { id: 1, title: 'Hello' })).toBe('Hello');
    expect(recordLabel({ label: undefined }, { id: 7 })).toBe('#7');
    expect(recordLabel({ label: 'missing' }, { id: 7 })).toBe('#7');
    expect(recordLabel({ label: 'name' }, null)).toBe('');
  });
  it("falls back to the idField's value", () => {
    expect(recordLabel({ label: undefined, idField: 'slug' }, { id: 7, slug: 'hi' })).toBe('#hi');
  });
});

describe('recordId: the key a record is addressed by', () => {
  it("reads the resource's idField, id by default", () => {
    expect(recordId(one({ name: 'posts' }), { id: 12, slug: 'a' })).toBe(12);
    expect(recordId(one({ name: 'articles', idField: 'slug' }), { id: 12, slug: 'a' })).toBe('a');
    expect(recordId(undefined, { id: 'x' })).toBe('x');
  });
  it('is undefined for a record without a string or number key', () => {
    const articles = one({ name: 'articles', idField: 'slug' });
    expect(recordId(articles, { id: 12 })).toBeUndefined();
    expect(recordId(articles, { slug: null })).toBeUndefined();
    expect(recordId(articles, { slug: { nested: 1 } })).toBeUndefined();
    expect(recordId(articles, null)).toBeUndefined();
  });
});

describe('properties (fast-check)', () => {
  const action = fc.constantFrom(...RESOURCE_ACTIONS);
  const actionSet = fc.uniqueArray(action, { maxLength: 5 });
  const role = fc.stringMatching(/^[a-z]{1,8}$/);
  const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,15}$/);
  const descriptor: fc.Arbitrary<ResourceDescriptor> = fc
    .record(
      {
        name,
        api: fc.stringMatching(/^[a-z]{1,6}(\/[a-z]{1,6}){0,2}$/),
        icon: fc.stringMatching(/^mdi-[a-z0-9]{1,8}(-[a-z0-9]{1,5})?$/),
        label: fc.oneof(
          fc.stringMatching(/^[a-z]{1,8}$/),
          fc.constant((r: Record<string, unknown>) => String(r['id'])),
        ),
        actions: actionSet,
        except: actionSet,
        translatable: fc.boolean(),
        permissions: fc.array(fc.oneof(role, fc.record({ role, actions: actionSet })), {
          minLength: 1,
          maxLength: 4,
        }),
        autocompleteFields: fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }),
        include: fc.oneof(
          fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 3 }),
          fc.record({ embed: fc.constant('comments') }),
        ),
      },
      { requiredKeys: ['name'] },
    )
    .chain((d) => {
      const enabled = enabledActions(d);
      const pages = PAGE_ACTIONS.filter((a) => enabled.includes(a));
      // A { role, actions } entry must grant an enabled action: one that grants none becomes
      // a plain role (granting every enabled action).
      const permissions = d.permissions?.map((p) =>
        typeof p === 'string' || p.actions.some((a) => enabled.includes(a)) ? p : p.role,
      );
      const valid = permissions ? { ...d, permissions } : d;
      return fc
        .option(fc.subarray(pages), { nil: undefined })
        .map((routes) => (routes ? { ...valid, routes } : valid));
    });
  // Valid lists: names give distinct folders and distinct component names.
  const list = fc
    .uniqueArray(descriptor, { selector: (d) => kebabCase(d.name), maxLength: 6 })
    .filter((ds) => new Set(ds.map((d) => pascalCase(d.name))).size === ds.length);

  it('never throws for a valid list; actions ⊆ five, routes ⊆ enabled page actions', () => {
    fc.assert(
      fc.property(list, (descriptors) => {
        const resources = normalizeResources(descriptors);
        for (const resource of resources) {
          expect(resource.actions.every((a) => RESOURCE_ACTIONS.includes(a))).toBe(true);
          expect(
            resource.routes.every(
              (r) => resource.actions.includes(r) && r !== ('delete' as string),
            ),
          ).toBe(true);
          for (const grant of resource.permissions ?? []) {
            expect(grant.actions.every((a) => resource.actions.includes(a))).toBe(true);
          }
        }
      }),
    );
  });

  it('is idempotent, and trusts only resources it built', () => {
    fc.assert(
      fc.property(list, (descriptors) => {
        const once = normalizeResources(descriptors);
        // Re-normalising the descriptors rebuilds deep-equal resources (and component names).
        const rebuilt = normalizeResources(once.map((r) => r.descriptor));
        expect(rebuilt).toEqual(once);
        rebuilt.forEach((r, i) => {
          expect(r).not.toBe(once[i]);
          expect(PAGE_ACTIONS.map(r.componentName)).toEqual(
            PAGE_ACTIONS.map(once[i].componentName),
          );
        });
        // Built resources pass through as they are...
        normalizeResources(once).forEach((r, i) => expect(r).toBe(once[i]));
        // ...but a frozen copy with the same shape is validated, and rejected.
        for (const r of once) {
          expect(() => normalizeResources([Object.freeze({ ...r })])).toThrow(AdminConfigError);
        }
      }),
    );
  });

  it('reports any two different names with the same folder or component name', () => {
    const respell = fc.constantFrom<(n: string) => string>(
      kebabCase,
      pascalCase,
      camelCase,
      snakeCase,
      (n) => n.toUpperCase(),
    );
    const check = (a: string, b: string) => {
      const problems = problemsOf([{ name: a }, { name: b }]);
      expect(problems).toEqual([expect.objectContaining({ index: 1, resource: b, key: 'name' })]);
      expect(problems[0].message).toContain(`as "${a}" (resources[0])`);
    };
    check('blogPosts', 'blog-posts');
    check('a_b', 'a-b');
    check('API_keys', 'apiKeys');
    fc.assert(
      fc.property(name, respell, (a, change) => {
        const b = change(a);
        fc.pre(a !== b && NAME_PATTERN.test(b));
        fc.pre(kebabCase(a) === kebabCase(b) || pascalCase(a) === pascalCase(b));
        check(a, b);
      }),
    );
  });
});
