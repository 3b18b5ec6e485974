import { computed } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { AdminAuth } from '../auth/auth';
import type { AdminCredentials, AuthProvider } from '../auth/auth-provider';
import { type AdminConfig } from '../config/config';
import { provideAdmin } from '../setup/provide-admin';
import type { ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import { AdminI18n } from '../i18n/i18n';
import { provideAdminMessages } from '../i18n/app-messages';
import {
  ResourceLinkService,
  type ResourceLinkEntry,
  type ResourceLinkInput,
} from './resource-links';
import { ɵisResourceLinkGroup } from './resource-links-internal';

const DESCRIPTORS: ResourceDescriptor[] = [
  { name: 'users', icon: 'mdi-account', permissions: ['admin'] },
  {
    name: 'posts',
    icon: 'mdi-post',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
  },
  { name: 'categories', icon: 'mdi-shape', except: ['create'] },
  { name: 'reports', routes: ['list'] },
  { name: 'blogPosts', icon: 'mdi-post-outline' },
];

const USERS: Record<string, AdminUser> = {
  admin: { id: 1, roles: ['admin'] },
  editor: { id: 2, roles: ['editor'] },
  viewer: { id: 3, roles: ['viewer'] },
  nobody: { id: 4, roles: [] },
};

const provider: AuthProvider = {
  login: (credentials: AdminCredentials) => USERS[String(credentials.email)],
  logout: () => undefined,
  me: () => null,
};

async function setup(user: keyof typeof USERS | null, config: Partial<AdminConfig> = {}) {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: DESCRIPTORS, auth: provider, ...config }),
      provideRouter([]),
      provideAdminMessages('fr', {
        resources: { users: { name: { singular: 'Utilisateur', plural: 'Utilisateurs' } } },
      }),
    ],
  });
  const auth = TestBed.inject(AdminAuth);
  await auth.ready();
  if (user) await auth.login({ email: user });
  return { links: TestBed.inject(ResourceLinkService), auth };
}

