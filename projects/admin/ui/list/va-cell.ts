import { NgTemplateOutlet } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  ViewEncapsulation,
} from '@angular/core';

import { recordId, type AdminRecord, type Resource } from 'admin/core';
import { AdminI18n } from 'admin/i18n';
import { AdminActions } from '../common/admin-actions';
import {
  ListLinks,
  referenceRecords,
  type CellLink,
  type ɵReferenceState,
} from 'admin/controllers';
import { cellView, type CellView } from './cell-view';
import { LIST_ICONS } from './list-icons';
import { AdminTrash, ɵListReferences } from 'admin/controllers';
import { referenceCellView, referenceIds, type ReferenceCellContext } from './reference-cell';
import type { VaColumn, VaColumnType } from './list-types';

/** No look-up: a column without a referenced resource. */
const EMPTY_STATE: ɵReferenceState = { loading: false, records: new Map(), error: null };

/** Column types that render links of their own, so they take no `link` (nested links are invalid). */
export const SELF_LINKED_COLUMN_TYPES: readonly VaColumnType[] = [
  'email',
  'url',
  'reference',
  'reference-array',
  'file',
];

/**
 * One cell of a list: the column's value for the row's record as the show field of its type would
 * show it, or its custom template; inside a link to the row's show or edit page when the column
 * has `link` (and the user may open that page). Light on purpose (a 100-row page has 600 of
 * them): plain elements and text, inline SVG icons, links with `href` and one click listener
 * (the router navigates a plain click; a middle or modified click opens a tab), and reference
 * labels read from the table's one look-up per referenced resource (`ListReferences`).
 */
@Component({
  selector: 'va-cell',
  imports: [NgTemplateOutlet],
  changeDetection: ChangeDetectionStrategy.OnPush,
  // Styles scoped by the element's name (as Material's): no `_ngcontent` attribute per element.
  encapsulation: ViewEncapsulation.None,
  host: { '(click)': 'navigate($event)' },
  template: `
    @let v = view();
    @let l = link();
    @switch (v.kind) {
      @case ('template') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route">
            <ng-container *ngTemplateOutlet="column().template!; context: v.context!" />
          </a>
        } @else {
          <ng-container *ngTemplateOutlet="column().template!; context: v.context!" />
        }
      }
      @case ('empty') {
        <span class="va-field-empty"></span>
      }
      @case ('text') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route">{{ v.text }}</a>
        } @else {
          {{ v.text }}
        }
      }
      @case ('date') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route"
            ><time [attr.datetime]="v.datetime">{{ v.text }}</time></a
          >
        } @else {
          <time [attr.datetime]="v.datetime">{{ v.text }}</time>
        }
      }
      @case ('boolean') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route">
            <ng-container *ngTemplateOutlet="boolean; context: { $implicit: v }" />
          </a>
        } @else {
          <ng-container *ngTemplateOutlet="boolean; context: { $implicit: v }" />
        }
      }
      @case ('email') {
        <a [attr.href]="'mailto:' + v.text">{{ v.text }}</a>
      }
      @case ('url') {
        @if (v.href) {
          <a [attr.href]="v.href" target="_blank" rel="noopener noreferrer">{{ v.text }}</a>
        } @else {
          {{ v.text }}
        }
      }
      @case ('chip') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route">
            <ng-container *ngTemplateOutlet="chips; context: { $implicit: v }" />
          </a>
        } @else {
          <ng-container *ngTemplateOutlet="chips; context: { $implicit: v }" />
        }
      }
      @case ('image') {
        @if (l) {
          <a [attr.href]="l.href" [attr.data-route]="l.route">
            <ng-container *ngTemplateOutlet="images; context: { $implicit: v }" />
          </a>
        } @else {
          <ng-container *ngTemplateOutlet="images; context: { $implicit: v }" />
        }
      }
      @case ('file') {
        @for (file of v.files; track $index) {
          @if (file.src) {
            <a [attr.href]="file.src" target="_blank" rel="noopener noreferrer">{{ file.name }}</a>
          } @else {
            {{ file.name }}
          }
          @if (!$last) {
            ,
          }
        }
      }
      @default {
        @let r = references();
        <span class="va-field-value va-reference" [attr.aria-busy]="r.busy">
          @if (v.kind === 'reference-array') {
            <ul class="va-reference-list">
              @for (item of r.items; track item.id) {
                <li class="va-reference-chip">
                  <a
                    [attr.href]="item.link?.href"
                    [attr.data-route]="item.link?.route"
                    [class.va-field-empty]="!item.known && !item.failed"
                    [class.va-field-error]="item.failed"
                    [class.va-reference-trashed]="item.trashed"
                    [attr.title]="item.markTitle || null"
                    >{{ item.text }}</a
                  >
                  @if (item.mark) {
                    <span class="va-trashed-mark">{{ item.mark }}</span>
                  }
                </li>
              }
            </ul>
          } @else {
            @for (item of r.items; track item.id) {
              <!-- Without href (record unknown): a placeholder, not a link. -->
              <a
                [attr.href]="item.link?.href"
                [attr.data-route]="item.link?.route"
                [class.va-field-empty]="!item.known && !item.failed"
                [class.va-field-error]="item.failed"
                [class.va-reference-trashed]="item.trashed"
                [attr.title]="item.markTitle || null"
                >{{ item.text }}</a
              >
              @if (item.mark) {
                <span class="va-trashed-mark">{{ item.mark }}</span>
              }
            }
          }
          @if (r.failed) {
            <button
              type="button"
              class="va-reference-retry"
              [attr.aria-label]="r.retryText"
              [title]="r.retryText"
              (click)="retry($event)"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path [attr.d]="icons['mdi-refresh']" />
              </svg>
            </button>
          }
        </span>
      }
    }
    <ng-template #images let-v>
      @for (image of v.files; track $index) {
        @if (image.src) {
          <img
            class="va-cell-image"
            [src]="image.src"
            [alt]="image.name"
            width="32"
            height="32"
            loading="lazy"
          />
        } @else {
          {{ image.name }}
        }
      }
    </ng-template>
    <ng-template #boolean let-v>
      <svg
        viewBox="0 0 24 24"
        role="img"
        class="va-cell-icon"
        [class.va-true]="v.truthy"
        [class.va-false]="!v.truthy"
        [attr.aria-label]="v.text"
      >
        <path [attr.d]="v.truthy ? icons['mdi-check'] : icons['mdi-close']" />
      </svg>
    </ng-template>
    <ng-template #chips let-v>
      <ul class="va-chips">
        @for (chip of v.chips; track $index) {
          <li class="va-chip">{{ chip }}</li>
        }
      </ul>
    </ng-template>
  `,
  // reference-cell.css: the labels of referenced records, shared with the table's own cells.
  styleUrls: ['./reference-cell.css'],
  styles: `
    va-cell {
      display: block;
      min-width: 0;
      overflow-wrap: break-word;
    }
    va-cell a[href] {
      color: var(--mat-sys-primary);
    }
    va-cell .va-cell-image {
      width: 32px;
      height: 32px;
      border-radius: 50%;
      object-fit: cover;
      vertical-align: middle;
      margin-right: 4px;
      background: var(--mat-sys-surface-container-highest);
    }
    va-cell .va-cell-icon {
      width: 24px;
      height: 24px;
      vertical-align: middle;
      fill: currentColor;
    }
    va-cell .va-true {
      color: var(--mat-sys-primary);
    }
    va-cell .va-false {
      color: var(--mat-sys-outline);
    }
    va-cell .va-chips {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    va-cell .va-chip {
      padding: 2px 10px;
      border-radius: 8px;
      border: 1px solid var(--mat-sys-outline-variant);
      font: var(--mat-sys-label-large);
      white-space: nowrap;
    }
  `,
})
export class VaCell {
  private readonly actions = inject(AdminActions);
  private readonly i18n = inject(AdminI18n);
  private readonly links = inject(ListLinks);
  private readonly table = inject(ɵListReferences, { optional: true });
  private readonly context: ReferenceCellContext = {
    actions: this.actions,
    i18n: this.i18n,
    links: this.links,
    trash: inject(AdminTrash),
  };

