import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { RouterLink } from '@angular/router';

import { AdminMount, ResourceRegistry } from 'admin/config';
import type { ParentParams, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { VaStatusLayout } from './status-layout';

/**
 * "<Resource> #<id> not found": shown at a show, edit or copy URL whose record the API answers 404
 * for. Replace it with `provideAdminStatusPages({ recordNotFound })`.
 */
@Component({
  selector: 'va-record-not-found-page',
  imports: [MatButton, RouterLink, VaStatusLayout],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-status-layout code="404" [heading]="heading()">
      <p>{{ i18n.t('admin.show.notFound') }}</p>
      @if (listUrl(); as url) {
        <a vaStatusAction matButton="filled" class="va-status-list" [routerLink]="url">
          {{ i18n.t('admin.actions.back') }}
        </a>
      } @else {
        <a vaStatusAction matButton="filled" class="va-status-home" [routerLink]="home()">
          {{ i18n.t('admin.pages.home') }}
        </a>
      }
    </va-status-layout>
  `,
})
export class VaRecordNotFoundPage {
  /** The resource whose record is missing. */
  readonly resource = input<Resource>();
  /** The missing record's id. */
  readonly id = input<string>();
  /** The parent ids of a nested resource's record (its list is under them). */
  readonly params = input<ParentParams>();
  private readonly registry = inject(ResourceRegistry);
  protected readonly i18n = inject(AdminI18n);
  /** Where `adminRoutes()` is mounted: the target of the home link. */
  protected readonly home = inject(AdminMount).url;
  protected readonly heading = computed(() => {
    const resource = this.resource();
    return this.i18n.t('admin.pages.recordNotFound', {
      resource: resource ? this.i18n.resourceName(resource, 'singular') : '',
      id: this.id() ?? '',
    });
  });
  /** Back to the resource's list (under its parent record for a nested one), when offered. */
  protected readonly listUrl = computed(() => {
    const resource = this.resource();
    return resource ? this.registry.link(resource, 'list', { parents: this.params() }) : null;
  });
}
