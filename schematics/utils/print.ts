/**
 * Prints generated TypeScript the way Prettier (printWidth 100, single quotes) would, so that
 * generated files are format-clean in an `ng new` workspace.
 */
import { quote } from './ast';

export const PRINT_WIDTH = 100;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A property key: bare when it is an identifier, else quoted. */
export function printKey(key: string, q: "'" | '"' = "'"): string {
  return IDENTIFIER.test(key) ? key : quote(key, q);
}

/** A JSON-like value on one line: `{ role: 'viewer', actions: ['list', 'show'] }`. */
export function printInline(value: unknown, q: "'" | '"' = "'"): string {
  if (typeof value === 'string') return quote(value, q);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => printInline(v, q)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, v]) => v !== undefined,
    );
    if (!entries.length) return '{}';
    return `{ ${entries.map(([k, v]) => `${printKey(k, q)}: ${printInline(v, q)}`).join(', ')} }`;
  }
  throw new Error(`cannot print ${typeof value}`);
}

/**
 * `<indent><head><value><tail>`: on one line when it fits in the print width, else the array or
 * object is broken one item per line (recursively), with trailing commas, as Prettier does.
 */
export function printValue(
  head: string,
  value: unknown,
  tail: string,
  indent: string,
  q: "'" | '"' = "'",
  unit = '  ',
): string {
  const single = `${indent}${head}${printInline(value, q)}${tail}`;
  if (single.length <= PRINT_WIDTH || typeof value !== 'object' || value === null) return single;
  if (Array.isArray(value)) {
    if (!value.length) return single;
    const items = value.map((v) => printValue('', v, ',', indent + unit, q, unit));
    return `${indent}${head}[\n${items.join('\n')}\n${indent}]${tail}`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  if (!entries.length) return single;
  const items = entries.map(([k, v]) =>
    printValue(`${printKey(k, q)}: `, v, ',', indent + unit, q, unit),
  );
  return `${indent}${head}{\n${items.join('\n')}\n${indent}}${tail}`;
}

/**
 * `<head>[a, b]<tail>` on one line when it fits in the print width at `indent`, else one item
 * per line with a trailing comma.
 */
export function printList(
  head: string,
  items: readonly string[],
  tail: string,
  indent: string,
  brackets: '[]' | '{}' = '[]',
  unit = '  ',
): string {
  const [open, close] = brackets;
  const pad = brackets === '{}' && items.length ? ' ' : '';
  const single = `${head}${open}${pad}${items.join(', ')}${pad}${close}${tail}`;
  if (!items.length || ((indent + single).length <= PRINT_WIDTH && !single.includes('\n')))
    return indent + single;
  const inner = items.map((item) => `${indent}${unit}${item},`).join('\n');
  return `${indent}${head}${open}\n${inner}\n${indent}${close}${tail}`;
}

/** `import { A, B } from 'x';`, broken one name per line when it is too long. */
export function printImport(names: readonly string[], from: string): string {
  if (names.every((n) => n.startsWith('type ')))
    return printList(
      'import type ',
      names.map((n) => n.slice(5)),
      ` from '${from}';`,
      '',
      '{}',
    );
  return printList('import ', names, ` from '${from}';`, '', '{}');
}
