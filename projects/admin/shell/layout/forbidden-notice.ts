import type { Injector } from '@angular/core';

import { AdminNotifications } from 'admin/feedback';

/**
 * Shows a 403 of the admin API as an error notification. Loaded by `VaLayout` with `import()` when
 * one happens, so that the snack bar is not part of the initial bundle; not exported.
 */
export function notifyForbidden(injector: Injector, message: string): void {
  injector.get(AdminNotifications).notify(message, 'error');
}
