import type { AdminUser } from 'admin/config';

/** Options of `withoutAuth()`: who the admin runs as; every one has a default. */
export interface WithoutAuthOptions {
  /** The user the admin runs as (shown in the toolbar's account menu); default `{ id: 'local', name: 'Admin' }`. */
  readonly user?: AdminUser;
  /**
   * The roles of that user, which resource `permissions` check; default `user.roles`, else none
   * (then every resource without `permissions` is open, and those with are closed).
   */
  readonly roles?: readonly string[];
}
