import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';

import type { AccessContext, CanAccessFn } from '../config/types';
import type { ResourceDescriptor } from 'admin/core';
import { ɵwithoutAuthProvider } from './without-auth-internal';
import { provideAdmin } from '../setup/provide-admin';
import { ADMIN_AUTH, AdminAuth } from './auth';

const DESCRIPTORS: ResourceDescriptor[] = [
  { name: 'tags' },
  {
    name: 'users',
    permissions: [
      'admin',
      {
        role: 'editor',
        actions: ['list', 'show', 'edit'],
        fields: { hidden: ['email', 'address'], readOnly: ['name'] },
      },
      { role: 'viewer', actions: ['list'], fields: { hidden: ['email'], readOnly: ['role'] } },
    ],
  },
];

function authAs(roles: string[], canAccess?: CanAccessFn): AdminAuth {
  TestBed.configureTestingModule({
    providers: [
      provideAdmin({ resources: DESCRIPTORS, ...(canAccess ? { canAccess } : {}) }),
      { provide: ADMIN_AUTH, useValue: ɵwithoutAuthProvider({ roles }) },
      provideRouter([]),
    ],
  });
  return TestBed.inject(AdminAuth);
}

const record = { id: 1, name: 'Ann', email: 'ann@x', role: 'staff', address: { city: 'Oslo' } };

describe('AdminAuth.fieldAccess(): field permissions', () => {
  it('hides and locks the fields of the role’s entry, and copies records without them', async () => {
    const auth = authAs(['editor']);
    await auth.ready();
    const access = auth.fieldAccess('users');
    expect(access.restricted).toBe(true);
    expect(['id', 'name', 'email', 'role', 'address.city'].map((f) => access.canRead(f))).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(['id', 'name', 'email', 'role'].map((f) => access.canWrite(f))).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(access.readable(record)).toEqual({ id: 1, name: 'Ann', role: 'staff' });
    expect(access.writable({ name: 'Bo', role: 'lead', email: 'b@x' })).toEqual({ role: 'lead' });
  });

  it('opens every field to a role without fields, and returns records unchanged', async () => {
    const auth = authAs(['admin']);
    await auth.ready();
    const access = auth.fieldAccess('users');
    expect(access.restricted).toBe(false);
    expect(access.canRead('email') && access.canWrite('name')).toBe(true);
    expect(access.readable(record)).toBe(record);
    expect(auth.fieldAccess('tags').restricted).toBe(false);
  });

  it('unites two roles: a field is hidden or read-only only when every role says so', async () => {
    const auth = authAs(['editor', 'viewer']);
    await auth.ready();
    const access = auth.fieldAccess('users');
    expect(access.canRead('email')).toBe(false); // hidden by both
    expect(access.canRead('address')).toBe(true); // the viewer reads it
    // Only the editor may edit: its rules alone say what may be written.
    expect(access.canWrite('address')).toBe(false);
    expect(access.canWrite('name')).toBe(false);
    expect(access.canWrite('role')).toBe(true); // read-only for the viewer, who cannot edit
  });

  it('lets the canAccess hook decide a field, asked with action show (read) and edit (write)', async () => {
    const calls: Pick<AccessContext, 'action' | 'field'>[] = [];
    const auth = authAs(['editor'], ({ action, field }) => {
      if (field) calls.push({ action, field });
      if (field === 'email') return true; // the hook opens a hidden field
      if (field === 'role' && action === 'edit') return false; // and locks another
      return undefined;
    });
    await auth.ready();
    const access = auth.fieldAccess('users');
    expect(access.canRead('email')).toBe(true);
    expect(access.canWrite('email')).toBe(true);
    expect(access.canRead('role')).toBe(true);
    expect(access.canWrite('role')).toBe(false);
    expect(access.canWrite('name')).toBe(false); // undefined: the entry decides
    expect(calls).toContainEqual({ action: 'show', field: 'email' });
    expect(calls).toContainEqual({ action: 'edit', field: 'role' });
    expect(access.writable({ role: 'x', email: 'e', id: 2 })).toEqual({ email: 'e', id: 2 });
  });
});
