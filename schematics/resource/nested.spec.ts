import type { UnitTestTree } from '@angular-devkit/schematics/testing';

import { adminRunner, copy, createAdminApp, prettierCheck } from '../testing/workspace';
import type { ResourceOptions } from './index';

const RES = '/projects/app/src/resources';

async function generate(tree: UnitTestTree, options: ResourceOptions) {
  const runner = adminRunner();
  return runner.runSchematic('resource', { project: 'app', ...options }, tree);
}

/** The message of the schematic's failure. */
async function failure(tree: UnitTestTree, options: ResourceOptions): Promise<string> {
  try {
    await generate(tree, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the schematic did not fail');
}

describe('ng generate admin:resource --parent (nested resources)', () => {
  let posts: UnitTestTree;

  beforeAll(async () => {
    posts = await generate(await createAdminApp({ standalone: true }), {
      name: 'posts',
      label: 'title',
    });
  });

  describe('comments --parent posts', () => {
    let tree: UnitTestTree;

    beforeAll(async () => {
      tree = await generate(copy(posts), {
        name: 'comments',
        parent: 'posts',
        fields: 'body!:text',
      });
    });

    it('writes the pages in src/resources/comments/ and the descriptor with its parent', () => {
      expect(
        tree.files
          .filter((f) => f.startsWith(`${RES}/comments/`))
          .map((f) => f.slice(`${RES}/comments/`.length))
          .sort(),
      ).toEqual(['create.ts', 'edit.ts', 'form.ts', 'list.ts', 'show.ts']);
      expect(tree.readContent(`${RES}/index.ts`)).toContain(`  {
    name: 'comments',
    parent: 'posts',
  },
];`);
      expect(tree.readContent(`${RES}/pages.ts`)).toContain(
        "CommentsList: () => import('./comments/list').then((m) => m.CommentsList),",
      );
    });

    it('gives the pages their nested routes and the parent inputs', () => {
      const list = tree.readContent(`${RES}/comments/list.ts`);
      expect(list).toContain('/** The list page of comments (route /posts/:postId/comments). */');
      expect(list).toContain(
        "import { VaList, type VaColumn, type AdminRecord, type Resource } from 'admin';",
      );
      expect(list).toContain(`  readonly permissions = input<readonly string[]>([]);
  /** The posts record's id, as in the URL (:postId). */
  readonly parentId = input<string>();
  /** The posts record this page is nested under. */
  readonly parent = input<AdminRecord>();`);
      expect(tree.readContent(`${RES}/comments/show.ts`)).toContain(
        '(route /posts/:postId/comments/:id)',
      );
      expect(tree.readContent(`${RES}/comments/edit.ts`)).toContain(
        '(route /posts/:postId/comments/:id/edit)',
      );
      const create = tree.readContent(`${RES}/comments/create.ts`);
      expect(create).toContain('(route /posts/:postId/comments/create;');
      expect(create).toContain('readonly parent = input<AdminRecord>();');
      // The form has no parent input: the parent is the URL's.
      expect(tree.readContent(`${RES}/comments/form.ts`)).not.toContain('parent');
    });

    it('nests deeper, with a named parameter (object form)', async () => {
      const deeper = await generate(copy(tree), {
        name: 'likes',
        parent: 'comments',
        parentParam: 'comment',
        routes: 'list',
      });
      expect(deeper.readContent(`${RES}/index.ts`)).toContain(`  {
    name: 'likes',
    routes: ['list'],
    parent: { name: 'comments', param: 'comment' },
  },`);
      expect(deeper.readContent(`${RES}/likes/list.ts`)).toContain(
        '(route /posts/:postId/comments/:comment/likes)',
      );
    });

    it('writes files that Prettier leaves as they are', () => {
      const result = prettierCheck(
        tree,
        tree.files.filter((f) => f.startsWith(`${RES}/comments/`)),
      );
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
    });
  });

  it('stops, writing nothing, on an unknown parent, with a suggestion', async () => {
    const message = await failure(copy(posts), { name: 'comments', parent: 'post' });
    expect(message).toContain('Cannot add resource "comments"; nothing was written:');
    expect(message).toContain(
      '--parent: "post" is not a resource of the list; did you mean "posts"? (resources: posts, comments)',
    );
  });

  it('stops on a parent without a show page, a reserved parameter, a template naming no parent id', async () => {
    const tree = await generate(copy(posts), { name: 'tags', except: 'show' });
    expect(await failure(tree, { name: 'notes', parent: 'tags' })).toContain(
      '--parent: parent "tags" must enable "show" (nested pages read the parent record and link back to its list); its enabled actions: list, create, edit, delete',
    );
    expect(await failure(tree, { name: 'notes', parent: 'posts', parentParam: 'id' })).toContain(
      '--parent: "param" cannot be "id"',
    );
    expect(
      await failure(tree, { name: 'notes', parent: 'posts', api: 'v2/{post}/notes' }),
    ).toContain('--api: "v2/{post}/notes" names "{post}", which is not a parent id');
  });
});
