import { Injectable, computed, signal, untracked } from '@angular/core';
import { defer, finalize, type Observable } from 'rxjs';

/** Admin requests in flight, for a progress bar: `@if (activity.busy()) { <mat-progress-bar /> }`. */
@Injectable({ providedIn: 'root' })
export class ɵAdminActivity {
  private readonly count = signal(0);
  /** Number of admin requests in flight. */
  readonly pending = this.count.asReadonly();
  /** Whether any admin request is in flight. */
  readonly busy = computed(() => this.count() > 0);

  /** Counts `source` as pending from subscription until it completes, fails or is unsubscribed. */
  track<T>(source: Observable<T>): Observable<T> {
    return defer(() => {
      // untracked: subscribing while a template renders must not fail (no signal writes there).
      untracked(() => this.count.update((n) => n + 1));
      return source.pipe(finalize(() => untracked(() => this.count.update((n) => n - 1))));
    });
  }
}
