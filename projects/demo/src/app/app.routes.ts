import { Routes } from '@angular/router';
import { VaLayout, VaLogin, adminRoutes } from 'admin';

/**
 * The sign-in page, then the admin shell with every resource route under it. The admin's
 * components are imported by name (not through `import('admin')`, which would keep every export
 * of the library in the bundle); resource pages load lazily through the page registry.
 */
export const routes: Routes = [
  { path: 'login', component: VaLogin },
  { path: '', component: VaLayout, children: adminRoutes() },
];
