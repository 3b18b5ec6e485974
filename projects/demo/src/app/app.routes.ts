import { Routes } from '@angular/router';
import { adminRoutes } from 'admin';

/**
 * The sign-in page, then the admin shell with every resource route under it. The sign-in page and
 * the shell (`VaLayout`) load lazily, each through a local file that re-exports it (not through
 * `import('admin')`, which would put every export of the library in that chunk); resource pages
 * load through the page registry. The shell's chunk is fetched with the first page's, once the
 * route is allowed, so the first download holds only what starts the app.
 */
export const routes: Routes = [
  { path: 'login', loadComponent: () => import('./login').then((m) => m.VaLogin) },
  {
    path: '',
    loadComponent: () => import('./layout').then((m) => m.VaLayout),
    children: adminRoutes(),
  },
];