describe('ResourceLinkService.getResourceLink (docs/contract.md §2.9, §4.4)', () => {
  it('links a resource name to its list page with the icon and plural name', async () => {
    const { links } = await setup('admin');
    expect(links.getResourceLink('users')).toEqual({
      name: 'users',
      action: 'list',
      icon: 'mdi-account',
      text: 'Users',
      routerLink: ['/users'],
    });
    expect(links.getResourceLink('reports')).toMatchObject({
      icon: 'mdi-view-grid',
      text: 'Reports',
    });
    expect(links.getResourceLink('blogPosts')).toMatchObject({
      text: 'Blog posts',
      routerLink: ['/blogPosts'],
    });
  });

  it('builds create links with the "New <singular>" text, or the given icon and text', async () => {
    const { links } = await setup('admin');
    expect(links.getResourceLink({ name: 'users', action: 'create' })).toEqual({
      name: 'users',
      action: 'create',
      icon: 'mdi-account',
      text: 'New user',
      routerLink: ['/users', 'create'],
    });
    expect(links.getResourceLink({ name: 'blogPosts', action: 'create' })).toMatchObject({
      text: 'New blog post',
    });
    expect(
      links.getResourceLink({
        name: 'users',
        action: 'create',
        icon: 'mdi-account-plus',
        text: 'Invite',
      }),
    ).toMatchObject({ icon: 'mdi-account-plus', text: 'Invite', routerLink: ['/users', 'create'] });
    expect(links.getResourceLink({ name: 'users', text: 'People' })).toMatchObject({
      action: 'list',
      icon: 'mdi-account',
      text: 'People',
    });
  });

  it('builds show and edit links from an id, and refuses them without one', async () => {
    const { links } = await setup('admin');
    expect(links.getResourceLink({ name: 'users', action: 'edit', id: 7 })).toEqual({
      name: 'users',
      action: 'edit',
      icon: 'mdi-account',
      text: 'Edit user',
      id: 7,
      routerLink: ['/users', 7, 'edit'],
    });
    expect(links.getResourceLink({ name: 'users', action: 'show', id: 'a-1' })).toMatchObject({
      text: 'User',
      routerLink: ['/users', 'a-1'],
    });
    expect(() => links.getResourceLink({ name: 'users', action: 'edit' })).toThrow(
      'a "edit" link to "users" needs an "id"',
    );
    expect(() => links.getResourceLink({ name: 'users', action: 'show', id: '' })).toThrow(
      /needs an "id"/,
    );
  });

  it("builds a slug-keyed resource's show and edit links from its slug or its record", async () => {
    const { links } = await setup('admin', {
      resources: [...DESCRIPTORS, { name: 'tags', idField: 'slug', label: 'name' }],
    });
    const tag = { id: 3, slug: 'angular', name: 'Angular' };
    expect(links.getResourceLink({ name: 'tags', action: 'show', record: tag })).toMatchObject({
      id: 'angular',
      routerLink: ['/tags', 'angular'],
    });
    expect(links.getResourceLink({ name: 'tags', action: 'edit', id: 'rxjs' })).toMatchObject({
      routerLink: ['/tags', 'rxjs', 'edit'],
    });
    // The id of a record is not its key when the resource names another field.
    expect(() =>
      links.getResourceLink({ name: 'tags', action: 'edit', record: { id: 3, name: 'x' } }),
    ).toThrow('a "edit" link to "tags" needs an "id" (its record has no "slug")');
    expect(links.getResourceLink({ name: 'users', action: 'show', record: tag })).toMatchObject({
      routerLink: ['/users', 3],
    });
  });

  it('follows the UI locale', async () => {
    const { links } = await setup('admin');
    const i18n = TestBed.inject(AdminI18n);
    const link = TestBed.runInInjectionContext(() =>
      computed(() => links.getResourceLink('users')),
    );
    expect(link()).toMatchObject({ text: 'Users' });
    i18n.setLocale('fr');
    await i18n.ready();
    expect(link()).toMatchObject({ text: 'Utilisateurs' });
    expect(links.getResourceLink({ name: 'users', action: 'create' })).toMatchObject({
      text: 'Nouveau : utilisateur',
    });
  });

  it('is false for unknown resources, disabled actions, unrouted actions', async () => {
    const { links } = await setup('admin');
    expect(links.getResourceLink('nope')).toBe(false);
    expect(links.getResourceLink({ name: 'nope', action: 'create' })).toBe(false);
    expect(links.getResourceLink({ name: 'categories', action: 'create' })).toBe(false);
    expect(links.getResourceLink({ name: 'categories', action: 'edit', id: 1 })).toMatchObject({
      routerLink: ['/categories', 1, 'edit'],
    });
    expect(links.getResourceLink({ name: 'reports', action: 'create' })).toBe(false);
    expect(links.getResourceLink({ name: 'reports', action: 'show', id: 1 })).toBe(false);
  });

  it('is false when the user may not perform the action', async () => {
    const { links } = await setup('viewer');
    expect(links.getResourceLink('users')).toBe(false);
    expect(links.getResourceLink('posts')).toMatchObject({ routerLink: ['/posts'] });
    expect(links.getResourceLink({ name: 'posts', action: 'show', id: 1 })).not.toBe(false);
    expect(links.getResourceLink({ name: 'posts', action: 'create' })).toBe(false);
    expect(links.getResourceLink({ name: 'posts', action: 'edit', id: 1 })).toBe(false);
  });

  it('is false for everything when signed out', async () => {
    const { links } = await setup(null);
    for (const r of DESCRIPTORS) expect(links.getResourceLink(r.name)).toBe(false);
  });

  it('asks the canAccess hook through AdminAuth.can', async () => {
    const { links } = await setup('nobody', {
      canAccess: ({ resource, action }) =>
        resource.name === 'users' && action === 'list'
          ? true
          : resource.name === 'reports'
            ? false
            : undefined,
    });
    expect(links.getResourceLink('users')).not.toBe(false);
    expect(links.getResourceLink({ name: 'users', action: 'create' })).toBe(false);
    expect(links.getResourceLink('reports')).toBe(false);
    expect(links.getResourceLink('categories')).not.toBe(false);
  });

  it('changes with the user when wrapped in computed()', async () => {
    const { links, auth } = await setup(null);
    const createPost = TestBed.runInInjectionContext(() =>
      computed(() => links.getResourceLink({ name: 'posts', action: 'create' })),
    );
    expect(createPost()).toBe(false);
    await auth.login({ email: 'editor' });
    expect(createPost()).toMatchObject({ routerLink: ['/posts', 'create'] });
    await auth.login({ email: 'viewer' });
    expect(createPost()).toBe(false);
    await auth.login({ email: 'admin' });
    expect(createPost()).not.toBe(false);
    await auth.logout();
    expect(createPost()).toBe(false);
  });

  it('is false for delete, an action without a page, whatever the user may do', async () => {
    const { links, auth } = await setup('admin');
    expect(auth.can('users', 'delete')).toBe(true);
    expect(links.getResourceLink({ name: 'users', action: 'delete' })).toBe(false);
    expect(links.getResourceLink({ name: 'users', action: 'delete', id: 7 })).toBe(false);
    expect(links.getResourceLink({ name: 'nope', action: 'delete' })).toBe(false);
  });

  it('rejects bad input with a message naming it', async () => {
    const { links } = await setup('admin');
    expect(() => links.getResourceLink({ name: 'users', action: 'destroy' } as never)).toThrow(
      'unknown action "destroy" for "users" (actions: list, show, create, edit, delete)',
    );
    expect(() => links.getResourceLink({ text: 'x' } as unknown as ResourceLinkInput)).toThrow(
      'expected a resource name or a link object with a "name", got {"text":"x"}',
    );
  });
});

