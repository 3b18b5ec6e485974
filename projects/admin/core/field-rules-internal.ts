import { describeValue, didYouMean, quoteList } from './problems';
import type { ResourceFieldGrant } from './types';

/** The grant of a role without `fields`: every field readable and writable. */
export const ɵNO_FIELD_RULES: ResourceFieldGrant = Object.freeze({
  hidden: Object.freeze([]),
  readOnly: Object.freeze([]),
});

const FIELD_RULE_KEYS = ['hidden', 'readOnly'] as const;
const FIELD_NAME = /^[A-Za-z_$@][A-Za-z0-9_$@.-]*$/;

/**
 * Validates the `fields` of a permissions entry (`{ hidden?, readOnly? }`, arrays of field
 * names); reports each problem with `report` (prefixed by `which`, e.g. `entry 1 (role "editor")`)
 * and returns the frozen grant, or undefined when invalid.
 */
export function ɵcheckFieldRules(
  value: unknown,
  which: string,
  report: (message: string) => void,
): ResourceFieldGrant | undefined {
  if (value === undefined) return ɵNO_FIELD_RULES;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    report(`${which} fields must be { hidden?, readOnly? }, got ${describeValue(value)}`);
    return undefined;
  }
  const rules = value as Record<string, unknown>;
  let valid = true;
  const extra = Object.keys(rules).filter(
    (k) => !(FIELD_RULE_KEYS as readonly string[]).includes(k),
  );
  if (extra.length) {
    valid = false;
    report(
      `${which} fields has unknown key${extra.length > 1 ? 's' : ''} ${quoteList(extra)}${didYouMean(extra[0], FIELD_RULE_KEYS)} (valid: hidden, readOnly)`,
    );
  }
  const lists: Record<string, readonly string[]> = {};
  for (const key of FIELD_RULE_KEYS) {
    const list = rules[key];
    if (list === undefined) {
      lists[key] = [];
    } else if (!Array.isArray(list) || list.some((f) => typeof f !== 'string')) {
      valid = false;
      report(`${which} fields.${key} must be an array of field names, got ${describeValue(list)}`);
    } else {
      const bad = list.filter((f: string) => !FIELD_NAME.test(f));
      if (bad.length) {
        valid = false;
        report(
          `${which} fields.${key} has ${bad.length > 1 ? 'invalid field names' : 'an invalid field name'} ${quoteList(bad)} (a field name: letters, digits, _, $, @, - or . for a nested field)`,
        );
      }
      lists[key] = [...new Set(list as string[])];
    }
  }
  const both = (lists['hidden'] ?? []).filter((f) => (lists['readOnly'] ?? []).includes(f));
  if (both.length) {
    valid = false;
    report(
      `${which} fields lists ${quoteList(both)} as both hidden and readOnly; a hidden field cannot be written either, keep it in hidden only`,
    );
  }
  if (!valid) return undefined;
  return Object.freeze({
    hidden: Object.freeze(lists['hidden']!),
    readOnly: Object.freeze(lists['readOnly']!),
  });
}
