/*
 * The internals of ./dialect-search.ts: ɵ names shared with the package's other entry points (through
 * ./private-export.ts) or with files of this one; not part of the API.
 */
import type { Resource } from 'admin/core';
import { type SearchFields } from './dialect-search';

/** `option` checked: an array of field names, or an object of such arrays; a clear error otherwise. */
export function ɵcheckSearchFields(option: unknown, factory: string): SearchFields | undefined {
  if (option === undefined) return undefined;
  const isList = (value: unknown) =>
    Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== '');
  const valid =
    isList(option) ||
    (!!option &&
      typeof option === 'object' &&
      !Array.isArray(option) &&
      Object.values(option).every(isList));
  if (!valid) {
    throw new TypeError(
      `${factory}: searchFields must be an array of field names or an object of such arrays ` +
        `by resource name, got ${JSON.stringify(option)}`,
    );
  }
  return option as SearchFields;
}

/**
 * The fields to search `q` in for `resource`: the option's (for every resource, or the
 * resource's own entry), else the resource's `autocompleteFields` without `id`, else its `label`
 * when it names a field; a clear error naming the dialect and the option when there are none.
 */
export function ɵsearchFieldsOf(
  resource: Resource,
  option: SearchFields | undefined,
  dialect: string,
  factory: string,
): string[] {
  const configured = Array.isArray(option)
    ? option
    : (option as Readonly<Record<string, readonly string[]>> | undefined)?.[resource.name];
  const fromResource = (resource.autocompleteFields ?? []).filter((f) => f !== 'id');
  const label = typeof resource.label === 'string' ? [resource.label] : [];
  const fields = configured?.length ? configured : fromResource.length ? fromResource : label;
  if (!fields.length) {
    throw new Error(
      `the ${dialect} dialect has no full-text search, so it searches "q" in named fields, and ` +
        `resource "${resource.name}" names none: set ${factory}({ searchFields: ` +
        `{ ${JSON.stringify(resource.name)}: ['title'] } }), or the resource's autocompleteFields or label`,
    );
  }
  return [...fields];
}
