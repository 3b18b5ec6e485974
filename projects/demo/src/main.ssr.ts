// The browser entry of the demo built for the server (`ng build demo -c production,ssr`): a page
// the server rendered is taken over where it is (hydration, with the server's API answers); a page
// it left to the browser (no session or view cookie) is rendered here as usual.
import { withHydration } from 'admin';

import { createAppConfig } from './app/app.config';
import { demoResources } from './app/demo-resources';
import { startDemo } from './app/start';
import { rememberView } from './app/view-cookie';

rememberView();
void startDemo(async () => createAppConfig(await demoResources(), [withHydration()]));
