import { type ApplicationRef, provideZonelessChangeDetection } from '@angular/core';
import { createApplication } from '@angular/platform-browser';
import { ADMIN_RESOURCES, AdminConfigError, type ResourceDescriptor } from 'admin';

import resources from '../resources';
import { createAppConfig } from './app.config';

describe('demo app config', () => {
  it('boots with the demo descriptor list', async () => {
    const app: ApplicationRef = await createApplication({
      providers: [...createAppConfig().providers, provideZonelessChangeDetection()],
    });
    const list = app.injector.get(ADMIN_RESOURCES);
    expect(list.map((r) => r.name)).toEqual(resources.map((r) => r.name));
    app.destroy();
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
