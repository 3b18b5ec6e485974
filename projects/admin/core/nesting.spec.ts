import { parentParam, singularize } from './nesting';
import { AdminConfigError, checkDescriptor, normalizeResources } from './normalize';
import type { ResourceDescriptor } from './types';

function messagesOf(list: readonly unknown[]): string[] {
  try {
    normalizeResources(list as ResourceDescriptor[]);
  } catch (error) {
    expect(error).toBeInstanceOf(AdminConfigError);
    return (error as AdminConfigError).problems.map(
      (p) => `${p.index} ${p.resource ?? '-'} ${p.key ?? '-'}: ${p.message}`,
    );
  }
  throw new Error('normalizeResources did not throw');
}

describe('nested resources: parent', () => {
  it('derives the parameter from the parent name', () => {
    expect(parentParam('posts')).toBe('postId');
    expect(parentParam('blog-categories')).toBe('blogCategoryId');
    expect(parentParam('boxes')).toBe('boxId');
    expect(parentParam('status')).toBe('statusId');
    expect(singularize('addresses')).toBe('address');
  });

  it('nests the API path and records the chain, outermost first', () => {
    const [posts, comments, likes] = normalizeResources([
      { name: 'posts' },
      { name: 'comments', parent: 'posts' },
      { name: 'likes', parent: { name: 'comments', param: 'comment' } },
    ]);
    expect(posts).toMatchObject({ api: 'posts', parent: undefined, parents: [] });
    expect(comments).toMatchObject({
      api: 'posts/{postId}/comments',
      parent: { name: 'posts', param: 'postId' },
      parents: [{ name: 'posts', param: 'postId' }],
    });
    expect(likes.api).toBe('posts/{postId}/comments/{comment}/likes');
    expect(likes.parents).toEqual([
      { name: 'posts', param: 'postId' },
      { name: 'comments', param: 'comment' },
    ]);
    expect(Object.isFrozen(likes.parents)).toBe(true);
    expect(likes.componentName('list')).toBe('LikesList');
  });

  it('takes the child order from nothing: a child may come before its parent', () => {
    const [comments] = normalizeResources([
      { name: 'comments', parent: 'posts' },
      { name: 'posts' },
    ]);
    expect(comments.api).toBe('posts/{postId}/comments');
  });

  it('uses api as the child segment, or as a whole template naming parent ids', () => {
    const [, remarks, shallow, likes] = normalizeResources([
      { name: 'posts', api: 'blog/posts' },
      { name: 'remarks', parent: 'posts', api: 'comments' },
      { name: 'shallow', parent: 'posts', api: 'v2/{postId}/notes' },
      { name: 'likes', parent: 'remarks', api: 'remarks/{remarkId}/likes' },
    ]);
    expect(remarks.api).toBe('blog/posts/{postId}/comments');
    expect(shallow.api).toBe('v2/{postId}/notes');
    expect(likes.api).toBe('remarks/{remarkId}/likes');
  });

  it('is idempotent: a nested resource given again stays the same', () => {
    const first = normalizeResources([{ name: 'posts' }, { name: 'comments', parent: 'posts' }]);
    expect(normalizeResources(first)).toEqual(first);
    expect(normalizeResources(first.map((r) => r.descriptor))).toStrictEqual(first);
  });

  it('reports an unknown parent, a cycle and a parent without show or list, all at once', () => {
    expect(
      messagesOf([
        { name: 'posts', except: ['show'] },
        { name: 'comments', parent: 'post' },
        { name: 'likes', parent: 'posts' },
        { name: 'a', parent: 'b' },
        { name: 'b', parent: 'a' },
        { name: 'tags', icon: 'tag' },
        { name: 'self', parent: 'self' },
      ]),
    ).toEqual([
      '5 tags icon: "tag" is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")',
      '6 self parent: "self" cannot be its own parent',
      '1 comments parent: "post" is not a resource of the list; did you mean "posts"? (resources: posts, comments, likes, a, b, tags, self)',
      '2 likes parent: parent "posts" must enable "show" (nested pages read the parent record and link back to its list); its enabled actions: list, create, edit, delete',
      '3 a parent: the parents form a cycle: a → b → a',
      '4 b parent: the parents form a cycle: b → a → b',
    ]);
  });

  it('reports a parent without list, or without both pages', () => {
    expect(
      messagesOf([
        { name: 'posts', actions: ['show', 'edit'] },
        { name: 'comments', parent: 'posts' },
        { name: 'logs', actions: ['create'] },
        { name: 'lines', parent: 'logs' },
      ]),
    ).toEqual([
      '1 comments parent: parent "posts" must enable "list" (nested pages read the parent record and link back to its list); its enabled actions: show, edit',
      '3 lines parent: parent "logs" must enable "list", "show" (nested pages read the parent record and link back to its list); its enabled actions: create',
    ]);
  });

  it('reports a bad parent shape, parameter and api template', () => {
    expect(
      messagesOf([
        { name: 'posts' },
        { name: 'c1', parent: 42 },
        { name: 'c2', parent: { name: 'posts', parm: 'x' } },
        { name: 'c3', parent: { name: 'posts', param: 'id' } },
        { name: 'c4', parent: { name: 'posts', param: 'post-id' } },
        { name: 'c5', parent: 'posts', api: 'posts/{postid}/c5' },
        { name: 'c6', parent: 'posts', api: 'posts/{postId/c6' },
        { name: 'c7', api: 'posts/{postId}/c7' },
        { name: 'edit', parent: 'posts' },
      ]),
    ).toEqual([
      '1 c1 parent: must be a resource name or { name, param }, got number 42',
      '2 c2 parent: unknown key "parm"; did you mean "param"? (valid: name, param)',
      '3 c3 parent: "param" cannot be "id" (taken by the record\'s own id); the default is "postId"',
      '4 c4 parent: "param" must be a parameter name (letters, digits, "_"), got "post-id"',
      '6 c6 api: "posts/{postId/c6" has a malformed placeholder: write a parent id as {postId} (letters, digits, "_")',
      '7 c7 api: "posts/{postId}/c7" names a parent id but the resource has no "parent": add parent: \'<resource>\' or remove the placeholder',
      '8 edit name: a resource named "edit" under "posts" would take the URL of "posts"\'s edit page (/posts/:id/edit); rename it',
      '5 c5 api: "posts/{postid}/c5" names "{postid}", which is not a parent id; did you mean "postId"? (parent ids: postId)',
    ]);
  });

  it('reports two parents sharing a parameter', () => {
    expect(
      messagesOf([
        { name: 'posts', parent: { name: 'blogs', param: 'id2' } },
        { name: 'blogs' },
        { name: 'notes', parent: { name: 'posts', param: 'id2' } },
      ]),
    ).toEqual([
      '2 notes parent: the parameter "id2" names two parents\' ids ("blogs", "posts"); give one of them another "param"',
    ]);
  });

  it('checkDescriptor checks the shape of parent only (the list checks the rest)', () => {
    expect(checkDescriptor({ name: 'comments', parent: 'posts' })).toEqual([]);
    expect(checkDescriptor({ name: 'comments', parent: ['posts'] })).toEqual([
      { key: 'parent', message: 'must be a resource name or { name, param }, got an array' },
    ]);
  });
});
