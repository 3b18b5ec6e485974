import { Injectable, Injector, inject } from '@angular/core';

import type {
  AdminSessionPrompt,
  AdminSessionPromptContext,
  AdminSessionSwitchContext,
} from 'admin/auth';
import type { AdminUser } from 'admin/config';

/**
 * The Material dialogs of an ended session (`ADMIN_SESSION_PROMPT`, wired by `provideAdmin`):
 * the sign-in form over the page, and the notice after someone else signed in. They load on
 * first use (`import()`), out of the initial bundle.
 */
@Injectable({ providedIn: 'root' })
export class AdminSessionDialog implements AdminSessionPrompt {
  private readonly injector = inject(Injector);

  async signIn(context: AdminSessionPromptContext): Promise<AdminUser | null> {
    const { VaSessionDialog } = await import('./session-dialog-view');
    return VaSessionDialog.open(this.injector, context);
  }

  async switched(context: AdminSessionSwitchContext): Promise<void> {
    const { VaSessionSwitchedDialog } = await import('./session-dialog-view');
    await VaSessionSwitchedDialog.open(this.injector, context);
  }
}
