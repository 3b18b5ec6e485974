import { Routes } from '@angular/router';
import { VaLayout, adminRoutes } from 'admin';

/**
 * The sign-in page, then the admin shell with every resource route under it. The admin's
 * components are imported by name (not through `import('admin')`, which would keep every export
 * of the library in the bundle); the sign-in page loads lazily through a local file that
 * re-exports it, resource pages through the page registry.
 */
export const routes: Routes = [
  { path: 'login', loadComponent: () => import('./login').then((m) => m.VaLogin) },
  { path: '', component: VaLayout, children: adminRoutes() },
];
