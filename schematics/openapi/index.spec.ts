import type { UnitTestTree } from '@angular-devkit/schematics/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import * as ts from 'typescript';

import { adminRunner, copy, createAdminApp, runLogged, snapshot } from '../testing/workspace';
import type { OpenApiOptions } from './index';

const SRC = '/projects/app/src';
const RES = `${SRC}/resources`;
const FIXTURES = join(__dirname, 'fixtures');
const fixture = (name: string) => join(FIXTURES, name);
const demoDocument = () =>
  JSON.parse(readFileSync(fixture('demo-api.openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
    components: {
      schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>;
    };
  };

async function generate(tree: UnitTestTree, options: OpenApiOptions) {
  const { tree: result, logs } = await runLogged('openapi', { project: 'app', ...options }, tree);
  return { tree: result, log: logs.join('\n') };
}

async function failure(tree: UnitTestTree, options: OpenApiOptions): Promise<string> {
  const before = snapshot(tree);
  let message = '';
  try {
    await generate(tree, options);
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).not.toBe('');
  expect(snapshot(tree)).toEqual(before);
  return message;
}

const folder = (tree: UnitTestTree, name: string) =>
  tree.files
    .filter((f) => f.startsWith(`${RES}/${name}/`))
    .map((f) => f.slice(`${RES}/${name}/`.length))
    .sort();

/** The TypeScript errors of the generated model.ts files (strict, each file a module). */
function modelErrors(tree: UnitTestTree): string[] {
  const files = new Map(
    tree.files.filter((f) => f.endsWith('/model.ts')).map((f) => [f, tree.readContent(f)]),
  );
  expect(files.size).toBeGreaterThan(0);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => files.get(name) ?? read(name);
  host.fileExists = (name) => files.has(name) || ts.sys.fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, version)
      : getSourceFile(name, version);
  const program = ts.createProgram([...files.keys()], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('ng generate admin:openapi', () => {
  let base: UnitTestTree;

  beforeAll(async () => {
    base = await createAdminApp({ standalone: true });
  });

  describe('the demo API document (OpenAPI 3.0, JSON)', () => {
    let tree: UnitTestTree;
    let log: string;

    beforeAll(async () => {
      ({ tree, log } = await generate(copy(base), { document: fixture('demo-api.openapi.json') }));
    });

    it('writes one descriptor per collection, with api, label and actions from the operations', () => {
      const index = tree.readContent(`${RES}/index.ts`);
      expect(index).toContain(`const resources: ResourceDescriptor[] = [
  {
    name: 'users',
    label: 'name',
    actions: ['list', 'show'],
  },
  {
    name: 'posts',
    label: 'title',
  },
  {
    name: 'comments',
  },
  {
    name: 'categories',
    label: 'name',
    actions: ['list', 'show', 'create', 'edit'],
  },
  {
    name: 'tags',
    label: 'name',
  },
  {
    name: 'post-comments',
    api: 'comments',
    actions: ['list'],
    parent: 'posts',
  },
];`);
      expect(index).not.toContain('permissions');
    });

    it('writes the pages of the routed actions, the model, and registers the pages', () => {
      expect(folder(tree, 'posts')).toEqual([
        'create.ts',
        'edit.ts',
        'form.ts',
        'list.ts',
        'model.ts',
        'show.ts',
      ]);
      expect(folder(tree, 'users')).toEqual(['list.ts', 'model.ts', 'show.ts']);
      const pages = tree.readContent(`${RES}/pages.ts`);
      expect(pages).toContain("PostsList: () => import('./posts/list').then((m) => m.PostsList),");
      expect(pages).toContain("UsersShow: () => import('./users/show').then((m) => m.UsersShow),");
      expect(pages).not.toContain('UsersEdit');
    });

    it('maps references, reference arrays, date-times, validators and read-only fields', () => {
      const form = tree.readContent(`${RES}/posts/form.ts`);
      expect(form).toContain(
        '<va-text-input source="title" required [minLength]="1" [maxLength]="200" />',
      );
      expect(form).toContain('<va-text-input source="body" multiline />');
      expect(form).toContain('<va-select-input source="userId" reference="users" required />');
      expect(form).toContain(
        '<va-autocomplete-input source="tagIds" reference="tags" [multiple]="true" />',
      );
      expect(form).toContain('<va-date-time-input source="publishedAt" />');
      expect(form).toContain('<va-number-input source="views" [min]="0" />');
      expect(form).not.toContain('source="id"');
      const list = tree.readContent(`${RES}/posts/list.ts`);
      expect(list).toContain("{ source: 'id', type: 'number', sortable: true },");
      expect(list).toContain("{ source: 'userId', type: 'reference', reference: 'users' },");
      expect(list).toContain("{ source: 'publishedAt', type: 'datetime', sortable: true },");
      expect(list).toContain("{ source: 'tagIds', type: 'reference-array', reference: 'tags' },");
      const show = tree.readContent(`${RES}/posts/show.ts`);
      expect(show).toContain('<va-date-field source="publishedAt" showTime />');
      expect(show).toContain('<va-reference-field source="categoryId" reference="categories" />');
      // comments.createdAt is readOnly: shown, not edited
      expect(tree.readContent(`${RES}/comments/show.ts`)).toContain('source="createdAt"');
      expect(tree.readContent(`${RES}/comments/form.ts`)).not.toContain('createdAt');
      expect(tree.readContent(`${RES}/categories/form.ts`)).toContain(
        '<va-text-input source="slug" pattern="^[a-z0-9-]+$" />',
      );
    });

    it('writes interfaces that compile', () => {
      expect(modelErrors(tree)).toEqual([]);
    });

    it('writes the interface of the records', () => {
      expect(tree.readContent(`${RES}/posts/model.ts`))
        .toContain(`/** A record of "posts" (schema Post). */
export interface Post {
  readonly id: number;
  title: string;
  body?: string;
  userId: number;
  categoryId?: number;
  tagIds?: number[];
  published?: boolean;
  archived?: boolean;
  publishedAt?: string;
  views?: number;
}
`);
    });

    it('keeps json-server and /api, the defaults, out of the app config', () => {
      const config = tree.readContent(`${SRC}/app/app.config.ts`);
      // As ng add wrote it: the login endpoint stays under /api.
      expect(config).toContain(
        "provideAdmin({ resources, pages, icons, auth: bearerTokenAuth({ endpoints: { login: '/api/auth/login' } }) }",
      );
      expect(log).toContain(
        'API /api, dialect json-server (list parameters "_page", "_limit", "_sort", "_order")',
      );
    });

    it('maps the list under a post to a nested resource, listed on the post page', () => {
      // GET /posts/{postId}/comments: a list only (no record path under the post); "comments"
      // is the top-level collection's name, so the nested one is the post's.
      expect(log).toContain(`  - post-comments: list; 5 fields (${RES.slice(1)}/post-comments/)`);
      expect(folder(tree, 'post-comments')).toEqual(['list.ts', 'model.ts']);
      expect(tree.readContent(`${RES}/post-comments/list.ts`)).toContain(
        'The list page of post-comments (route /posts/:postId/post-comments).',
      );
      const show = tree.readContent(`${RES}/posts/show.ts`);
      expect(show).toContain(
        '<va-reference-many-field\n        reference="post-comments"\n        target="postId"\n        [columns]="postCommentsColumns"\n      />',
      );
      expect(show).toContain('protected readonly postCommentsColumns: VaColumn[] = [');
    });

    it('lists the operations it cannot map, with the reason', () => {
      expect(log).toContain('Not mapped (2 operations):');
      expect(log).not.toContain('GET /posts/{postId}/comments:');
      expect(log).toContain(
        '  - POST /auth/login: POST on a path that is no collection (it has no list GET and no record path <path>/{id}): an action, not a resource',
      );
      expect(log).toContain(
        '  - GET /auth/me: the response is not a list of records (an array, or an object holding one)',
      );
    });

    it('records what it generated in src/resources/openapi.json', () => {
      const manifest = JSON.parse(tree.readContent(`${RES}/openapi.json`));
      expect(Object.keys(manifest.resources)).toEqual([
        'users',
        'posts',
        'comments',
        'categories',
        'tags',
        'post-comments',
      ]);
      expect(Object.keys(manifest.resources.posts.files).sort()).toEqual([
        'create.ts',
        'edit.ts',
        'form.ts',
        'list.ts',
        'model.ts',
        'show.ts',
      ]);
      expect(manifest.resources.posts.files['list.ts']).toMatch(/^[0-9a-f]{64}$/);
    });

    it('run again on the same document, changes nothing', async () => {
      const again = await generate(copy(tree), { document: fixture('demo-api.openapi.json') });
      expect(snapshot(again.tree)).toEqual(snapshot(tree));
      expect(again.log).toContain('Everything generated from the document is up to date.');
    });
  });

  it('reads the document the demo API serves (GET /api/openapi.json, OpenAPI 3.1)', async () => {
    const { tree, log } = await generate(copy(base), {
      document: fixture('demo-api.served.openapi.json'),
    });
    expect(log).toContain('5 resources, API /api, dialect json-server (list parameters "_page"');
    expect(log).toContain('Not mapped (2 operations):');
    const list = tree.readContent(`${RES}/posts/list.ts`);
    expect(list).toContain("{ source: 'userId', type: 'reference', reference: 'users' },");
    expect(list).toContain("{ source: 'categoryId', type: 'reference', reference: 'categories' },");
    expect(list).toContain("{ source: 'tagIds', type: 'reference-array', reference: 'tags' },");
    expect(tree.readContent(`${RES}/comments/form.ts`)).toContain(
      '<va-select-input source="postId" reference="posts" required />',
    );
  });

  describe('run again after the API changed', () => {
    let first: UnitTestTree;

    beforeAll(async () => {
      const tree = copy(base);
      tree.create('/openapi.json', JSON.stringify(demoDocument()));
      ({ tree: first } = await generate(tree, { document: 'openapi.json' }));
    });

    function changedApi(tree: UnitTestTree) {
      const api = demoDocument();
      // a new field, a new resource, a removed resource, a label and actions that changed
      api.components.schemas['Post'].properties['subtitle'] = { type: 'string', maxLength: 80 };
      api.components.schemas['Category'].properties['title'] = { type: 'string' };
      delete api.components.schemas['Category'].properties['name'];
      api.components.schemas['Category'].required = ['id'];
      api.paths['/categories/{id}']['delete'] = {
        responses: { '204': { description: 'Deleted' } },
      };
      api.paths['/pages'] = JSON.parse(JSON.stringify(api.paths['/tags']));
      api.paths['/pages/{id}'] = JSON.parse(JSON.stringify(api.paths['/tags/{id}']));
      for (const method of Object.values({ ...api.paths['/pages'], ...api.paths['/pages/{id}'] }))
        if (method && typeof method === 'object' && 'operationId' in method)
          (method as Record<string, unknown>)['operationId'] += 'Page';
      delete api.paths['/tags'];
      delete api.paths['/tags/{id}'];
      tree.overwrite('/openapi.json', JSON.stringify(api));
    }

    it('updates generated files, adds new resources, reports removed ones and hand edits', async () => {
      const tree = copy(first);
      // a hand edit of the posts form (an input removed) and of a descriptor key
      const formPath = `${RES}/posts/form.ts`;
      tree.overwrite(
        formPath,
        tree
          .readContent(formPath)
          .replace('      <va-number-input source="views" [min]="0" />\n', ''),
      );
      changedApi(tree);
      const { tree: next, log } = await generate(tree, { document: 'openapi.json' });

      expect(next.readContent(`${RES}/posts/list.ts`)).toContain(
        "{ source: 'subtitle', sortable: true },",
      );
      expect(next.readContent(`${RES}/posts/model.ts`)).toContain('  subtitle?: string;');
      expect(next.readContent(formPath)).toBe(tree.readContent(formPath));
      expect(log).toContain(
        `${RES.slice(1)}/posts/form.ts was edited by hand and is left as it is; it lacks: views (number), subtitle (string)`,
      );
      expect(log).toContain('posts: new fields subtitle (string)');
      // a new resource
      expect(folder(next, 'pages')).toEqual([
        'create.ts',
        'edit.ts',
        'form.ts',
        'list.ts',
        'model.ts',
        'show.ts',
      ]);
      expect(next.readContent(`${RES}/index.ts`)).toContain("name: 'pages',");
      expect(next.readContent(`${RES}/pages.ts`)).toContain('PagesEdit: () =>');
      // a removed one: reported, its files left
      expect(log).toContain('Removed from the document');
      expect(log).toMatch(/Removed from the document[^\n]*:\n {2}- tags/);
      expect(folder(next, 'tags').length).toBe(6);
      // label and actions follow the document where the descriptor was not edited
      const index = next.readContent(`${RES}/index.ts`);
      expect(index).toContain(`  {
    name: 'categories',
    label: 'title',
  },`);
      expect(log).toContain(
        'categories: new fields title (string); fields no longer in the document: name',
      );
      // pages that now have the delete action are the same pages: nothing else to write
      expect(next.readContent(`${RES}/categories/form.ts`)).toContain('source="title"');
    });

    it('keeps a descriptor key edited by hand and says so', async () => {
      const tree = copy(first);
      const index = tree.readContent(`${RES}/index.ts`);
      tree.overwrite(
        `${RES}/index.ts`,
        index.replace(
          "name: 'categories',\n    label: 'name',",
          "name: 'categories',\n    label: 'slug',\n    icon: 'mdi-shape',",
        ),
      );
      changedApi(tree);
      const { tree: next, log } = await generate(tree, { document: 'openapi.json' });
      const updated = next.readContent(`${RES}/index.ts`);
      expect(updated).toContain(`  {
    name: 'categories',
    label: 'slug',
    icon: 'mdi-shape',
  },`);
      expect(log).toContain(
        `"categories": label was changed by hand ("slug"); the document now gives "title": left as it is.`,
      );
    });
  });

  describe('a split OpenAPI 3.1 YAML document (simple-rest)', () => {
    let tree: UnitTestTree;
    let log: string;

    beforeAll(async () => {
      ({ tree, log } = await generate(copy(base), { document: fixture('blog/openapi.yaml') }));
    });

    it('resolves $refs across files, into interfaces that compile', () => {
      expect(modelErrors(tree)).toEqual([]);
      expect(tree.readContent(`${RES}/articles/model.ts`)).toContain(
        `  status: 'draft' | 'review' | 'live';`,
      );
      expect(tree.readContent(`${RES}/writers/model.ts`)).toContain('  fullName: string;');
    });

    it('maps enums, formats, patterns, links and write-only fields', () => {
      const form = tree.readContent(`${RES}/articles/form.ts`);
      expect(form).toContain(
        `<va-select-input source="status" [choices]="['draft', 'review', 'live']" required />`,
      );
      expect(form).toContain('<va-text-input source="slug" pattern="^[a-z0-9]+(-[a-z0-9]+)*$" />');
      expect(form).toContain('<va-select-input source="writtenBy" reference="writers" />');
      expect(form).toContain('<va-number-input source="rating" [min]="1" [max]="5" />');
      expect(form).toContain('<va-date-input source="publishedOn" />');
      expect(form).toContain('<va-image-input source="cover" />');
      expect(form).not.toContain('updatedAt');
      const list = tree.readContent(`${RES}/articles/list.ts`);
      expect(list).toContain("{ source: 'status', type: 'chip' },");
      expect(list).toContain("{ source: 'website', type: 'url' },");
      expect(list).toContain(
        "protected readonly filters: VaFilter[] = [\n    { source: 'status', type: 'select', choices: ['draft', 'review', 'live'] },\n    { source: 'writtenBy', type: 'reference', reference: 'writers' },\n    { source: 'publishedOn', type: 'date-range' },\n    { source: 'updatedAt', type: 'date-range' },\n  ];",
      );
      expect(tree.readContent(`${RES}/writers/create.ts`)).toContain('WritersForm');
      expect(tree.readContent(`${RES}/writers/form.ts`)).toContain(
        '<va-password-input source="password" required [minLength]="8" />',
      );
      expect(tree.readContent(`${RES}/writers/list.ts`)).not.toContain('password');
      // format: email
      expect(tree.readContent(`${RES}/writers/list.ts`)).toContain(
        "{ source: 'email', type: 'email', sortable: true },",
      );
      expect(tree.readContent(`${RES}/writers/show.ts`)).toContain(
        '<va-email-field source="email" />',
      );
      expect(tree.readContent(`${RES}/writers/form.ts`)).toContain(
        '<va-text-input source="email" required type="email" />',
      );
    });

    it('reports what it could not map exactly', () => {
      expect(log).not.toContain('articles: cover:');
      expect(log).toContain('articles: the API updates with PATCH only');
      expect(log).toContain('articles: meta: a nested object: not on the pages');
      expect(log).toContain('  - GET /health: no JSON response schema: not a list of records');
      expect(log).toContain('  - POST /articles/{id}/publish: "Publish article" on articles');
    });

    it('guesses simple-rest and writes it and the API URL into provideAdmin', () => {
      expect(log).toContain('dialect simple-rest (list parameters "range", "sort", "filter")');
      const config = tree.readContent(`${SRC}/app/app.config.ts`);
      expect(config).toContain(
        "provideAdmin({ resources, pages, icons, auth: bearerTokenAuth({ endpoints: { login: 'https://blog.example.com/admin-api/auth/login' } }), dialect: simpleRestDialect, apiUrl: 'https://blog.example.com/admin-api' }",
      );
      // The login endpoint ng add wrote follows the API URL (bearerTokenAuth's default there).
      expect(log).toContain(
        "bearerTokenAuth({ endpoints: { login: 'https://blog.example.com/admin-api/auth/login' } }), under the apiUrl",
      );
      expect(config).toMatch(/import \{[^}]*simpleRestDialect[^}]*\} from 'admin';/);
    });

    it('--dialect overrides the guess, also in an NgModule app', async () => {
      const app = await createAdminApp({ standalone: false });
      const { tree: next, log: out } = await generate(app, {
        document: fixture('blog/openapi.yaml'),
        dialect: 'laravel',
      });
      expect(out).toContain('dialect laravel (--dialect laravel)');
      const module = next.readContent(`${SRC}/app/app-module.ts`);
      expect(module).toContain('dialect: laravelDialect');
      expect(module).toMatch(/import \{[^}]*laravelDialect[^}]*\} from 'admin';/);
      // A second app (ng new + ng add): 3.5 s alone, past jest's 5 s default on a loaded machine.
    }, 20_000);
  });

  describe('the Swagger Petstore (OpenAPI 3.0)', () => {
    it('finds pet, order and user in the YAML and in the JSON alike, and lists the rest', async () => {
      const yaml = await generate(copy(base), { document: fixture('petstore3.openapi.yaml') });
      const json = await generate(copy(base), { document: fixture('petstore3.openapi.json') });
      expect(snapshot(json.tree)).toEqual(
        Object.fromEntries(
          Object.entries(snapshot(yaml.tree)).map(([path, text]) => [
            path,
            text.replace(
              /"document": "[^"]+"/,
              `"document": "${fixture('petstore3.openapi.json')}"`,
            ),
          ]),
        ),
      );
      const index = yaml.tree.readContent(`${RES}/index.ts`);
      expect(index).toContain(
        "  {\n    name: 'order',\n    api: 'store/order',\n    actions: ['show', 'create', 'delete'],\n  },",
      );
      // Listed through GET /pet/findByStatus (its status at its default), updated with PUT /pet.
      expect(index).toContain(
        [
          "    name: 'pet',",
          "    label: 'name',",
          '    operations: {',
          "      list: { path: 'pet/findByStatus', filter: { status: 'available' } },",
          "      update: { method: 'PUT', path: 'pet', idInBody: true },",
          '    },',
          '    dialect: petDialect,',
          '  },',
        ].join('\n'),
      );
      expect(index).toContain("import { petDialect } from './dialects';");
      expect(index).toContain(
        "name: 'user',\n    label: 'username',\n    actions: ['show', 'create', 'edit', 'delete'],\n    idField: 'username',\n  },",
      );
      // No total in an array response: the pager offers a next page while pages come full.
      expect(yaml.tree.readContent(`${RES}/dialects.ts`)).toContain(
        '/** pet ("Swagger Petstore - OpenAPI 3.0"): no total. */\nexport const petDialect = createRestDialect({ total: \'none\' });',
      );
      expect(yaml.tree.readContent(`${RES}/pet/list.ts`)).toContain("source: 'status'");
      expect(yaml.tree.readContent(`${RES}/order/form.ts`)).toContain(
        '<va-select-input source="petId" reference="pet" />',
      );
      const model = yaml.tree.readContent(`${RES}/pet/model.ts`);
      expect(model).toContain('export interface Pet {');
      expect(model).toContain('  category?: Category;');
      expect(model).toContain('export interface Tag {');
      expect(yaml.log).toContain('Not mapped (7 operations):');
      for (const operation of [
        'GET /pet/findByTags:',
        'POST /pet/{petId}:',
        'POST /pet/{petId}/uploadImage:',
        'GET /store/inventory:',
        'POST /user/createWithList:',
        'GET /user/login:',
        'GET /user/logout:',
      ])
        expect(yaml.log).toContain(`  - ${operation}`);
      expect(yaml.log).not.toContain('PUT /pet:');
      expect(yaml.log).not.toContain('GET /pet/findByStatus:');
      expect(modelErrors(yaml.tree)).toEqual([]);
    });
  });

  describe('the RealWorld Conduit API (OpenAPI 3.0.1)', () => {
    it('writes a createRestDialect of its envelopes, paging and total, and addresses records by their key', async () => {
      const { tree, log } = await generate(copy(base), {
        document: fixture('conduit.openapi.yml'),
      });
      const index = tree.readContent(`${RES}/index.ts`);
      expect(index).toContain(
        "  {\n    name: 'articles',\n    label: 'title',\n    idField: 'slug',\n    dialect: articlesDialect,\n  },",
      );
      expect(index).toContain(
        "name: 'profiles',\n    label: 'username',\n    actions: ['show'],\n    idField: 'username',\n    dialect: profilesDialect,",
      );
      expect(index).toMatch(
        /import \{ articlesDialect, profilesDialect, commentsDialect \} from '\.\/dialects';/,
      );
      const dialects = tree.readContent(`${RES}/dialects.ts`);
      expect(dialects).toContain(
        [
          '/** articles ("Conduit API"): lists as { articles: [...] }, the total in articlesCount, pages by offset/limit, records as { article: {…} }, bodies as { article: {…} }. */',
          'export const articlesDialect = createRestDialect({',
          "  list: 'articles',",
          "  total: { body: 'articlesCount' },",
          "  paging: { style: 'offset', offset: 'offset', perPage: 'limit' },",
          "  record: 'article',",
          "  body: 'article',",
          "  update: 'PUT',",
          '});',
        ].join('\n'),
      );
      expect(dialects).toContain(
        "export const profilesDialect = createRestDialect({ record: 'profile' });",
      );
      expect(dialects).toMatch(/^import \{ createRestDialect \} from 'admin';/);
      // The form holds NewArticle's properties (unwrapped from { article }), the list Article's.
      const form = tree.readContent(`${RES}/articles/form.ts`);
      for (const input of ['source="title"', 'source="description"', 'source="body"'])
        expect(form).toContain(input);
      expect(tree.readContent(`${RES}/articles/list.ts`)).toContain("source: 'favoritesCount'");
      expect(log).toContain(
        'dialects.ts: articlesDialect (articles), profilesDialect (profiles), commentsDialect (comments)',
      );
      expect(log).not.toContain('the admin puts the record');
      expect(modelErrors(tree)).toEqual([]);
      // POST and DELETE /articles/{slug}/favorite: record actions of the list rows and show page.
      const actions = [
        'recordOperationAction({',
        "      id: 'favorite',",
        "      label: 'Favorite an article',",
        "      icon: 'mdi-play-circle-outline',",
        "      method: 'POST',",
        "      path: 'articles/{id}/favorite',",
        '    }),',
        '    recordOperationAction({',
        "      id: 'un-favorite',",
        "      label: 'Unfavorite an article',",
        "      icon: 'mdi-play-circle-outline',",
        "      method: 'DELETE',",
        "      path: 'articles/{id}/favorite',",
        '    }),',
      ].join('\n');
      const list = tree.readContent(`${RES}/articles/list.ts`);
      expect(list).toContain('[rowActions]="actions"');
      expect(list).toContain(actions);
      const show = tree.readContent(`${RES}/articles/show.ts`);
      expect(show).toContain('[actions]="actions"');
      expect(show).toContain(actions);
      expect(show).toMatch(/import \{\s*recordOperationAction,/);
      expect(log).toContain('Record actions (on the show page and in the list rows):');
      expect(log).toContain(
        '  - POST /articles/{slug}/favorite: "Favorite an article" on articles',
      );
      expect(log).toContain(
        '  - DELETE /articles/{slug}/favorite: "Unfavorite an article" on articles',
      );
      expect(log).toContain('Not mapped (6 operations):');
      expect(log.split('Record actions')[0]).not.toContain('/favorite');

      // A second document in the same app: its dialects go after Conduit's, names kept apart.
      const petstore = await generate(tree, { document: fixture('petstore3.openapi.yaml') });
      const both = petstore.tree.readContent(`${RES}/dialects.ts`);
      expect(both.startsWith(dialects.trimEnd())).toBe(true);
      expect(both).toContain('export const petDialect = createRestDialect(');
      expect(petstore.tree.readContent(`${RES}/index.ts`)).toContain(
        "import { articlesDialect, profilesDialect, commentsDialect, petDialect } from './dialects';",
      );
    });
  });

  it('reads a large public document (PokéAPI, OpenAPI 3.1, 100 paths)', async () => {
    const { tree, log } = await generate(copy(base), { document: fixture('pokeapi.openapi.yaml') });
    const manifest = JSON.parse(tree.readContent(`${RES}/openapi.json`));
    expect(Object.keys(manifest.resources)).toHaveLength(50);
    expect(modelErrors(tree)).toEqual([]);
    expect(log).toContain('Not mapped (1 operation):');
    expect(log).toContain('API https://pokeapi.co/api/v2');
    // Lists as { count, next, previous, results }, paged by limit/offset: one createRestDialect.
    expect(tree.readContent(`${RES}/index.ts`)).toContain(
      "  {\n    name: 'berry-firmness',\n    label: 'name',\n    actions: ['list', 'show'],\n    dialect: restDialect,\n  },",
    );
    // A sub-resource of a record: nested under pokemon, listed on its page.
    expect(tree.readContent(`${RES}/index.ts`)).toContain(
      "  {\n    name: 'encounters',\n    actions: ['list'],\n    parent: { name: 'pokemon', param: 'pokemon_id' },\n    dialect: encountersDialect,\n  },",
    );
    expect(tree.readContent(`${RES}/pokemon/show.ts`)).toContain(
      '<va-reference-many-field reference="encounters" target="pokemon_id" />',
    );
    expect(tree.readContent(`${SRC}/app/app.config.ts`)).toContain(
      "apiUrl: 'https://pokeapi.co/api/v2'",
    );
  });

  it('leaves alone a resource it did not generate, and the files in its way', async () => {
    const runner = adminRunner();
    const start = await runner.runSchematic(
      'resource',
      { project: 'app', name: 'posts', fields: 'title:string' },
      copy(base),
    );
    start.create(`${RES}/tags/model.ts`, 'export interface Tag { id: number }\n');
    const before = snapshot(start);
    const { tree, log } = await generate(start, { document: fixture('demo-api.openapi.json') });
    expect(log).toContain(
      `posts: ${RES.slice(1)}/index.ts has a resource "posts" that admin:openapi did not generate: left alone`,
    );
    expect(log).toContain(
      `tags: ${RES.slice(1)}/tags/model.ts already exists: nothing generated for it`,
    );
    for (const path of [`${RES}/posts/list.ts`, `${RES}/posts/form.ts`, `${RES}/tags/model.ts`])
      expect(tree.readContent(path)).toBe(before[path]);
    const manifest = JSON.parse(tree.readContent(`${RES}/openapi.json`));
    // The app's own posts (list and show) can hold the document's comments of a post.
    expect(Object.keys(manifest.resources)).toEqual([
      'users',
      'comments',
      'categories',
      'post-comments',
    ]);
  });

  describe('--only', () => {
    it('generates the named resources only', async () => {
      const { tree, log } = await generate(copy(base), {
        document: fixture('demo-api.openapi.json'),
        only: 'posts, tags',
      });
      const manifest = JSON.parse(tree.readContent(`${RES}/openapi.json`));
      expect(Object.keys(manifest.resources)).toEqual(['posts', 'tags']);
      expect(folder(tree, 'users')).toEqual([]);
      expect(log).toContain('6 resources (2 selected with --only)');
      // Without post-comments, the post page does not list them.
      expect(tree.readContent(`${RES}/posts/show.ts`)).not.toContain('va-reference-many-field');
      expect(log).toContain(
        `warn: posts: userId references "users", which is not a resource of ${RES.slice(1)}/index.ts: generate it too (e.g. --only users) or edit the pages.`,
      );
      expect(log).not.toContain('references "tags", which is not');
    });

    it('refuses a name that is no resource of the document', async () => {
      expect(
        await failure(copy(base), {
          document: fixture('demo-api.openapi.json'),
          only: 'posts,pots',
        }),
      ).toBe(
        `--only: "pots" is not a resource of ${fixture('demo-api.openapi.json')} (its resources: users, posts, comments, categories, tags, post-comments).`,
      );
    });
  });

  describe('a clear error for a bad document, and nothing written', () => {
    const inTree = async (name: string, text: string) => {
      const tree = copy(base);
      tree.create(name, text);
      return failure(tree, { document: name });
    };

    it('names each schema violation with its line, column and pointer', async () => {
      const message = await inTree(
        'api.yaml',
        'openapi: 3.0.3\ninfo:\n  title: Broken\npaths:\n  /posts:\n    get:\n      parameters:\n        - name: q\n          in: query\n      responses:\n        "200":\n          description: ok\n',
      );
      expect(message).toContain('Invalid OpenAPI document api.yaml:');
      expect(message).toContain("  - api.yaml:2:1 (#/info): must have required property 'version'");
    });

    it('names a YAML syntax error with its line and column', async () => {
      expect(await inTree('api.yaml', 'openapi: 3.0.3\ninfo: [unclosed\n')).toMatch(
        /^The OpenAPI document is not valid YAML or JSON:\n {2}- api\.yaml:\d+:\d+: /,
      );
    });

    it('names a $ref that points nowhere', async () => {
      const message = await inTree(
        'api.json',
        JSON.stringify({
          openapi: '3.1.0',
          info: { title: 't', version: '1' },
          paths: {
            '/a': {
              get: {
                responses: {
                  '200': {
                    description: 'ok',
                    content: {
                      'application/json': { schema: { $ref: '#/components/schemas/Nope' } },
                    },
                  },
                },
              },
            },
          },
        }),
      );
      expect(message).toContain('Invalid OpenAPI document api.json:');
      expect(message).toContain('#/components/schemas/Nope');
    });

    it('refuses Swagger 2.0 and a missing file', async () => {
      expect(
        await inTree('old.yaml', 'swagger: "2.0"\ninfo: { title: t, version: "1" }\npaths: {}\n'),
      ).toBe(
        'old.yaml:1:1: Swagger 2.0; admin:openapi reads OpenAPI 3.0 and 3.1 documents (convert a Swagger 2.0 document first, e.g. with swagger2openapi).',
      );
      expect(await failure(copy(base), { document: 'nowhere/openapi.yaml' })).toMatch(
        /^The OpenAPI document nowhere\/openapi\.yaml does not exist \(looked in the workspace and at .*nowhere\/openapi\.yaml\)\.$/,
      );
    });
  });
});
