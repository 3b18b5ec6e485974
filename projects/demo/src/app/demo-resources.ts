import type { ResourceDescriptor } from 'admin';

import resources from '../resources';

/**
 * The localStorage key that gives some of the demo's resources another API dialect than the demo
 * API's, to run the demo's own pages against a real server of another kind:
 * `localStorage.setItem('demo.dialects', '{"tags":"nestjs-crud"}')`, then load the app. The
 * requests still go to `/api/<resource>`: a reverse proxy sends that path to the other server (the
 * browser test e2e/nestjs-crud.e2e.ts routes `/api/tags` to a NestJS `@dataui/crud` API). Pages
 * rendered on the server (a signed-in session cookie) keep the demo API's dialect.
 */
export const DIALECTS_KEY = 'demo.dialects';

/**
 * The demo's resources, with the dialects named under DIALECTS_KEY; the code that reads them
 * (stored-dialects.ts, with the dialects) is downloaded only when something is stored there.
 */
export async function demoResources(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Promise<readonly ResourceDescriptor[]> {
  const stored = storage?.getItem(DIALECTS_KEY);
  if (!stored) return resources;
  const { withDialects } = await import('./stored-dialects');
  return withDialects(resources, stored);
}
