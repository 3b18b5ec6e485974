import { createAppConfig } from './app/app.config';
import { demoResources } from './app/demo-resources';
import { startDemo } from './app/start';

void startDemo(async () => createAppConfig(await demoResources()));
