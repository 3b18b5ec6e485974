import { Injectable, inject } from '@angular/core';
import { Title } from '@angular/platform-browser';
import { TitleStrategy, type RouterStateSnapshot } from '@angular/router';

import { ADMIN_CONFIG } from 'admin/config';

/**
 * Sets the browser tab title to "<page title> · <app title>" ("Edit user Alice · My Admin"), or the
 * app title alone for a route without a title. Register it with
 * `{ provide: TitleStrategy, useClass: AdminTitleStrategy }`. Admin titles follow a locale switch.
 */
@Injectable({ providedIn: 'root' })
export class AdminTitleStrategy extends TitleStrategy {
  private readonly title = inject(Title);
  /** `AdminI18n.appTitle`, read from the config: the messages stay out of the first download. */
  private readonly appTitle = inject(ADMIN_CONFIG, { optional: true })?.title ?? 'Admin';

  override updateTitle(snapshot: RouterStateSnapshot): void {
    const page = this.buildTitle(snapshot)?.trim();
    const app = this.appTitle;
    this.title.setTitle(page && page !== app ? `${page} · ${app}` : app);
  }
}
