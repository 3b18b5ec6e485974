import { createAppConfig } from './app/app.config';
import { startDemo } from './app/start';

void startDemo(() => createAppConfig());
