import { ChangeDetectionStrategy, Component, inject, input, signal } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { RouterLink } from '@angular/router';

import { AdminMount } from 'admin/config';
import type { Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { VaStatusLayout } from './status-layout';

/** The error an error page shows: an `AdminHttpError` or anything with a status and a message. */
export interface AdminRouteError {
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  readonly message: string;
}

/**
 * The page shown, at the URL asked for, when loading a page's record failed with anything but 404
 * (server error, network failure...), with a retry button that loads the page again. Replace it
 * with `provideAdminStatusPages({ error })`.
 */
@Component({
  selector: 'va-error-page',
  imports: [MatButton, RouterLink, VaStatusLayout],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <va-status-layout [code]="code()" [heading]="i18n.t('admin.pages.error')">
      @if (error()?.message; as message) {
        <p class="va-status-message" role="alert">{{ message }}</p>
      }
      <button
        vaStatusAction
        matButton="filled"
        type="button"
        class="va-status-retry"
        [disabled]="retrying() || !retry()"
        (click)="onRetry()"
      >
        {{ i18n.t('admin.pages.retry') }}
      </button>
      <a vaStatusAction matButton="outlined" class="va-status-home" [routerLink]="home()">
        {{ i18n.t('admin.pages.home') }}
      </a>
    </va-status-layout>
  `,
})
export class VaErrorPage {
  /** What failed. */
  readonly error = input<AdminRouteError>();
  /** The resource of the page that failed to load. */
  readonly resource = input<Resource>();
  /** The record id of the page that failed to load. */
  readonly id = input<string>();
  /** Loads the page again (the same URL, resolvers re-run); resolves when the navigation ends. */
  readonly retry = input<() => Promise<unknown>>();
  protected readonly i18n = inject(AdminI18n);
  /** Where `adminRoutes()` is mounted: the target of the home link. */
  protected readonly home = inject(AdminMount).url;
  protected readonly retrying = signal(false);

  protected code(): string {
    const status = this.error()?.status;
    return status ? String(status) : '';
  }

  protected async onRetry(): Promise<void> {
    const retry = this.retry();
    if (!retry || this.retrying()) return;
    this.retrying.set(true);
    try {
      await retry();
    } finally {
      this.retrying.set(false);
    }
  }
}
