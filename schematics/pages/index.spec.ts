import type { UnitTestTree } from '@angular-devkit/schematics/testing';

import { copy, createAdminApp, runLogged, snapshot } from '../testing/workspace';

const RES = '/projects/app/src/resources';

async function run(tree: UnitTestTree, schematic: string, options: Record<string, unknown> = {}) {
  const { tree: result, logs } = await runLogged(schematic, { project: 'app', ...options }, tree);
  return { tree: result, logs: logs.join('\n') };
}

describe('ng generate admin:pages', () => {
  let tree: UnitTestTree;

  beforeAll(async () => {
    tree = await createAdminApp({ standalone: true });
    tree = (await run(tree, 'resource', { name: 'users', routes: 'list' })).tree;
    tree = (await run(tree, 'resource', { name: 'posts', except: 'show' })).tree;
    tree = (
      await run(tree, 'resource', { name: 'archived-posts', api: 'posts', actions: 'list,show' })
    ).tree;
  });

  it('rebuilds the registry from the resource folders (docs/contract.md §2.8)', async () => {
    const generated = tree.readContent(`${RES}/pages.ts`);
    const scrambled = copy(tree);
    scrambled.overwrite(`${RES}/pages.ts`, generated.replace(/ {2}PostsList: .*\n/, ''));
    const { tree: rebuilt, logs } = await run(scrambled, 'pages');
    expect(rebuilt.readContent(`${RES}/pages.ts`)).toBe(generated);
    expect(logs).toContain('pages.ts: 6 pages from projects/app/src/resources/*/.');
  });

  it('changes nothing when the registry is up to date', async () => {
    const before = snapshot(tree);
    const { tree: after, logs } = await run(copy(tree), 'pages');
    expect(snapshot(after)).toEqual(before);
    expect(logs).not.toMatch(/warn/);
  });

  it('reports orphan files, missing pages, unused and misnamed page files', async () => {
    const t = copy(tree);
    t.create(`${RES}/comments/list.ts`, 'export class CommentsList {}\n');
    t.delete(`${RES}/posts/edit.ts`);
    t.create(`${RES}/users/show.ts`, 'export class UsersShow {}\n');
    t.overwrite(`${RES}/archived-posts/show.ts`, 'export class ArchivedShow {}\n');
    const { tree: result, logs } = await run(t, 'pages');
    expect(logs).toContain(
      'Files that match no resource:\n  - projects/app/src/resources/comments/ (list.ts) matches no resource in projects/app/src/resources/index.ts',
    );
    expect(logs).toContain(
      'Routed pages without a file:\n  - "posts" edit: no projects/app/src/resources/posts/edit.ts (the route shows the not-found page)',
    );
    expect(logs).toContain(
      'Page files of actions that are not routed (not registered):\n  - projects/app/src/resources/users/show.ts: "show" is not a routed action of "users"',
    );
    expect(logs).toContain(
      'Page files without their component class (not registered):\n  - projects/app/src/resources/archived-posts/show.ts exports ArchivedShow instead of ArchivedPostsShow',
    );
    const pages = result.readContent(`${RES}/pages.ts`);
    expect(pages).not.toContain('PostsEdit');
    expect(pages).not.toContain('CommentsList');
    expect(pages).not.toContain('UsersShow');
    expect(pages).not.toContain('ArchivedPostsShow');
    expect(pages).toContain('ArchivedPostsList');
  });

  it('keeps entries written by hand and the rest of the file', async () => {
    const t = copy(tree);
    t.overwrite(
      `${RES}/pages.ts`,
      `import type { AdminPages } from 'admin';
import { Dashboard } from '../app/dashboard';

// Our registry.
export const pages: AdminPages = {
  PostsShow: () => import('../app/post-show').then((m) => m.PostShow),
  Extra: async () => Dashboard,
  UsersList: () => import('./users/list').then((m) => m.UsersList),
};
`,
    );
    const { tree: result, logs } = await run(t, 'pages');
    expect(result.readContent(`${RES}/pages.ts`)).toBe(`import type { AdminPages } from 'admin';
import { Dashboard } from '../app/dashboard';

// Our registry.
export const pages: AdminPages = {
  UsersList: () => import('./users/list').then((m) => m.UsersList),
  PostsList: () => import('./posts/list').then((m) => m.PostsList),
  PostsCreate: () => import('./posts/create').then((m) => m.PostsCreate),
  PostsEdit: () => import('./posts/edit').then((m) => m.PostsEdit),
  ArchivedPostsList: () => import('./archived-posts/list').then((m) => m.ArchivedPostsList),
  ArchivedPostsShow: () => import('./archived-posts/show').then((m) => m.ArchivedPostsShow),
  PostsShow: () => import('../app/post-show').then((m) => m.PostShow),
  Extra: async () => Dashboard,
};
`);
    expect(logs).toContain('2 entries written by hand kept');
  });

  it('recreates a missing pages.ts', async () => {
    const t = copy(tree);
    const expected = t.readContent(`${RES}/pages.ts`);
    t.delete(`${RES}/pages.ts`);
    expect((await run(t, 'pages')).tree.readContent(`${RES}/pages.ts`)).toBe(expected);
  });

  it('says which descriptors it cannot read', async () => {
    const t = copy(tree);
    const index = t.readContent(`${RES}/index.ts`).replace("routes: ['list'],", 'routes: ROUTES,');
    t.overwrite(`${RES}/index.ts`, index);
    const { logs } = await run(t, 'pages');
    expect(logs).toContain('"users" (actions, except or routes are computed)');
  });
});
