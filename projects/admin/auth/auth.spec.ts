import { HttpClient, provideHttpClient } from '@angular/common/http';
import { computed, inject } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { of } from 'rxjs';

import { type AdminConfig } from '../config/config';
import { provideAdmin } from '../setup/provide-admin';
import { normalizeResources } from '../core/normalize';
import type { ResourceDescriptor } from 'admin/core';
import type { AccessContext, AdminUser } from '../config/types';
import { ADMIN_AUTH, AdminAuth } from './auth';
import type { AdminCredentials, AuthProvider } from './auth-provider';

const DESCRIPTORS: ResourceDescriptor[] = [
  { name: 'tags' },
  { name: 'categories', except: ['delete'] },
  { name: 'users', actions: ['list', 'show'], permissions: ['admin'] },
  {
    name: 'posts',
    permissions: ['admin', 'editor', { role: 'viewer', actions: ['list', 'show'] }],
  },
];

const USERS: Record<string, AdminUser> = {
  nobody: { id: 1, name: 'No roles', roles: [] },
  bare: { id: 2, name: 'No roles key' },
  admin: { id: 3, name: 'Admin', roles: ['admin'] },
  editor: { id: 4, name: 'Editor', roles: ['editor'] },
  viewer: { id: 5, name: 'Viewer', roles: ['viewer'] },
  both: { id: 6, name: 'Viewer and editor', roles: ['viewer', 'editor'] },
  ab: { id: 7, name: 'Roles a and b', roles: ['a', 'b'] },
};

/** An in-memory AuthProvider: `login({ email: <key of USERS> })`. */
function memoryProvider(start: AdminUser | null = null): AuthProvider {
  let current = start;
  return {
    login: async (credentials: AdminCredentials) => {
      const user = USERS[String(credentials.email)];
      if (!user) throw new Error(`no user ${String(credentials.email)}`);
      current = user;
      return user;
    },
    logout: () => {
      current = null;
      return of(undefined);
    },
    me: () => current,
  };
}

function setup(config: Partial<AdminConfig> = {}): AdminAuth {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: DESCRIPTORS, auth: memoryProvider(), ...config }),
      provideRouter([]),
    ],
  });
  return TestBed.inject(AdminAuth);
}

async function signedInAs(key: keyof typeof USERS, config: Partial<AdminConfig> = {}) {
  const auth = setup(config);
  await auth.ready();
  await auth.login({ email: key });
  return auth;
}

const ALL = ['list', 'show', 'create', 'edit', 'delete'] as const;
const allowed = (auth: AdminAuth, resource: string) => ALL.filter((a) => auth.can(resource, a));

