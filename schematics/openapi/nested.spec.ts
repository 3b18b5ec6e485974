// admin:openapi and nested resources (issues 19 and 23): a collection and its records under a
// record of another resource (`/posts/{postId}/comments[/{id}]`) become a resource with `parent`,
// its pages nested pages, and a list on the parent's show page; what cannot be nested is reported.
import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { normalizeResources, type ResourceDescriptor } from '../core';
import { readResourcesIndex } from '../utils/ast';
import { copy, createAdminApp, prettierCheck, runLogged, snapshot } from '../testing/workspace';
import { analyzeDocument } from './analyze';

const RES = '/projects/app/src/resources';
const NESTED = join(__dirname, 'fixtures', 'nested.openapi.yaml');
const ROOT = join(__dirname, '../..');

/**
 * The errors of ngc (strictTemplates, the workspace's settings, `admin` from the library's
 * sources) over the generated resources folder, written under tmp/ of the repository.
 */
function ngcErrors(tree: UnitTestTree): string {
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'tmp', 'openapi-nested-'));
  try {
    for (const file of tree.files.filter((f) => f.startsWith(`${RES}/`) && f.endsWith('.ts'))) {
      const target = join(dir, file.slice(RES.length + 1));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, tree.readContent(file));
    }
    const root = relative(dir, ROOT);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: `${root}/tsconfig.json`,
        compilerOptions: { noEmit: true, types: [], baseUrl: root },
        include: ['./**/*.ts'],
      }),
    );
    const ngc = join(ROOT, 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js');
    const result = spawnSync(process.execPath, [ngc, '-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    return `${result.stdout}${result.stderr}`.trim() || (result.status === 0 ? '' : 'ngc failed');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function generate(tree: UnitTestTree, options: { only?: string } = {}) {
  const { tree: result, logs } = await runLogged(
    'openapi',
    { project: 'app', document: NESTED, ...options },
    tree,
  );
  return { tree: result, log: logs.join('\n') };
}

/** The generated descriptors, normalised by the library's own core (throws on any problem). */
function normalised(tree: UnitTestTree) {
  const index = readResourcesIndex(tree, `${RES}/index.ts`);
  return normalizeResources(
    index.descriptors.map((d) => d.data) as unknown as ResourceDescriptor[],
  );
}

/** The columns a page declares as `<name>: VaColumn[] = [...]` (object literals of plain values). */
function columnsIn(code: string, name: string): Record<string, unknown>[] {
  const match = new RegExp(`${name}: VaColumn\\[\\] = (\\[[\\s\\S]*?\\]);`).exec(code);
  if (!match) throw new Error(`no ${name}: VaColumn[] in\n${code}`);
  return new Function(`return ${match[1]}`)() as Record<string, unknown>[];
}

describe('ng generate admin:openapi: nested resources', () => {
  let base: UnitTestTree;
  let tree: UnitTestTree;
  let log: string;

  beforeAll(async () => {
    base = await createAdminApp({ standalone: true });
    ({ tree, log } = await generate(copy(base)));
  });

  it('writes a descriptor with parent for each collection under a record, parents first', () => {
    expect(tree.readContent(`${RES}/index.ts`)).toContain(`const resources: ResourceDescriptor[] = [
  {
    name: 'posts',
    label: 'title',
  },
  {
    name: 'authors',
    label: 'name',
    actions: ['show'],
  },
  {
    name: 'comments',
    parent: 'posts',
  },
  {
    name: 'attachments',
    label: 'fileName',
    actions: ['list'],
    parent: 'posts',
  },
  {
    name: 'likes',
    label: 'userName',
    actions: ['list', 'show', 'delete'],
    parent: { name: 'comments', param: 'comment' },
  },
];`);
  });

  it("gives descriptors the library accepts, with the document's API paths", () => {
    const byName = Object.fromEntries(normalised(tree).map((r) => [r.name, r]));
    expect(byName['comments'].api).toBe('posts/{postId}/comments');
    // {id} cannot name a parent id in the admin: postId, the same URL.
    expect(byName['attachments'].api).toBe('posts/{postId}/attachments');
    expect(byName['likes'].api).toBe('posts/{postId}/comments/{comment}/likes');
    expect(byName['likes'].parents).toEqual([
      { name: 'posts', param: 'postId' },
      { name: 'comments', param: 'comment' },
    ]);
  });

  it('writes nested pages: their routes under the parents, the parent inputs', () => {
    const list = tree.readContent(`${RES}/comments/list.ts`);
    expect(list).toContain('The list page of comments (route /posts/:postId/comments).');
    expect(list).toContain('readonly parentId = input<string>();');
    expect(list).toContain('readonly parent = input<AdminRecord>();');
    expect(tree.readContent(`${RES}/likes/show.ts`)).toContain(
      'The show page of likes (route /posts/:postId/comments/:comment/likes/:id).',
    );
    const pages = tree.readContent(`${RES}/pages.ts`);
    expect(pages).toContain(
      "CommentsEdit: () => import('./comments/edit').then((m) => m.CommentsEdit),",
    );
    expect(pages).not.toContain('LikesEdit');
  });

  it("lists a nested resource on its parent's show page (one-to-many through the nested path)", () => {
    for (const [page, related, target] of [
      ['posts', 'comments', 'postId'],
      ['posts', 'attachments', 'postId'],
      ['comments', 'likes', 'comment'],
    ]) {
      const show = tree.readContent(`${RES}/${page}/show.ts`);
      expect(show).toMatch(
        new RegExp(
          `<va-reference-many-field\\s+reference="${related}"\\s+target="${target}"\\s+\\[columns\\]="${related}Columns"\\s*/>`,
        ),
      );
      // The table's columns: those of the related list, but the parent's id.
      const listed = columnsIn(tree.readContent(`${RES}/${related}/list.ts`), 'columns');
      expect(listed.length).toBeGreaterThan(0);
      expect(columnsIn(show, `${related}Columns`)).toEqual(
        listed.filter((c) => c['source'] !== target),
      );
    }
    // No column and no input for the relation.
    expect(tree.readContent(`${RES}/posts/list.ts`)).not.toContain('comments');
    expect(tree.readContent(`${RES}/posts/form.ts`)).not.toContain('comments');
  });

  it('writes pages that compile with strict templates (ngc against the library)', () => {
    expect(ngcErrors(tree)).toBe('');
  }, 300_000);

  it('writes files that Prettier leaves as they are', () => {
    const result = prettierCheck(
      tree,
      tree.files.filter((f) => f.startsWith(`${RES}/`) && f.endsWith('.ts')),
    );
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('reports, with the reason, what under a record is no nested resource', () => {
    expect(log).toContain('Not mapped (3 operations):');
    for (const line of [
      'GET /posts/{id}/stats: under the record /posts/{id}: the response is not a list of records (an array, or an object holding one), so this is no nested collection',
      "GET /authors/{authorId}/books: under the record /authors/{authorId}: a nested resource needs its parent /authors to have a list (GET /authors): the admin's nested pages read the parent record and link back to its list",
      'GET /archive/{year}/posts: under the record /archive/{year}: /archive is no resource with records at /archive/{year}, so there is no parent to nest this collection under',
    ])
      expect(log).toContain(`  - ${line}`);
  });

  it('a record operation with a JSON body: a record action whose dialog asks for its scalar properties', () => {
    expect(log).toContain(
      '  - POST /posts/{id}/publish: "Publish post" on posts (a form for channel, priority, notify)',
    );
    expect(log).toContain(
      `  - posts: POST /posts/{id}/publish: the body's "tags" (array) is not asked for by the action's dialog`,
    );
    const action = [
      '  protected readonly actions = [',
      '    recordOperationAction({',
      "      id: 'publish',",
      "      label: 'Publish post',",
      "      icon: 'mdi-play-circle-outline',",
      "      method: 'POST',",
      "      path: 'posts/{id}/publish',",
      '      fields: [',
      "        { source: 'channel', required: true },",
      "        { source: 'priority', type: 'number' },",
      "        { source: 'notify', type: 'boolean' },",
      '      ],',
      '    }),',
      '  ];',
    ].join('\n');
    for (const page of ['list', 'show'])
      expect(tree.readContent(`${RES}/posts/${page}.ts`)).toContain(action);
    // The icon is in the app's icon subset (src/resources/icons.ts).
    const icons = tree.files.find((f) => f.endsWith('/icons.ts'));
    expect(icons && tree.readContent(icons)).toContain("'mdi-play-circle-outline'");
    // Nested and parameter-less resources get none.
    expect(tree.readContent(`${RES}/comments/list.ts`)).not.toContain('recordOperationAction');
  });

  it('run again on the same document, changes nothing', async () => {
    const again = await generate(copy(tree));
    expect(snapshot(again.tree)).toEqual(snapshot(tree));
    expect(again.log).toContain('Everything generated from the document is up to date.');
  });

  it('--only a nested resource without its parent: not generated, and says what to add', async () => {
    const { tree: only, log: said } = await generate(copy(base), { only: 'comments' });
    expect(said).toContain(
      `  - comments: nested under "posts" (/posts/{postId}/comments), which is not a resource of ${RES.slice(1)}/index.ts: generate it too (e.g. --only posts,comments)`,
    );
    expect(only.exists(`${RES}/comments/list.ts`)).toBe(false);
    expect(normalised(only)).toEqual([]);
  });

  it('--only the parent: its show page lists no nested resource the app does not get', async () => {
    const { tree: only } = await generate(copy(base), { only: 'posts' });
    expect(only.readContent(`${RES}/posts/show.ts`)).not.toContain('va-reference-many-field');
    // Then the children: the parent's show page, as generated, gets their lists.
    const { tree: all, log: said } = await generate(only);
    expect(all.readContent(`${RES}/posts/show.ts`)).toMatch(
      /<va-reference-many-field\s+reference="comments"\s+target="postId"\s+\[columns\]="commentsColumns"\s*\/>/,
    );
    expect(said).toContain('posts: new fields comments (references-many:comments)');
    expect(normalised(all).map((r) => r.name)).toEqual([
      'posts',
      'authors',
      'comments',
      'attachments',
      'likes',
    ]);
  });
});

describe('analyzeDocument: nested paths', () => {
  const doc = (paths: Record<string, unknown>) => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths,
  });
  const list = (item: object) => ({
    get: {
      responses: {
        '200': {
          description: 'ok',
          content: { 'application/json': { schema: { type: 'array', items: item } } },
        },
      },
    },
  });
  const record = {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  };
  const one = {
    get: {
      responses: {
        '200': { description: 'ok', content: { 'application/json': { schema: record } } },
      },
    },
    delete: { responses: { '204': { description: 'gone' } } },
  };

  it('names a nested resource after its parent when its segment is taken', () => {
    const analysis = analyzeDocument(
      doc({
        '/posts': list(record),
        '/posts/{id}': one,
        '/tags': list(record),
        '/tags/{id}': one,
        '/posts/{postId}/tags': list(record),
        '/posts/{postId}/tags/{id}': one,
      }),
    );
    expect(analysis.resources.map((r) => [r.name, r.api, r.parent, r.actions])).toEqual([
      ['posts', 'posts', undefined, ['list', 'show', 'delete']],
      ['tags', 'tags', undefined, ['list', 'show', 'delete']],
      ['post-tags', 'tags', { name: 'posts', param: 'postId' }, ['list', 'show', 'delete']],
    ]);
    expect(analysis.unmapped).toEqual([]);
  });

  it('nests records without a collection path too, and reads no reference to a nested resource', () => {
    const analysis = analyzeDocument(
      doc({
        '/users': list(record),
        '/users/{id}': one,
        '/users/{userId}/keys/{id}': one,
        '/logs': list({
          type: 'object',
          properties: { id: { type: 'integer' }, keyId: { type: 'integer' } },
        }),
      }),
    );
    const keys = analysis.resources.find((r) => r.name === 'keys')!;
    expect([keys.api, keys.parent, keys.actions]).toEqual([
      'keys',
      { name: 'users', param: 'userId' },
      ['show', 'delete'],
    ]);
    // No list: the user's page does not list keys.
    const users = analysis.resources.find((r) => r.name === 'users')!;
    expect(users.fields.some((f) => f.type === 'references-many')).toBe(false);
    // keyId: a look-up of keys would need the user's id as well: a number, with a note.
    const logs = analysis.resources.find((r) => r.name === 'logs')!;
    expect(logs.fields.find((f) => f.source === 'keyId')?.type).toBe('number');
    expect(logs.notes).toContain(
      'keyId: looks like a reference to "keys", which is nested under "users" (a look-up needs the parent\'s id too); a plain number field',
    );
  });

  it('leaves the children of a collection it cannot nest to the report too', () => {
    const analysis = analyzeDocument(
      doc({
        '/authors/{id}': one,
        '/authors/{authorId}/books': list(record),
        '/authors/{authorId}/books/{bookId}/pages': list(record),
      }),
    );
    expect(analysis.resources.map((r) => r.name)).toEqual(['authors']);
    expect(analysis.unmapped.map((u) => `${u.what}: ${u.reason}`)).toEqual([
      "GET /authors/{authorId}/books: under the record /authors/{authorId}: a nested resource needs its parent /authors to have a list (GET /authors): the admin's nested pages read the parent record and link back to its list",
      'GET /authors/{authorId}/books/{bookId}/pages: under the record /authors/{authorId}/books/{bookId}: the collection it is under, /authors/{authorId}/books, is not mapped either',
    ]);
  });

  it('leaves a path with two parameters in a row to the report', () => {
    const analysis = analyzeDocument(
      doc({ '/posts': list(record), '/posts/{id}': one, '/posts/{a}/{b}/c': list(record) }),
    );
    expect(analysis.resources.map((r) => r.name)).toEqual(['posts']);
    expect(analysis.unmapped).toEqual([
      {
        what: 'GET /posts/{a}/{b}/c',
        reason:
          'under the record /posts/{a}/{b}: the admin nests a collection under a record as <collection>/{id}/<collection>[/{id}], one parameter between static segments',
      },
    ]);
  });
});
