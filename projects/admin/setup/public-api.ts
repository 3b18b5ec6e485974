/*
 * admin/setup: provideAdmin() and its features, and AdminModule.forRoot().
 *
 * Written by hand: only what is listed here is public. Names prefixed with ɵ are shared with the
 * package's other entry points and are not part of the API.
 */
export {
  withAdminDefaults,
  withHttp,
  withIcons,
  withInputBinding,
  withMenu,
  withMessages,
  withStatusPages,
  withTitles,
  type AdminFeature,
} from './admin-features';
export { AdminModule, provideAdmin } from './provide-admin';
