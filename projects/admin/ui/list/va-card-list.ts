import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  input,
  untracked,
} from '@angular/core';
import { MatIconButton } from '@angular/material/button';
import { MatCheckbox } from '@angular/material/checkbox';
import { MatMenu, MatMenuContent, MatMenuItem, MatMenuTrigger } from '@angular/material/menu';
import { MatPaginator, MatPaginatorIntl } from '@angular/material/paginator';
import { MatProgressBar } from '@angular/material/progress-bar';
import { RouterLink } from '@angular/router';

import type { AdminRecord, RecordId } from 'admin/core';
import { ɵListReferences, ɵwantedReferences } from 'admin/controllers';
import { VaIcon } from 'admin/shell';
import { AdminPaginatorIntl } from './paginator-intl';
import { VaRecordsView, type RowAction } from './records-view';
import { VaCell } from './va-cell';
import { cardSources } from './card-sources';

/**
 * What the cards of a list show on small screens (`<va-list [card]="…">`): sources of the
 * record, matched with the list's columns for formatting (a date, a reference's label).
 */
export interface VaCardOptions {
  /**
   * The card's title (its link); default the resource's label field, else the first column other
   * than `id` and image columns.
   */
  readonly primary?: string;
  /** The line(s) under it; default the next column that is not an image. `[]` for none. */
  readonly secondary?: string | readonly string[];
  /**
   * A field holding an image URL (or `{ src }` / `{ url }`), shown as an avatar; default the first
   * column of type `image`, else none; `null` for none.
   */
  readonly avatar?: string | null;
}

function read(record: AdminRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function imageUrl(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (value && typeof value === 'object') {
    const { src, url } = value as { src?: unknown; url?: unknown };
    if (typeof src === 'string') return src;
    if (typeof url === 'string') return url;
  }
  return null;
}

interface Card {
  readonly key: string;
  readonly id: string;
  readonly record: AdminRecord;
  readonly primary: string;
  readonly initial: string;
  readonly avatar: string | null;
  readonly open: (string | RecordId)[] | null;
  readonly show: (string | RecordId)[] | null;
  readonly edit: (string | RecordId)[] | null;
  readonly custom: readonly RowAction[];
  readonly selectLabel: string;
  readonly moreLabel: string;
  readonly menu: boolean;
}

/**
 * A list's records as compact cards, for small screens (issue 20 §5): an optional avatar, the
 * primary text linking to the record (show, else edit: the row link of the table), secondary
 * lines, a selection checkbox, and a menu with show, edit, delete and the custom row actions.
 * Stateless like `VaDataTable`: the parent (`VaList`) owns rows, page and selection.
 */
@Component({
  selector: 'va-card-list',
  imports: [
    MatCheckbox,
    MatIconButton,
    MatMenu,
    MatMenuContent,
    MatMenuItem,
    MatMenuTrigger,
    MatPaginator,
    MatProgressBar,
    RouterLink,
    VaCell,
    VaIcon,
  ],
  providers: [{ provide: MatPaginatorIntl, useClass: AdminPaginatorIntl }, ɵListReferences],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './va-card-list.html',
  styleUrl: './va-card-list.css',
})
export class VaCardList extends VaRecordsView {
  readonly card = input<VaCardOptions | null>(null);

  protected readonly sources = computed(() =>
    cardSources(this.columns(), this.resource(), this.card()),
  );
  protected readonly listLabel = computed(() =>
    this.i18n.t('admin.list.cards', { plural: this.i18n.resourceName(this.resource(), 'plural') }),
  );
  protected readonly skeleton = computed(() =>
    Array.from({ length: Math.min(this.perPage(), 6) }, (_, i) => i),
  );
  protected readonly cards = computed<Card[]>(() => {
    const resource = this.resource();
    const { primary, avatar } = this.sources();
    const label = typeof resource.label === 'string' ? resource.label : undefined;
    const builtIn = this.rowActions();
    const canDelete = builtIn && this.canDelete();
    return this.eachRow((record, id, key) => {
      const recordLabel = this.i18n.recordLabel(resource, record);
      const value = read(record, primary.source);
      const text =
        primary.source === label || value === null || value === undefined
          ? recordLabel
          : String(value);
      const show = this.actions.route(resource, 'show', id);
      const edit = this.actions.route(resource, 'edit', id);
      const applicable = this.applicableActions(record);
      return {
        key,
        id: String(id),
        record,
        primary: text,
        initial: text.trim().charAt(0).toUpperCase(),
        avatar: avatar === null ? null : imageUrl(read(record, avatar)),
        open: show ?? edit,
        show: builtIn ? show : null,
        edit: builtIn ? edit : null,
        custom: applicable,
        selectLabel: this.i18n.t('admin.list.selectRow', { label: recordLabel }),
        moreLabel: this.i18n.t('admin.list.moreActions', { label: recordLabel }),
        menu: (builtIn && !!(show || edit)) || canDelete || applicable.length > 0,
      };
    });
  });

  constructor() {
    super();
    effect(() => {
      const wanted = ɵwantedReferences([...this.sources().secondary], this.rows());
      untracked(() => this.references.load(wanted));
    });
  }
}
