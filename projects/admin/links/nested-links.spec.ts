import { ChangeDetectionStrategy, Component } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';

import { AdminAuth } from '../auth/auth';
import type { AdminCredentials, AuthProvider } from '../auth/auth-provider';
import { ResourceRegistry } from '../config/resource-registry';
import type { ResourceDescriptor } from 'admin/core';
import type { AdminUser } from '../config/types';
import { provideAdmin } from '../setup/provide-admin';
import { ResourceLinkService } from './resource-links';

const DESCRIPTORS: ResourceDescriptor[] = [
  { name: 'posts', icon: 'mdi-post', permissions: ['admin', 'editor'] },
  { name: 'comments', icon: 'mdi-comment', parent: 'posts' },
  { name: 'likes', parent: { name: 'comments', param: 'comment' }, except: ['edit'] },
  { name: 'secrets', permissions: ['admin'] },
  { name: 'notes', parent: 'secrets' },
];

const USERS: Record<string, AdminUser> = {
  admin: { id: 1, roles: ['admin'] },
  editor: { id: 2, roles: ['editor'] },
  guest: { id: 3, roles: ['guest'] },
};

const provider: AuthProvider = {
  login: (credentials: AdminCredentials) => USERS[String(credentials.email)],
  logout: () => undefined,
  me: () => null,
};

@Component({ template: '', changeDetection: ChangeDetectionStrategy.OnPush })
class Blank {}

async function setup(user: keyof typeof USERS) {
  localStorage.clear();
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: DESCRIPTORS, auth: provider }),
      provideRouter([
        // Stand-ins of the admin's page routes: the registry reads the resource and the params.
        {
          path: 'posts/:id',
          component: Blank,
        },
        { path: 'posts/:postId/comments/:id', component: Blank },
      ]),
    ],
  });
  const auth = TestBed.inject(AdminAuth);
  await auth.ready();
  await auth.login({ email: user });
  const registry = TestBed.inject(ResourceRegistry);
  // The route of a post's page carries its resource, as adminRoutes() does.
  const router = TestBed.inject(Router);
  router.config[0].data = { resource: registry.get('posts') };
  router.config[1].data = { resource: registry.get('comments') };
  return { links: TestBed.inject(ResourceLinkService), registry, router };
}

describe('nested resources: links (getResourceLink with params)', () => {
  it('builds every page link of a nested resource from its parent ids', async () => {
    const { links } = await setup('admin');
    const params = { postId: 12 };
    expect(links.getResourceLink({ name: 'comments', params })).toEqual({
      name: 'comments',
      action: 'list',
      icon: 'mdi-comment',
      text: 'Comments',
      params,
      routerLink: ['/posts', 12, 'comments'],
    });
    expect(links.getResourceLink({ name: 'comments', action: 'create', params })).toMatchObject({
      routerLink: ['/posts', 12, 'comments', 'create'],
    });
    expect(
      links.getResourceLink({ name: 'comments', action: 'show', id: 3, params }),
    ).toMatchObject({ id: 3, routerLink: ['/posts', 12, 'comments', 3] });
    expect(
      links.getResourceLink({ name: 'comments', action: 'edit', id: 3, params }),
    ).toMatchObject({ routerLink: ['/posts', 12, 'comments', 3, 'edit'] });
  });

  it('nests more than one level, with a custom parameter', async () => {
    const { links } = await setup('admin');
    expect(
      links.getResourceLink({
        name: 'likes',
        action: 'show',
        id: 'x/y',
        params: { postId: 1, comment: 2 },
      }),
    ).toMatchObject({ routerLink: ['/posts', 1, 'comments', 2, 'likes', 'x/y'] });
    // edit is removed from likes: no link.
    expect(
      links.getResourceLink({
        name: 'likes',
        action: 'edit',
        id: 1,
        params: { postId: 1, comment: 2 },
      }),
    ).toBe(false);
  });

  it('is false when the user may not see the parent, even if the child is open to all', async () => {
    const { links } = await setup('guest');
    expect(links.getResourceLink({ name: 'comments', params: { postId: 1 } })).toBe(false);
    expect(links.getResourceLink({ name: 'notes', params: { secretId: 1 } })).toBe(false);
    const editor = await (TestBed.resetTestingModule(), setup('editor'));
    expect(editor.links.getResourceLink({ name: 'comments', params: { postId: 1 } })).toBeTruthy();
    expect(editor.links.getResourceLink({ name: 'notes', params: { secretId: 1 } })).toBe(false);
  });

  it('throws naming the missing parent id when neither params nor the page give it', async () => {
    const { links } = await setup('admin');
    expect(() => links.getResourceLink('comments')).toThrow(
      'getResourceLink: Resource "comments" is nested under "posts": give the parent id postId (posts) in params, e.g. { postId: 12 }',
    );
    expect(() => links.getResourceLink({ name: 'likes', params: { postId: 1 } })).toThrow(
      'give the parent id comment (comments) in params',
    );
  });

  it("takes missing parent ids from the page shown: a parent's page or a nested page", async () => {
    const { links, router } = await setup('admin');
    await router.navigateByUrl('/posts/7');
    expect(links.getResourceLink({ name: 'comments', action: 'create' })).toMatchObject({
      params: { postId: '7' },
      routerLink: ['/posts', '7', 'comments', 'create'],
    });
    await router.navigateByUrl('/posts/8/comments/5');
    expect(links.getResourceLink('comments')).toMatchObject({
      routerLink: ['/posts', '8', 'comments'],
    });
    expect(links.getResourceLink({ name: 'likes' })).toMatchObject({
      params: { postId: '8', comment: '5' },
      routerLink: ['/posts', '8', 'comments', '5', 'likes'],
    });
    // Given params win.
    expect(links.getResourceLink({ name: 'comments', params: { postId: 1 } })).toMatchObject({
      routerLink: ['/posts', 1, 'comments'],
    });
  });

  it('gives the registry the route paths and API paths of nested resources', async () => {
    const { registry } = await setup('admin');
    expect(registry.pagePath('comments', 'edit')).toBe('posts/:postId/comments/:id/edit');
    expect(registry.pagePath('likes', 'list')).toBe('posts/:postId/comments/:comment/likes');
    expect(registry.apiPath('comments', undefined, { postId: 'a b' })).toBe('posts/a%20b/comments');
    expect(registry.apiPath('likes', 3, { postId: 1, comment: 2 })).toBe(
      'posts/1/comments/2/likes/3',
    );
    expect(registry.ancestors('likes').map((r) => r.name)).toEqual(['posts', 'comments']);
    expect(registry.tryParentParams('comments')).toBeUndefined();
    expect(registry.parentParams('posts')).toEqual({});
  });
});
