import type { Injector, Type } from '@angular/core';
import { MatButton } from '@angular/material/button';
import {
  MatDialog,
  MatDialogActions,
  MatDialogClose,
  MatDialogContent,
  MatDialogTitle,
  type MatDialogConfig,
} from '@angular/material/dialog';
import { firstValueFrom } from 'rxjs';

/**
 * What a dialog asking the user a question imports: title, content, and closing buttons. A tuple
 * (`as const`), so that a component of another entry point can use it from the declaration file.
 */
export const ɵALERT_DIALOG_IMPORTS = [
  MatButton,
  MatDialogActions,
  MatDialogClose,
  MatDialogContent,
  MatDialogTitle,
] as const;

/**
 * Opens a dialog that asks the user something (the confirm and conflict dialogs): an
 * `alertdialog` focusing its first button and giving the focus back when closed. Resolves what
 * it closed with, `undefined` when dismissed.
 */
export async function ɵopenAlertDialog<C, D, R>(
  injector: Injector,
  component: Type<C>,
  data: D,
  config: Omit<MatDialogConfig<D>, 'data'> = {},
): Promise<R | undefined> {
  const ref = injector.get(MatDialog).open<C, D, R>(component, {
    data,
    role: 'alertdialog',
    autoFocus: 'first-tabbable',
    restoreFocus: true,
    ...config,
  });
  return firstValueFrom(ref.afterClosed(), { defaultValue: undefined });
}
