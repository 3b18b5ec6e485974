import { NgTemplateOutlet } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';

import type { AdminRecord, Resource } from '../../config/types';
import { AdminActions } from '../common/admin-actions';
import { readPath } from '../common/record-context';
import { VaBooleanField } from '../fields/boolean-field';
import { VaChipField } from '../fields/chip-field';
import { VaDateField } from '../fields/date-field';
import { VaEmailField } from '../fields/email-field';
import { VaNumberField } from '../fields/number-field';
import { VaReferenceArrayField, VaReferenceField } from '../fields/reference-field';
import { VaTextField } from '../fields/text-field';
import { VaUrlField } from '../fields/url-field';
import type { VaCellContext, VaColumn, VaColumnType } from './list-types';

/** Column types that render links of their own, so they take no `link` (nested links are invalid). */
export const SELF_LINKED_COLUMN_TYPES: readonly VaColumnType[] = [
  'email',
  'url',
  'reference',
  'reference-array',
];

/**
 * One cell of a list: the column's field for the row's record, or its custom template; inside a link
 * to the row's show or edit page when the column has `link` (and the user may open that page).
 */
@Component({
  selector: 'va-cell',
  imports: [
    NgTemplateOutlet,
    RouterLink,
    VaBooleanField,
    VaChipField,
    VaDateField,
    VaEmailField,
    VaNumberField,
    VaReferenceArrayField,
    VaReferenceField,
    VaTextField,
    VaUrlField,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (link(); as link) {
      <a [routerLink]="link" (click)="$event.stopPropagation()">
        <ng-container *ngTemplateOutlet="content" />
      </a>
    } @else {
      <ng-container *ngTemplateOutlet="content" />
    }
    <ng-template #content>
      @let c = column();
      @if (c.template) {
        <ng-container *ngTemplateOutlet="c.template; context: context()" />
      } @else {
        @switch (c.type) {
          @case ('number') {
            <va-number-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
          @case ('date') {
            <va-date-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
          @case ('boolean') {
            <va-boolean-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
          @case ('email') {
            <va-email-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
          @case ('url') {
            <va-url-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
          @case ('chip') {
            <va-chip-field
              [source]="c.source"
              [record]="record()"
              [labelled]="false"
              [choices]="c.choices"
            />
          }
          @case ('reference') {
            <va-reference-field
              [source]="c.source"
              [reference]="c.reference!"
              [record]="record()"
              [labelled]="false"
            />
          }
          @case ('reference-array') {
            <va-reference-array-field
              [source]="c.source"
              [reference]="c.reference!"
              [record]="record()"
              [labelled]="false"
            />
          }
          @default {
            <va-text-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
        }
      }
    </ng-template>
  `,
  styles: `
    a {
      color: var(--mat-sys-primary);
    }
  `,
})
export class VaCell {
  private readonly actions = inject(AdminActions);
  readonly column = input.required<VaColumn>();
  readonly record = input.required<AdminRecord>();
  readonly resource = input.required<Resource>();

  protected readonly context = computed<VaCellContext>(() => ({
    $implicit: this.record(),
    record: this.record(),
    value: readPath(this.record(), this.column().source),
  }));
  /** The row's show or edit route of a linked column (`checkColumns` keeps `link` off link types). */
  protected readonly link = computed(() => {
    const { link, type } = this.column();
    if (type && SELF_LINKED_COLUMN_TYPES.includes(type)) return null;
    const id = this.record()['id'];
    if (!link || (typeof id !== 'string' && typeof id !== 'number')) return null;
    return this.actions.route(this.resource(), link, id);
  });
}
