// What a card shows, worked out from the list's columns (not exported by admin/ui).
import type { Resource } from 'admin/core';
import type { VaColumn } from './list-types';
import type { VaCardOptions } from './va-card-list';

/** The card sources worked out from the options and the columns. */
export interface CardSources {
  readonly primary: VaColumn;
  readonly secondary: readonly VaColumn[];
  readonly avatar: string | null;
}

/** Resolves the card's sources: the options, else defaults from the columns (see `VaCardOptions`). */
export function cardSources(
  columns: readonly VaColumn[],
  resource: Pick<Resource, 'label'> & Partial<Pick<Resource, 'idField'>>,
  options: VaCardOptions | null | undefined,
): CardSources {
  const column = (source: string) => columns.find((c) => c.source === source) ?? { source };
  const label = typeof resource.label === 'string' ? resource.label : undefined;
  const idField = resource.idField ?? 'id';
  // An image column is the avatar, never a line of text.
  const others = columns.filter((c) => c.source !== idField && c.type !== 'image');
  const primary = options?.primary
    ? column(options.primary)
    : ((label ? columns.find((c) => c.source === label) : undefined) ??
      others[0] ??
      column(label ?? idField));
  const secondary =
    options?.secondary !== undefined
      ? (typeof options.secondary === 'string' ? [options.secondary] : options.secondary).map(
          column,
        )
      : others.filter((c) => c !== primary).slice(0, 1);
  const avatar =
    options?.avatar !== undefined
      ? options.avatar
      : (columns.find((c) => c.type === 'image')?.source ?? null);
  return { primary, secondary, avatar };
}
