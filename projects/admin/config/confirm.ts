import { InjectionToken } from '@angular/core';

/** What a confirmation question says. */
export interface ConfirmOptions {
  readonly title: string;
  readonly message: string;
  /** Text of the confirming button; default "Confirm". */
  readonly confirmText?: string;
  /** Text of the cancelling button; default "Cancel". */
  readonly cancelText?: string;
  /** Styles the confirming button as destructive (delete). */
  readonly danger?: boolean;
}

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
