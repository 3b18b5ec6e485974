import { isPlatformBrowser } from '@angular/common';
import { Injectable, Injector, PLATFORM_ID, inject, signal } from '@angular/core';
import { Router } from '@angular/router';
import { AdminMount } from 'admin/config';
import type { AdminUser } from 'admin/config';
import { AdminAuth } from './auth';
import { ADMIN_SESSION_PROMPT } from './session-prompt';
import { ɵsameUser } from './session-renewal-internal';

/** How an ended session was settled: renewed for the same user, another user, or given up. */
export type AdminSessionRenewalOutcome = 'renewed' | 'switched' | 'cancelled';

/**
 * What happens when the admin API says the session ended (a 401), without any UI: the
 * provider's `refresh()` is tried first, else the user signs in again over the page
 * (`ADMIN_SESSION_PROMPT`). One renewal at a time: every request that fails meanwhile waits for
 * the same one. Then `adminAuthInterceptor` retries what failed, once each:
 * - the same user (same `id`, else the same `email`, `username` or `name`): `renewed`, the page,
 *   its typed values and the waiting undoable writes are kept, and the requests are retried;
 * - another user: `switched`, the waiting writes are discarded (`onDiscard`), the failed
 *   requests fail, the admin's home opens (without the unsaved-changes question) and the user is
 *   told why (`AdminSessionPrompt.switched`);
 * - given up: `cancelled`, the failed requests fail and the session is signed out to the login
 *   route as without renewal (the unsaved-changes guard asks before a typed form is left).
 */
@Injectable({ providedIn: 'root' })
export class AdminSessionRenewal {
  private readonly auth = inject(AdminAuth);
  private readonly prompt = inject(ADMIN_SESSION_PROMPT);
  private readonly injector = inject(Injector);
  private readonly browser = isPlatformBrowser(inject(PLATFORM_ID));
  private readonly discards = new Set<() => void>();
  private running: Promise<AdminSessionRenewalOutcome> | null = null;
  /** The last user seen signed in, still the owner of the page after a cancelled renewal. */
  private owner: AdminUser | null = null;
  private readonly active = signal(false);

  /** Whether a renewal is under way (the sign-in dialog is open, or `refresh()` is running). */
  readonly renewing = this.active.asReadonly();
  private readonly leaving = signal(false);
  /**
   * Whether the admin is leaving a discarded page for its home (another user signed in over an
   * ended session): the unsaved-changes guard lets it go, since the page was the other user's.
   */
  readonly discarding = this.leaving.asReadonly();

  /**
   * Whether an ended session can be renewed here rather than signed out: in a browser, away from
   * the login route, with a provider's `refresh()`, or a prompt and a user who owns the page.
   */
  available(): boolean {
    if (this.running) return true;
    if (!this.browser || this.auth.ɵonLoginRoute()) return false;
    if (this.auth.ɵcanRefresh()) return true;
    return this.prompt !== null && (this.auth.user() ?? this.owner) !== null;
  }

  /** Renews the ended session; while one renewal runs, every caller gets its outcome. */
  renew(): Promise<AdminSessionRenewalOutcome> {
    if (!this.running) {
      this.active.set(true);
      this.running = this.run().finally(() => {
        this.running = null;
        this.active.set(false);
      });
    }
    return this.running;
  }

  /**
   * Runs `task` when another user signs in over an ended session, to discard what the previous
   * user left (`AdminMutations`: the undoable writes still waiting). Call the returned function
   * to stop.
   */
  onDiscard(task: () => void): () => void {
    this.discards.add(task);
    return () => void this.discards.delete(task);
  }

  private async run(): Promise<AdminSessionRenewalOutcome> {
    const previous = this.auth.user() ?? this.owner;
    this.owner = previous;
    let user = await this.auth.refresh();
    if (!user && this.prompt && previous) {
      try {
        user = await this.prompt.signIn({ user: previous });
      } catch (error) {
        console.warn('[admin] the sign-in dialog failed:', error);
        user = null;
      }
    }
    if (!user) {
      this.auth.ɵexpire();
      return 'cancelled';
    }
    this.owner = user;
    if (!previous || ɵsameUser(previous, user)) return 'renewed';
    for (const task of this.discards) {
      try {
        task();
      } catch (error) {
        console.warn('[admin] discarding the previous session failed:', error);
      }
    }
    this.leave(previous, user).catch((error: unknown) =>
      console.warn('[admin] leaving the previous session failed:', error),
    );
    return 'switched';
  }

  /** Opens the admin's home for the new user, then says why. */
  private async leave(previous: AdminUser, user: AdminUser): Promise<void> {
    const router = this.injector.get(Router);
    const home = this.injector.get(AdminMount).url();
    this.leaving.set(true);
    try {
      // The home may redirect (to the new user's first list): a navigation of its own.
      await router.navigateByUrl(home);
    } finally {
      this.leaving.set(false);
      await this.prompt?.switched({ previous, user });
    }
  }
}
