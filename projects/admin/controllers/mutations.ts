import { DestroyRef, Injectable, InjectionToken, computed, inject, signal } from '@angular/core';
import { firstValueFrom, type Observable } from 'rxjs';
import { type AdminRecord, type MutationMode, type RecordId, type Resource } from 'admin/core';
import { AdminBeforeSignOut, AdminSessionRenewal } from 'admin/auth';
import { ResourceRepositories } from 'admin/data';
import { AdminI18n } from 'admin/i18n';
import { ADMIN_NOTIFIER, type AdminNotificationType } from './notifier';
import { ɵerrorMessage } from './notifier-internal';
import { ɵmutationModeOf } from './mutations-internal';

/*
 * When a write reaches the server and the UI (`MutationMode`, issue 22):
 * - `pessimistic` (default): the request is sent, the UI changes once the server accepted it;
 * - `optimistic`: the UI changes at once and the request is sent; refused, every view shows
 *   again exactly what it showed before, with a message saying so;
 * - `undoable`: the UI changes at once and a notification offers Undo for `ADMIN_UNDO_DELAY`
 *   ms; the request is sent only then (or when the page is left or the user signs out).
 */
export type { MutationMode } from 'admin/core';

/** Milliseconds an undoable write waits for Undo before it is sent (default 5 000). */
export const ADMIN_UNDO_DELAY = new InjectionToken<number>('ADMIN_UNDO_DELAY', {
  providedIn: 'root',
  factory: () => 5000,
});

/** A write as `AdminMutations.run()` performs it. */
export interface MutationRequest {
  readonly resource: Resource;
  /** Absent: the resource's `mutationMode`, else `pessimistic`. */
  readonly mode?: MutationMode;
  readonly kind: 'update' | 'delete';
  readonly ids: readonly RecordId[];
  /** The values an update gives each record (shown at once in the optimistic modes). */
  readonly data?: AdminRecord;
  /** Sends the request; `keepalive` when the page is being left. */
  readonly send: (keepalive: boolean) => Observable<unknown>;
  /** The success notification ("Post “Hello” deleted"). */
  readonly done: string;
  /** The notification when an optimistic or undoable write is refused; `{message}` is filled in. */
  readonly refused: (message: string) => string;
  /** The notification of a pessimistic failure; default `admin.notifications.error`. */
  readonly failed?: (message: string) => string;
  /** Offered as "Retry" when a write failed (not for conflicts). */
  readonly retry?: () => unknown;
  /**
   * Offered as "Retry" when an optimistic or undoable write is refused on a version conflict
   * (412, 409): brings back what the user typed to decide (`VaForm`: its edit page and the
   * conflict dialog). Without it, a conflict offers no action.
   */
  readonly conflict?: () => unknown;
}

/**
 * What `run()` resolves with, once the UI may go on: `done` (pessimistic: the server accepted),
 * `applied` (optimistic, undoable: shown, not confirmed yet; `settled` resolves `true` once the
 * server accepted, `false` when refused or undone), or `failed` (pessimistic).
 */
export type MutationOutcome =
  | { readonly status: 'done'; readonly settled: Promise<boolean> }
  | { readonly status: 'applied'; readonly settled: Promise<boolean> }
  | { readonly status: 'failed'; readonly error: unknown; readonly settled: Promise<boolean> };

interface Pending {
  /** Sends now (flush); resolves once settled. */
  readonly fire: (keepalive: boolean) => Promise<boolean>;
  /** Drops it unsent, as Undo does (without a notification). */
  readonly drop: () => void;
}

/**
 * Runs the admin's writes in their mutation mode (`MutationMode`), without any UI: the pending
 * changes shown by every view (`ResourceRepository.stage`), the notifications (`ADMIN_NOTIFIER`,
 * with Undo), the rollback of a refused write. Undoable writes still waiting are sent when the
 * page is hidden or closed (`pagehide`, `beforeunload`, with `fetch` keepalive), before a
 * sign-out (`AdminAuth.logout()`) and by `flush()`. When the session ends, they wait for the
 * renewal (`AdminSessionRenewal`) and go with it; another user signing in drops them unsent.
 */
@Injectable({ providedIn: 'root' })
export class AdminMutations {
  private readonly repositories = inject(ResourceRepositories);
  private readonly notifier = inject(ADMIN_NOTIFIER);
  private readonly i18n = inject(AdminI18n);
  private readonly delay = Math.max(0, inject(ADMIN_UNDO_DELAY));
  private readonly waiting = new Set<Pending>();
  private readonly count = signal(0);

  /** How many undoable writes wait for their delay. */
  readonly pending = computed(() => this.count());

