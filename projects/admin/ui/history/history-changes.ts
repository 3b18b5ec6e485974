import { ChangeDetectionStrategy, Component, inject, input } from '@angular/core';

import type { HistoryFieldDiff } from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';

/**
 * The changed fields of a version, field by field: texts with their removed words struck through
 * and their added words marked, other values as before → after. Shared by the History panel and
 * the audit log; not exported.
 */
@Component({
  selector: 'va-history-changes',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (diffs().length) {
      <dl class="va-history-changes">
        @for (diff of diffs(); track diff.field) {
          <div class="va-history-change" [attr.data-field]="diff.field">
            <dt>{{ diff.label }}</dt>
            <dd>
              @if (diff.segments; as segments) {
                <span class="va-history-text">
                  @for (segment of segments; track $index) {
                    @switch (segment.kind) {
                      @case ('removed') {
                        <del
                          [attr.aria-label]="i18n.t('admin.history.before') + ': ' + segment.text"
                          >{{ segment.text }}</del
                        >
                      }
                      @case ('added') {
                        <ins
                          [attr.aria-label]="i18n.t('admin.history.after') + ': ' + segment.text"
                          >{{ segment.text }}</ins
                        >
                      }
                      @default {
                        <span>{{ segment.text }}</span>
                      }
                    }
                  }
                </span>
              } @else {
                <del class="va-history-before">{{
                  diff.before || i18n.t('admin.history.none')
                }}</del>
                <span aria-hidden="true"> → </span>
                <ins class="va-history-after">{{ diff.after || i18n.t('admin.history.none') }}</ins>
              }
            </dd>
          </div>
        }
      </dl>
    } @else {
      <p class="va-history-no-change">{{ i18n.t('admin.history.noVisibleChange') }}</p>
    }
  `,
  styles: `
    .va-history-changes {
      display: grid;
      gap: 4px;
      margin: 8px 0 0;
    }
    .va-history-change {
      display: grid;
      grid-template-columns: minmax(96px, 160px) 1fr;
      gap: 12px;
    }
    dt {
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-label-large);
    }
    dd {
      margin: 0;
      min-width: 0;
      overflow-wrap: anywhere;
      white-space: pre-wrap;
      font: var(--mat-sys-body-medium);
    }
    del {
      background: color-mix(in srgb, var(--mat-sys-error) 16%, transparent);
      color: var(--mat-sys-on-surface);
    }
    ins {
      background: color-mix(in srgb, var(--mat-sys-primary) 16%, transparent);
      color: var(--mat-sys-on-surface);
      text-decoration: none;
    }
    .va-history-no-change {
      margin: 8px 0 0;
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
    }
  `,
})
export class VaHistoryChanges {
  protected readonly i18n = inject(AdminI18n);
  readonly diffs = input.required<readonly HistoryFieldDiff[]>();
}
