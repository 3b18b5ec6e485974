import { Injectable } from '@angular/core';

/**
 * Work done while the session is still valid, before `AdminAuth.logout()` ends it, whoever signs
 * out (the toolbar's menu or the app's own code): `AdminMutations` sends the undoable writes
 * still waiting. Tasks run together; one that fails does not keep the user signed in.
 */
@Injectable({ providedIn: 'root' })
export class AdminBeforeSignOut {
  private readonly tasks = new Set<() => PromiseLike<unknown> | void>();

  /**
   * Runs `task` before every sign-out: it returns a promise of its work, or nothing when it has
   * none. Call the returned function to stop.
   */
  add(task: () => PromiseLike<unknown> | void): () => void {
    this.tasks.add(task);
    return () => void this.tasks.delete(task);
  }

  /**
   * Runs the tasks: a promise that resolves once their work settled, or `null` when none had
   * any (the sign-out then goes on at once).
   */
  run(): Promise<void> | null {
    const work: PromiseLike<unknown>[] = [];
    for (const task of this.tasks) {
      try {
        const done = task();
        if (done) work.push(done);
      } catch {
        // A failing task does not keep the user signed in.
      }
    }
    return work.length ? Promise.allSettled(work).then(() => undefined) : null;
  }
}
