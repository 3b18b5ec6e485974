import type { UnitTestTree } from '@angular-devkit/schematics/testing';

import {
  adminRunner,
  copy,
  createAdminApp,
  prettierCheck,
  runLogged,
  snapshot,
} from '../testing/workspace';
import type { ResourceOptions } from './index';

const SRC = '/projects/app/src';
const RES = `${SRC}/resources`;

async function generate(tree: UnitTestTree, options: ResourceOptions) {
  const { tree: result, logs } = await runLogged('resource', { project: 'app', ...options }, tree);
  return { tree: result, logs };
}

function folderFiles(tree: UnitTestTree, folder: string): string[] {
  return tree.files
    .filter((f) => f.startsWith(`${RES}/${folder}/`))
    .map((f) => f.slice(`${RES}/${folder}/`.length))
    .sort();
}

describe('ng generate admin:resource', () => {
  let base: UnitTestTree;

  beforeAll(async () => {
    base = await createAdminApp({ standalone: true });
  });

  const branch = async () => copy(base);

  describe('--fields richtext, datetime and time', () => {
    let tree: UnitTestTree;

    beforeAll(async () => {
      ({ tree } = await generate(await branch(), {
        name: 'articles',
        label: 'title',
        fields: 'title:string,body!:richtext,publishedAt:datetime,opensAt:time',
      }));
    });

    it('edits them with the rich text, date-time and time inputs', () => {
      const form = tree.readContent(`${RES}/articles/form.ts`);
      expect(form).toContain(
        'imports: [VaForm, VaTextInput, VaRichTextInput, VaDateTimeInput, VaTimeInput],',
      );
      // The label field is required.
      expect(form).toContain(`      <va-text-input source="title" required />
      <va-rich-text-input source="body" required />
      <va-date-time-input source="publishedAt" />
      <va-time-input source="opensAt" />`);
    });

    it('shows them formatted, the date-time with its time', () => {
      const show = tree.readContent(`${RES}/articles/show.ts`);
      expect(show).toContain(`      <va-rich-text-field source="body" />
      <va-date-field source="publishedAt" showTime />
      <va-text-field source="opensAt" />`);
      const list = tree.readContent(`${RES}/articles/list.ts`);
      expect(list).toContain("{ source: 'publishedAt', type: 'datetime', sortable: true },");
      expect(list).not.toContain("source: 'body'");
    });
  });

  describe('files per action set (docs/contract.md §2.7)', () => {
    it.each([
      [{}, ['create.ts', 'edit.ts', 'form.ts', 'list.ts', 'show.ts']],
      [{ routes: 'list' }, ['list.ts']],
      [{ except: 'show' }, ['create.ts', 'edit.ts', 'form.ts', 'list.ts']],
      [{ except: 'create,edit' }, ['list.ts', 'show.ts']],
      [{ actions: 'list,show,delete' }, ['list.ts', 'show.ts']],
      [{ actions: 'list create' }, ['create.ts', 'form.ts', 'list.ts']],
      [{ actions: 'list,edit', routes: 'edit' }, ['edit.ts', 'form.ts']],
      [{ actions: 'delete' }, []],
    ])('%j → %j', async (options, files) => {
      const { tree } = await generate(await branch(), { name: 'posts', ...options });
      expect(folderFiles(tree, 'posts')).toEqual(files);
      const pages = tree.readContent(`${RES}/pages.ts`);
      for (const action of ['list', 'show', 'create', 'edit'])
        expect(pages.includes(`Posts${action[0].toUpperCase()}${action.slice(1)}:`)).toBe(
          files.includes(`${action}.ts`),
        );
    });
  });

  describe('the UI contract example', () => {
    let tree: UnitTestTree;

    beforeAll(async () => {
      ({ tree } = await generate(await branch(), {
        name: 'posts',
        icon: 'mdi-post',
        label: 'title',
        fields: 'title:string,body:text,userId!:reference:users,published:boolean,publishedAt:date',
      }));
    });

    it('generates the list columns and filters', () => {
      const list = tree.readContent(`${RES}/posts/list.ts`);
      expect(list).toContain(
        "import { VaList, type VaColumn, type VaFilter, type Resource } from 'admin';",
      );
      expect(list).toContain("selector: 'app-posts-list',");
      expect(list).toContain('export class PostsList {');
      expect(list).toContain(`  readonly resource = input.required<Resource>();
  readonly title = input('');
  readonly permissions = input<readonly string[]>([]);
  protected readonly columns: VaColumn[] = [
    { source: 'title', sortable: true },
    { source: 'userId', type: 'reference', reference: 'users' },
    { source: 'published', type: 'boolean' },
    { source: 'publishedAt', type: 'date', sortable: true },
  ];
  protected readonly filters: VaFilter[] = [
    { source: 'userId', type: 'reference', reference: 'users' },
    { source: 'published', type: 'boolean' },
    { source: 'publishedAt', type: 'date-range' },
  ];
}`);
      expect(list).toMatch(
        /<va-list\s+\[resource\]="resource\(\)"\s+\[title\]="title\(\)"\s+\[columns\]="columns"\s+\[filters\]="filters"\s+\/>/,
      );
    });

    it('generates the show fields', () => {
      const show = tree.readContent(`${RES}/posts/show.ts`);
      expect(show).toContain(
        'imports: [VaShow, VaTextField, VaReferenceField, VaBooleanField, VaDateField],',
      );
      expect(show)
        .toContain(`    <va-show [resource]="resource()" [title]="title()" [item]="item()">
      <va-text-field source="title" />
      <va-text-field source="body" />
      <va-reference-field source="userId" reference="users" />
      <va-boolean-field source="published" />
      <va-date-field source="publishedAt" />
    </va-show>`);
      for (const input of [
        'resource = input.required<Resource>()',
        "title = input('')",
        'id = input<string>()',
        'item = input<AdminRecord>()',
        'permissions = input<readonly string[]>([])',
      ])
        expect(show).toContain(input);
    });

    it('generates the form inputs, the label field and marked ones required', () => {
      const form = tree.readContent(`${RES}/posts/form.ts`);
      expect(form).toContain('export class PostsForm {');
      expect(form).toContain("selector: 'app-posts-form',");
      expect(form).toContain(
        'imports: [VaForm, VaTextInput, VaSelectInput, VaBooleanInput, VaDateInput],',
      );
      expect(form)
        .toContain(`    <va-form [resource]="resource()" [item]="item()" [title]="title()">
      <va-text-input source="title" required />
      <va-text-input source="body" multiline />
      <va-select-input source="userId" reference="users" required />
      <va-boolean-input source="published" />
      <va-date-input source="publishedAt" />
    </va-form>`);
    });

    it('generates create and edit pages around the form', () => {
      for (const [action, className] of [
        ['create', 'PostsCreate'],
        ['edit', 'PostsEdit'],
      ]) {
        const page = tree.readContent(`${RES}/posts/${action}.ts`);
        expect(page).toContain("import type { AdminRecord, Resource } from 'admin';");
        expect(page).toContain("import { PostsForm } from './form';");
        expect(page).toContain(`export class ${className} {`);
        expect(page).toContain(`selector: 'app-posts-${action}',`);
        expect(page).toContain(
          'template: `<app-posts-form [resource]="resource()" [item]="item()" [title]="title()" />`,',
        );
      }
      expect(tree.readContent(`${RES}/posts/edit.ts`)).toContain('readonly id = input<string>();');
      expect(tree.readContent(`${RES}/posts/create.ts`)).not.toContain('readonly id =');
    });

    it('registers the pages under <ResourceName><Action>', () => {
      expect(tree.readContent(`${RES}/pages.ts`)).toContain(`export const pages: AdminPages = {
  PostsList: () => import('./posts/list').then((m) => m.PostsList),
  PostsShow: () => import('./posts/show').then((m) => m.PostsShow),
  PostsCreate: () => import('./posts/create').then((m) => m.PostsCreate),
  PostsEdit: () => import('./posts/edit').then((m) => m.PostsEdit),
};`);
    });

    it('appends the descriptor and adds its icon to the subset', () => {
      expect(tree.readContent(`${RES}/index.ts`))
        .toContain(`const resources: ResourceDescriptor[] = [
  {
    name: 'posts',
    icon: 'mdi-post',
    label: 'title',
  },
];`);
      expect(tree.readContent(`${RES}/icons.ts`)).toContain(
        "'mdi-post': 'M3 3V21H21V3H3M18 18H6V17H18V18M18 16H6V15H18V16M18 12H6V6H18V12Z',",
      );
    });

    it('writes files that Prettier leaves as they are (printWidth 100, single quotes)', async () => {
      // A long name and many fields too: lines that must break.
      const more = await generate(tree, {
        name: 'monster-children-of-the-night',
        icon: 'mdi-account',
        fields:
          'aVeryLongPropertyNameForTheFirstField!:string,secondLongPropertyName:references:monster-children-of-the-night,n:number,e:email,u:url',
      });
      const result = prettierCheck(
        more.tree,
        more.tree.files.filter((f) => f.startsWith(RES)),
      );
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
    });
  });

  it('writes every descriptor option (docs/contract.md §2.2) in the order of the specification', async () => {
    const { tree } = await generate(await branch(), {
      name: 'archived-posts',
      api: 'posts',
      icon: 'mdi-archive',
      label: 'title',
      include: '{"embed":"comments"}',
      routes: 'list,show',
      actions: 'list,show',
      translatable: true,
      permissions: 'admin, editor:list+show',
      autocompleteFields: 'id,title',
    });
    expect(tree.readContent(`${RES}/index.ts`)).toContain(`  {
    name: 'archived-posts',
    api: 'posts',
    icon: 'mdi-archive',
    label: 'title',
    include: { embed: 'comments' },
    routes: ['list', 'show'],
    actions: ['list', 'show'],
    translatable: true,
    permissions: ['admin', { role: 'editor', actions: ['list', 'show'] }],
    autocompleteFields: ['id', 'title'],
  },`);
    expect(folderFiles(tree, 'archived-posts')).toEqual(['list.ts', 'show.ts']);
    expect(tree.readContent(`${RES}/archived-posts/list.ts`)).toContain(
      'export class ArchivedPostsList',
    );
  });

  it('writes --id-field as the descriptor key idField (records addressed by slug)', async () => {
    const { tree } = await generate(await branch(), {
      name: 'articles',
      label: 'title',
      idField: 'slug',
      routes: 'list,show',
    });
    expect(tree.readContent(`${RES}/index.ts`)).toContain(`  {
    name: 'articles',
    label: 'title',
    routes: ['list', 'show'],
    idField: 'slug',
  },`);
  });

  it('writes --soft-delete and --purge-roles as the descriptor key softDelete', async () => {
    const plain = await generate(await branch(), {
      name: 'notes',
      softDelete: true,
      routes: 'list',
    });
    expect(plain.tree.readContent(`${RES}/index.ts`)).toContain(
      "    name: 'notes',\n    routes: ['list'],\n    softDelete: true,\n",
    );
    const roles = await generate(await branch(), {
      name: 'posts',
      purgeRoles: 'admin, owner',
      routes: 'list',
    });
    expect(roles.tree.readContent(`${RES}/index.ts`)).toContain(
      "    softDelete: { purge: ['admin', 'owner'] },\n",
    );
  });

  it('reads --include as a comma-separated list of relations', async () => {
    const { tree } = await generate(await branch(), {
      name: 'posts',
      include: 'comments, author tags',
      routes: 'list',
    });
    expect(tree.readContent(`${RES}/index.ts`)).toContain(
      "    name: 'posts',\n    include: ['comments', 'author', 'tags'],\n    routes: ['list'],\n",
    );
  });

  it('keeps the comments and formatting of a hand-edited index.ts', async () => {
    const tree = await branch();
    const index = `import type { ResourceDescriptor } from "admin";

// Our resources.
const resources: ResourceDescriptor[] = [
    { name: "users", label: (u) => String(u["name"]) }, // people
    // categories come next
];

export default resources;
`;
    tree.overwrite(`${RES}/index.ts`, index);
    const { tree: result } = await generate(tree, { name: 'tags', label: 'name' });
    expect(result.readContent(`${RES}/index.ts`))
      .toBe(`import type { ResourceDescriptor } from "admin";

// Our resources.
const resources: ResourceDescriptor[] = [
    { name: "users", label: (u) => String(u["name"]) }, // people
    {
        name: "tags",
        label: "name",
    },
    // categories come next
];

export default resources;
`);
  });

  it('uses the label as the only field when no --fields is given', async () => {
    const { tree } = await generate(await branch(), { name: 'tags', label: 'name' });
    expect(tree.readContent(`${RES}/tags/form.ts`)).toContain(
      '<va-text-input source="name" required />',
    );
    expect(tree.readContent(`${RES}/tags/list.ts`)).toContain(
      "[{ source: 'name', sortable: true }]",
    );
  });

  it("adds a one-to-many relation to the show page, its table with the related list's columns", async () => {
    const first = await generate(await branch(), {
      name: 'comments',
      label: 'body',
      fields: 'body!:string,postId:reference:posts,createdAt:datetime',
    });
    const second = await generate(first.tree, { name: 'likes', label: 'userName' });
    // likes' list.ts written by hand with columns that are no literal: its label instead.
    const likesList = `${RES}/likes/list.ts`;
    second.tree.overwrite(
      likesList,
      second.tree
        .readContent(likesList)
        .replace(/columns: VaColumn\[\] = [^;]+;/, 'columns = COLUMNS;'),
    );
    const { tree, logs } = await generate(second.tree, {
      name: 'posts',
      label: 'title',
      fields:
        'title:string,comments:references-many:comments:postId,likes:references-many:likes:postId,children:references-many:posts:parentId,parentId:reference:posts',
    });
    const show = tree.readContent(`${RES}/posts/show.ts`);
    expect(show).toContain(
      'imports: [VaShow, VaTextField, VaReferenceManyField, VaReferenceField],',
    );
    expect(show).toContain(
      "import {\n  VaShow,\n  VaTextField,\n  VaReferenceManyField,\n  VaReferenceField,\n  type AdminRecord,\n  type VaColumn,\n  type Resource,\n} from 'admin';",
    );
    expect(show).toContain(`      <va-text-field source="title" />
      <va-reference-many-field reference="comments" target="postId" [columns]="commentsColumns" />
      <va-reference-many-field reference="likes" target="postId" [columns]="likesColumns" />
      <va-reference-many-field
        reference="posts"
        target="parentId"
        label="Children"
        [columns]="childrenColumns"
      />
      <va-reference-field source="parentId" reference="posts" />`);
    // The related list's columns but the one holding the post's id; else the related label; a
    // relation to the resource itself takes its own columns.
    expect(show).toContain(`  protected readonly commentsColumns: VaColumn[] = [
    { source: 'body', sortable: true },
    { source: 'createdAt', type: 'datetime', sortable: true },
  ];
  protected readonly likesColumns: VaColumn[] = [{ source: 'userName' }];
  protected readonly childrenColumns: VaColumn[] = [{ source: 'title', sortable: true }];`);
    // A relation is no property: no input, no column.
    expect(tree.readContent(`${RES}/posts/form.ts`)).not.toContain('comments');
    expect(tree.readContent(`${RES}/posts/list.ts`)).not.toContain('comments');
    expect(logs.join('\n')).not.toMatch(/references|No --fields/);
  });

  it('stops on a references-many to a resource the app does not have, writing nothing', async () => {
    const tree = (await generate(await branch(), { name: 'comments', label: 'body' })).tree;
    const before = snapshot(tree);
    await expect(
      generate(tree, {
        name: 'posts',
        fields: 'title:string,coments:references-many:coments:postId',
      }),
    ).rejects.toThrow(
      'Cannot add resource "posts"; nothing was written:\n  - --fields: coments lists the records of "coments", which is not a resource of projects/app/src/resources/index.ts; did you mean "comments"? (generate it first: its list gives the table\'s columns)',
    );
    expect(snapshot(tree)).toEqual(before);
  });

  it('warns about pages without fields and references to unknown resources', async () => {
    const first = await generate(await branch(), { name: 'tags' });
    expect(first.logs.join('\n')).toMatch(/No --fields: the pages of "tags" show the id only/);
    expect(first.tree.readContent(`${RES}/tags/list.ts`)).toContain("[{ source: 'id' }]");
    const second = await generate(first.tree, {
      name: 'posts',
      fields: 'tagIds:references:tags,userId:reference:users',
    });
    expect(second.logs.join('\n')).toMatch(
      /userId references "users", which is not \(yet\) a resource/,
    );
    expect(second.logs.join('\n')).not.toMatch(/tagIds references/);
  });

  it('stops on a bad --fields with its message alone: no "No --fields" beside it', async () => {
    const tree = await branch();
    const before = snapshot(tree);
    const runner = adminRunner();
    const logs: string[] = [];
    runner.logger.subscribe((entry) => logs.push(entry.message));
    await expect(
      runner.runSchematic(
        'resource',
        { project: 'app', name: 'orders', fields: 'status:enum' },
        tree,
      ),
    ).rejects.toThrow(
      'Cannot add resource "orders"; nothing was written:\n  - --fields: "status:enum": enum needs its values separated by "|", e.g. "status:enum:new|shipped|cancelled"',
    );
    expect(logs).toEqual([]);
    expect(snapshot(tree)).toEqual(before);
  });

  describe('--fields enum, datetime, json, file, image and the filters', () => {
    let tree: UnitTestTree;
    let logs: string[];

    beforeAll(async () => {
      const users = await generate(await branch(), { name: 'users', label: 'name' });
      ({ tree, logs } = await generate(users.tree, {
        name: 'orders',
        label: 'reference',
        fields:
          'reference!:string,status!:enum:new|shipped|cancelled,customerId!:reference:users,paid:boolean,placedAt:datetime,dueOn:date,details:json,invoice:file,photo:image',
      }));
    });

    it('lists them with a chip, date-time, file and image columns, and the expected filters', () => {
      const list = tree.readContent(`${RES}/orders/list.ts`);
      expect(list).toContain(`  protected readonly columns: VaColumn[] = [
    { source: 'reference', sortable: true },
    { source: 'status', type: 'chip' },
    { source: 'customerId', type: 'reference', reference: 'users' },
    { source: 'paid', type: 'boolean' },
    { source: 'placedAt', type: 'datetime', sortable: true },
    { source: 'dueOn', type: 'date', sortable: true },
    { source: 'invoice', type: 'file' },
    { source: 'photo', type: 'image' },
  ];
  protected readonly filters: VaFilter[] = [
    { source: 'status', type: 'select', choices: ['new', 'shipped', 'cancelled'] },
    { source: 'customerId', type: 'reference', reference: 'users' },
    { source: 'paid', type: 'boolean' },
    { source: 'placedAt', type: 'date-range' },
    { source: 'dueOn', type: 'date-range' },
  ];`);
      // The search box is VaList's default.
      expect(list).not.toContain('[search]');
    });

    it('shows them', () => {
      expect(tree.readContent(`${RES}/orders/show.ts`))
        .toContain(`      <va-text-field source="reference" />
      <va-chip-field source="status" [choices]="['new', 'shipped', 'cancelled']" />
      <va-reference-field source="customerId" reference="users" />
      <va-boolean-field source="paid" />
      <va-date-field source="placedAt" showTime />
      <va-date-field source="dueOn" />
      <va-text-field source="details" />
      <va-file-field source="invoice" />
      <va-image-field source="photo" />`);
    });

    it('edits them, json with the JSON input written once into src/resources', async () => {
      const form = tree.readContent(`${RES}/orders/form.ts`);
      expect(form).toContain("import { JsonInput } from '../json-input';");
      expect(form)
        .toContain(`      <va-select-input source="status" [choices]="['new', 'shipped', 'cancelled']" required />
      <va-select-input source="customerId" reference="users" required />
      <va-boolean-input source="paid" />
      <va-date-time-input source="placedAt" />
      <va-date-input source="dueOn" />
      <app-json-input source="details" />
      <va-file-input source="invoice" />
      <va-image-input source="photo" />`);
      expect(logs).toContain(
        'info: Resource "orders": list.ts, show.ts, create.ts, edit.ts, form.ts, ../json-input.ts.',
      );
      const input = tree.readContent(`${RES}/json-input.ts`);
      expect(input).toContain("selector: 'app-json-input',");
      expect(input).toContain('export class JsonInput extends VaInput<FormControl<string | null>>');
      // A second resource with json reuses it, even edited by hand.
      tree.overwrite(`${RES}/json-input.ts`, input + '// mine\n');
      const next = await generate(copy(tree), { name: 'carts', fields: 'items:json' });
      expect(next.tree.readContent(`${RES}/json-input.ts`)).toBe(input + '// mine\n');
      expect(next.tree.readContent(`${RES}/carts/form.ts`)).toContain(
        '<app-json-input source="items" />',
      );
    });

    it('writes files that Prettier leaves as they are', () => {
      const result = prettierCheck(
        tree,
        tree.files.filter((f) => f.startsWith(RES)),
      );
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  });

  it('leaves the search box out with --no-search (an API without full-text search)', async () => {
    const { tree } = await generate(await branch(), {
      name: 'tags',
      label: 'name',
      search: false,
    });
    expect(tree.readContent(`${RES}/tags/list.ts`)).toContain(
      '<va-list [resource]="resource()" [title]="title()" [columns]="columns" [search]="false" />',
    );
  });

  it('reuses another endpoint with --api (docs/contract.md §2.5)', async () => {
    const first = await generate(await branch(), { name: 'posts' });
    const { tree } = await generate(first.tree, {
      name: 'archived-posts',
      api: 'posts',
      routes: 'list',
    });
    expect(tree.readContent(`${RES}/index.ts`)).toContain(
      "name: 'archived-posts',\n    api: 'posts',",
    );
    expect(folderFiles(tree, 'archived-posts')).toEqual(['list.ts']);
  });

  it('works the same in an NgModule app', async () => {
    const tree = await createAdminApp({ standalone: false });
    const { tree: result } = await generate(tree, { name: 'posts', except: 'show' });
    expect(folderFiles(result, 'posts')).toEqual(['create.ts', 'edit.ts', 'form.ts', 'list.ts']);
    expect(result.readContent(`${RES}/pages.ts`)).toContain('PostsEdit:');
  });

  describe('stops with a clear message', () => {
    let tree: UnitTestTree;

    beforeAll(async () => {
      tree = (await generate(await branch(), { name: 'posts', icon: 'mdi-post' })).tree;
    });

    it.each<[string, ResourceOptions, string | RegExp]>([
      [
        'a duplicate name',
        { name: 'posts' },
        'a resource named "posts" already exists in projects/app/src/resources/index.ts (resources[0]); the value of name must be unique',
      ],
      [
        'a name sharing the folder',
        { name: 'Posts' },
        '"Posts" and the existing resource "posts" share the folder projects/app/src/resources/posts/',
      ],
      [
        'an unknown action',
        { name: 'tags', actions: 'list,publish' },
        '--actions: unknown action "publish" (valid: list, show, create, edit, delete)',
      ],
      [
        'a bad --id-field',
        { name: 'tags', idField: 'author.slug' },
        `--id-field: must be the name of the field that identifies a record (letters, digits, _, $, @ or -, e.g. 'slug', '_id', 'uuid'), got "author.slug"`,
      ],
      [
        'a trash without delete',
        { name: 'tags', except: 'delete', softDelete: true },
        '--soft-delete: needs the delete action (a trash holds deleted records), which this resource does not enable',
      ],
      [
        'an action typo',
        { name: 'tags', actions: 'list,shw' },
        '--actions: unknown action "shw"; did you mean "show"? (valid: list, show, create, edit, delete)',
      ],
      [
        'a role granting no enabled action',
        { name: 'tags', except: 'delete', permissions: 'admin, cleaner:delete' },
        '--permissions: entry 1 (role "cleaner") grants no enabled action: "delete" is not enabled (enabled: list, show, create, edit)',
      ],
      [
        'an unknown denied action',
        { name: 'tags', except: 'remove' },
        '--except: unknown action "remove"',
      ],
      [
        'a route of a disabled action',
        { name: 'tags', except: 'edit', routes: 'list,edit' },
        '--routes: "edit" is not an enabled action (enabled: list, show, create, delete)',
      ],
      [
        'a routed delete',
        { name: 'tags', routes: 'delete' },
        '--routes: "delete" has no page and cannot be routed (it is offered on the list and show pages)',
      ],
      [
        'an icon without the mdi- prefix',
        { name: 'tags', icon: 'tag' },
        '--icon: "tag" is not a Material Design Icons name of the form "mdi-<id>" (e.g. "mdi-account")',
      ],
      [
        'an icon outside the MDI set',
        { name: 'tags', icon: 'mdi-tagg' },
        /--icon: "mdi-tagg" is not an icon of the Material Design Icons set; did you mean "mdi-tag"/,
      ],
      [
        'a name that is not URL-path safe',
        { name: '2 tags' },
        '--name: "2 tags" is not URL-path safe',
      ],
      [
        'a bad api path',
        { name: 'tags', api: '../tags' },
        '--api: "../tags" must not contain "..", "." or empty segments',
      ],
      [
        'bad fields',
        { name: 'tags', fields: 'name:strin' },
        '--fields: "name:strin": unknown type "strin"',
      ],
      [
        'an --include that is not valid JSON',
        { name: 'tags', include: '{"embed": comments}' },
        /--include is not valid JSON: .+/,
      ],
      [
        'a bad role entry',
        { name: 'tags', permissions: 'viewer:read' },
        '--permissions: entry 0 (role "viewer") has unknown action "read"',
      ],
    ])('on %s', async (_what, options, message) => {
      const before = snapshot(tree);
      const run = generate(tree, options);
      await expect(run).rejects.toThrow(/^Cannot add resource .*nothing was written:/);
      await expect(generate(tree, options)).rejects.toThrow(message);
      expect(snapshot(tree)).toEqual(before);
    });

    it('lists every problem at once', async () => {
      await expect(generate(tree, { name: 'posts', icon: 'post', actions: 'lst' })).rejects.toThrow(
        /--icon: .*\n {2}- --actions: unknown action "lst"/,
      );
    });

    it('on a page file that exists already', async () => {
      const t = await branch();
      t.create(`${RES}/tags/list.ts`, 'export class Mine {}\n');
      await expect(generate(t, { name: 'tags' })).rejects.toThrow(
        'projects/app/src/resources/tags/list.ts already exists; move it away or pick another name',
      );
    });

    it('on a page name registered already', async () => {
      const t = await branch();
      t.overwrite(
        `${RES}/pages.ts`,
        "export const pages = { TagsList: () => import('../x').then((m) => m.X) };\n",
      );
      await expect(generate(t, { name: 'tags' })).rejects.toThrow(
        'pages.ts already registers TagsList',
      );
    });

    it('before ng add', async () => {
      const t = await branch();
      t.delete(`${RES}/index.ts`);
      await expect(generate(t, { name: 'tags' })).rejects.toThrow(
        'projects/app/src/resources/index.ts does not exist: run `ng add admin` first',
      );
    });
  });
});
