/*
 * The internals of ./confirm.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import { InjectionToken } from '@angular/core';
import { type ConfirmOptions } from './confirm';

/**
 * Asks the user a yes/no question (leave a dirty form, delete a record): resolves `true` to go
 * on. `provideAdmin` binds it to the Material dialog (`AdminConfirm`); any component kit can
 * provide its own. Without a provider, the browser's `confirm()`.
 */
export const ɵADMIN_CONFIRM = new InjectionToken<(options: ConfirmOptions) => Promise<boolean>>(
  'ADMIN_CONFIRM',
  {
    providedIn: 'root',
    factory: () => (options) =>
      Promise.resolve(
        typeof globalThis.confirm === 'function'
          ? globalThis.confirm(`${options.title}\n\n${options.message}`)
          : false,
      ),
  },
);
