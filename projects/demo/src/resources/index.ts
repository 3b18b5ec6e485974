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
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    autocompleteFields: ['id', 'title'],
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
