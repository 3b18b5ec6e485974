// The sign-in page, loaded lazily by app.routes.ts: its form field, input and card code stay out of
// the initial bundle (esbuild keeps in this chunk the parts of `admin` only it uses).
export { VaLogin } from 'admin';