  readonly column = input.required<VaColumn>();
  readonly record = input.required<AdminRecord>();
  readonly resource = input.required<Resource>();

  protected readonly icons = LIST_ICONS;

  /** What the cell shows. */
  protected readonly view = computed<CellView>(() =>
    cellView(this.column(), this.record(), this.i18n.locale(), (key) => this.i18n.t(key)),
  );

  /** The row's show or edit page of a linked column (`checkColumns` keeps `link` off link types). */
  protected readonly link = computed<CellLink | null>(() => {
    const { link, type } = this.column();
    if (!link || (type && SELF_LINKED_COLUMN_TYPES.includes(type))) return null;
    const id = recordId(this.resource(), this.record());
    if (id === undefined) return null;
    return this.links.link(this.actions.route(this.resource(), link, id));
  });

  /** Outside a `VaDataTable`, a reference cell looks its records up itself. */
  private readonly own = this.table
    ? null
    : referenceRecords(() => {
        const column = this.column();
        return column.reference &&
          (column.type === 'reference' || column.type === 'reference-array')
          ? { reference: column.reference, ids: referenceIds(column, this.record()) }
          : null;
      });

  protected readonly references = computed(() => {
    const column = this.column();
    if (!column.reference)
      return referenceCellView(column, this.record(), EMPTY_STATE, this.context);
    const state: ɵReferenceState = this.table ? this.table.state(column.reference) : this.own!();
    return referenceCellView(column, this.record(), state, this.context);
  });

  protected retry(event: Event): void {
    // In a list row, a click must not open the row's record.
    event.stopPropagation();
    const reference = this.column().reference;
    if (this.table && reference) this.table.retry(reference);
    else this.own?.retry();
  }

  /** A plain click on an in-app link: the router navigates (a modified or middle click opens a tab). */
  protected navigate(event: MouseEvent): void {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link) return;
    // In a list row, a click on a link must not open the row's record.
    event.stopPropagation();
    const route = link.getAttribute('data-route');
    if (!route || !isPlainClick(event)) return;
    event.preventDefault();
    void this.links.navigate(route);
  }
}

/** A left click without a modifier key, on a link without a target. */
export function isPlainClick(event: MouseEvent): boolean {
  const target = (event.target as Element | null)?.closest?.('a')?.getAttribute('target');
  return (
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === '_self')
  );
}
