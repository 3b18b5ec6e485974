import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { MatButton, MatIconButton } from '@angular/material/button';
import { MatCheckbox } from '@angular/material/checkbox';
import { MatFormField, MatLabel } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { MatProgressBar } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';

import { TrashController } from 'admin/controllers';
import type { AdminRecord, Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { VaIcon } from 'admin/shell';
import { VaLoadError } from '../common/va-load-error';
import { VaPaginator } from '../list/va-paginator';

/**
 * The trash page of a soft-deleting resource (`<list>/trash`, docs/contract.md §4.5), a Material
 * view over `TrashController`: the trashed records a page at a time, last trashed first, with a
 * search; restore one or the selection; purge one (with its permission, after a confirmation);
 * loading, empty and error states with Retry; a way back to the list. `adminRoutes()` routes it
 * for every resource with `softDelete` (its `resource` input comes from the route data).
 */
@Component({
  selector: 'va-trash-page',
  imports: [
    VaLoadError,
    MatButton,
    MatIconButton,
    MatCheckbox,
    MatFormField,
    MatLabel,
    MatInput,
    MatProgressBar,
    RouterLink,
    VaIcon,
    VaPaginator,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: { class: 'va-trash-page' },
  template: `
    <header class="va-trash-header">
      <h1>{{ title() }}</h1>
      @if (trash.listLink(); as link) {
        <a mat-button [routerLink]="link">
          <va-icon name="mdi-arrow-left" />
          {{ t('admin.trash.back', names()) }}
        </a>
      }
    </header>
    <div class="va-trash-tools">
      <mat-form-field appearance="outline" subscriptSizing="dynamic">
        <mat-label>{{ t('admin.trash.search') }}</mat-label>
        <input
          matInput
          type="search"
          [value]="trash.q()"
          (input)="trash.setSearch($any($event.target).value)"
        />
      </mat-form-field>
      @if (trash.selection().length) {
        <span class="va-trash-selected" role="status">{{
          t('admin.trash.selected', { count: trash.selection().length })
        }}</span>
        <button
          mat-flat-button
          type="button"
          class="va-trash-restore-selected"
          [disabled]="trash.busy() || !trash.canRestore()"
          (click)="trash.restore()"
        >
          <va-icon name="mdi-delete-restore" />
          {{ t('admin.trash.restoreSelected') }}
        </button>
      }
    </div>
    @if (trash.status() === 'loading') {
      <mat-progress-bar mode="indeterminate" [attr.aria-label]="t('admin.fields.loading')" />
    }
    @if (trash.status() === 'error') {
      <va-load-error
        class="va-trash-error"
        [message]="t('admin.trash.loadError', { message: trash.errorMessage() })"
        (retry)="trash.reload()"
      />
    } @else if (trash.empty()) {
      <p class="va-trash-empty" role="status">
        {{ trash.q().trim() ? t('admin.trash.noMatch', names()) : t('admin.trash.empty', names()) }}
      </p>
    } @else if (trash.rows().length) {
      <table class="va-trash-table" [attr.aria-busy]="trash.status() === 'loading'">
        <thead>
          <tr>
            <th scope="col" class="va-trash-check">
              <mat-checkbox
                [checked]="allSelected()"
                [indeterminate]="!allSelected() && trash.selection().length > 0"
                [aria-label]="t('admin.trash.selectAll', names())"
                (change)="trash.toggleAll()"
              />
            </th>
            <th scope="col">{{ t('admin.trash.record', names()) }}</th>
            <th scope="col">{{ t('admin.trash.deletedAt') }}</th>
            <th scope="col" class="va-trash-actions">{{ t('admin.trash.actions') }}</th>
          </tr>
        </thead>
        <tbody>
          @for (row of rows(); track row.key) {
            <tr [attr.data-id]="row.key">
              <td class="va-trash-check">
                <mat-checkbox
                  [checked]="trash.isSelected(row.record)"
                  [aria-label]="t('admin.trash.select', { label: row.label })"
                  (change)="trash.toggle(row.record)"
                />
              </td>
              <td class="va-trash-label">{{ row.label }}</td>
              <td>{{ row.deletedAt }}</td>
              <td class="va-trash-actions">
                <button
                  mat-icon-button
                  type="button"
                  class="va-trash-restore"
                  [disabled]="trash.busy() || !trash.canRestore()"
                  [attr.aria-label]="t('admin.trash.restoreRecord', { label: row.label })"
                  [title]="t('admin.trash.restoreRecord', { label: row.label })"
                  (click)="trash.restore([row.record])"
                >
                  <va-icon name="mdi-delete-restore" />
                </button>
                @if (trash.canPurge()) {
                  <button
                    mat-icon-button
                    type="button"
                    class="va-trash-purge"
                    [disabled]="trash.busy()"
                    [attr.aria-label]="t('admin.trash.purgeRecord', { label: row.label })"
                    [title]="t('admin.trash.purgeRecord', { label: row.label })"
                    (click)="trash.purge(row.record)"
                  >
                    <va-icon name="mdi-delete-forever" />
                  </button>
                }
              </td>
            </tr>
          }
        </tbody>
      </table>
    }
    @if (trash.total() > trash.perPage() || trash.page() > 1) {
      <va-paginator
        [length]="trash.total()"
        [pageIndex]="trash.page() - 1"
        [pageSize]="trash.perPage()"
        [pageSizeOptions]="[10, 25, 50, 100]"
        (page)="trash.setPage($event.pageIndex + 1, $event.pageSize)"
      />
    }
  `,
  styles: `
    :host {
      display: block;
      padding: 16px 24px;
    }
    .va-trash-header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    h1 {
      margin: 0;
      font: var(--mat-sys-headline-small);
    }
    .va-trash-tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 16px;
      margin: 16px 0 8px;
    }
    .va-trash-table {
      width: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      padding: 4px 12px;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
      text-align: start;
      font: var(--mat-sys-body-medium);
    }
    th {
      font: var(--mat-sys-title-small);
      color: var(--mat-sys-on-surface-variant);
    }
    .va-trash-check {
      width: 48px;
    }
    .va-trash-actions {
      text-align: end;
      white-space: nowrap;
    }
    .va-trash-purge {
      color: var(--mat-sys-error);
    }
    .va-trash-empty {
      padding: 32px 0;
      text-align: center;
      color: var(--mat-sys-on-surface-variant);
    }
  `,
})
export class VaTrashPage {
  private readonly i18n = inject(AdminI18n);
  /** The soft-deleting resource (route data `resource`), or its name. */
  readonly resource = input.required<string | Resource>();
  protected readonly trash = new TrashController({ resource: this.resource });
  protected readonly names = computed(() => {
    const resource = this.trash.resource();
    const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
    return {
      plural: this.i18n.resourceName(resource, 'plural'),
      singular: this.i18n.resourceName(resource, 'singular'),
      pluralLower: lower(this.i18n.resourceName(resource, 'plural')),
      singularLower: lower(this.i18n.resourceName(resource, 'singular')),
    };
  });
  protected readonly title = computed(() => this.t('admin.trash.title', this.names()));
  protected readonly rows = computed(() =>
    this.trash.rows().map((record: AdminRecord) => ({
      record,
      key: String(this.trash.id(record)),
      label: this.trash.label(record),
      deletedAt: this.trash.deletedAt(record),
    })),
  );
  protected readonly allSelected = computed(
    () => this.trash.rows().length > 0 && this.trash.rows().every((r) => this.trash.isSelected(r)),
  );

  protected t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(key, params);
  }
}
