/*
 * The internals of ./without-auth.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { AdminUser } from 'admin/config';
import type { AuthErrorOutcome, AuthHttpError, AuthProvider } from './auth-provider';
import { type WithoutAuthOptions } from './without-auth';

/** The user of `withoutAuth()` when none is given. */
export const ɵDEFAULT_LOCAL_USER: AdminUser = Object.freeze({ id: 'local', name: 'Admin' });

/**
 * An `AuthProvider` that is always signed in, as the configured user with the configured roles:
 * for an API without a login. It says so (`signIn: false`), so that the admin offers no sign-in
 * and no sign-out; a 401 or 403 from the API is reported as refused, never a sign-out.
 */
export function ɵwithoutAuthProvider(options: WithoutAuthOptions = {}): AuthProvider {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('withoutAuth(options): options must be an object');
  }
  const { user = ɵDEFAULT_LOCAL_USER, roles } = options;
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    throw new TypeError(
      `withoutAuth({ user }): user must be an object such as { id: 'local', name: 'Admin' }, got ${JSON.stringify(user)}`,
    );
  }
  const granted = roles ?? user.roles ?? [];
  if (!Array.isArray(granted) || granted.some((role) => typeof role !== 'string')) {
    throw new TypeError(
      `withoutAuth({ roles }): roles must be an array of strings such as ['admin'], got ${JSON.stringify(granted)}`,
    );
  }
  const signedIn: AdminUser = Object.freeze({ ...user, roles: Object.freeze([...granted]) });
  return {
    signIn: false,
    login: () => signedIn,
    logout: () => undefined,
    me: () => signedIn,
    restore: () => signedIn,
    permissions: () => signedIn.roles ?? [],
    handleError: (error: AuthHttpError): AuthErrorOutcome =>
      error.status === 401 || error.status === 403 ? 'forbidden' : 'ignore',
  };
}
