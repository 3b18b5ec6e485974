import { DestroyRef, inject, signal, type Signal } from '@angular/core';
import { takeUntilDestroyed } from '@angular/core/rxjs-interop';
import { NavigationEnd, type ActivatedRoute, type Router } from '@angular/router';
import { filter } from 'rxjs';

/**
 * How many times `route` came back into the router's state after leaving it: a page kept by a
 * reuse strategy (`AdminRouteReuseStrategy`) while another page showed, then shown again. Counts
 * from 0; call in an injection context (the count stops with the caller).
 */
export function routeRevisits(router: Router, route: ActivatedRoute): Signal<number> {
  const revisits = signal(0);
  let shown = true;
  router.events
    .pipe(
      filter((event) => event instanceof NavigationEnd),
      takeUntilDestroyed(inject(DestroyRef)),
    )
    .subscribe(() => {
      const now = inState(router.routerState.root, route);
      if (now && !shown) revisits.update((n) => n + 1);
      shown = now;
    });
  return revisits.asReadonly();
}

function inState(node: ActivatedRoute, route: ActivatedRoute): boolean {
  return node === route || node.children.some((child) => inState(child, route));
}
