export * from './admin-menu';
export * from './admin-theme';
export * from './va-menu';
export * from './va-breadcrumb';
export * from './va-layout';
export * from './va-login';
