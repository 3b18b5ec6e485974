import { Injectable, Injector, inject } from '@angular/core';

import type { AdminConflictResolver, ConflictChoice, ConflictQuestion } from 'admin/config';

/**
 * Asks what to do when a save was refused because the record changed on the server (412, 409):
 * reload and re-apply the user's changes, overwrite, or cancel. `provideAdmin` binds
 * `ADMIN_CONFLICTS` to it. The Material dialog loads on the first conflict (`import()`), out of the
 * initial bundle.
 */
@Injectable({ providedIn: 'root' })
export class AdminConflicts implements AdminConflictResolver {
  private readonly injector = inject(Injector);

  async ask(question: ConflictQuestion): Promise<ConflictChoice> {
    const { VaConflictDialog } = await import('./conflict-dialog-view');
    return VaConflictDialog.open(this.injector, question);
  }
}
