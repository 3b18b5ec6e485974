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
import type { VaCellContext, VaColumn } from './list-types';

/** One cell of a list: the column's field for the row's record, or its custom template. */
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
          @if (link(); as link) {
            <a [routerLink]="link" (click)="$event.stopPropagation()">
              <va-text-field [source]="c.source" [record]="record()" [labelled]="false" />
            </a>
          } @else {
            <va-text-field [source]="c.source" [record]="record()" [labelled]="false" />
          }
        }
      }
    }
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
  protected readonly link = computed(() => {
    const link = this.column().link;
    const id = this.record()['id'];
    if (!link || (typeof id !== 'string' && typeof id !== 'number')) return null;
    return this.actions.route(this.resource(), link, id);
  });
}