describe('AdminAuth', () => {
  describe('signals', () => {
    it('starts signed out and exposes user, roles and signedIn after login', async () => {
      const auth = setup();
      await auth.ready();
      expect(auth.user()).toBeNull();
      expect(auth.signedIn()).toBe(false);
      expect(auth.permissions()).toEqual([]);

      const user = await auth.login({ email: 'both' });
      expect(user).toBe(USERS['both']);
      expect(auth.user()).toBe(USERS['both']);
      expect(auth.signedIn()).toBe(true);
      expect(auth.permissions()).toEqual(['viewer', 'editor']);

      await auth.logout();
      expect(auth.user()).toBeNull();
      expect(auth.signedIn()).toBe(false);
      expect(auth.permissions()).toEqual([]);
    });

    it('takes the roles from provider.permissions(user) when the provider has it', async () => {
      const provider: AuthProvider = {
        ...memoryProvider(),
        permissions: (user) => (user['isBoss'] ? ['admin'] : []),
      };
      const auth = setup({ auth: provider });
      await auth.login({ email: 'bare' });
      expect(auth.permissions()).toEqual([]);
      expect(auth.can('users', 'list')).toBe(false);
      USERS['boss'] = { id: 9, isBoss: true };
      await auth.login({ email: 'boss' });
      expect(auth.permissions()).toEqual(['admin']);
      expect(auth.can('users', 'list')).toBe(true);
      delete USERS['boss'];
    });

    it('rejects a failed login with the provider error and stays signed out', async () => {
      const auth = setup();
      await expect(auth.login({ email: 'ghost' })).rejects.toThrow('no user ghost');
      expect(auth.user()).toBeNull();
    });

    it('rejects a provider whose login resolves without a user', async () => {
      const auth = setup({ auth: { ...memoryProvider(), login: () => of() } });
      await expect(auth.login({})).rejects.toThrow(/login\(\) resolved without a user object/);
      expect(auth.signedIn()).toBe(false);
    });

    it('signs out locally even when the provider logout fails', async () => {
      const auth = await signedInAs('admin', {
        auth: {
          ...memoryProvider(),
          logout: () => Promise.reject(new Error('server down')),
        },
      });
      await expect(auth.logout()).rejects.toThrow('server down');
      expect(auth.user()).toBeNull();
    });
  });

  describe('session restore', () => {
    it('restores the user through me() before ready() resolves', async () => {
      const auth = setup({ auth: memoryProvider(USERS['editor']) });
      expect(auth.user()).toBeNull();
      await auth.ready();
      expect(auth.user()).toBe(USERS['editor']);
      expect(auth.can('posts', 'delete')).toBe(true);
    });

    it('resolves ready() signed out when me() fails', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const auth = setup({
        auth: { ...memoryProvider(), me: () => Promise.reject(new Error('offline')) },
      });
      await expect(auth.ready()).resolves.toBeUndefined();
      expect(auth.user()).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('restored'), expect.any(Error));
      warn.mockRestore();
    });

    it('does not let a late restore undo a login', async () => {
      let answer!: (user: AdminUser | null) => void;
      const auth = setup({
        auth: { ...memoryProvider(), me: () => new Promise((resolve) => (answer = resolve)) },
      });
      await auth.login({ email: 'viewer' });
      answer(USERS['admin']);
      await auth.ready();
      expect(auth.user()).toBe(USERS['viewer']);
    });
  });

  describe('can() — docs/decisions.md §4 "Permissions"', () => {
    it('denies everything when signed out, open resources included', async () => {
      const auth = setup();
      await auth.ready();
      for (const name of ['tags', 'categories', 'users', 'posts']) {
        expect(allowed(auth, name)).toEqual([]);
      }
    });

    it('gives a user with no roles the open resources only, enabled actions only', async () => {
      for (const key of ['nobody', 'bare'] as const) {
        TestBed.resetTestingModule();
        const auth = await signedInAs(key);
        expect(auth.permissions()).toEqual([]);
        expect(allowed(auth, 'tags')).toEqual([...ALL]);
        expect(allowed(auth, 'categories')).toEqual(['list', 'show', 'create', 'edit']);
        expect(allowed(auth, 'users')).toEqual([]);
        expect(allowed(auth, 'posts')).toEqual([]);
      }
    });

    it('grants a string role every enabled action of the resource', async () => {
      const admin = await signedInAs('admin');
      expect(allowed(admin, 'users')).toEqual(['list', 'show']);
      expect(allowed(admin, 'posts')).toEqual([...ALL]);
      TestBed.resetTestingModule();
      const editor = await signedInAs('editor');
      expect(allowed(editor, 'users')).toEqual([]);
      expect(allowed(editor, 'posts')).toEqual([...ALL]);
    });

    it('limits a { role, actions } entry to those actions', async () => {
      const viewer = await signedInAs('viewer');
      expect(allowed(viewer, 'posts')).toEqual(['list', 'show']);
      expect(allowed(viewer, 'users')).toEqual([]);
    });

    it('unites the grants of a user with two roles', async () => {
      const auth = await signedInAs('both');
      expect(allowed(auth, 'posts')).toEqual([...ALL]);
      expect(allowed(auth, 'users')).toEqual([]);
    });

    it('unites two limited grants without widening either', async () => {
      const auth = await signedInAs('ab', {
        resources: [
          ...DESCRIPTORS,
          {
            name: 'invoices',
            permissions: [
              { role: 'a', actions: ['list'] },
              { role: 'b', actions: ['edit'] },
            ],
          },
        ],
      });
      expect(auth.permissions()).toEqual(['a', 'b']);
      expect(allowed(auth, 'invoices')).toEqual(['list', 'edit']);
      expect(auth.can('invoices', 'show')).toBe(false);
      expect(auth.can('invoices', 'create')).toBe(false);
      expect(auth.can('invoices', 'delete')).toBe(false);
    });

    it('never allows a disabled action, whatever the roles or the hook say', async () => {
      const auth = await signedInAs('admin', { canAccess: () => true });
      expect(auth.can('users', 'create')).toBe(false);
      expect(auth.can('users', 'delete')).toBe(false);
      expect(auth.can('categories', 'delete')).toBe(false);
      expect(auth.can('users', 'list')).toBe(true);
    });

    it('denies an unknown resource and accepts Resource objects', async () => {
      const auth = await signedInAs('admin');
      expect(auth.can('nope', 'list')).toBe(false);
      const [outside] = normalizeResources([{ name: 'outside', permissions: ['editor'] }]);
      expect(auth.can(outside, 'list')).toBe(false);
      const [mine] = normalizeResources([{ name: 'mine', permissions: ['admin'] }]);
      expect(auth.can(mine, 'edit')).toBe(true);
    });

    it('lets the canAccess hook decide first, both ways, and fall back on undefined', async () => {
      const calls: AccessContext[] = [];
      const auth = await signedInAs('viewer', {
        canAccess: (context) => {
          calls.push(context);
          if (context.resource.name === 'posts' && context.action === 'delete') return true;
          if (context.resource.name === 'tags') return false;
          return undefined;
        },
      });
      expect(auth.can('posts', 'delete')).toBe(true); // roles say no, hook says yes
      expect(auth.can('tags', 'list')).toBe(false); // open resource, hook says no
      expect(auth.can('posts', 'list')).toBe(true); // hook silent: viewer grant
      expect(auth.can('posts', 'edit')).toBe(false); // hook silent: no grant
      expect(calls[0]).toEqual({
        resource: expect.objectContaining({ name: 'posts' }),
        action: 'delete',
        user: USERS['viewer'],
      });
    });

    it('passes user null to the hook when signed out', async () => {
      const auth = setup({ canAccess: ({ user, resource }) => resource.name === 'tags' && !user });
      await auth.ready();
      expect(auth.can('tags', 'list')).toBe(true);
      expect(auth.can('categories', 'list')).toBe(false);
      await auth.login({ email: 'admin' });
      expect(auth.can('tags', 'list')).toBe(false);
    });

    it('changes results on sign-in and sign-out, through signals', async () => {
      const auth = setup();
      await auth.ready();
      const canDelete = TestBed.runInInjectionContext(() =>
        computed(() => auth.can('posts', 'delete')),
      );
      expect(canDelete()).toBe(false);
      await auth.login({ email: 'editor' });
      expect(canDelete()).toBe(true);
      await auth.login({ email: 'viewer' });
      expect(canDelete()).toBe(false);
      await auth.login({ email: 'admin' });
      expect(canDelete()).toBe(true);
      await auth.logout();
      expect(canDelete()).toBe(false);
    });
  });

  describe('ADMIN_AUTH', () => {
    it('runs a provider factory from the config in an injection context', () => {
      let http: HttpClient | undefined;
      TestBed.configureTestingModule({
        providers: [
          provideAdmin({
            resources: DESCRIPTORS,
            auth: () => {
              http = inject(HttpClient);
              return memoryProvider(USERS['admin']);
            },
          }),
          provideHttpClient(),
          provideRouter([]),
        ],
      });
      TestBed.inject(ADMIN_AUTH);
      expect(http).toBeInstanceOf(HttpClient);
    });

    it('names the missing methods of a bad provider', () => {
      TestBed.configureTestingModule({
        providers: [
          provideAdmin({
            resources: DESCRIPTORS,
            auth: { login: () => USERS['admin'] } as unknown as AuthProvider,
          }),
        ],
      });
      expect(() => TestBed.inject(ADMIN_AUTH)).toThrow(
        /auth provider lacks the method\(s\) logout, me/,
      );
    });
  });
});
