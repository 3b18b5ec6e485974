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
export * from './provide-admin';
