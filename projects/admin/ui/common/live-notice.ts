import { ChangeDetectionStrategy, Component, inject, input, output } from '@angular/core';
import { MatButton } from '@angular/material/button';

import type { LiveRecordNotice } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { BANNER_STYLES } from './page-styles';

/**
 * The notice of a record changed or deleted elsewhere (live updates) on its show and edit pages:
 * who, when, which fields; "Load the new version" while the new version waits (the user typed).
 */
@Component({
  selector: 'va-live-notice',
  imports: [MatButton, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div
      class="va-banner va-live-notice"
      [class.va-live-deleted]="notice().type === 'deleted'"
      [attr.data-type]="notice().type"
      role="status"
    >
      <va-icon
        [name]="
          notice().type === 'deleted' ? 'mdi-alert-circle-outline' : 'mdi-information-outline'
        "
      />
      <div class="va-live-text">
        <span class="va-live-message">{{ notice().message }}</span>
        @if (notice().fields.length) {
          <span class="va-live-fields">{{
            i18n.t('admin.live.changedFields', { fields: notice().fields.join(', ') })
          }}</span>
        }
      </div>
      @if (notice().pending) {
        <button matButton="tonal" type="button" class="va-live-load" (click)="loadLatest.emit()">
          <va-icon name="mdi-refresh" />{{ i18n.t('admin.live.load') }}
        </button>
      }
      <button matButton type="button" class="va-live-dismiss" (click)="dismissed.emit()">
        {{ i18n.t('admin.live.dismiss') }}
      </button>
    </div>
  `,
  styles: [
    BANNER_STYLES,
    `
      .va-live-deleted {
        background: var(--mat-sys-error-container);
        color: var(--mat-sys-on-error-container);
      }
      .va-live-text {
        display: flex;
        flex: 1;
        flex-direction: column;
        min-width: 12em;
      }
      .va-live-fields {
        font: var(--mat-sys-body-small);
      }
    `,
  ],
})
export class VaLiveNotice {
  protected readonly i18n = inject(AdminI18n);
  /** What changed. */
  readonly notice = input.required<LiveRecordNotice>();
  /** "Load the new version" was clicked. */
  readonly loadLatest = output<void>();
  /** The notice was dismissed. */
  readonly dismissed = output<void>();
}