describe('ResourceLinkService.getResourceLinks (docs/contract.md §4.4)', () => {
  const MENU: ResourceLinkEntry[] = [
    'posts',
    { name: 'posts', action: 'create', icon: 'mdi-plus', text: 'Write' },
    false,
    null,
    {
      icon: 'mdi-cog',
      text: 'Settings',
      expanded: true,
      children: ['users', { name: 'users', action: 'create' }, 'categories', 'unknown'],
    },
    {
      icon: 'mdi-lock',
      text: 'Admin only',
      children: ['users', { text: 'Deep', children: ['users'] }],
    },
    'reports',
  ];

  it('returns every permitted link for an admin, groups included', async () => {
    const { links } = await setup('admin');
    const menu = links.getResourceLinks(MENU);
    expect(menu).toEqual([
      { name: 'posts', action: 'list', icon: 'mdi-post', text: 'Posts', routerLink: ['/posts'] },
      {
        name: 'posts',
        action: 'create',
        icon: 'mdi-plus',
        text: 'Write',
        routerLink: ['/posts', 'create'],
      },
      {
        icon: 'mdi-cog',
        text: 'Settings',
        expanded: true,
        children: [
          expect.objectContaining({ routerLink: ['/users'] }),
          expect.objectContaining({ routerLink: ['/users', 'create'], text: 'New user' }),
          expect.objectContaining({ routerLink: ['/categories'] }),
        ],
      },
      {
        icon: 'mdi-lock',
        text: 'Admin only',
        expanded: false,
        children: [
          expect.objectContaining({ routerLink: ['/users'] }),
          { text: 'Deep', expanded: false, children: [expect.objectContaining({ name: 'users' })] },
        ],
      },
      expect.objectContaining({ name: 'reports' }),
    ]);
    expect(menu.map((entry) => ɵisResourceLinkGroup(entry))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('filters children and drops groups whose children are all denied', async () => {
    const { links } = await setup('viewer');
    expect(links.getResourceLinks(MENU)).toEqual([
      expect.objectContaining({ name: 'posts', action: 'list' }),
      {
        icon: 'mdi-cog',
        text: 'Settings',
        expanded: true,
        children: [expect.objectContaining({ name: 'categories' })],
      },
      expect.objectContaining({ name: 'reports' }),
    ]);
  });

  it('drops delete entries, at the top level and inside groups', async () => {
    const { links } = await setup('admin');
    expect(
      links.getResourceLinks([
        { name: 'users', action: 'delete' },
        'users',
        { text: 'Danger', children: [{ name: 'posts', action: 'delete', id: 1 }] },
        { text: 'Mixed', children: [{ name: 'posts', action: 'delete' }, 'posts'] },
      ]),
    ).toEqual([
      expect.objectContaining({ name: 'users', action: 'list' }),
      {
        text: 'Mixed',
        expanded: false,
        children: [expect.objectContaining({ name: 'posts', action: 'list' })],
      },
    ]);
  });

  it('returns an empty array when signed out, ready to spread into a menu', async () => {
    const { links } = await setup(null);
    const menu = [{ text: 'Home' }, ...links.getResourceLinks(MENU)];
    expect(menu).toEqual([{ text: 'Home' }]);
  });

  it('rejects entries that are neither names, links nor groups', async () => {
    const { links } = await setup('admin');
    expect(() => links.getResourceLinks(['users', 42 as never])).toThrow(
      'entry 1 is neither a resource name, a link object nor a group: 42',
    );
    expect(() => links.getResourceLinks([{ text: 'G', children: 'users' } as never])).toThrow(
      'the "children" of entry 0 must be an array',
    );
    expect(() => links.getResourceLinks('users' as never)).toThrow(
      'getResourceLinks: expected an array, got "users"',
    );
  });
});
