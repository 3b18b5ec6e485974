// ResourceRegistry: the one place that knows the resources (issue 17), with the real access check
// wired by provideAdmin (AdminAuth.can through ADMIN_ACCESS).
import { ChangeDetectionStrategy, Component, type Type } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import { AdminAuth } from '../auth/auth';
import type { AuthProvider } from '../auth/auth-provider';
import { ResourceRegistry } from '../config/resource-registry';
import type { AdminConfig } from '../config/config';
import type { AdminUser } from '../config/types';
import { ResourceLinkService } from '../links/resource-links';
import { AdminActions } from '../ui/common/admin-actions';
import { provideAdmin } from './provide-admin';

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Page {}
const page = () => Promise.resolve(Page as Type<unknown>);

function auth(user: AdminUser | null): AuthProvider {
  return { login: async () => user!, logout: async () => undefined, me: () => user };
}

async function setup(
  config: Partial<AdminConfig> = {},
  user: AdminUser | null = { roles: ['editor'] },
) {
  TestBed.configureTestingModule({
    providers: [
      provideRouter([]),
      provideAdmin({
        resources: [
          { name: 'posts', label: 'title' },
          { name: 'blog-tags', api: 'taxonomy/tags', except: ['delete'] },
          { name: 'users', routes: ['list'], permissions: ['admin'] },
        ],
        auth: auth(user),
        ...config,
      }),
    ],
  });
  await TestBed.inject(AdminAuth).ready();
  return TestBed.inject(ResourceRegistry);
}

describe('ResourceRegistry', () => {
  it('finds resources by name, and names the known ones for an unknown name', async () => {
    const registry = await setup();
    expect(registry.resources.map((r) => r.name)).toEqual(['posts', 'blog-tags', 'users']);
    expect(registry.find('posts')?.label).toBe('title');
    expect(registry.find('nope')).toBeUndefined();
    expect(registry.get(registry.resources[1])).toBe(registry.resources[1]);
    expect(() => registry.get('nope')).toThrow(
      'Unknown resource "nope" (known resources: "posts", "blog-tags", "users")',
    );
  });

  it('knows enabled and routed actions, and offers only what the user may do', async () => {
    const registry = await setup();
    expect(registry.enabled('blog-tags', 'delete')).toBe(false);
    expect(registry.enabled('blog-tags', 'edit')).toBe(true);
    expect(registry.routed('users', 'list')).toBe(true);
    expect(registry.routed('users', 'show')).toBe(false);
    expect(registry.routed('posts', 'delete')).toBe(false); // no page, ever
    expect(registry.offered('posts', 'delete')).toBe(true);
    expect(registry.offered('blog-tags', 'delete')).toBe(false);
    expect(registry.offered('users', 'list')).toBe(false); // the editor is no admin
    expect(registry.allows('users', 'list')).toBe(false);
    expect(registry.offered('nope', 'list')).toBe(false);
  });

  it('builds page paths, router commands, component names and API paths', async () => {
    const registry = await setup();
    expect(registry.pagePath('blog-tags', 'edit')).toBe('blog-tags/:id/edit');
    expect(registry.pageCommands('blog-tags', 'list')).toEqual(['/blog-tags']);
    expect(registry.pageCommands('blog-tags', 'create')).toEqual(['/blog-tags', 'create']);
    expect(registry.pageCommands('blog-tags', 'show', 3)).toEqual(['/blog-tags', 3]);
    expect(registry.homeCommands()).toEqual(['/']);
    expect(registry.componentName('blog-tags', 'edit')).toBe('BlogTagsEdit');
    expect(registry.apiPath('blog-tags')).toBe('taxonomy/tags');
    expect(registry.apiPath('blog-tags', 'a b/c')).toBe('taxonomy/tags/a%20b%2Fc');
  });

  it('link(): the commands of an offered page, else null', async () => {
    const registry = await setup({
      resources: [
        { name: 'posts', label: 'title' },
        { name: 'comments', parent: 'posts' },
        { name: 'users', routes: ['list'], permissions: ['admin'] },
      ],
    });
    expect(registry.link('posts', 'list')).toEqual(['/posts']);
    expect(registry.link('posts', 'edit', { id: 12 })).toEqual(['/posts', 12, 'edit']);
    expect(registry.link('posts', 'show', { id: 'a b' })).toEqual(['/posts', 'a b']);
    // A show or edit page without an id, an unknown resource, a page not offered: no link.
    expect(registry.link('posts', 'show')).toBeNull();
    expect(registry.link('posts', 'show', { id: '' })).toBeNull();
    expect(registry.link('posts', 'edit', { id: null })).toBeNull();
    expect(registry.link('nope', 'list')).toBeNull();
    expect(registry.link('users', 'list')).toBeNull(); // the editor is no admin
    // A nested resource: parent ids given, else none known on this page (no router state).
    expect(registry.link('comments', 'show', { id: 3, parents: { postId: 12 } })).toEqual([
      '/posts',
      12,
      'comments',
      3,
    ]);
    expect(registry.link('comments', 'list')).toBeNull();
  });

  it('never offers a page whose component is not registered, in links and buttons alike', async () => {
    const registry = await setup({ pages: { PostsList: page, PostsShow: page } });
    expect(registry.registered('posts', 'show')).toBe(true);
    expect(registry.registered('posts', 'edit')).toBe(false);
    expect(registry.offered('posts', 'edit')).toBe(false);
    expect(registry.offered('posts', 'delete')).toBe(true); // no page needed
    expect(TestBed.inject(AdminActions).route('posts', 'edit', 1)).toBeNull();
    expect(TestBed.inject(AdminActions).route('posts', 'show', 1)).toEqual(['/posts', 1]);
    const links = TestBed.inject(ResourceLinkService);
    expect(links.getResourceLink({ name: 'posts', action: 'create' })).toBe(false);
    expect(links.getResourceLink('posts')).toMatchObject({ routerLink: ['/posts'] });
  });

  it('allows everything to a signed-out app only through canAccess', async () => {
    const registry = await setup({ canAccess: ({ action }) => action === 'list' }, null);
    expect(registry.offered('posts', 'list')).toBe(true);
    expect(registry.offered('posts', 'show')).toBe(false);
  });
});
