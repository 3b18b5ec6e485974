import { capitalCase } from 'change-case';

import type { Resource } from 'admin/core';
import type { AdminI18n } from 'admin/i18n';

/**
 * Humanises a record property name for a label: `publishedAt` → `Published at`, `userId` → `User`,
 * `tagIds` → `Tags`, `author.name` → `Author name`; json-server operator suffixes are dropped
 * (`title_like` → `Title`, `views_gte` → `Views`).
 */
export function humanizeSource(source: string): string {
  const base = source
    .replace(/_(like|gte|lte|ne)$/, '')
    .replace(/(?<=[a-z0-9])Ids$/, 's')
    .replace(/(?<=[a-z0-9])Id$/, '')
    .replace(/_ids$/, 's')
    .replace(/_id$/, '');
  const words = capitalCase(base.replace(/\./g, ' ')).split(' ');
  return words.map((word, i) => (i === 0 ? word : word.toLowerCase())).join(' ');
}

/**
 * The label of a field or input: the explicit `label`, else the message
 * `resources.<name>.fields.<source>` of the current locale, else the humanised source.
 */
export function fieldLabel(
  i18n: AdminI18n,
  resource: Pick<Resource, 'name'> | null | undefined,
  source: string,
  label?: string | null,
): string {
  if (label) return label;
  if (resource) {
    const key = `resources.${resource.name}.fields.${source}`;
    if (i18n.has(key)) return i18n.t(key);
  }
  return humanizeSource(source);
}
