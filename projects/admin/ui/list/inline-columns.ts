import type { InlineEditColumn } from 'admin/controllers';
import type { VaColumn, VaColumnType } from './list-types';

/** The column types whose cells edit inline, and the input each one edits with. */
export const INLINE_EDIT_TYPES: ReadonlySet<VaColumnType> = new Set<VaColumnType>([
  'text',
  'email',
  'url',
  'number',
  'date',
  'datetime',
  'boolean',
  'chip',
]);

/**
 * A list column as `InlineEditController` sees it. `listEditable`: the list is `editable` (its
 * columns of an editable type edit unless they say `editable: false`). A column asking to edit
 * that cannot (a reference, an image, a custom template, a chip without choices) is an error
 * naming it.
 */
export function inlineEditColumn(
  column: VaColumn,
  label: string,
  listEditable: boolean,
): InlineEditColumn {
  const type = column.type ?? 'text';
  const supported =
    INLINE_EDIT_TYPES.has(type) && !column.template && (type !== 'chip' || !!column.choices);
  const asked = column.editable;
  if (asked && !supported) {
    throw new Error(
      `Column "${column.source}" cannot be edited inline: ` +
        (column.template
          ? 'it has a custom cell template'
          : type === 'chip'
            ? 'a chip column needs its choices'
            : `type ${type}`) +
        ` (inline editing supports the types ${[...INLINE_EDIT_TYPES].join(', ')}, without a template)`,
    );
  }
  const editable = asked === undefined ? listEditable && supported : !!asked;
  const options = typeof asked === 'object' ? asked : {};
  return {
    source: column.source,
    label,
    editable,
    ...(options.required ? { required: true } : {}),
    ...(options.validators ? { validators: options.validators } : {}),
  };
}
