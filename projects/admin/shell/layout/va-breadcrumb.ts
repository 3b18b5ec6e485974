import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { NavigationEnd, Router, RouterLink, type ActivatedRouteSnapshot } from '@angular/router';
import { filter, map } from 'rxjs';

import { ResourceRegistry } from 'admin/config';
import type { PageAction, ParentParams, RecordId, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { ɵadminRouteMeta } from 'admin/config';
import { ɵADMIN_PAGE_PARENTS, type ɵAdminPageParent } from 'admin/routing';

/** One step of the breadcrumb: a link, or the current page (no link). */
interface Crumb {
  readonly text: string;
  readonly link?: readonly (string | RecordId)[];
}

/** The page shown: its resource, action, parents, parent ids and title. */
interface ShownPage {
  readonly resource: Resource;
  readonly action: PageAction;
  readonly parents: readonly ɵAdminPageParent[];
  readonly params: Readonly<Record<string, string>>;
  readonly title: string;
}

/**
 * The breadcrumb of a nested resource's page: each parent's list and record, the resource's own
 * list, then the page ("Posts › Hello › Comments › Edit comment Nice"). Links only to pages the
 * user is offered. Shows nothing on other pages. `VaLayout` shows it above every page.
 */
@Component({
  selector: 'va-breadcrumb',
  imports: [RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (crumbs().length) {
      <nav class="va-breadcrumb" [attr.aria-label]="i18n.t('admin.layout.breadcrumb')">
        <ol>
          @for (crumb of crumbs(); track $index; let last = $last) {
            <li>
              @if (crumb.link && !last) {
                <a [routerLink]="crumb.link">{{ crumb.text }}</a>
              } @else {
                <span [attr.aria-current]="last ? 'page' : null">{{ crumb.text }}</span>
              }
            </li>
          }
        </ol>
      </nav>
    }
  `,
  styles: `
    .va-breadcrumb ol {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin: 0 0 8px;
      padding: 0;
      list-style: none;
      font: var(--mat-sys-body-medium);
      color: var(--mat-sys-on-surface-variant);
    }
    .va-breadcrumb li + li::before {
      content: '›';
      margin-inline-end: 4px;
      color: var(--mat-sys-outline);
    }
    .va-breadcrumb a {
      color: var(--mat-sys-primary);
    }
  `,
})
export class VaBreadcrumb {
  protected readonly i18n = inject(AdminI18n);
  private readonly registry = inject(ResourceRegistry);
  private readonly router = inject(Router);

  private readonly shown = toSignal(
    this.router.events.pipe(
      filter((event) => event instanceof NavigationEnd),
      map(() => this.page()),
    ),
    { initialValue: this.page() },
  );

  protected readonly crumbs = computed<Crumb[]>(() => {
    const page = this.shown();
    if (!page?.parents.length) return [];
    this.i18n.locale(); // names follow the language
    const crumbs: Crumb[] = [];
    const params: Record<string, RecordId> = {};
    for (const { resource, id, record } of page.parents) {
      crumbs.push({
        text: this.i18n.resourceName(resource, 'plural'),
        link: this.link(resource, 'list', undefined, params),
      });
      crumbs.push({
        text: this.i18n.recordLabel(resource, record),
        link: this.link(resource, 'show', id, params),
      });
      const param = page.resource.parents.find((p) => p.name === resource.name)?.param;
      if (param) params[param] = id;
    }
    if (page.action !== 'list') {
      crumbs.push({
        text: this.i18n.resourceName(page.resource, 'plural'),
        link: this.link(page.resource, 'list', undefined, params),
      });
    }
    crumbs.push({
      text: page.action === 'list' ? this.i18n.resourceName(page.resource, 'plural') : page.title,
    });
    return crumbs;
  });

  private link(
    resource: Resource,
    action: PageAction,
    id: RecordId | undefined,
    params: ParentParams,
  ): readonly (string | RecordId)[] | undefined {
    return this.registry.link(resource, action, { id, parents: params }) ?? undefined;
  }

  /** The deepest admin page of the router state, when it is a nested one. */
  private page(): ShownPage | undefined {
    let snapshot: ActivatedRouteSnapshot | null = this.router.routerState.snapshot.root;
    let found: ShownPage | undefined;
    while (snapshot) {
      const meta = ɵadminRouteMeta(snapshot);
      const parents = snapshot.data[ɵADMIN_PAGE_PARENTS] as ɵAdminPageParent[] | undefined;
      if (meta && typeof meta.resource === 'object' && meta.action !== 'delete' && parents) {
        found = {
          resource: meta.resource,
          action: meta.action,
          parents,
          params: snapshot.params,
          title: (snapshot.data['title'] as string | undefined) ?? '',
        };
      }
      snapshot = snapshot.firstChild;
    }
    return found;
  }
}
