import {
  ChangeDetectionStrategy,
  Component,
  TemplateRef,
  booleanAttribute,
  computed,
  contentChildren,
  inject,
  input,
  viewChild,
} from '@angular/core';
import { MatButton } from '@angular/material/button';
import { RouterLink } from '@angular/router';

import type { AdminRecord, RecordId, Resource } from 'admin/core';
import { ɵerrorMessage } from 'admin/controllers';
import {
  injectReferenceMany,
  injectReferenceManyCount,
  type ReferenceManyOptions,
} from 'admin/controllers';
import { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from 'admin/controllers';
import { VA_RECORD_CONTEXT } from '../common/record-context';
import { VaIcon } from 'admin/shell';
import { VaColumnDef } from '../list/va-column';
import { VaDataTable, type VaPageChange } from '../list/va-data-table';
import type { VaCellContext, VaColumn, VaSort } from '../list/list-types';
import { checkColumns } from '../list/list-checks';

let nextId = 0;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The parent's id: the value at `source` of the shown record (input or enclosing page). */
function relation(
  record: () => AdminRecord | null | undefined,
  source: () => string,
): () => RecordId | null | undefined {
  return () => {
    const value = ɵreadPath(record(), source());
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  };
}

/** The source of the default label column when the label is not one property (never sent). */
const LABEL_COLUMN = 'va-record-label';

/**
 * The columns of a table without declared ones: the id, then the related resource's label, linked
 * to the record's page: the property when `label` names one (sortable, by the API), else the
 * record's label as the rest of the admin shows it (`label` callback, or name / title / label /
 * #id), headed by the resource's singular name, in the `labelCell` template.
 */
function defaultColumns(
  resource: Resource,
  labelCell: TemplateRef<VaCellContext>,
  heading: string,
): VaColumn[] {
  const label = resource.label;
  const id: VaColumn = { source: resource.idField, sortable: true };
  if (label === resource.idField) return [id];
  if (typeof label === 'string') return [id, { source: label, sortable: true, link: 'show' }];
  return [id, { source: LABEL_COLUMN, label: heading, link: 'show', template: labelCell }];
}

function names(i18n: AdminI18n, resource: Resource) {
  const singular = i18n.resourceName(resource, 'singular');
  const plural = i18n.resourceName(resource, 'plural');
  return { singularLower: lowerFirst(singular), plural, pluralLower: lowerFirst(plural) };
}

/**
 * The records of another resource that point to the shown record (issue 19 §1), on a show or edit
 * page: `<va-reference-many-field reference="comments" target="postId" sort="-createdAt" />`
 * lists the comments whose `postId` is this post's `id` (`source`, default `id`), in a table with
 * its own paging and sort, loading, empty and error-with-retry states; rows open the comments'
 * pages; "Add comment" opens the comments' create page with `postId` already set, and the form
 * comes back here after the save. Columns as `VaList`'s: `[columns]` or `<va-column>` inside;
 * without them, the id and the related records' label. Wide (class `va-field-wide`): it takes a
 * whole row of the show page's grid; past its width the table scrolls inside its own box, the
 * row actions staying in view at its end. Hidden, with no request, when the user may not list the
 * related resource. A view over `ReferenceManyController`.
 */
@Component({
  selector: 'va-reference-many-field',
  imports: [MatButton, RouterLink, VaDataTable, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    class: 'va-field va-reference-many',
    '[class.va-field-wide]': 'wide()',
    role: 'group',
    '[attr.aria-labelledby]': 'labelId',
    '[hidden]': "many.status() === 'forbidden'",
    '[attr.aria-busy]': "many.status() === 'loading'",
  },
  template: `
    <ng-template #labelCell let-record>{{
      i18n.recordLabel(many.reference(), record)
    }}</ng-template>
    @let n = names();
    @if (many.status() !== 'forbidden') {
      <div class="va-reference-many-header">
        <h2 class="va-reference-many-title" [id]="labelId">{{ heading() }}</h2>
        @if (createLink(); as link) {
          <a
            matButton
            class="va-reference-many-create"
            [routerLink]="link.commands"
            [queryParams]="link.queryParams"
          >
            <va-icon name="mdi-plus" />{{ i18n.t('admin.referenceMany.create', n) }}
          </a>
        }
      </div>
      @switch (many.status()) {
        @case ('error') {
          <div class="va-reference-many-error" role="alert">
            <va-icon name="mdi-alert-circle-outline" />
            <span>{{
              i18n.t('admin.referenceMany.error', { ...n, message: many.errorText() })
            }}</span>
            <button matButton="outlined" type="button" class="va-retry" (click)="many.reload()">
              <va-icon name="mdi-refresh" />{{ i18n.t('admin.actions.retry') }}
            </button>
          </div>
        }
        @case ('idle') {}
        @default {
          @if (many.empty()) {
            <p class="va-reference-many-empty va-field-empty" role="status">
              {{ i18n.t('admin.referenceMany.empty', n) }}
            </p>
          } @else {
            <va-data-table
              [resource]="many.reference()"
              [columns]="allColumns()"
              [rows]="many.rows()"
              [total]="many.total()"
              [page]="many.query().page"
              [perPage]="many.query().perPage"
              [sort]="many.query().sort"
              [loading]="many.status() === 'loading'"
              [selectable]="false"
              [rowActions]="rowActions()"
              (sortChange)="many.setSort($event)"
              (pageChange)="onPage($event)"
              (deleted)="many.removeRow($event)"
            />
          }
        }
      }
    }
  `,
  styles: `
    :host {
      display: block;
      min-width: 0;
      padding: 8px 0;
    }
    .va-reference-many-header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px 16px;
      margin-bottom: 4px;
    }
    /*
     * The row actions stay in view at the end of a table wider than the page (a phone): the other
     * cells scroll under them. ::ng-deep reaches the table's cells, scoped to this field.
     */
    :host ::ng-deep .va-actions-cell {
      position: sticky;
      inset-inline-end: 0;
      background: var(--mat-table-background-color, var(--mat-sys-surface));
    }
    .va-reference-many-title {
      flex: 1 1 auto;
      margin: 0;
      font: var(--mat-sys-title-medium);
    }
    .va-reference-many-empty {
      margin: 8px 0;
      color: var(--mat-sys-on-surface-variant);
    }
    .va-reference-many-error {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 8px;
      padding: 8px 12px;
      border-radius: 12px;
      background: var(--mat-sys-error-container);
      color: var(--mat-sys-on-error-container);
    }
  `,
})
export class VaReferenceManyField {
  protected readonly i18n = inject(AdminI18n);
  private readonly context = inject(VA_RECORD_CONTEXT, { optional: true });

  /** The related resource, e.g. `comments`. */
  readonly reference = input.required<string>();
  /** Its property holding the shown record's `source` value, e.g. `postId`. */
  readonly target = input.required<string>();
  /**
   * The shown record's property the related records point to; default its key (the shown
   * resource's `idField`, `id` unless it names another).
   */
  readonly source = input<string>();
  /** The shown record; default the enclosing `VaShow`'s or `VaForm`'s. */
  readonly record = input<AdminRecord | null>();
  /** The heading; default the related resource's plural name. */
  readonly label = input<string>();
  /**
   * The columns (as `VaList`'s); `<va-column>` inside adds more. Default: the id and the related
   * resource's `label` (the property, or the label callback's text), linked to the record's page.
   */
  readonly columns = input<readonly VaColumn[]>([]);
  /** Page size: 10 (default), 25, 50 or 100. */
  readonly perPage = input(10);
  /** Default sort: `'-createdAt'` or `[{ field, order }]`. */
  readonly sort = input<string | readonly VaSort[]>([]);
  /** More conditions on the related records, always sent. */
  readonly filter = input<Readonly<Record<string, unknown>> | null>(null);
  /** Shows the "Add" link (when the user may create the related records). */
  readonly creatable = input(true, { transform: booleanAttribute });
  /** Shows the rows' show / edit / delete buttons. */
  readonly rowActions = input(true, { transform: booleanAttribute });
  /** Where the create form goes back after the save; default the current page. */
  readonly returnTo = input<string | null>();
  /** Whether it spans the whole row of the show page's grid (class `va-field-wide`); default true. */
  readonly wide = input(true, { transform: booleanAttribute });

  private readonly columnDefs = contentChildren(VaColumnDef);
  private readonly labelCell = viewChild.required<TemplateRef<VaCellContext>>('labelCell');
  protected readonly labelId = `va-reference-many-${nextId++}`;
  private readonly parentRecord = computed(() => this.record() ?? this.context?.record());
  private readonly parentKey = () => this.source() ?? this.context?.resource()?.idField ?? 'id';

  protected readonly many = injectReferenceMany({
    reference: this.reference,
    target: this.target,
    id: computed(relation(this.parentRecord, this.parentKey)),
    perPage: this.perPage,
    sort: this.sort,
    filter: this.filter,
  } satisfies ReferenceManyOptions);

  protected readonly names = computed(() => names(this.i18n, this.many.reference()));
  protected readonly heading = computed(() => {
    const label = this.label() ?? this.names().plural;
    return this.many.status() === 'ready'
      ? this.i18n.t('admin.referenceMany.heading', { label, count: this.many.total() })
      : label;
  });
  protected readonly createLink = computed(() =>
    this.creatable() ? this.many.createLink(this.returnTo()) : null,
  );
  protected readonly allColumns = computed(() => {
    const declared = [...this.columns(), ...this.columnDefs().map((def) => def.column())];
    if (declared.length) return checkColumns(declared, 'VaReferenceManyField');
    const resource = this.many.reference();
    return defaultColumns(resource, this.labelCell(), this.i18n.resourceName(resource, 'singular'));
  });

  protected onPage({ page, perPage }: VaPageChange): void {
    this.many.setPage(page, perPage !== this.many.query().perPage ? perPage : undefined);
  }
}

/**
 * How many records of another resource point to the shown record:
 * `<va-reference-many-count reference="comments" target="postId" />` shows "12 comments",
 * linked to the related list filtered to this record when offered (`link`). One list call of a
 * single record (its total is the count), from the fresh list cache when just asked; hidden, with
 * no request, when the user may not list the related resource. A view over
 * `ReferenceManyCountController`.
 */
@Component({
  selector: 'va-reference-many-count',
  imports: [RouterLink, VaIcon],
  changeDetection: ChangeDetectionStrategy.OnPush,
  host: {
    class: 'va-field va-reference-many-count',
    '[class.va-field-labelled]': 'labelled()',
    '[attr.role]': "labelled() ? 'group' : null",
    '[attr.aria-labelledby]': 'labelled() ? labelId : null',
    '[hidden]': "counter.status() === 'forbidden'",
  },
  template: `
    @if (counter.status() !== 'forbidden') {
      @if (labelled()) {
        <div class="va-field-label" [id]="labelId">{{ labelText() }}</div>
      }
      <span class="va-field-value" [attr.aria-busy]="counter.status() === 'loading'">
        @switch (counter.status()) {
          @case ('ready') {
            @if (listLink(); as link) {
              <a [routerLink]="link.commands" [queryParams]="link.queryParams">{{ text() }}</a>
            } @else {
              {{ text() }}
            }
          }
          @case ('error') {
            <span class="va-field-error">{{ errorText() }}</span>
            <button
              type="button"
              class="va-reference-retry"
              [attr.aria-label]="i18n.t('admin.actions.retry')"
              [title]="i18n.t('admin.actions.retry')"
              (click)="retry($event)"
            >
              <va-icon name="mdi-refresh" />
            </button>
          }
          @default {
            <span class="va-field-empty">{{ i18n.t('admin.fields.loading') }}</span>
          }
        }
      </span>
    }
  `,
  styleUrl: './va-field.css',
})
export class VaReferenceManyCount {
  protected readonly i18n = inject(AdminI18n);
  private readonly context = inject(VA_RECORD_CONTEXT, { optional: true });

  /** The related resource, e.g. `comments`. */
  readonly reference = input.required<string>();
  /** Its property holding the shown record's `source` value, e.g. `postId`. */
  readonly target = input.required<string>();
  /**
   * The shown record's property the related records point to; default its key (the shown
   * resource's `idField`, `id` unless it names another).
   */
  readonly source = input<string>();
  /** The record; default the enclosing `VaShow`'s or `VaForm`'s. */
  readonly record = input<AdminRecord | null>();
  /** More conditions on the related records. */
  readonly filter = input<Readonly<Record<string, unknown>> | null>(null);
  /** A label above the count (default the related resource's plural name) and the number alone. */
  readonly labelled = input(false, { transform: booleanAttribute });
  readonly label = input<string>();
  /** Links the count to the related list filtered to this record, when offered. */
  readonly link = input(true, { transform: booleanAttribute });

  protected readonly labelId = `va-reference-many-count-${nextId++}`;
  private readonly parentRecord = computed(() => this.record() ?? this.context?.record());
  private readonly parentKey = () => this.source() ?? this.context?.resource()?.idField ?? 'id';
  protected readonly counter = injectReferenceManyCount({
    reference: this.reference,
    target: this.target,
    id: computed(relation(this.parentRecord, this.parentKey)),
    filter: this.filter,
  });
  private readonly names = computed(() => names(this.i18n, this.counter.reference()));
  protected readonly labelText = computed(() => this.label() ?? this.names().plural);
  protected readonly text = computed(() => {
    const count = this.counter.count() ?? 0;
    if (this.labelled()) return String(count);
    const form = new Intl.PluralRules(this.i18n.locale()).select(count);
    return this.i18n.t(
      form === 'one' ? 'admin.referenceMany.countOne' : 'admin.referenceMany.countOther',
      { ...this.names(), count },
    );
  });
  protected readonly errorText = computed(() =>
    this.i18n.t('admin.referenceMany.countError', {
      ...this.names(),
      message: ɵerrorMessage(this.i18n, this.counter.error()),
    }),
  );
  protected readonly listLink = computed(() => (this.link() ? this.counter.listLink() : null));

  protected retry(event: Event): void {
    event.stopPropagation();
    this.counter.reload();
  }
}
