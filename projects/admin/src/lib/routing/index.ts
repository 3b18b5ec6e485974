// Only `export *` here: a named re-export would make esbuild treat this barrel (and every file it
// re-exports) as part of any bundle that imports one name through it, and the route table, guards,
// resolvers and status pages would join the initial bundle. Files with internal exports are
// re-exported by name in ./exports.
export * from './admin-routes';
export * from './admin-route-table';
export * from './exports';
export * from './permission-guard';
export * from './route-refresh';
export * from './title-strategy';
export * from './status-layout';
export * from './not-found-page';
export * from './forbidden-page';
export * from './record-not-found-page';
export * from './error-page';
export * from './page-context';
export * from './unsaved-changes';
