import { ChangeDetectionStrategy, Component, inject, input, output } from '@angular/core';
import { MatButton } from '@angular/material/button';

import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';

/**
 * What could not be loaded (or run), said at once to screen readers (`role="alert"`), with a Retry
 * button: the error state of the admin's pages and panels (trash, CSV import, history, audit
 * log). Give it the page's own class for its place:
 * `<va-load-error class="va-trash-error" [message]="…" (retry)="trash.reload()" />`.
 */
@Component({
  selector: 'va-load-error',
  imports: [MatButton, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { role: 'alert' },
  template: `
    <va-icon name="mdi-alert-circle-outline" />
    <span class="va-load-error-message">{{ message() }}</span>
    <button matButton type="button" class="va-retry" (click)="retry.emit()">
      <va-icon name="mdi-refresh" />{{ i18n.t('admin.actions.retry') }}
    </button>
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      margin-block: 8px;
      padding: 8px 8px 8px 16px;
      border-radius: var(--mat-sys-corner-medium);
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
      font: var(--mat-sys-body-medium);
    }
    .va-load-error-message {
      flex: 1 1 240px;
    }
  `,
})
export class VaLoadError {
  protected readonly i18n = inject(AdminI18n);
  /** What went wrong, in the user's words (the page's message with the error's). */
  readonly message = input.required<string>();
  /** The user asked to try again. */
  readonly retry = output<void>();
}
