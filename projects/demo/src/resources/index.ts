import type { ResourceDescriptor } from 'admin';

/** The demo's resources (SPEC 1.3: the descriptor list is the default export). */
const resources: ResourceDescriptor[] = [
  {
    name: 'users',
    icon: 'mdi-account',
    label: 'name',
    routes: ['list'],
    permissions: ['admin'],
  },
  {
    name: 'posts',
    icon: 'mdi-post',
    label: 'title',
    translatable: true,
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
  },
  {
    name: 'categories',
    icon: 'mdi-shape',
    label: 'name',
    except: ['delete'],
  },
  {
    name: 'archived-posts',
    api: 'posts',
    icon: 'mdi-archive',
    label: 'title',
    routes: ['list', 'show'],
    actions: ['list', 'show'],
    permissions: ['admin', 'editor'],
  },
];

export default resources;
