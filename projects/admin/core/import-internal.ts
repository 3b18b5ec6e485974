/*
 * The check of a descriptor's `import` (./types.ts ImportOptions): a ɵ name shared with
 * ./normalize.ts; not part of the API.
 */
import { describeValue, didYouMean } from './problems';
import {
  IMPORT_FIELD_TYPES,
  type ImportField,
  type ResourceAction,
  type ResourceImport,
} from './types';

declare const ngDevMode: unknown;

const OPTION_KEYS = ['fields', 'roles'];
const FIELD_KEYS = ['source', 'label', 'type', 'required', 'reference'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * The problems of a descriptor's `import` (reported under the key `import`): `true`, `false`, or
 * `{ fields?, roles? }`, on a resource that creates. Its normalised, frozen form, or undefined.
 */
export function ɵcheckImport(
  value: unknown,
  actions: readonly ResourceAction[],
  problem: (key: string, message: string) => void,
): ResourceImport | undefined {
  if (value === undefined || value === false) return undefined;
  const bad = (message: string) => {
    problem('import', message);
    return undefined;
  };
  let fields: readonly ImportField[] | undefined;
  let roles: readonly string[] | undefined;
  if (isObject(value)) {
    const unknown = Object.keys(value).find((key) => !OPTION_KEYS.includes(key));
    if (unknown)
      return bad(
        `has an unknown key "${unknown}"${didYouMean(unknown, OPTION_KEYS)} (known: fields, roles)`,
      );
    if (value['roles'] !== undefined) {
      const given = value['roles'];
      if (!Array.isArray(given) || !given.length || !given.every(isName))
        return bad(`roles must be a non-empty array of role names, got ${describeValue(given)}`);
      roles = Object.freeze([...(given as string[])]);
    }
    const listed = value['fields'];
    if (listed !== undefined) {
      // The fields are checked one by one in development builds and by the schematics; a
      // production build keeps them as given, and the first download stays the same size.
      if (typeof ngDevMode === 'undefined' || ngDevMode) {
        const checked = checkFields(listed, bad);
        if (!checked) return undefined;
        fields = checked;
      } else if (Array.isArray(listed)) {
        fields = Object.freeze(listed.map((field: ImportField) => Object.freeze({ ...field })));
      }
    }
  } else if (value !== true) {
    return bad(
      `must be true or { fields, roles } (the columns a CSV file may fill, who may import), got ${describeValue(value)}`,
    );
  }
  if (!actions.includes('create'))
    return bad(
      'needs the create action (an import creates records), which this resource does not enable',
    );
  return Object.freeze({ fields, roles });
}

function checkFields(
  raw: unknown,
  bad: (message: string) => undefined,
): readonly ImportField[] | undefined {
  if (!Array.isArray(raw) || !raw.length)
    return bad(
      `fields must be a non-empty array of { source, label?, type?, required?, reference? }, got ${describeValue(raw)}`,
    );
  const seen = new Set<string>();
  const fields: ImportField[] = [];
  for (const [index, field] of raw.entries()) {
    const at = `fields[${index}]`;
    if (!isObject(field))
      return bad(`${at} must be an object { source, ... }, got ${describeValue(field)}`);
    const unknown = Object.keys(field).find((key) => !FIELD_KEYS.includes(key));
    if (unknown)
      return bad(
        `${at} has an unknown key "${unknown}"${didYouMean(unknown, FIELD_KEYS)} (known: ${FIELD_KEYS.join(', ')})`,
      );
    const { source, label, type, required, reference } = field;
    if (!isName(source))
      return bad(`${at}.source must be a field name, got ${describeValue(source)}`);
    if (seen.has(source)) return bad(`${at}.source "${source}" is listed twice`);
    seen.add(source);
    if (label !== undefined && typeof label !== 'string')
      return bad(`${at}.label must be a string, got ${describeValue(label)}`);
    if (type !== undefined && !(IMPORT_FIELD_TYPES as readonly unknown[]).includes(type))
      return bad(
        `${at}.type must be one of ${IMPORT_FIELD_TYPES.join(', ')}, got ${describeValue(type)}${didYouMean(type, IMPORT_FIELD_TYPES)}`,
      );
    if (required !== undefined && typeof required !== 'boolean')
      return bad(`${at}.required must be true or false, got ${describeValue(required)}`);
    const referencing = type === 'reference' || type === 'reference-array';
    if (referencing && !isName(reference))
      return bad(`${at} is a ${String(type)}: it needs reference, the referenced resource's name`);
    if (!referencing && reference !== undefined)
      return bad(`${at}.reference is only for the types reference and reference-array`);
    fields.push(Object.freeze({ ...(field as unknown as ImportField) }));
  }
  return Object.freeze(fields);
}
