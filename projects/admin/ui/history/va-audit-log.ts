import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatCard, MatCardContent } from '@angular/material/card';
import { MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import type { PageEvent } from '@angular/material/paginator';
import { MatProgressBar } from '@angular/material/progress-bar';
import { MatOption, MatSelect } from '@angular/material/select';
import { RouterLink } from '@angular/router';

import { AuditLogController, type AuditLogFilters, type AuditLogLine } from 'admin/controllers';
import type { HistoryAction } from 'admin/config';
import { AdminI18n, ɵDATE_TIME_STYLE, ɵdateFormat } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { VaLoadError } from '../common/va-load-error';
import { PAGE_HEADER_STYLES } from '../common/page-styles';
import { VaPaginator } from '../list/va-paginator';
import { VaHistoryChanges } from './history-changes';

const ACTIONS: readonly HistoryAction[] = ['create', 'update', 'delete', 'restore', 'purge'];

/**
 * The audit log page (`withHistory()` routes it at `/audit`, with a menu entry): every recorded
 * write, newest first — when, who, what, which record (a link to its page), the changed fields —
 * filtered by user, resource, action and dates, paged. Loading, empty and error states (with a
 * retry); a user without the audit roles gets the forbidden message. A view over
 * `AuditLogController`.
 */
@Component({
  selector: 'va-audit-log',
  imports: [
    VaLoadError,
    MatButton,
    MatCard,
    MatCardContent,
    MatFormField,
    MatInput,
    MatLabel,
    MatOption,
    MatProgressBar,
    MatSelect,
    RouterLink,
    VaHistoryChanges,
    VaIcon,
    VaPaginator,
  ],
  providers: [AuditLogController],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <header class="va-page-header">
      <h1 class="va-page-title">{{ i18n.t('admin.history.auditTitle') }}</h1>
    </header>
    @if (controller.state().status === 'forbidden') {
      <p class="va-audit-forbidden" role="alert">{{ forbiddenText() }}</p>
    } @else {
      <form class="va-audit-filters" (submit)="$event.preventDefault()">
        <mat-form-field subscriptSizing="dynamic">
          <mat-label>{{ i18n.t('admin.history.filters.user') }}</mat-label>
          <mat-select
            class="va-audit-user"
            [value]="text(filters().user)"
            (valueChange)="filter({ user: $event })"
          >
            <mat-option value="">{{ i18n.t('admin.history.filters.any') }}</mat-option>
            @for (choice of controller.userChoices(); track choice.value) {
              <mat-option [value]="choice.value">{{ choice.label }}</mat-option>
            }
          </mat-select>
        </mat-form-field>
        <mat-form-field subscriptSizing="dynamic">
          <mat-label>{{ i18n.t('admin.history.filters.resource') }}</mat-label>
          <mat-select
            class="va-audit-resource"
            [value]="text(filters().resource)"
            (valueChange)="filter({ resource: $event })"
          >
            <mat-option value="">{{ i18n.t('admin.history.filters.any') }}</mat-option>
            @for (choice of controller.resourceChoices(); track choice.value) {
              <mat-option [value]="choice.value">{{ choice.label }}</mat-option>
            }
          </mat-select>
        </mat-form-field>
        <mat-form-field subscriptSizing="dynamic">
          <mat-label>{{ i18n.t('admin.history.filters.action') }}</mat-label>
          <mat-select
            class="va-audit-action"
            [value]="text(filters().action)"
            (valueChange)="filter({ action: $event })"
          >
            <mat-option value="">{{ i18n.t('admin.history.filters.any') }}</mat-option>
            @for (action of actions; track action) {
              <mat-option [value]="action">{{
                i18n.t('admin.history.actions.' + action)
              }}</mat-option>
            }
          </mat-select>
        </mat-form-field>
        <mat-form-field subscriptSizing="dynamic">
          <mat-label>{{ i18n.t('admin.history.filters.from') }}</mat-label>
          <input
            matInput
            type="date"
            class="va-audit-from"
            [value]="text(filters().from)"
            (change)="filter({ from: $any($event.target).value })"
          />
        </mat-form-field>
        <mat-form-field subscriptSizing="dynamic">
          <mat-label>{{ i18n.t('admin.history.filters.to') }}</mat-label>
          <input
            matInput
            type="date"
            class="va-audit-to"
            [value]="text(filters().to)"
            (change)="filter({ to: $any($event.target).value })"
          />
        </mat-form-field>
        <button matButton type="button" class="va-audit-clear" (click)="controller.clearFilters()">
          <va-icon name="mdi-filter-remove" />{{ i18n.t('admin.actions.clearFilters') }}
        </button>
      </form>
      @if (controller.loading()) {
        <mat-progress-bar
          mode="indeterminate"
          [attr.aria-label]="i18n.t('admin.history.loading')"
        />
      }
      @if (controller.errorText(); as message) {
        <va-load-error
          class="va-audit-error"
          [message]="i18n.t('admin.history.auditFailed', { message })"
          (retry)="controller.reload()"
        />
      }
      <mat-card appearance="outlined">
        <mat-card-content>
          @if (controller.empty()) {
            <p class="va-audit-empty">{{ i18n.t('admin.history.auditEmpty') }}</p>
          }
          <ol class="va-audit-lines">
            @for (line of controller.lines(); track line.entry.id) {
              <li class="va-audit-line" [attr.data-action]="line.entry.action">
                <div class="va-audit-heading">
                  <span class="va-audit-when">{{ when(line) }}</span>
                  <span class="va-audit-who">{{ userName(line) }}</span>
                  <span class="va-audit-what">
                    {{ i18n.t('admin.history.actions.' + line.entry.action) }}
                  </span>
                  @if (line.link; as link) {
                    <a class="va-audit-record" [routerLink]="link">{{ recordText(line) }}</a>
                  } @else {
                    <span class="va-audit-record">{{ recordText(line) }}</span>
                  }
                </div>
                <va-history-changes [diffs]="line.diffs" />
              </li>
            }
          </ol>
          @if (controller.total() > 0) {
            <div class="va-audit-total">{{ totalText() }}</div>
            <va-paginator
              [length]="controller.total()"
              [pageIndex]="controller.page() - 1"
              [pageSize]="controller.perPage()"
              [pageSizeOptions]="[10, 25, 50, 100]"
              (page)="paged($event)"
            />
          }
        </mat-card-content>
      </mat-card>
    }
  `,
  styles: [
    PAGE_HEADER_STYLES,
    `
      .va-audit-filters {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px 16px;
        margin-bottom: 16px;
      }
      .va-audit-lines {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .va-audit-line {
        padding: 12px 0;
        border-bottom: 1px solid var(--mat-sys-outline-variant);
      }
      .va-audit-heading {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 16px;
        align-items: baseline;
      }
      .va-audit-what {
        font: var(--mat-sys-title-small);
      }
      .va-audit-when,
      .va-audit-total,
      .va-audit-empty,
      .va-audit-forbidden {
        color: var(--mat-sys-on-surface-variant);
        font: var(--mat-sys-body-medium);
      }
    `,
  ],
})
export class VaAuditLog {
  protected readonly i18n = inject(AdminI18n);
  protected readonly controller = inject(AuditLogController);
  protected readonly actions = ACTIONS;
  protected readonly filters = this.controller.filters;
  private readonly dates = computed(() => ɵdateFormat(this.i18n.locale(), ɵDATE_TIME_STYLE));

  protected readonly forbiddenText = computed(() =>
    this.i18n.t('admin.history.forbidden', { roles: this.controller.auditRoles.join(', ') }),
  );
  protected readonly totalText = computed(() => {
    const total = this.controller.total();
    return this.controller.totalCapped()
      ? this.i18n.t('admin.history.totalCapped', { total })
      : this.i18n.t('admin.history.count', { count: total });
  });

  protected text(value: unknown): string {
    return value === null || value === undefined ? '' : String(value);
  }

  protected filter(filters: { [K in keyof AuditLogFilters]?: string }): void {
    this.controller.filter(filters as Partial<AuditLogFilters>);
  }

  protected when(line: AuditLogLine): string {
    const date = new Date(line.entry.at);
    return Number.isNaN(date.getTime()) ? line.entry.at : this.dates().format(date);
  }

  protected userName(line: AuditLogLine): string {
    return line.entry.user?.name ?? this.i18n.t('admin.history.unknownUser');
  }

  protected recordText(line: AuditLogLine): string {
    return this.i18n.t('admin.history.record', {
      resource: line.resourceName,
      id: String(line.entry.recordId),
    });
  }

  protected paged(event: PageEvent): void {
    this.controller.show(event.pageIndex + 1, event.pageSize);
  }
}
