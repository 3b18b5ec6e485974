import type { ResourceLinkEntry } from 'admin';

/**
 * The demo's side menu (docs/contract.md §4.4), passed to `provideAdminMenu`: resource names, a
 * create link with its own icon and text, and groups. Entries the signed-in user may not open are
 * left out (an editor never sees "Administration"), and a group with nothing left disappears.
 */
export const menu: readonly ResourceLinkEntry[] = [
  'posts',
  { name: 'posts', action: 'create', icon: 'mdi-pencil-plus', text: 'Write a post' },
  {
    text: 'Content',
    icon: 'mdi-folder-multiple',
    expanded: true,
    children: ['categories', 'tags', 'comments', 'all-comments', 'archived-posts'],
  },
  { text: 'Administration', icon: 'mdi-shield-account', children: ['users'] },
];
