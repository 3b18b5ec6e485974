// The admin shell, loaded lazily by app.routes.ts alongside the first page's code: its toolbar,
// menu and breadcrumb stay out of the initial bundle (esbuild keeps in this chunk the parts of
// `admin` only it uses).
export { VaLayout } from 'admin';
