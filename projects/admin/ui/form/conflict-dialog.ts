import { Injectable, Injector, inject } from '@angular/core';

import type { FieldConflict } from 'admin/controllers';

/** What the conflict dialog shows. */
export interface ConflictDialogData {
  readonly title: string;
  readonly message: string;
  /** The fields that differ, with their labels. */
  readonly fields: readonly (FieldConflict & { readonly label: string })[];
}

/** The user's choice in the conflict dialog; `cancel` also for Escape and the backdrop. */
export type ConflictChoice = 'reload' | 'overwrite' | 'cancel';

/**
 * Asks what to do when a save was refused because the record changed on the server (412, 409):
 * reload and re-apply the user's changes, overwrite, or cancel. The Material dialog loads on the
 * first conflict (`import()`), out of the initial bundle.
 */
@Injectable({ providedIn: 'root' })
export class AdminConflicts {
  private readonly injector = inject(Injector);

  async ask(data: ConflictDialogData): Promise<ConflictChoice> {
    const { VaConflictDialog } = await import('./conflict-dialog-view');
    return VaConflictDialog.open(this.injector, data);
  }
}
