import { Injector, inject } from '@angular/core';

import type { AdminNotifier } from 'admin/controllers';

/**
 * The controllers' notifications (saved, deleted, errors with a retry) through the Material snack
 * bar, loaded with the first message (`import()`), so that the snack bar and its overlay stay out
 * of an application's initial bundle. Call in an injection context (a provider's factory).
 */
export function ɵlazyNotifier(): AdminNotifier {
  const injector = inject(Injector);
  return {
    notify: (message, type, options) =>
      import('./admin-notifications').then((m) =>
        injector.get(m.AdminNotifications).notify(message, type, options),
      ),
  };
}
