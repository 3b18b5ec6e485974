import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { RouterLink } from '@angular/router';

import { AdminMount } from 'admin/config';
import type { Resource, ResourceAction } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { VaStatusLayout } from './status-layout';

/**
 * The 403 page `permissionGuard` shows, at the URL asked for, to a signed-in user who may not use
 * the page. Replace it with `provideAdminStatusPages({ forbidden })`.
 */
@Component({
  selector: 'va-forbidden-page',
  imports: [MatButton, RouterLink, VaStatusLayout],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-status-layout code="403" [heading]="i18n.t('admin.pages.forbidden')">
      <p>{{ i18n.t('admin.pages.forbiddenText') }}</p>
      <a vaStatusAction matButton="filled" class="va-status-home" [routerLink]="home()">
        {{ i18n.t('admin.pages.home') }}
      </a>
    </va-status-layout>
  `,
})
export class VaForbiddenPage {
  /** The resource of the refused page. */
  readonly resource = input<Resource>();
  /** The refused action. */
  readonly action = input<ResourceAction>();
  protected readonly i18n = inject(AdminI18n);
  /** Where `adminRoutes()` is mounted: the target of the home link. */
  protected readonly home = inject(AdminMount).url;
}
