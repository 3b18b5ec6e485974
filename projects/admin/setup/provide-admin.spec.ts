import { TestBed } from '@angular/core/testing';

import { ADMIN_CONFIG } from '../config/config';
import { AdminModule, provideAdmin } from './provide-admin';
import { AdminConfigError } from '../core/normalize';
import type { ResourceDescriptor } from 'admin/core';

const resources: ResourceDescriptor[] = [
  { name: 'users', icon: 'mdi-account', label: 'name', routes: ['list'], permissions: ['admin'] },
  {
    name: 'posts',
    label: (r) => String(r['title']),
    translatable: true,
    permissions: ['admin', 'editor'],
  },
];

describe('provideAdmin and AdminModule.forRoot', () => {
  function tokensWith(providers: unknown[]) {
    TestBed.resetTestingModule();
    TestBed.configureTestingModule({ providers: providers as never[] });
    return {
      config: TestBed.inject(ADMIN_CONFIG),
      resources: TestBed.inject(ADMIN_CONFIG).resources,
    };
  }

  it('provides the normalised resources and the resolved config', () => {
    const { config, resources: list } = tokensWith([
      provideAdmin({ resources, title: 'Back office' }),
    ]);
    expect(list.map((r) => r.name)).toEqual(['users', 'posts']);
    expect(list[0].routes).toEqual(['list']);
    expect(config.resources).toBe(list);
    expect(config).toMatchObject({
      title: 'Back office',
      apiUrl: '/api',
      locale: 'en',
      loginRoute: '/login',
      pages: {},
    });
  });

  it('AdminModule.forRoot provides exactly the same tokens', () => {
    const options = { apiUrl: 'https://api.example.com/v1/', title: 'Back office' };
    const viaFunction = tokensWith([provideAdmin({ resources, ...options })]);
    const viaModule = tokensWith([AdminModule.forRoot(resources, options).providers!]);
    expect(viaModule.resources).toEqual(viaFunction.resources);
    expect({ ...viaModule.config, resources: null }).toEqual({
      ...viaFunction.config,
      resources: null,
    });
    expect(viaModule.config.apiUrl).toBe('https://api.example.com/v1');
  });

  it('fails loudly with every problem when the list is invalid', () => {
    expect(() =>
      provideAdmin({ resources: [{ name: 'users' }, { name: 'users', icon: 'account' }] }),
    ).toThrow(AdminConfigError);
  });
});
