import { Injectable, Injector, computed, inject, signal } from '@angular/core';
import { Router, type Route } from '@angular/router';
import type { RecordId } from 'admin/core';
import { ɵADMIN_MOUNT_ROUTE } from './admin-mount-internal';

/** Router commands: path segments, record ids. */
export type RouterCommands = readonly (string | RecordId)[];

/**
 * Where `adminRoutes()` is mounted (`/`, `/admin`, a lazy child route's path…): every admin URL
 * (links, buttons, redirects, status pages) is this prefix plus the page path of
 * docs/contract.md §4.1.
 *
 * Found in two ways: the router configuration, read once (mounts reachable through `children`
 * with static paths), and, for mounts inside lazy-loaded children or paths with parameters, the
 * URL recognised when the router first enters the admin (`adminRoutes()` records it). A signal:
 * links built in `computed()` follow the discovery.
 */
@Injectable({ providedIn: 'root' })
export class AdminMount {
  // The router is read on first use: the router's own dependencies (a route reuse strategy that
  // checks access) may need the registry, and so this class, while the router is being built.
  private readonly injector = inject(Injector);
  private readonly recognised = signal<readonly string[] | null>(null);
  private configured: readonly string[] | null | undefined;

  /** The mount point's URL segments (`[]` at the root, `['admin']` under `/admin`). */
  readonly segments = computed<readonly string[]>(
    () => this.recognised() ?? this.fromConfig() ?? [],
  );

  /** The mount point as an absolute URL: `/`, `/admin`. */
  readonly url = computed(() => '/' + this.segments().join('/'));

  /** Records the segments the router matched when it entered the admin (see `adminRoutes()`). */
  record(segments: readonly string[]): void {
    const current = this.recognised();
    if (current && current.join('/') === segments.join('/')) return;
    this.recognised.set([...segments]);
  }

  /**
   * Absolute router commands of a path relative to the mount point: `['users', 12, 'edit']` →
   * `['/admin/users', 12, 'edit']` (the first command carries the mount point, so the result reads
   * like the links of an app mounted at `/`: `['/users', 12, 'edit']`).
   */
  commands(relative: RouterCommands): (string | RecordId)[] {
    const [first, ...rest] = relative;
    const head = first === undefined ? this.segments() : [...this.segments(), String(first)];
    return ['/' + head.join('/'), ...rest];
  }

  private fromConfig(): readonly string[] | null {
    if (this.configured === undefined) {
      const router = this.injector.get(Router, null);
      this.configured = router ? findMount(router.config, []) : null;
    }
    return this.configured;
  }
}

/** The static path of the first route marked as the admin mount, or null. */
function findMount(routes: readonly Route[], prefix: readonly string[]): readonly string[] | null {
  for (const route of routes) {
    const path = route.path ?? '';
    const segments = path ? path.split('/') : [];
    // A matcher, a parameter or a wildcard: the URL is known only once the router matches it.
    if (route.matcher || segments.some((s) => s.startsWith(':') || s === '**')) continue;
    const here = [...prefix, ...segments];
    if (route.data?.[ɵADMIN_MOUNT_ROUTE]) return here;
    if (route.children) {
      const found = findMount(route.children, here);
      if (found) return found;
    }
  }
  return null;
}
