import { type ApplicationRef, provideZonelessChangeDetection } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import {
  ADMIN_AUTH,
  AdminAuth,
  AdminConfigError,
  ResourceLinkService,
  ResourceRegistry,
  type AuthProvider,
  type ResourceDescriptor,
} from 'admin';

import resources from '../resources';
import { createAppConfig } from './app.config';
import { menu } from './menu';

/** A signed-in user with these roles, without the demo API. */
function signedIn(roles: string[]): AuthProvider {
  const user = { id: 1, name: 'Test', email: 't@example.com', roles };
  return { login: async () => user, logout: async () => undefined, me: async () => user };
}

async function menuFor(roles: string[]) {
  const app = await createApplication({
    providers: [
      ...createAppConfig().providers,
      provideZonelessChangeDetection(),
      { provide: ADMIN_AUTH, useValue: signedIn(roles) },
    ],
  });
  const auth = app.injector.get(AdminAuth);
  await auth.ready();
  const links = app.injector.get(ResourceLinkService).getResourceLinks(menu);
  app.destroy();
  return links;
}

describe('demo app config', () => {
  it('boots with the demo descriptor list', async () => {
    const app: ApplicationRef = await createApplication({
      providers: [...createAppConfig().providers, provideZonelessChangeDetection()],
    });
    const list = app.injector.get(ResourceRegistry).resources;
    expect(list.map((r) => r.name)).toEqual(resources.map((r) => r.name));
    app.destroy();
  });

  it('builds the side menu per role: a create link with its own icon and text, groups', async () => {
    const admin = await menuFor(['admin']);
    expect(admin.map((entry) => entry.text)).toEqual([
      'Posts',
      'Write a post',
      'Content',
      'Administration',
    ]);
    expect(admin[1]).toMatchObject({
      name: 'posts',
      action: 'create',
      icon: 'mdi-pencil-plus',
      routerLink: ['/posts', 'create'],
    });
    // An editor may not see users: the group with nothing left disappears.
    const editor = await menuFor(['editor']);
    expect(editor.map((entry) => entry.text)).toEqual(['Posts', 'Write a post', 'Content']);
    // A viewer may list posts but not create them.
    const viewer = await menuFor(['viewer']);
    expect(viewer.map((entry) => entry.text)).not.toContain('Write a post');
  });

  it('refuses to start with an invalid list, naming every problem', () => {
    const bad = [
      { name: 'users', icon: 'account' },
      { name: 'users', permisions: ['admin'] },
    ] as unknown as ResourceDescriptor[];
    let error: unknown;
    try {
      createAppConfig(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AdminConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid admin resources (3 problems)');
    expect(message).toContain('resources[0] "users" key "icon"');
    expect(message).toContain(
      'resources[1] "users" key "permisions": unknown key; did you mean "permissions"?',
    );
    expect(message).toContain('resources[1] "users" key "name": duplicate name "users"');
  });
});
