import type { ResourceDescriptor } from 'admin';

/**
 * The demo's resources (docs/contract.md §1 item 3: the descriptor list is the default export).
 * Each was added with `ng generate admin:resource`, then edited by hand.
 */
const resources: ResourceDescriptor[] = [
  {
    name: 'users',
    icon: 'mdi-account',
    label: 'name',
    // A list, a show page listing the user's posts (one-to-many) and an edit page (name, email,
    // avatar) (docs/contract.md §2.2 `routes`).
    routes: ['list', 'show', 'edit'],
    // The demo API lets admins edit users, never create or delete them: no buttons for those.
    except: ['create', 'delete'],
    permissions: ['admin'],
    autocompleteFields: ['id', 'name'],
  },
  {
    name: 'posts',
    icon: 'mdi-post',
    label: 'title',
    translatable: true,
    // Issue 37: field permissions, as the demo API enforces them (lib/rules.js FIELD_RULES):
    // editors see the view count but may not change it; viewers do not see it.
    permissions: [
      'admin',
      {
        role: 'editor',
        actions: ['list', 'show', 'create', 'edit', 'delete'],
        fields: { readOnly: ['views'] },
      },
      { role: 'viewer', actions: ['list', 'show'], fields: { hidden: ['views'] } },
    ],
    autocompleteFields: ['id', 'title'],
    // Issue 37: deleting a post moves it to the trash (/posts/trash), where editors restore it
    // and only admins purge it, as the demo API allows (docs/contract.md §4.5).
    softDelete: { purge: ['admin'] },
    // Issue 38: a CSV import (/posts/import) for editors and admins, checked in the preview
    // (required titles and authors, numbers, dates, authors, categories and tags that exist),
    // written by the demo API's POST /api/posts/import in one transaction.
    import: {
      fields: [
        { source: 'title', required: true },
        { source: 'body' },
        { source: 'userId', type: 'reference', reference: 'users', required: true },
        { source: 'categoryId', type: 'reference', reference: 'categories' },
        { source: 'tagIds', type: 'reference-array', reference: 'tags' },
        { source: 'published', type: 'boolean' },
        { source: 'publishedAt', type: 'date' },
      ],
    },
  },
  {
    name: 'categories',
    icon: 'mdi-shape',
    label: 'name',
    except: ['delete'],
  },
  // docs/contract.md §2.5: a second set of pages over the posts endpoint, for archived posts
  // (read-only).
  {
    name: 'archived-posts',
    api: 'posts',
    icon: 'mdi-archive',
    label: 'title',
    actions: ['list', 'show'],
    permissions: ['admin', 'editor'],
  },
  {
    name: 'comments',
    icon: 'mdi-comment-text',
    // docs/contract.md §2.4: a function label combining several properties.
    label: (comment) => `${String(comment['body'] ?? '').slice(0, 40)} (#${String(comment['id'])})`,
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    // Issue 22: deleting a comment asks nothing; the notification offers Undo for 5 s and the
    // DELETE is sent only then (or when the tab closes, or on sign-out).
    mutationMode: 'undoable',
    // Issue 38: updates are PATCHes, so an inline edit of the list sends its one field.
    operations: { update: { method: 'PATCH' } },
  },
  // Issue 38 §3: the same comments as one infinite list (10 000 in the seed, only the rows in view
  // in the DOM); their show page is the comments' one.
  {
    name: 'all-comments',
    api: 'comments',
    icon: 'mdi-comment-text',
    label: (comment) => `${String(comment['body'] ?? '').slice(0, 40)} (#${String(comment['id'])})`,
    actions: ['list', 'show', 'delete'],
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    // Deleting (a selection of every loaded row, too) asks nothing and offers Undo for 5 s.
    mutationMode: 'undoable',
  },
  // A nested resource (issue 19): a post's comments, with pages under the post
  // (/posts/12/replies, /posts/12/replies/create, /posts/12/replies/3, /posts/12/replies/3/edit)
  // and calls to GET/POST /posts/12/comments, GET/PUT/DELETE /posts/12/comments/3. The top-level
  // comments above stay: the same records, across every post.
  {
    name: 'replies',
    api: 'comments',
    parent: 'posts',
    icon: 'mdi-comment-text',
    label: 'body',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    mutationMode: 'undoable',
  },
  {
    name: 'tags',
    icon: 'mdi-tag',
    label: 'name',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    autocompleteFields: ['id', 'name'],
    // Issue 38: a CSV import (/tags/import): new tags, or renamed ones by id or slug.
    import: { fields: [{ source: 'name', required: true }, { source: 'slug' }] },
  },
  // Issue 35: records whose key is not `id`. The same tags, addressed by their slug (the
  // descriptor key `idField`): pages /tags-by-slug/angular and /tags-by-slug/angular/edit, calls
  // GET/PUT/DELETE /api/tags/angular and look-ups GET /api/tags?slug=angular&slug=hiking (the demo
  // API routes a tag by its slug as well as its id). Not in the menu: opened by its URL.
  {
    name: 'tags-by-slug',
    api: 'tags',
    idField: 'slug',
    icon: 'mdi-tag-text',
    label: 'name',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    autocompleteFields: ['slug', 'name'],
  },
];

export default resources;
