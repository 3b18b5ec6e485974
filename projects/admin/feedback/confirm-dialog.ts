import { Injectable, Injector, inject } from '@angular/core';

import type { ConfirmOptions } from 'admin/config';

export type { ConfirmOptions } from 'admin/config';

/**
 * Asks the user to confirm: `if (await confirm.confirm({ title, message, danger: true })) ...`.
 * The Material dialog loads on the first question (`import()`), out of the initial bundle.
 */
@Injectable({ providedIn: 'root' })
export class AdminConfirm {
  private readonly injector = inject(Injector);

  /** Resolves `true` when confirmed, `false` when cancelled or dismissed (Escape, backdrop). */
  async confirm(options: ConfirmOptions): Promise<boolean> {
    const { VaConfirmDialog } = await import('./confirm-dialog-view');
    return VaConfirmDialog.open(this.injector, options);
  }
}
