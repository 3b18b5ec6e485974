import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatExpansionPanel, MatExpansionPanelHeader } from '@angular/material/expansion';
import { MatExpansionPanelTitle } from '@angular/material/expansion';
import { MatProgressBar } from '@angular/material/progress-bar';
import type { PageEvent } from '@angular/material/paginator';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { HistoryController, SaveController, type HistoryVersion } from 'admin/controllers';
import { AdminI18n, ɵDATE_TIME_STYLE, ɵdateFormat } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { VaLoadError } from '../common/va-load-error';
import { VaPaginator } from '../list/va-paginator';
import { VaHistoryChanges } from './history-changes';

/**
 * The "History" panel of a record's show and edit pages (`withHistory()`): collapsed at first,
 * it loads the record's versions when opened, newest first, each with who, when, its version and
 * its field-by-field diff, and "Restore this version" (an ordinary update, with the version
 * check, undo and notifications of every save); `restored` tells the page to read the record
 * again. Loading, empty and error states (with a retry). Renders nothing without `withHistory()`.
 * A view over `HistoryController`.
 */
@Component({
  selector: 'va-history-panel',
  imports: [
    VaLoadError,
    MatButton,
    MatExpansionPanel,
    MatExpansionPanelHeader,
    MatExpansionPanelTitle,
    MatProgressBar,
    VaHistoryChanges,
    VaIcon,
    VaPaginator,
  ],
  providers: [HistoryController, SaveController],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (controller.enabled()) {
      <mat-expansion-panel class="va-history-panel" (opened)="open.set(true)">
        <mat-expansion-panel-header>
          <mat-panel-title>
            <va-icon name="mdi-history" />{{ i18n.t('admin.history.title') }}
          </mat-panel-title>
        </mat-expansion-panel-header>
        @if (controller.loading()) {
          <mat-progress-bar
            mode="indeterminate"
            [attr.aria-label]="i18n.t('admin.history.loading')"
          />
        }
        @if (controller.errorText(); as message) {
          <va-load-error
            class="va-history-error"
            [message]="i18n.t('admin.history.loadFailed', { message })"
            (retry)="controller.reload()"
          />
        }
        @if (controller.empty()) {
          <p class="va-history-empty">{{ i18n.t('admin.history.empty') }}</p>
        }
        <ol class="va-history-versions">
          @for (version of controller.versions(); track version.entry.id) {
            <li class="va-history-version" [attr.data-version]="version.entry.version">
              <div class="va-history-heading">
                <span class="va-history-action">
                  {{ i18n.t('admin.history.actions.' + version.entry.action) }}
                </span>
                @if (version.entry.version !== null) {
                  <span class="va-history-number">
                    {{ i18n.t('admin.history.version', { version: version.entry.version }) }}
                  </span>
                }
                <span class="va-history-who">
                  {{ i18n.t('admin.history.byAt', { user: userName(version), at: when(version) }) }}
                </span>
                @if (version.restorable) {
                  <button
                    matButton="tonal"
                    type="button"
                    class="va-history-restore"
                    [disabled]="controller.restoring()"
                    [attr.aria-label]="restoreLabel(version)"
                    (click)="restore(version)"
                  >
                    <va-icon name="mdi-restore" />{{ i18n.t('admin.history.restore') }}
                  </button>
                } @else if (
                  $first &&
                  controller.page() === 1 &&
                  version.entry.action !== 'delete' &&
                  version.entry.action !== 'purge'
                ) {
                  <span class="va-history-current">{{ i18n.t('admin.history.current') }}</span>
                }
              </div>
              <va-history-changes [diffs]="version.diffs" />
            </li>
          }
        </ol>
        @if (controller.total() > controller.perPage()) {
          <va-paginator
            [length]="controller.total()"
            [pageIndex]="controller.page() - 1"
            [pageSize]="controller.perPage()"
            (page)="paged($event)"
          />
        }
      </mat-expansion-panel>
    }
  `,
  styles: `
    :host {
      display: block;
      margin-top: 16px;
    }
    mat-panel-title {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .va-history-versions {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .va-history-version {
      padding: 12px 0;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
    }
    .va-history-heading {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 12px;
    }
    .va-history-action {
      font: var(--mat-sys-title-small);
    }
    .va-history-number,
    .va-history-who,
    .va-history-current,
    .va-history-empty {
      color: var(--mat-sys-on-surface-variant);
      font: var(--mat-sys-body-medium);
    }
    .va-history-restore,
    .va-history-current {
      margin-inline-start: auto;
    }
  `,
})
export class VaHistoryPanel {
  protected readonly i18n = inject(AdminI18n);
  protected readonly controller = inject(HistoryController);

  readonly resource = input.required<Resource>();
  /** The record's key. */
  readonly id = input<RecordId | null>(null);
  /** The record as the page shows it: a restore is based on its version. */
  readonly record = input<AdminRecord | null>(null);
  /** The content locale of a translatable resource. */
  readonly locale = input<string | null>(null);
  /** A version was restored (and sent): the page reads the record again. */
  readonly restored = output<AdminRecord>();

  /** Opened once: the versions load from then on. */
  protected readonly open = signal(false);
  private readonly dates = computed(() => ɵdateFormat(this.i18n.locale(), ɵDATE_TIME_STYLE));

  constructor() {
    this.controller.connect(() =>
      this.open()
        ? {
            resource: this.resource(),
            id: this.id(),
            record: this.record(),
            locale: this.locale(),
          }
        : null,
    );
  }

  protected userName(version: HistoryVersion): string {
    return version.entry.user?.name ?? this.i18n.t('admin.history.unknownUser');
  }

  protected when(version: HistoryVersion): string {
    const date = new Date(version.entry.at);
    return Number.isNaN(date.getTime()) ? version.entry.at : this.dates().format(date);
  }

  protected restoreLabel(version: HistoryVersion): string {
    return this.i18n.t('admin.history.restoreLabel', {
      version: String(version.entry.version ?? ''),
      label: this.i18n.recordLabel(this.resource(), this.record()),
    });
  }

  protected paged(event: PageEvent): void {
    this.controller.show(event.pageIndex + 1, event.pageSize);
  }

  protected async restore(version: HistoryVersion): Promise<void> {
    const result = await this.controller.restore(version);
    if (result?.status === 'saved') this.restored.emit(result.record);
  }
}
