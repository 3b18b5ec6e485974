import type { ResourceDescriptor } from 'admin';

/**
 * The demo's resources (SPEC 1.3: the descriptor list is the default export).
 * They show the four descriptor shapes of SPEC 2.2 plus references and a function label.
 */
const resources: ResourceDescriptor[] = [
  // Restricted list-only resource for one role.
  {
    name: 'users',
    icon: 'mdi-account',
    label: 'name',
    routes: ['list'],
    permissions: ['admin'],
    autocompleteFields: ['id', 'name'],
  },
  // Translatable resource for two roles; viewers may only list and show.
  {
    name: 'posts',
    icon: 'mdi-post',
    label: 'title',
    translatable: true,
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    autocompleteFields: ['id', 'title'],
  },
  // Resource with a denied action.
  {
    name: 'categories',
    icon: 'mdi-shape',
    label: 'name',
    except: ['delete'],
  },
  // Resource reusing another resource's endpoint (SPEC 2.5): archived posts, read-only.
  {
    name: 'archived-posts',
    api: 'posts',
    icon: 'mdi-archive',
    label: 'title',
    actions: ['list', 'show'],
    permissions: ['admin', 'editor'],
  },
  // A function label (SPEC 2.4) combining several properties.
  {
    name: 'comments',
    icon: 'mdi-comment-text',
    label: (comment) => `${String(comment['body'] ?? '').slice(0, 40)} (#${String(comment['id'])})`,
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
  },
  {
    name: 'tags',
    icon: 'mdi-tag',
    label: 'name',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
    autocompleteFields: ['id', 'name'],
  },
];

export default resources;
