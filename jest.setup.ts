import { setupZonelessTestEnv } from 'jest-preset-angular/setup-env/zoneless';

import { ɵLOADED_MESSAGES } from './projects/admin/i18n/built-in-messages';
import { EN_MESSAGES } from './projects/admin/i18n/messages-en';

setupZonelessTestEnv();

// English is loaded with import() in an app (the shell's part is in the first download, the rest
// arrives while the admin's routes load); specs render without waiting for it. i18n.spec.ts tests
// the loading itself.
ɵLOADED_MESSAGES.set('en', EN_MESSAGES);