  constructor() {
    // Signing out (AdminAuth.logout, whoever calls it): the waiting writes go while the session
    // is still valid.
    const stop = inject(AdminBeforeSignOut).add(() =>
      this.waiting.size ? this.flush() : undefined,
    );
    inject(DestroyRef).onDestroy(stop);
    // Another user signed in over an ended session: the waiting writes were not theirs.
    const stopDiscard = inject(AdminSessionRenewal).onDiscard(() => this.discard());
    inject(DestroyRef).onDestroy(stopDiscard);
    const target = typeof window === 'undefined' ? null : window;
    if (target) {
      // A closed tab or a page left for another site: the waiting writes go now, with keepalive.
      const leave = () => void this.flush({ keepalive: true });
      target.addEventListener('pagehide', leave);
      target.addEventListener('beforeunload', leave);
      inject(DestroyRef).onDestroy(() => {
        target.removeEventListener('pagehide', leave);
        target.removeEventListener('beforeunload', leave);
      });
    }
  }

  /** Performs a write in its mode; resolves once the UI may show its effect. */
  async run(request: MutationRequest): Promise<MutationOutcome> {
    const mode = ɵmutationModeOf(request.resource, request.mode);
    if (mode === 'pessimistic') return this.pessimistic(request);
    const repository = this.repositories.for(request.resource);
    const release = repository.stage(request.kind, request.ids, request.data);
    if (mode === 'optimistic') {
      const settled = this.send(request, release, false);
      return { status: 'applied', settled };
    }
    return { status: 'applied', settled: this.undoable(request, release) };
  }

  /** Sends every undoable write still waiting now; resolves once they all settled. */
  async flush(options: { keepalive?: boolean } = {}): Promise<void> {
    const all = [...this.waiting];
    await Promise.all(all.map((pending) => pending.fire(options.keepalive ?? false)));
  }

  /** Drops every undoable write still waiting, unsent, as Undo does. */
  discard(): void {
    for (const pending of [...this.waiting]) pending.drop();
  }

  private async pessimistic(request: MutationRequest): Promise<MutationOutcome> {
    try {
      await firstValueFrom(request.send(false), { defaultValue: null });
    } catch (error) {
      const message = ɵerrorMessage(this.i18n, error);
      this.notify(
        request.failed?.(message) ?? this.i18n.t('admin.notifications.error', { message }),
        'error',
        request,
        error,
      );
      return { status: 'failed', error, settled: Promise.resolve(false) };
    }
    this.notifier.notify(request.done, 'success');
    return { status: 'done', settled: Promise.resolve(true) };
  }

  private undoable(
    request: MutationRequest,
    release: (outcome: 'committed' | 'released') => void,
  ): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timing: { timer?: ReturnType<typeof setTimeout> } = {};
      const pending: Pending = {
        fire: (keepalive) => {
          if (!this.waiting.delete(pending)) return Promise.resolve(false);
          clearTimeout(timing.timer);
          this.count.set(this.waiting.size);
          const sent = this.send(request, release, keepalive, true);
          resolve(sent);
          return sent;
        },
        drop: () => {
          if (!this.waiting.delete(pending)) return;
          clearTimeout(timing.timer);
          this.count.set(this.waiting.size);
          release('released');
          resolve(false);
        },
      };
      this.waiting.add(pending);
      this.count.set(this.waiting.size);
      timing.timer = setTimeout(() => void pending.fire(false), this.delay);
      this.notifier.notify(request.done, 'info', { duration: this.delay, undo: pending.drop });
    });
  }

  private async send(
    request: MutationRequest,
    release: (outcome: 'committed' | 'released') => void,
    keepalive: boolean,
    announced = false,
  ): Promise<boolean> {
    if (!announced) this.notifier.notify(request.done, 'success');
    try {
      await firstValueFrom(request.send(keepalive), { defaultValue: null });
    } catch (error) {
      release('released');
      const status = (error as { status?: unknown } | null)?.status;
      const message =
        status === 409 || status === 412
          ? this.i18n.t('admin.mutations.conflict')
          : ɵerrorMessage(this.i18n, error);
      this.notify(request.refused(message), 'error', request, error);
      return false;
    }
    release('committed');
    return true;
  }

  private notify(
    message: string,
    type: AdminNotificationType,
    request: MutationRequest,
    error: unknown,
  ): void {
    const status = (error as { status?: unknown } | null)?.status;
    const conflict = status === 409 || status === 412;
    const retry = conflict ? request.conflict : request.retry;
    this.notifier.notify(message, type, retry ? { retry } : {});
  }
}
