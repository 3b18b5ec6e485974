import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  booleanAttribute,
  computed,
  inject,
  input,
  output,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { MatOption } from '@angular/material/core';
import { MatFormField, MatLabel, MatPrefix } from '@angular/material/form-field';
import { MatInput } from '@angular/material/input';
import { MatSelect } from '@angular/material/select';

import type { Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { toChoices } from '../common/choices';
import { fieldLabel } from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { ɵcleanFilter } from 'admin/controllers';
import type { VaFilter } from './list-types';
import { VaReferenceFilter } from './va-reference-filter';
import { ɵFILTER_DEBOUNCE } from './list-checks-internal';

/**
 * The search box (`q`) and the typed filters of a list: text, select, boolean, date range and
 * reference. Stateless: shows `q` and `values`, emits changes (typed text debounced).
 */
@Component({
  selector: 'va-list-filters',
  imports: [
    MatButton,
    MatFormField,
    MatInput,
    MatLabel,
    MatOption,
    MatPrefix,
    MatSelect,
    VaIcon,
    VaReferenceFilter,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="va-filters" role="search" [attr.aria-label]="i18n.t('admin.list.filters')">
      @if (search()) {
        <mat-form-field subscriptSizing="dynamic" class="va-search">
          <va-icon matPrefix name="mdi-magnify" />
          <mat-label>{{ i18n.t('admin.list.search') }}</mat-label>
          <input matInput type="search" name="q" [value]="q()" (input)="typed('q', $event)" />
        </mat-form-field>
      }
      @for (item of items(); track item.filter.source) {
        @let filter = item.filter;
        @switch (filter.type) {
          @case ('text') {
            <mat-form-field subscriptSizing="dynamic">
              <mat-label>{{ item.label }}</mat-label>
              <input
                matInput
                type="text"
                [value]="text(filter.source)"
                (input)="typed(filter.source, $event)"
              />
            </mat-form-field>
          }
          @case ('date-range') {
            <mat-form-field subscriptSizing="dynamic">
              <mat-label>{{ i18n.t('admin.list.from', { label: item.label }) }}</mat-label>
              <input
                matInput
                type="date"
                [value]="range(filter.source).from ?? ''"
                (change)="setRange(filter.source, 'from', $event)"
              />
            </mat-form-field>
            <mat-form-field subscriptSizing="dynamic">
              <mat-label>{{ i18n.t('admin.list.to', { label: item.label }) }}</mat-label>
              <input
                matInput
                type="date"
                [value]="range(filter.source).to ?? ''"
                (change)="setRange(filter.source, 'to', $event)"
              />
            </mat-form-field>
          }
          @case ('reference') {
            <!-- Its autocomplete's code loads only for lists that have such a filter. -->
            @defer (on immediate) {
              <va-reference-filter
                [reference]="filter.reference!"
                [label]="item.label"
                [value]="values()[filter.source]"
                (valueChange)="set(filter.source, $event)"
              />
            }
          }
          @default {
            <mat-form-field subscriptSizing="dynamic">
              <mat-label>{{ item.label }}</mat-label>
              <mat-select
                [value]="values()[filter.source]"
                (selectionChange)="set(filter.source, $event.value)"
              >
                <mat-option [value]="undefined">{{ i18n.t('admin.list.any') }}</mat-option>
                @for (choice of item.choices; track $index) {
                  <mat-option [value]="choice.value">{{ choice.label }}</mat-option>
                }
              </mat-select>
            </mat-form-field>
          }
        }
      }
      @if (active()) {
        <button matButton type="button" class="va-clear-filters" (click)="clear()">
          <va-icon name="mdi-filter-remove" />{{ i18n.t('admin.actions.clearFilters') }}
        </button>
      }
    </div>
  `,
  styles: `
    .va-filters {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 12px;
      margin-bottom: 12px;
    }
    .va-search va-icon {
      padding: 0 4px 0 12px;
    }
  `,
})
export class VaListFilters {
  protected readonly i18n = inject(AdminI18n);

  readonly resource = input.required<Resource>();
  readonly filters = input<readonly VaFilter[]>([]);
  /** Filter values by source. */
  readonly values = input<Readonly<Record<string, unknown>>>({});
  readonly q = input('');
  /** Shows the search box. */
  readonly search = input(true, { transform: booleanAttribute });
  /** Sources set by the list's permanent filter: their controls are hidden. */
  readonly hidden = input<readonly string[]>([]);

  readonly valuesChange = output<Record<string, unknown>>();
  readonly qChange = output<string>();

  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  protected readonly items = computed(() =>
    this.filters()
      .filter((filter) => !this.hidden().includes(filter.source))
      .map((filter) => ({
        filter,
        label: fieldLabel(this.i18n, this.resource(), filter.source, filter.label),
        choices:
          filter.type === 'boolean'
            ? [
                { value: true, label: this.i18n.t('admin.list.yes') },
                { value: false, label: this.i18n.t('admin.list.no') },
              ]
            : toChoices(filter.choices),
      })),
  );
  protected readonly active = computed(
    () => !!this.q() || Object.keys(ɵcleanFilter(this.values())).length > 0,
  );

  constructor() {
    inject(DestroyRef).onDestroy(() => this.timers.forEach((timer) => clearTimeout(timer)));
  }

  protected text(source: string): string {
    const value = this.values()[source];
    return value === undefined || value === null ? '' : String(value);
  }

  protected range(source: string): { from?: string; to?: string } {
    const value = this.values()[source];
    return value && typeof value === 'object' ? (value as { from?: string; to?: string }) : {};
  }

  /** Typed text: emitted once typing pauses. */
  protected typed(source: string, event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    clearTimeout(this.timers.get(source));
    this.timers.set(
      source,
      setTimeout(() => {
        this.timers.delete(source);
        if (source === 'q') this.qChange.emit(text.trim());
        else this.set(source, text.trim() || undefined);
      }, ɵFILTER_DEBOUNCE),
    );
  }

  protected set(source: string, value: unknown): void {
    this.valuesChange.emit(ɵcleanFilter({ ...this.values(), [source]: value }));
  }

  protected setRange(source: string, bound: 'from' | 'to', event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    this.set(source, { ...this.range(source), [bound]: text || undefined });
  }

  protected clear(): void {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    this.valuesChange.emit({});
    if (this.q()) this.qChange.emit('');
  }
}
