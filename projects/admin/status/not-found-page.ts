import { ChangeDetectionStrategy, Component, inject } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { RouterLink } from '@angular/router';

import { AdminMount } from 'admin/config';
import { AdminI18n } from 'admin/i18n';
import { VaStatusLayout } from './status-layout';

/**
 * The 404 page: unknown URLs, disabled actions and pages whose component `<ResourceName><Action>`
 * is not registered (docs/contract.md §4.2, §7). Replace it with
 * `provideAdminStatusPages({ notFound })`.
 */
@Component({
  selector: 'va-not-found-page',
  imports: [MatButton, RouterLink, VaStatusLayout],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-status-layout code="404" [heading]="i18n.t('admin.pages.notFound')">
      <p>{{ i18n.t('admin.pages.notFoundText') }}</p>
      <a vaStatusAction matButton="filled" class="va-status-home" [routerLink]="home()">
        {{ i18n.t('admin.pages.home') }}
      </a>
    </va-status-layout>
  `,
})
export class VaNotFoundPage {
  protected readonly i18n = inject(AdminI18n);
  /** Where `adminRoutes()` is mounted: the target of the home link. */
  protected readonly home = inject(AdminMount).url;
}
