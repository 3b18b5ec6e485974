import type { AdminRecord, RecordId, Resource } from 'admin/core';
import type { AdminI18n } from 'admin/i18n';
import { ɵreadPath } from 'admin/controllers';
import type { AdminActions } from '../common/admin-actions';
import { ɵtoIds, type ɵReferenceState } from 'admin/controllers';
import type { AdminTrash, CellLink, ListLinks } from 'admin/controllers';
import type { VaColumn } from './list-types';

/** One referenced record as a cell shows it. */
export interface CellReference {
  readonly id: RecordId;
  readonly text: string;
  readonly link: CellLink | null;
  readonly known: boolean;
  readonly failed: boolean;
  /** The record is in the trash: shown struck through, not linked, with `mark` beside it. */
  readonly trashed: boolean;
  /** "deleted" beside a trashed record; '' otherwise. */
  readonly mark: string;
  /** The tooltip of a trashed record ("This post is in the trash"); '' otherwise. */
  readonly markTitle: string;
}

/** What a `reference` or `reference-array` cell shows: its records, busy or failed look-up. */
export interface ReferenceCellView {
  readonly items: readonly CellReference[];
  /** Some record is still being looked up (`aria-busy`). */
  readonly busy: boolean;
  /** The look-up failed: the cell offers to try again, with this accessible name. */
  readonly failed: boolean;
  readonly retryText: string;
}

const NONE: ReferenceCellView = { items: [], busy: false, failed: false, retryText: '' };

/** What the cell needs of the app: names, labels, routes and links. */
export interface ReferenceCellContext {
  readonly actions: AdminActions;
  readonly i18n: AdminI18n;
  readonly links: ListLinks;
  /** Tells trashed records (soft-deleting resources); without it none is. */
  readonly trash?: AdminTrash;
}

/** The ids a reference column holds for `record` (none for another type). */
export function referenceIds(column: VaColumn, record: AdminRecord): readonly RecordId[] {
  const { type, source } = column;
  return type === 'reference' || type === 'reference-array'
    ? ɵtoIds(ɵreadPath(record, source))
    : [];
}

/**
 * A reference cell of `column` for `record`, from the look-up `state` of its referenced resource:
 * each record's label linked to its show page (when allowed), "Loading…" while looked up, the
 * missing or failed ones named with their id (shared by `VaCell` and the table's own cells).
 */
export function referenceCellView(
  column: VaColumn,
  record: AdminRecord,
  state: ɵReferenceState,
  { actions, i18n, links, trash }: ReferenceCellContext,
): ReferenceCellView {
  const { reference } = column;
  if (!reference) return NONE;
  const target = actions.resource(reference);
  let busy = false;
  let failed = false;
  const items = referenceIds(column, record).map((id): CellReference => {
    const found = state.records.get(String(id));
    if (found) {
      // A trashed record (docs/contract.md §4.5): its label struck through, "deleted", no link.
      const trashed = !!trash?.isTrashed(target, found);
      return {
        id,
        text: i18n.recordLabel(target, found),
        link: trashed ? null : links.link(actions.route(target, 'show', id)),
        known: true,
        failed: false,
        trashed,
        mark: trashed ? i18n.t('admin.trash.deleted') : '',
        markTitle: trashed ? i18n.t('admin.trash.deletedTitle', names(i18n, target)) : '',
      };
    }
    if (state.loading) busy = true;
    const itemFailed = !state.loading && !!state.error;
    failed ||= itemFailed;
    return {
      id,
      text: state.loading
        ? i18n.t('admin.fields.loading')
        : itemFailed
          ? i18n.t('admin.fields.referenceError', { ...names(i18n, target), id })
          : i18n.t('admin.fields.missingReference', { id }),
      link: null,
      known: false,
      failed: itemFailed,
      trashed: false,
      mark: '',
      markTitle: '',
    };
  });
  return {
    items,
    busy,
    failed,
    retryText: failed ? i18n.t('admin.fields.referenceRetry', names(i18n, target)) : '',
  };
}

function names(i18n: AdminI18n, target: Resource): { singularLower: string; pluralLower: string } {
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return {
    singularLower: lower(i18n.resourceName(target, 'singular')),
    pluralLower: lower(i18n.resourceName(target, 'plural')),
  };
}
