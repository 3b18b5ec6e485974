import {
  ChangeDetectionStrategy,
  Component,
  Directive,
  computed,
  inject,
  input,
} from '@angular/core';
import { RouterLink } from '@angular/router';

import type { AdminRecord, RecordId } from 'admin/core';
import { AdminActions } from '../common/admin-actions';
import { AdminTrash, referenceRecords, ɵtoIds } from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { VaField } from './va-field';

/** One referenced record as shown by the reference fields. */
interface ReferenceItem {
  readonly id: RecordId;
  readonly record: AdminRecord | undefined;
  readonly text: string;
  readonly link: (string | RecordId)[] | null;
  /** The look-up failed (403, 500, network…): the record is unknown, not missing. */
  readonly failed: boolean;
  /** The record is in the trash (docs/contract.md §4.5): struck through, "deleted", no link. */
  readonly trashed: boolean;
}

/** Base of the reference fields: the target resource, its records (batched) and their links. */
@Directive()
abstract class VaReferenceBase extends VaField {
  private readonly actions = inject(AdminActions);
  private readonly trash = inject(AdminTrash);
  /** The referenced resource's name, e.g. `users`. */
  readonly reference = input.required<string>();
  /** Which page of the referenced record to link to, when the user may open it; false: no link. */
  readonly link = input<'show' | 'edit' | false>('show');

  protected readonly target = computed(() => this.actions.resource(this.reference()));
  protected readonly ids = computed(() => ɵtoIds(this.value()));
  protected readonly state = referenceRecords(() =>
    this.initialized() ? { reference: this.reference(), ids: this.ids() } : null,
  );
  private readonly names = computed(() => {
    const target = this.target();
    return {
      singularLower: lowerFirst(this.i18n.resourceName(target, 'singular')),
      pluralLower: lowerFirst(this.i18n.resourceName(target, 'plural')),
    };
  });
  protected readonly items = computed<ReferenceItem[]>(() => {
    const target = this.target();
    const { records, loading, error } = this.state();
    const link = this.link();
    return this.ids().map((id) => {
      const record = records.get(String(id));
      const failed = !record && !loading && !!error;
      const trashed = !!record && this.trash.isTrashed(target, record);
      const text = record
        ? this.i18n.recordLabel(target, record)
        : loading
          ? this.i18n.t('admin.fields.loading')
          : failed
            ? this.i18n.t('admin.fields.referenceError', { ...this.names(), id })
            : this.i18n.t('admin.fields.missingReference', { id });
      return {
        id,
        record,
        text,
        link: record && link && !trashed ? this.actions.route(target, link, id) : null,
        failed,
        trashed,
      };
    });
  });
  /** Whether a look-up failed, leaving some records unknown. */
  protected readonly failed = computed(() => this.items().some((item) => item.failed));
  protected readonly retryText = computed(() =>
    this.i18n.t('admin.fields.referenceRetry', this.names()),
  );
  protected readonly deletedText = computed(() => this.i18n.t('admin.trash.deleted'));
  protected readonly deletedTitle = computed(() =>
    this.i18n.t('admin.trash.deletedTitle', this.names()),
  );

  protected retry(event: Event): void {
    // In a list row, a click must not open the row's record.
    event.stopPropagation();
    this.state.retry();
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The record another property points to, by its label (docs/contract.md §2.4), linked to its show
 * page when the user may open it: `<va-reference-field source="userId" reference="users" />`.
 * Look-ups of one tick are merged into one `getMany` request.
 */
@Component({
  selector: 'va-reference-field',
  imports: [RouterLink, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value" [attr.aria-busy]="state().loading">
      @for (item of items(); track item.id) {
        @if (item.link) {
          <a [routerLink]="item.link" (click)="$event.stopPropagation()">{{ item.text }}</a>
        } @else {
          <span
            [class.va-field-empty]="!item.record && !item.failed"
            [class.va-field-error]="item.failed"
            [class.va-reference-trashed]="item.trashed"
            [attr.title]="item.trashed ? deletedTitle() : null"
            >{{ item.text }}</span
          >
          @if (item.trashed) {
            <span class="va-trashed-mark">{{ deletedText() }}</span>
          }
        }
      } @empty {
        <span class="va-field-empty">{{ emptyText() }}</span>
      }
      @if (failed()) {
        <button
          type="button"
          class="va-reference-retry"
          [attr.aria-label]="retryText()"
          [title]="retryText()"
          (click)="retry($event)"
        >
          <va-icon name="mdi-refresh" />
        </button>
      }
    </div>
  `,
  styleUrl: './va-field.css',
})
export class VaReferenceField extends VaReferenceBase {}

/**
 * The records an array of ids points to, as chips linked to their show pages:
 * `<va-reference-array-field source="tagIds" reference="tags" />`.
 */
@Component({
  selector: 'va-reference-array-field',
  imports: [RouterLink, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @if (showLabel()) {
      <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
    }
    <div class="va-field-value" [attr.aria-busy]="state().loading">
      <ul class="va-reference-list">
        @for (item of items(); track item.id) {
          <li class="va-reference-chip">
            @if (item.link) {
              <a [routerLink]="item.link" (click)="$event.stopPropagation()">{{ item.text }}</a>
            } @else {
              <span
                [class.va-field-empty]="!item.record && !item.failed"
                [class.va-field-error]="item.failed"
                [class.va-reference-trashed]="item.trashed"
                [attr.title]="item.trashed ? deletedTitle() : null"
                >{{ item.text }}</span
              >
              @if (item.trashed) {
                <span class="va-trashed-mark">{{ deletedText() }}</span>
              }
            }
          </li>
        }
      </ul>
      @if (!items().length) {
        <span class="va-field-empty">{{ emptyText() }}</span>
      }
      @if (failed()) {
        <button
          type="button"
          class="va-reference-retry"
          [attr.aria-label]="retryText()"
          [title]="retryText()"
          (click)="retry($event)"
        >
          <va-icon name="mdi-refresh" />
        </button>
      }
    </div>
  `,
  styleUrls: ['./va-field.css'],
  styles: [
    `
      .va-reference-list {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .va-reference-chip {
        padding: 2px 10px;
        border-radius: 8px;
        border: 1px solid var(--mat-sys-outline-variant);
        font: var(--mat-sys-label-large);
        white-space: nowrap;
      }
    `,
  ],
})
export class VaReferenceArrayField extends VaReferenceBase {}
